import { randomUUID } from 'node:crypto';
import { createBus } from '@platform/bus';
import { manualClock } from '@platform/runtime';
import { testInfra, waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSeededNumber, failure, httpOf, seedAccount, startService, startSim, type ServiceUnderTest, type SimProcess } from './harness';

let sim: SimProcess;
let mp: ServiceUnderTest;
const clock = manualClock(Date.now());
const project = randomUUID();
const other = randomUUID();
let pn: string;
let foreignPn: string;
let token: string;
const DAY = 24 * 3_600_000;
const MiB = 1024 * 1024;

beforeAll(async () => {
  sim = await startSim();
  mp = await startService(sim, { clock, env: { UPSTREAM_WEBHOOK_VERIFY_TOKEN: 'calls-verify' } });
  await sim.control('PUT', '/webhook', { url: `${mp.httpUrl}/upstream/webhooks`, verify_token: 'calls-verify' });
  const acct = await seedAccount(sim, { numbers: [{}, {}] });
  token = acct.token;
  pn = (await connectSeededNumber(mp, project, acct, { index: 0 })).phone_number_id!;
  foreignPn = (await connectSeededNumber(mp, other, acct, { index: 1 })).phone_number_id!;
}, 60_000);
afterAll(async () => {
  await mp?.stop();
  await sim?.stop();
});

type Placed = { call: { id: string; recording_bytes: number | null; transcription_bytes: number | null }; deliveries: Array<{ state: string }> };
async function place(body: Record<string, unknown>): Promise<Placed> {
  const r = await sim.control<Placed>('POST', '/calls', { phone_number_id: pn, from: '15550001111', ...body });
  expect(r.deliveries.length).toBeGreaterThan(0);
  expect(r.deliveries.every((d) => d.state === 'delivered')).toBe(true);
  return r;
}
const list = (query: string, projectId = project, number = pn) =>
  fetch(`${mp.httpUrl}/proxy/v24.0/${number}/calls${query}`, { headers: { 'x-project-id': projectId } });
const app = (path: string, projectId = project) => fetch(`${mp.httpUrl}/app/api/v1/messaging_calls/${path}`, { headers: { 'x-project-id': projectId } });
type Call = {
  id: string;
  call_id: string;
  direction: string;
  status: string;
  duration_seconds: number | null;
  artifacts: Record<string, { state: string; expires_at: string | null }>;
};
type ListBody = { data: Call[]; paging: { cursors: { before: string | null; after: string | null }; next: string | null; previous: string | null } };
async function uuidOf(callId: string, projectId = project, number = pn): Promise<string> {
  const r = (await (await list(`?call_id=${encodeURIComponent(callId)}`, projectId, number)).json()) as ListBody;
  expect(r.data).toHaveLength(1);
  return r.data[0].id;
}

