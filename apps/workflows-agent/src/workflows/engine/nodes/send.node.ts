import { nodeWaitsForReply, waitTimeoutSeconds } from '../../domain/graph-navigation';
import { NEXT_LABEL } from '../../domain/graph.schema';
import { addressOf, messageBody } from '../../domain/node-steps';
import { renderTemplate, type ExecutionContext } from '../../domain/templating';
import type { ExecutionRow } from '../../infra/db/executions.repository';
import { RetryLater } from '@platform/bus';
import type { Outcome } from '../engine-parts';
import type { NodeExecutor, NodeOfType } from '../node-executor';
import type { WorkflowForExecution } from '../ports';

/** The send node types (one executor). */
export type SendType = 'send_text' | 'send_template' | 'send_interactive';

/** A send the platform refused for now (a dependency unreachable, a throttle, a transient upstream error): nothing was sent. */
export class SendRefusedForNow extends Error {
  constructor(key: string, httpStatus: number, code: string, retryAfterSeconds: number) {
    super(
      `send ${key} refused for now (${httpStatus}${code ? ` ${code}` : ''}${retryAfterSeconds ? `, retry after ${retryAfterSeconds} s` : ''}); retried with the same key`,
    );
    this.name = 'SendRefusedForNow';
  }
}

/** A delay not yet waited: decided in the transaction (it only parks the execution). */
const delayPending = (node: NodeOfType<SendType>, e: ExecutionRow) => (node.config.delay_seconds ?? 0) > 0 && e.context.system.delayed_step !== e.step;

/**
 * send_text, send_template, send_interactive: after the node's delay (a wait of its own), sends through
 * messaging-proxy with the step's key (to the execution's contact, or the node's explicit number; an
 * observer execution only to an explicit number), then waits for a choice or continues. A send still
 * in flight or refused for now is retried with the same key; a key spent (presumed not sent) sends
 * again as a new step; any other refusal fails the execution (`send_failed`).
 */
export const sendNode: NodeExecutor<SendType> = {
  external: (node, e) => !delayPending(node, e),
  async run({ e, wf, node, now, context: ctx, key, event }, env) {
    const delay = node.config.delay_seconds ?? 0;
    if (delayPending(node, e))
      return { kind: 'delay', until: new Date(now.getTime() + delay * 1000), context: { ...ctx, system: { ...ctx.system, delayed_step: e.step } } };
    const explicitTo = node.config.to_phone_number ? renderTemplate(node.config.to_phone_number, ctx).trim() : '';
    // Observer executions (event triggers) send only to an explicit number (peer rule).
    if (e.observer && !explicitTo) {
      event('send_skipped', { reason: 'observer_execution' });
      return afterSend(wf, node, ctx, now);
    }
    const address = explicitTo ? { to: explicitTo } : addressOf({ phoneNumber: e.phoneNumber, recipient: e.recipient });
    const phoneNumberId = node.config.phone_number_id ? renderTemplate(node.config.phone_number_id, ctx).trim() : e.phoneNumberId;
    if (!address || !phoneNumberId)
      return { kind: 'fail', error: { code: 'no_recipient', message: 'The execution has no recipient or no phone number to send from', node_id: node.id } };
    const body = messageBody(node, ctx);
    const message: Record<string, unknown> = { messaging_product: 'whatsapp', recipient_type: 'individual', ...address, ...body };
    const sent = await env.ctx.sender.send({ projectId: e.projectId, phoneNumberId, message, idempotencyKey: key, source: `workflow_execution:${e.id}` });
    if (sent.inFlight) throw new RetryLater(`send ${key} still in flight`);
    // Nothing sent, worth sending later with the same key: the step is retried with the work queue's
    // backoff, and fails the execution (step_error) only once its attempts are exhausted.
    if (sent.transient) throw new SendRefusedForNow(key, sent.httpStatus, sent.code || String(sent.upstreamErrorCode || ''), sent.retryAfterSeconds);
    if (sent.keySpent) {
      // The step's earlier send stayed of unknown outcome past the send path's deadline and is presumed not
      // sent (decision 0240): the node runs again as a new step, so under a new key (its delay already waited).
      event('send_key_spent', { idempotency_key: key });
      return { kind: 'repeat', context: { ...ctx, system: { ...ctx.system, delayed_step: e.step + 1 } } };
    }
    if (!sent.accepted)
      return {
        kind: 'fail',
        error: {
          code: 'send_failed',
          message: typeof sent.body.error === 'string' ? sent.body.error : `The send was refused (${sent.httpStatus})`,
          node_id: node.id,
          http_status: sent.httpStatus,
          ...(sent.code ? { send_code: sent.code } : {}),
          ...(sent.upstreamErrorCode ? { upstream_error_code: sent.upstreamErrorCode } : {}),
        },
      };
    event('message_sent', { wamid: sent.wamid ?? null, phone_number_id: phoneNumberId, type: body.type }, 'outbound');
    return afterSend(wf, node, ctx, now);
  },
};

/** After a send: a button/list node with choice edges waits for the choice; other sends continue. */
function afterSend(wf: WorkflowForExecution, node: NodeOfType<SendType>, ctx: ExecutionContext, now: Date): Outcome {
  if (nodeWaitsForReply(wf.definition, node)) {
    const t = waitTimeoutSeconds(node);
    return { kind: 'wait_reply', timeoutAt: t ? new Date(now.getTime() + t * 1000) : null, context: ctx };
  }
  return { kind: 'next', label: NEXT_LABEL, context: ctx };
}
