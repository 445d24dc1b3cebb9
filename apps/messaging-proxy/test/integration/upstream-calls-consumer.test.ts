/**
 * Funding's and flows' upstream calls in the external API log (decision 0250, amendment): the
 * `<caller>.upstream_call.recorded` events they publish are written by messaging-proxy into
 * `external_api_logs` with their project, path, status, error, request id and caller; a redelivered
 * event inserts nothing twice; another project sees none of them.
 */
import { randomUUID } from 'node:crypto';
import { encodeEvent, type messagingProxy } from '@platform/contracts';
import { waitFor } from '@platform/testing';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, startSim, type ServiceUnderTest, type SimProcess } from './harness';

let sim: SimProcess;
let mp: ServiceUnderTest;
const project = randomUUID();
const other = randomUUID();

type Log = messagingProxy.ExternalApiLog__Output;

const list = async (req: Partial<messagingProxy.ListExternalApiLogsRequest>, projectId = project): Promise<Log[]> =>
  (await mp.call('ListExternalApiLogs', { project_id: projectId, limit: 100, ...req })).logs as Log[];

const publish = (caller: string, calls: Array<Record<string, unknown>>, msgId = uuidv7()) =>
  mp.svc.bus.publish(`${caller}.upstream_call.recorded`, encodeEvent('svc.common.v1.UpstreamCallsRecorded', { caller, calls }), {
    msgId,
    headers: { 'Event-Id': msgId, 'Event-Type': 'svc.common.v1.UpstreamCallsRecorded' },
  });

beforeAll(async () => {
  sim = await startSim();
  mp = await startService(sim);
});
afterAll(async () => {
  await mp?.stop();
  await sim?.stop();
});

describe('upstream calls reported by funding and flows', () => {
  it("stores funding's calls with project, path, status, error code, trace id, request id and caller funding", async () => {
    const ok = uuidv7();
    const failed = uuidv7();
    await publish('funding', [
      {
        id: ok,
        project_id: project,
        method: 'GET',
        path: '102290129340398',
        status: 200,
        duration_ms: 12,
        request_id: 'req_fund_1',
        occurred_at: '2026-11-29T04:00:00.000Z',
      },
      {
        id: failed,
        project_id: project,
        method: 'POST',
        path: '5550001/whatsapp_credit_sharing_and_attach',
        status: 400,
        duration_ms: 30,
        error_code: 100,
        error_subcode: 2388099,
        error_message: 'Invalid parameter',
        trace_id: 'AbCdTrace',
        request_id: 'req_fund_2',
        occurred_at: '2026-11-29T04:00:01.000Z',
      },
    ]);
    const [row] = await waitFor(async () => {
      const r = await list({ request_id: 'req_fund_2' });
      return r.length > 0 ? r : undefined;
    });
    expect(row).toMatchObject({
      id: failed,
      method: 'POST',
      path: '5550001/whatsapp_credit_sharing_and_attach',
      status: 400,
      duration_ms: 30,
      error_code: 100,
      error_subcode: 2388099,
      error_message: 'Invalid parameter',
      fbtrace_id: 'AbCdTrace',
      request_id: 'req_fund_2',
      caller: 'funding',
      created_at: '2026-11-29T04:00:01.000Z',
    });
    const [first] = await list({ request_id: 'req_fund_1' });
    expect(first).toMatchObject({ id: ok, method: 'GET', path: '102290129340398', status: 200, caller: 'funding' });
    expect(first.error_code).toBeUndefined();
    expect(first.error_message).toBeUndefined();
  });

  it("stores flows' calls with caller flows and the account or number named by the path", async () => {
    const id = uuidv7();
    const key = uuidv7();
    await publish('flows', [
      {
        id,
        project_id: project,
        method: 'POST',
        path: '102290129340398/flows',
        status: 0,
        duration_ms: 10_000,
        error_message: 'timeout: no answer before the deadline',
        request_id: 'req_flow_1',
        occurred_at: '2026-11-29T04:00:02.000Z',
      },
      {
        id: key,
        project_id: project,
        method: 'POST',
        path: '106540352242922/whatsapp_business_encryption',
        status: 200,
        duration_ms: 8,
        request_id: 'req_flow_2',
        occurred_at: '2026-11-29T04:00:02.500Z',
      },
    ]);
    const [row] = await waitFor(async () => {
      const r = await list({ request_id: 'req_flow_1' });
      return r.length > 0 ? r : undefined;
    });
    expect(row).toMatchObject({
      id,
      method: 'POST',
      path: '102290129340398/flows',
      status: 0,
      caller: 'flows',
      business_account_id: '102290129340398',
      error_message: 'timeout: no answer before the deadline',
    });
    expect((await list({ errors_only: true })).map((r) => r.id)).toContain(id);
    expect(row.phone_number_id).toBeUndefined();
    expect((await list({ phone_number_id: '106540352242922' })).map((r) => [r.id, r.caller])).toEqual([[key, 'flows']]);
  });

  it('a redelivered call is stored once, a call without a valid project is skipped, another project sees nothing', async () => {
    const id = uuidv7();
    const call = {
      id,
      project_id: project,
      method: 'DELETE',
      path: '777001',
      status: 200,
      duration_ms: 5,
      request_id: 'req_dup',
      occurred_at: '2026-11-29T04:00:03.000Z',
    };
    // Two events (two broker ids) carrying the same call, as a republish after a lost ack would.
    await publish('funding', [call, { ...call, id: uuidv7(), project_id: 'not-a-project', request_id: 'req_bad' }]);
    // The second carries a new call too: the repeated one must not make the batch fail.
    const fresh = uuidv7();
    await publish('funding', [call, { ...call, id: fresh, request_id: 'req_fresh' }]);
    const marker = uuidv7();
    await publish('funding', [{ ...call, id: marker, request_id: 'req_marker' }]);
    // The marker was published last on the same subject: once it is stored, the two before it were handled.
    await waitFor(async () => ((await list({ request_id: 'req_marker' })).length === 1 ? true : undefined));
    const rows = await mp.svc.db.knex('external_api_logs').where({ request_id: 'req_dup' }).select('id', 'project_id', 'caller');
    expect(rows).toEqual([{ id, project_id: project, caller: 'funding' }]);
    expect((await list({ request_id: 'req_fresh' })).map((r) => r.id)).toEqual([fresh]);
    expect(await mp.svc.db.knex('external_api_logs').where({ request_id: 'req_bad' }).count({ n: '*' })).toEqual([{ n: '0' }]);
    expect(await list({}, other)).toEqual([]);
    expect(await list({ request_id: 'req_dup' }, other)).toEqual([]);
  });

  it('rows written before the caller column existed read as messaging-proxy', async () => {
    const own = uuidv7();
    await mp.svc.db
      .knex('external_api_logs')
      .insert({ id: own, project_id: project, method: 'GET', path: '1', status: 200, duration_ms: 1, request_id: 'req_own', created_at: new Date() });
    const [row] = await list({ request_id: 'req_own' });
    expect(row).toMatchObject({ id: own, caller: 'messaging-proxy' });
  });
});