describe('calls: webhooks stored per number, GET {proxy_url}/{phone_number_id}/calls', () => {
  const ids: Record<string, string> = {};

  it('connect, status and terminate webhooks fold into one call per upstream id, with direction, status and duration', async () => {
    ids.inbound = (await place({ duration: 42 })).call.id;
    ids.outbound = (await place({ direction: 'BUSINESS_INITIATED', duration: 7, recording: false })).call.id;
    ids.rejected = (await place({ direction: 'BUSINESS_INITIATED', status: 'FAILED' })).call.id;
    ids.missed = (await place({ status: 'FAILED' })).call.id;
    const r = await list('');
    expect(r.status).toBe(200);
    const body = (await r.json()) as ListBody;
    expect(body.data.map((c) => c.call_id).sort()).toEqual(Object.values(ids).sort());
    const byId = new Map(body.data.map((c) => [c.call_id, c]));
    expect(byId.get(ids.inbound)).toMatchObject({ direction: 'inbound', status: 'completed', duration_seconds: 42 });
    expect(byId.get(ids.outbound)).toMatchObject({ direction: 'outbound', status: 'completed', duration_seconds: 7 });
    expect(byId.get(ids.rejected)).toMatchObject({ direction: 'outbound', status: 'failed' });
    expect(byId.get(ids.missed)).toMatchObject({ direction: 'inbound', status: 'failed' });
  });

  it('filters: call_id exact (empty data when none), direction, status, since/until; bad filters are 400 { error }', async () => {
    const one = (await (await list(`?call_id=${encodeURIComponent(ids.outbound)}`)).json()) as ListBody;
    expect(one.data.map((c) => c.call_id)).toEqual([ids.outbound]);
    const prefix = (await (await list(`?call_id=${encodeURIComponent(ids.outbound.slice(0, -2))}`)).json()) as ListBody;
    expect(prefix.data).toEqual([]);
    const none = (await (await list('?call_id=wacid.nope')).json()) as ListBody;
    expect(none).toMatchObject({ data: [], paging: { cursors: { before: null, after: null }, next: null, previous: null } });
    const outbound = (await (await list('?direction=outbound')).json()) as ListBody;
    expect(outbound.data.map((c) => c.call_id).sort()).toEqual([ids.outbound, ids.rejected].sort());
    const failed = (await (await list('?status=failed&direction=inbound')).json()) as ListBody;
    expect(failed.data.map((c) => c.call_id)).toEqual([ids.missed]);
    const future = new Date(Date.now() + DAY).toISOString();
    expect(((await (await list(`?since=${future}`)).json()) as ListBody).data).toEqual([]);
    expect(((await (await list(`?until=${future}&since=2020-01-01`)).json()) as ListBody).data).toHaveLength(4);
    for (const bad of [
      '?direction=sideways',
      '?status=lost',
      '?since=yesterday',
      '?until=2024-13-45',
      '?limit=0',
      '?limit=101',
      '?limit=x',
      '?after=notacursor',
      '?before=a&after=b',
      '?status=failed&status=completed',
      `?since=${future}&until=2020-01-01`,
    ]) {
      const r = await list(bad);
      expect(r.status, bad).toBe(400);
      expect(Object.keys((await r.json()) as object), bad).toEqual(['error']);
    }
    // A NUL (which Postgres refuses) in any parameter never reaches the store: 400 naming the parameter, never a 500.
    for (const [bad, name] of [
      ['?call_id=%00', 'call_id'],
      [`?call_id=${encodeURIComponent(`${ids.outbound}\u0000`)}`, 'call_id'],
      ['?direction=inbound&call_id=wacid.%00x', 'call_id'],
      ['?fields=id%00', 'fields'],
      ['?since=2026-01-01%00', 'since'],
    ]) {
      const r = await list(bad);
      expect(r.status, bad).toBe(400);
      const body = (await r.json()) as { error: string };
      expect(Object.keys(body), bad).toEqual(['error']);
      expect(body.error, bad).toMatch(new RegExp(`^${name} contains a NUL byte or an unpaired surrogate`));
    }
  });

  it('since/until between two calls’ start times return exactly the calls started in the range (each bound applied on its own)', async () => {
    // A number of its own, so the calls of the other tests do not count; the simulator starts a call
    // `duration` seconds before its now: these three started about 60, 30 and 1 minutes ago.
    const acct = await seedAccount(sim, { numbers: [{}] });
    const own = (await connectSeededNumber(mp, project, acct)).phone_number_id!;
    const placeOn = async (duration: number) =>
      (await sim.control<Placed>('POST', '/calls', { phone_number_id: own, from: '15550004444', duration, recording: false, transcription: false })).call.id;
    const hourAgo = await placeOn(3_600);
    const halfHourAgo = await placeOn(1_800);
    const minuteAgo = await placeOn(60);
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    const ids = async (query: string) => ((await (await list(query, project, own)).json()) as ListBody).data.map((c) => c.call_id).sort();
    expect(await ids('')).toEqual([hourAgo, halfHourAgo, minuteAgo].sort());
    expect(await ids(`?until=${at(45)}`)).toEqual([hourAgo]);
    expect(await ids(`?until=${at(15)}`)).toEqual([hourAgo, halfHourAgo].sort());
    expect(await ids(`?since=${at(45)}`)).toEqual([halfHourAgo, minuteAgo].sort());
    expect(await ids(`?since=${at(15)}`)).toEqual([minuteAgo]);
    expect(await ids(`?since=${at(45)}&until=${at(15)}`)).toEqual([halfHourAgo]);
    expect(await ids(`?since=${at(40)}&until=${at(35)}`)).toEqual([]);
  });

  it('cursor paging like api_logs: newest first, next/previous links and Base64 cursors', async () => {
    const p1 = (await (await list('?limit=3')).json()) as ListBody;
    expect(p1.data).toHaveLength(3);
    expect(p1.paging.previous).toBeNull();
    expect(p1.paging.next).toMatch(/^\/v24\.0\/\d+\/calls\?limit=3&after=/);
    const p2 = (await (await fetch(`${mp.httpUrl}/proxy${p1.paging.next}`, { headers: { 'x-project-id': project } })).json()) as ListBody;
    expect(p2.data).toHaveLength(1);
    expect(p2.paging.next).toBeNull();
    const all = [...p1.data, ...p2.data];
    expect(new Set(all.map((c) => c.id)).size).toBe(4);
    const starts = all.map((c) => (c as unknown as { started_at: string }).started_at);
    expect([...starts].sort().reverse()).toEqual(starts);
    const back = (await (await fetch(`${mp.httpUrl}/proxy${p2.paging.previous}`, { headers: { 'x-project-id': project } })).json()) as ListBody;
    expect(back.data.map((c) => c.id)).toEqual(p1.data.map((c) => c.id));
  });

  it("another project's number answers exactly like an unknown one, and its calls never show", async () => {
    await sim.control('POST', '/calls', { phone_number_id: foreignPn, from: '15550002222' });
    const foreign = await list('', project, foreignPn);
    const unknown = await list('', project, '999999999999999');
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).toBe(await unknown.text());
    const own = (await (await list('', other, foreignPn)).json()) as ListBody;
    expect(own.data).toHaveLength(1);
    expect(((await (await list('')).json()) as ListBody).data).toHaveLength(4);
  });

  it('connect and terminate of one call arriving at once (terminate first) fold into one completed row; the usage feed still prices it', async () => {
    const callId = `wacid.race-${randomUUID()}`;
    const ts = Math.floor(Date.now() / 1000);
    const meta = { display_phone_number: '15550000000', phone_number_id: pn };
    const change = (call: Record<string, unknown>) => ({
      field: 'calls',
      phone_number_id: pn,
      value: { messaging_product: 'whatsapp', metadata: meta, calls: [call] },
    });
    const common = { id: callId, from: '15550009999', to: '15550000000', direction: 'USER_INITIATED' };
    await Promise.all([
      sim.control(
        'POST',
        '/webhooks/trigger',
        change({
          ...common,
          event: 'terminate',
          status: 'COMPLETED',
          timestamp: String(ts + 20),
          start_time: String(ts + 2),
          end_time: String(ts + 20),
          duration: 18,
          recording: { status: 'ENABLED' },
        }),
      ),
      sim.control('POST', '/webhooks/trigger', change({ ...common, event: 'connect', timestamp: String(ts) })),
    ]);
    const r = (await (await list(`?call_id=${encodeURIComponent(callId)}`)).json()) as ListBody;
    expect(r.data).toHaveLength(1);
    expect(r.data[0]).toMatchObject({ direction: 'inbound', status: 'completed', duration_seconds: 18, from: '15550009999' });
    expect((r.data[0] as unknown as { started_at: string }).started_at).toBe(new Date(ts * 1000).toISOString());
    expect(r.data[0].artifacts.recording.state).toBe('available');
    // call.priced (the usage feed) is still published from the terminate, once.
    const bus = await createBus({ url: testInfra().natsUrl, namespace: mp.config.BUS_NAMESPACE });
    const seen: string[] = [];
    try {
      await bus.consume({
        stream: 'MESSAGING_PROXY',
        durable: `calls-${randomUUID().slice(0, 8)}`,
        filterSubject: 'messaging_proxy.call.priced',
        handler: async (m) => void seen.push(Buffer.from(m.data).toString('latin1')),
      });
      await waitFor(() => seen.some((d) => d.includes(callId)));
      expect(seen.filter((d) => d.includes(callId))).toHaveLength(1);
    } finally {
      await bus.close();
    }
  });

  it('a redelivered webhook changes nothing; POST {phone_number_id}/calls still goes to the upstream', async () => {
    const before = (await (await list('')).json()) as ListBody;
    const post = await fetch(`${mp.httpUrl}/proxy/v24.0/${pn}/calls`, {
      method: 'POST',
      headers: { 'x-project-id': project, 'content-type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', to: '15550001111', action: 'connect' }),
    });
    // Forwarded (the simulator has no call actions: its Graph error comes back unchanged, not a store answer).
    expect((await post.json()) as object).toHaveProperty('error.code');
    const after = (await (await list('')).json()) as ListBody;
    expect(after.data).toEqual(before.data);
  });
});

