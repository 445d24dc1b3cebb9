import { randomUUID } from 'node:crypto';
import type { Trx } from '@platform/db';
import { invalidArgument, notFound } from '@platform/errors';
import { PAYLOAD_VERSIONS, type PayloadVersion, type PublicEvent } from '../domain/catalog';
import { listenerExpiry, listenerFrame, listenerSubject, listenerTakes, type ListenerFrame } from '../domain/listener';
import { generateSecret } from '../domain/signing';
import type { EventRow } from '../infra/db/deliveries.repository';
import type { ListenerRow } from '../infra/db/listeners.repository';
import type { ListenerChannel } from '../infra/events/listener-channel';
import type { UsecaseContext } from './context';
import { parseEvents, requireCompatible, requireOwnNumber } from './webhooks.usecase';

const notFoundListener = () => notFound('WEBHOOK_LISTENER_NOT_FOUND', 'Webhook listener not found');

/** Events one resume publishes again at most (a listener lives 5 minutes without its stream). */
export const RESUME_MAX = 1000;
/** How far before the last delivered event a resume starts (commit order and event times can differ by a transaction's length). */
export const RESUME_OVERLAP_MS = 5_000;

/**
 * Live listeners (decision 0028): create (secret once), keep (the stream's keep-alive), delete,
 * replay one stored event, resume after a reconnect, and the fan-out's offer of each new event to the
 * project's live listeners.
 */
