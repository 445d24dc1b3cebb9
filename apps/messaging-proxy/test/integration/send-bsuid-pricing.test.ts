/**
 * Sends to a recipient known only by a business-scoped user id (issue 32 item 3, decision 0241):
 * `POST {proxy_url}/{phone_number_id}/messages` and the SendMessage RPC (what workflow executions and
 * broadcasts send through) with `to` or `recipient` = `CC.<id>`, through real services — the simulator,
 * contacts and funding as child processes, messaging-proxy in-process.
 *
 * Risks removed: such a send refused 402 (`service_region_missing`, `pricing_missing`) because the id
 * has no phone number to read a country from; a send priced by the id's country while the contact's
 * phone number (the upstream's own basis) is known; a user who wrote in from a known number charged as
 * outside their customer-service window; an authentication template (which the upstream refuses for a
 * user id, 131062) left holding credits.
 */
import { randomUUID } from 'node:crypto';
import type { contacts, funding } from '@platform/contracts';
import { callUnary } from '@platform/grpc';
import { waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSeededNumber, seedAccount, startWithPeers, type ServiceUnderTest, type ServiceWithPeers, type SimProcess } from './harness';
import { sendMessageRpc } from './send-rpc';

/** Prices per country and category (USD): every category priced differently in each row, so a price names its row. */
const card = {
  currency: 'USD',
  rates: {
    BR: { marketing: '0.0625', utility: '0.0068', authentication: '0.0315', service: '0.0011' },
    GB: { marketing: '0.0529', utility: '0.022', authentication: '0.0358', service: '0.0013' },
  },
};
/** The card's price in micros. */
const micros = (region: 'BR' | 'GB', category: 'marketing' | 'utility' | 'authentication' | 'service') =>
  Math.round(Number(card.rates[region][category]) * 1_000_000);

type Category = 'marketing' | 'utility' | 'authentication' | 'service';
const TEMPLATES: Record<Exclude<Category, 'service'>, string> = { marketing: 'spring_sale', utility: 'order_update', authentication: 'login_code' };
/** A message of `category` addressed by `field` to `id`. */
const message = (category: Category, field: 'to' | 'recipient', id: string): Record<string, unknown> =>
  category === 'service'
    ? { [field]: id, type: 'text', text: { body: 'your order shipped' } }
    : { [field]: id, type: 'template', template: { name: TEMPLATES[category], language: { code: 'en_US' } } };

/** A fresh business-scoped user id of `country`. */
const userId = (country: string) => `${country}.${randomUUID().replace(/-/g, '')}`;

