/**
 * The external API log (decision 0250) and its correlation id (decision 0018): every upstream call
 * messaging-proxy makes for a project is recorded with the request that caused it, without a token or
 * a query; ListExternalApiLogs filters, pages and isolates projects.
 */
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { loadContracts, type messagingProxy } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import { waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, seedAccount, startService, startSim, type SeededAccount, type ServiceUnderTest, type SimProcess } from './harness';

let sim: SimProcess;
let mp: ServiceUnderTest;
let client: messagingProxy.MessagingProxyServiceClient;
let acct: SeededAccount;
const project = randomUUID();
const other = randomUUID();
const connectRequestId = `req_connect_${randomUUID()}`;
let pn: string;

type Log = messagingProxy.ExternalApiLog__Output;

const withRequestId = (id: string) => {
  const m = new grpc.Metadata();
  m.set('x-request-id', id);
  return m;
};
const list = async (req: Partial<messagingProxy.ListExternalApiLogsRequest>, projectId = project) =>
  callUnary(client, 'ListExternalApiLogs', { project_id: projectId, limit: 100, ...req }, { deadlineMs: 10_000 });
const rowsOf = async (requestId: string): Promise<Log[]> => (await list({ request_id: requestId })).logs as Log[];

beforeAll(async () => {
  sim = await startSim();
  mp = await startService(sim);
  const { contracts } = loadContracts();
  client = createClient(contracts.messagingProxy.MessagingProxyService, `127.0.0.1:${mp.svc.port}`, { defaultDeadlineMs: 30_000, idempotentMethods: [] });
  acct = await seedAccount(sim);
  pn = acct.numbers[0].id;
  const customer = (await mp.call('CreateCustomer', { project_id: project, name: 'Logs' })).customer!;
  await callUnary(
    client,
    'ConnectPhoneNumber',
    { project_id: project, customer_id: customer.id!, phone_number_id: pn, business_account_id: acct.wabaId, access_token: acct.token },
    { deadlineMs: 30_000, metadata: withRequestId(connectRequestId) },
  );
});
afterAll(async () => {
  client?.close();
  await mp?.stop();
  await sim?.stop();
});

describe('external API log', () => {
  it('records the upstream calls of a gRPC call with its request id and project, never a token or a query', async () => {
    const rows = await waitFor(async () => {
      const r = await rowsOf(connectRequestId);
      return r.length > 0 ? r : undefined;
    });
    for (const r of rows) {
      expect(r.request_id).toBe(connectRequestId);
      expect(r.path).not.toContain('?');
      expect(r.status).toBeGreaterThanOrEqual(200);
      expect(r.duration_ms).toBeGreaterThanOrEqual(0);
    }
    // The number's own read names the number.
    expect(rows.some((r) => r.path.includes(acct.wabaId) || r.path.includes(pn))).toBe(true);
    // Nothing in the table holds the access token or the app secret, in any column.
    const dump = JSON.stringify(await mp.svc.db.knex('external_api_logs').select());
    expect(dump).not.toContain(acct.token);
    expect(dump).not.toContain(sim.appSecret);
    expect(dump).not.toContain('access_token');
    expect(dump).not.toContain('input_token');
  });

  it('records a pass-through send with the request id the gateway sent and answers it back', async () => {
    const requestId = `req_send_${randomUUID()}`;
    const res = await fetch(`${mp.httpUrl}/proxy/${pn}/messages?access_token=${acct.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-project-id': project, 'x-request-id': requestId },
      body: JSON.stringify({ messaging_product: 'whatsapp', to: '15550001234', type: 'text', text: { body: 'hi' } }),
    });
    expect(res.headers.get('x-request-id')).toBe(requestId);
    const [row] = await waitFor(async () => {
      const r = await rowsOf(requestId);
      return r.length > 0 ? r : undefined;
    });
    expect(row).toMatchObject({ method: 'POST', path: `${pn}/messages`, status: 200, phone_number_id: pn, request_id: requestId, caller: 'messaging-proxy' });
    // The send record (the wamid's row) carries the same id.
    const wamid = ((await res.json()) as { messages: Array<{ id: string }> }).messages[0].id;
    const record = await mp.svc.db.knex('send_records').where({ project_id: project, wamid }).first('request_id');
    expect(record?.request_id).toBe(requestId);
    expect(JSON.stringify(await mp.svc.db.knex('external_api_logs').select())).not.toContain(acct.token);
  });

  it('an upstream error is recorded with its code, subcode and trace id; errors_only finds it', async () => {
    await sim.control('POST', '/faults', { match: { method: 'POST', path: `${pn}/messages` }, kind: 'graph_error', code: 131026, status: 400, times: 1 });
    const requestId = `req_fail_${randomUUID()}`;
    await fetch(`${mp.httpUrl}/proxy/${pn}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-project-id': project, 'x-request-id': requestId },
      body: JSON.stringify({ messaging_product: 'whatsapp', to: '15550001234', type: 'text', text: { body: 'hi' } }),
    });
    const [row] = await waitFor(async () => {
      const r = await rowsOf(requestId);
      return r.length > 0 ? r : undefined;
    });
    expect(row).toMatchObject({ status: 400, error_code: 131026, phone_number_id: pn });
    expect(row.fbtrace_id).toBeTruthy();
    const errors = (await list({ errors_only: true })).logs as Log[];
    expect(errors.map((e) => e.id)).toContain(row.id);
    expect(errors.every((e) => e.status >= 400 || e.status === 0)).toBe(true);
    const byStatus = (await list({ status: 400 })).logs as Log[];
    expect(byStatus.map((e) => e.id)).toContain(row.id);
  });

  it('filters by number and endpoint, pages with cursors, and shows nothing to another project', async () => {
    const all = (await list({})).logs as Log[];
    expect(all.length).toBeGreaterThanOrEqual(3);
    const byNumber = (await list({ phone_number_id: pn })).logs as Log[];
    expect(byNumber.length).toBeGreaterThan(0);
    expect(byNumber.every((r) => r.phone_number_id === pn)).toBe(true);
    expect(((await list({ endpoint: 'MESSAGES' })).logs as Log[]).every((r) => r.path.includes('messages'))).toBe(true);
    expect((await list({ phone_number_id: '999999' })).logs).toEqual([]);

    // One at a time, newest first: the pages together are the whole list, in order.
    const seen: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await list({ limit: 1, ...(after ? { after } : {}) });
      seen.push(...page.logs.map((l) => l.id!));
      if (!page.has_older) break;
      after = page.after_cursor;
    }
    expect(seen).toEqual(all.map((r) => r.id));
    const back = await list({ limit: 1, before: (await list({ limit: 1, after: (await list({ limit: 1 })).after_cursor })).before_cursor });
    expect(back.logs.map((l) => l.id)).toEqual([all[0].id]);

    // Tenant isolation: another project's list is empty, even asked with this one's request id.
    expect((await list({}, other)).logs).toEqual([]);
    expect((await list({ request_id: connectRequestId }, other)).logs).toEqual([]);
  });

  it('refuses a bad cursor, period, range or number as INVALID_ARGUMENT', async () => {
    for (const req of [
      { after: 'not-a-cursor' },
      { period: '1y' },
      { since: '2026-02-01T00:00:00Z', until: '2026-01-01T00:00:00Z' },
      { since: 'yesterday' },
      { phone_number_id: 'abc' },
    ]) {
      expect((await failure(list(req))).code).toBe(grpc.status.INVALID_ARGUMENT);
    }
  });
});
