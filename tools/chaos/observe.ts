/**
 * Reads what a scenario left: the simulator's request log (every POST /{phone_number_id}/messages with
 * its answer) and the platform's own records, straight from the services' schemas in the harness's own
 * Postgres: funding.credit_holds, contacts.messages, broadcasts.broadcast_recipients.
 */
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
