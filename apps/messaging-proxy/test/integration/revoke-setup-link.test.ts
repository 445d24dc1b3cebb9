import { randomUUID } from 'node:crypto';
import { manualClock } from '@platform/runtime';
import { waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, httpOf, seedAccount, startService, startSim, type ServiceUnderTest, type SimProcess } from './harness';

let sim: SimProcess;
let mp: ServiceUnderTest;
const clock = manualClock(Date.now());
const project = randomUUID();
const FAILED = 'https://app.example/onboarding/failed?from=platform';
const DONE = 'https://app.example/onboarding/done';

beforeAll(async () => {
  sim = await startSim();
  mp = await startService(sim, { clock });
});
afterAll(async () => {
  await mp?.stop();
  await sim?.stop();
});

/** A customer of `project` with one link whose redirects point at app.example. */
async function customerWithLink(name: string) {
  const customer = (await mp.call('CreateCustomer', { project_id: project, name })).customer!;
  const link = (
    await mp.call('CreateSetupLink', {
      project_id: project,
      customer_id: customer.id!,
      success_redirect_url: DONE,
      failure_redirect_url: FAILED,
      allowed_origins: [],
      allowed_connection_types: [],
      phone_number_country_isos: [],
      provision_phone_number: false,
    })
  ).setup_link!;
  return { customerId: customer.id!, link };
}

const revoke = (customerId: string, id: string, projectId = project) =>
  mp.call('RevokeSetupLink', { project_id: projectId, customer_id: customerId, setup_link_id: id });
const status = async (customerId: string, id: string) =>
  (await mp.call('GetSetupLink', { project_id: project, customer_id: customerId, setup_link_id: id })).setup_link!.status;

/** The onboarding url on the service's own HTTP origin. */
const pageUrl = (url: string) => `${mp.httpUrl}${new URL(url).pathname}`;
/** Opens a link's page without following redirects. */
const open = (url: string) => fetch(pageUrl(url), { redirect: 'manual' });
/** Submits a link's form as a browser would, without following redirects. */
const submit = (url: string, fields: Record<string, string>) =>
  fetch(pageUrl(url), { method: 'POST', redirect: 'manual', body: new URLSearchParams({ connection_type: 'dedicated', ...fields }) });

/** The failure redirect of a refused page: 303 to the failure URL with setup_link_id and error_code (reference 1.4). */
function expectFailureRedirect(res: Response, linkId: string, errorCode: string): void {
  expect(res.status).toBe(303);
  const to = new URL(res.headers.get('location')!);
  expect(`${to.origin}${to.pathname}`).toBe('https://app.example/onboarding/failed');
  expect(Object.fromEntries(to.searchParams)).toEqual({ from: 'platform', setup_link_id: linkId, error_code: errorCode });
}

