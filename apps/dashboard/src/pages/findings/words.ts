/** Findings in words: statuses, signals, reasons, metrics and what each status allows (decisions 0740-0742). */

export const DISMISS_REASONS = ['already_fixed', 'expected_behavior', 'not_actionable', 'false_positive', 'duplicate', 'other'] as const;

const STATUS_WORDS: Record<string, { label: string; color: string }> = {
  candidate: { label: 'Candidate', color: 'yellow' },
  open: { label: 'Open', color: 'red' },
  quiet: { label: 'Quiet', color: 'gray' },
  dismissed: { label: 'Dismissed', color: 'dark' },
  addressed: { label: 'Addressed', color: 'green' },
};

/** A finding status in words with its badge colour. */
export function findingStatusWords(status: string): { label: string; color: string } {
  return STATUS_WORDS[status] ?? { label: status, color: 'gray' };
}

const SIGNAL_WORDS: Record<string, string> = {
  user_frustrated: 'Users frustrated',
  question_unanswered: 'Questions unanswered',
  bot_loop: 'Bot repeating itself',
  handoff_requested: 'Handoff requested',
  send_failed: 'Sends failing',
  reengagement_window_closed: 'Reply window closed',
  marketing_opted_out: 'Marketing opt-outs',
  number_health_degraded: 'Number health degraded',
  webhook_failing: 'Webhook failing',
  webhook_disabled: 'Webhook disabled',
};

/** A signal in words (`send_failed` → `Sends failing`); unknown ones with spaces. */
export function signalWords(signal: string): string {
  return SIGNAL_WORDS[signal] ?? signal.replace(/_/g, ' ');
}

const REASON_WORDS: Record<string, string> = {
  already_fixed: 'Already fixed',
  expected_behavior: 'Expected behaviour',
  not_actionable: 'Not actionable',
  false_positive: 'False positive',
  duplicate: 'Duplicate',
  other: 'Other',
};

/** A dismissal reason in words. */
export function reasonWords(reason: string): string {
  return REASON_WORDS[reason] ?? reason.replace(/_/g, ' ');
}

/** The metrics of a finding as one sentence: recent against baseline, with the ratio when the baseline is not zero. */
export function metricsSentence(m: {
  recent_count: number;
  baseline_count: number;
  recent_daily_rate: number;
  baseline_daily_rate: number;
  ratio?: number | null;
  recent_days: number;
  baseline_days: number;
}): string {
  const rate = (r: number) => (Math.round(r * 100) / 100).toString();
  const times = m.ratio === null || m.ratio === undefined ? 'none before' : `${Math.round(m.ratio * 10) / 10}× the usual rate`;
  return `${m.recent_count} in the last ${m.recent_days} days (${rate(m.recent_daily_rate)} a day) against ${m.baseline_count} in the ${m.baseline_days} days before (${rate(
    m.baseline_daily_rate,
  )} a day): ${times}.`;
}

/** What a finding's status allows: dismiss (not already dismissed), mark addressed (candidate/open/quiet, not addressed), investigate (candidate/open). */
export function findingActions(status: string, investigation: string | null | undefined): { dismiss: boolean; markAddressed: boolean; investigate: boolean } {
  const investigating = investigation === 'dispatching' || investigation === 'running';
  return {
    dismiss: status !== 'dismissed',
    markAddressed: status !== 'addressed' && status !== 'dismissed',
    investigate: (status === 'candidate' || status === 'open') && !investigating,
  };
}

/** Whether an investigation is under way (the page refetches the finding while it is). */
export function investigationIsLive(status: string | null | undefined): boolean {
  return status === 'dispatching' || status === 'running';
}

const INVESTIGATION_WORDS: Record<string, { label: string; color: string }> = {
  dispatching: { label: 'Starting', color: 'blue' },
  running: { label: 'Running', color: 'blue' },
  completed: { label: 'Completed', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

/** An investigation status in words with its colour. */
export function investigationStatusWords(status: string): { label: string; color: string } {
  return INVESTIGATION_WORDS[status] ?? { label: status, color: 'gray' };
}

/** The daily counts of the evidence summed over the last `days` (the recent window) and before. */
export function dailyTotals(daily: Array<{ day: string; count: number }>, days = 7): { recent: number; before: number } {
  const recent = daily.slice(-days).reduce((s, d) => s + d.count, 0);
  const before = daily.slice(0, Math.max(0, daily.length - days)).reduce((s, d) => s + d.count, 0);
  return { recent, before };
}
