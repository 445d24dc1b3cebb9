/**
 * Inbound media kept in the platform's storage (issue 37 item 3, decision 0251), on both backends:
 * the filesystem and S3 (an S3-compatible server started here). Risks removed: media lost when the
 * upstream's copy expires, the same content stored twice, retention that deletes nothing (or bytes
 * still referenced), and a failing fetch that is never retried or that holds up other messages.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { testInfra, uniqueName, waitFor } from '@platform/testing';
import knex, { type Knex } from 'knex';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSeededNumber, seedAccount, startService, startSim, type ServiceUnderTest, type SimProcess } from './harness';

const DAY_MS = 86_400_000;

interface Backend {
  name: string;
  env: Record<string, string>;
  /** Whether the storage holds the content `sha256`. */
  has(sha256: string): Promise<boolean>;
  stop(): Promise<void>;
}

async function filesystemBackend(): Promise<Backend> {
  const dir = mkdtempSync(join(tmpdir(), 'mp-media-fs-'));
  return {
    name: 'filesystem',
    env: { MEDIA_STORAGE: 'filesystem', MEDIA_STORAGE_DIR: dir },
    has: async (sha) => existsSync(join(dir, sha.slice(0, 2), sha.slice(2, 4), sha)),
    stop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function s3Backend(): Promise<Backend> {
  const dir = mkdtempSync(join(tmpdir(), 'mp-media-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'media-test' }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  return {
    name: 's3',
    env: {
      MEDIA_STORAGE: 's3',
      MEDIA_S3_BUCKET: 'media-test',
      MEDIA_S3_REGION: 'us-east-1',
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
      MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
      MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
      MEDIA_S3_PREFIX: 'inbound/',
    },
    async has(sha) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: 'media-test', Key: `inbound/${sha.slice(0, 2)}/${sha.slice(2, 4)}/${sha}` }));
        return true;
      } catch {
        return false;
      }
    },
    async stop() {
      client.destroy();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe.each([
  ['filesystem', filesystemBackend],
  ['s3', s3Backend],
] as const)('inbound media kept in the platform storage (%s)', (_name, makeBackend) => {
  let backend: Backend;
  let sim: SimProcess;
  let mp: ServiceUnderTest;
  let db: Knex;
  let pn: string;
  let offsetMs = 0;
  const project = randomUUID();
  const shared = { schema: uniqueName('mp'), prefix: uniqueName('mp'), namespace: uniqueName('mp').replace(/_/g, '') };

  beforeAll(async () => {
    backend = await makeBackend();
    sim = await startSim();
    mp = await startService(sim, {
      shared,
      clock: { now: () => new Date(Date.now() + offsetMs) },
      env: { ...backend.env, MEDIA_FETCH_POLL_MS: '50', MEDIA_FETCH_RETRY_SCHEDULE: '200,200', MEDIA_RETENTION_SWEEP_INTERVAL_MS: '86400000' },
    });
    const acct = await seedAccount(sim);
    pn = acct.numbers[0].id;
    await connectSeededNumber(mp, project, acct);
    await sim.control('PUT', '/webhook', { url: `${mp.httpUrl}/upstream/webhooks` });
    db = knex({ client: 'pg', connection: testInfra().databaseUrl, searchPath: [shared.schema] });
  }, 60_000);
  afterAll(async () => {
    await db?.destroy();
    await mp?.stop();
    await sim?.stop();
    await backend?.stop();
    const k = knex({ client: 'pg', connection: testInfra().databaseUrl });
    await k.raw(`DROP SCHEMA IF EXISTS "${shared.schema}" CASCADE`).finally(() => k.destroy());
  });

  /** A media message the number receives through the simulator's webhook; answers its media id. */
  async function receive(type: 'image' | 'document' | 'sticker', bytes: Buffer, id: string, mime: string): Promise<string> {
    const t = await sim.control<{
      delivery: { status: number };
      payload: { entry: Array<{ changes: Array<{ value: { messages: Array<Record<string, { id: string }>> } }> }> };
    }>('POST', '/webhooks/trigger', {
      kind: 'inbound_message',
      phone_number_id: pn,
      from: '15550007777',
      message: { type, [type]: { id, mime_type: mime, content_base64: bytes.toString('base64') } },
    });
    expect(t.delivery.status).toBe(200);
    return t.payload.entry[0].changes[0].value.messages[0][type].id;
  }
  const row = async (mediaId: string) =>
    (await db('stored_media').where({ project_id: project, media_id: mediaId }).first()) as
      { status: string; sha256: string | null; size: string | null; mime_type: string | null; attempt_count: number; last_error: string | null } | undefined;
  const untilStatus = (mediaId: string, status: string) => waitFor(async () => (await row(mediaId))?.status === status, { timeoutMs: 15_000, intervalMs: 50 });
  const download = (mediaId: string) => fetch(`${mp.httpUrl}/proxy/v24.0/${mediaId}/download`, { headers: { 'x-project-id': project } });
  const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
  const newId = () => String(700_000_000_000_000 + Math.floor(Math.random() * 99_999_999_999));

  const imageBytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from(`same image ${randomUUID()}`)]);
  let first: string;
  let second: string;

  it('stores an image two messages carry once, under its SHA-256, a row per media id', async () => {
    first = await receive('image', imageBytes, newId(), 'image/jpeg');
    second = await receive('image', imageBytes, newId(), 'image/jpeg');
    await untilStatus(first, 'stored');
    await untilStatus(second, 'stored');
    const hash = sha(imageBytes);
    expect(await row(first)).toMatchObject({ status: 'stored', sha256: hash, size: String(imageBytes.length), mime_type: 'image/jpeg', attempt_count: 1 });
    expect(await row(second)).toMatchObject({ status: 'stored', sha256: hash });
    expect(await db('media_objects').where({ sha256: hash }).count<{ count: string }[]>('* as count')).toEqual([{ count: '1' }]);
    expect(await backend.has(hash)).toBe(true);
    // The fetch's upstream calls are the project's (external API log, decision 0250).
    await waitFor(async () => (await db('external_api_logs').where({ project_id: project }).where('path', 'like', `%${first}%`)).length > 0, {
      timeoutMs: 5_000,
    });
    const logged = await db('external_api_logs').where({ project_id: project }).where('path', 'like', `%${first}%`).select('method', 'path', 'status');
    expect(logged).toEqual([{ method: 'GET', path: first, status: 200 }]);
  });

  it('the download link serves the stored copy after the upstream forgot the media', async () => {
    expect(await sim.control('DELETE', `/media/${first}`)).toEqual({ deleted: true });
    const before = (await sim.control<{ data: unknown[] }>('GET', `/requests?path=${encodeURIComponent(`/v24.0/${first}`)}`)).data.length;
    const res = await download(first);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-length')).toBe(String(imageBytes.length));
    expect(Buffer.from(await res.arrayBuffer()).equals(imageBytes)).toBe(true);
    // Served from the platform's storage: the upstream was not asked.
    expect((await sim.control<{ data: unknown[] }>('GET', `/requests?path=${encodeURIComponent(`/v24.0/${first}`)}`)).data.length).toBe(before);
    // The media object is answered from the stored copy, with a fresh signed link.
    const meta = await fetch(`${mp.httpUrl}/proxy/v24.0/${first}`, { headers: { 'x-project-id': project, 'x-svc-proxy-base': 'https://api.example.test/up' } });
    expect(meta.status).toBe(200);
    const body = (await meta.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ messaging_product: 'whatsapp', id: first, mime_type: 'image/jpeg', sha256: sha(imageBytes), file_size: imageBytes.length });
    expect(String(body.url)).toMatch(
      new RegExp(`^https://api\\.example\\.test/up/v24\\.0/${first}/download\\?project_id=${project}&expires=\\d+&signature=[A-Za-z0-9_-]{43}$`),
    );
    // Narrowed to the numbers of an inbox embed's scope (decision 0017): another number's media is unknown.
    const narrowed = (numbers: string) =>
      fetch(`${mp.httpUrl}/proxy/v24.0/${first}/download`, { headers: { 'x-project-id': project, 'x-svc-phone-number-ids': numbers } });
    expect((await narrowed(`999,${pn}`)).status).toBe(200);
    expect((await narrowed('*')).status).toBe(200);
    // Only media: a number's id under the header is unknown.
    expect((await fetch(`${mp.httpUrl}/proxy/v24.0/${pn}/download`, { headers: { 'x-project-id': project, 'x-svc-phone-number-ids': '*' } })).status).toBe(404);
    const outside = await narrowed('999');
    expect(outside.status).toBe(404);
    expect(await outside.json()).toEqual(
      await (await fetch(`${mp.httpUrl}/proxy/v24.0/${randomUUID()}/download`, { headers: { 'x-project-id': project } })).json(),
    );
    // Another project's request for the id answers like an unknown id.
    expect((await fetch(`${mp.httpUrl}/proxy/v24.0/${first}/download`, { headers: { 'x-project-id': randomUUID() } })).status).toBe(404);
    expect((await fetch(`${mp.httpUrl}/proxy/v24.0/${first}`, { headers: { 'x-project-id': randomUUID() } })).status).toBe(404);
    // The gateway's member media read (decision 0024): the version-less path, media ids only.
    const mediaOnly = (id: string) => fetch(`${mp.httpUrl}/proxy/${id}/download`, { headers: { 'x-project-id': project, 'x-svc-media-only': 'true' } });
    const served = await mediaOnly(first);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(imageBytes)).toBe(true);
    const number = await mediaOnly(pn);
    expect(number.status).toBe(404);
    expect(await number.json()).toEqual({ error: expect.stringMatching(/^Not found/) });
  });

  it('the stored copy answers one byte range with 206 (a player seeking), an unsatisfiable one with 416, anything else whole', async () => {
    const ranged = (range: string, method = 'GET') =>
      fetch(`${mp.httpUrl}/proxy/v24.0/${first}/download`, { method, headers: { 'x-project-id': project, range } });
    const size = imageBytes.length;
    const whole = await download(first);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    await whole.arrayBuffer();
    for (const [range, start, end] of [
      ['bytes=0-9', 0, 9],
      ['bytes=5-', 5, size - 1],
      ['bytes=-4', size - 4, size - 1],
      [`bytes=3-${size + 100}`, 3, size - 1],
      // Overlapping ranges combine into one.
      ['bytes=0-3,2-6', 0, 6],
    ] as const) {
      const r = await ranged(range);
      expect(r.status, range).toBe(206);
      expect(r.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${size}`);
      expect(r.headers.get('content-length'), range).toBe(String(end - start + 1));
      expect(Buffer.from(await r.arrayBuffer()).equals(imageBytes.subarray(start, end + 1)), range).toBe(true);
    }
    const beyond = await ranged(`bytes=${size}-`);
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
    expect(await beyond.json()).toEqual({ error: `Range not satisfiable: the media is ${size} bytes` });
    // Malformed, another unit, or two separate ranges: the whole object (RFC 9110 lets a server ignore Range).
    for (const range of ['bytes=abc', 'items=0-1', 'bytes=0-1,5-6']) {
      const r = await ranged(range);
      expect(r.status, range).toBe(200);
      expect(r.headers.get('content-range'), range).toBeNull();
      expect(Buffer.from(await r.arrayBuffer()).equals(imageBytes), range).toBe(true);
    }
    // HEAD is never ranged.
    const head = await ranged('bytes=0-9', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(size));
  });

  it('a failing fetch is retried on its schedule and holds up no later message; one that keeps failing is recorded', async () => {
    const flaky = newId();
    const broken = newId();
    await sim.control('POST', '/faults', { kind: 'http_error', status: 500, match: { method: 'GET', path: `/${flaky}` }, times: 2 });
    await sim.control('POST', '/faults', { kind: 'http_error', status: 503, match: { method: 'GET', path: `/${broken}` } });
    const flakyBytes = Buffer.from(`%PDF-1.4 flaky ${randomUUID()}`);
    await receive('document', flakyBytes, flaky, 'application/pdf');
    await receive('document', Buffer.from(`%PDF-1.4 broken ${randomUUID()}`), broken, 'application/pdf');
    const later = await receive('sticker', Buffer.from(`RIFF later ${randomUUID()}`), newId(), 'image/webp');
    await untilStatus(later, 'stored');
    expect((await row(later))!.attempt_count).toBe(1);
    await untilStatus(flaky, 'stored');
    expect(await row(flaky)).toMatchObject({ status: 'stored', sha256: sha(flakyBytes), attempt_count: 3 });
    await untilStatus(broken, 'failed');
    expect(await row(broken)).toMatchObject({ status: 'failed', sha256: null, attempt_count: 3, last_error: 'the upstream answered 503 for the media object' });
    await sim.control('DELETE', '/faults');
  });

  it('a fetch the upstream is slow to answer holds up no message received after it', async () => {
    const slow = newId();
    await sim.control('POST', '/faults', { kind: 'latency', latencyMs: 4_000, match: { method: 'GET', path: `/${slow}` }, times: 1 });
    await receive('document', Buffer.from(`%PDF-1.4 slow ${randomUUID()}`), slow, 'application/pdf');
    await waitFor(async () => (await row(slow))?.attempt_count === 0 && (await row(slow))?.status === 'pending', { timeoutMs: 2_000, intervalMs: 20 });
    await new Promise((r) => setTimeout(r, 200)); // the slow fetch is claimed and waiting
    const began = Date.now();
    const next = await receive('image', Buffer.from(`\xff\xd8 next ${randomUUID()}`), newId(), 'image/jpeg');
    await untilStatus(next, 'stored');
    expect(Date.now() - began).toBeLessThan(3_000);
    expect((await row(slow))!.status).toBe('pending');
    await untilStatus(slow, 'stored');
    await sim.control('DELETE', '/faults');
  });

  it('retention deletes rows past MEDIA_RETENTION_DAYS and the contents no row references, keeping referenced ones', async () => {
    const other = Buffer.from(`\x89PNG other ${randomUUID()}`);
    const lone = await receive('image', other, newId(), 'image/png');
    await untilStatus(lone, 'stored');
    expect(await backend.has(sha(other))).toBe(true);
    // A year and a day later, the same image arrives again in a new message.
    offsetMs = 366 * DAY_MS;
    const again = await receive('image', imageBytes, newId(), 'image/jpeg');
    await untilStatus(again, 'stored');
    offsetMs += 2 * 3_600_000;
    const swept = await mp.svc.storedMedia!.sweep();
    expect(swept.rows).toBe(8); // first, second, flaky, broken, later, slow, next, lone
    expect(await row(first)).toBeUndefined();
    expect(await row(lone)).toBeUndefined();
    expect(await row(again)).toMatchObject({ status: 'stored', sha256: sha(imageBytes) });
    expect(await backend.has(sha(other))).toBe(false);
    expect(await backend.has(sha(imageBytes))).toBe(true);
    expect((await db('media_objects').select('sha256')).map((r: { sha256: string }) => r.sha256)).toEqual([sha(imageBytes)]);
    expect((await download(again)).status).toBe(200);
    // The number of rows and contents past retention is now zero: a second sweep deletes nothing.
    expect(await mp.svc.storedMedia!.sweep()).toEqual({ rows: 0, objects: 0 });
  });
});
