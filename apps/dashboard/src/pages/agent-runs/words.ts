/** Agent run states in words and what each allows (decision 0733). */

export const RUN_STATUSES = ['queued', 'running', 'paused', 'waiting_for_approval', 'completed', 'failed', 'cancelled'] as const;

const RUN_WORDS: Record<string, { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'gray' },
  running: { label: 'Running', color: 'blue' },
  paused: { label: 'Paused', color: 'yellow' },
  waiting_for_approval: { label: 'Waiting for approval', color: 'orange' },
  completed: { label: 'Completed', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'dark' },
};

/** A run status in words with its badge colour. */
export function runStatusWords(status: string): { label: string; color: string } {
  return RUN_WORDS[status] ?? { label: status.replace(/_/g, ' '), color: 'gray' };
}

/** Whether a run has not finished (the page refetches while it has not). */
export function runIsLive(status: string | undefined): boolean {
  return status === 'queued' || status === 'running' || status === 'waiting_for_approval' || status === 'paused';
}

/** Whether the page polls (a paused run or one waiting for a person changes only by a person's action; still polled, slower). */
export function runPollMs(status: string | undefined): number | false {
  if (status === 'queued' || status === 'running') return 1500;
  if (status === 'waiting_for_approval' || status === 'paused') return 5000;
  return false;
}

/** The controls a status allows: pause (queued, running), resume (paused), cancel (not finished), approve/reject (waiting_for_approval). */
export function runActions(status: string): { pause: boolean; resume: boolean; cancel: boolean; decide: boolean } {
  return {
    pause: status === 'queued' || status === 'running',
    resume: status === 'paused',
    cancel: runIsLive(status),
    decide: status === 'waiting_for_approval',
  };
}

/** A step's kind and status in words: `Model call`, `Tool refund: completed`. */
export function stepTitle(step: { kind: string; status: string; tool_name?: string | null }): string {
  switch (step.kind) {
    case 'model':
      return 'Model call';
    case 'tool':
      return `Tool ${step.tool_name ?? ''}`.trim() + `: ${step.status}`;
    case 'user':
      return 'Person';
    case 'delivery':
      return `Message delivery: ${step.status}`;
    default:
      return `${step.kind}: ${step.status}`;
  }
}

/** Token counts in words: `1,234 tokens (1,000 in, 200 out, 34 reasoning)`. */
export function tokensWords(u: { input_tokens: number; output_tokens: number; reasoning_tokens: number; total_tokens: number } | null | undefined): string {
  if (!u) return '—';
  const n = (x: number) => x.toLocaleString('en-US');
  const parts = [`${n(u.input_tokens)} in`, `${n(u.output_tokens)} out`];
  if (u.reasoning_tokens) parts.push(`${n(u.reasoning_tokens)} reasoning`);
  return `${n(u.total_tokens)} tokens (${parts.join(', ')})`;
}

/** A cost in US dollars with enough digits for fractions of a cent. */
export function usd(cost: number | null | undefined): string {
  if (cost === null || cost === undefined || !Number.isFinite(cost)) return '—';
  return `$${cost.toFixed(cost !== 0 && cost < 0.01 ? 6 : 4)}`;
}
