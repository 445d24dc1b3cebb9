import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { outboxMigrations, recordDeadLetter } from '@platform/bus';
import { createDb } from '@platform/db';
import { dropSchema, testInfra, uniqueName } from '@platform/testing';

const run = promisify(execFile);
const ROOT = join(__dirname, '..');
const schema = uniqueName('dlq_tool');
afterAll(() => dropSchema(schema));

describe('dead-letters operator tool', () => {
  it('lists a service schema’s dead letters (without payloads) and replays an outbox one', async () => {
    const db = await createDb({ url: testInfra().databaseUrl, schema, migrations: outboxMigrations() });
    const eventId = '0b9a6a5e-6d5c-4f3e-9a1b-2c3d4e5f6a7b';
    await db.knex('outbox').insert({
      id: eventId,
      subject: 'x.y',
      type: 't',
      payload: Buffer.from('secret-payload'),
      occurred_at: new Date(),
      dead_lettered_at: new Date(),
      attempts: 5,
    });
    await recordDeadLetter(db.knex, {
      source: 'outbox',
      eventId,
      subject: 'x.y',
      type: 't',
      payload: new TextEncoder().encode('secret-payload'),
      headers: {},
      attempts: 5,
      error: new Error('refused'),
    });
    const env = { ...process.env, DATABASE_URL: testInfra().databaseUrl };
    const tool = (args: string[]) => run(process.execPath, ['--import', 'tsx', join(ROOT, 'tools/dead-letters.ts'), ...args], { cwd: ROOT, env });
    const listed = JSON.parse((await tool(['list', '--schema', schema, '--json'])).stdout);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ source: 'outbox', event_id: eventId, attempts: 5, error: 'Error: refused' });
    expect(JSON.stringify(listed)).not.toContain('secret-payload');
    expect((await tool(['replay', '--schema', schema, listed[0].id])).stdout).toContain('replayed');
    expect(await db.knex('outbox').where({ id: eventId }).first()).toMatchObject({ dead_lettered_at: null, attempts: 0 });
    expect((await tool(['list', '--schema', schema])).stdout).toContain('no dead letters');
    await db.close();
  });
});