describe('{app_url} messaging_calls: artifacts fetched on demand', () => {
  it('absent, available and expired, with expires_at estimated from the end (injected clock)', async () => {
    const placed = await place({ duration: 30 });
    const id = await uuidOf(placed.call.id);
    const r = await app(id);
    expect(r.status).toBe(200);
    const call = ((await r.json()) as { data: Call & { ended_at: string } }).data;
    const ended = new Date(call.ended_at).getTime();
    expect(call.artifacts).toEqual({
      recording: { state: 'available', expires_at: new Date(ended + 7 * DAY).toISOString() },
      transcription: { state: 'available', expires_at: new Date(ended + 30 * DAY).toISOString() },
    });
    const failed = await uuidOf((await place({ status: 'FAILED' })).call.id);
    expect(((await (await app(failed)).json()) as { data: Call }).data.artifacts).toEqual({
      recording: { state: 'absent', expires_at: null },
      transcription: { state: 'absent', expires_at: null },
    });
    expect((await app(`${failed}/artifacts/recording`)).status).toBe(404);

    const start = clock.now().getTime();
    clock.set(new Date(ended + 7 * DAY + 1000));
    try {
      const later = ((await (await app(id)).json()) as { data: Call }).data.artifacts;
      expect(later.recording.state).toBe('expired');
      expect(later.transcription.state).toBe('available');
      const gone = await app(`${id}/artifacts/recording`);
      expect(gone.status).toBe(410);
      expect(((await gone.json()) as { error: string }).error).toMatch(/expired/);
      expect((await app(`${id}/artifacts/transcription`)).status).toBe(200);
      clock.set(new Date(ended + 30 * DAY));
      expect(((await (await app(id)).json()) as { data: Call }).data.artifacts.transcription.state).toBe('expired');
    } finally {
      clock.set(new Date(start));
    }
  });

  it('the recording streams the upstream WAV bytes; the transcription is a text preview, or the original JSON with download=true', async () => {
    const placed = await place({
      duration: 12,
      transcript_segments: [
        { speaker: 'user', text: 'Hola' },
        { speaker: 'business', text: 'Hello there' },
      ],
    });
    const id = await uuidOf(placed.call.id);
    const rec = await app(`${id}/artifacts/recording`);
    expect(rec.status).toBe(200);
    expect(rec.headers.get('content-type')).toBe('audio/wav');
    const wav = Buffer.from(await rec.arrayBuffer());
    expect(wav.length).toBe(placed.call.recording_bytes);
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(wav.subarray(8, 12).toString('ascii')).toBe('WAVE');
    expect(wav.readUInt32LE(24)).toBe(8000);
    expect(wav.readUInt32LE(40)).toBe(12 * 8000 * 2);
    const preview = await app(`${id}/artifacts/transcription`);
    expect(await preview.json()).toEqual({
      data: { id, text: '[00:00] user: Hola\n[00:06] business: Hello there', language: 'en', segments_total: 2, segments_shown: 2, truncated: false },
    });
    const original = await app(`${id}/artifacts/transcription?download=true`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-disposition')).toContain('attachment');
    expect(await original.json()).toEqual({
      call_id: placed.call.id,
      language: 'en',
      segments: [
        { start_ms: 0, end_ms: 6000, speaker: 'user', text: 'Hola' },
        { start_ms: 6000, end_ms: 12000, speaker: 'business', text: 'Hello there' },
      ],
    });
    expect((await app(`${id}/artifacts/transcription?download=maybe`)).status).toBe(400);
    // Fetched from the upstream on each read (never copied): the simulator saw every artifact request, with the number's token.
    const log = await sim.control<{ data: Array<{ graph_path: string; access_token: string | null }> }>('GET', '/requests');
    const reads = log.data.filter((e) => e.graph_path === `/${encodeURIComponent(placed.call.id)}/transcription`);
    expect(reads).toHaveLength(2);
    expect(reads.every((e) => e.access_token === token)).toBe(true);
  });

  it('a recording disabled on the call is absent while its transcription is available', async () => {
    const id = await uuidOf((await place({ recording: false })).call.id);
    const call = ((await (await app(id)).json()) as { data: Call }).data;
    expect(call.artifacts.recording).toEqual({ state: 'absent', expires_at: null });
    expect(call.artifacts.transcription.state).toBe('available');
  });

  it('an artifact the upstream dropped before the estimate answers 410, not a 5xx', async () => {
    const id = await uuidOf((await place({})).call.id);
    await sim.control('PUT', '/clock', { advance_ms: 8 * DAY });
    try {
      const r = await app(`${id}/artifacts/recording`);
      expect(r.status).toBe(410);
    } finally {
      await sim.control('PUT', '/clock', { now: null });
    }
  });

  it('bounds: a recording of exactly 32 MiB streams whole, one byte more is a 422 with no audio; the JSON over 2 MiB is refused', async () => {
    const exact = await uuidOf((await place({ recording_bytes: 32 * MiB, transcription: false })).call.id);
    const ok = await app(`${exact}/artifacts/recording`);
    expect(ok.status).toBe(200);
    expect((await ok.arrayBuffer()).byteLength).toBe(32 * MiB);
    const over = await uuidOf((await place({ recording_bytes: 32 * MiB + 2, transcription: false })).call.id);
    const refused = await app(`${over}/artifacts/recording`);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: string }).error).toMatch(/over the 32\.0 MiB limit/);

    // Without a declared length (chunked): counted while read, refused past the bound, served whole under it.
    const chunkedOver = await uuidOf((await place({ recording_bytes: 32 * MiB + 2, transcription: false, chunked: true })).call.id);
    const cut = await app(`${chunkedOver}/artifacts/recording`);
    expect(cut.status).toBe(422);
    expect(cut.headers.get('content-type')).toMatch(/^application\/json/);
    const chunkedSmall = await place({ duration: 2, transcription: false, chunked: true });
    const whole = await app(`${await uuidOf(chunkedSmall.call.id)}/artifacts/recording`);
    expect(whole.status).toBe(200);
    expect((await whole.arrayBuffer()).byteLength).toBe(chunkedSmall.call.recording_bytes);

    const big = await uuidOf((await place({ recording: false, transcript_segment_count: 600, transcript_text_length: 4000 })).call.id);
    const download = await app(`${big}/artifacts/transcription?download=true`);
    expect(download.status).toBe(422);
    expect(((await download.json()) as { error: string }).error).toMatch(/2\.0 MiB/);
  });

  it('bounds: a transcription JSON of exactly 2 MiB downloads whole, one byte more is a 422; the preview of one over 2 MiB is refused too', async () => {
    // One segment whose text sets the document's size: the rest of it has a fixed length (the call id
    // always has the same length), measured on a first call.
    const sized = (text: number, chunked = false) =>
      place({ duration: 10, recording: false, transcript_segments: [{ speaker: 'user', text: 'a'.repeat(text) }], chunked });
    const probe = await sized(1);
    const fill = 2 * MiB - (probe.call.transcription_bytes! - 1);
    const exactCall = await sized(fill);
    expect(exactCall.call.transcription_bytes).toBe(2 * MiB);
    const overCall = await sized(fill + 1);
    expect(overCall.call.transcription_bytes).toBe(2 * MiB + 1);
    const exact = await uuidOf(exactCall.call.id);
    const over = await uuidOf(overCall.call.id);

    const whole = await app(`${exact}/artifacts/transcription?download=true`);
    expect(whole.status).toBe(200);
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.length).toBe(2 * MiB);
    expect((JSON.parse(bytes.toString('utf8')) as { call_id: string; segments: Array<{ text: string }> }).segments[0].text).toHaveLength(fill);
    const refused = await app(`${over}/artifacts/transcription?download=true`);
    expect(refused.status).toBe(422);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await refused.json()) as { error: string }).error).toMatch(/over the 2\.0 MiB limit/);

    // The preview reads the same JSON with the same bound: exactly 2 MiB is previewed, one byte more refused.
    const preview = await app(`${exact}/artifacts/transcription`);
    expect(preview.status).toBe(200);
    expect(((await preview.json()) as { data: { segments_total: number; truncated: boolean } }).data).toMatchObject({ segments_total: 1, truncated: true });
    const previewOver = await app(`${over}/artifacts/transcription`);
    expect(previewOver.status).toBe(422);
    expect(((await previewOver.json()) as { error: string }).error).toMatch(/over the 2\.0 MiB limit/);

    // Without a declared length (chunked): counted while read, the same bound both ways.
    const chunkedExact = await uuidOf((await sized(fill, true)).call.id);
    const chunkedOver = await uuidOf((await sized(fill + 1, true)).call.id);
    const chunkedWhole = await app(`${chunkedExact}/artifacts/transcription?download=true`);
    expect(chunkedWhole.status).toBe(200);
    expect((await chunkedWhole.arrayBuffer()).byteLength).toBe(2 * MiB);
    expect((await app(`${chunkedOver}/artifacts/transcription?download=true`)).status).toBe(422);
    expect((await app(`${chunkedOver}/artifacts/transcription`)).status).toBe(422);
  });

  it('the preview keeps at most 500 segments and 100,000 characters', async () => {
    const many = await uuidOf((await place({ recording: false, transcript_segment_count: 600 })).call.id);
    const p = (
      (await (await app(`${many}/artifacts/transcription`)).json()) as {
        data: { segments_total: number; segments_shown: number; truncated: boolean; text: string };
      }
    ).data;
    expect(p).toMatchObject({ segments_total: 600, segments_shown: 500, truncated: true });
    expect(p.text.split('\n')).toHaveLength(500);
    const long = await uuidOf((await place({ recording: false, transcript_segment_count: 400, transcript_text_length: 1000 })).call.id);
    const q = ((await (await app(`${long}/artifacts/transcription`)).json()) as { data: { segments_total: number; truncated: boolean; text: string } }).data;
    expect(q.text.length).toBe(100_000);
    expect(q.truncated).toBe(true);
    // The JSON original of the same transcript is under 2 MiB and comes back whole.
    expect((await app(`${long}/artifacts/transcription?download=true`)).status).toBe(200);
  });

  it('a foreign or unknown call id answers alike (404), on the read and on both artifacts', async () => {
    await sim.control('POST', '/calls', { phone_number_id: foreignPn, from: '15550003333' });
    const foreignCalls = (await (await list('', other, foreignPn)).json()) as ListBody;
    const foreign = foreignCalls.data[0].id;
    for (const suffix of ['', '/artifacts/recording', '/artifacts/transcription', '/artifacts/transcription?download=true']) {
      const a = await app(`${foreign}${suffix}`);
      const b = await app(`${randomUUID()}${suffix}`);
      expect(a.status, suffix).toBe(404);
      expect(await a.text(), suffix).toBe(await b.text());
      expect((await app(`${foreign}${suffix}`, other)).status, suffix).toBe(200);
    }
    expect((await app('not-a-uuid')).status).toBe(404);
    expect((await app(`${foreign}/artifacts/video`)).status).toBe(404);
  });
});

