import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP, IDS, seedBasic, startReceiver, startSim, textTo, type TestSim } from './helpers';

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** What a receiver does: HMAC-SHA256 of the raw body with the app secret, constant-time compare. */
function signatureValid(secret: string, raw: Buffer, header: unknown): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`);
  const given = Buffer.from(String(header ?? ''));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

describe('outbound webhooks', () => {
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
    await t.control('PUT', '/webhook', { url: rx.url, verify_token: 'vt-123' });
  });
  afterEach(async () => rx.close());

  it('its webhook signatures verify over the raw body, and a tampered body fails', async () => {
    const res = await t.control('POST', '/webhooks/trigger', {
      kind: 'inbound_message',
      phone_number_id: IDS.phone,
      from: '15551112222',
      text: 'hi there',
      name: 'Ana',
    });
    expect(res.body.delivery).toMatchObject({ state: 'delivered', status: 200 });
    const [hook] = await rx.waitFor(1);
    expect(hook.raw.toString()).toBe(res.body.body);
    expect(signatureValid(APP.appSecret, hook.raw, hook.headers['x-hub-signature-256'])).toBe(true);
    expect(signatureValid('wrong-secret', hook.raw, hook.headers['x-hub-signature-256'])).toBe(false);
    const tampered = Buffer.from(hook.raw.toString().replace('hi there', 'hi thera'));
    expect(signatureValid(APP.appSecret, tampered, hook.headers['x-hub-signature-256'])).toBe(false);

    const body = JSON.parse(hook.raw.toString());
    expect(body).toMatchObject({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: IDS.waba,
          time: expect.any(Number),
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550100001', phone_number_id: IDS.phone },
                contacts: [{ profile: { name: 'Ana' }, wa_id: '15551112222' }],
                messages: [
                  { from: '15551112222', id: expect.stringMatching(/^wamid\./), timestamp: expect.any(String), type: 'text', text: { body: 'hi there' } },
                ],
              },
            },
          ],
        },
      ],
    });
  });

  it('signs with the overriding secret when one is configured', async () => {
    await t.control('PUT', '/webhook', { url: rx.url, app_secret: 'rotated' });
    await t.control('POST', '/webhooks/trigger', { kind: 'user_preferences', phone_number_id: IDS.phone, wa_id: '15551112222', value: 'stop' });
    const [hook] = await rx.waitFor(1);
    expect(signatureValid('rotated', hook.raw, hook.headers['x-hub-signature-256'])).toBe(true);
    expect(JSON.parse(hook.raw.toString()).entry[0].changes[0].value.user_preferences[0]).toMatchObject({
      wa_id: '15551112222',
      category: 'marketing_messages',
      value: 'stop',
    });
  });

  it('the handshake echoes the challenge with the right verify token, and fails otherwise', async () => {
    rx.onGet = (q) =>
      q['hub.verify_token'] === 'vt-123' && q['hub.mode'] === 'subscribe'
        ? { status: 200, body: String(q['hub.challenge']) }
        : { status: 403, body: 'forbidden' };
    const ok = await t.control('POST', '/webhook/verify');
    expect(ok.body).toMatchObject({ ok: true, status: 200 });
    expect(ok.body.body).toBe(ok.body.challenge);
    expect((await t.control('GET', '/webhook')).body.verified_at).not.toBeNull();
    // The control API never echoes the verify token (it is a shared secret), in either view.
    const shown = JSON.stringify([(await t.control('GET', '/webhook')).body, (await t.control('GET', '/state')).body]);
    expect(shown).not.toContain('vt-123');
    expect((await t.control('GET', '/webhook')).body.verify_token_set).toBe(true);

    await t.control('PUT', '/webhook', { url: rx.url, verify_token: 'wrong' });
    const bad = await t.control('POST', '/webhook/verify');
    expect(bad.body).toMatchObject({ ok: false, status: 403 });
  });

  it('retries any answer but 200 (a 204 too) with backoff until it is accepted', async () => {
    rx.respondWith = [500, 204];
    const res = await t.control('POST', '/webhooks/trigger', {
      field: 'phone_number_quality_update',
      waba_id: IDS.waba,
      value: { display_phone_number: '15550100001', event: 'THROUGHPUT_UPGRADE' },
    });
    expect(res.body.delivery).toMatchObject({ state: 'retrying', status: 500 });
    const hooks = await rx.waitFor(3);
    expect(new Set(hooks.map((h) => h.raw.toString())).size).toBe(1);
    const deliveries = (await t.control('GET', '/webhooks/deliveries')).body.data;
    expect(deliveries[0].state).toBe('delivered');
    expect(deliveries[0].attempts.map((a: { status: number }) => a.status)).toEqual([500, 204, 200]);
  });

  it('redeliver-last sends the same bytes again (a duplicate)', async () => {
    const first = await t.control('POST', '/webhooks/trigger', {
      kind: 'account_update',
      waba_id: IDS.waba,
      event: 'ACCOUNT_VIOLATION',
      violation_type: 'ADULT',
    });
    const dup = await t.control('POST', '/webhooks/redeliver-last');
    expect(dup.body.body).toBe(first.body.body);
    expect(dup.body.delivery.duplicate_of).toBe(first.body.delivery.id);
    const hooks = await rx.waitFor(2);
    expect(hooks[0].raw.equals(hooks[1].raw)).toBe(true);
    expect(hooks[1].headers['x-hub-signature-256']).toBe(hooks[0].headers['x-hub-signature-256']);
  });

  it('a send is followed by sent, delivered and read statuses with PMP pricing', async () => {
    const sent = await t.graph('POST', `/v24.0/${IDS.phone}/messages`, {
      token: 'tok',
      body: {
        messaging_product: 'whatsapp',
        to: '+1 555 333 4444',
        type: 'template',
        template: { name: 'promo', language: { code: 'en_US' } },
        biz_opaque_callback_data: 'cb-1',
      },
    });
    expect(sent.body.contacts).toEqual([{ input: '+1 555 333 4444', wa_id: '15553334444' }]);
    const hooks = await rx.waitFor(3);
    const statuses = hooks.map((h) => JSON.parse(h.raw.toString()).entry[0].changes[0].value.statuses[0]);
    expect(statuses.map((s) => s.status)).toEqual(['sent', 'delivered', 'read']);
    for (const s of statuses) {
      expect(s).toMatchObject({
        id: sent.body.messages[0].id,
        recipient_id: '15553334444',
        biz_opaque_callback_data: 'cb-1',
        pricing: { billable: true, pricing_model: 'PMP', type: 'regular', category: 'marketing' },
      });
      expect(s.conversation).toBeUndefined(); // omitted from v24 on (reference 2.2)
    }
    await t.control('PUT', '/settings', { status_conversation: 'always' });
    await t.graph('POST', `/${IDS.phone}/messages`, { token: 'tok', body: textTo('15553334445') });
    const more = await rx.waitFor(6);
    const s = JSON.parse(more[3].raw.toString()).entry[0].changes[0].value.statuses[0];
    expect(s).toMatchObject({
      status: 'sent',
      conversation: { id: expect.any(String), origin: { type: 'service' } },
      pricing: { billable: false, type: 'free_customer_service', category: 'service' },
    });
  });

  it('a marketing template to a user who stopped marketing fails with 131050 in a status webhook', async () => {
    await t.control('POST', '/webhooks/trigger', { kind: 'user_preferences', phone_number_id: IDS.phone, wa_id: '15556667777', value: 'stop' });
    await t.graph('POST', `/${IDS.phone}/messages`, {
      token: 'tok',
      body: { messaging_product: 'whatsapp', to: '15556667777', type: 'template', template: { name: 'promo', language: { code: 'en' } } },
    });
    const hooks = await rx.waitFor(2);
    const s = JSON.parse(hooks[1].raw.toString()).entry[0].changes[0].value.statuses[0];
    expect(s).toMatchObject({ status: 'failed', errors: [{ code: 131050 }] });
  });

  it('a display name change stays pending until the decision, which emits phone_number_name_update', async () => {
    const req = await t.graph('POST', `/v24.0/${IDS.phone}`, { token: 'tok', body: { new_display_name: 'Acme Support' } });
    expect(req.body).toEqual({ success: true });
    const pending = await t.graph('GET', `/${IDS.phone}?fields=verified_name,new_name_status,new_display_name`, { token: 'tok' });
    expect(pending.body).toEqual({ id: IDS.phone, verified_name: 'Acme WABA', new_name_status: 'PENDING_REVIEW', new_display_name: 'Acme Support' });

    const decided = await t.control('POST', '/webhooks/trigger', { kind: 'name_decision', phone_number_id: IDS.phone, decision: 'APPROVED' });
    expect(decided.body.payload.entry[0].changes[0]).toEqual({
      field: 'phone_number_name_update',
      value: { display_phone_number: '15550100001', decision: 'APPROVED', requested_verified_name: 'Acme Support', rejection_reason: 'NONE' },
    });
    const after = await t.graph('GET', `/${IDS.phone}?fields=verified_name,name_status,new_name_status`, { token: 'tok' });
    expect(after.body).toMatchObject({ verified_name: 'Acme Support', name_status: 'APPROVED', new_name_status: 'NONE' });

    await t.graph('POST', `/${IDS.phone}`, { token: 'tok', body: { new_display_name: 'Acme Deals!!!' } });
    const rejected = await t.control('POST', '/webhooks/trigger', {
      kind: 'name_decision',
      phone_number_id: IDS.phone,
      decision: 'REJECTED',
      rejection_reason: 'NAME_FORMAT_UNACCEPTABLE',
    });
    expect(rejected.body.payload.entry[0].changes[0].value).toMatchObject({ decision: 'REJECTED', rejection_reason: 'NAME_FORMAT_UNACCEPTABLE' });
    expect((await t.graph('GET', `/${IDS.phone}?fields=new_name_status,verified_name`, { token: 'tok' })).body).toMatchObject({
      new_name_status: 'DECLINED',
      verified_name: 'Acme Support',
    });
  });

  it('account_update events change simulator state: offboarding disconnects, reconnection restores, DISABLE blocks', async () => {
    const off = await t.control('POST', '/webhooks/trigger', {
      kind: 'account_update',
      waba_id: IDS.waba,
      event: 'ACCOUNT_OFFBOARDED',
      phone_number_ids: [IDS.phone],
    });
    expect(off.body.payload.entry[0].changes[0]).toMatchObject({ field: 'account_update', value: { event: 'ACCOUNT_OFFBOARDED', phone_number_id: IDS.phone } });
    expect((await t.graph('GET', `/${IDS.phone}?fields=status`, { token: 'tok' })).body.status).toBe('DISCONNECTED');
    expect((await t.graph('POST', `/${IDS.phone}/messages`, { token: 'tok', body: textTo('15550000001') })).body.error.code).toBe(133010);
    await t.control('POST', '/webhooks/trigger', { kind: 'account_update', waba_id: IDS.waba, event: 'ACCOUNT_RECONNECTED', phone_number_ids: [IDS.phone] });
    expect((await t.graph('GET', `/${IDS.phone}?fields=status`, { token: 'tok' })).body.status).toBe('CONNECTED');

    const ban = await t.control('POST', '/webhooks/trigger', {
      kind: 'account_update',
      waba_id: IDS.waba,
      event: 'DISABLED_UPDATE',
      ban_state: 'DISABLE',
      ban_date: 'April 17, 2026',
    });
    expect(ban.body.payload.entry[0].changes[0].value).toEqual({
      event: 'DISABLED_UPDATE',
      ban_info: { waba_ban_state: 'DISABLE', waba_ban_date: 'April 17, 2026' },
    });
    expect((await t.graph('GET', `/${IDS.waba}?fields=health_status`, { token: 'tok' })).body.health_status.can_send_message).toBe('BLOCKED');
    expect((await t.graph('POST', `/${IDS.phone}/messages`, { token: 'tok', body: textTo('15550000001') })).body.error.code).toBe(131031);
  });

  it('a calls trigger emits a terminate event with duration and pricing', async () => {
    const res = await t.control('POST', '/webhooks/trigger', {
      kind: 'call',
      phone_number_id: IDS.phone,
      from: '15551230000',
      direction: 'BUSINESS_INITIATED',
      duration: 95,
    });
    const call = res.body.payload.entry[0].changes[0].value.calls[0];
    expect(res.body.payload.entry[0].changes[0].field).toBe('calls');
    expect(call).toMatchObject({
      id: expect.stringMatching(/^wacid\./),
      event: 'terminate',
      status: 'COMPLETED',
      duration: 95,
      pricing: { billable: true, pricing_model: 'PMP' },
    });
  });

  it('no webhook is sent while no URL is configured, and the trigger says so', async () => {
    await t.control('PUT', '/webhook', { url: null });
    const res = await t.control('POST', '/webhooks/trigger', { kind: 'inbound_message', phone_number_id: IDS.phone, from: '1555', text: 'x' });
    expect(res.body.delivery).toMatchObject({ state: 'skipped', skip_reason: 'no webhook url configured' });
  });
});
