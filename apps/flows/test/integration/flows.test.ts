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
  svc = await run(configSchema.parse(env));
  const { contracts } = loadContracts();
  client = createClient(contracts.flows.FlowsService, `127.0.0.1:${svc.port}`, { defaultDeadlineMs: 3000, idempotentMethods: ['GetFlow', 'ListFlows'] });
  const now = Date.now();
  const rows = Array.from({ length: 3 }, (_, i) => ({
    id: randomUUID(), project_id: A, upstream_flow_id: `9${i}`, name: `Flow ${i}`, status: i === 0 ? 'published' : 'draft', json_version: '7.1', data_api_version: '3.0',
    business_account_id: '111', created_at: new Date(now + i * 1000), updated_at: new Date(now + i * 1000),
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
    const published = await callUnary(client, 'ListFlows', { project_id: A, status: 'published' });
    expect(published.flows.map((f) => f.name)).toEqual(['Flow 0']);
  });

  it('never shows one project another project’s flows', async () => {
    const mine = await callUnary(client, 'ListFlows', { project_id: A });
    const id = mine.flows[0].id;
    expect((await callUnary(client, 'GetFlow', { project_id: A, flow_id: id })).flow?.id).toBe(id);
    await expect(callUnary(client, 'GetFlow', { project_id: B, flow_id: id })).rejects.toMatchObject({ code: grpc.status.NOT_FOUND, publicMessage: 'Flow not found' });
    await expect(callUnary(client, 'GetFlow', { project_id: B, flow_id: randomUUID() })).rejects.toMatchObject({ code: grpc.status.NOT_FOUND, publicMessage: 'Flow not found' });
    expect((await callUnary(client, 'ListFlows', { project_id: B })).meta?.total_count).toBe(0);
  });

  it('rejects bad input as INVALID_ARGUMENT', async () => {
    await expect(callUnary(client, 'GetFlow', { project_id: A, flow_id: 'nope' })).rejects.toMatchObject({ code: grpc.status.INVALID_ARGUMENT });
    await expect(callUnary(client, 'ListFlows', { project_id: A, status: 'weird' })).rejects.toMatchObject({ code: grpc.status.INVALID_ARGUMENT });
  });
});
