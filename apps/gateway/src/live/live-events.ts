import { randomInt } from 'node:crypto';
import { EventEmitter } from 'node:events';

/** The SSE event names of the dashboard's live stream (decision 0022). */
export const LIVE_EVENT_NAMES = [
  'message.received',
  'message.sent',
  'message.status',
  'conversation.created',
  'conversation.ended',
  'conversation.inbox_changed',
  'thread.ownership_changed',
] as const;

/** One of {@link LIVE_EVENT_NAMES}. */
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];

/** A change as the live stream sends it: no message body, only what the conversation list needs. */
export interface LiveChange {
  project_id: string;
  event: LiveEventName;
  data: Record<string, unknown>;
}

/** A change with its position in the project's replay log (the SSE `id:`). */
export interface LiveEntry extends LiveChange {
  id: number;
  at: number;
}

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

const MESSAGE_EVENTS: Record<string, LiveEventName> = {
  'messaging.message.received': 'message.received',
  'messaging.message.sent': 'message.sent',
  'messaging.message.delivered': 'message.status',
  'messaging.message.read': 'message.status',
  'messaging.message.failed': 'message.status',
};

/**
 * A contacts customer event (name and v2 fields) → the live change, or undefined for names the
 * stream does not relay. Message bodies never travel: ids, direction, status, type only.
 */
export function liveChangeOfCustomerEvent(projectId: string, name: string, fields: Record<string, unknown>): LiveChange | undefined {
  const conversation = obj(fields.conversation);
  const messageEvent = MESSAGE_EVENTS[name];
  if (messageEvent) {
    const message = obj(fields.message);
    const svc = obj(message.svc);
    return {
      project_id: projectId,
      event: messageEvent,
      data: {
        conversation_id: str(conversation.id),
        message_id: str(message.id),
        wamid: str(svc.wamid),
        type: str(message.type),
        direction: str(svc.direction),
        status: str(svc.status) ?? name.slice('messaging.message.'.length),
        phone_number_id: str(fields.phone_number_id),
      },
    };
  }
  if (name === 'messaging.conversation.created' || name === 'messaging.conversation.ended') {
    return {
      project_id: projectId,
      event: name === 'messaging.conversation.created' ? 'conversation.created' : 'conversation.ended',
      data: { conversation_id: str(conversation.id), status: str(conversation.status), phone_number_id: str(fields.phone_number_id) },
    };
  }
  if (name === 'messaging.thread.ownership_changed' || name === 'thread.ownership_changed') {
    const thread = obj(fields.thread);
    return {
      project_id: projectId,
      event: 'thread.ownership_changed',
      data: {
        conversation_id: str(conversation.id) ?? str(fields.conversation_id),
        // The thread fields of the webhook catalog (apps/webhooks/src/domain/catalog/threads.ts).
        handler: str(thread.handler),
        owner_app_id: str(thread.owner_app_id),
        previous_handler: str(thread.previous_handler),
        reason: str(thread.reason),
        phone_number_id: str(fields.phone_number_id),
      },
    };
  }
  return undefined;
}

/** A contacts.inbox.changed payload (decision 0507) → the live change. */
export function liveChangeOfInboxChanged(p: Record<string, unknown>): LiveChange | undefined {
  const projectId = str(p.project_id);
  if (!projectId) return undefined;
  return {
    project_id: projectId,
    event: 'conversation.inbox_changed',
    data: {
      conversation_id: str(p.conversation_id),
      change: str(p.change),
      inbox_status: str(p.inbox_status),
      snoozed_until: str(p.snoozed_until),
      assigned_user_id: str(p.assigned_user_id),
      by_user_id: str(p.by_user_id),
    },
  };
}

const frames = new WeakMap<LiveEntry, { epoch: string; frame: string }>();

/**
 * One SSE frame of an entry (`id: <epoch>.<position>`, the event, its data with the project id),
 * serialized once for all the project's open streams (each used to stringify it again).
 */
