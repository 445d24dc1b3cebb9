import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP, IDS, seedBasic, startSim, type TestSim } from './helpers';

describe('Graph objects', () => {
  let t: TestSim;
  beforeAll(async () => {
    t = await startSim();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.control('POST', '/reset');
  });

  describe('fixtures and request log', () => {
    it('generates 15-16 digit ids, returns what it created, and a token without ids reaches everything created in the call', async () => {
      const res = await t.control('POST', '/fixtures', {
        businesses: [{ name: 'Gen', wabas: [{ phone_numbers: [{}, { is_coexistence: true }] }] }],
        tokens: [{}],
      });
      expect(res.status).toBe(201);
      const { businesses, wabas, phone_numbers, tokens } = res.body;
      for (const id of [businesses[0].id, wabas[0].id, phone_numbers[0].id, phone_numbers[1].id]) expect(id).toMatch(/^[1-9]\d{14,15}$/);
      expect(wabas[0].business_id).toBe(businesses[0].id);
      expect(phone_numbers[1]).toMatchObject({ waba_id: wabas[0].id, is_coexistence: true, status: 'CONNECTED' });
      const list = await t.graph('GET', `/${wabas[0].id}/phone_numbers?fields=id,is_on_biz_app`, { token: tokens[0].value });
      expect(list.body.data).toEqual([
        { id: phone_numbers[0].id, is_on_biz_app: false },
        { id: phone_numbers[1].id, is_on_biz_app: true },
      ]);
    });

    it('fixtures upsert: an existing id only changes the fields given', async () => {
      await seedBasic(t);
      await t.control('POST', '/fixtures', { phone_numbers: [{ id: IDS.phone, quality_rating: 'YELLOW', status: 'DISCONNECTED' }] });
      const res = await t.graph('GET', `/${IDS.phone}?fields=quality_rating,status,display_phone_number`, { token: 'tok' });
      expect(res.body).toEqual({ id: IDS.phone, quality_rating: 'YELLOW', status: 'DISCONNECTED', display_phone_number: '+1 555-010-0001' });
      expect((await t.control('POST', '/fixtures', { phone_numbers: [{ waba_id: '1' }] })).status).toBe(404);
      expect((await t.control('POST', '/fixtures', { phone_numbers: [{ quality_rating: 'PURPLE' }] })).status).toBe(400);
    });

    it('logs every Graph request (not control calls), filters by path, and clears', async () => {
      await seedBasic(t);
      await t.graph('GET', `/v24.0/${IDS.phone}?fields=status`, { token: 'tok' });
      await t.graph('POST', `/v24.0/${IDS.phone}/messages`, { token: 'tok', body: { messaging_product: 'whatsapp', to: '1555', text: { body: 'x' } } });
      const all = (await t.control('GET', '/requests')).body;
      expect(all.count).toBe(2);
      const sends = (await t.control('GET', '/requests?path=/messages')).body;
      expect(sends.data).toEqual([
        expect.objectContaining({
          method: 'POST',
          path: `/v24.0/${IDS.phone}/messages`,
          graph_path: `/${IDS.phone}/messages`,
          access_token: 'tok',
          body: { messaging_product: 'whatsapp', to: '1555', text: { body: 'x' } },
          query: {},
        }),
      ]);
      expect(all.data[0].query).toEqual({ fields: 'status' });
      await t.control('DELETE', '/requests');
      expect((await t.control('GET', '/requests')).body.count).toBe(0);
    });

    it('state dump shows seeded objects and reset empties them', async () => {
      await seedBasic(t);
      expect((await t.control('GET', '/state')).body.phone_numbers).toHaveLength(1);
      await t.control('POST', '/reset');
      expect((await t.control('GET', '/state')).body.phone_numbers).toHaveLength(0);
    });
  });

  describe('field selection', () => {
    it('answers only the requested fields (plus id), with nested selections', async () => {
      await seedBasic(t, { throughput_level: 'HIGH', whatsapp_business_manager_messaging_limit: 'TIER_10K' });
      const res = await t.graph('GET', `/v24.0/${IDS.phone}?fields=throughput{level},whatsapp_business_manager_messaging_limit,verified_name`, {
        token: 'tok',
      });
      expect(res.body).toEqual({
        throughput: { level: 'HIGH' },
        whatsapp_business_manager_messaging_limit: 'TIER_10K',
        verified_name: 'Acme WABA',
        id: IDS.phone,
      });
      const waba = await t.graph('GET', `/${IDS.waba}?fields=name,owner_business_info{name}`, { token: 'tok' });
      expect(waba.body).toEqual({ name: 'Acme WABA', owner_business_info: { name: 'Acme' }, id: IDS.waba });
    });

    it('answers the default fields without `fields`, and error 100 for a field the node lacks', async () => {
      await seedBasic(t);
      const res = await t.graph('GET', `/${IDS.phone}`, { token: 'tok' });
      expect(Object.keys(res.body)).toEqual(
        expect.arrayContaining([
          'id',
          'display_phone_number',
          'verified_name',
          'quality_rating',
          'code_verification_status',
          'name_status',
          'status',
          'throughput',
          'whatsapp_business_manager_messaging_limit',
          'is_official_business_account',
          'is_pin_enabled',
          'platform_type',
          'account_mode',
          'health_status',
          'last_onboarded_time',
        ]),
      );
      expect(res.body.last_onboarded_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000$/);
      const bad = await t.graph('GET', `/${IDS.phone}?fields=id,favourite_colour`, { token: 'tok' });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toBe('(#100) Tried accessing nonexisting field (favourite_colour) on node type (WhatsAppBusinessPhoneNumber)');
    });
  });

  describe('health_status', () => {
    it('is AVAILABLE when every entity is, and lists PHONE_NUMBER, WABA, BUSINESS and APP', async () => {
      await seedBasic(t);
      const res = await t.graph('GET', `/${IDS.phone}?fields=health_status`, { token: 'tok' });
      expect(res.body.health_status).toEqual({
        can_send_message: 'AVAILABLE',
        entities: [
          { entity_type: 'PHONE_NUMBER', id: IDS.phone, can_send_message: 'AVAILABLE' },
          { entity_type: 'WABA', id: IDS.waba, can_send_message: 'AVAILABLE' },
          { entity_type: 'BUSINESS', id: IDS.business, can_send_message: 'AVAILABLE' },
          { entity_type: 'APP', id: APP.appId, can_send_message: 'AVAILABLE' },
        ],
      });
    });

    it('is the worst entity: LIMITED for an unapproved name, BLOCKED when the portfolio is disabled', async () => {
      await seedBasic(t, { name_status: 'PENDING_REVIEW' });
      const limited = (await t.graph('GET', `/${IDS.phone}?fields=health_status`, { token: 'tok' })).body.health_status;
      expect(limited.can_send_message).toBe('LIMITED');
      expect(limited.entities[0]).toMatchObject({ entity_type: 'PHONE_NUMBER', can_send_message: 'LIMITED', additional_info: [expect.any(String)] });

      await t.control('POST', '/fixtures', { businesses: [{ id: IDS.business, disabled: true }] });
      const blocked = (await t.graph('GET', `/${IDS.phone}?fields=health_status`, { token: 'tok' })).body.health_status;
      expect(blocked.can_send_message).toBe('BLOCKED');
      expect(blocked.entities.find((e: { entity_type: string }) => e.entity_type === 'BUSINESS')).toMatchObject({
        can_send_message: 'BLOCKED',
        errors: [{ error_code: 141000, error_description: expect.any(String), possible_solution: expect.any(String) }],
      });
    });

    it('honours seeded verdicts per entity, including the APP entity', async () => {
      await seedBasic(t, {
        health: { can_send_message: 'BLOCKED', errors: [{ error_code: 141002, error_description: 'Template not approved', possible_solution: 'Fix it' }] },
      });
      await t.control('PUT', '/settings', { app_health: { can_send_message: 'LIMITED', additional_info: ['app review'] } });
      const waba = (await t.graph('GET', `/${IDS.waba}?fields=health_status`, { token: 'tok' })).body.health_status;
      expect(waba.can_send_message).toBe('LIMITED');
      const pn = (await t.graph('GET', `/${IDS.phone}?fields=health_status`, { token: 'tok' })).body.health_status;
      expect(pn.can_send_message).toBe('BLOCKED');
      expect(pn.entities[0].errors[0].error_code).toBe(141002);
    });
  });

  describe('portfolios and credit line sharing', () => {
    it('lists owned WABAs and credit lines of a portfolio', async () => {
      await seedBasic(t);
      const biz = await t.graph('GET', `/${IDS.business}?fields=id,name,verification_status`, { token: 'tok' });
      expect(biz.body).toEqual({ id: IDS.business, name: 'Acme', verification_status: 'verified' });
      const owned = await t.graph('GET', `/${IDS.business}/owned_whatsapp_business_accounts`, { token: 'tok' });
      expect(owned.body.data).toEqual([expect.objectContaining({ id: IDS.waba, name: 'Acme WABA', currency: 'USD' })]);
      const lines = await t.graph('GET', `/${IDS.partner}/extendedcredits?fields=id,legal_entity_name,currency`, { token: 'tok' });
      expect(lines.body.data).toEqual([{ id: IDS.creditLine, legal_entity_name: 'Partner LLC', currency: 'USD' }]);
    });

    it('sharing a credit line creates an APPROVED allocation whose credential funds the WABA; DELETE revokes it', async () => {
      await seedBasic(t);
      const share = await t.graph('POST', `/v24.0/${IDS.creditLine}/whatsapp_credit_sharing_and_attach?waba_id=${IDS.waba}&waba_currency=USD`, {
        token: 'tok',
      });
      expect(share.status).toBe(200);
      expect(share.body).toEqual({ allocation_config_id: expect.stringMatching(/^\d{15,16}$/), waba_id: IDS.waba });
      const allocId = share.body.allocation_config_id;

      const alloc = await t.graph('GET', `/${allocId}?fields=id,receiving_credential{id},request_status,credit_line_id`, { token: 'tok' });
      expect(alloc.body).toEqual({ id: allocId, receiving_credential: { id: expect.any(String) }, request_status: 'APPROVED', credit_line_id: IDS.creditLine });
      const waba = await t.graph('GET', `/${IDS.waba}?fields=primary_funding_id`, { token: 'tok' });
      expect(waba.body.primary_funding_id).toBe(alloc.body.receiving_credential.id);

      // Repeating the call is idempotent for the same credit line.
      const again = await t.graph('POST', `/${IDS.creditLine}/whatsapp_credit_sharing_and_attach`, {
        token: 'tok',
        body: { waba_id: IDS.waba, waba_currency: 'USD' },
      });
      expect(again.body.allocation_config_id).toBe(allocId);

      expect((await t.graph('DELETE', `/${allocId}`, { token: 'tok' })).body).toEqual({ success: true });
      expect((await t.graph('GET', `/${allocId}?fields=request_status`, { token: 'tok' })).body.request_status).toBe('DELETED');
      expect((await t.graph('GET', `/${IDS.waba}?fields=primary_funding_id`, { token: 'tok' })).body).toEqual({ id: IDS.waba });
    });

    it('a PENDING allocation does not fund the WABA until approved; mismatched currency and unknown WABA are refused', async () => {
      await seedBasic(t);
      await t.control('POST', '/fixtures', { credit_lines: [{ id: IDS.creditLine, initial_request_status: 'PENDING' }] });
      const bad = await t.graph('POST', `/${IDS.creditLine}/whatsapp_credit_sharing_and_attach?waba_id=${IDS.waba}&waba_currency=EUR`, { token: 'tok' });
      expect(bad.body.error).toMatchObject({ code: 100, message: '(#100) Invalid parameter' });
      const unknown = await t.graph('POST', `/${IDS.creditLine}/whatsapp_credit_sharing_and_attach?waba_id=123456789012345&waba_currency=USD`, {
        token: 'tok',
      });
      expect(unknown.body.error.code).toBe(100);

      const share = await t.graph('POST', `/${IDS.creditLine}/whatsapp_credit_sharing_and_attach?waba_id=${IDS.waba}&waba_currency=USD`, { token: 'tok' });
      const id = share.body.allocation_config_id;
      expect((await t.graph('GET', `/${id}?fields=request_status`, { token: 'tok' })).body.request_status).toBe('PENDING');
      expect((await t.graph('GET', `/${IDS.waba}?fields=primary_funding_id`, { token: 'tok' })).body.primary_funding_id).toBeUndefined();
      await t.control('POST', '/fixtures', { allocations: [{ id, request_status: 'APPROVED' }] });
      expect((await t.graph('GET', `/${IDS.waba}?fields=primary_funding_id`, { token: 'tok' })).body.primary_funding_id).toMatch(/^\d+$/);
    });
  });

  describe('subscribed apps and thread control', () => {
    it('subscribes, lists and unsubscribes the calling app', async () => {
      await seedBasic(t);
      const path = `/v24.0/${IDS.waba}/subscribed_apps`;
      expect((await t.graph('GET', path, { token: 'tok' })).body).toEqual({ data: [] });
      expect((await t.graph('POST', path, { token: 'tok' })).body).toEqual({ success: true });
      expect((await t.graph('GET', path, { token: 'tok' })).body.data).toEqual([
        { whatsapp_business_api_data: { id: APP.appId, name: expect.any(String), link: expect.stringContaining(APP.appId) } },
      ]);
      await t.graph('DELETE', path, { token: 'tok' });
      expect((await t.graph('GET', path, { token: 'tok' })).body).toEqual({ data: [] });
    });

    it('thread_control passes, releases and takes; take answers 2494191 where not permitted', async () => {
      await seedBasic(t);
      const tc = (action: string) =>
        t.graph('POST', `/${IDS.phone}/thread_control`, { token: 'tok', body: { messaging_product: 'whatsapp', to: '15550001111', action } });
      expect((await tc('pass')).body).toEqual({ success: true });
      expect((await tc('release')).body).toEqual({ success: true });
      expect((await tc('take')).body).toEqual({ success: true });
      expect((await tc('steal')).body.error.code).toBe(100);
      await t.control('POST', '/fixtures', { phone_numbers: [{ id: IDS.phone, take_thread_permitted: false }] });
      const refused = await tc('take');
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 2494191, error_data: { messaging_product: 'whatsapp' } });
    });
  });
});