export class ListenersUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly channel: ListenerChannel,
  ) {}

  /** A new listener and its signing secret (the only time it is shown). Empty events: every event. */
  async create(input: { projectId: string; events: string[]; payloadVersion?: string; phoneNumberId?: string }): Promise<{ row: ListenerRow; secret: string }> {
    const events = input.events.length ? parseEvents(input.events) : [];
    const v = input.payloadVersion || 'v2';
    if (!(PAYLOAD_VERSIONS as readonly string[]).includes(v)) throw invalidArgument('INVALID_PAYLOAD_VERSION', 'payload_version must be v1 or v2');
    requireCompatible(events, v as PayloadVersion);
    if (input.phoneNumberId !== undefined) await requireOwnNumber(this.ctx.phoneNumbers, input.projectId, input.phoneNumberId);
    const now = this.ctx.clock.now();
    const id = randomUUID();
    const secret = generateSecret();
    const row: ListenerRow = {
      id,
      project_id: input.projectId,
      events,
      payload_version: v,
      phone_number_id: input.phoneNumberId ?? null,
      secret_enc: this.ctx.secrets.seal(secret, `listener:${id}`),
      created_at: now,
      expires_at: listenerExpiry(now),
      deleted_at: null,
    };
    await this.ctx.listeners.insert(row);
    return { row, secret };
  }

  /** A live listener of the project; 404 once deleted or expired, and for a foreign id. */
  async get(projectId: string, id: string): Promise<ListenerRow> {
    const row = await this.ctx.listeners.getLive(projectId, id, this.ctx.clock.now());
    if (!row) throw notFoundListener();
    return row;
  }

  /** Pushes the expiry back; 404 once deleted or expired (a stream then ends). */
  async keep(projectId: string, id: string): Promise<{ row: ListenerRow; subject: string }> {
    const now = this.ctx.clock.now();
    const row = await this.ctx.listeners.keep(projectId, id, now, listenerExpiry(now));
    if (!row) throw notFoundListener();
    return { row, subject: listenerSubject(id) };
  }

  /** Ends a listener (its stream ends at its next keep-alive); 404 when unknown or already ended. */
  async delete(projectId: string, id: string): Promise<void> {
    if (!(await this.ctx.listeners.delete(projectId, id, this.ctx.clock.now()))) throw notFoundListener();
  }

  /** Renders and signs one stored event of the project again for a live listener. */
  async replay(projectId: string, listenerId: string, eventId: string): Promise<{ eventId: string; name: string }> {
    const now = this.ctx.clock.now();
    const { listener, event } = await this.liveListenerAndEvent(projectId, listenerId, eventId, now);
    const body = listener.payload_version === 'v1' ? event.body_v1 : event.body_v2;
    if (body === null) throw invalidArgument('EVENT_NOT_IN_VERSION', `${event.name} has no ${listener.payload_version} payload`);
    this.channel.publish(this.frame(listener, { id: event.id, name: event.name }, body, now));
    return { eventId: event.id, name: event.name };
  }

  /**
   * A stream's reconnect (Last-Event-ID): once its subscription is registered, the events the listener
   * takes since `afterEventId` are published to it again, oldest first — and those of the
   * {@link RESUME_OVERLAP_MS} before it, since an event committed a moment after another can carry an
   * earlier time (the receiver skips webhook-ids it already has). At most {@link RESUME_MAX}: `truncated`
   * says newer ones were left (each can be replayed by id). 404 for an unknown listener or event.
   */
  async resume(projectId: string, listenerId: string, afterEventId: string): Promise<{ replayed: number; truncated: boolean }> {
    const now = this.ctx.clock.now();
    const { listener, event: after } = await this.liveListenerAndEvent(projectId, listenerId, afterEventId, now);
    // Never before the listener existed (Last-Event-ID may name an old event replayed to it by id).
    const from = new Date(Math.max(after.created_at.getTime() - RESUME_OVERLAP_MS, listener.created_at.getTime()));
    const rows = await this.ctx.listeners.eventsFrom(projectId, from, listener.events, RESUME_MAX + 1);
    const truncated = rows.length > RESUME_MAX;
    let replayed = 0;
    for (const e of rows.slice(0, RESUME_MAX)) {
      if (e.id === after.id || !listenerTakes(listener, { name: e.name as PublicEvent['name'], phoneNumberIds: e.phone_number_ids })) continue;
      const body = listener.payload_version === 'v1' ? e.body_v1 : e.body_v2;
      if (body === null) continue;
      this.channel.publish({ ...this.frame(listener, { id: e.id, name: e.name }, body, now), resumed: true });
      replayed++;
    }
    return { replayed, truncated };
  }

  /**
   * In the fan-out's transaction: frames for the project's live listeners that take the event,
   * published once the transaction commits (a rolled-back event reaches nobody).
   */
  async offer(
    trx: Trx,
    input: { projectId: string; eventId: string; event: PublicEvent; bodies: { v1: string | null; v2: string | null }; now: Date },
  ): Promise<number> {
    const listeners = (await this.ctx.listeners.liveFor(trx, input.projectId, input.event.name, input.now)).filter((l) => listenerTakes(l, input.event));
    const frames: ListenerFrame[] = [];
    for (const l of listeners) {
      const body = l.payload_version === 'v1' ? input.bodies.v1 : input.bodies.v2;
      if (body !== null) frames.push(this.frame(l, { id: input.eventId, name: input.event.name }, body, input.now));
    }
    if (frames.length === 0) return 0;
    trx.executionPromise.then(
      () => frames.forEach((f) => this.channel.publish(f)),
      () => undefined,
    );
    return frames.length;
  }

  /** A live listener of the project and one stored event of it; 404 for either unknown (a foreign id reads as unknown). */
  private async liveListenerAndEvent(projectId: string, listenerId: string, eventId: string, now: Date): Promise<{ listener: ListenerRow; event: EventRow }> {
    const listener = await this.ctx.listeners.getLive(projectId, listenerId, now);
    if (!listener) throw notFoundListener();
    const event = await this.ctx.listeners.event(projectId, eventId);
    if (!event) throw notFound('EVENT_NOT_FOUND', 'Event not found');
    return { listener, event };
  }

  private frame(l: ListenerRow, event: { id: string; name: string }, body: string, now: Date): ListenerFrame {
    const secret = this.ctx.secrets.open(l.secret_enc, `listener:${l.id}`);
    return listenerFrame(l.id, secret, { ...event, payloadVersion: l.payload_version }, body, now);
  }
}
