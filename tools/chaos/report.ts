/**
 * The harness's output: one table (a row per scenario, a column per count) and, last, exactly the line
 * `chaos: <N> scenarios, <L> lost, <D> duplicated, <U> uncharged, <S> double-sent`.
 */
import { doubleSent, sumCounts, type Counts } from './counts';

/** One scenario's result: its counts, or why it could not run. */
export interface ScenarioResult {
  name: string;
  counts: Counts | null;
  error?: string;
  /** Seconds from the fault's recovery to drained; null when the drain deadline passed first. */
  drainSeconds: number | null;
  /** Services that exited on their own during the scenario and were restarted. */
  restarts: string[];
}

const COLUMNS = ['scenario', 'msgs', 'lost', 'dup', 'unchg', 'chg×2', 'keys×2', 'rcpt×2', 'undeliv', 'unres', 'drain s', 'failed requests by status'] as const;

/** Failed requests by status, most frequent first: `503×12 net×3`. */
export function failuresText(f: Record<string, number>): string {
  const parts = Object.entries(f)
    .sort((a, b) => b[1] - a[1])
    .map(([s, n]) => `${s}×${n}`);
  return parts.length ? parts.join(' ') : '-';
}

function row(r: ScenarioResult): string[] {
  const c = r.counts;
  if (!c) return [r.name, '-', '-', '-', '-', '-', '-', '-', '-', '-', '-', `could not run: ${r.error ?? 'unknown'}`];
  return [
    r.name,
    String(c.messages),
    String(c.lost),
    String(c.duplicated),
    String(c.uncharged),
    String(c.chargedTwice),
    String(c.keysSentTwice),
    String(c.recipientsSentTwice),
    String(c.undelivered),
    String(c.unresolved),
    r.drainSeconds === null ? 'timeout' : r.drainSeconds.toFixed(0),
    failuresText(c.failures) + (r.restarts.length ? ` (restarted: ${r.restarts.join(', ')})` : ''),
  ];
}

/** The table (markdown, so docs/operations.md can take it as is). */
export function table(results: ScenarioResult[]): string {
  const rows = results.map(row);
  const widths = COLUMNS.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(COLUMNS), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** The summary line and whether the run passed (every scenario ran, L = D = U = S = 0). */
export function summary(results: ScenarioResult[]): { line: string; ok: boolean } {
  const ran = results.filter((r) => r.counts).map((r) => r.counts!);
  const t = sumCounts(ran);
  const s = ran.reduce((a, c) => a + doubleSent(c), 0);
  const line = `chaos: ${results.length} scenarios, ${t.lost} lost, ${t.duplicated} duplicated, ${t.uncharged} uncharged, ${s} double-sent`;
  return { line, ok: ran.length === results.length && t.lost === 0 && t.duplicated === 0 && t.uncharged === 0 && s === 0 };
}