export function liveFrame(epoch: string, e: LiveEntry): string {
  const cached = frames.get(e);
  if (cached && cached.epoch === epoch) return cached.frame;
  const frame = `id: ${epoch}.${e.id}\nevent: ${e.event}\ndata: ${JSON.stringify({ ...e.data, project_id: e.project_id })}\n\n`;
  frames.set(e, { epoch, frame });
  return frame;
}

/** What a reconnect with Last-Event-ID gets: the missed entries, or `reset` when some left the window. */
export type Replay = { reset: true } | { reset: false; entries: LiveEntry[] };

/**
 * Per-project replay log of this replica, bounded by count and age (decision 0022): positions grow
 * by one per project; a Last-Event-ID still in the window replays exactly what followed it, an older
 * (or unknown, future) one answers reset so the client refetches — never a silent gap.
 */
export class LiveLog {
  private readonly logs = new Map<string, { next: number; entries: LiveEntry[] }>();
  private readonly emitter = new EventEmitter();
  /** This log's epoch (base 36 of its start time and a random part: unique per replica and start): part of every SSE id. */
  epoch: string;

  constructor(private readonly opts: { maxPerProject: number; maxAgeMs: number; now?: () => number }) {
    this.emitter.setMaxListeners(0);
    this.epoch = this.newEpoch();
  }

  private now() {
    return this.opts.now ? this.opts.now() : Date.now();
  }

  private newEpoch() {
    return (
      this.now().toString(36) +
      randomInt(36 ** 4)
        .toString(36)
        .padStart(4, '0')
    );
  }

  private trim(log: { entries: LiveEntry[] }) {
    const oldest = this.now() - this.opts.maxAgeMs;
    let drop = Math.max(0, log.entries.length - this.opts.maxPerProject);
    while (drop < log.entries.length && log.entries[drop]!.at < oldest) drop++;
    if (drop) log.entries.splice(0, drop);
  }

  /** Appends a change to its project's log and hands it to the project's open streams. */
  append(change: LiveChange): LiveEntry {
    let log = this.logs.get(change.project_id);
    if (!log) this.logs.set(change.project_id, (log = { next: 1, entries: [] }));
    const entry: LiveEntry = { ...change, id: log.next++, at: this.now() };
    log.entries.push(entry);
    this.trim(log);
    this.emitter.emit(change.project_id, entry);
    return entry;
  }

  /**
   * Drops every project's entries older than the window (an idle project's too; its position is kept,
   * so an id given before still places correctly). Called periodically by server.ts.
   */
  sweep(): void {
    for (const log of this.logs.values()) this.trim(log);
  }

  /** The project's current position (0 before any change): a fresh stream starts after it. */
  position(projectId: string): number {
    return (this.logs.get(projectId)?.next ?? 1) - 1;
  }

  /** The entries after `lastId`, or reset when some of them already left the window. */
  since(projectId: string, lastId: number): Replay {
    const log = this.logs.get(projectId);
    if (!log) return lastId === 0 ? { reset: false, entries: [] } : { reset: true };
    this.trim(log);
    if (lastId > log.next - 1) return { reset: true };
    const first = log.entries[0]?.id ?? log.next;
    if (lastId + 1 < first) return { reset: true };
    return { reset: false, entries: log.entries.filter((e) => e.id > lastId) };
  }

  /**
   * Starts a new epoch (changes may have been missed: the Redis subscription dropped): every project
   * starts again from position 0 and every open stream is told `reset`.
   */
  restart(): void {
    let next = this.newEpoch();
    while (next === this.epoch) next = this.newEpoch();
    this.epoch = next;
    const projects = [...this.logs.keys()];
    this.logs.clear();
    for (const p of new Set([...projects, ...this.emitter.eventNames().map(String)])) this.emitter.emit(p, 'reset');
  }

  /** Listens for a project's new entries; returns the unsubscriber. */
  subscribe(projectId: string, listener: (e: LiveEntry | 'reset') => void): () => void {
    this.emitter.on(projectId, listener);
    return () => void this.emitter.off(projectId, listener);
  }
}
