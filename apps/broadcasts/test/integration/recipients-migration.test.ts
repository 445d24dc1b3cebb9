/**
 * Migration 0004 (recipients unique per broadcast by phone OR user id, decision 0801) against real
 * Postgres, on a schema migrated up to 0003 that already holds rows breaking the new rule. Risks
 * removed: a migration that fails on, or deletes, recipients stored before the rule (two rows of one
 * user id), one that keys the wrong row of a group or groups across broadcasts, and a copy that
 * drops such a row or a stored recipient that no longer blocks a later one with its user id.
 */
import { randomUUID } from 'node:crypto';
import { createDb, type Db } from '@platform/db';
import { createTestDb, testInfra, type TestDb } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseRecipient } from '../../src/domain/recipients';
import { RecipientsRepository } from '../../src/infra/db/recipients.repository';
import { migrations } from '../../src/migrations';

const NEW = '0004_broadcast_recipients_user_dedupe';
const project = randomUUID();
const t0 = new Date('2026-11-28T10:00:00.000Z');
const B1 = randomUUID();
const B2 = randomUUID();
let before: TestDb;
let after: Db;

/** A stored recipient row as migration 0003 left the table (no `user_dedupe`), with an explicit `seq`. */
const row = (broadcastId: string, seq: number, phone: string | null, userId: string | null) => ({
  id: randomUUID(),
  broadcast_id: broadcastId,
  project_id: project,
  seq,
  phone_number: phone,
  user_id: userId,
  dedupe_key: phone ?? `u:${userId}`,
  status: 'pending',
  created_at: t0,
  updated_at: t0,
});

beforeAll(async () => {
  const at = migrations.findIndex((m) => m.name === NEW);
  expect(at).toBeGreaterThan(0);
  before = await createTestDb({ migrations: migrations.slice(0, at), schemaPrefix: 'bc_migrate' });
  for (const id of [B1, B2])
    await before
      .knex('broadcasts')
      .insert({ id, project_id: project, name: 'before', status: 'draft', phone_number_id: '1065', created_at: t0, updated_at: t0 });
  // Rows the old rule let in: {P, X} then {X} (and a third of X), on B1; X again on B2 (another broadcast).
  // Written out of seq order: the lowest seq, not the physical order, picks the row that keeps the key.
  await before
    .knex('broadcast_recipients')
    .insert([
      row(B1, 20, null, 'US.X'),
      row(B1, 10, '14155550101', 'US.X'),
      row(B1, 30, '14155550102', 'US.X'),
      row(B1, 40, '14155550103', null),
      row(B1, 50, null, 'US.Y'),
      row(B2, 60, null, 'US.X'),
    ]);
  // The service starting on the new version: the same schema, every migration.
  after = await createDb({ url: testInfra().databaseUrl, schema: before.schema, migrations, pool: { min: 0, max: 2 } });
});

afterAll(async () => {
  await after?.close();
  await before?.cleanup();
});

const stored = async (db: Db, broadcastId: string) =>
  (await db.knex('broadcast_recipients').where({ broadcast_id: broadcastId }).orderBy('seq').select('phone_number', 'user_id', 'user_dedupe')).map(
    (r: { phone_number: string | null; user_id: string | null; user_dedupe: string | null }) => [r.phone_number, r.user_id, r.user_dedupe],
  );

const recipient = (input: { phone_number?: string; user_id?: string }) => {
  const r = normaliseRecipient(input, [], []);
  if (!r.ok) throw new Error(r.error);
  return r.recipient;
};

describe('migration 0004: recipients unique by user id too', () => {
  it('keeps every stored row; only the first (lowest seq) of each broadcast and user id takes the key, later ones keep null', async () => {
    expect(await stored(after, B1)).toEqual([
      ['14155550101', 'US.X', 'US.X'],
      [null, 'US.X', null],
      ['14155550102', 'US.X', null],
      ['14155550103', null, null],
      [null, 'US.Y', 'US.Y'],
    ]);
    expect(await stored(after, B2)).toEqual([[null, 'US.X', 'US.X']]);
  });

  it('after it, a stored user id blocks a new recipient with it (alone or with a new phone); a new person is added', async () => {
    const repo = new RecipientsRepository(after);
    const add = (broadcastId: string, inputs: Array<{ phone_number?: string; user_id?: string }>) =>
      after.transaction((trx) => repo.insertMany(trx, project, broadcastId, inputs.map(recipient), t0));
    expect(await add(B1, [{ user_id: 'US.X' }])).toBe(0);
    expect(await add(B1, [{ phone_number: '14155550199', user_id: 'US.Y' }])).toBe(0);
    expect(await add(B1, [{ phone_number: '14155550103', user_id: 'US.Z' }])).toBe(0);
    expect(await add(B1, [{ phone_number: '14155550104', user_id: 'US.Z' }])).toBe(1);
    expect(await stored(after, B1)).toHaveLength(6);
  });

  it('a copy takes every row, the ones kept from before the rule too, and keeps the rule', async () => {
    const repo = new RecipientsRepository(after);
    const copyId = randomUUID();
    await after
      .knex('broadcasts')
      .insert({ id: copyId, project_id: project, name: 'copy', status: 'copying', phone_number_id: '1065', created_at: t0, updated_at: t0 });
    const source = await stored(after, B1);
    expect(await after.transaction((trx) => repo.copy(trx, B1, copyId, t0))).toBe(source.length);
    expect(await stored(after, copyId)).toEqual(source);
    expect(await after.transaction((trx) => repo.insertMany(trx, project, copyId, [recipient({ user_id: 'US.X' }), recipient({ user_id: 'US.Z' })], t0))).toBe(
      0,
    );
  });
});
