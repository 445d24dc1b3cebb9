/**
 * flows through its generated gRPC client: boots the standard way (health SERVING), reads only the
 * caller's project, pages most recent first. Risk removed: cross-tenant reads and a service that
 * does not come up healthy.
 */
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { loadContracts, type flows } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import { dropSchema, grpcHealthStatus, serviceTestEnv } from '@platform/testing';
import type { RunningService } from '@platform/service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config';
import { run } from '../../src/server';

let svc: RunningService;
let client: flows.FlowsServiceClient;
const env = serviceTestEnv('flows');
const A = randomUUID();
const B = randomUUID();

beforeAll(async () => {
  svc = await run(configSchema.parse({ ...env, HTTP_PORT: '0', HTTP_HOST: '127.0.0.1' }));
  const { contracts } = loadContracts();
  client = createClient(contracts.flows.FlowsService, `127.0.0.1:${svc.port}`, { defaultDeadlineMs: 3000, idempotentMethods: ['GetFlow', 'ListFlows'] });
  const now = Date.now();
  const rows = Array.from({ length: 3 }, (_, i) => ({
    id: randomUUID(),
    project_id: A,
    upstream_flow_id: `9${i}`,
    name: `Flow ${i}`,
    status: i === 0 ? 'published' : 'draft',
    json_version: '7.1',
    data_api_version: '3.0',
    business_account_id: '111',
    created_at: new Date(now + i * 1000),
    updated_at: new Date(now + i * 1000),
  }));
  await svc.db.knex('flows').insert(rows);
});

afterAll(async () => {
  client?.close();
  await svc?.stop();
  await dropSchema(env.DB_SCHEMA);
});

describe('flows service', () => {
  it('serves the standard health protocol', async () => {
    expect(await grpcHealthStatus(`127.0.0.1:${svc.port}`, 'svc.flows.v1.FlowsService')).toBe('SERVING');
  });

  it('lists most recent first with page meta, filtered by status', async () => {
    const all = await callUnary(client, 'ListFlows', { project_id: A, page: { page: 1, per_page: 2 } });
    expect(all.flows.map((f) => f.name)).toEqual(['Flow 2', 'Flow 1']);
    expect(all.meta).toEqual({ page: 1, per_page: 2, total_pages: 2, total_count: 3 });
    const past = await callUnary(client, 'ListFlows', { project_id: A, page: { page: 5, per_page: 2 } });
    expect(past.flows).toEqual([]);
    expect(past.meta).toEqual({ page: 5, per_page: 2, total_pages: 2, total_count: 3 });
    const published = await callUnary(client, 'ListFlows', { project_id: A, status: 'FLOW_STATUS_PUBLISHED' });
    expect(published.flows.map((f) => f.name)).toEqual(['Flow 0']);
  });

  it('never shows one project another project’s flows', async () => {
    const mine = await callUnary(client, 'ListFlows', { project_id: A });
    const id = mine.flows[0].id;
    expect((await callUnary(client, 'GetFlow', { project_id: A, flow_id: id })).flow?.id).toBe(id);
    await expect(callUnary(client, 'GetFlow', { project_id: B, flow_id: id })).rejects.toMatchObject({
      code: grpc.status.NOT_FOUND,
      publicMessage: 'Flow not found',
    });
    await expect(callUnary(client, 'GetFlow', { project_id: B, flow_id: randomUUID() })).rejects.toMatchObject({
      code: grpc.status.NOT_FOUND,
      publicMessage: 'Flow not found',
    });
    expect((await callUnary(client, 'ListFlows', { project_id: B })).meta?.total_count).toBe(0);
  });

  it('rejects bad input as INVALID_ARGUMENT', async () => {
    await expect(callUnary(client, 'GetFlow', { project_id: A, flow_id: 'nope' })).rejects.toMatchObject({ code: grpc.status.INVALID_ARGUMENT });
    await expect(callUnary(client, 'ListFlows', { project_id: A, status: 99 as unknown as flows.FlowStatus })).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
    });
    // A project id that is not a UUID never reaches the database (it would fail there as INTERNAL).
    await expect(callUnary(client, 'ListFlows', { project_id: 'not-a-uuid' })).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
      publicMessage: 'project_id must be a UUID',
    });
    await expect(callUnary(client, 'GetFlow', { project_id: 'not-a-uuid', flow_id: randomUUID() })).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
    });
  });

  it('filters by business account, phone number and name (case-insensitive substring), and pages past the end', async () => {
    const P = randomUUID();
    const now = Date.now();
    const row = (i: number, extra: Record<string, unknown>) => ({
      id: randomUUID(),
      project_id: P,
      upstream_flow_id: String(900000 + i),
      name: `Order Status ${i}`,
      status: 'draft',
      json_version: '7.1',
      data_api_version: '3.0',
      business_account_id: 'WABA1',
      phone_number_id: 'PN1',
      flows_encryption_configured: false,
      last_synced_at: new Date(now - i * 1000),
      created_at: new Date(now - i * 1000),
      updated_at: new Date(now - i * 1000),
      ...extra,
    });
    await svc.db
      .knex('flows')
      .insert([
        row(1, {}),
        row(2, { business_account_id: 'WABA2' }),
        row(3, { phone_number_id: 'PN2', name: 'Signup' }),
        row(4, { status: 'published', name: 'order STATUS four' }),
      ]);
    const names = async (req: Partial<flows.ListFlowsRequest>) => (await callUnary(client, 'ListFlows', { project_id: P, ...req })).flows.map((f) => f.name);
    expect(await names({})).toEqual(['Order Status 1', 'Order Status 2', 'Signup', 'order STATUS four']);
    expect(await names({ business_account_id: 'WABA2' })).toEqual(['Order Status 2']);
    expect(await names({ phone_number_id: 'PN2' })).toEqual(['Signup']);
    expect(await names({ name: 'order status' })).toEqual(['Order Status 1', 'Order Status 2', 'order STATUS four']);
    expect(await names({ name: 'order status', status: 'FLOW_STATUS_PUBLISHED' })).toEqual(['order STATUS four']);
    const page2 = await callUnary(client, 'ListFlows', { project_id: P, page: { page: 2, per_page: 3 } });
    expect(page2.flows.map((f) => f.name)).toEqual(['order STATUS four']);
    expect(page2.meta).toMatchObject({ page: 2, per_page: 3, total_count: 4, total_pages: 2 });
    const past = await callUnary(client, 'ListFlows', { project_id: P, name: 'order', page: { page: 9, per_page: 2 } });
    expect(past.flows).toEqual([]);
    expect(past.meta).toMatchObject({ page: 9, per_page: 2, total_count: 3, total_pages: 2 });
  });
});
