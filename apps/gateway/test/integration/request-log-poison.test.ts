/**
 * One bad request must never stop the request log (issue 13 #1): its entry is stored sanitised, a
 * row the database still refuses is set aside alone, and the process log stays small (no batch
 * contents, no other tenants' data).
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, type Logger } from '@platform/logger';
import { ApiLogWriter, storableText } from '../../src/logs/api-log.writer';
import type { ApiLogEntry } from '../../src/logs/api-log';
import { call, startTestGateway, type TestGateway } from '../support';

/** A logger whose output is only counted (and kept, to search it). */
function countingLogger(): { logger: Logger; bytes: () => number; text: () => string } {
  const chunks: string[] = [];
  let n = 0;
  const sink = new Writable({
    write(chunk, _enc, cb) {
      n += chunk.length;
      chunks.push(String(chunk));
      cb();
    },
  });
  return { logger: createLogger({ name: 'gateway', level: 'info', destination: sink }), bytes: () => n, text: () => chunks.join('') };
}

let gw: TestGateway;
const log = countingLogger();

beforeAll(async () => {
  gw = await startTestGateway({ API_LOG_FLUSH_MS: '50' }, { logger: log.logger });
});
afterAll(async () => {
  await gw.stop();
  await gw.cleanup();
});

function entry(projectId: string | null, over: Partial<ApiLogEntry> = {}): ApiLogEntry {
  return {
    id: randomUUID(),
    project_id: projectId,
    endpoint: '/platform/v1/customers',
    http_method: 'GET',
    response_status: 200,
    response_time_ms: 1,
    created_at: new Date(),
    ip_address: '127.0.0.1',
    error_message: null,
    api_key_id: null,
    api_key_name: null,
    api_key_scopes: null,
    user_id: null,
    ...over,
  };
}

describe('request log against poison input', () => {
  it('after the NUL-echoing 400 of one project, another project is logged within the flush interval and the process log grows < 10 KB', async () => {
    const a = await gw.projects.createProject('Poisoner', 'pro');
    const b = await gw.projects.createProject('Bystander', 'pro');
    const before = log.bytes();
    for (let i = 0; i < 20; i++) {
      const r = await call(gw.baseUrl, a.secret, 'GET', `/customers/${randomUUID()}/setup_links?status=%00`);
      expect(r.status).toBeLessThan(500);
      expect(typeof r.body.error).toBe('string');
    }
    const mark = await call(gw.baseUrl, b.secret, 'GET', '/api_logs');
    expect(mark.status).toBe(200);
    const deadline = Date.now() + 50 * 10; // a few flush intervals
    let rowsB: unknown[] = [];
    while (Date.now() < deadline) {
      rowsB = await gw.db.knex('api_logs').where({ project_id: b.project.id });
      if (rowsB.length === 1) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(rowsB).toHaveLength(1);
    const rowsA = await gw.db.knex('api_logs').where({ project_id: a.project.id });
    expect(rowsA).toHaveLength(20);
    for (const r of rowsA) expect(JSON.stringify(r)).not.toContain('\\u0000');
    expect(log.bytes() - before).toBeLessThan(10_000);
    expect(gw.logWriter!.rejected).toBe(0);
  });

  it('a batch the database refuses for one row writes every other row and sets only that row aside, logged once without the others', async () => {
    const writer = new ApiLogWriter(gw.db, log.logger, { flushMs: 60_000, batchSize: 100 });
    const projectId = randomUUID();
    const good = Array.from({ length: 40 }, (_, i) => entry(projectId, { endpoint: `/platform/v1/secret-endpoint-${i}` }));
    // A project id that is not a UUID: Postgres refuses the whole statement (22P02).
    const bad = entry('not-a-uuid');
    const before = log.bytes();
    for (const [i, e] of good.entries()) {
      if (i === 17) writer.append(bad);
      writer.append(e);
    }
    await writer.flush();
    expect(writer.pending).toBe(0);
    expect(writer.rejected).toBe(1);
    expect(await gw.db.knex('api_logs').where({ project_id: projectId }).count({ n: '*' })).toEqual([{ n: '40' }]);
    const written = log.text().slice(before);
    expect(written.match(/set aside/g)).toHaveLength(1);
    expect(written).toContain(bad.id);
    expect(written).not.toContain('secret-endpoint');
    expect(log.bytes() - before).toBeLessThan(2_000);
    await writer.close();
  });

  it('keeps entries through a database outage, bounded by maxBuffered (oldest dropped and counted)', async () => {
    const down = { ...gw.db, query: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })) };
    const writer = new ApiLogWriter(down as typeof gw.db, log.logger, { flushMs: 60_000, batchSize: 5, maxBuffered: 10 });
    for (let i = 0; i < 14; i++) writer.append(entry(randomUUID()));
    await writer.flush();
    expect(writer.pending).toBe(10);
    expect(writer.dropped).toBe(4);
    expect(writer.rejected).toBe(0);
  });
});

describe('storableText', () => {
  it('removes NUL, control characters and lone surrogates, keeps pairs, and bounds the length without splitting a pair', () => {
    expect(storableText('a\u0000b\u0007c', 100)).toBe('a\ufffdb\ufffdc');
    expect(storableText('x\ud800y\udc00z', 100)).toBe('x\ufffdy\ufffdz');
    expect(storableText('ok 😀', 100)).toBe('ok 😀');
    expect(storableText('ab😀', 3)).toBe('ab');
    expect(storableText('tab\tnew\nline', 100)).toBe('tab\tnew\nline');
  });
});
