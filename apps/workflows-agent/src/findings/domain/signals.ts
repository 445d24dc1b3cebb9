/**
 * Findings' signals and rules (issue 20 item 5, decisions 0740-0742), pure: the signal catalog with
 * each signal's thresholds, the deterministic conversation classifier (the fallback of the model),
 * the 7-versus-28-day comparison and the finding state machine. No I/O; time is passed in.
 */

/** Signals a conversation evaluation can produce. */
export const CONVERSATION_SIGNALS = ['user_frustrated', 'question_unanswered', 'bot_loop', 'handoff_requested'] as const;
/** A conversation signal. */
export type ConversationSignal = (typeof CONVERSATION_SIGNALS)[number];

/** Operational signals from the platform's own events. */
export const OPERATIONAL_SIGNALS = [
  'send_failed',
  'reengagement_window_closed',
  'marketing_opted_out',
  'number_health_degraded',
  'webhook_failing',
  'webhook_disabled',
] as const;

/** Every signal a finding can be about. */
export const SIGNALS = [...CONVERSATION_SIGNALS, ...OPERATIONAL_SIGNALS] as const;
/** A signal name. */
export type Signal = (typeof SIGNALS)[number];

/** Days of the recent window and of the baseline before it. */
export const RECENT_DAYS = 7;
export const BASELINE_DAYS = 28;

/** When a rise qualifies: the recent window's count and its daily rate against the baseline's. */
export interface Threshold {
  /** Events in the recent window needed at all (no finding over a handful of events). */
  minCount: number;
  /** Recent daily rate / baseline daily rate needed (a zero baseline counts as an infinite rise). */
  minRatio: number;
}

/** Rule of a signal: `candidate` opens a finding to watch, `open` makes it one to act on (decision 0741). */
export interface SignalRule {
  category: 'conversation' | 'operational';
  title: (key: string) => string;
  candidate: Threshold;
  open: Threshold;
}

const conv = (title: string): SignalRule => ({
  category: 'conversation',
  title: () => title,
  candidate: { minCount: 5, minRatio: 1.5 },
  open: { minCount: 10, minRatio: 2 },
});

/** The catalog: thresholds per signal (decision 0741). */
export const SIGNAL_RULES: Record<Signal, SignalRule> = {
  user_frustrated: conv('Users are getting frustrated'),
  question_unanswered: conv('Questions are left unanswered'),
  bot_loop: conv('The bot repeats itself'),
  handoff_requested: conv('Users ask for a person'),
  send_failed: {
    category: 'operational',
    title: (key) => `Sends fail with error ${key}`,
    candidate: { minCount: 10, minRatio: 1.5 },
    open: { minCount: 20, minRatio: 2 },
  },
  reengagement_window_closed: {
    category: 'operational',
    title: (key) => `Messages sent outside the 24-hour window (131047) on number ${key}`,
    candidate: { minCount: 5, minRatio: 1.5 },
    open: { minCount: 10, minRatio: 2 },
  },
  marketing_opted_out: {
    category: 'operational',
    title: (key) => `Users stopped marketing messages (131050) on number ${key}`,
    candidate: { minCount: 5, minRatio: 1.5 },
    open: { minCount: 10, minRatio: 2 },
  },
  number_health_degraded: {
    category: 'operational',
    title: (key) => `Health of business account ${key} degraded`,
    candidate: { minCount: 1, minRatio: 2 },
    open: { minCount: 1, minRatio: 2 },
  },
  // One event per failed attempt: a delivery retries up to 8 times, so the volumes sit above
  // send_failed's. A dead endpoint getting one event a day fails ~56 attempts a week (open); a few
  // transient 5xx recovered by a retry stay below the candidate volume.
  webhook_failing: {
    category: 'operational',
    title: (key) => `Deliveries to webhook ${key} fail`,
    candidate: { minCount: 10, minRatio: 1.5 },
    open: { minCount: 30, minRatio: 2 },
  },
  // The engine turned the endpoint off (410 Gone or failing for days): nothing reaches it any more.
  webhook_disabled: {
    category: 'operational',
    title: (key) => `Webhook ${key} was disabled after failing`,
    candidate: { minCount: 1, minRatio: 2 },
    open: { minCount: 1, minRatio: 2 },
  },
};

/** Upstream error codes with their own signal (key: the number). */
export const CODE_SIGNALS: Record<string, Signal> = { '131047': 'reengagement_window_closed', '131050': 'marketing_opted_out' };

/** Counts of a signal's recent window and baseline. */
export interface WindowCounts {
  recent: number;
  baseline: number;
}

