/**
 * Number provisioning of setup links (decision 0248) on real Postgres, with the upstream simulator and
 * the telephony simulator as processes (the telephony simulator's numbers receive the upstream
 * simulator's codes, posted to messaging-proxy's signed webhook). Risks removed: a number bought twice
 * for one link (a double click, two replicas, a retry after a crash); a forged webhook feeding a code;
 * a failed verification or a code that never comes leaving a number bought; provider and upstream
 * failures without a clear failure code; `provisioned_phone_number` not showing the steps.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import twilio from 'twilio';
import { createDb, type Db } from '@platform/db';
import { createLogger } from '@platform/logger';
import { systemClock } from '@platform/runtime';
import { migrations } from '../../src/migrations';
import { freePort, startListeningProcess, waitFor, type ListeningProcess } from '@platform/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProvisionedNumbersRepository } from '../../src/infra/db/provisioned-numbers.repository';
import { TelephonyClient } from '../../src/infra/telephony/telephony-client';
import { NumberVerificationClient } from '../../src/infra/upstream/number-verification.client';
import { ProvisioningError, ProvisioningUsecase, type ProvisioningDeps, type ProvisionRequest } from '../../src/usecases/provisioning.usecase';
import { startService, startSim, type ServiceUnderTest, type SimProcess } from './harness';

const REPO = resolve(__dirname, '../../../..');
const ACCOUNT = 'AC' + 'a'.repeat(32);
const AUTH_TOKEN = 'provisioning-test-token';

let sim: SimProcess;
let tel: ListeningProcess;
let mp: ServiceUnderTest;
let db: Db;
let webhookBase: string;
const project = randomUUID();

beforeAll(async () => {
  sim = await startSim();
  tel = await startListeningProcess({
    entry: resolve(REPO, 'apps/telephony-sim/src/main.ts'),
    readyMessage: 'telephony simulator listening',
    cwd: REPO,
    env: { SIM_ACCOUNT_SID: ACCOUNT, SIM_AUTH_TOKEN: AUTH_TOKEN, SIM_UPSTREAM_SIM_URL: sim.url },
  });
  // The provider is given the service's own origin (in a deployment: the gateway's public mount).
  const httpPort = await freePort();
  webhookBase = `http://127.0.0.1:${httpPort}`;
  mp = await startService(sim, {
    env: {
      HTTP_PORT: String(httpPort),
      TELEPHONY_ACCOUNT_SID: ACCOUNT,
      TELEPHONY_AUTH_TOKEN: AUTH_TOKEN,
      TELEPHONY_BASE_URL: tel.url,
      TELEPHONY_WEBHOOK_BASE_URL: webhookBase,
      PROVISIONING_CODE_WAIT_MS: '20000',
      PROVISIONING_LEASE_MS: '20000',
      PROVISIONING_POLL_MS: '50',
    },
  });
  db = await createDb({ url: mp.config.DATABASE_URL!, schema: mp.config.DB_SCHEMA!, migrations, migrate: false, pool: { min: 0, max: 4 } });
}, 120_000);
afterAll(async () => {
  await db?.close();
  await mp?.stop();
  await tel?.stop();
  await sim?.stop();
});
/** A fresh number of `prefix` (digits after +): the upstream simulator outlives the provider's resets, so a number reused across tests would already be on an earlier test's account. */
const fresh = (prefix: string, digits: number) => `+${prefix}${String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0')}`;

beforeEach(async () => {
  await telControl('POST', '/reset');
  await sim.control('DELETE', '/signup/faults');
  const pool = [
    ...['415', '212', '512'].flatMap((area) => Array.from({ length: 5 }, () => ({ phone_number: fresh(`1${area}555`, 4), iso_country: 'US' }))),
    ...Array.from({ length: 2 }, () => ({ phone_number: fresh('447700', 6), iso_country: 'GB' })),
  ];
  await telControl('POST', '/numbers', { numbers: pool, replace: true });
});

