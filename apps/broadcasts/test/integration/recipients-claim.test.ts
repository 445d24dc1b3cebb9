/**
 * The recipients' claim against real Postgres (RecipientsRepository.claim). Risks removed: a claim
 * that takes a recipient out of order, one that misses an in-doubt recipient whose lease ran out or
 * takes one whose retry time has not come, replicas claiming the same recipient, and a claim whose
 * cost grows with the broadcast (it read and sorted every pending recipient on each call).
 */
import { randomUUID } from 'node:crypto';
import { createTestDb, type TestDb } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_SQL, claimBindings, RecipientsRepository } from '../../src/infra/db/recipients.repository';
import { migrations } from '../../src/migrations';

let db: TestDb;
let repo: RecipientsRepository;
const project = randomUUID();
const t0 = new Date('2026-11-28T10:00:00.000Z');
const at = (s: number) => new Date(t0.getTime() + s * 1000);

beforeAll(async () => {
  db = await createTestDb({ migrations, schemaPrefix: 'bc_claim' });
  repo = new RecipientsRepository(db);
});

afterAll(async () => {
  await db?.cleanup();
});

/** A sending broadcast with `n` pending recipients (phones in `seq` order); returns its id and their ids in order. */
async function broadcastWith(n: number): Promise<{ id: string; ids: string[] }> {
  const id = randomUUID();
  await db.knex('broadcasts').insert({ id, project_id: project, name: 'claims', status: 'sending', phone_number_id: '1065', created_at: t0, updated_at: t0 });
  const phones = Array.from({ length: n }, (_, i) => `1415555${String(i).padStart(4, '0')}`);
  await db.knex.transaction((trx) =>
    repo.insertMany(
      trx,
      project,
      id,
      phones.map((p) => ({ phone_number: p, user_id: null, dedupe_key: p, components: [] })),
      t0,
    ),
  );
  const rows = await db.knex('broadcast_recipients').where({ broadcast_id: id }).orderBy('seq').select('id');
  return { id, ids: rows.map((r: { id: string }) => r.id) };
}

