import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDS, seedBasic, startReceiver, startSim, type TestSim } from './helpers';

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
const DAY = 24 * 3_600_000;

describe('simulated calls: webhooks, artifacts and their expiry', () => {
  let t: TestSim;
  let rx: Receiver;
  beforeAll(async () => {
    t = await startSim();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    rx = await startReceiver();
    await t.control('POST', '/reset');
    await seedBasic(t);
    await t.control('PUT', '/webhook', { url: rx.url, verify_token: 'vt' });
    await t.control('POST', '/fixtures', { tokens: [{ value: 'stranger', ids: [IDS.partner] }] });
  });
  afterEach(async () => rx.close());

  it('a business-initiated call sends connect, RINGING, ACCEPTED and terminate (duration, recording and transcription enabled)', async () => {
    const r = await t.control('POST', '/calls', { phone_number_id: IDS.phone, from: '15550001111', direction: 'BUSINESS_INITIATED', duration: 9 });
    expect(r.status).toBe(201);
    const hooks = await rx.waitFor(4);
    const values = hooks.map((h) => JSON.parse(h.raw.toString()).entry[0].changes[0]);
    expect(values.every((c) => c.field === 'calls')).toBe(true);
    expect(values[0].value.calls[0]).toMatchObject({ id: r.body.call.id, event: 'connect', direction: 'BUSINESS_INITIATED', to: '15550001111' });
    expect(values.slice(1, 3).map((c) => c.value.statuses[0].status)).toEqual(['RINGING', 'ACCEPTED']);
    expect(values[3].value.calls[0]).toMatchObject({
      event: 'terminate',
      status: 'COMPLETED',
      duration: 9,
      recording: { status: 'ENABLED' },
      transcription: { status: 'ENABLED' },
    });
  });

  it('artifacts: a real WAV and a transcript to a token reaching the number, unknown object to others, 404 after retention on the simulator clock', async () => {
    const r = await t.control('POST', '/calls', { phone_number_id: IDS.phone, from: '15550001111', duration: 3 });
    const id = encodeURIComponent(r.body.call.id);
    const wav = await fetch(`${t.url}/v24.0/${id}/recording`, { headers: { authorization: 'Bearer tok' } });
    expect(wav.status).toBe(200);
    expect(wav.headers.get('content-type')).toBe('audio/wav');
    const bytes = Buffer.from(await wav.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.readUInt16LE(22)).toBe(1); // mono
    expect(bytes.readUInt32LE(40)).toBe(3 * 8000 * 2);
    expect(bytes.readInt16LE(46)).not.toBe(0); // a tone, not silence
    const tr = await t.graph('GET', `/v24.0/${id}/transcription`, { token: 'tok' });
    expect(tr.body).toMatchObject({ call_id: r.body.call.id, language: 'en' });
    expect(tr.body.segments.length).toBeGreaterThanOrEqual(2);
    const stranger = await t.graph('GET', `/v24.0/${id}/recording`, { token: 'stranger' });
    expect(stranger.status).toBe(400);
    expect(stranger.body.error).toMatchObject({ code: 100, error_subcode: 33 });

    await t.control('PUT', '/clock', { advance_ms: 7 * DAY });
    expect((await t.graph('GET', `/v24.0/${id}/recording`, { token: 'tok' })).status).toBe(404);
    expect((await t.graph('GET', `/v24.0/${id}/transcription`, { token: 'tok' })).status).toBe(200);
    await t.control('PUT', '/clock', { advance_ms: 23 * DAY });
    expect((await t.graph('GET', `/v24.0/${id}/transcription`, { token: 'tok' })).status).toBe(404);
  });

  it('a failed call and a call without recording keep nothing (404), and the control list shows sizes, not bytes', async () => {
    const failed = await t.control('POST', '/calls', { phone_number_id: IDS.phone, from: '15550001111', status: 'FAILED' });
    expect((await t.graph('GET', `/${encodeURIComponent(failed.body.call.id)}/recording`, { token: 'tok' })).status).toBe(404);
    const quiet = await t.control('POST', '/calls', { phone_number_id: IDS.phone, from: '15550001111', recording: false });
    expect((await t.graph('GET', `/${encodeURIComponent(quiet.body.call.id)}/recording`, { token: 'tok' })).status).toBe(404);
    expect((await t.graph('GET', `/${encodeURIComponent(quiet.body.call.id)}/transcription`, { token: 'tok' })).status).toBe(200);
    const list = await t.control('GET', '/calls');
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data[1]).toMatchObject({ recording_bytes: null });
    expect(list.body.data[1].recording).toBeUndefined();
    expect((await t.control('POST', '/calls', { phone_number_id: '1', from: 'x' })).status).toBe(404);
    expect((await t.control('POST', '/calls', { phone_number_id: IDS.phone })).status).toBe(400);
  });
});