async function telControl(method: string, path: string, body?: unknown): Promise<Record<string, any>> {
  const r = await fetch(`${tel.url}/control${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (r.status === 204 ? {} : await r.json()) as Record<string, any>;
}

/** Successful purchases the provider saw. */
const purchases = async (): Promise<number> =>
  ((await telControl('GET', '/requests')).data as Array<{ method: string; path: string; status: number }>).filter(
    (r) => r.method === 'POST' && r.path.endsWith('/IncomingPhoneNumbers.json') && r.status === 201,
  ).length;

/** Numbers the account holds for a link. */
const heldFor = async (linkId: string): Promise<Array<{ sid: string; phone_number: string }>> =>
  ((await telControl('GET', '/state')).owned as Array<{ sid: string; phone_number: string; friendly_name: string }>).filter(
    (o) => o.friendly_name === `link:${linkId}`,
  );

/** A customer, an upstream business with an empty WABA (or `numbers` already on it), and a provisioning link. */
async function fixture(opts: { areaCode?: string; countries?: string[]; numbers?: Array<Record<string, unknown>>; unverifiedBusiness?: boolean } = {}) {
  const seeded = await sim.control<{ wabas: Array<{ id: string }>; tokens: Array<{ value: string }> }>('POST', '/fixtures', {
    businesses: [{ ...(opts.unverifiedBusiness ? { verification_status: 'unverified' } : {}), wabas: [{ phone_numbers: opts.numbers ?? [] }] }],
    tokens: [{}],
  });
  const acct = { wabaId: seeded.wabas[0].id, token: seeded.tokens[0].value };
  const customer = (await mp.call('CreateCustomer', { project_id: project, name: 'Provisioned' })).customer!;
  const link = (
    await mp.call('CreateSetupLink', {
      project_id: project,
      customer_id: customer.id!,
      allowed_origins: [],
      allowed_connection_types: ['dedicated'],
      phone_number_country_isos: opts.countries ?? [],
      provision_phone_number: true,
      phone_number_area_code: opts.areaCode,
      theme_config: {},
    })
  ).setup_link!;
  const req: ProvisionRequest = {
    setupLinkId: link.id!,
    projectId: project,
    customerId: customer.id!,
    wabaId: acct.wabaId,
    businessId: null,
    accessToken: acct.token,
    countryIsos: opts.countries ?? [],
    areaCode: opts.areaCode ?? null,
    verifiedName: 'Provisioned Shop',
  };
  const wire = async () => (await mp.call('GetSetupLink', { project_id: project, customer_id: customer.id!, setup_link_id: link.id! })).setup_link!;
  return { acct, req, wire };
}

/** The upstream's verification status of a number, read with the business token. */
async function upstreamStatus(token: string, id: string): Promise<string> {
  const r = await fetch(`${sim.url}/v24.0/${id}?fields=code_verification_status`, { headers: { authorization: `Bearer ${token}` } });
  return ((await r.json()) as { code_verification_status: string }).code_verification_status;
}

/** A second provisioner on the same database (another replica), with its own settings and provider adapter. */
function replica(settings: Partial<ProvisioningDeps['settings']>, telephony?: ProvisioningDeps['telephony']): ProvisioningUsecase {
  return new ProvisioningUsecase(
    { db, clock: systemClock, logger: createLogger({ name: 'replica', level: 'silent' }) },
    {
      repo: new ProvisionedNumbersRepository(db),
      telephony: telephony ?? new TelephonyClient({ accountSid: ACCOUNT, authToken: AUTH_TOKEN, baseUrl: tel.url }),
      upstream: new NumberVerificationClient({ baseUrl: sim.url, version: 'v24.0', timeoutMs: 10_000 }),
      settings: { webhookBaseUrl: webhookBase, codeWaitMs: 20_000, leaseMs: 20_000, pollMs: 50, maxAttempts: 3, ...settings },
    },
  );
}

const failureOf = async (p: Promise<unknown>): Promise<ProvisioningError> => {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ProvisioningError);
  return e as ProvisioningError;
};

describe('number provisioning', () => {
  it('provisions a US number by default: bought, added, code received by SMS through the signed webhook, verified', async () => {
    const { acct, req, wire } = await fixture();
    expect((await wire()).provisioned_phone_number).toBeFalsy();
    const res = await mp.svc.provisioner.provisionForLink(req);
    expect(res.displayPhoneNumber).toMatch(/^\+1 \d{3}-\d{3}-\d{4}$/);
    expect(await upstreamStatus(acct.token, res.phoneNumberId)).toBe('VERIFIED');
    const held = await heldFor(req.setupLinkId);
    expect(held).toHaveLength(1);
    const shown = (await wire()).provisioned_phone_number!;
    expect(shown).toMatchObject({
      id: res.provisionedPhoneNumberId,
      status: 'verified',
      phone_number: held[0].phone_number,
      country_iso: 'US',
      country_dial_code: '1',
    });
    expect(shown.display_number).toBe(res.displayPhoneNumber);
    expect(shown.area_code).toBe(held[0].phone_number.slice(2, 5));
    // The code arrived as the provider's signed SMS webhook.
    const deliveries = (await telControl('GET', '/deliveries')).data as Array<{ url: string; status: number | null; body: string }>;
    expect(deliveries.some((d) => d.url === `${webhookBase}/telephony/webhooks/sms` && d.status === 200 && /WhatsApp code \d{3}-\d{3}/.test(d.body))).toBe(
      true,
    );
    // Idempotent per link: a later call answers the same number, nothing more is bought.
    expect(await mp.svc.provisioner.provisionForLink(req)).toEqual(res);
    expect(await purchases()).toBe(1);
    // Once the signup connected it through the link (the signup flow's step), the wire says connected.
    await db.knex('setup_links').where({ id: req.setupLinkId }).update({ phone_number_id: res.phoneNumberId, status: 'used' });
    expect((await wire()).provisioned_phone_number).toMatchObject({ status: 'connected' });
  }, 60_000);

  it('buys in the requested area code', async () => {
    const { req, wire } = await fixture({ areaCode: '212', countries: ['US'] });
    const res = await mp.svc.provisioner.provisionForLink(req);
    expect(res.displayPhoneNumber).toMatch(/^\+1 212-/);
    expect((await wire()).provisioned_phone_number).toMatchObject({ status: 'verified', area_code: '212', country_iso: 'US' });
  }, 60_000);

  it('two concurrent calls (a double click, two replicas) buy one number and answer the same result', async () => {
    const { req } = await fixture();
    const [a, b] = await Promise.all([mp.svc.provisioner.provisionForLink(req), replica({}).provisionForLink(req)]);
    expect(a).toEqual(b);
    expect(await purchases()).toBe(1);
    expect(await heldFor(req.setupLinkId)).toHaveLength(1);
  }, 60_000);

  it('a flow that died after buying is taken over once its lease lapses: the same number, bought once', async () => {
    const { acct, req } = await fixture();
    const real = new TelephonyClient({ accountSid: ACCOUNT, authToken: AUTH_TOKEN, baseUrl: tel.url });
    // The "crashed" replica: its purchase goes through, then it never takes another step (nor renews its lease).
    const dying = replica(
      { leaseMs: 1_000 },
      {
        buyNumber: async (r) => {
          await real.buyNumber(r);
          return new Promise(() => undefined);
        },
        release: (sid) => real.release(sid),
        numbersOfLink: (id) => real.numbersOfLink(id),
      },
    );
    void dying.provisionForLink(req);
    const [bought] = await waitFor(async () => {
      const h = await heldFor(req.setupLinkId);
      return h.length > 0 ? h : undefined;
    });
    const res = await mp.svc.provisioner.provisionForLink(req);
    expect(await purchases()).toBe(1);
    expect((await heldFor(req.setupLinkId)).map((h) => h.phone_number)).toEqual([bought.phone_number]);
    expect(await upstreamStatus(acct.token, res.phoneNumberId)).toBe('VERIFIED');
  }, 60_000);

  it('a wrong code: phone_verification_failed, the number released, the failure shown; a retry is a new attempt, within the limit', async () => {
    const { req, wire } = await fixture();
    await sim.control('POST', '/signup/faults', { kind: 'verification_failed', times: 1 });
    const e = await failureOf(mp.svc.provisioner.provisionForLink(req));
    expect(e.code).toBe('phone_verification_failed');
    expect(e.message).toMatch(/136025/);
    expect(await heldFor(req.setupLinkId)).toEqual([]);
    expect((await wire()).provisioned_phone_number).toMatchObject({ status: 'failed' });
    // A retry is a new attempt (a number bought again), within the attempts allowed per link.
    const spent = await failureOf(replica({ maxAttempts: 1 }).provisionForLink(req));
    expect(spent.message).toBe('Number provisioning failed 1 times for this link; no new number is bought');
    expect(await purchases()).toBe(1);
    const retried = await mp.svc.provisioner.provisionForLink(req);
    expect(await purchases()).toBe(2);
    expect((await wire()).provisioned_phone_number).toMatchObject({ id: retried.provisionedPhoneNumberId, status: 'verified' });
  }, 60_000);

  it('no code arrives (SMS, then a call): phone_verification_failed after the wait, the number released; the wire shows each step', async () => {
    const { req, wire } = await fixture();
    // A replica that gave the provider a webhook URL nobody answers: codes never reach the platform.
    const deaf = replica({ webhookBaseUrl: 'http://127.0.0.1:9', codeWaitMs: 1_500 });
    const pending = failureOf(deaf.provisionForLink(req));
    const seen = new Set<string>();
    await waitFor(
      async () => {
        const s = (await wire()).provisioned_phone_number?.status;
        if (s) seen.add(s);
        return s === 'failed';
      },
      { timeoutMs: 30_000, intervalMs: 20 },
    );
    const e = await pending;
    expect(e.code).toBe('phone_verification_failed');
    expect(e.message).toMatch(/No verification code reached \+1 /);
    expect(seen.has('code_requested')).toBe(true);
    expect(await heldFor(req.setupLinkId)).toEqual([]);
    // Asked by SMS, then by a call; both went to the deaf URL.
    const digits = (await sim.control<{ data: Array<{ method: string; phone_number: string }> }>('GET', `/signup/codes`)).data;
    const held = (await telControl('GET', '/deliveries')).data as Array<{ url: string }>;
    expect(held.map((d) => d.url)).toEqual(
      expect.arrayContaining(['http://127.0.0.1:9/telephony/webhooks/sms', 'http://127.0.0.1:9/telephony/webhooks/voice']),
    );
    expect(digits.map((c) => c.method)).toEqual(expect.arrayContaining(['SMS', 'VOICE']));
  }, 60_000);

  it('the provider is out of numbers: a clear failure, nothing bought; another country of the link is tried next', async () => {
    const none = await fixture({ countries: ['US'] });
    await telControl('POST', '/faults', { kind: 'out_of_numbers' });
    const e = await failureOf(mp.svc.provisioner.provisionForLink(none.req));
    expect(e.code).toBe('phone_verification_failed');
    expect(e.message).toBe('No phone numbers are available in US');
    expect(await purchases()).toBe(0);
    expect((await none.wire()).provisioned_phone_number).toMatchObject({ status: 'failed' });

    await telControl('DELETE', '/faults');
    await telControl('POST', '/faults', { kind: 'out_of_numbers', times: 1, match: { path: 'AvailablePhoneNumbers/US' } });
    const fallback = await fixture({ countries: ['US', 'GB'] });
    const res = await mp.svc.provisioner.provisionForLink(fallback.req);
    expect(res.displayPhoneNumber).toMatch(/^\+44 /);
    expect((await fallback.wire()).provisioned_phone_number).toMatchObject({ status: 'verified', country_iso: 'GB', country_dial_code: '44' });
  }, 60_000);

  it('a recycled number still on another WhatsApp account is replaced by the next one and released', async () => {
    const first = ((await telControl('GET', '/state')).available as Array<{ phone_number: string; iso_country: string }>).find((n) => n.iso_country === 'US')!;
    // Another business still has the provider's first number on WhatsApp.
    await sim.control('POST', '/fixtures', { businesses: [{ wabas: [{ phone_numbers: [{ display_phone_number: first.phone_number }] }] }] });
    const { acct, req, wire } = await fixture();
    const res = await mp.svc.provisioner.provisionForLink(req);
    const held = await heldFor(req.setupLinkId);
    expect(held).toHaveLength(1);
    expect(held[0].phone_number).not.toBe(first.phone_number);
    expect(await purchases()).toBe(2);
    expect(await upstreamStatus(acct.token, res.phoneNumberId)).toBe('VERIFIED');
    expect((await wire()).provisioned_phone_number).toMatchObject({ status: 'verified', phone_number: held[0].phone_number });
  }, 60_000);

  it("the portfolio's number limit: waba_limit_reached, the number released", async () => {
    // An unverified portfolio holds two numbers at most (reference §1).
    const { req } = await fixture({ numbers: [{}, {}], unverifiedBusiness: true });
    const e = await failureOf(mp.svc.provisioner.provisionForLink(req));
    expect(e.code).toBe('waba_limit_reached');
    expect(await heldFor(req.setupLinkId)).toEqual([]);
  }, 60_000);

  it("another project's or customer's link reads as unknown: nothing is bought, nothing is stored", async () => {
    const { req, wire } = await fixture();
    for (const other of [{ projectId: randomUUID() }, { customerId: randomUUID() }, { setupLinkId: 'not-a-uuid' }]) {
      const e = await failureOf(mp.svc.provisioner.provisionForLink({ ...req, ...other }));
      expect(e.message).toBe('Setup link not found for this customer');
    }
    expect(await purchases()).toBe(0);
    expect((await wire()).provisioned_phone_number).toBeFalsy();
  }, 60_000);

  it('releaseForLink releases the number after a later failure of the onboarding, and the wire says so', async () => {
    const { req, wire } = await fixture();
    await mp.svc.provisioner.provisionForLink(req);
    await mp.svc.provisioner.releaseForLink(req.setupLinkId);
    await mp.svc.provisioner.releaseForLink(req.setupLinkId);
    expect(await heldFor(req.setupLinkId)).toEqual([]);
    expect((await wire()).provisioned_phone_number).toMatchObject({ status: 'released' });
  }, 60_000);
});

describe('the provider webhook', () => {
  const url = () => `${webhookBase}/telephony/webhooks/sms`;
  const post = (params: Record<string, string>, signature?: string) =>
    fetch(url(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(signature === undefined ? {} : { 'x-twilio-signature': signature }) },
      body: new URLSearchParams(params).toString(),
    });

  it('refuses a missing or wrong X-Twilio-Signature (403 JSON) and answers a signed one with TwiML', async () => {
    const params = { AccountSid: ACCOUNT, From: '+15550100001', To: '+14155550100', Body: 'WhatsApp code 123-456' };
    const missing = await post(params);
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({ error: 'Invalid X-Twilio-Signature' });
    const forged = await post(params, twilio.getExpectedTwilioSignature('another-token', url(), params));
    expect(forged.status).toBe(403);
    const signed = await post(params, twilio.getExpectedTwilioSignature(AUTH_TOKEN, url(), params));
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-type')).toMatch(/xml/);
    expect(await signed.text()).toContain('<Response>');
  });

  it('a forged code never reaches a waiting flow', async () => {
    const { req } = await fixture();
    const deaf = replica({ webhookBaseUrl: 'http://127.0.0.1:9', codeWaitMs: 1_500 });
    const pending = failureOf(deaf.provisionForLink(req));
    const [held] = await waitFor(async () => {
      const h = await heldFor(req.setupLinkId);
      return h.length > 0 ? h : undefined;
    });
    const params = { AccountSid: ACCOUNT, From: '+15550100001', To: held.phone_number, Body: 'WhatsApp code 111-111' };
    for (let i = 0; i < 20; i++) expect((await post(params, 'forged')).status).toBe(403);
    const e = await pending;
    expect(e.message).toMatch(/No verification code reached/);
  }, 60_000);
});