describe('claiming recipients', () => {
  it('takes the lowest seq first among due pending recipients and in-doubt ones whose lease ran out, never one whose retry time has not come', async () => {
    const { id, ids } = await broadcastWith(8);
    // #0 in doubt (lease over), #1 claimed by a live lease, #2 retry not due, #3 retry due, #4 sent.
    await db
      .knex('broadcast_recipients')
      .where({ id: ids[0] })
      .update({ status: 'sending', claimed_by: 'gone', claim_until: at(-1) });
    await db
      .knex('broadcast_recipients')
      .where({ id: ids[1] })
      .update({ status: 'sending', claimed_by: 'alive', claim_until: at(60) });
    await db
      .knex('broadcast_recipients')
      .where({ id: ids[2] })
      .update({ next_attempt_at: at(30) });
    await db
      .knex('broadcast_recipients')
      .where({ id: ids[3] })
      .update({ next_attempt_at: at(-5) });
    await db.knex('broadcast_recipients').where({ id: ids[4] }).update({ status: 'sent', wamid: 'wamid.x' });

    const first = await repo.claim(id, 'me', 3, t0, at(120));
    expect(first.map((r) => r.id)).toEqual([ids[0], ids[3], ids[5]]);
    expect(first.map((r) => r.inDoubt)).toEqual([true, false, false]);
    const second = await repo.claim(id, 'me', 10, t0, at(120));
    expect(second.map((r) => r.id)).toEqual([ids[6], ids[7]]);
    // Everything due is claimed now: the live lease and the retry not due stay where they are.
    expect(await repo.claim(id, 'me', 10, t0, at(120))).toEqual([]);
    const states = await db.knex('broadcast_recipients').whereIn('id', [ids[1], ids[2]]).orderBy('seq').select('status', 'claimed_by');
    expect(states).toEqual([
      { status: 'sending', claimed_by: 'alive' },
      { status: 'pending', claimed_by: null },
    ]);
    // Its retry time come, it is claimed.
    expect((await repo.claim(id, 'me', 10, at(31), at(150))).map((r) => r.id)).toEqual([ids[2]]);
    expect(await repo.hasUnfinished(id)).toBe(true);
  });

  it('gives concurrent claimers disjoint recipients, all of them in the end, and says when none is left unfinished', async () => {
    const { id, ids } = await broadcastWith(600);
    const claimed: string[] = [];
    await Promise.all(
      Array.from({ length: 6 }, async (_, w) => {
        for (;;) {
          const got = await repo.claim(id, `worker-${w}`, 37, t0, at(120));
          if (got.length === 0) return;
          claimed.push(...got.map((r) => r.id));
        }
      }),
    );
    expect(claimed).toHaveLength(600);
    expect(new Set(claimed).size).toBe(600);
    expect(new Set(claimed)).toEqual(new Set(ids));
    expect(await repo.hasUnfinished(id)).toBe(true);
    await db.knex('broadcast_recipients').where({ broadcast_id: id }).update({ status: 'sent', claimed_by: null, claim_until: null });
    expect(await repo.hasUnfinished(id)).toBe(false);
  });

  it('records an outcome only under the claim that sent it, but an accepted send whoever holds the claim now', async () => {
    const { id, ids } = await broadcastWith(3);
    const [a, b, c] = ids;
    const x = await repo.claim(id, 'x', 3, t0, at(10));
    expect(x.map((r) => r.id)).toEqual([a, b, c]);
    // x's lease runs out (a stalled replica); y claims them again.
    const y = await repo.claim(id, 'y', 3, at(11), at(70));
    expect(y.map((r) => r.id)).toEqual([a, b, c]);
    expect(y[0].claim).toMatch(/^y:/);
    const xClaim = x[0].claim;
    const yClaim = y[0].claim;
    await db.knex.transaction((trx) =>
      repo.record(
        trx,
        [
          // x's late "throttled: new key" must not bump the key y is sending with.
          { id: a, kind: 'release', at: at(12), bump: true, claim: xClaim },
          { id: b, kind: 'failed', error: { code: '132000', message: 'late', details: '', http_status: 400, trace_id: null }, claim: xClaim },
          // An accepted send is a fact: recorded even though y holds the claim.
          { id: c, kind: 'sent', wamid: 'wamid.from-x', claim: xClaim },
        ],
        at(12),
      ),
    );
    const rows = await db.knex('broadcast_recipients').whereIn('id', ids).orderBy('seq').select('status', 'send_seq', 'claimed_by', 'wamid');
    expect(rows).toEqual([
      { status: 'sending', send_seq: 0, claimed_by: yClaim, wamid: null },
      { status: 'sending', send_seq: 0, claimed_by: yClaim, wamid: null },
      { status: 'sent', send_seq: 0, claimed_by: null, wamid: 'wamid.from-x' },
    ]);
    // y's outcomes stand.
    await db.knex.transaction((trx) =>
      repo.record(
        trx,
        [
          { id: a, kind: 'release', at: at(20), bump: true, claim: yClaim },
          { id: b, kind: 'sent', wamid: 'wamid.from-y', claim: yClaim },
          { id: c, kind: 'failed', error: { code: '1', message: 'after sent', details: '', http_status: 500, trace_id: null }, claim: yClaim },
        ],
        at(13),
      ),
    );
    const after = await db.knex('broadcast_recipients').whereIn('id', ids).orderBy('seq').select('status', 'send_seq', 'wamid');
    expect(after).toEqual([
      { status: 'pending', send_seq: 1, wamid: null },
      { status: 'sent', send_seq: 0, wamid: 'wamid.from-y' },
      { status: 'sent', send_seq: 0, wamid: 'wamid.from-x' },
    ]);
  });

  it("a worker's late outcome does not touch its own later claim of the recipient (the send of the old key may have gone out meanwhile)", async () => {
    const { id, ids } = await broadcastWith(1);
    const [a] = ids;
    const first = await repo.claim(id, 'x', 1, t0, at(10));
    // The lease runs out while x's first sender still waits; x claims the recipient again and sends its key.
    const second = await repo.claim(id, 'x', 1, at(11), at(70));
    expect(second.map((r) => r.id)).toEqual([a]);
    expect(second[0].claim).not.toBe(first[0].claim);
    // The first sender's late "throttled: new key" must not move the key the second claim is sending with.
    await db.knex.transaction((trx) => repo.record(trx, [{ id: a, kind: 'release', at: at(12), bump: true, claim: first[0].claim }], at(12)));
    expect(await db.knex('broadcast_recipients').where({ id: a }).first('status', 'send_seq', 'claimed_by')).toEqual({
      status: 'sending',
      send_seq: 0,
      claimed_by: second[0].claim,
    });
  });

  it('reads only what it takes: a claim of 50 from 20,000 pending recipients visits O(50) rows, not the whole broadcast', async () => {
    const id = randomUUID();
    await db.knex('broadcasts').insert({ id, project_id: project, name: 'large', status: 'sending', phone_number_id: '1065', created_at: t0, updated_at: t0 });
    await db.knex.raw(
      `INSERT INTO broadcast_recipients (id, broadcast_id, project_id, phone_number, dedupe_key, status, created_at, updated_at)
       SELECT gen_random_uuid(), ?, ?, '1415' || g, '1415' || g, 'pending', ?, ? FROM generate_series(1, 20000) g`,
      [id, project, t0, t0],
    );
    for (const analyzed of [false, true]) {
      // Fresh statistics or none (a table filled since its last ANALYZE), the plan stays O(limit).
      if (analyzed) await db.knex.raw('ANALYZE broadcast_recipients');
      // EXPLAIN ANALYZE runs the claim: in a transaction rolled back, so every recipient stays pending.
      let plan: PlanNode | undefined;
      const rollback = new Error('rollback');
      await db.knex
        .transaction(async (trx) => {
          const r = await trx.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${CLAIM_SQL}`, claimBindings(id, 'me', 50, t0, at(120)));
          plan = (r.rows as Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>)[0]['QUERY PLAN'][0].Plan;
          throw rollback;
        })
        .catch((err: unknown) => {
          if (err !== rollback) throw err;
        });
      if (!plan) throw new Error('no plan');
      expect(rowsScanned(plan)).toBeGreaterThanOrEqual(50);
      // The single condition over both statuses read all 20,000 and sorted them.
      expect(rowsScanned(plan)).toBeLessThan(500);
    }
  });
});

interface PlanNode {
  'Node Type': string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/** Rows the plan's scans of the table produced (index, bitmap and sequential scans). */
function rowsScanned(node: PlanNode): number {
  const own = /Scan$/.test(node['Node Type']) && !/CTE|Subquery|Function|Values/.test(node['Node Type']) ? node['Actual Rows'] * node['Actual Loops'] : 0;
  return own + (node.Plans ?? []).reduce((n, p) => n + rowsScanned(p), 0);
}