describe('ListCalls (decision 0024): the calls of a number with one counterpart, for a conversation', () => {
  it('only the counterpart’s calls (inbound and outbound, any spelling of the number), newest first, with artifact states; cursor paging', async () => {
    const who = '15557770001';
    // The simulator starts a call `duration` seconds before now: the second call placed starts later.
    const first = (await place({ from: who, duration: 100 })).call.id;
    const second = (await place({ from: who, direction: 'BUSINESS_INITIATED', duration: 1, recording: false })).call.id;
    await place({ from: '15557770002' });
    const all = await mp.call('ListCalls', { project_id: project, phone_number_id: pn, counterpart: '+1 555-777-0001' });
    expect(all.calls.map((c) => c.call_id)).toEqual([second, first]);
    expect(all.calls[0]).toMatchObject({ direction: 'outbound', status: 'completed', duration_seconds: 1, to: who, phone_number_id: pn });
    expect(all.calls[0].recording).toMatchObject({ state: 'absent' });
    expect(all.calls[1]).toMatchObject({ direction: 'inbound', from: who, duration_seconds: 100 });
    // Kept by the upstream: available or (the service clock moved on by earlier tests) expired, with its estimate.
    expect(['available', 'expired']).toContain(all.calls[1].recording!.state);
    expect(all.calls[1].recording!.expires_at).toMatch(/^\d{4}-/);
    expect(all).toMatchObject({ has_older: false, has_newer: false });
    const page1 = await mp.call('ListCalls', { project_id: project, phone_number_id: pn, counterpart: who, limit: 1 });
    expect(page1.calls.map((c) => c.call_id)).toEqual([second]);
    expect(page1.has_older).toBe(true);
    const page2 = await mp.call('ListCalls', { project_id: project, phone_number_id: pn, counterpart: who, limit: 1, after: page1.after_cursor });
    expect(page2.calls.map((c) => c.call_id)).toEqual([first]);
    expect(page2).toMatchObject({ has_older: false, has_newer: true });
    const none = await mp.call('ListCalls', { project_id: project, phone_number_id: pn, counterpart: '15556660000' });
    expect(none.calls).toEqual([]);
  });

  it('another project’s number has no calls for the caller (an empty list); bad input is INVALID_ARGUMENT', async () => {
    await sim.control('POST', '/calls', { phone_number_id: foreignPn, from: '15557770009' });
    expect((await mp.call('ListCalls', { project_id: other, phone_number_id: foreignPn, counterpart: '15557770009' })).calls).toHaveLength(1);
    expect((await mp.call('ListCalls', { project_id: project, phone_number_id: foreignPn, counterpart: '15557770009' })).calls).toEqual([]);
    for (const bad of [
      { counterpart: '' },
      { counterpart: 'abc' },
      { counterpart: '1555', limit: 101 },
      { counterpart: '1555', after: 'nope' },
      { counterpart: '1555', before: 'a', after: 'b' },
      { counterpart: '1555', phone_number_id: 'x' },
    ]) {
      const e = await failure(mp.call('ListCalls', { project_id: project, phone_number_id: pn, ...bad }));
      expect(httpOf(e), JSON.stringify(bad)).toBe(400);
    }
  });
});
