/** Pure rules of the Funding and billing pages (decisions 0100–0106): amounts, states in words, usage series. */

/** Millionths of a currency unit as units (`1_250_000` → `1.25`). */
export function microsToUnits(micros: number | string | null | undefined): number {
  const n = typeof micros === 'string' ? Number(micros) : (micros ?? 0);
  return Number.isFinite(n) ? n / 1_000_000 : 0;
}

/** Whether a run or an operation is still going (its page refetches while it is). */
export function isRunning(status: string | null | undefined): boolean {
  return status === 'pending' || status === 'running';
}

const FUNDING_WORDS: Record<string, string> = {
  funded: 'Funded',
  pending: 'Funding pending',
  unknown: 'Funding unknown',
  not_funded: 'Not funded',
  revoked: 'Funding revoked',
};

/** A funding status in words. */
export function fundingStatusWords(status: string | null | undefined): string {
  if (!status) return 'Unknown';
  return FUNDING_WORDS[status] ?? words(status);
}

/** The colour of a funding status (always shown with its words). */
export function fundingStatusColor(status: string | null | undefined): string {
  switch (status) {
    case 'funded':
      return 'teal.9';
    case 'pending':
      return 'blue.9';
    case 'revoked':
    case 'not_funded':
      return 'red.9';
    default:
      return 'gray.7';
  }
}

const RUN_WORDS: Record<string, string> = {
  pending: 'Pending',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** A run's (or a revocation's) status in words. */
export function runStatusWords(status: string | null | undefined): string {
  if (!status) return 'Unknown';
  return RUN_WORDS[status] ?? words(status);
}

/** The colour of a run's status. */
export function runStatusColor(status: string | null | undefined): string {
  if (status === 'succeeded') return 'teal.9';
  if (isRunning(status)) return 'blue.9';
  if (status === 'failed' || status === 'expired') return 'red.9';
  return 'gray.7';
}

/** A machine-readable value (`allocation_deleted`) as words (`Allocation deleted`). */
export function words(value: string): string {
  const s = value.replace(/_/g, ' ').trim();
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

/** One breakdown of a day's usage (decision 0103). */
export interface UsageBreakdown {
  type: 'messaging' | 'calling';
  amount_micros: number;
  currency: string;
  quantity: number;
  billable_quantity: number;
  duration_seconds: number;
  last_recorded_at: string | null;
}

/** A day of usage in one currency. */
export interface UsageEntry {
  date: string;
  currency: string;
  amount_micros: number;
  breakdown: UsageBreakdown[];
}

/** Usage of an account or a portfolio over a period. */
export interface Usage {
  waba_id?: string | null;
  business_portfolio_id?: string | null;
  start_date: string;
  end_date: string;
  entries: UsageEntry[];
  freshness: { messaging_last_recorded_at: string | null; calling_last_recorded_at: string | null };
}

/** A row of the usage charts: one day, oldest first, amounts in currency units. */
export interface UsageRow {
  date: string;
  currency: string;
  messaging: number;
  calling: number;
  total: number;
  messages: number;
  billableMessages: number;
  calls: number;
  callSeconds: number;
}

/** The usage charts' rows: one per day and currency, oldest first (the API answers newest first). */
export function usageRows(entries: readonly UsageEntry[]): UsageRow[] {
  return entries
    .map((e) => {
      const m = e.breakdown.find((b) => b.type === 'messaging');
      const c = e.breakdown.find((b) => b.type === 'calling');
      return {
        date: e.date,
        currency: e.currency,
        messaging: microsToUnits(m?.amount_micros),
        calling: microsToUnits(c?.amount_micros),
        total: microsToUnits(e.amount_micros),
        messages: Number(m?.quantity ?? 0),
        billableMessages: Number(m?.billable_quantity ?? 0),
        calls: Number(c?.quantity ?? 0),
        callSeconds: Number(c?.duration_seconds ?? 0),
      };
    })
    .sort((a, b) => (a.date === b.date ? a.currency.localeCompare(b.currency) : a.date < b.date ? -1 : 1));
}

/** Totals of the period per currency, for the sentence under the charts. */
export function usageTotals(
  rows: readonly UsageRow[],
): Array<{ currency: string; messaging: number; calling: number; total: number; messages: number; calls: number }> {
  const by = new Map<string, { currency: string; messaging: number; calling: number; total: number; messages: number; calls: number }>();
  for (const r of rows) {
    const t = by.get(r.currency) ?? { currency: r.currency, messaging: 0, calling: 0, total: 0, messages: 0, calls: 0 };
    t.messaging += r.messaging;
    t.calling += r.calling;
    t.total += r.total;
    t.messages += r.messages;
    t.calls += r.calls;
    by.set(r.currency, t);
  }
  return [...by.values()].map((t) => ({ ...t, messaging: round6(t.messaging), calling: round6(t.calling), total: round6(t.total) }));
}

const round6 = (n: number) => Math.round(n * 1_000_000) / 1_000_000;

/** A UTC day `YYYY-MM-DD` some days before `now`. */
export function dayBefore(days: number, now = new Date()): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/** Distinct business accounts of the project's numbers, in the order first seen, with the numbers' names. */
export function accountsOfNumbers(
  numbers: ReadonlyArray<{ business_account_id?: string | null; display_phone_number?: string | null; name?: string | null }>,
): Array<{ wabaId: string; numbers: string[] }> {
  const by = new Map<string, string[]>();
  for (const n of numbers) {
    const id = n.business_account_id;
    if (!id) continue;
    const list = by.get(id) ?? [];
    const label = n.display_phone_number || n.name;
    if (label && !list.includes(label)) list.push(label);
    by.set(id, list);
  }
  return [...by.entries()].map(([wabaId, list]) => ({ wabaId, numbers: list }));
}

/** Whether a business account or portfolio id is as the API takes it: digits only, 1 to 32. */
export function isDigitsId(value: string): boolean {
  return /^\d{1,32}$/.test(value.trim());
}
