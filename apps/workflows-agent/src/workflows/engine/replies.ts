/**
 * Replies and timeouts: a reply (merged pending inputs, debounced) or a wait's timeout resumes a waiting
 * execution through one rule (domain/execution-state.decideWait: exactly one wins), and the resumed
 * execution moves past its node (a step with side effects next is claimed in the same write).
 */
import type { Trx } from '@platform/db';
import { decideWait } from '../domain/execution-state';
import { findNode, nextNodeId } from '../domain/graph-navigation';
import { NEXT_LABEL } from '../domain/graph.schema';
import { mergeInputs, replyLabel, timeoutLabel, type InputFact } from '../domain/node-steps';
import { withVar, type ExecutionContext } from '../domain/templating';
import type { ExecutionPatch, ExecutionRow, NewExecutionEvent } from '../infra/db/executions.repository';
import { currentNodeEvent, EnginePart, type ExecutionError, type RepliesPart, type ReplyInput, type Resume } from './engine-parts';
import { isExternal } from './nodes';
import type { WorkflowForExecution } from './ports';

/** The engine's replies and timeouts. */
export class ExecutionReplies extends EnginePart implements RepliesPart {
  /**
   * Moves a resumed execution past its current node along `label` and queues it (or ends it at a leaf).
   * `resume.patch` (how it was resumed) is written in the same update as the move, and `resume.events`
   * in the same insert as the step's event.
   */
  async moveOn(trx: Trx, waiting: ExecutionRow, wf: WorkflowForExecution | undefined, label: string, now: Date, resume: Resume): Promise<void> {
    const e = { ...waiting, ...resume.patch } as ExecutionRow;
    const events = [...resume.events];
    const stop = async (status: 'ended' | 'failed', error: ExecutionError | null) => {
      await this.repo.recordStep(trx, e.id, resume.patch, now, { events, consumeInputs: resume.consumedInputs });
      await this.env.parts.lifecycle.finish(trx, e, status, error, now);
    };
    if (!wf) return stop('failed', { code: 'workflow_not_found', message: 'The workflow of this execution no longer exists' });
    const target = e.currentNodeId ? nextNodeId(wf.definition, e.currentNodeId, label) : undefined;
    events.push(currentNodeEvent(e, 'step_completed', now, { edgeLabel: label }));
    if (!target) return stop('ended', null);
    const node = findNode(wf.definition, target)!;
    const moved: ExecutionPatch = { ...resume.patch, currentNodeId: target, currentNodeType: node.type, step: e.step + 1, status: 'running' };
    const next = { ...e, ...moved } as ExecutionRow;
    // A step with side effects next (a send after a reply): claimed in this same write and run by this
    // process's local run right after the commit (the queued item stays the backstop; 0723).
    if (isExternal(node, next)) moved.leaseUntil = new Date(now.getTime() + this.env.stepLeaseMs);
    // The move, the events and the consumed inputs: one statement.
    await this.repo.recordStep(trx, e.id, moved, now, { events, consumeInputs: resume.consumedInputs });
    if (moved.leaseUntil) this.env.parts.stepping.keepClaim(trx, { e: { ...next, leaseUntil: moved.leaseUntil }, wf, node });
    await this.ctx.executionsPublisher.queueWork(trx, { projectId: e.projectId, executionId: e.id, reason: 'resume', at: now });
  }

  /**
   * Applies a reply (merged pending inputs) to an execution waiting for one, under its lock. The reply
   * and the wait's timeout go through the same rule (domain/execution-state.decideWait): exactly one wins.
   * Returns false (never keeps the caller's step loop going: the work item queued here continues).
   */
  async takeReply(trx: Trx, e: ExecutionRow, wf: WorkflowForExecution | undefined, pending: ReplyInput[], now: Date): Promise<boolean> {
    const d = decideWait(e, { kind: 'reply', waitSeq: e.waitSeq });
    if (!('take' in d) || !wf) return false;
    const node = e.currentNodeId ? findNode(wf.definition, e.currentNodeId) : undefined;
    if (!node) {
      await this.env.parts.lifecycle.finish(
        trx,
        e,
        'failed',
        { code: 'node_removed', message: `Node ${e.currentNodeId} is no longer in the workflow`, node_id: e.currentNodeId },
        now,
      );
      return false;
    }
    const inputs: InputFact[] = pending.map((p) => ({
      text: p.text,
      choiceId: typeof p.payload.choice_id === 'string' ? p.payload.choice_id : null,
      payload: p.payload,
    }));
    const reply = mergeInputs(inputs);
    // An agent node waiting for the customer: the reply resumes the same node and step (its agent session).
    const label = node.type === 'agent' ? NEXT_LABEL : replyLabel(wf.definition, node, reply);
    const consumed = pending.map((p) => p.id);
    const received: NewExecutionEvent = {
      projectId: e.projectId,
      executionId: e.id,
      eventType: 'input_received',
      direction: 'inbound',
      nodeId: node.id,
      nodeType: node.type,
      step: e.step,
      payload: { text: reply.text, choice_id: reply.choiceId, messages: reply.count, taken: label !== undefined },
      at: now,
    };
    // A button/list node without a fallback edge ignores a reply that picks none of its choices.
    if (label === undefined) {
      await this.repo.consumeInputs(trx, consumed, now);
      await this.repo.addEvents(trx, [received]);
      return false;
    }
    const saveTo =
      node.type === 'wait_for_response' || node.type === 'send_interactive' ? (node.config as { save_response_to?: string }).save_response_to : undefined;
    let ctx: ExecutionContext = {
      ...e.context,
      system: { ...e.context.system, last_user_input: reply.text, last_resume: { reason: 'user_input', at: now.toISOString() }, steps_since_wait: 0 },
    };
    if (saveTo) ctx = withVar(ctx, saveTo, reply.choiceId && label !== NEXT_LABEL ? reply.choiceId : reply.text);
    const resumed: ExecutionPatch = { status: 'running', waitingReason: null, timeoutAt: null, inputDueAt: null, waitSeq: d.nextWaitSeq, context: ctx };
    if (node.type === 'agent') {
      await this.repo.recordStep(trx, e.id, resumed, now, { events: [received], consumeInputs: consumed });
      await this.ctx.executionsPublisher.queueWork(trx, { projectId: e.projectId, executionId: e.id, reason: 'resume', at: now });
      return false;
    }
    await this.moveOn(trx, e, wf, label, now, { patch: resumed, events: [received], consumedInputs: consumed });
    return false;
  }

