/**
 * Agent runs survive a SIGKILL: workflows-agent runs as a child process, is killed while a tool is
 * in flight, and started again. Risk removed: a crash repeating a tool's side effect or losing the
 * run — the run continues from its last completed step (the completed tool is not run again, the
 * interrupted webhook tool is reported to the model as of unknown outcome instead of being repeated)
 * and completes.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { loadContracts, toStruct, type workflowsAgent } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import { dropSchema, freePort, serviceTestEnv, spawnTs, type ListeningProcess } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLlmSim } from '../support/common';

const REPO = resolve(__dirname, '../../../..');
const env = serviceTestEnv('wfadur');
let sim: ListeningProcess | undefined;
let simUrl: string;
let svc: ChildProcess | undefined;
let svcEnv: Record<string, string>;
let port: number;
let client: workflowsAgent.WorkflowsAgentServiceClient;
let hook: http.Server;
let hookUrl: string;
const hits: Record<string, number> = {};

function startSvc(): Promise<void> {
  svc = spawnTs(resolve(REPO, 'apps/workflows-agent/src/main.ts'), [], {
    cwd: REPO,
    env: { ...process.env, ...svcEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  svc.stdout!.on('data', (d) => (out += d));
  svc.stderr!.on('data', (d) => (out += d));
  const proc = svc;
  return new Promise((ok, fail) => {
    const until = Date.now() + 40_000;
    const probe = () => {
      if (proc.exitCode !== null) return fail(new Error(`workflows-agent exited: ${out.slice(-2000)}`));
      callUnary(client, 'ListProviderModels', { project_id: randomUUID() }, { deadlineMs: 1000 })
        .then(() => ok())
        .catch(() => (Date.now() > until ? fail(new Error(`workflows-agent did not answer: ${out.slice(-2000)}`)) : setTimeout(probe, 200)));
    };
    probe();
  });
}

beforeAll(async () => {
  hook = http.createServer((req, res) => {
    const path = req.url ?? '';
    hits[path] = (hits[path] ?? 0) + 1;
    req.resume();
    if (path === '/slow') return; // held until the process dies: the tool is in flight
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}`;
  sim = await startLlmSim({ acceptAnyKey: true });
  simUrl = sim.url;
  port = await freePort();
  svcEnv = {
    ...env,
    GRPC_PORT: String(port),
    LOG_LEVEL: 'warn',
    AGENT_OPENAI_BASE_URL: `${simUrl}/v1`,
    AGENT_ANTHROPIC_BASE_URL: `${simUrl}/v1`,
    AGENT_RUN_POLL_MS: '100',
    AGENT_RUN_LEASE_MS: '1500',
    AGENT_WEBHOOK_ALLOWED_TARGETS: '127.0.0.1',
  };
  const { contracts } = loadContracts();
  client = createClient(contracts.workflowsAgent.WorkflowsAgentService, `127.0.0.1:${port}`, { defaultDeadlineMs: 5_000, idempotentMethods: [] });
  await startSvc();
}, 90_000);

afterAll(async () => {
  client?.close();
  await sim?.stop();
  for (const p of [svc]) {
    if (p && p.exitCode === null && p.signalCode === null) {
      const exited = new Promise((r) => p.once('exit', r));
      p.kill('SIGTERM');
      await exited;
    }
  }
  hook?.closeAllConnections();
  hook?.close();
  await dropSchema(env.DB_SCHEMA);
});

describe('agent run durability', () => {
  it('SIGKILL mid-tool: after a restart the run resumes from its last completed step, no tool side effect repeats, and it completes', async () => {
    const projectId = randomUUID();
    const key = `sk-dur-${randomUUID()}`;
    await callUnary(client, 'SetProviderKey', { project_id: projectId, provider: 'openai', api_key: key });
    const scripted = await fetch(`${simUrl}/__sim/scripts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        api_key: key,
        steps: [
          { type: 'tool_calls', calls: [{ name: 'ping', arguments: { n: 1 } }] },
          { type: 'tool_calls', calls: [{ name: 'slow', arguments: {} }] },
          { type: 'tool_calls', calls: [{ name: 'complete_task', arguments: { summary: 'recovered' } }] },
        ],
      }),
    });
    expect(scripted.status).toBe(201);
    const tool = (name: string) => ({ name, description: name, url: `${hookUrl}/${name}`, method: 'POST' });
    const created = await callUnary(client, 'CreateAgentRun', {
      project_id: projectId,
      prompt: 'do it',
      agent: toStruct({ provider_model: 'gpt-4.1-mini', webhook_tools: [tool('ping'), tool('slow')] }),
    });
    const runId = created.run!.id;
    const deadline = Date.now() + 15_000;
    while (!hits['/slow']) {
      if (Date.now() > deadline) throw new Error('the slow tool was never called');
      await new Promise((r) => setTimeout(r, 50));
    }
    const killed = new Promise((r) => svc!.once('exit', r));
    svc!.kill('SIGKILL');
    await killed;
    expect(hits['/ping']).toBe(1);
    await startSvc();
    let run: workflowsAgent.AgentRun__Output | undefined;
    const until = Date.now() + 40_000;
    for (;;) {
      run = (await callUnary(client, 'GetAgentRun', { project_id: projectId, run_id: runId })).run!;
      if (run.status === 'completed' || run.status === 'failed') break;
      if (Date.now() > until) throw new Error(`run stayed ${run.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(run).toMatchObject({ status: 'completed', result: 'recovered' });
    expect(hits['/ping']).toBe(1);
    expect(hits['/slow']).toBe(1);
    const steps = (await callUnary(client, 'ListAgentRunSteps', { project_id: projectId, run_id: runId })).steps;
    expect(steps.map((s) => `${s.kind}:${s.tool_name ?? ''}:${s.status}`)).toEqual([
      'model::completed',
      'tool:ping:completed',
      'model::completed',
      'tool:slow:failed',
      'model::completed',
      'tool:complete_task:completed',
    ]);
    const slow = steps.find((s) => s.tool_name === 'slow')!;
    expect(JSON.stringify(slow.result)).toContain('outcome_unknown');
    // The model was asked three times in all: no stored answer was asked again.
    const requests = ((await (await fetch(`${simUrl}/__sim/requests?api_key=${key}`)).json()) as { data: unknown[] }).data;
    expect(requests).toHaveLength(3);
  }, 120_000);
});
