/**
 * The SendMessage RPC (issue 15, decision 0232): the guarded send of the platform's own senders,
 * through real services — the simulator, contacts and funding as child processes, messaging-proxy
 * in-process. Risks removed: a broadcast or workflow send bypassing the opt-out or the credit check,
 * an upstream error a caller cannot act on (no code, no retry time), a retried send delivered twice.
 */
import { randomUUID } from 'node:crypto';
import { fromStruct, toStruct, type contacts, type funding } from '@platform/contracts';
import { callUnary } from '@platform/grpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectSeededNumber,
  failure,
  seedAccount,
  startWithPeers,
  type ServiceUnderTest,
  type ServiceWithPeers,
  type SimProcess,
  untilMarketingStopped,
} from './harness';

let sim: SimProcess;
let mp: ServiceUnderTest;
let peers: ServiceWithPeers;
let contactsRpc: contacts.ContactsServiceClient;
let fundingRpc: funding.FundingServiceClient;
const card = { currency: 'USD', rates: { BR: { marketing: '0.05', utility: '0.01', authentication: '0.02', service: '0' } } };
const project = randomUUID();
let pn = '';

const template = (to: string, name: string) => ({ to, type: 'template', template: { name, language: { code: 'en_US' } } });

const sendRpc = (message: Record<string, unknown>, extra: { project_id?: string; phone_number_id?: string; idempotency_key?: string } = {}) =>
  mp.call('SendMessage', {
    project_id: extra.project_id ?? project,
    phone_number_id: extra.phone_number_id ?? pn,
    message: toStruct(message),
    idempotency_key: extra.idempotency_key ?? '',
    take_control: false,
    source: 'broadcast:test',
  });

const forwarded = async (number: string) =>
  (await sim.control<{ data: Array<{ method: string; path: string }> }>('GET', '/requests?method=POST')).data.filter((r) =>
    r.path.includes(`${number}/messages`),
  );

beforeAll(async () => {
  peers = await startWithPeers({ card, probeProject: project, tmpPrefix: 'send-message-' });
  ({ sim, mp, contactsRpc, fundingRpc } = peers);
  const acct = await seedAccount(sim, { numbers: [{}] });
  await sim.control('POST', '/fixtures', {
    templates: [
      { waba_id: acct.wabaId, name: 'spring_sale', category: 'MARKETING' },
      { waba_id: acct.wabaId, name: 'order_update', category: 'UTILITY' },
    ],
  });
  pn = (await connectSeededNumber(mp, project, acct)).phone_number_id!;
  await callUnary(fundingRpc, 'TopUpCredits', { project_id: project, amount_micros: 1_000_000, reference: `top-${project}`, note: '' });
}, 120_000);

afterAll(async () => {
  await peers?.stop();
});

