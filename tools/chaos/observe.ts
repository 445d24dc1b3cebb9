/**
 * Reads what a scenario left: the simulator's request log (every POST /{phone_number_id}/messages with
 * its answer) and the platform's own records, straight from the services' schemas in the harness's own
 * Postgres: funding.credit_holds, contacts.messages, broadcasts.broadcast_recipients.
 */
import { jetstreamManager } from '@nats-io/jetstream';
import { connect as connectNats } from '@nats-io/transport-node';
import type { Knex } from 'knex';
import { tokensIn, type BroadcastRecipient, type Hold, type OutboundRecord, type UpstreamSend } from './counts';
import type { Platform } from './services';

interface LoggedRequest {
  seq: number;
  method: string;
  graph_path: string;
  body: unknown;
  status: number | null;
  message_id: string | null;
}

/** Clears the simulator's request log (a scenario's start). */
export async function clearUpstreamLog(p: Platform): Promise<void> {
  await fetch(`${p.simUrl}/__sim/requests`, { method: 'DELETE' });
}

/** The sends the simulator received since the log was cleared. */
export async function readUpstream(p: Platform, broadcastNumber: string): Promise<UpstreamSend[]> {
  const out: UpstreamSend[] = [];
  let after = 0;
  for (;;) {
    const r = (await (await fetch(`${p.simUrl}/__sim/requests?method=POST&path=/messages&after=${after}`)).json()) as { data: LoggedRequest[] };
    if (r.data.length === 0) break;
    for (const x of r.data) {
      after = Math.max(after, x.seq);
      const m = /^\/(\d+)\/messages$/.exec(x.graph_path);
      if (!m) continue;
      const body = (x.body ?? {}) as Record<string, unknown>;
      // A read receipt (status: read) is not a send.
      if (body.status === 'read') continue;
      const to = String(body.to ?? '');
      const token = m[1] === broadcastNumber ? `B:${to}` : (tokensIn(JSON.stringify(body))[0] ?? null);
      out.push({ token, phoneNumberId: m[1], to, messageId: x.message_id });
    }
    if (r.data.length < 1000) break;
  }
  return out;
}

/** Credit holds bound to `wamids`. */
export async function readHolds(db: Knex, p: Platform, wamids: string[]): Promise<Hold[]> {
  if (wamids.length === 0) return [];
  const rows = (await db
    .withSchema(p.schema('funding'))
    .table('credit_holds')
    .whereIn('message_id', wamids)
    .select('send_key', 'status', 'message_id', 'outcome')) as Array<{ send_key: string; status: string; message_id: string | null; outcome: string | null }>;
  return rows.map((r) => ({ sendKey: r.send_key, status: r.status, messageId: r.message_id, outcome: r.outcome }));
}

/** Holds of the project still `held` that were created since `since`. */
export async function heldSince(db: Knex, p: Platform, since: Date): Promise<number> {
  const r = await db.withSchema(p.schema('funding')).table('credit_holds').where({ status: 'held' }).andWhere('created_at', '>=', since).count({ n: '*' });
  return Number(r[0].n);
}

/** Message records in contacts of `wamids` (outbound or inbound). */
export async function readMessages(db: Knex, p: Platform, wamids: string[], direction: 'inbound' | 'outbound'): Promise<OutboundRecord[]> {
  if (wamids.length === 0) return [];
  const rows = (await db
    .withSchema(p.schema('contacts'))
    .table('messages')
    .whereIn('wamid', wamids)
    .andWhere({ direction })
    .select('wamid', 'type')) as OutboundRecord[];
  return rows;
}

/** Recipients of a broadcast and their statuses. */
export async function readRecipients(db: Knex, p: Platform, broadcastId: string): Promise<BroadcastRecipient[]> {
  const rows = (await db
    .withSchema(p.schema('broadcasts'))
    .table('broadcast_recipients')
    .where({ broadcast_id: broadcastId })
    .select('phone_number', 'status')) as Array<{ phone_number: string; status: string }>;
  return rows.map((r) => ({ phone: r.phone_number, status: r.status }));
}

/** The status of a broadcast. */
export async function broadcastStatus(db: Knex, p: Platform, broadcastId: string): Promise<string> {
  const row = (await db.withSchema(p.schema('broadcasts')).table('broadcasts').where({ id: broadcastId }).first('status')) as { status: string } | undefined;
  return row?.status ?? 'missing';
}

/**
 * Work the platform still has in hand, one line per kind (empty = none): the simulator's webhook deliveries
 * still being retried, project webhook deliveries pending, outbox rows not yet published (dead-lettered ones
 * aside), and JetStream consumers with messages pending or unacknowledged. Drain waits for none.
 */
export async function pendingWork(db: Knex, p: Platform, natsUrl: string): Promise<string[]> {
  const out: string[] = [];
  const sim = (await (await fetch(`${p.simUrl}/__sim/webhooks/deliveries`)).json()) as { data: Array<{ state: string }> };
  const retrying = sim.data.filter((d) => d.state === 'retrying').length;
  if (retrying) out.push(`${retrying} upstream webhooks being retried`);
  const pendingHooks = await db.withSchema(p.schema('webhooks')).table('deliveries').where({ status: 'pending' }).count({ n: '*' });
  if (Number(pendingHooks[0].n)) out.push(`${pendingHooks[0].n} project webhook deliveries pending`);
  const outboxes = (await db('information_schema.tables')
    .where({ table_name: 'outbox' })
    .andWhere('table_schema', 'like', 'chaos\\_%')
    .pluck('table_schema')) as string[];
  for (const schema of outboxes) {
    const n = await db.withSchema(schema).table('outbox').whereNull('published_at').whereNull('dead_lettered_at').count({ n: '*' });
    if (Number(n[0].n)) out.push(`${n[0].n} unpublished in ${schema}.outbox`);
  }
  const nc = await connectNats({ servers: natsUrl, timeout: 2000 });
  try {
    const jsm = await jetstreamManager(nc);
    for await (const s of jsm.streams.list()) {
      for await (const c of jsm.consumers.list(s.config.name)) {
        const n = c.num_pending + c.num_ack_pending;
        if (n) out.push(`${n} pending for ${s.config.name}/${c.name}`);
      }
    }
  } finally {
    await nc.close();
  }
  return out;
}
