/**
 * The send records' batched writes (decision 0034) on the real Postgres: concurrent sends' claims,
 * records before the forward and acceptances share one statement each, and every call still gets its
 * own answer — the same one it got alone: one claim of a key wins and the others see the winner's
 * record, an attempt that no longer holds its key is not forwarded, an acceptance writes its events
 * only when it moved the record to `accepted`, and one bad write in a batch fails only its caller.
 */
import { randomUUID } from 'node:crypto';
import { decodeEvent } from '@platform/contracts';
import { createDb, type Db } from '@platform/db';
import { testInfra, uniqueName } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SendsRepository, type ForwardRecord } from '../../src/infra/db/sends.repository';
import { derivedUuid } from '../../src/infra/events/publisher';
import { migrations } from '../../src/migrations';
import { dropSchema } from './harness';

const schema = uniqueName('mpbatch');
const project = randomUUID();
const PN = '1000000002';
const number = { phoneNumberId: PN, businessAccountId: 'waba-1', displayPhoneNumber: '+1 555 0100' };
/** Statements run since the last reset (knex's query event: prepared ones included). */
let statements: string[] = [];
const dbs: Record<'postgres' | 'pglite', Db | undefined> = { postgres: undefined, pglite: undefined };

beforeAll(async () => {
  dbs.postgres = await createDb({ url: testInfra().databaseUrl, schema, migrations, pool: { max: 4 } });
  // The embedded default (npm start) runs the same statements on PGlite.
  dbs.pglite = await createDb({ dataDir: `memory://${schema}`, schema, migrations });
  for (const d of Object.values(dbs)) d!.knex.on('query', (q: { sql: string }) => statements.push(q.sql));
});

afterAll(async () => {
  for (const d of Object.values(dbs)) await d?.close();
  await dropSchema(schema);
});

const lease = () => new Date(Date.now() + 60_000);
const forward = (sendKey: string, attempt: string): ForwardRecord => ({
  projectId: project,
  sendKey,
  attempt,
  phoneNumberId: PN,
  wabaId: 'waba-1',
  recipient: '15550001',
  requestJson: JSON.stringify({ to: '15550001' }),
  held: false,
  leaseUntil: lease(),
});
let db: Db;
/** Ids of the outbox's events on `subject` (each event's id derives from its fact). */
const outbox = async (subject: string) =>
  (await db.knex('outbox').where({ subject }).select('type', 'payload'))
    .map((r: { type: string; payload: Buffer }) => decodeEvent<{ event_id: string }>(r.type, new Uint8Array(r.payload)).event_id)
    .sort();
const sentId = (wamid: string) => derivedUuid(`message.sent:${PN}:${wamid}`);
const acceptedId = (key: string) => derivedUuid(`send.accepted:${project}:${key}`);
/** `n` keyed sends `key:<name>-<i>`, each claimed and recorded before its forward. */
async function forwarding(repo: SendsRepository, name: string, n: number, now: Date): Promise<string[]> {
  const keys = Array.from({ length: n }, (_, i) => `key:${name}-${i}`);
  for (const k of keys) {
    const a = randomUUID();
    expect(await repo.claim(project, k, a, PN, now, lease())).toBeUndefined();
    expect(await repo.startForward(forward(k, a), true, now)).toBe(true);
  }
  return keys;
}
const writes = () => statements.filter((s) => /send_records/i.test(s) && !/^select/i.test(s.trim()));

