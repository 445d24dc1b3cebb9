import { isMarketingStopped } from './send-outcome';

/**
 * Broadcast state machine (spec 3.4, issue 17, decision 0800). Pure: the transition table is the
 * single source of truth for what each operation may do in each state.
 */
export const BROADCAST_STATES = ['copying', 'draft', 'scheduled', 'sending', 'completed', 'stopped', 'failed'] as const;

/** A broadcast status (extensible in the public API). */
export type BroadcastState = (typeof BROADCAST_STATES)[number];

/**
 * Operations that act on a broadcast. `edit` = update or delete the broadcast itself (draft only);
 * `recipients` = add, remove or clear recipients; `due` = the scheduled time came; `complete`/`fail`
 * end a run; `duplicate` = make a copy of it (the source).
 */
export type BroadcastOperation =
  | 'send'
  | 'schedule'
  | 'cancel'
  | 'stop'
  | 'resume'
  | 'edit'
  | 'recipients'
  | 'clear'
  | 'due'
  | 'complete'
  | 'fail'
  | 'duplicate'
  | 'copy_finished'
  | 'copy_failed';

/** Operations a copy lock (spec 3.4: "the source is locked the same way") refuses. */
const LOCKED_OPERATIONS: ReadonlySet<BroadcastOperation> = new Set(['send', 'schedule', 'cancel', 'edit', 'recipients', 'clear', 'due', 'resume', 'duplicate']);

/**
 * Allowed transitions: `[from][operation] → to`. Missing entries are refused. A copy in progress
 * cannot be edited, sent or scheduled (the source is locked the same way, see `transition`).
 */
export const TRANSITIONS: Readonly<Record<BroadcastState, Partial<Record<BroadcastOperation, BroadcastState>>>> = {
  copying: { copy_finished: 'draft', copy_failed: 'failed' },
  draft: { send: 'sending', schedule: 'scheduled', edit: 'draft', recipients: 'draft', clear: 'draft', duplicate: 'draft' },
  // Clearing a scheduled broadcast returns it to draft (reference 1.7).
  scheduled: { send: 'sending', schedule: 'scheduled', cancel: 'draft', recipients: 'scheduled', clear: 'draft', due: 'sending', duplicate: 'scheduled' },
  // Send on a sending broadcast changes nothing (idempotent; the use case answers its current state).
  sending: { send: 'sending', stop: 'stopped', complete: 'completed', fail: 'failed', duplicate: 'sending' },
  // Spec 3.4 "any → sending on send": send restarts a finished run for its pending recipients
  // (resume scope pending); resume also chooses the failed ones (a finished broadcast's "retry failed").
  completed: { send: 'sending', resume: 'sending', duplicate: 'completed' },
  stopped: { send: 'sending', resume: 'sending', duplicate: 'stopped' },
  failed: { send: 'sending', resume: 'sending', duplicate: 'failed' },
};

/** Outcome of applying an operation. */
export type TransitionResult = { ok: true; to: BroadcastState } | { ok: false; reason: string };

const VERB: Record<BroadcastOperation, string> = {
  send: 'send',
  schedule: 'schedule',
  cancel: 'cancel',
  stop: 'stop',
  resume: 'resume',
  edit: 'edit',
  recipients: 'change the recipients of',
  clear: 'clear the recipients of',
  due: 'start',
  complete: 'complete',
  fail: 'fail',
  duplicate: 'duplicate',
  copy_finished: 'finish copying',
  copy_failed: 'fail copying',
};

/** States a send restarts as a resume of its pending recipients (spec 3.4: "any → sending on send"). */
export const RESTARTABLE_STATES: ReadonlySet<BroadcastState> = new Set(['stopped', 'failed', 'completed']);

/** Applies `op` to a broadcast in `from`; `locked` is true while a copy of it is being made. */
export function transition(from: BroadcastState, op: BroadcastOperation, locked = false): TransitionResult {
  if (locked && LOCKED_OPERATIONS.has(op)) return { ok: false, reason: 'Broadcast is locked while a copy of it is being made; retry when the copy finishes' };
  const to = TRANSITIONS[from]?.[op];
  if (!to)
    return {
      ok: false,
      reason: from === 'copying' ? 'Broadcast is still being copied and cannot be changed yet' : `Cannot ${VERB[op]} a broadcast that is ${from}`,
    };
  return { ok: true, to };
}