describe('sends to a business-scoped user id are priced by its country, or by the contact’s known phone number', () => {
  let sim: SimProcess;
  let mp: ServiceUnderTest;
  let peers: ServiceWithPeers;
  let contactsRpc: contacts.ContactsServiceClient;
  let fundingRpc: funding.FundingServiceClient;
  const project = randomUUID();
  let pn = '';

  const send = (body: Record<string, unknown>, key: string) =>
    fetch(`${mp.httpUrl}/proxy/${pn}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-project-id': project, 'idempotency-key': key },
      body: JSON.stringify({ messaging_product: 'whatsapp', ...body }),
    });

  /** The credit hold of an accepted send (ConfirmCreditHold with its wamid answers the hold as it is; confirming is what funding does anyway). */
  const holdOf = async (key: string, wamid: string) =>
    (await callUnary(fundingRpc, 'ConfirmCreditHold', { project_id: project, send_key: `key:${key}`, message_id: wamid })).hold!;

  /** What reached the upstream for `id`. */
  const forwardedTo = async (id: string) =>
    (await sim.control<{ data: Array<{ body: Record<string, unknown> }> }>('GET', `/requests?method=POST&path=/${pn}/messages`)).data.filter(
      (r) => r.body.to === id || r.body.recipient === id,
    );

  beforeAll(async () => {
    peers = await startWithPeers({ card, probeProject: project, tmpPrefix: 'send-bsuid-' });
    ({ sim, mp, contactsRpc, fundingRpc } = peers);
    const acct = await seedAccount(sim, { numbers: [{}] });
    await sim.control('POST', '/fixtures', {
      templates: [
        { waba_id: acct.wabaId, name: 'spring_sale', category: 'MARKETING' },
        { waba_id: acct.wabaId, name: 'order_update', category: 'UTILITY' },
        { waba_id: acct.wabaId, name: 'login_code', category: 'AUTHENTICATION' },
      ],
    });
    pn = (await connectSeededNumber(mp, project, acct)).phone_number_id!;
    await callUnary(fundingRpc, 'TopUpCredits', { project_id: project, amount_micros: 10_000_000, reference: `top-${project}`, note: '' });
  }, 120_000);

  afterAll(async () => {
    await peers?.stop();
  });

  for (const category of ['marketing', 'utility', 'service'] as const) {
    it(`${category}: \`recipient\` = BR.<id> of a contact nobody knows is held at the BR ${category} price and forwarded as sent`, async () => {
      const id = userId('BR');
      const key = `bsuid-${category}-${randomUUID()}`;
      const res = await send(message(category, 'recipient', id), key);
      const body = (await res.json()) as { messages?: Array<{ id: string }>; contacts?: unknown[] };
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(body.contacts).toEqual([{ input: id, wa_id: '', user_id: id }]);
      const hold = await holdOf(key, body.messages![0].id);
      expect(hold).toMatchObject({ category, region: 'BR', pricing_type: 'regular', window: 'closed' });
      expect(Number(hold.amount_micros)).toBe(micros('BR', category));
      // Forwarded as the client sent it: addressed by the id.
      expect((await forwardedTo(id)).map((r) => r.body.recipient)).toEqual([id]);
    }, 30_000);
  }

  it('`to` = GB.<id> through the SendMessage RPC (workflow executions, broadcasts): each category held at the GB price', async () => {
    for (const category of ['marketing', 'utility', 'service'] as const) {
      const id = userId('GB');
      const key = `rpc-${category}-${randomUUID()}`;
      const r = await sendMessageRpc(mp, project, pn, message(category, 'to', id), { idempotency_key: key });
      expect(r, `${category}: ${JSON.stringify(r)}`).toMatchObject({ accepted: true, http_status: 200, code: '' });
      const hold = await holdOf(key, r.wamid);
      expect(hold).toMatchObject({ category, region: 'GB' });
      expect(Number(hold.amount_micros)).toBe(micros('GB', category));
    }
  }, 30_000);

  it('authentication: priced at the id’s country, then refused by the upstream (131062, it needs a phone number) and its hold released; nothing charged', async () => {
    await waitFor(async () => Number((await callUnary(fundingRpc, 'GetCreditBalance', { project_id: project })).balance!.held_micros) === 0, {
      timeoutMs: 30_000,
      intervalMs: 250,
    });
    const before = (await callUnary(fundingRpc, 'GetCreditBalance', { project_id: project })).balance!;
    const id = userId('BR');
    const key = `bsuid-auth-${randomUUID()}`;
    const res = await send(message('authentication', 'recipient', id), key);
    const body = (await res.json()) as { error?: { code: number } };
    // Not the platform's 402: the upstream's own answer, unchanged.
    expect(res.status).toBe(400);
    expect(body.error?.code).toBe(131062);
    expect(await forwardedTo(id)).toHaveLength(1);
    // The hold was made at the BR authentication price, then released.
    const released = (await callUnary(fundingRpc, 'ReleaseCreditHold', { project_id: project, send_key: `key:${key}` })).hold!;
    expect(released).toMatchObject({ status: 'released', category: 'authentication', region: 'BR', outcome: 'send_failed' });
    expect(Number(released.amount_micros)).toBe(micros('BR', 'authentication'));
    const after = (await callUnary(fundingRpc, 'GetCreditBalance', { project_id: project })).balance!;
    expect([after.balance_micros, after.held_micros]).toEqual([before.balance_micros, before.held_micros]);
  }, 60_000);

  it('an id whose country is not a country (ZZ.) cannot be priced: 402 as before, nothing forwarded', async () => {
    const id = userId('ZZ');
    const res = await send(message('marketing', 'recipient', id), `zz-${randomUUID()}`);
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({ error: expect.any(String), code: 'pricing_missing' });
    expect(await forwardedTo(id)).toEqual([]);
  }, 30_000);

  it('the contact’s known phone number prices the send and its window applies: a GB.<id> of a Brazilian number is held at BR prices; a utility template in the open window is free', async () => {
    const id = userId('GB');
    const phone = `55119876${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
    // The user writes in from their number; the payload carries both ids, and contacts records them on one contact.
    await sim.control('POST', '/webhooks/trigger', { kind: 'inbound_message', phone_number_id: pn, from: phone, user_id: id, text: 'hi' });
    await waitFor(
      async () => {
        try {
          return (await callUnary(contactsRpc, 'GetContact', { project_id: project, identifier: id })).contact?.phone_number === phone;
        } catch {
          return false;
        }
      },
      { timeoutMs: 15_000 },
    );
    const held: Record<string, { region?: string; amount: number; window: string; pricing_type: string }> = {};
    for (const category of ['marketing', 'utility', 'service'] as const) {
      const key = `known-${category}-${randomUUID()}`;
      const res = await send(message(category, 'to', id), key);
      const body = (await res.json()) as { messages?: Array<{ id: string }> };
      expect(res.status, JSON.stringify(body)).toBe(200);
      const hold = await holdOf(key, body.messages![0].id);
      held[category] = { region: hold.region, amount: Number(hold.amount_micros), window: hold.window, pricing_type: hold.pricing_type };
    }
    expect(held).toEqual({
      marketing: { region: 'BR', amount: micros('BR', 'marketing'), window: 'open', pricing_type: 'regular' },
      // A utility template in the customer-service window is free (0105): the window of the contact's number.
      utility: { region: 'BR', amount: 0, window: 'open', pricing_type: 'free_customer_service' },
      service: { region: 'BR', amount: micros('BR', 'service'), window: 'open', pricing_type: 'regular' },
    });
    // Still forwarded to the id, as sent.
    expect((await forwardedTo(id)).map((r) => r.body.to)).toEqual([id, id, id]);
  }, 60_000);

  it('a marketing template to a user id settles at its country’s price: the charge entry names BR and the price', async () => {
    const id = userId('BR');
    const key = `settle-${randomUUID()}`;
    const res = await send(message('marketing', 'recipient', id), key);
    const body = (await res.json()) as { messages: Array<{ id: string }> };
    expect(res.status).toBe(200);
    const wamid = body.messages[0].id;
    // The simulator's status webhook prices it (billable marketing); funding's usage consumer settles the hold.
    const entry = await waitFor(
      async () => {
        const r = await callUnary(fundingRpc, 'ListCreditEntries', { project_id: project, limit: 100, cursor: '' });
        return r.entries.find((e) => e.kind === 'charge' && e.message_id === wamid);
      },
      { timeoutMs: 30_000, intervalMs: 250 },
    );
    expect(entry).toMatchObject({ category: 'marketing', region: 'BR' });
    expect(Number(entry!.amount_micros)).toBe(-micros('BR', 'marketing'));
  }, 60_000);
});
