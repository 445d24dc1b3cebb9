import { status as grpcStatus } from '@grpc/grpc-js';
import { isDomainError } from '@platform/errors';
import { z } from 'zod';
import type { AgentStepRunner } from '../../workflows/engine/ports';
import type { AgentsUsecase } from './agents.usecase';

/** A non-empty string of the execution context, else undefined (the context is untrusted JSON). */
const text = z.string().min(1).optional().catch(undefined);
/** What an agent or AI decide node reads from the execution context, each field lenient. */
const NodeContextSchema = z.object({
  context: z.object({
    conversation_id: text,
    phone_number_id: text,
    phone_number: text,
    contact: z.object({ wa_id: text }).catch({}),
  }),
  system: z.object({ phone_number_id: text, last_user_input: text }),
});

/**
 * The workflow engine's agent node port (`AgentStepRunner`, engine option `agent`) over
 * {@link AgentsUsecase.runNode} (decision 0735). The session is the (execution, node, step) agent
 * run, so a step retried after a crash continues it. Sends go through the agents' own keyed send
 * path to the execution's conversation; observer executions (`system.observer_mode` or
 * `allow_outbound: false`) get no recipient, so nothing is sent. `waiting` and `handoff` outcomes
 * are returned in `output.outcome`: the engine hands the execution off, or parks it waiting for the
 * customer's reply, which runs the same node and step again (the same session continues). `decide`
 * is the AI decide node ({@link AgentsUsecase.decideNode}, decision 0736).
 */
export function agentStepRunner(agents: AgentsUsecase): AgentStepRunner {
  return {
    async run(req) {
      const c = req.context;
      const observer = c.system.observer_mode === true || c.system.allow_outbound === false;
      const read = NodeContextSchema.parse(c);
      try {
        const out = await agents.runNode({
          projectId: req.projectId,
          executionId: req.executionId,
          nodeId: req.node.id,
          activation: req.step,
          config: req.node.config as unknown as Record<string, unknown>,
          vars: c.vars,
          conversationId: read.context.conversation_id,
          phoneNumberId: read.context.phone_number_id ?? read.system.phone_number_id,
          recipient: observer ? undefined : (read.context.phone_number ?? read.context.contact.wa_id),
          userMessage: read.system.last_user_input,
          inputKey: req.inputKey,
          requestId: req.requestId,
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
    async decide(req) {
      const c = req.context;
      const cfg = req.node.config;
      if (cfg.decision_type !== 'ai') return { ok: false, code: 'decide_config_invalid', message: 'not an AI decide node' };
      const read = NodeContextSchema.parse(c);
      const out = await agents.decideNode({
        projectId: req.projectId,
        executionId: req.executionId,
        nodeId: req.node.id,
        activation: req.step,
        config: { provider_model_name: cfg.provider_model_name, llm_temperature: cfg.llm_temperature, llm_max_tokens: cfg.llm_max_tokens, prompt: cfg.prompt },
        conditions: cfg.conditions.map((x) => ({ label: x.label, description: x.description })),
        userMessage: read.system.last_user_input,
        vars: c.vars,
        conversationId: read.context.conversation_id,
      });
      if (!out.ok) return { ok: false, code: out.code, message: out.message };
      return { ok: true, label: out.label, agentRunId: out.runId, usage: out.usage, ...(out.fallback ? { fallback: out.fallback } : {}) };
    },
  };
}
