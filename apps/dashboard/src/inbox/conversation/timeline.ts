/**
 * The thread as shown: messages (the API gives them newest first, page by page) and calls, oldest to
 * newest, with a separator at each new day; a reaction is put on the message it reacts to when that
 * message is loaded (the latest reaction of each side wins, an empty emoji removes it), else it stays a
 * line of its own; a reply names the message it quotes when that one is loaded.
 */
import type { InboxCall, InboxMessage } from '../inbox-api';
import { describeMessage } from './messages/describe';

export type TimelineItem =
  | { kind: 'day'; key: string; label: string }
  | {
      kind: 'message';
      key: string;
      at: string;
      message: InboxMessage;
      reactions: Array<{ emoji: string; direction: 'inbound' | 'outbound' }>;
      /** The message it replies to (`context_wamid`), in words, when that one is loaded. */
      replyTo: string | null;
    }
  | { kind: 'call'; key: string; at: string; call: InboxCall };

const t = (iso: string) => {
  const n = new Date(iso).getTime();
  return Number.isNaN(n) ? 0 : n;
};

/** "Today", "Yesterday", or the date, in the person's language (`locale`/`timeZone` for tests). */
export function dayLabel(iso: string, now: Date, locale?: string, timeZone?: string): string {
  const key = (d: Date) => d.toLocaleDateString('en-CA', { timeZone });
  const d = new Date(iso);
  if (key(d) === key(now)) return 'Today';
  if (key(d) === key(new Date(now.getTime() - 86_400_000))) return 'Yesterday';
  return d.toLocaleDateString(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone });
}

/**
 * Builds the thread. `complete` = every older message is loaded; otherwise calls before the oldest
 * loaded message wait for "Load earlier" (they would sit above messages not shown yet).
 */
export function buildTimeline(
  messages: InboxMessage[],
  calls: InboxCall[],
  opts: { now: Date; complete: boolean; callsComplete?: boolean; locale?: string; timeZone?: string },
): TimelineItem[] {
  const unique = new Map<string, InboxMessage>();
  for (const m of messages) unique.set(m.id, m);
  const sorted = [...unique.values()].sort((a, b) => t(a.timestamp) - t(b.timestamp) || a.created_at.localeCompare(b.created_at));
  const byWamid = new Map(sorted.map((m) => [m.wamid, m]));

  // Reactions onto their message: latest per side.
  const reactions = new Map<string, Map<'inbound' | 'outbound', string>>();
  const lines: InboxMessage[] = [];
  for (const m of sorted) {
    const target = m.type === 'reaction' ? String((m.content as { message_id?: unknown }).message_id ?? '') : '';
    if (m.type === 'reaction' && target && byWamid.has(target)) {
      const emoji = String((m.content as { emoji?: unknown }).emoji ?? '');
      const perSide = reactions.get(target) ?? new Map();
      if (emoji) perSide.set(m.direction, emoji);
      else perSide.delete(m.direction);
      reactions.set(target, perSide);
    } else lines.push(m);
  }

  const quoted = (wamid: string | null | undefined) => {
    const target = wamid ? byWamid.get(wamid) : undefined;
    return target ? describeMessage(target).summary : null;
  };
  // What is loaded is whole from the later of the oldest loaded message and the oldest loaded call (while
  // either has older pages): anything before it waits for "Load earlier", so nothing shows out of its place.
  const oldestMessage = sorted.length ? t(sorted[0].timestamp) : Infinity;
  const oldestCall = calls.reduce((min, c) => Math.min(min, t(c.started_at)), Infinity);
  const from = Math.max(opts.complete ? -Infinity : oldestMessage, opts.callsComplete === false ? oldestCall : -Infinity);
  const entries: Array<Exclude<TimelineItem, { kind: 'day' }>> = [
    ...lines
      .filter((m) => t(m.timestamp) >= from)
      .map((m) => ({
        kind: 'message' as const,
        key: `m:${m.id}`,
        at: m.timestamp,
        message: m,
        reactions: [...(reactions.get(m.wamid) ?? new Map<'inbound' | 'outbound', string>()).entries()].map(([direction, emoji]) => ({ emoji, direction })),
        replyTo: quoted(m.context_wamid),
      })),
    ...calls.filter((c) => t(c.started_at) >= from).map((c) => ({ kind: 'call' as const, key: `c:${c.id}`, at: c.started_at, call: c })),
  ].sort((a, b) => t(a.at) - t(b.at));

  const out: TimelineItem[] = [];
  let lastDay = '';
  for (const e of entries) {
    const day = new Date(e.at).toLocaleDateString('en-CA', { timeZone: opts.timeZone });
    if (day !== lastDay) {
      out.push({ kind: 'day', key: `d:${day}`, label: dayLabel(e.at, opts.now, opts.locale, opts.timeZone) });
      lastDay = day;
    }
    out.push(e);
  }
  return out;
}

