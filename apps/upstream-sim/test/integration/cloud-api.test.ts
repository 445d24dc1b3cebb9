import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDS, seedBasic, startReceiver, startSim, type TestSim } from './helpers';

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

describe('the everyday Cloud API surface of the simulator', () => {
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
    await t.control('PUT', '/webhook', { url: rx.url });
  });
  afterEach(async () => rx.close());

  const template = { name: 'welcome', language: 'en_US', category: 'MARKETING', components: [{ type: 'BODY', text: 'Hi {{1}}' }] };

  it('templates: PENDING, then the review decision with message_template_status_update; later pauses and quality moves webhook too', async () => {
    await t.control('PUT', '/templates/review', { decision: 'NONE', delay_ms: 0 });
    const created = await t.graph('POST', `/v24.0/${IDS.waba}/message_templates`, { token: 'tok', body: template });
    expect(created.body).toEqual({ id: expect.stringMatching(/^\d+$/), status: 'PENDING', category: 'MARKETING' });
    const send = (to: string) =>
      t.graph('POST', `/${IDS.phone}/messages`, {
        token: 'tok',
        body: {
          messaging_product: 'whatsapp',
          to,
          type: 'template',
          template: { name: 'welcome', language: { code: 'en_US' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'Ann' }] }] },
        },
      });
    expect((await send('15550001')).body.error.code).toBe(132001);
    await t.control('POST', `/templates/${created.body.id}/status`, { status: 'APPROVED' });
    const [hook] = await rx.waitFor(1);
    const change = JSON.parse(hook.raw.toString()).entry[0].changes[0];
    expect(change.field).toBe('message_template_status_update');
    expect(change.value).toMatchObject({ event: 'APPROVED', message_template_id: Number(created.body.id), message_template_name: 'welcome', reason: 'NONE' });
    expect((await send('15550001')).status).toBe(200);
    // 132000: the body has one placeholder; a send without its parameter is refused (nothing accepted).
    const missing = await t.graph('POST', `/${IDS.phone}/messages`, {
      token: 'tok',
      body: { messaging_product: 'whatsapp', to: '15550002', type: 'template', template: { name: 'welcome', language: { code: 'en_US' } } },
    });
    expect(missing.body.error).toMatchObject({ code: 132000, error_data: { details: expect.stringContaining('body') } });
    await t.control('POST', `/templates/${created.body.id}/status`, { status: 'PAUSED', quality_score: 'RED' });
    // The accepted send's status webhooks (`messages`) interleave; only the template fields are compared.
    const templateFields = async () => {
      for (let i = 0; i < 50; i++) {
        const fields = rx.received.map((h) => JSON.parse(h.raw.toString()).entry[0].changes[0].field as string).filter((f) => f.startsWith('message_template'));
        if (fields.length >= 3) return fields.sort();
        await new Promise((r) => setTimeout(r, 20));
      }
      return [];
    };
    expect(await templateFields()).toEqual(['message_template_quality_update', 'message_template_status_update', 'message_template_status_update']);
    const list = await t.graph('GET', `/${IDS.waba}/message_templates?fields=name,status,quality_score&status=PAUSED`, { token: 'tok' });
    expect(list.body.data).toEqual([{ name: 'welcome', status: 'PAUSED', quality_score: { score: 'RED', date: expect.any(Number) }, id: created.body.id }]);
    const bad = await t.graph('POST', `/${IDS.waba}/message_templates`, { token: 'tok', body: { ...template, name: 'x', category: 'SERVICE' } });
    expect(bad.body.error.code).toBe(100);
  });

  it('media URLs need the token and expire after 5 minutes of the simulator clock', async () => {
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('type', 'image/jpeg');
    form.set('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' }), 'a.jpg');
    const up = await fetch(`${t.url}/v24.0/${IDS.phone}/media`, { method: 'POST', headers: { authorization: 'Bearer tok' }, body: form });
    const { id } = (await up.json()) as { id: string };
    const meta = await t.graph('GET', `/v24.0/${id}`, { token: 'tok' });
    expect(meta.body).toMatchObject({ messaging_product: 'whatsapp', mime_type: 'image/jpeg', file_size: 7, id });
    expect((await fetch(meta.body.url)).status).toBe(401);
    const ok = await fetch(meta.body.url, { headers: { authorization: 'Bearer tok' } });
    expect(Buffer.from(await ok.arrayBuffer())).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    await t.control('PUT', '/clock', { advance_ms: 5 * 60_000 + 1_000 });
    expect((await fetch(meta.body.url, { headers: { authorization: 'Bearer tok' } })).status).toBe(404);
    expect((await t.graph('GET', `/v24.0/${id}?phone_number_id=999`, { token: 'tok' })).body.error.error_subcode).toBe(33);
    const big = new FormData();
    big.set('messaging_product', 'whatsapp');
    big.set('file', new Blob([new Uint8Array(600 * 1024)], { type: 'image/webp' }), 's.webp');
    const tooBig = await fetch(`${t.url}/${IDS.phone}/media`, { method: 'POST', headers: { authorization: 'Bearer tok' }, body: big });
    expect(((await tooBig.json()) as { error: { code: number } }).error.code).toBe(131053);
  });

  it('an inbound media takes the trigger bytes (kept out of the payload) and is forgotten on request', async () => {
    const bytes = Buffer.from('%PDF-1.4 inbound');
    const trig = await t.control('POST', '/webhooks/trigger', {
      kind: 'inbound_message',
      phone_number_id: IDS.phone,
      from: '15550009',
      message: { type: 'document', document: { id: '812345678901234', mime_type: 'application/pdf', content_base64: bytes.toString('base64') } },
    });
    const doc = trig.body.payload.entry[0].changes[0].value.messages[0].document;
    // sha256 of '%PDF-1.4 inbound', computed by hand (sha256sum).
    expect(doc).toEqual({ id: '812345678901234', mime_type: 'application/pdf', sha256: '88340c14bbe9931313a18d9bb416570555a04589ed64b17fb7f07d5b92c01109' });
    const meta = await t.graph('GET', '/v24.0/812345678901234', { token: 'tok' });
    expect(meta.body).toMatchObject({ mime_type: 'application/pdf', file_size: bytes.length });
    const dl = await fetch(meta.body.url, { headers: { authorization: 'Bearer tok' } });
    expect(Buffer.from(await dl.arrayBuffer()).toString()).toBe('%PDF-1.4 inbound');
    expect((await t.control('DELETE', '/media/812345678901234')).body).toEqual({ deleted: true });
    expect((await t.graph('GET', '/v24.0/812345678901234', { token: 'tok' })).status).toBe(400);
    expect((await fetch(meta.body.url, { headers: { authorization: 'Bearer tok' } })).status).toBe(404);
  });

  it('call permission requests are limited (1 per 24 h) and a reply grants a 7-day permission', async () => {
    const ask = () =>
      t.graph('POST', `/${IDS.phone}/messages`, {
        token: 'tok',
        body: {
          messaging_product: 'whatsapp',
          to: '15550002',
          type: 'interactive',
          interactive: { type: 'call_permission_request', action: { name: 'call_permission_request' }, body: { text: 'May we call?' } },
        },
      });
    await t.control('POST', '/webhooks/trigger', { kind: 'inbound_message', phone_number_id: IDS.phone, from: '15550002', text: 'hi' });
    expect((await ask()).status).toBe(200);
    expect((await ask()).body.error.code).toBe(138006);
    const before = await t.graph('GET', `/${IDS.phone}/call_permissions?user_wa_id=15550002`, { token: 'tok' });
    expect(before.body.permission).toEqual({ status: 'no_permission' });
    expect(before.body.actions[0]).toMatchObject({ action_name: 'send_call_permission_request', can_perform_action: false });
    await t.control('POST', '/webhooks/trigger', {
      kind: 'inbound_message',
      phone_number_id: IDS.phone,
      from: '15550002',
      message: {
        type: 'interactive',
        interactive: { type: 'call_permission_reply', call_permission_reply: { response: 'accept', response_source: 'user_action' } },
      },
    });
    const after = await t.graph('GET', `/${IDS.phone}/call_permissions?user_wa_id=15550002`, { token: 'tok' });
    expect(after.body.permission).toMatchObject({ status: 'temporary', expiration_time: expect.any(Number) });
    expect(after.body.actions[1]).toMatchObject({ action_name: 'start_call', can_perform_action: true });
  });
});
