/**
 * What the agent loop does next, decided from the persisted steps alone (decision 0734), pure. A
 * run that stopped anywhere (pause, approval, SIGKILL) continues from here: a model answer is never
 * asked again once stored, a tool call never runs twice once it completed.
 */

/** A tool call as the plan needs it. */
export interface PlanToolCall {
  tool_call_id: string;
  tool_name: string;
  arguments: Record<string, unknown>;
}

/** A step as the plan needs it. */
export interface PlanStep {
  index: number;
  kind: 'model' | 'tool' | 'user' | 'delivery';
  status: string;
  text: string | null;
  tool_calls: PlanToolCall[] | null;
  tool_call_id: string | null;
  tool_name: string | null;
  result: unknown;
}

/** The next move. */
export type NextMove =
  | { kind: 'model' }
  | { kind: 'deliver'; modelIndex: number; text: string }
  | { kind: 'await_approval'; call: PlanToolCall }
  /** `stepIndex`: the existing step (approved, or started before a crash), else a new one. */
  | { kind: 'tool'; call: PlanToolCall; stepIndex: number | null; resumed: boolean }
  | { kind: 'finish'; outcome: 'completed' | 'handoff' | 'waiting'; text: string | null };

/** The plan's inputs beside the steps. */
export interface PlanContext {
  approvalTools: readonly string[];
  deliveryMode: string;
  /** Assistant text can reach a user (a conversation or a recipient is known). */
  canDeliver: boolean;
  /** Workflow agent node (a text answer waits for the user) or agent run (a text answer completes). */
  workflowNode: boolean;
}

/** Decides the next move from the steps so far. */
export function nextMove(steps: readonly PlanStep[], ctx: PlanContext): NextMove {
  let lastModel = -1;
  for (let i = steps.length - 1; i >= 0; i--)
    if (steps[i].kind === 'model') {
      lastModel = i;
      break;
    }
  if (lastModel < 0) return { kind: 'model' };
  const model = steps[lastModel];
  const after = steps.slice(lastModel + 1);
  // A user message injected after the last answer (a node resumed by the user): ask the model.
  if (after.some((s) => s.kind === 'user')) return { kind: 'model' };
  const text = (model.text ?? '').trim();
  if (ctx.deliveryMode === 'auto_send_assistant_text' && text && ctx.canDeliver && !after.some((s) => s.kind === 'delivery')) {
    return { kind: 'deliver', modelIndex: model.index, text };
  }
  const calls = model.tool_calls ?? [];
  for (const call of calls) {
    const step = after.find((s) => s.kind === 'tool' && s.tool_call_id === call.tool_call_id);
    if (!step) {
      if (ctx.approvalTools.includes(call.tool_name)) return { kind: 'await_approval', call };
      return { kind: 'tool', call, stepIndex: null, resumed: false };
    }
    if (step.status === 'approved') return { kind: 'tool', call, stepIndex: step.index, resumed: false };
    if (step.status === 'started') return { kind: 'tool', call, stepIndex: step.index, resumed: true };
  }
  const done = (name: string) => calls.find((c) => c.tool_name === name && after.some((s) => s.tool_call_id === c.tool_call_id && s.status === 'completed'));
  const complete = done('complete_task');
  if (complete) return { kind: 'finish', outcome: 'completed', text: stringArg(complete.arguments.summary) ?? (text || null) };
  const handoff = done('handoff_to_human');
  if (handoff) return { kind: 'finish', outcome: 'handoff', text: stringArg(handoff.arguments.reason) };
  if (done('enter_waiting')) return { kind: 'finish', outcome: 'waiting', text: text || null };
  if (calls.length > 0) return { kind: 'model' };
  // A text answer without tool calls.
  if (ctx.deliveryMode === 'tool_only') return { kind: 'model' };
  return { kind: 'finish', outcome: ctx.workflowNode ? 'waiting' : 'completed', text: text || null };
}

function stringArg(v: unknown): string | null {
  return typeof v === 'string' && v.trim() ? v.slice(0, 10_000) : null;
}
