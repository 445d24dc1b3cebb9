/**
 * workflows-agent through its generated gRPC client. Risks removed: a catalog that does not match
 * spec 2.13's rules, cross-tenant execution reads.
 */
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { loadContracts, type workflowsAgent } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import type { RunningService } from '@platform/service';
import { dropSchema, serviceTestEnv } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config';
import { run } from '../../src/server';

let svc: RunningService;
let client: workflowsAgent.WorkflowsAgentServiceClient;
const env = serviceTestEnv('wfa');
const A = randomUUID();

beforeAll(async () => {
  svc = await run(configSchema.parse(env));
  const { contracts } = loadContracts();
  client = createClient(contracts.workflowsAgent.WorkflowsAgentService, `127.0.0.1:${svc.port}`, { defaultDeadlineMs: 3000, idempotentMethods: [] });
});

afterAll(async () => {
  client?.close();
  await svc?.stop();
  await dropSchema(env.DB_SCHEMA);
});

describe('workflows-agent', () => {
  it('lists provider models per spec 2.13 (1h cache TTL only for one family)', async () => {
    const { models } = await callUnary(client, 'ListProviderModels', { project_id: A });
    expect(models.length).toBeGreaterThan(0);
    for (const m of models) {
      expect(['disabled', 'manual', 'adaptive', 'always_adaptive']).toContain(m.thinking_mode);
      expect(['5m', '1h']).toContain(m.default_prompt_cache_ttl);
    }
    const withHour = models.filter((m) => m.supported_prompt_cache_ttls.includes('1h'));
    expect(new Set(withHour.map((m) => m.id.split('-').slice(0, 2).join('-'))).size).toBe(1);
  });

  it('reads an execution of the project only, with resumable_execution_id', async () => {
    const id = randomUUID();
    const child = randomUUID();
    await svc.db.knex('workflow_executions').insert({
      id,
      project_id: A,
      workflow_id: randomUUID(),
      status: 'waiting',
      resumable_execution_id: child,
      created_at: new Date(),
      updated_at: new Date(),
    });
    const r = await callUnary(client, 'GetWorkflowExecution', { project_id: A, execution_id: id });
    expect(r.execution).toMatchObject({ id, status: 'waiting', resumable_execution_id: child });
    await expect(callUnary(client, 'GetWorkflowExecution', { project_id: randomUUID(), execution_id: id })).rejects.toMatchObject({
      code: grpc.status.NOT_FOUND,
    });
  });
});
