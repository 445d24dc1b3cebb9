import { z } from 'zod';

/** A tool call the simulated model makes (`arguments` is the JSON object it passes). */
export const ToolCallSchema = z.object({ name: z.string().min(1).max(128), arguments: z.record(z.unknown()).default({}) });

/**
 * One scripted reply of the simulated model. `text` answers, `tool_calls` calls tools (with optional
 * text beside), `error` answers with the provider's error (429 rate limit with `retry_after`
 * seconds, 529 overloaded on Anthropic / 503 on OpenAI, 500, 502, 400), `drop` closes the
 * connection without answering (a provider that cannot be reached); `times` repeats a step (a
 * persistent error); `delay_ms` holds the reply first (a slow model).
 */
export const StepSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    text: z.string().max(100_000),
    delay_ms: z.number().int().min(0).max(120_000).optional(),
    times: z.number().int().min(1).max(1000).default(1),
  }),
  z.object({
    type: z.literal('tool_calls'),
    calls: z.array(ToolCallSchema).min(1).max(16),
    text: z.string().max(100_000).optional(),
    delay_ms: z.number().int().min(0).max(120_000).optional(),
    times: z.number().int().min(1).max(1000).default(1),
  }),
  z.object({
    type: z.literal('error'),
    status: z.union([z.literal(400), z.literal(429), z.literal(500), z.literal(502), z.literal(503), z.literal(529)]),
    retry_after: z.number().int().min(0).max(3600).optional(),
    message: z.string().max(1000).optional(),
    delay_ms: z.number().int().min(0).max(120_000).optional(),
    times: z.number().int().min(1).max(1000).default(1),
  }),
  z.object({
    type: z.literal('drop'),
    delay_ms: z.number().int().min(0).max(120_000).optional(),
    times: z.number().int().min(1).max(1000).default(1),
  }),
]);

/** A scripted step. */
export type Step = z.infer<typeof StepSchema>;

/** What the provider adapters read out of a request, provider-neutral, for the default script. */
export interface ConversationView {
  /** Names of the tools offered. */
  tools: string[];
  /** The last message: a user's text, or tool results (by tool name). */
  last: { kind: 'user'; text: string } | { kind: 'tool_results'; names: string[] } | { kind: 'other' };
  /** Tool names called so far in the conversation (assistant turns). */
  calledTools: string[];
}

/**
 * Scripted replies per API key (each key is a scenario): a FIFO queue of steps; a step with
 * `times` > 1 is served that many times. When the queue of a key is empty the default script
 * answers ({@link defaultReply}).
 */
export class ScriptBook {
  private readonly queues = new Map<string, Step[]>();

  /** Appends steps to the queue of `key`. */
  push(key: string, steps: Step[]): void {
    const q = this.queues.get(key) ?? [];
    q.push(...steps.map((s) => ({ ...s })));
    this.queues.set(key, q);
  }

  /** Takes the next step of `key`, or undefined when none is scripted. */
  next(key: string): Step | undefined {
    const q = this.queues.get(key);
    if (!q || q.length === 0) return undefined;
    const head = q[0];
    if (head.times > 1) {
      head.times -= 1;
      return { ...head, times: 1 };
    }
    q.shift();
    return head;
  }

  /** Steps still queued for `key`. */
  pending(key: string): Step[] {
    return [...(this.queues.get(key) ?? [])];
  }

  /** Drops every queue (or one key's). */
  clear(key?: string): void {
    if (key === undefined) this.queues.clear();
    else this.queues.delete(key);
  }
}

/**
 * The default script, so the demo is useful without scripting: a user message is echoed — through
 * `send_notification_to_user` when that tool is offered, else as the answer; after tool results the
 * model calls `complete_task` once when offered, else answers that it is done.
 */
export function defaultReply(view: ConversationView): Step {
  if (view.last.kind === 'user') {
    const reply = `You said: ${view.last.text.slice(0, 500)}`;
    if (view.tools.includes('send_notification_to_user') && !view.calledTools.includes('send_notification_to_user')) {
      return { type: 'tool_calls', calls: [{ name: 'send_notification_to_user', arguments: { message: reply } }], times: 1 };
    }
    return { type: 'text', text: reply, times: 1 };
  }
  if (view.last.kind === 'tool_results' && view.tools.includes('complete_task') && !view.calledTools.includes('complete_task')) {
    return { type: 'tool_calls', calls: [{ name: 'complete_task', arguments: { summary: 'Done.' } }], times: 1 };
  }
  return { type: 'text', text: 'Done.', times: 1 };
}

/** A rough token count (4 characters a token, at least 1), the simulator's usage numbers. */
export function tokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

/** Short random id part. */
export function rid(n = 24): string {
  const chars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let s = '';
  for (let i = 0; i < n; i++) s += chars[Math.floor(Math.random() * chars.length)];
  return s;
}
