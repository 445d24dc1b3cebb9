import { status as grpcStatus } from '@grpc/grpc-js';
import { isDomainError } from '@platform/errors';
import type { AgentStepRunner } from '../../workflows/usecases/execution-engine.usecase';
import type { AgentsUsecase } from './agents.usecase';

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/**
 * The workflow engine's agent node port (`AgentStepRunner`, engine option `agent`) over
 * {@link AgentsUsecase.runNode} (decision 0735). The session is the (execution, node, step) agent
 * run, so a step retried after a crash continues it. Sends go through the agents' own keyed send
 * path to the execution's conversation; observer executions (`system.observer_mode` or
 * `allow_outbound: false`) get no recipient, so nothing is sent. `waiting` and `handoff` outcomes
 * end the node with `output.outcome` saying which (the engine's port has no wait for an agent
 * node yet: `runNode` itself supports continuing the session when called again).
 */
export function agentStepRunner(agents: AgentsUsecase): AgentStepRunner {
  return {
    async run(req) {
      const c = req.context;
      const observer = c.system.observer_mode === true || c.system.allow_outbound === false;
      const contact = (c.context.contact ?? {}) as Record<string, unknown>;
      try {
        const out = await agents.runNode({
          projectId: req.projectId,
          executionId: req.executionId,
          nodeId: req.node.id,
          activation: req.step,
          config: req.node.config as unknown as Record<string, unknown>,
          vars: c.vars,
          conversationId: str(c.context.conversation_id),
          phoneNumberId: str(c.context.phone_number_id) ?? str(c.system.phone_number_id),
          recipient: observer ? undefined : (str(c.context.phone_number) ?? str(contact.wa_id)),
          userMessage: str(c.system.last_user_input),
        });
        if (out.outcome === 'failed') return { ok: false, code: out.error?.code ?? 'agent_failed', message: out.error?.message ?? 'the agent failed' };
        return { ok: true, output: { outcome: out.outcome, text: out.text, agent_run_id: out.runId, usage: out.usage }, vars: out.vars };
      } catch (err) {
        // A config the rules refuse (a model retired since the save, a missing provider key) fails the
        // node; anything else (the node running elsewhere, infrastructure) is the engine's to retry.
        if (isDomainError(err) && err.code === grpcStatus.INVALID_ARGUMENT) return { ok: false, code: 'agent_config_invalid', message: err.publicMessage };
        throw err;
      }
    },
  };
}
