/**
 * Every upstream call made for a project is in GET /external_api_logs (issue 36 item 1, decision 0250
 * amendment): funding's calls, made in its RPC and in its run worker, travel over the bus to
 * messaging-proxy's log and are listed with caller `funding`, the request id of the POST that caused
 * the RPC's check, and no token; another project sees none of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNDING_TEST_ENV, fundingFixtures, poll, startStack, type Stack } from '../src';

let stack: Stack;
let fixtures: ReturnType<typeof fundingFixtures>;

beforeAll(async () => {
  stack = await startStack({ services: ['messaging-proxy', 'funding'], appEnv: { funding: FUNDING_TEST_ENV } });
  fixtures = fundingFixtures(stack);
}, 120_000);

afterAll(async () => {
  fixtures?.close();
  await stack?.stop();
});

type Row = { method: string; path: string; status: number; caller: string; request_id: string | null; business_account_id: string | null };

describe("funding's upstream calls in the external API log", () => {
  it('a funding run lists its calls with caller funding and the request id; nothing for another project', async () => {
    const p = await stack.createProject('pro');
    const fx = await fixtures.setup(p.projectId);
    const r = await stack.api(p.apiKey, 'POST', `/messaging/accounts/${fx.wabaId}/funding`, { business_portfolio_id: fx.portfolioId });
    expect(r.status).toBe(202);
    const requestId = r.headers.get('x-request-id')!;
    expect(requestId).toBeTruthy();
    const share = `${fx.creditLineId}/whatsapp_credit_sharing_and_attach`;
    const rows = await poll(async () => {
      const l = await stack.api(p.apiKey, 'GET', '/external_api_logs?limit=100');
      expect(l.status).toBe(200);
      const data = l.body.data as Row[];
      return data.some((x) => x.path === share) ? data : undefined;
    });
    expect(rows.find((x) => x.path === share)).toMatchObject({ method: 'POST', status: 200, caller: 'funding' });
    // The RPC's own read of the account carries the id of the POST that caused it.
    const byRequest = await stack.api(p.apiKey, 'GET', `/external_api_logs?request_id=${encodeURIComponent(requestId)}`);
    expect(byRequest.body.data).toEqual([expect.objectContaining({ method: 'GET', path: fx.wabaId, status: 200, caller: 'funding', request_id: requestId })]);
    expect(JSON.stringify(rows)).not.toContain(fx.token);
    const other = await stack.createProject('pro');
    expect((await stack.api(other.apiKey, 'GET', '/external_api_logs?limit=100')).body.data).toEqual([]);
  }, 60_000);
});
