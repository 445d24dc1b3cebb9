/**
 * broadcasts through its generated gRPC client. Risks removed: sending a broadcast that is being
 * copied (or whose copy is in progress), cross-tenant reads.
 */
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { loadContracts, type broadcasts } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import { manualClock } from '@platform/runtime';
import type { RunningService } from '@platform/service';
import { dropSchema, grpcHealthStatus, serviceTestEnv } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config';
import { run } from '../../src/server';

let svc: RunningService;
let client: broadcasts.BroadcastsServiceClient;
const env = serviceTestEnv('broadcasts');
const clock = manualClock(new Date('2026-11-22T10:00:00.000Z'));
const A = randomUUID();

async function insert(status: string, locked = false) {
  const id = randomUUID();
  const now = new Date();
  await svc.db
    .knex('broadcasts')
    .insert({ id, project_id: A, name: `b-${status}`, status, locked_by_copy_id: locked ? randomUUID() : null, created_at: now, updated_at: now });
  return id;
}

beforeAll(async () => {
  svc = await run(configSchema.parse(env), { clock });
  const { contracts } = loadContracts();
  client = createClient(contracts.broadcasts.BroadcastsService, `127.0.0.1:${svc.port}`, { defaultDeadlineMs: 3000, idempotentMethods: ['GetBroadcast'] });
});

afterAll(async () => {
  client?.close();
  await svc?.stop();
  await dropSchema(env.DB_SCHEMA);
});

describe('broadcasts service', () => {
  it('is healthy', async () => {
    expect(await grpcHealthStatus(`127.0.0.1:${svc.port}`)).toBe('SERVING');
  });

  it('send starts a draft at once: sending, started_at set, completed_at and scheduled_at null', async () => {
    const id = await insert('draft');
    const r = await callUnary(client, 'SendBroadcast', { project_id: A, broadcast_id: id });
    expect(r.broadcast).toMatchObject({ id, status: 'sending', started_at: '2026-11-22T10:00:00.000Z' });
    expect(r.broadcast?.completed_at).toBeUndefined();
    const read = await callUnary(client, 'GetBroadcast', { project_id: A, broadcast_id: id });
    expect(read.broadcast?.status).toBe('sending');
  });

  it('refuses to send a copy in progress, or a source locked by its copy, with 409-class errors', async () => {
    for (const id of [await insert('copying'), await insert('draft', true)]) {
      await expect(callUnary(client, 'SendBroadcast', { project_id: A, broadcast_id: id })).rejects.toMatchObject({
        code: grpc.status.ABORTED,
        reason: 'CONFLICT',
      });
    }
  });

  it('a foreign project sees not found', async () => {
    const id = await insert('draft');
    await expect(callUnary(client, 'SendBroadcast', { project_id: randomUUID(), broadcast_id: id })).rejects.toMatchObject({ code: grpc.status.NOT_FOUND });
    expect((await callUnary(client, 'GetBroadcast', { project_id: A, broadcast_id: id })).broadcast?.status).toBe('draft');
  });
});
