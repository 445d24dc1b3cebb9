import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDS, seedBasic, startSim, textTo, type TestSim } from './helpers';

const FROZEN = '2026-03-01T10:00:00.000Z';
const send = (t: TestSim, to: string, phone = IDS.phone) => t.graph('POST', `/v24.0/${phone}/messages`, { token: 'tok', body: textTo(to) });

describe('send limits', () => {
  let t: TestSim;
  beforeAll(async () => {
    t = await startSim();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.control('POST', '/reset');
    await t.control('PUT', '/clock', { now: FROZEN });
  });

  it('the simulator returns 130429 above the throughput limit (exactly 80 accepted in one second)', async () => {
    await seedBasic(t);
    // Distinct recipients so the pair limit (burst 45) never interferes.
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => send(t, `1555000${String(i).padStart(4, '0')}`)));
    const ok = results.filter((r) => r.status === 200);
    const limited = results.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(80);
    expect(limited).toHaveLength(20);
    for (const r of limited) {
      expect(r.status).toBe(400);
      expect(r.body).toEqual({
        error: {
          message: '(#130429) Rate limit hit',
          type: 'OAuthException',
          code: 130429,
          error_data: { messaging_product: 'whatsapp', details: 'Cloud API message throughput has been reached.' },
          fbtrace_id: expect.stringMatching(/^[\w-]{10,}$/),
        },
      });
    }
    expect(new Set(limited.map((r) => r.body.error.fbtrace_id)).size).toBe(20);
    // The window slides: one second later the number sends again.
    await t.control('PUT', '/clock', { advance_ms: 1_001 });
    expect((await send(t, '15559999999')).status).toBe(200);
  });

  it('refused sends do not consume throughput: the window holds 80 accepted, not 80 attempts', async () => {
    await seedBasic(t);
    await Promise.all(Array.from({ length: 79 }, (_, i) => send(t, `1555100${String(i).padStart(4, '0')}`)));
    await t.control('PUT', '/clock', { advance_ms: 500 });
    expect((await send(t, '15552000001')).status).toBe(200);
    expect((await send(t, '15552000002')).body.error.code).toBe(130429);
    await t.control('PUT', '/clock', { advance_ms: 501 });
    // The first 79 left the window; only the one accepted at +500 ms remains.
    const later = await Promise.all(Array.from({ length: 80 }, (_, i) => send(t, `1555300${String(i).padStart(4, '0')}`)));
    expect(later.filter((r) => r.status === 200)).toHaveLength(79);
  });

  it('coexistence numbers are limited to 20 messages per second', async () => {
    await seedBasic(t, { is_coexistence: true });
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => send(t, `1555400${String(i).padStart(4, '0')}`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(20);
  });

  it('pair rate limit: a burst of 45 to one user, then 131056, then one message per 6 s', async () => {
    await seedBasic(t);
    const recipient = '15557770000';
    for (let i = 0; i < 45; i++) expect((await send(t, recipient)).status).toBe(200);
    const refused = await send(t, recipient);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      message: '(#131056) (Business Account, Consumer Account) pair rate limit hit',
      code: 131056,
      type: 'OAuthException',
      error_data: { messaging_product: 'whatsapp' },
    });
    expect((await send(t, '15557770001')).status).toBe(200); // other users are unaffected
    await t.control('PUT', '/clock', { advance_ms: 3_000 });
    expect((await send(t, recipient)).body.error.code).toBe(131056);
    await t.control('PUT', '/clock', { advance_ms: 3_000 });
    expect((await send(t, recipient)).status).toBe(200);
    expect((await send(t, recipient)).body.error.code).toBe(131056);
  });

  it('131047 outside the 24 h window only when the number enforces it, and an inbound message opens the window', async () => {
    await seedBasic(t, { enforce_service_window: true });
    const refused = await send(t, '15558880000');
    expect(refused.body.error).toMatchObject({ code: 131047, message: '(#131047) Re-engagement message' });
    const template = { messaging_product: 'whatsapp', to: '15558880000', type: 'template', template: { name: 'hello', language: { code: 'en_US' } } };
    expect((await t.graph('POST', `/${IDS.phone}/messages`, { token: 'tok', body: template })).status).toBe(200);
    await t.control('POST', '/webhooks/trigger', { kind: 'inbound_message', phone_number_id: IDS.phone, from: '15558880000', text: 'hi' });
    expect((await send(t, '15558880000')).status).toBe(200);
    await t.control('PUT', '/clock', { advance_ms: 24 * 3600 * 1000 + 1 });
    expect((await send(t, '15558880000')).body.error.code).toBe(131047);
  });

  it('validates the payload like upstream', async () => {
    await seedBasic(t);
    const bad = async (body: unknown) => (await t.graph('POST', `/${IDS.phone}/messages`, { token: 'tok', body })).body.error;
    expect(await bad({ to: '1555', type: 'text', text: { body: 'x' } })).toMatchObject({ code: 100 });
    expect(await bad({ messaging_product: 'sms', to: '1555', text: { body: 'x' } })).toMatchObject({ code: 100 });
    expect(await bad({ messaging_product: 'whatsapp', type: 'text', text: { body: 'x' } })).toMatchObject({ code: 100 });
    expect(await bad({ messaging_product: 'whatsapp', to: '1555', type: 'carrier_pigeon' })).toMatchObject({ code: 131009 });
    expect(await bad({ messaging_product: 'whatsapp', to: '1555', type: 'template', template: { name: 'x' } })).toMatchObject({ code: 131008 });
    expect(await bad({ messaging_product: 'whatsapp', to: '1555', type: 'text' })).toMatchObject({ code: 131008 });
    const bsuid = await t.graph('POST', `/${IDS.phone}/messages`, { token: 'tok', body: textTo('US.13491208655302741918') });
    expect(bsuid.body.contacts).toEqual([{ input: 'US.13491208655302741918', wa_id: '', user_id: 'US.13491208655302741918' }]);
    expect(bsuid.body.messages[0].id).toMatch(/^wamid\./);
  });

  it('a business-scoped user id is the same user as the phone number it came with: one window, one opt-out; authentication templates need the number (131062)', async () => {
    await seedBasic(t, { enforce_service_window: true });
    const bsuid = 'BR.4491208655302741918';
    const tpl = (to: string, name: string) => ({
      messaging_product: 'whatsapp',
      recipient: to,
      type: 'template',
      template: { name, language: { code: 'en_US' } },
    });
    await t.control('POST', '/fixtures', {
      templates: [
        { waba_id: IDS.waba, name: 'login_code', category: 'AUTHENTICATION' },
        { waba_id: IDS.waba, name: 'spring_sale', category: 'MARKETING' },
        { waba_id: IDS.waba, name: 'order_update', category: 'UTILITY' },
      ],
    });
    // Outside the window: a session message to the id is refused like one to the number.
    expect((await send(t, bsuid)).body.error.code).toBe(131047);
    // The user writes in from their number; the payload carries the id, and the id shares the window.
    const inbound = await t.control('POST', '/webhooks/trigger', {
      kind: 'inbound_message',
      phone_number_id: IDS.phone,
      from: '5511987650100',
      user_id: bsuid,
      text: 'hi',
    });
    const value = inbound.body.payload.entry[0].changes[0].value;
    expect(value.contacts[0]).toMatchObject({ wa_id: '5511987650100', user_id: bsuid });
    expect(value.messages[0]).toMatchObject({ from: '5511987650100', from_user_id: bsuid });
    const session = await t.graph('POST', `/${IDS.phone}/messages`, {
      token: 'tok',
      body: { messaging_product: 'whatsapp', recipient: bsuid, type: 'text', text: { body: 'hello' } },
    });
    expect(session.status).toBe(200);
    expect(session.body.contacts).toEqual([{ input: bsuid, wa_id: '', user_id: bsuid }]);
    // Templates go to the id; an authentication one needs the phone number.
    expect((await t.graph('POST', `/${IDS.phone}/messages`, { token: 'tok', body: tpl(bsuid, 'order_update') })).status).toBe(200);
    const auth = await t.graph('POST', `/${IDS.phone}/messages`, { token: 'tok', body: tpl(bsuid, 'login_code') });
    expect(auth.status).toBe(400);
    expect(auth.body.error).toMatchObject({ code: 131062, message: '(#131062) Authentication templates cannot be sent to a business-scoped user ID' });
    expect(
      (
        await t.graph('POST', `/${IDS.phone}/messages`, {
          token: 'tok',
          body: { messaging_product: 'whatsapp', to: '5511987650100', type: 'template', template: { name: 'login_code', language: { code: 'en_US' } } },
        })
      ).status,
    ).toBe(200);
    // The user stops marketing (by number): a marketing template to the id is refused too (sync mode).
    await t.control('PUT', '/settings', { marketing_stop_error: 'sync' });
    await t.control('POST', '/webhooks/trigger', { kind: 'user_preferences', phone_number_id: IDS.phone, wa_id: '5511987650100', value: 'stop' });
    expect((await t.graph('POST', `/${IDS.phone}/messages`, { token: 'tok', body: tpl(bsuid, 'spring_sale') })).body.error.code).toBe(131050);
  });
});
