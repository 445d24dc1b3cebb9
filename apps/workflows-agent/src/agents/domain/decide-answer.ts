/**
 * How an AI decide node reads its model's answer (decisions 0736, 0737), pure: the label it names,
 * or what was wrong with it (the node then takes its first condition and records why).
 */
import { z } from 'zod';

/** The tool the decide model must call (its `label` constrained to the node's labels). */
export const DECIDE_TOOL = 'choose_edge';

/** The decision fallback stored on a decision's run (metadata.decision_fallback), or undefined. */
export const DecisionFallbackSchema = z.object({ code: z.string(), reason: z.string() }).optional().catch(undefined);

/** A model answer as the decision reads it. */
export interface DecideAnswer {
  text: string;
  toolCalls: Array<{ tool_name: string; arguments: Record<string, unknown> }>;
}

/**
 * The label a decide answer names: the `choose_edge` call's `label`, or (a thinking model without
 * forced tool choice) a text answer equal to a label; otherwise what was wrong with the answer.
 */
export function pickedLabel(answer: DecideAnswer, labels: string[]): { ok: true; label: string } | { ok: false; reason: string } {
  const call = answer.toolCalls.find((c) => c.tool_name === DECIDE_TOOL);
  const text = answer.text.trim();
  if (call) {
    const label = call.arguments.label;
    if (typeof label === 'string' && labels.includes(label)) return { ok: true, label };
    return { ok: false, reason: `the model chose ${JSON.stringify(label ?? null).slice(0, 200)}, not one of ${labels.join(', ')}` };
  }
  if (labels.includes(text)) return { ok: true, label: text };
  const other = answer.toolCalls[0];
  if (other) return { ok: false, reason: `the model called ${JSON.stringify(other.tool_name.slice(0, 64))} instead of choose_edge` };
  if (!text) return { ok: false, reason: 'the model gave an empty answer' };
  return { ok: false, reason: `the model answered text instead of choosing a label: ${JSON.stringify(text.slice(0, 200))}` };
}