/** Resume scopes: which recipients a resumed broadcast sends. */
export const RESUME_SCOPES = ['pending', 'failed', 'all'] as const;
/** A resume scope. */
export type ResumeScope = (typeof RESUME_SCOPES)[number];

/** Recipient statuses. `sending` = claimed by a replica, outcome not recorded yet. */
export const RECIPIENT_STATUSES = ['pending', 'sending', 'sent', 'delivered', 'read', 'failed', 'suppressed'] as const;
/** A recipient status. */
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

const RANK: Record<string, number> = { sent: 1, delivered: 2, read: 3 };

/**
 * The status after an upstream status webhook: monotonic (sent < delivered < read; a late `sent`
 * never regresses a `delivered`), and `failed` only before delivery (reference 4, pain point 3); a
 * `failed` whose error is 131050 (the user stopped marketing messages) makes the recipient
 * `suppressed`, as the send path's refusal does. Returns undefined when the webhook changes nothing.
 */
export function nextRecipientStatus(current: string, upstream: string, errorCode?: number): RecipientStatus | undefined {
  if (current === 'suppressed' || current === 'failed') return undefined;
  // `none`: claimed or pending, no status yet.
  if (upstream === 'failed') {
    if (current === 'delivered' || current === 'read') return undefined;
    return errorCode !== undefined && isMarketingStopped(errorCode) ? 'suppressed' : 'failed';
  }
  const to = RANK[upstream];
  if (!to) return undefined;
  const from = RANK[current] ?? 0;
  return to > from ? (upstream as RecipientStatus) : undefined;
}

/** Longest broadcast name, in UTF-16 code units (JavaScript `length`, as the name validation counts). */
export const NAME_MAX = 200;

/**
 * The name with the copy suffix (spec 3.4), kept within {@link NAME_MAX}. A name cut short is cut
 * at a code-point boundary: a surrogate pair is never split.
 */
export function copyName(name: string): string {
  const suffix = ' (copy)';
  if (name.length + suffix.length <= NAME_MAX) return `${name}${suffix}`;
  let cut = NAME_MAX - suffix.length;
  // A high surrogate at the end would be half a character: leave the whole pair out.
  const last = name.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut--;
  return `${name.slice(0, cut)}${suffix}`;
}

/** Counters of a broadcast (issue 17 item 1). */
export interface BroadcastCounters {
  total_recipients: number;
  sent: number;
  delivered: number;
  read: number;
  failed: number;
  responded: number;
  pending: number;
  suppressed_count: number;
}

/** The counters of a broadcast without recipients. */
export const EMPTY_COUNTERS: BroadcastCounters = {
  total_recipients: 0,
  sent: 0,
  delivered: 0,
  read: 0,
  failed: 0,
  responded: 0,
  pending: 0,
  suppressed_count: 0,
};

/** The eight counters alone (the Broadcast message and the status change event carry them under these names). */
export function counterFields(c: BroadcastCounters): BroadcastCounters {
  return {
    total_recipients: c.total_recipients,
    sent: c.sent,
    delivered: c.delivered,
    read: c.read,
    failed: c.failed,
    responded: c.responded,
    pending: c.pending,
    suppressed_count: c.suppressed_count,
  };
}

/** Rates over the sendable recipients (total minus suppressed; spec 2.11): suppressed never count. */
export function ratesOf(c: BroadcastCounters): { delivery_rate: number; failure_rate: number; response_rate: number } {
  const base = c.total_recipients - c.suppressed_count;
  const r = (n: number) => (base > 0 ? Math.round((n / base) * 10_000) / 10_000 : 0);
  return { delivery_rate: r(c.delivered), failure_rate: r(c.failed), response_rate: r(c.responded) };
}