describe.each(['postgres', 'pglite'] as const)('batched send records (%s)', (engine) => {
  beforeAll(() => {
    db = dbs[engine]!;
  });

  it('claims: 40 concurrent claims of 20 keys (two each) share statements; one attempt per key wins, the other sees its claim', async () => {
    const repo = new SendsRepository(db);
    const now = new Date();
    const keys = Array.from({ length: 20 }, (_, i) => `key:claim-${i}`);
    const attempts = keys.flatMap((k) => [
      { k, a: randomUUID() },
      { k, a: randomUUID() },
    ]);
    statements = [];
    const found = await Promise.all(attempts.map(({ k, a }) => repo.claim(project, k, a, PN, now, lease())));
    // Fewer statements than claims: they were batched (a lone claim would be one each).
    expect(writes().length).toBeLessThan(attempts.length / 2);
    for (const k of keys) {
      const mine = attempts.map((x, i) => ({ ...x, f: found[i] })).filter((x) => x.k === k);
      const winners = mine.filter((x) => x.f === undefined);
      expect(winners).toHaveLength(1);
      const loser = mine.find((x) => x.f !== undefined)!;
      expect(loser.f).toMatchObject({ state: 'claimed', attempt: winners[0].a, wamid: null });
      const row = await db.knex('send_records').where({ project_id: project, send_key: k }).first();
      expect(row.attempt).toBe(winners[0].a);
      expect(row.state).toBe('claimed');
    }
    // A key accepted earlier: a later claim finds it as it stands, with its wamid.
    await db.knex('send_records').where({ project_id: project, send_key: keys[0] }).update({ state: 'accepted', wamid: 'wamid.claim-0' });
    const again = await Promise.all([
      repo.claim(project, keys[0], randomUUID(), PN, now, lease()),
      repo.claim(project, 'key:claim-new', randomUUID(), PN, now, lease()),
    ]);
    expect(again[0]).toMatchObject({ state: 'accepted', wamid: 'wamid.claim-0' });
    expect(again[1]).toBeUndefined();
  });

  it("claims: a key another transaction commits while the claim waits on it is answered with that transaction's record", async () => {
    const repo = new SendsRepository(db);
    const now = new Date();
    const other = randomUUID();
    let claimed: Promise<unknown> | undefined;
    // Another replica's claim of the key, committed only after this one started (it waits on the row).
    await db.transaction(async (trx) => {
      await trx('send_records').insert({
        project_id: project,
        send_key: 'key:race',
        attempt: other,
        state: 'claimed',
        phone_number_id: PN,
        lease_until: lease(),
        created_at: now,
        updated_at: now,
      });
      claimed = repo.claim(project, 'key:race', randomUUID(), PN, now, lease());
      // PGlite runs one statement at a time: the claim can only run once this transaction ends.
      if (engine === 'postgres') await new Promise((r) => setTimeout(r, 200));
    });
    expect(await claimed).toMatchObject({ state: 'claimed', attempt: other });
  });

  it('records before the forward: keyed and unkeyed in one batch; an attempt that lost its key is not forwarded', async () => {
    const repo = new SendsRepository(db);
    const now = new Date();
    const held = Array.from({ length: 10 }, (_, i) => ({ k: `key:fwd-${i}`, a: randomUUID() }));
    for (const { k, a } of held) expect(await repo.claim(project, k, a, PN, now, lease())).toBeUndefined();
    statements = [];
    const results = await Promise.all([
      ...held.map(({ k, a }) => repo.startForward(forward(k, a), true, now)),
      // A stale attempt of a held key: not its claim.
      repo.startForward(forward(held[0].k, randomUUID()), true, now),
      ...Array.from({ length: 10 }, () => repo.startForward(forward(`send:${randomUUID()}`, randomUUID()), false, now)),
    ]);
    expect(results.slice(0, 10)).toEqual(Array(10).fill(true));
    expect(results[10]).toBe(false);
    expect(results.slice(11)).toEqual(Array(10).fill(true));
    expect(writes().length).toBeLessThan(10);
    const states = await db
      .knex('send_records')
      .whereIn(
        'send_key',
        held.map((h) => h.k),
      )
      .pluck('state');
    expect(states).toEqual(Array(10).fill('forwarding'));
    expect(await db.knex('send_records').where({ project_id: project, state: 'forwarding' }).where('send_key', 'like', 'send:%').count({ n: '*' })).toEqual([
      { n: '10' },
    ]);
  });

  it('acceptances: events once per record, even when a key is accepted twice in one batch or was accepted before', async () => {
    const repo = new SendsRepository(db);
    const now = new Date();
    const keys = await forwarding(repo, 'acc', 8, now);
    // keys[7] was accepted already (by the reconciler): no events now.
    await db.knex('send_records').where({ project_id: project, send_key: keys[7] }).update({ state: 'accepted', wamid: 'wamid.acc-7' });
    const sent = (w: string) => ({ wamid: w, to: '15550001', recipientWaId: '15550001', recipientUserId: '', requestJson: '{}' });
    statements = [];
    await Promise.all([
      ...keys.map((k, i) => repo.recordAccepted(project, number, now, `wamid.acc-${i}`, sent(`wamid.acc-${i}`), `held-${i}`, k)),
      // keys[0] once more in the same batch (an answer recorded twice): no second set of events.
      repo.recordAccepted(project, number, now, 'wamid.acc-0', sent('wamid.acc-0'), 'held-0', keys[0]),
      // No record (a send without one): its events always.
      repo.recordAccepted(project, number, now, 'wamid.norecord', sent('wamid.norecord'), undefined, undefined),
    ]);
    expect(statements.filter((s) => /^update send_records/i.test(s.trim())).length).toBeLessThan(keys.length);
    expect(await outbox('messaging_proxy.message.sent')).toEqual(
      [...keys.slice(0, 7).map((_, i) => sentId(`wamid.acc-${i}`)), sentId('wamid.norecord')].sort(),
    );
    expect(await outbox('messaging_proxy_sends.accepted')).toEqual(
      keys
        .slice(0, 7)
        .map((_, i) => acceptedId(`held-${i}`))
        .sort(),
    );
    const rows = await db.knex('send_records').whereIn('send_key', keys).orderBy('send_key').select('send_key', 'state', 'wamid');
    expect(rows.every((r) => r.state === 'accepted' && r.wamid === `wamid.${String(r.send_key).slice(4)}`)).toBe(true);
  });

  it('one bad acceptance in a batch (a wamid another record holds) fails only its caller; the others commit with their events', async () => {
    const repo = new SendsRepository(db);
    const now = new Date();
    const keys = await forwarding(repo, 'bad', 6, now);
    // A record of the number already holds this wamid (unique per number).
    await db.knex('send_records').where({ project_id: project, send_key: 'key:acc-1' }).update({ wamid: 'wamid.taken' });
    const results = await Promise.allSettled(
      keys.map((k, i) => repo.recordAccepted(project, number, now, i === 3 ? 'wamid.taken' : `wamid.bad-${i}`, undefined, `bad-held-${i}`, k)),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    const accepted = await outbox('messaging_proxy_sends.accepted');
    for (const i of [0, 1, 2, 4, 5]) expect(accepted).toContain(acceptedId(`bad-held-${i}`));
    expect(accepted).not.toContain(acceptedId('bad-held-3'));
    expect(await db.knex('send_records').where({ project_id: project, send_key: keys[3] }).first('state')).toEqual({ state: 'forwarding' });
  });
});