/** The comparison the API shows as a finding's metrics. */
export interface Metrics {
  recent_count: number;
  baseline_count: number;
  recent_daily_rate: number;
  baseline_daily_rate: number;
  /** recent / baseline daily rate; null when the baseline is zero. */
  ratio: number | null;
  recent_days: number;
  baseline_days: number;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The metrics of a comparison. */
export function metricsOf(c: WindowCounts): Metrics {
  const r = c.recent / RECENT_DAYS;
  const b = c.baseline / BASELINE_DAYS;
  return {
    recent_count: c.recent,
    baseline_count: c.baseline,
    recent_daily_rate: round(r),
    baseline_daily_rate: round(b),
    ratio: b > 0 ? round(r / b) : null,
    recent_days: RECENT_DAYS,
    baseline_days: BASELINE_DAYS,
  };
}

const meets = (c: WindowCounts, t: Threshold): boolean => {
  if (c.recent < t.minCount) return false;
  const r = c.recent / RECENT_DAYS;
  const b = c.baseline / BASELINE_DAYS;
  return b === 0 || r / b >= t.minRatio;
};

/** How strongly a signal rises: none, candidate or open. */
export function levelOf(signal: Signal, c: WindowCounts): 'none' | 'candidate' | 'open' {
  const rule = SIGNAL_RULES[signal];
  if (meets(c, rule.open)) return 'open';
  if (meets(c, rule.candidate)) return 'candidate';
  return 'none';
}

/** Finding statuses (capabilities §3). */
export const FINDING_STATUSES = ['candidate', 'open', 'quiet', 'dismissed', 'addressed'] as const;
/** A finding status. */
export type FindingStatus = (typeof FINDING_STATUSES)[number];

/** What the sweeper knows of the finding of a (signal, key), if any. */
export interface FindingState {
  status: FindingStatus;
  /** Recent count when dismissed (a dismissed finding reopens only on a further doubling). */
  dismissed_recent_count: number | null;
  /** When marked addressed (monitoring counts only what happened after). */
  addressed_at: Date | null;
}

/** The sweeper's verdict for one (signal, key): the new status, or nothing to change. */
export type Verdict = { change: false } | { change: true; status: FindingStatus; qualified: boolean };

/**
 * The state machine of the sweeper (decision 0741). `level` is the rise measured now; `sinceAddressed`
 * the recent count restricted to events after addressed_at (monitoring).
 * - none → candidate/open when the signal qualifies (a new finding);
 * - candidate → open when it qualifies strongly; candidate/open → quiet when it no longer qualifies;
 * - quiet → candidate/open when it qualifies again;
 * - dismissed → open only when the recent count has doubled since the dismissal and qualifies as open;
 * - addressed → open when the events after addressed_at alone qualify as open again (a regression).
 */
export function verdict(signal: Signal, current: FindingState | undefined, counts: WindowCounts, sinceAddressed: WindowCounts | undefined): Verdict {
  const level = levelOf(signal, counts);
  if (!current) return level === 'none' ? { change: false } : { change: true, status: level, qualified: true };
  switch (current.status) {
    case 'candidate':
      if (level === 'open') return { change: true, status: 'open', qualified: true };
      if (level === 'none') return { change: true, status: 'quiet', qualified: false };
      return { change: false };
    case 'open':
      return level === 'none' ? { change: true, status: 'quiet', qualified: false } : { change: false };
    case 'quiet':
      return level === 'none' ? { change: false } : { change: true, status: level, qualified: true };
    case 'dismissed':
      return level === 'open' && counts.recent >= 2 * Math.max(1, current.dismissed_recent_count ?? 0)
        ? { change: true, status: 'open', qualified: true }
        : { change: false };
    case 'addressed':
      return sinceAddressed && levelOf(signal, sinceAddressed) === 'open' ? { change: true, status: 'open', qualified: true } : { change: false };
  }
}

/** Reasons a finding may be dismissed with. */
export const DISMISS_REASONS = ['already_fixed', 'expected_behavior', 'not_actionable', 'false_positive', 'duplicate', 'other'] as const;

/** Statuses an investigation can start from (others answer 422 not eligible). */
export const INVESTIGABLE: readonly FindingStatus[] = ['candidate', 'open'];

/** A message of a conversation as the classifier reads it. */
export interface ConvMessage {
  direction: 'inbound' | 'outbound';
  text: string;
}

const FRUSTRATION =
  /\b(useless|ridiculous|terrible|awful|stupid|annoy(ed|ing)|frustrat\w*|angry|wtf|not helpful|doesn'?t help|waste of time|worst)\b|!!!|\?\?\?/i;
const HANDOFF = /\b(agent|human|representative|real person|a person|someone real|operator|talk to (a|someone)|speak to (a|someone))\b/i;
const QUESTION = /\?\s*$|^(how|what|when|where|why|who|which|can|could|do|does|is|are|will|would)\b/i;

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The deterministic classifier (decision 0740), used when no model is available or the model fails:
 * - bot_loop: the business sent the same text three times (or twice in a row);
 * - handoff_requested: a customer message asks for an agent, a human, a representative…;
 * - user_frustrated: frustration words, "!!!" or "???" in a customer message;
 * - question_unanswered: the conversation ends on a customer question with no business reply after it.
 */
export function classifyByRules(messages: ConvMessage[]): ConversationSignal[] {
  const out = new Set<ConversationSignal>();
  const outbound = messages.filter((m) => m.direction === 'outbound' && m.text.trim()).map((m) => norm(m.text));
  const seen = new Map<string, number>();
  outbound.forEach((t, i) => {
    seen.set(t, (seen.get(t) ?? 0) + 1);
    if ((seen.get(t) ?? 0) >= 3 || (i > 0 && outbound[i - 1] === t)) out.add('bot_loop');
  });
  const inbound = messages.filter((m) => m.direction === 'inbound');
  if (inbound.some((m) => HANDOFF.test(m.text))) out.add('handoff_requested');
  if (inbound.some((m) => FRUSTRATION.test(m.text))) out.add('user_frustrated');
  const lastIn = messages.map((m) => m.direction).lastIndexOf('inbound');
  if (lastIn >= 0 && QUESTION.test(messages[lastIn].text.trim()) && !messages.slice(lastIn + 1).some((m) => m.direction === 'outbound' && m.text.trim()))
    out.add('question_unanswered');
  return CONVERSATION_SIGNALS.filter((s) => out.has(s));
}

/** The UTC day (YYYY-MM-DD) of an instant. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The first day of the recent window and of the baseline, for `now` (UTC days; today is in the recent window). */
export function windowsOf(now: Date): { recentFrom: string; baselineFrom: string; today: string } {
  const d = (n: number) => dayOf(new Date(now.getTime() - n * 86_400_000));
  return { today: d(0), recentFrom: d(RECENT_DAYS - 1), baselineFrom: d(RECENT_DAYS + BASELINE_DAYS - 1) };
}
