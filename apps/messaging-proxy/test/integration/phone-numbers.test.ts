import { createCipheriv, randomBytes, randomUUID } from 'node:crypto';
import knex from 'knex';
import { testInfra } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSeededNumber, failure, httpOf, seedAccount, startService, startSim, type ServiceUnderTest, type SimProcess } from './harness';

let sim: SimProcess;
let mp: ServiceUnderTest;
const projectA = randomUUID();
const projectB = randomUUID();

beforeAll(async () => {
  sim = await startSim();
  mp = await startService(sim);
});
afterAll(async () => {
  await mp?.stop();
  await sim?.stop();
});

describe('customers', () => {
  it('create, read, list (most recent first), update, delete', async () => {
    const a = (await mp.call('CreateCustomer', { project_id: projectA, name: 'Acme', external_customer_id: 'ext-1' })).customer!;
    const b = (await mp.call('CreateCustomer', { project_id: projectA, name: 'Beta' })).customer!;
    expect(a).toMatchObject({ name: 'Acme', external_customer_id: 'ext-1' });
    expect((await mp.call('GetCustomer', { project_id: projectA, customer_id: a.id! })).customer!.name).toBe('Acme');
    const list = await mp.call('ListCustomers', { project_id: projectA, page: { page: 1, per_page: 1 } });
    expect(list.customers!.map((c) => c.id)).toEqual([b.id]);
    expect(list.meta).toMatchObject({ page: 1, per_page: 1, total_count: 2, total_pages: 2 });
    const upd = (await mp.call('UpdateCustomer', { project_id: projectA, customer_id: a.id!, name: 'Acme Inc', clear_external_customer_id: true })).customer!;
    expect(upd).toMatchObject({ name: 'Acme Inc' });
    expect(upd.external_customer_id ?? null).toBeNull();
    await mp.call('DeleteCustomer', { project_id: projectA, customer_id: b.id! });
    expect(httpOf(await failure(mp.call('GetCustomer', { project_id: projectA, customer_id: b.id! })))).toBe(404);
  });

  it('external_customer_id is unique per project (409), not across projects', async () => {
    await mp.call('CreateCustomer', { project_id: projectA, name: 'X', external_customer_id: 'dup' });
    expect(httpOf(await failure(mp.call('CreateCustomer', { project_id: projectA, name: 'Y', external_customer_id: 'dup' })))).toBe(409);
    await mp.call('CreateCustomer', { project_id: projectB, name: 'Z', external_customer_id: 'dup' });
  });

  it('project B cannot read, update or delete project A customers (404 like unknown ids)', async () => {
    const a = (await mp.call('CreateCustomer', { project_id: projectA, name: 'Private' })).customer!;
    // One call at a time: promises started together would reject while an earlier one is awaited,
    // with no handler attached yet (an unhandled rejection that fails the run).
    for (const attempt of [
      () => mp.call('GetCustomer', { project_id: projectB, customer_id: a.id! }),
      () => mp.call('UpdateCustomer', { project_id: projectB, customer_id: a.id!, name: 'hijack' }),
      () => mp.call('DeleteCustomer', { project_id: projectB, customer_id: a.id! }),
    ]) {
      const e = await failure(attempt());
      expect(httpOf(e)).toBe(404);
      expect(e.publicMessage).toBe('Customer not found');
    }
    const listB = await mp.call('ListCustomers', { project_id: projectB, page: {} });
    expect(listB.customers!.map((c) => c.id)).not.toContain(a.id);
  });
});