describe('SendMessage', () => {
  it('an accepted send answers accepted with the wamid and http_status 200; it was forwarded once and its credits held', async () => {
    await sim.control('DELETE', '/requests');
    const r = await sendRpc(template('5511987651001', 'order_update'));
    expect(r).toMatchObject({ accepted: true, http_status: 200, code: '', upstream_error_code: 0, retry_after_seconds: 0 });
    expect(r.wamid).toMatch(/^wamid\./);
    expect(fromStruct(r.body!)).toMatchObject({ messages: [{ id: r.wamid }] });
    expect(await forwarded(pn)).toHaveLength(1);
    const balance = (await callUnary(fundingRpc, 'GetCreditBalance', { project_id: project })).balance!;
    expect(Number(balance.held_micros) + (1_000_000 - Number(balance.balance_micros))).toBeGreaterThan(0);
  }, 30_000);

  it('a marketing template to a contact who stopped marketing: accepted=false, 422 marketing_preference_stopped, nothing forwarded', async () => {
    const to = '5511987651002';
    await sim.control('POST', '/webhooks/trigger', { kind: 'user_preferences', phone_number_id: pn, wa_id: to, value: 'stop' });
    await untilMarketingStopped(contactsRpc, { projectId: project, phoneNumberId: pn, identifier: to });
    await sim.control('DELETE', '/requests');
    const r = await sendRpc(template(to, 'spring_sale'));
    expect(r).toMatchObject({ accepted: false, wamid: '', http_status: 422, code: 'marketing_preference_stopped', upstream_error_code: 0 });
    expect(fromStruct(r.body!)).toEqual({ error: expect.any(String), code: 'marketing_preference_stopped' });
    expect(await forwarded(pn)).toEqual([]);
  }, 30_000);

  it('a project without credits: accepted=false, 402 insufficient_credits with billing_url, nothing forwarded', async () => {
    const poor = randomUUID();
    const acct = await seedAccount(sim, { numbers: [{}] });
    await sim.control('POST', '/fixtures', { templates: [{ waba_id: acct.wabaId, name: 'spring_sale', category: 'MARKETING' }] });
    const poorPn = (await connectSeededNumber(mp, poor, acct)).phone_number_id!;
    await sim.control('DELETE', '/requests');
    const r = await sendRpc(template('5511987651003', 'spring_sale'), { project_id: poor, phone_number_id: poorPn });
    expect(r).toMatchObject({ accepted: false, http_status: 402, code: 'insufficient_credits' });
    expect(fromStruct(r.body!)).toMatchObject({ code: 'insufficient_credits', billing_url: expect.stringMatching(/^https?:\/\//) });
    expect(await forwarded(poorPn)).toEqual([]);
  }, 30_000);

  it('an upstream error: accepted=false, its status, body and code; throttling (131056, 130429) gives a positive retry_after_seconds, a template error none', async () => {
    await sim.control('POST', '/faults', { match: { method: 'POST', path: `${pn}/messages` }, kind: 'graph_error', code: 131056, times: 1 });
    const pair = await sendRpc({ to: '5511987651004', type: 'text', text: { body: 'hi' } });
    expect(pair).toMatchObject({ accepted: false, wamid: '', code: '', upstream_error_code: 131056 });
    expect(pair.http_status).toBeGreaterThanOrEqual(400);
    expect(pair.retry_after_seconds).toBe(6);
    expect(fromStruct(pair.body!)).toMatchObject({ error: { code: 131056 } });

    await sim.control('POST', '/faults', { match: { method: 'POST', path: `${pn}/messages` }, kind: 'graph_error', code: 130429, times: 1 });
    const throughput = await sendRpc({ to: '5511987651004', type: 'text', text: { body: 'hi' } });
    expect(throughput).toMatchObject({ accepted: false, upstream_error_code: 130429 });
    expect(throughput.retry_after_seconds).toBeGreaterThan(0);

    const missing = await sendRpc(template('5511987651004', 'no_such_template'));
    expect(missing.accepted).toBe(false);
    expect(missing.upstream_error_code).toBeGreaterThan(0);
    expect(missing.retry_after_seconds).toBe(0);
  }, 30_000);

  it('a retry with the same idempotency_key is not forwarded again: accepted=false, 409 duplicate_send with the original wamid', async () => {
    const key = `broadcast:${randomUUID()}:recipient:1`;
    await sim.control('DELETE', '/requests');
    const first = await sendRpc(template('5511987651005', 'order_update'), { idempotency_key: key });
    expect(first.accepted).toBe(true);
    const again = await sendRpc(template('5511987651005', 'order_update'), { idempotency_key: key });
    expect(again).toMatchObject({ accepted: false, http_status: 409, code: 'duplicate_send', wamid: first.wamid });
    expect(await forwarded(pn)).toHaveLength(1);
    // The same key through the pass-through names the same send.
    const http = await fetch(`${mp.httpUrl}/proxy/${pn}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-project-id': project, 'idempotency-key': key },
      body: JSON.stringify({ messaging_product: 'whatsapp', ...template('5511987651005', 'order_update') }),
    });
    expect(http.status).toBe(409);
    expect(await http.json()).toEqual({ error: expect.any(String), code: 'duplicate_send', wamid: first.wamid });
    expect(await forwarded(pn)).toHaveLength(1);
  }, 30_000);

  it("an unknown or another project's number is NOT_FOUND alike; a bad request is INVALID_ARGUMENT", async () => {
    const foreign = await failure(sendRpc({ to: '5511987651006', type: 'text', text: { body: 'x' } }, { project_id: randomUUID() }));
    const unknown = await failure(sendRpc({ to: '5511987651006', type: 'text', text: { body: 'x' } }, { phone_number_id: '999999999999' }));
    expect(foreign.code).toBe(5);
    expect([unknown.code, unknown.publicMessage]).toEqual([foreign.code, foreign.publicMessage]);
    expect((await failure(sendRpc({}))).code).toBe(3);
    expect((await failure(sendRpc({ to: '1' }, { idempotency_key: 'has space' }))).code).toBe(3);
  }, 30_000);
});
