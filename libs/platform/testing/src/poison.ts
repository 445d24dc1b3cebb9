import { randomUUID } from 'node:crypto';
import { DEFAULT_DEAD_LETTER_AFTER, envelopeHeaders, listDeadLetters, type Bus, type DeadLetter } from '@platform/bus';
import type { Db } from '@platform/db';
import { waitFor } from './wait-for';

/**
 * `bus` whose consumers are redelivered a failed message after `delayMs` instead of their own backoff
 * (250 ms doubling to 30 s: 20 deliveries span minutes). Only the time between deliveries changes: the
 * number of deliveries before a poison is set aside stays the consumer's own.
 */
export function fastRedelivery(bus: Bus, delayMs = 10): Bus {
  return {
    ensureStream: (spec) => bus.ensureStream(spec),
    publish: (subject, data, opts) => bus.publish(subject, data, opts),
    consume: (opts) => bus.consume({ ...opts, retryDelayMs: () => delayMs }),
    notify: (subject, data) => bus.notify(subject, data),
    listen: (subject, handler) => bus.listen(subject, handler),
    close: () => bus.close(),
  };
}

/** Bytes no protobuf message decodes from (a field of wire type 7): the default poison payload. */
export const UNDECODABLE = new Uint8Array([0xff, 0xff, 0xff, 0xff, 0x0f, 0xff]);

/** One consumer's poison case for {@link expectPoisonSetAside}. */
export interface PoisonCase {
  /** The consumer's database (its `dead_letters`). */
  db: Db;
  /** Where the poison is published (the consumer is already started on it, through {@link fastRedelivery}). */
  bus: Bus;
  /** The consumer's durable name: its dead letters' source is `consumer:<durable>`. */
  durable: string;
  /** The malformed event: on `subject`, typed `type` (no type header when null), `payload` {@link UNDECODABLE} by default. */
  poison: { subject: string; type: string | null; payload?: Uint8Array; projectId?: string | null };
  /** Publishes the events behind the poison (called once the poison is published). */
  behind(): Promise<void>;
  /** True once every event published by `behind` has had its effect. */
  applied(): Promise<unknown>;
  /** Deliveries before the poison is set aside; default the bus's {@link DEFAULT_DEAD_LETTER_AFTER}. */
  attempts?: number;
  timeoutMs?: number;
}

/**
 * Publishes one malformed event, then the events `behind` it, and checks what every consumer of the
 * platform must do with a poison (issue 32 #4, decision 0506): the events behind it are applied; the
 * poison is set aside as the consumer's dead letter after exactly `attempts` deliveries, with its
 * subject, type, project and a reason. Returns the dead letter (its
 * `error` is the reason, for the caller to check). Throws, naming what differs, otherwise.
 */
export async function expectPoisonSetAside(c: PoisonCase): Promise<DeadLetter> {
  const id = randomUUID();
  const projectId = c.poison.projectId === undefined ? randomUUID() : c.poison.projectId;
  const headers =
    c.poison.type === null
      ? { 'Event-Id': id, ...(projectId ? { 'Event-Project-Id': projectId } : {}) }
      : envelopeHeaders({ id, type: c.poison.type, occurredAt: new Date().toISOString(), projectId, headers: {} });
  await c.bus.publish(c.poison.subject, c.poison.payload ?? UNDECODABLE, { msgId: id, headers });
  await c.behind();
  const timeoutMs = c.timeoutMs ?? 30_000;
  await waitFor(c.applied, { timeoutMs }).catch((err: unknown) => {
    throw new Error(`the events behind the poison were not applied: ${(err as Error).message}`);
  });
  const source = `consumer:${c.durable}`;
  const mine = async () => (await listDeadLetters(c.db, { all: true, limit: 1000 })).filter((d) => d.source === source && d.event_id === id);
  const [dead] = await waitFor(
    async () => {
      const found = await mine();
      return found.length > 0 ? found : undefined;
    },
    { timeoutMs },
  ).catch((err: unknown) => {
    throw new Error(`the poison was not set aside as a dead letter of ${source}: ${(err as Error).message}`);
  });
  const attempts = c.attempts ?? DEFAULT_DEAD_LETTER_AFTER;
  const expected: Partial<DeadLetter> = { subject: c.poison.subject, type: c.poison.type ?? '', project_id: projectId, attempts, replays: 0 };
  for (const [k, v] of Object.entries(expected)) {
    const got = dead[k as keyof DeadLetter];
    if (got !== v && !(k === 'type' && v === '' && got === null))
      throw new Error(`dead letter ${k}: expected ${JSON.stringify(v)}, got ${JSON.stringify(got)}`);
  }
  if (!dead.error || dead.error === 'unknown error') throw new Error(`dead letter without a reason: ${JSON.stringify(dead.error)}`);
  return dead;
}
