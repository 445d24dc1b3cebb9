/**
 * Provisioning inside the embedded signup (decisions 0247, 0248): the window finishes with a business
 * account and no number, and the server-side finish buys, adds, verifies (the code through the
 * telephony simulator's signed webhook), registers and connects a number. Risks removed: the
 * signup's port wired to no provisioner or to one whose answer it cannot use; a provisioned number
 * missing from the success redirect or the link; a failed verification leaving the number bought.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { freePort, startListeningProcess, waitFor, type ListeningProcess } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, startSim, type ServiceUnderTest, type SimProcess } from './harness';
import { seedWorld, SignupWindow, type WindowResult } from './signup-window';

const REPO = resolve(__dirname, '../../../..');
const ACCOUNT = 'AC' + 'b'.repeat(32);
const AUTH_TOKEN = 'provisioning-signup-token';
const SUCCESS = 'https://customer.example/done';
const FAILURE = 'https://customer.example/failed';

let sim: SimProcess;
let tel: ListeningProcess;
let mp: ServiceUnderTest;
const project = randomUUID();

beforeAll(async () => {
  sim = await startSim();
  tel = await startListeningProcess({
    entry: resolve(REPO, 'apps/telephony-sim/src/main.ts'),
    readyMessage: 'telephony simulator listening',
    cwd: REPO,
    env: { SIM_ACCOUNT_SID: ACCOUNT, SIM_AUTH_TOKEN: AUTH_TOKEN, SIM_UPSTREAM_SIM_URL: sim.url },
  });
  const httpPort = await freePort();
  mp = await startService(sim, {
    env: {
      HTTP_PORT: String(httpPort),
      TELEPHONY_ACCOUNT_SID: ACCOUNT,
      TELEPHONY_AUTH_TOKEN: AUTH_TOKEN,
      TELEPHONY_BASE_URL: tel.url,
      TELEPHONY_WEBHOOK_BASE_URL: `http://127.0.0.1:${httpPort}`,
      PROVISIONING_POLL_MS: '50',
    },
  });
}, 120_000);
afterAll(async () => {
  await mp?.stop();
  await tel?.stop();
  await sim?.stop();
});

type Answer = { state: string; redirect: string | null; error_code?: string; message?: string; display_phone_number?: string };

const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;
/** The page's post after the window, then its progress poll until the flow ended. */
async function finish(url: string, body: WindowResult): Promise<Answer> {
  const res = await fetch(`${mp.httpUrl}/onboarding/${tokenOf(url)}/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const first = (await res.json()) as Answer;
  if (first.state !== 'running') return first;
  return waitFor(
    async () => ((await (await fetch(`${mp.httpUrl}/onboarding/${tokenOf(url)}/progress`)).json()) as { outcome?: Answer | null }).outcome ?? undefined,
    { timeoutMs: 60_000, intervalMs: 100 },
  );
}

/** A customer, a provisioning link, and a window finished with a new business account and no number. */
async function signupWithoutNumber() {
  const w = await seedWorld(sim);
  const customer = (await mp.call('CreateCustomer', { project_id: project, name: 'Provisioned Co' })).customer!;
  const link = (
    await mp.call('CreateSetupLink', {
      project_id: project,
      customer_id: customer.id!,
      allowed_origins: [],
      allowed_connection_types: ['dedicated'],
      phone_number_country_isos: ['US'],
      provision_phone_number: true,
      phone_number_area_code: '512',
      theme_config: {},
      success_redirect_url: SUCCESS,
      failure_redirect_url: FAILURE,
    })
  ).setup_link!;
  const win = await SignupWindow.open(sim, mp.httpUrl);
  await win.loginAndPick(w);
  await win.submit('waba', { waba_id: 'new' });
  await win.submit('profile', { waba_name: 'Acme Support', display_name: 'Acme Support', category: 'RETAIL' });
  await win.submit('phone', { choice: 'later' });
  await win.submit('permissions');
  const result = await win.result();
  expect(result.event!.event).toBe('FINISH_ONLY_WABA');
  const wire = async () => (await mp.call('GetSetupLink', { project_id: project, customer_id: customer.id!, setup_link_id: link.id! })).setup_link!;
  return { customer, link, result, wire };
}

const held = async (linkId: string) =>
  (((await (await fetch(`${tel.url}/control/state`)).json()) as { owned: Array<{ friendly_name: string; phone_number: string }> }).owned ?? []).filter(
    (o) => o.friendly_name === `link:${linkId}`,
  );

describe('provisioning in the embedded signup', () => {
  it('a window without a number: the platform provisions one in the area code, registers and connects it; the redirect and the link name it', async () => {
    const { customer, link, result, wire } = await signupWithoutNumber();
    const answer = await finish(link.url!, result);
    expect(answer).toMatchObject({ state: 'completed' });
    const shown = (await wire()).provisioned_phone_number!;
    expect(shown).toMatchObject({ status: 'connected', country_iso: 'US', area_code: '512' });
    const redirect = Object.fromEntries(new URL(answer.redirect!).searchParams);
    expect(redirect).toMatchObject({ setup_link_id: link.id, status: 'completed', provisioned_phone_number_id: shown.id });
    expect(redirect.display_phone_number).toBe(shown.display_number);
    const [number] = await held(link.id!);
    expect(number.phone_number).toBe(shown.phone_number);
    const numbers = (await mp.call('ListPhoneNumbers', { project_id: project, customer_id: customer.id!, page: {} })).phone_numbers!;
    expect(numbers.map((n) => [n.id, n.status])).toEqual([[redirect.phone_number_id, 'CONNECTED']]);
  }, 90_000);

  it('a failed verification: phone_verification_failed through the failure redirect, the number released, nothing connected', async () => {
    const { customer, link, result, wire } = await signupWithoutNumber();
    await sim.control('POST', '/signup/faults', { kind: 'verification_failed', times: 1 });
    const answer = await finish(link.url!, result);
    expect(answer).toMatchObject({ state: 'failed', error_code: 'phone_verification_failed' });
    expect(Object.fromEntries(new URL(answer.redirect!).searchParams)).toEqual({ setup_link_id: link.id, error_code: 'phone_verification_failed' });
    expect(await held(link.id!)).toEqual([]);
    expect((await wire()).provisioned_phone_number).toMatchObject({ status: 'failed' });
    expect((await mp.call('ListPhoneNumbers', { project_id: project, customer_id: customer.id!, page: {} })).phone_numbers ?? []).toEqual([]);
  }, 90_000);
});
