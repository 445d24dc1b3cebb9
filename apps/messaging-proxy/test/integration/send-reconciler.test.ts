/**
 * The send reconciler's pass (decision 0240, issue 32 item 2) on the real Postgres: every open record
 * is matched with its sightings in one statement, however many records are open (the all-in-one runs
 * this on its only thread: one query per open record every pass held the event loop), and the matching
 * is the one the record-by-record pass made — the oldest open record of a number and recipient takes
 * the oldest sighting no record names, the next one the next, a sighting too early for a record is not
 * its, and a record with no sighting stays open.
 */
import { randomUUID } from 'node:crypto';
import { createDb, type Db } from '@platform/db';
import { silentLogger } from '@platform/logger';
import { testInfra, uniqueName } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SendRecordsReconciliation, SendsRepository } from '../../src/infra/db/sends.repository';
import { migrations } from '../../src/migrations';
import type { UsecaseContext } from '../../src/usecases/context';
import { SendReconcilerUsecase } from '../../src/usecases/send-reconciler.usecase';
import { dropSchema } from './harness';

const schema = uniqueName('mprec');
const project = randomUUID();
const PN = '1000000001';
let db: Db;

beforeAll(async () => {
  db = await createDb({ url: testInfra().databaseUrl, schema, migrations, pool: { max: 2 } });
});

afterAll(async () => {
  await db?.close();
  await dropSchema(schema);
});

const at = (base: Date, s: number) => new Date(base.getTime() + s * 1000);

async function openRecord(key: string, recipient: string, createdAt: Date, state: 'unknown' | 'lapsed' = 'unknown'): Promise<void> {
  await db.knex('send_records').insert({
    project_id: project,
    send_key: key,
    attempt: randomUUID(),
    state,
    phone_number_id: PN,
    waba_id: 'waba',
    recipient,
    request_json: JSON.stringify({ messaging_product: 'whatsapp', to: recipient, type: 'text', text: { body: key } }),
    held: true,
    lease_until: createdAt,
    created_at: createdAt,
    updated_at: createdAt,
  });
}

async function sighting(wamid: string, recipient: string, pricedAt: Date): Promise<void> {
  await db.knex('priced_items').insert({ kind: 'message', upstream_id: wamid, priced_at: pricedAt, phone_number_id: PN, recipient_id: recipient });
}

describe('the send reconciler pass', () => {
  it('matches every open record in one statement: oldest record to oldest sighting per recipient, none too early, unmatched stay open', async () => {
    const t0 = new Date(Date.now() - 60_000);
    const now = new Date();
    // Three sends to one recipient, answers lost; three sightings of that recipient, in order.
    await openRecord('key:a1', '15550001', at(t0, 0));
    await openRecord('key:a2', '15550001', at(t0, 1));
    await openRecord('key:a3', '15550001', at(t0, 2), 'lapsed');
    await sighting('wamid.a-first', '15550001', at(t0, 3));
    await sighting('wamid.a-second', '15550001', at(t0, 4));
    await sighting('wamid.a-third', '15550001', at(t0, 5));
    // One record of another recipient, whose only sighting predates it by more than the clock skew: not its.
    await openRecord('key:b1', '15550002', at(t0, 30));
    await sighting('wamid.b-early', '15550002', at(t0, 10));
    // One record of a third recipient with its sighting, and one with none at all.
    await openRecord('key:c1', '15550003', at(t0, 20));
    await sighting('wamid.c', '15550003', at(t0, 21));
    await openRecord('key:d1', '15550004', at(t0, 25));

    const reconciler = new SendReconcilerUsecase(
      { clock: { now: () => now }, logger: silentLogger, phoneNumbers: { get: async () => undefined } } as unknown as UsecaseContext,
      {
        records: new SendsRepository(db),
        reconciliation: new SendRecordsReconciliation(db),
        options: { intervalMs: 60_000, outcomeDeadlineMs: 3_600_000, sightingAgeMs: 10_000 },
      },
    );
    const sightingReads: string[] = [];
    const onQuery = (q: { sql: string }) => {
      if (q.sql.includes('priced_items')) sightingReads.push(q.sql);
    };
    db.knex.on('query', onQuery);
    try {
      expect((await reconciler.runOnce()).reconciled).toBe(4);
    } finally {
      db.knex.off('query', onQuery);
    }
    // One read of the sightings for the six open records (was one per record).
    expect(sightingReads).toHaveLength(1);

    const rows = await db.knex('send_records').where({ project_id: project }).orderBy('send_key').select('send_key', 'state', 'wamid');
    expect(rows).toEqual([
      { send_key: 'key:a1', state: 'accepted', wamid: 'wamid.a-first' },
      { send_key: 'key:a2', state: 'accepted', wamid: 'wamid.a-second' },
      { send_key: 'key:a3', state: 'accepted', wamid: 'wamid.a-third' },
      { send_key: 'key:b1', state: 'unknown', wamid: null },
      { send_key: 'key:c1', state: 'accepted', wamid: 'wamid.c' },
      { send_key: 'key:d1', state: 'unknown', wamid: null },
    ]);
    // Each accepted record wrote its send.accepted once (its hold is confirmed by funding from it).
    const accepted = await db.knex('outbox').count<Array<{ n: string }>>({ n: '*' });
    expect(Number(accepted[0].n)).toBe(4);
  });
});