  /**
   * Fires a wait's (or delay's) timeout if it is still the current wait and due by the injected clock.
   * Returns which path was taken: 'timeout', or 'ignored' (a reply won, the wait changed, not due yet).
   */
  async fireTimeout(projectId: string, executionId: string, waitSeq: number): Promise<'timeout' | 'ignored'> {
    return this.ctx.db.transaction(async (trx) => {
      const e = await this.repo.lock(trx, projectId, executionId);
      if (!e || e === 'busy') return 'ignored';
      const now = this.ctx.clock.now();
      const d = decideWait(e, { kind: 'timeout', waitSeq, now });
      if (!('take' in d)) return 'ignored';
      const wf = await this.env.catalog.getForExecution(projectId, e.workflowId, trx);
      if (e.waitingReason === 'delay') {
        // The delayed send now runs (its step marked delayed in system.delayed_step).
        await this.repo.update(trx, e.id, { status: 'running', waitingReason: null, timeoutAt: null, waitSeq: d.nextWaitSeq }, now);
        await this.repo.addEvent(trx, currentNodeEvent(e, 'delay_ended', now));
        await this.ctx.executionsPublisher.queueWork(trx, { projectId, executionId, reason: 'timer', at: now });
        return 'timeout';
      }
      const node = wf && e.currentNodeId ? findNode(wf.definition, e.currentNodeId) : undefined;
      const label = wf && node ? timeoutLabel(wf.definition, node) : NEXT_LABEL;
      const ctx: ExecutionContext = {
        ...e.context,
        system: { ...e.context.system, last_resume: { reason: 'timeout', at: now.toISOString() }, steps_since_wait: 0 },
      };
      const resumed: ExecutionPatch = { status: 'running', waitingReason: null, timeoutAt: null, inputDueAt: null, waitSeq: d.nextWaitSeq, context: ctx };
      const timedOut = currentNodeEvent(e, 'wait_timed_out', now, { edgeLabel: label });
      await this.moveOn(trx, e, wf, label, now, { patch: resumed, events: [timedOut] });
      return 'timeout';
    });
  }

  /** In-process timers at the end of debounce windows, per execution (a new message of the burst replaces it). */
  private readonly inputTimers = new Map<string, NodeJS.Timeout>();

  /**
   * Once `trx` commits, delivers the execution's buffered inputs when their debounce window ends, in
   * this process: the reply costs the window, not the window plus a sweeper period. The timer sweeper
   * stays the durable backstop (a restart, another replica); both go through flushInputs (idempotent).
   */
  scheduleInputs(trx: Trx, projectId: string, executionId: string, due: Date): void {
    this.ctx.executionsPublisher.afterCommit(trx, () => {
      clearTimeout(this.inputTimers.get(executionId));
      const timer = setTimeout(
        () => {
          this.inputTimers.delete(executionId);
          this.flushInputs(projectId, executionId).catch((err) =>
            this.ctx.logger.debug({ err, execution_id: executionId }, 'debounced inputs left to the timer sweeper'),
          );
        },
        // A timer may fire a millisecond early; the window is checked against the clock.
        Math.max(0, due.getTime() - this.ctx.clock.now().getTime()) + 2,
      );
      timer.unref();
      this.inputTimers.set(executionId, timer);
    });
  }

  /** Delivers buffered inputs whose debounce window has passed (the in-process timer, or the sweeper's second timer). */
  async flushInputs(projectId: string, executionId: string): Promise<'reply' | 'ignored'> {
    return this.ctx.db.transaction(async (trx) => {
      const e = await this.repo.lock(trx, projectId, executionId);
      if (!e || e === 'busy') return 'ignored';
      const now = this.ctx.clock.now();
      if (!e.inputDueAt || e.inputDueAt > now) return 'ignored';
      await this.repo.update(trx, e.id, { inputDueAt: null }, now);
      if (e.status !== 'waiting' || e.waitingReason !== 'wait_for_response') return 'ignored';
      const pending = await this.repo.pendingInputs(trx, e.id);
      if (!pending.length) return 'ignored';
      const wf = await this.env.catalog.getForExecution(projectId, e.workflowId, trx);
      const before = e.waitSeq;
      await this.takeReply(trx, { ...e, inputDueAt: null }, wf, pending, now);
      const after = await this.repo.lock(trx, projectId, executionId);
      return after && after !== 'busy' && after.waitSeq !== before ? 'reply' : 'ignored';
    });
  }
}
