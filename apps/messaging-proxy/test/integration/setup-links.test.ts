import { randomUUID } from 'node:crypto';
import knex, { type Knex } from 'knex';
import { type Browser } from 'playwright-core';
import { decodeEvent } from '@platform/contracts';
import { manualClock } from '@platform/runtime';
import { waitFor, launchChromium } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, httpOf, seedAccount, startService, startSim, type ServiceUnderTest, type SimProcess } from './harness';

let sim: SimProcess;
let mp: ServiceUnderTest;
let browser: Browser;
let db: Knex;
const clock = manualClock(Date.now());
const project = randomUUID();

beforeAll(async () => {
  sim = await startSim();
  // The expiry sweeper runs every 100 ms here (60 s by default).
  mp = await startService(sim, { clock, env: { SETUP_LINK_SWEEP_INTERVAL_MS: '100' } });
  db = knex({ client: 'pg', connection: mp.config.DATABASE_URL!, pool: { min: 0, max: 1 } });
  browser = await launchChromium();
});
afterAll(async () => {
  await db?.destroy();
  await browser?.close();
  await mp?.stop();
  await sim?.stop();
});

const link = (customerId: string, extra: Record<string, unknown> = {}) =>
  mp.call('CreateSetupLink', {
    project_id: project,
    customer_id: customerId,
    allowed_origins: [],
    allowed_connection_types: [],
    phone_number_country_isos: [],
    provision_phone_number: false,
    theme_config: {},
    ...extra,
  });

/** The onboarding url rewritten to the service's HTTP origin (PUBLIC_URL defaults to :8081 in the config). */
const pageUrl = (url: string) => `${mp.httpUrl}${new URL(url).pathname}`;