describe('phone numbers', () => {
  it('connects with upstream credentials: every 2.8 field from the upstream, app subscribed, token encrypted and never returned', async () => {
    const acct = await seedAccount(sim, {
      numbers: [
        {
          display_phone_number: '+1 555-010-2030',
          verified_name: 'Acme Support',
          whatsapp_business_manager_messaging_limit: 'TIER_10K',
          is_official_business_account: true,
        },
      ],
    });
    const customer = (await mp.call('CreateCustomer', { project_id: projectA, name: 'Numbers' })).customer!;
    const pn = acct.numbers[0];
    const res = await mp.call('ConnectPhoneNumber', {
      project_id: projectA,
      customer_id: customer.id!,
      phone_number_id: pn.id,
      business_account_id: acct.wabaId,
      access_token: acct.token,
      webhook_destination_url: 'https://example.com/hook',
      webhook_verify_token: 'vt-secret',
      calls_enabled: true,
    });
    const n = res.phone_number!;
    expect(n).toMatchObject({
      id: pn.id,
      phone_number_id: pn.id,
      business_account_id: acct.wabaId,
      customer_id: customer.id,
      display_phone_number: '+1 555-010-2030',
      display_phone_number_normalized: '15550102030',
      verified_name: 'Acme Support',
      display_name: 'Acme Support',
      quality_rating: 'GREEN',
      name_status: 'APPROVED',
      status: 'CONNECTED',
      throughput_tier: 'TIER_10K',
      whatsapp_business_manager_messaging_limit: 'TIER_10K',
      is_official_business_account: true,
      is_pin_enabled: false,
      is_coexistence: false,
      calls_enabled: true,
      inbound_processing_enabled: true,
      upstream_app_id: sim.appId,
      kind: 'production',
      name: 'Acme Support',
    });
    expect(JSON.stringify(res)).not.toContain(acct.token);
    expect(JSON.stringify(res)).not.toContain('vt-secret');
    const subs = await sim.control<{ wabas: Array<{ id: string; subscribed_apps: string[] }> }>('GET', '/state');
    expect(subs.wabas.find((w) => w.id === acct.wabaId)!.subscribed_apps).toContain(sim.appId);
    const k = knex({ client: 'pg', connection: testInfra().databaseUrl, searchPath: [mp.config.DB_SCHEMA!] });
    try {
      const row = await k('phone_numbers').where({ phone_number_id: pn.id }).first();
      expect(row.access_token_ciphertext).not.toContain(acct.token);
      expect(row.access_token_ciphertext.startsWith('v2.k1.')).toBe(true);
      // A token stored in the format written before @platform/crypto (`<kid>:<iv>:<tag>:<ct>`, key id
      // as associated data) still opens: the health check reaches the upstream with it.
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', Buffer.from(mp.config.TOKEN_ENCRYPTION_KEY, 'base64'), iv);
      c.setAAD(Buffer.from('k1'));
      const ct = Buffer.concat([c.update(acct.token, 'utf8'), c.final()]);
      const legacy = ['k1', iv.toString('base64'), c.getAuthTag().toString('base64'), ct.toString('base64')].join(':');
      await k('phone_numbers').where({ phone_number_id: pn.id }).update({ access_token_ciphertext: legacy });
      const health = await mp.call('CheckPhoneNumberHealth', { project_id: projectA, phone_number_id: pn.id });
      expect(JSON.stringify(health)).toMatch(/token_validity/);
      expect(JSON.stringify(health.checks?.token_validity ?? health)).toMatch(/"passed":true/);
    } finally {
      await k.destroy();
    }
    // Connecting the same number again within its project is a clear conflict.
    expect(
      httpOf(
        await failure(
          mp.call('ConnectPhoneNumber', {
            project_id: projectA,
            customer_id: customer.id!,
            phone_number_id: pn.id,
            business_account_id: acct.wabaId,
            access_token: acct.token,
          }),
        ),
      ),
    ).toBe(409);
  });

  it('rejects bad credentials with clear errors: invalid token 422, number outside the account 422, foreign customer 404', async () => {
    const acct = await seedAccount(sim);
    const other = await seedAccount(sim);
    const customer = (await mp.call('CreateCustomer', { project_id: projectA, name: 'Bad creds' })).customer!;
    const bad = await failure(
      mp.call('ConnectPhoneNumber', {
        project_id: projectA,
        customer_id: customer.id!,
        phone_number_id: acct.numbers[0].id,
        business_account_id: acct.wabaId,
        access_token: 'EAAnotatoken',
      }),
    );
    expect(httpOf(bad)).toBe(422);
    expect(bad.publicMessage).toMatch(/access token/);
    expect(bad.publicFields.upstream_error_code).toBe(190);
    const mismatch = await failure(
      mp.call('ConnectPhoneNumber', {
        project_id: projectA,
        customer_id: customer.id!,
        phone_number_id: acct.numbers[0].id,
        business_account_id: other.wabaId,
        access_token: acct.token,
      }),
    );
    expect(httpOf(mismatch)).toBe(422);
    const foreign = await failure(
      mp.call('ConnectPhoneNumber', {
        project_id: projectB,
        customer_id: customer.id!,
        phone_number_id: acct.numbers[0].id,
        business_account_id: acct.wabaId,
        access_token: acct.token,
      }),
    );
    expect(httpOf(foreign)).toBe(404);
    const list = await mp.call('ListPhoneNumbers', { project_id: projectA, phone_number_id: acct.numbers[0].id, page: {} });
    expect(list.phone_numbers).toHaveLength(0);
  });

  it("a malformed access_token (CR/LF, NUL, lone surrogate, spaces) is the caller's 400, never an upstream 502 (issue 13 #4)", async () => {
    const acct = await seedAccount(sim);
    const customer = (await mp.call('CreateCustomer', { project_id: projectA, name: 'Malformed' })).customer!;
    for (const token of ['EAA\r\nX-Injected: 1', 'EAA\u0000x', 'EAA\ud800x', 'EAA token', 'EAAé']) {
      const e = await failure(
        mp.call('ConnectPhoneNumber', {
          project_id: projectA,
          customer_id: customer.id!,
          phone_number_id: acct.numbers[0].id,
          business_account_id: acct.wabaId,
          access_token: token,
        }),
      );
      expect(httpOf(e), JSON.stringify(token)).toBe(400);
      expect(e.publicMessage).toMatch(/access_token must be/);
    }
  });

  it('connecting a number another project holds answers like a number the token cannot reach, with or without upstream access to it; 409 in its own project (no existence oracle, issues 13 #6, 32 #6)', async () => {
    const acct = await seedAccount(sim);
    await connectSeededNumber(mp, projectA, acct, { customerName: 'Holder' });
    const prober = (await mp.call('CreateCustomer', { project_id: projectB, name: 'Prober' })).customer!;
    const unknownNumber = await seedAccount(sim);
    const attempt = (phoneNumberId: string, wabaId: string) =>
      failure(
        mp.call('ConnectPhoneNumber', {
          project_id: projectB,
          customer_id: prober.id!,
          phone_number_id: phoneNumberId,
          business_account_id: wabaId,
          access_token: 'EAAgarbagetoken',
        }),
      );
    const taken = await attempt(acct.numbers[0].id, acct.wabaId);
    const unknown = await attempt(unknownNumber.numbers[0].id, unknownNumber.wabaId);
    expect(httpOf(taken)).toBe(422);
    expect([httpOf(taken), taken.reason, taken.publicMessage.replace(/\d+/g, 'N')]).toEqual([
      httpOf(unknown),
      unknown.reason,
      unknown.publicMessage.replace(/\d+/g, 'N'),
    ]);
    // Even a token that reaches the number learns nothing of the other project (issue 32 #6): the
    // answer is exactly that of a number the token cannot reach.
    const withToken = (phoneNumberId: string, wabaId: string) =>
      failure(
        mp.call('ConnectPhoneNumber', {
          project_id: projectB,
          customer_id: prober.id!,
          phone_number_id: phoneNumberId,
          business_account_id: wabaId,
          access_token: acct.token,
        }),
      );
    const reachable = await withToken(acct.numbers[0].id, acct.wabaId);
    const unreachable = await withToken(unknownNumber.numbers[0].id, unknownNumber.wabaId);
    const answer = (e: typeof reachable, id: string) => ({
      status: httpOf(e),
      reason: e.reason,
      message: e.publicMessage.split(id).join('<id>'),
      fields: e.publicFields,
    });
    expect(answer(unreachable, unknownNumber.numbers[0].id)).toEqual({
      status: 422,
      reason: unreachable.reason,
      message: 'Phone number <id> is not reachable with this access token (upstream code 100/33)',
      fields: { upstream_error_code: 100, upstream_error_subcode: 33, upstream_trace_id: null },
    });
    expect(answer(reachable, acct.numbers[0].id)).toEqual(answer(unreachable, unknownNumber.numbers[0].id));
    expect((await mp.call('ListPhoneNumbers', { project_id: projectB, phone_number_id: acct.numbers[0].id, page: {} })).phone_numbers).toHaveLength(0);
    // Within the owning project it stays a clear 409, whatever the token.
    const holder = (await mp.call('ListPhoneNumbers', { project_id: projectA, phone_number_id: acct.numbers[0].id, page: {} })).phone_numbers[0];
    for (const token of [acct.token, 'EAAgarbagetoken']) {
      const again = await failure(
        mp.call('ConnectPhoneNumber', {
          project_id: projectA,
          customer_id: holder.customer_id!,
          phone_number_id: acct.numbers[0].id,
          business_account_id: acct.wabaId,
          access_token: token,
        }),
      );
      expect([httpOf(again), again.reason, again.publicMessage]).toEqual([
        409,
        'PHONE_NUMBER_ALREADY_CONNECTED',
        'This phone number is already connected to this project',
      ]);
    }
  });

  it('an expired token (upstream 190/463) is refused on connect with a clear message', async () => {
    const acct = await seedAccount(sim, { token: { expires_at: '2000-01-01T00:00:00Z' } });
    const customer = (await mp.call('CreateCustomer', { project_id: projectA, name: 'Expired' })).customer!;
    const e = await failure(
      mp.call('ConnectPhoneNumber', {
        project_id: projectA,
        customer_id: customer.id!,
        phone_number_id: acct.numbers[0].id,
        business_account_id: acct.wabaId,
        access_token: acct.token,
      }),
    );
    expect(httpOf(e)).toBe(422);
    expect(e.publicMessage).toMatch(/invalid or expired \(upstream code 190\/463\)/);
  });

  it('lists with filters, most recent first; updates token and webhook url; project B sees nothing', async () => {
    const acct = await seedAccount(sim, { numbers: [{}, {}] });
    const customer = (await mp.call('CreateCustomer', { project_id: projectA, name: 'Two numbers' })).customer!;
    for (const n of acct.numbers) {
      await mp.call('ConnectPhoneNumber', {
        project_id: projectA,
        customer_id: customer.id!,
        phone_number_id: n.id,
        business_account_id: acct.wabaId,
        access_token: acct.token,
      });
    }
    const list = await mp.call('ListPhoneNumbers', { project_id: projectA, business_account_id: acct.wabaId, page: {} });
    expect(list.phone_numbers!.map((n) => n.id)).toEqual([acct.numbers[1].id, acct.numbers[0].id]);
    expect(list.meta).toMatchObject({ total_count: 2 });
    expect((await mp.call('ListPhoneNumbers', { project_id: projectB, business_account_id: acct.wabaId, page: {} })).phone_numbers).toHaveLength(0);
    expect(httpOf(await failure(mp.call('GetPhoneNumber', { project_id: projectB, phone_number_id: acct.numbers[0].id })))).toBe(404);
    expect(httpOf(await failure(mp.call('UpdatePhoneNumber', { project_id: projectB, phone_number_id: acct.numbers[0].id, name: 'x' })))).toBe(404);

    const fresh = await sim.control<{ tokens: Array<{ value: string }> }>('POST', '/fixtures', { tokens: [{ ids: [acct.wabaId] }] });
    const upd = await mp.call('UpdatePhoneNumber', {
      project_id: projectA,
      phone_number_id: acct.numbers[0].id,
      access_token: fresh.tokens[0].value,
      webhook_destination_url: 'https://example.org/new',
    });
    expect(upd.phone_number).toMatchObject({ webhook_destination_url: 'https://example.org/new' });
    // A number's webhook destination goes through the SSRF policy of every client-given URL (issue 13 #8).
    for (const target of [
      'http://169.254.169.254/latest/meta-data',
      'http://127.0.0.1:9/x',
      'http://[::1]/h',
      'http://0x7f000001/h',
      'http://localhost/h',
      'ftp://example.org/h',
    ]) {
      const refused = await failure(
        mp.call('UpdatePhoneNumber', { project_id: projectA, phone_number_id: acct.numbers[0].id, webhook_destination_url: target }),
      );
      expect(httpOf(refused), target).toBe(400);
      expect(refused.publicMessage, target).toContain('webhook_destination_url');
    }
    const kept = await mp.call('GetPhoneNumber', { project_id: projectA, phone_number_id: acct.numbers[0].id });
    expect(kept.phone_number).toMatchObject({ webhook_destination_url: 'https://example.org/new' });
    expect(JSON.stringify(upd)).not.toContain(fresh.tokens[0].value);
    const badUpd = await failure(mp.call('UpdatePhoneNumber', { project_id: projectA, phone_number_id: acct.numbers[0].id, access_token: 'EAAbogus' }));
    expect(httpOf(badUpd)).toBe(422);
    // Customers with numbers cannot be deleted.
    expect(httpOf(await failure(mp.call('DeleteCustomer', { project_id: projectA, customer_id: customer.id! })))).toBe(409);
  });

  it('calls_enabled switches the number’s calling upstream on connect and update; an upstream refusal stores nothing (decision 0233)', async () => {
    const acct = await seedAccount(sim, { numbers: [{}] });
    const pn = acct.numbers[0].id;
    const calling = async () =>
      (
        (await (await fetch(`${sim.url}/v24.0/${pn}/settings`, { headers: { authorization: `Bearer ${acct.token}` } })).json()) as {
          calling: { status: string };
        }
      ).calling.status;
    expect(await calling()).toBe('DISABLED');
    const customer = (await mp.call('CreateCustomer', { project_id: projectA, name: 'Calls' })).customer!;
    const connected = await mp.call('ConnectPhoneNumber', {
      project_id: projectA,
      customer_id: customer.id!,
      phone_number_id: pn,
      business_account_id: acct.wabaId,
      access_token: acct.token,
      calls_enabled: true,
    });
    expect(connected.phone_number!.calls_enabled).toBe(true);
    expect(await calling()).toBe('ENABLED');

    const off = await mp.call('UpdatePhoneNumber', { project_id: projectA, phone_number_id: pn, calls_enabled: false });
    expect(off.phone_number!.calls_enabled).toBe(false);
    expect(await calling()).toBe('DISABLED');

    // The upstream refuses the switch: the client hears it, and neither side changed.
    await sim.control('POST', '/faults', { match: { method: 'POST', path: `${pn}/settings` }, kind: 'graph_error', code: 100, times: 1 });
    const refused = await failure(mp.call('UpdatePhoneNumber', { project_id: projectA, phone_number_id: pn, calls_enabled: true }));
    expect(httpOf(refused)).toBe(422);
    expect((await mp.call('GetPhoneNumber', { project_id: projectA, phone_number_id: pn })).phone_number!.calls_enabled).toBe(false);
    expect(await calling()).toBe('DISABLED');

    // Other updates leave calling alone upstream.
    await mp.call('UpdatePhoneNumber', { project_id: projectA, phone_number_id: pn, name: 'Renamed' });
    expect(await calling()).toBe('DISABLED');
  });
});
