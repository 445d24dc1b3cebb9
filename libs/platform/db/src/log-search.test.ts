import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import knexFactory from 'knex';
import { createDb, createLogSearchIndexes, searchLogSources, type Db, type LogSearchQuery, type LogSource, type Migration } from './index';
import { TEST_DATABASE_URL, uniqueTestName } from './test-support';

const P = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';

const migrations: Migration[] = [
  {
    name: '001_sources',
    async up(knex) {
      await knex.schema.createTable('calls', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.specificType('created_at', 'timestamptz(6)').notNullable();
        t.text('path').notNullable();
        t.integer('status').notNullable();
        t.text('request_id');
      });
      await createLogSearchIndexes(knex, 'calls', 'calls_search', `path || ' ' || status::text`);
      await knex.schema.createTable('messages', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.specificType('created_at', 'timestamptz(6)').notNullable();
        t.text('wamid').notNullable();
        t.text('status').notNullable();
        t.text('request_id');
      });
      await createLogSearchIndexes(knex, 'messages', 'messages_search', `wamid || ' ' || status`);
    },
  },
];

const calls: LogSource = {
  name: 'external_api_log',
  from: 'calls',
  projectColumn: 'project_id',
  timeColumn: 'created_at',
  idColumn: 'id',
  select: ['path', 'status', 'request_id'],
  keys: { request_id: 'request_id', status: 'status' },
  text: `path || ' ' || status::text`,
  problem: 'status >= 400',
  retentionDays: 7,
  toHit: (r) => ({
    resource_type: 'request',
    resource_id: String(r.request_id ?? ''),
    summary: `${String(r.path)} → ${String(r.status)}`,
    keys: r.request_id ? { request_id: String(r.request_id) } : ({} as Record<string, string>),
    detail: { path: r.path, status: r.status },
  }),
};

const messages: LogSource = {
  name: 'message_event',
  from: 'messages',
  projectColumn: 'project_id',
  timeColumn: 'created_at',
  idColumn: 'id',
  select: ['wamid', 'status', 'request_id'],
  keys: { wamid: 'wamid', request_id: 'request_id' },
  text: `wamid || ' ' || status`,
  problem: `status = 'failed'`,
  retentionDays: 30,
  toHit: (r) => ({
    resource_type: 'message',
    resource_id: String(r.wamid),
    summary: `${String(r.wamid)} ${String(r.status)}`,
    keys: { wamid: String(r.wamid), ...(r.request_id ? { request_id: String(r.request_id) } : {}) },
    detail: { status: r.status },
  }),
};

const id = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
const base: LogSearchQuery = { projectId: P, sources: [], keys: {}, relatedRequestIds: [], problemsOnly: false, ascending: false, limit: 50 };

async function seed(db: Db): Promise<void> {
  // Two rows share one instant across sources and two within a source: the merged order must break both ties.
  await db.knex('calls').insert([
    { id: id(1), project_id: P, created_at: '2026-11-01T10:00:00.000001Z', path: '/v24.0/111/messages', status: 200, request_id: 'req-aaaaaaaa' },
    { id: id(2), project_id: P, created_at: '2026-11-01T10:00:02.000000Z', path: '/v24.0/111/messages', status: 500, request_id: 'req-bbbbbbbb' },
    { id: id(3), project_id: P, created_at: '2026-11-01T10:00:02.000000Z', path: '/v24.0/222/media', status: 200, request_id: null },
    { id: id(4), project_id: OTHER, created_at: '2026-11-01T10:00:03.000000Z', path: '/v24.0/111/messages', status: 200, request_id: 'req-aaaaaaaa' },
  ]);
  await db.knex('messages').insert([
    { id: id(11), project_id: P, created_at: '2026-11-01T10:00:01.000000Z', wamid: 'wamid.HBgAAA', status: 'sent', request_id: 'req-aaaaaaaa' },
    { id: id(12), project_id: P, created_at: '2026-11-01T10:00:02.000000Z', wamid: 'wamid.HBgAAA', status: 'delivered', request_id: null },
    { id: id(13), project_id: P, created_at: '2026-11-01T10:00:04.000000Z', wamid: 'wamid.HBgBBB', status: 'failed', request_id: 'req-bbbbbbbb' },
    { id: id(14), project_id: OTHER, created_at: '2026-11-01T10:00:05.000000Z', wamid: 'wamid.HBgAAA', status: 'read', request_id: null },
  ]);
}