/**
 * What "Load earlier" fetches: the side (messages, calls) whose oldest loaded item is the later one limits what the
 * thread shows (see {@link buildTimeline}), so that side's next page; both when they are even or one has none loaded.
 */
export function earlierToLoad(
  messages: InboxMessage[],
  calls: InboxCall[],
  more: { messages: boolean; calls: boolean },
): { messages: boolean; calls: boolean } {
  const messagesFrom = messages.reduce((min, m) => Math.min(min, t(m.timestamp)), Infinity);
  const callsFrom = calls.reduce((min, c) => Math.min(min, t(c.started_at)), Infinity);
  return {
    messages: more.messages && (!more.calls || messagesFrom >= callsFrom),
    calls: more.calls && (!more.messages || callsFrom >= messagesFrom),
  };
}

/** The newest inbound message's id (mark read again when it changes while the conversation is open). */
export function newestInboundId(messages: InboxMessage[]): string | null {
  let best: InboxMessage | null = null;
  for (const m of messages) if (m.direction === 'inbound' && (!best || t(m.timestamp) > t(best.timestamp))) best = m;
  return best?.id ?? null;
}

/** A call's length as "1 min 5 s" / "42 s". */
export function callDuration(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return null;
  const s = Math.round(seconds);
  const m = Math.floor(s / 60);
  return m ? `${m} min ${s % 60} s` : `${s} s`;
}

const CALL_STATUS: Record<string, string> = {
  initiated: 'Calling',
  ringing: 'Ringing',
  answered: 'In progress',
  completed: 'Completed',
  failed: 'Missed or failed',
};

/** A call's line: "Incoming call · Completed · 1 min 5 s". */
export function describeCall(c: Pick<InboxCall, 'direction' | 'status' | 'duration_seconds'>): string {
  const parts = [c.direction === 'inbound' ? 'Incoming call' : 'Outgoing call', CALL_STATUS[c.status] ?? c.status];
  const d = callDuration(c.duration_seconds);
  if (d && c.status === 'completed') parts.push(d);
  return parts.join(' · ');
}

/** Whether a call's recording / transcription can be fetched now (`state: available`; `expired`: the upstream no longer keeps it). */
export function artifactAvailable(c: InboxCall, kind: 'recording' | 'transcription'): boolean {
  return c[kind]?.state === 'available';
}

/** The transcript preview's lines (`[mm:ss] speaker: text`) as segments. */
export function transcriptSegments(text: string): Array<{ time: string | null; speaker: string | null; text: string }> {
  return text
    .split('\n')
    .filter((l) => l.trim())
    .map((line) => {
      const m = /^\[(\d{1,3}:\d{2})\]\s*(?:([^:]{1,60}):\s)?(.*)$/.exec(line);
      return m ? { time: m[1], speaker: m[2] ?? null, text: m[3] } : { time: null, speaker: null, text: line };
    });
}