describe('setup links', () => {
  it('validates every field of 2.10 (redirect URLs, origins, connection types, hex colours, language, provisioning)', async () => {
    const c = (await mp.call('CreateCustomer', { project_id: project, name: 'Validation' })).customer!;
    const bad: Array<[Record<string, unknown>, RegExp]> = [
      [{ success_redirect_url: 'javascript:alert(1)' }, /success_redirect_url/],
      [{ failure_redirect_url: 'not a url' }, /failure_redirect_url/],
      [{ allowed_origins: ['https://a.example/path'] }, /allowed_origins/],
      [{ allowed_connection_types: ['shared'] }, /allowed_connection_types/],
      [{ theme_config: { primary_color: 'red' } }, /theme_config.primary_color/],
      [{ language: 'fr' }, /language/],
      [{ phone_number_area_code: '415' }, /provision_phone_number/],
      [{ phone_number_country_isos: ['USA'] }, /phone_number_country_isos/],
      [{ reconnect_phone_number: '5550100' }, /E.164/],
    ];
    for (const [extra, msg] of bad) {
      const e = await failure(link(c.id!, extra));
      expect(httpOf(e), JSON.stringify(extra)).toBe(400);
      expect(e.publicMessage).toMatch(msg);
    }
    const reconnectUnknown = await failure(link(c.id!, { reconnect_phone_number: '+15550109999' }));
    expect(httpOf(reconnectUnknown)).toBe(422);
    const ok = (await link(c.id!, { theme_config: { primary_color: '#ff0000' }, provision_phone_number: true, phone_number_area_code: '415', language: 'es' }))
      .setup_link!;
    expect(ok).toMatchObject({
      status: 'SETUP_LINK_STATUS_ACTIVE',
      theme_config: { primary_color: '#FF0000' },
      provision_phone_number: true,
      phone_number_country_isos: ['US'],
      allowed_connection_types: ['coexistence', 'dedicated'],
      language: 'es',
      messaging_setup_status: 'pending',
      upstream_billing_mode: 'customer_managed',
    });
  });

  it('a new link revokes the previous active one; links expire after 30 days; list filters by status; isolation', async () => {
    const c = (await mp.call('CreateCustomer', { project_id: project, name: 'Links' })).customer!;
    const first = (await link(c.id!)).setup_link!;
    expect(new Date(first.expires_at!).getTime() - new Date(first.created_at!).getTime()).toBe(30 * 86_400_000);
    clock.advance(1_000);
    const second = (await link(c.id!)).setup_link!;
    expect((await mp.call('GetSetupLink', { project_id: project, customer_id: c.id!, setup_link_id: first.id! })).setup_link!.status).toBe(
      'SETUP_LINK_STATUS_REVOKED',
    );
    const active = await mp.call('ListSetupLinks', { project_id: project, customer_id: c.id!, status: 'SETUP_LINK_STATUS_ACTIVE', page: {} });
    expect(active.setup_links!.map((l) => l.id)).toEqual([second.id]);
    const all = await mp.call('ListSetupLinks', { project_id: project, customer_id: c.id!, page: { page: 1, per_page: 1 } });
    expect(all.setup_links!.map((l) => l.id)).toEqual([second.id]);
    expect(all.meta).toMatchObject({ total_count: 2, total_pages: 2 });
    clock.advance(30 * 86_400_000 + 1);
    expect((await mp.call('GetSetupLink', { project_id: project, customer_id: c.id!, setup_link_id: second.id! })).setup_link!.status).toBe(
      'SETUP_LINK_STATUS_EXPIRED',
    );
    expect(
      (await mp.call('ListSetupLinks', { project_id: project, customer_id: c.id!, status: 'SETUP_LINK_STATUS_EXPIRED', page: {} })).setup_links!.map(
        (l) => l.id,
      ),
    ).toEqual([second.id]);
    expect(
      (await mp.call('ListSetupLinks', { project_id: project, customer_id: c.id!, status: 'SETUP_LINK_STATUS_ACTIVE', page: {} })).setup_links,
    ).toHaveLength(0);
    const other = randomUUID();
    expect(httpOf(await failure(mp.call('GetSetupLink', { project_id: other, customer_id: c.id!, setup_link_id: second.id! })))).toBe(404);
    expect(httpOf(await failure(mp.call('ListSetupLinks', { project_id: other, customer_id: c.id!, page: {} })))).toBe(404);
    expect(
      httpOf(
        await failure(
          mp.call('CreateSetupLink', {
            project_id: other,
            customer_id: c.id!,
            allowed_origins: [],
            allowed_connection_types: [],
            phone_number_country_isos: [],
            provision_phone_number: false,
          }),
        ),
      ),
    ).toBe(404);
  });

  it('a new link leaves a previous link that had already expired expired (never revoked); an unexpired one is revoked', async () => {
    const c = (await mp.call('CreateCustomer', { project_id: project, name: 'Expired then replaced' })).customer!;
    const first = (await link(c.id!)).setup_link!;
    clock.advance(30 * 86_400_000 + 1);
    const get = async (id: string) => (await mp.call('GetSetupLink', { project_id: project, customer_id: c.id!, setup_link_id: id })).setup_link!.status;
    expect(await get(first.id!)).toBe('SETUP_LINK_STATUS_EXPIRED');
    const second = (await link(c.id!)).setup_link!;
    expect(await get(first.id!)).toBe('SETUP_LINK_STATUS_EXPIRED');
    clock.advance(1_000);
    const third = (await link(c.id!)).setup_link!;
    expect(await get(second.id!)).toBe('SETUP_LINK_STATUS_REVOKED');
    expect(await get(third.id!)).toBe('SETUP_LINK_STATUS_ACTIVE');
    const ids = async (status: 'SETUP_LINK_STATUS_EXPIRED' | 'SETUP_LINK_STATUS_REVOKED') =>
      (await mp.call('ListSetupLinks', { project_id: project, customer_id: c.id!, status, page: {} })).setup_links!.map((l) => l.id);
    expect(await ids('SETUP_LINK_STATUS_EXPIRED')).toEqual([first.id]);
    expect(await ids('SETUP_LINK_STATUS_REVOKED')).toEqual([second.id]);
  });

  it('the operator fallback form (?manual=1) in Chromium: themed and localised, connects the number, marks the link used, redirects with the documented parameters', async () => {
    const acct = await seedAccount(sim, { numbers: [{ display_phone_number: '+1 555-010-7777' }] });
    const c = (await mp.call('CreateCustomer', { project_id: project, name: 'Browser' })).customer!;
    const l = (
      await link(c.id!, {
        success_redirect_url: `${sim.url}/healthz?from=onboarding`,
        failure_redirect_url: `${sim.url}/healthz`,
        theme_config: { primary_color: '#123456' },
        language: 'es',
        allowed_connection_types: ['dedicated'],
      })
    ).setup_link!;
    const page = await browser.newPage();
    try {
      await page.goto(`${pageUrl(l.url!)}?manual=1`);
      expect(await page.locator('h1').textContent()).toBe('Conecte su número de empresa');
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      const bg = await page
        .locator('button[type=submit]')
        .evaluate((b) => (globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string } }).getComputedStyle(b).backgroundColor);
      expect(bg).toBe('rgb(18, 52, 86)');
      // Wrong token first: the failure redirect carries setup_link_id and error_code.
      await page.fill('#business_account_id', acct.wabaId);
      await page.fill('#phone_number_id', acct.numbers[0].id);
      await page.fill('#access_token', 'EAAwrong');
      await Promise.all([page.waitForURL(/healthz/), page.click('button[type=submit]')]);
      const failed = new URL(page.url());
      expect(failed.searchParams.get('setup_link_id')).toBe(l.id);
      expect(failed.searchParams.get('error_code')).toBe('token_exchange_failed');
      expect((await mp.call('GetSetupLink', { project_id: project, customer_id: c.id!, setup_link_id: l.id! })).setup_link).toMatchObject({
        status: 'SETUP_LINK_STATUS_ACTIVE',
        messaging_setup_status: 'failed',
      });

      await page.goto(`${pageUrl(l.url!)}?manual=1`);
      await page.fill('#business_account_id', acct.wabaId);
      await page.fill('#phone_number_id', acct.numbers[0].id);
      await page.fill('#access_token', acct.token);
      await Promise.all([page.waitForURL(/from=onboarding/), page.click('button[type=submit]')]);
      const done = new URL(page.url());
      expect(Object.fromEntries(done.searchParams)).toMatchObject({
        setup_link_id: l.id,
        status: 'completed',
        phone_number_id: acct.numbers[0].id,
        business_account_id: acct.wabaId,
        // No number is provisioned (decision 0202): the peer's parameter is there, empty.
        provisioned_phone_number_id: '',
        display_phone_number: '+1 555-010-7777',
      });
      expect([...done.searchParams.keys()]).toEqual([
        'from',
        'setup_link_id',
        'status',
        'phone_number_id',
        'business_account_id',
        'provisioned_phone_number_id',
        'display_phone_number',
      ]);
      const after = (await mp.call('GetSetupLink', { project_id: project, customer_id: c.id!, setup_link_id: l.id! })).setup_link!;
      expect(after).toMatchObject({ status: 'SETUP_LINK_STATUS_USED', messaging_setup_status: 'completed', phone_number_id: acct.numbers[0].id });
      const numbers = await mp.call('ListPhoneNumbers', { project_id: project, customer_id: c.id!, page: {} });
      expect(numbers.phone_numbers!.map((n) => n.id)).toEqual([acct.numbers[0].id]);
      // The project event of a number a link connected (decision 0247), as for embedded signup.
      const created = ((await mp.svc.db.knex('outbox').where({ subject: 'messaging_proxy.phone_number.created' })) as Array<{ payload: Buffer }>)
        .map((r) => decodeEvent<Record<string, unknown>>('svc.messaging_proxy.v1.PhoneNumberCreated', r.payload))
        .filter((e) => e.setup_link_id === l.id);
      expect(created).toEqual([
        expect.objectContaining({
          customer_id: c.id,
          waba_id: acct.wabaId,
          connection_type: 'dedicated',
          phone_number: expect.objectContaining({ id: acct.numbers[0].id }),
        }),
      ]);

      // Opening a used link goes to the failure URL with already_used.
      await page.goto(pageUrl(l.url!));
      expect(new URL(page.url()).searchParams.get('error_code')).toBe('already_used');
    } finally {
      await page.close();
    }
  });

  it('an expired link without a failure URL shows an expired page (410)', async () => {
    const c = (await mp.call('CreateCustomer', { project_id: project, name: 'Expired page' })).customer!;
    const l = (await link(c.id!, { language: 'ar' })).setup_link!;
    clock.advance(31 * 86_400_000);
    const res = await fetch(pageUrl(l.url!));
    expect(res.status).toBe(410);
    const html = await res.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('data-outcome="expired"');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('the sweeper stores expired on active links past expires_at; revoked and unexpired links are left as they are', async () => {
    const stored = async (id: string) => (await db.withSchema(mp.config.DB_SCHEMA!).table('setup_links').where({ id }).first('status')).status as string;
    const revokedCustomer = (await mp.call('CreateCustomer', { project_id: project, name: 'Swept: revoked' })).customer!;
    const revoked = (await link(revokedCustomer.id!)).setup_link!;
    await mp.call('RevokeSetupLink', { project_id: project, customer_id: revokedCustomer.id!, setup_link_id: revoked.id! });
    const dueCustomer = (await mp.call('CreateCustomer', { project_id: project, name: 'Swept: due' })).customer!;
    const due = (await link(dueCustomer.id!)).setup_link!;
    expect(await stored(due.id!)).toBe('active');
    clock.advance(30 * 86_400_000 + 1);
    const freshCustomer = (await mp.call('CreateCustomer', { project_id: project, name: 'Swept: fresh' })).customer!;
    const fresh = (await link(freshCustomer.id!)).setup_link!;
    await waitFor(async () => (await stored(due.id!)) === 'expired', { timeoutMs: 15_000, intervalMs: 50 });
    expect(await stored(revoked.id!)).toBe('revoked');
    expect(await stored(fresh.id!)).toBe('active');
    expect((await mp.call('GetSetupLink', { project_id: project, customer_id: dueCustomer.id!, setup_link_id: due.id! })).setup_link!.status).toBe(
      'SETUP_LINK_STATUS_EXPIRED',
    );
  });
});