for (const engine of ['postgres', 'pglite'] as const) {
  describe(`searchLogSources on ${engine}`, () => {
    let db: Db;
    const admin = knexFactory({ client: 'pg', connection: TEST_DATABASE_URL, pool: { min: 0, max: 1 } });
    const schema = uniqueTestName('lsr');

    beforeAll(async () => {
      db =
        engine === 'postgres'
          ? await createDb({ url: TEST_DATABASE_URL, schema, migrations })
          : await createDb({ schema, migrations, dataDir: `memory://${schema}` });
      await seed(db);
    }, 60_000);

    afterAll(async () => {
      await db.close();
      if (engine === 'postgres') await admin.raw(`drop schema if exists "${schema}" cascade`);
      await admin.destroy();
    });

    it('merges sources newest first, breaking equal instants by source then id, and pages strictly after a position', async () => {
      const first = await searchLogSources(db.knex, [calls, messages], { ...base, limit: 3 });
      expect(first.hits.map((h) => `${h.source}:${h.id.slice(-2)}`)).toEqual(['message_event:13', 'message_event:12', 'external_api_log:03']);
      const last = first.hits[2];
      const second = await searchLogSources(db.knex, [calls, messages], {
        ...base,
        limit: 3,
        position: { occurredAt: last.occurred_at, source: last.source, id: last.id },
      });
      expect(second.hits.map((h) => `${h.source}:${h.id.slice(-2)}`)).toEqual(['external_api_log:02', 'message_event:11', 'external_api_log:01']);
      expect(second.hits[2].occurred_at).toBe('2026-11-01T10:00:00.000001Z');
      expect(first.sources).toEqual([
        { source: 'external_api_log', status: 'searched', retention_days: 7, oldest_at: '2026-11-01T10:00:00.000001Z' },
        { source: 'message_event', status: 'searched', retention_days: 30, oldest_at: '2026-11-01T10:00:01.000000Z' },
      ]);
    });

    it('pages oldest first with ascending', async () => {
      const page = await searchLogSources(db.knex, [calls, messages], { ...base, ascending: true, limit: 4 });
      expect(page.hits.map((h) => h.id.slice(-2))).toEqual(['01', '11', '02', '03']);
      const next = await searchLogSources(db.knex, [calls, messages], {
        ...base,
        ascending: true,
        limit: 4,
        position: { occurredAt: page.hits[3].occurred_at, source: page.hits[3].source, id: page.hits[3].id },
      });
      expect(next.hits.map((h) => h.id.slice(-2))).toEqual(['12', '13']);
    });

    it('matches exact keys; a source without a key is not applicable, unless the row is one of the related requests', async () => {
      const byWamid = await searchLogSources(db.knex, [calls, messages], { ...base, keys: { wamid: 'wamid.HBgAAA' } });
      expect(byWamid.hits.map((h) => h.id.slice(-2))).toEqual(['12', '11']);
      expect(byWamid.sources.map((s) => s.status)).toEqual(['not_applicable', 'searched']);
      const story = await searchLogSources(db.knex, [calls, messages], { ...base, keys: { wamid: 'wamid.HBgAAA' }, relatedRequestIds: ['req-aaaaaaaa'] });
      expect(story.hits.map((h) => `${h.source}:${h.id.slice(-2)}`)).toEqual(['message_event:12', 'message_event:11', 'external_api_log:01']);
    });

    it('searches text by word and by substring, keeps problems only, and bounds the period', async () => {
      const word = await searchLogSources(db.knex, [calls, messages], { ...base, text: 'media' });
      expect(word.hits.map((h) => h.id.slice(-2))).toEqual(['03']);
      const substring = await searchLogSources(db.knex, [calls, messages], { ...base, text: 'HBgB' });
      expect(substring.hits.map((h) => h.id.slice(-2))).toEqual(['13']);
      const literal = await searchLogSources(db.knex, [calls, messages], { ...base, text: '%_%' });
      expect(literal.hits).toEqual([]);
      // Every term must appear; a leading - excludes; a "quoted phrase" is one term.
      const terms = await searchLogSources(db.knex, [calls, messages], { ...base, text: 'MESSAGES -500' });
      expect(terms.hits.map((h) => h.id.slice(-2))).toEqual(['01']);
      const phrase = await searchLogSources(db.knex, [calls, messages], { ...base, text: '"111/messages 500"' });
      expect(phrase.hits.map((h) => h.id.slice(-2))).toEqual(['02']);
      // A term too short for trigrams is a whole word: "se" is not "sent".
      const short = await searchLogSources(db.knex, [calls, messages], { ...base, text: 'se' });
      expect(short.hits).toEqual([]);
      const shortWord = await searchLogSources(db.knex, [calls, messages], { ...base, text: 'wamid.HBgBBB -x' });
      expect(shortWord.hits.map((h) => h.id.slice(-2))).toEqual(['13']);
      const problems = await searchLogSources(db.knex, [calls, messages], { ...base, problemsOnly: true });
      expect(problems.hits.map((h) => h.id.slice(-2))).toEqual(['13', '02']);
      const window = await searchLogSources(db.knex, [calls, messages], {
        ...base,
        since: new Date('2026-11-01T10:00:01Z'),
        until: new Date('2026-11-01T10:00:02Z'),
      });
      expect(window.hits.map((h) => h.id.slice(-2))).toEqual(['11']);
    });

    it('reports a failing source as failed and still answers from the others', async () => {
      const broken: LogSource = { ...calls, from: 'no_such_table' };
      const res = await searchLogSources(db.knex, [broken, messages], { ...base, keys: {}, limit: 1 });
      expect(res.sources.map((s) => `${s.source}:${s.status}`)).toEqual(['external_api_log:failed', 'message_event:searched']);
      expect(res.hits.map((h) => h.id.slice(-2))).toEqual(['13']);
      expect(res.errors.map((e) => e.source)).toEqual(['external_api_log']);
    });
  });
}