describe('RevokeSetupLink', () => {
  it('revokes an active link; a retry answers it unchanged; the status filter sees it; its page refuses it (link_expired), form included', async () => {
    const acct = await seedAccount(sim);
    const { customerId, link } = await customerWithLink('Revoked');
    const first = (await revoke(customerId, link.id!)).setup_link!;
    expect(first).toMatchObject({ id: link.id, status: 'SETUP_LINK_STATUS_REVOKED', url: link.url, expires_at: link.expires_at });
    // A retried revocation answers the same link, unchanged.
    clock.advance(1_000);
    expect((await revoke(customerId, link.id!)).setup_link).toEqual(first);
    expect(await status(customerId, link.id!)).toBe('SETUP_LINK_STATUS_REVOKED');
    const list = async (s: string) =>
      (await mp.call('ListSetupLinks', { project_id: project, customer_id: customerId, status: s as never, page: {} })).setup_links!.map((l) => l.id);
    expect(await list('SETUP_LINK_STATUS_REVOKED')).toEqual([link.id]);
    expect(await list('SETUP_LINK_STATUS_ACTIVE')).toEqual([]);

    expectFailureRedirect(await open(link.url!), link.id!, 'link_expired');
    // A form posted to the revoked link (a page opened before the revocation) connects nothing.
    expectFailureRedirect(
      await submit(link.url!, { business_account_id: acct.wabaId, phone_number_id: acct.numbers[0].id, access_token: acct.token }),
      link.id!,
      'link_expired',
    );
    expect((await mp.call('ListPhoneNumbers', { project_id: project, customer_id: customerId, page: {} })).phone_numbers).toEqual([]);
  });

  it("a customer's new link revokes the previous one: the previous page answers link_expired, the new one serves its setup page and form", async () => {
    const { customerId, link: previous } = await customerWithLink('Replaced');
    const next = (
      await mp.call('CreateSetupLink', {
        project_id: project,
        customer_id: customerId,
        failure_redirect_url: FAILED,
        allowed_origins: [],
        allowed_connection_types: [],
        phone_number_country_isos: [],
        provision_phone_number: false,
      })
    ).setup_link!;
    expect(await status(customerId, previous.id!)).toBe('SETUP_LINK_STATUS_REVOKED');
    expectFailureRedirect(await open(previous.url!), previous.id!, 'link_expired');
    const page = await open(next.url!);
    expect(page.status).toBe(200);
    // The setup page (decision 0247): one button per allowed connection type; ?manual=1 the operator's form.
    const html = await page.text();
    expect(html).toContain('data-type="coexistence"');
    expect(html).toContain('data-type="dedicated"');
    const manual = await fetch(`${pageUrl(next.url!)}?manual=1`, { redirect: 'manual' });
    expect(manual.status).toBe(200);
    expect(await manual.text()).toContain('<form');
  });

  it('a used link cannot be revoked (409) and stays used; unknown, foreign-project and other-customer ids are the same 404', async () => {
    const acct = await seedAccount(sim);
    const { customerId, link } = await customerWithLink('Used');
    const done = await submit(link.url!, { business_account_id: acct.wabaId, phone_number_id: acct.numbers[0].id, access_token: acct.token });
    expect(done.status).toBe(303);
    expect(new URL(done.headers.get('location')!).searchParams.get('status')).toBe('completed');
    const used = await failure(revoke(customerId, link.id!));
    expect(httpOf(used)).toBe(409);
    expect(used.publicMessage).toBe('Setup link was already used; it cannot be revoked');
    expect(await status(customerId, link.id!)).toBe('SETUP_LINK_STATUS_USED');
    expectFailureRedirect(await open(link.url!), link.id!, 'already_used');

    const { customerId: otherCustomer } = await customerWithLink('Other');
    const unknown = await failure(revoke(customerId, randomUUID()));
    const foreign = await failure(revoke(customerId, link.id!, randomUUID()));
    const elsewhere = await failure(revoke(otherCustomer, link.id!));
    for (const e of [unknown, foreign, elsewhere]) {
      expect(httpOf(e)).toBe(404);
      expect(e.publicMessage).toBe('Setup link not found');
    }
    const malformed = await failure(revoke(customerId, 'not-a-uuid'));
    expect(httpOf(malformed)).toBe(400);
  });

  it('a link revoked while its page is connecting the number: the page answers link_expired (never already_used) and the link stays revoked', async () => {
    const acct = await seedAccount(sim);
    const { customerId, link } = await customerWithLink('Revoked mid-flight');
    // The connect's upstream calls on this number wait 1.5 s: the revocation lands while the page is connecting.
    await sim.control('POST', '/faults', { match: { path: acct.numbers[0].id }, kind: 'latency', latencyMs: 1_500, times: 1 });
    const posted = submit(link.url!, { business_account_id: acct.wabaId, phone_number_id: acct.numbers[0].id, access_token: acct.token });
    await waitFor(
      async () => {
        const { data } = await sim.control<{ data: Array<{ match: { path?: string }; hits: number }> }>('GET', '/faults');
        return data.some((f) => f.match.path === acct.numbers[0].id && f.hits > 0);
      },
      { timeoutMs: 20_000, intervalMs: 20 },
    );
    await revoke(customerId, link.id!);
    expectFailureRedirect(await posted, link.id!, 'link_expired');
    expect(await status(customerId, link.id!)).toBe('SETUP_LINK_STATUS_REVOKED');
  });

  it('an expired link cannot be revoked (409) and stays expired; its page answers link_expired', async () => {
    const { customerId, link } = await customerWithLink('Expired');
    clock.advance(30 * 86_400_000 + 1);
    const expired = await failure(revoke(customerId, link.id!));
    expect(httpOf(expired)).toBe(409);
    expect(expired.publicMessage).toBe('Setup link has expired; it cannot be revoked');
    expect(await status(customerId, link.id!)).toBe('SETUP_LINK_STATUS_EXPIRED');
    expectFailureRedirect(await open(link.url!), link.id!, 'link_expired');
  });
});
