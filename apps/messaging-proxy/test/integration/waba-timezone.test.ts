/**
 * The business account's time zone on the send path (issue 14 gap, decision 0235): funding counts the
 * monthly free service messages in the account's zone, which messaging-proxy now reads from the upstream
 * (`timezone_id`) instead of sending it empty. Through real services: the simulator, contacts and funding
 * as child processes, messaging-proxy in-process. Risk removed: every service message refused
 * `waba_timezone_missing` as soon as a rate card grants free service messages.
 */
import { randomUUID } from 'node:crypto';
import { type funding } from '@platform/contracts';
import { callUnary } from '@platform/grpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSeededNumber, seedAccount, startWithPeers, type ServiceUnderTest, type ServiceWithPeers, type SimProcess } from './harness';
import { sendMessageRpc, type SendRpcExtra } from './send-rpc';

let sim: SimProcess;
let mp: ServiceUnderTest;
let peers: ServiceWithPeers;
let fundingRpc: funding.FundingServiceClient;
/** Two free service messages per month, then 0.01 USD each. */
const card = {
  currency: 'USD',
  service_allowance_per_month: 2,
  rates: { BR: { marketing: '0.05', utility: '0.01', authentication: '0.02', service: '0.01' } },
};
const project = randomUUID();
let pn = '';

const sendRpc = (message: Record<string, unknown>, extra: SendRpcExtra = {}) => sendMessageRpc(mp, project, pn, message, extra);

beforeAll(async () => {
  peers = await startWithPeers({ card, probeProject: project, tmpPrefix: 'waba-timezone-' });
  ({ sim, mp, fundingRpc } = peers);
  const acct = await seedAccount(sim, { numbers: [{}] });
  pn = (await connectSeededNumber(mp, project, acct)).phone_number_id!;
  await callUnary(fundingRpc, 'TopUpCredits', { project_id: project, amount_micros: 1_000_000, reference: `top-${project}`, note: '' });
}, 120_000);

afterAll(async () => {
  await peers?.stop();
});

describe("the business account's time zone", () => {
  it('an account whose timezone_id maps to an IANA zone: service messages use the free allowance, then are priced; nothing refused', async () => {
    const text = (to: string) => ({ to, type: 'text', text: { body: 'Olá' } });
    const before = (await callUnary(fundingRpc, 'GetCreditBalance', { project_id: project })).balance!;
    const answers = [];
    for (const to of ['5511987652001', '5511987652002', '5511987652003']) answers.push(await sendRpc(text(to)));
    expect(answers.map((a) => [a.accepted, a.http_status])).toEqual([
      [true, 200],
      [true, 200],
      [true, 200],
    ]);
    // The first two are free (service_allowance); the third is held at the service price.
    const after = (await callUnary(fundingRpc, 'GetCreditBalance', { project_id: project })).balance!;
    expect(Number(before.available_micros) - Number(after.available_micros)).toBe(10_000);
  }, 30_000);

  it('an account whose timezone_id is not a known zone: 402 waba_timezone_missing, nothing forwarded', async () => {
    const other = randomUUID();
    const fx = await sim.control<{
      wabas: Array<{ id: string }>;
      phone_numbers: Array<{ id: string; display_phone_number: string; waba_id: string }>;
      tokens: Array<{ value: string }>;
    }>('POST', '/fixtures', {
      businesses: [{ wabas: [{ timezone_id: '999', phone_numbers: [{}] }] }],
      tokens: [{}],
    });
    const otherPn = (await connectSeededNumber(mp, other, { wabaId: fx.wabas[0].id, numbers: fx.phone_numbers, token: fx.tokens[0].value })).phone_number_id!;
    await callUnary(fundingRpc, 'TopUpCredits', { project_id: other, amount_micros: 1_000_000, reference: `top-${other}`, note: '' });
    await sim.control('DELETE', '/requests');
    const r = await sendRpc({ to: '5511987652004', type: 'text', text: { body: 'Olá' } }, { project_id: other, phone_number_id: otherPn });
    expect(r).toMatchObject({ accepted: false, http_status: 402, code: 'waba_timezone_missing' });
    const log = await sim.control<{ data: Array<{ method: string; path: string }> }>('GET', '/requests?method=POST');
    expect(log.data.filter((x) => x.path.includes(`${otherPn}/messages`))).toEqual([]);
  }, 30_000);
});
