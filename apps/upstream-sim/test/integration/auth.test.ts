import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP, IDS, seedBasic, startSim, type TestSim } from './helpers';

describe('Graph auth', () => {
  let t: TestSim;
  beforeAll(async () => {
    t = await startSim();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.control('POST', '/reset');
    await t.control('PUT', '/clock', { now: '2026-03-01T10:00:00Z' });
    await seedBasic(t);
    await t.control('POST', '/fixtures', {
      tokens: [
        { value: 'expiring', ids: [IDS.waba], expires_at: '2026-03-01T11:00:00Z' },
        { value: 'other', ids: ['999999999999999'] },
      ],
    });
  });

  it('an unknown token is 190 "Invalid OAuth access token" with HTTP 401 and no subcode', async () => {
    const res = await t.graph('GET', `/v24.0/${IDS.phone}`, { token: 'nope' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: {
        message: '(#190) Invalid OAuth access token',
        type: 'OAuthException',
        code: 190,
        error_data: { messaging_product: 'whatsapp', details: 'Invalid OAuth access token - Cannot parse access token' },
        fbtrace_id: expect.any(String),
      },
    });
  });

  it('an expired token is 190 with subcode 463 "Session has expired", and works before expiry', async () => {
    expect((await t.graph('GET', `/${IDS.phone}`, { token: 'expiring' })).status).toBe(200);
    await t.control('PUT', '/clock', { advance_ms: 3_600_000 });
    const res = await t.graph('GET', `/${IDS.phone}`, { token: 'expiring' });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({
      message: '(#190) Error validating access token: Session has expired',
      type: 'OAuthException',
      code: 190,
      error_subcode: 463,
    });
  });

  it('a token is accepted as Bearer header or access_token query parameter, paths with or without the version', async () => {
    expect((await t.graph('GET', `/${IDS.phone}?access_token=tok`)).status).toBe(200);
    expect((await t.graph('GET', `/v21.0/${IDS.phone}`, { token: 'tok' })).status).toBe(200);
    expect((await t.graph('GET', `/${IDS.phone}`)).body.error.code).toBe(104);
  });

  it('an object the token cannot reach answers like a missing one: 100/33 "Unsupported get request"', async () => {
    const forbidden = await t.graph('GET', `/${IDS.phone}`, { token: 'other' });
    const missing = await t.graph('GET', '/123456789012345', { token: 'tok' });
    for (const res of [forbidden, missing]) {
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 100, error_subcode: 33, type: 'GraphMethodException' });
      expect(res.body.error.message).toMatch(/^\(#100\) Unsupported get request\. Object with ID '\d+' does not exist/);
    }
    const post = await t.graph('POST', '/123456789012345/messages', { token: 'tok', body: {} });
    expect(post.body.error.message).toMatch(/Unsupported post request/);
  });

  it('debug_token reports validity, expiry and granular scopes with target ids', async () => {
    const res = await t.graph('GET', `/debug_token?input_token=expiring&access_token=${APP.appId}|${APP.appSecret}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      app_id: APP.appId,
      type: 'SYSTEM_USER',
      is_valid: true,
      expires_at: Date.parse('2026-03-01T11:00:00Z') / 1000,
      scopes: expect.arrayContaining(['whatsapp_business_management', 'whatsapp_business_messaging']),
      granular_scopes: expect.arrayContaining([{ scope: 'whatsapp_business_messaging', target_ids: [IDS.waba] }]),
    });
    await t.control('PUT', '/clock', { advance_ms: 3_600_000 });
    const expired = await t.graph('GET', '/debug_token?input_token=expiring', { token: 'tok' });
    expect(expired.body.data).toMatchObject({ is_valid: false, error: { code: 190, subcode: 463 } });
    expect((await t.graph('GET', '/debug_token?input_token=zzz', { token: 'tok' })).body.data.is_valid).toBe(false);
  });
});
