import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { loadContracts, type flows } from '@platform/contracts';
import { callUnary, createClient, type UnaryMethodName, type UnaryRequest, type UnaryResponse } from '@platform/grpc';
import { createLogger } from '@platform/logger';
import { dropSchema, freePort, serviceTestEnv, spawnTs, startUpstreamSim, type UpstreamSimProcess } from '@platform/testing';
import { configSchema } from '../../src/config';
import type { AccountDirectory } from '../../src/infra/grpc/accounts.client';
import type { WorkflowUsage, WorkflowUsages } from '../../src/infra/grpc/workflow-usages.client';
import { run, type RunningFlows, type RunOptions } from '../../src/server';

const REPO = resolve(__dirname, '../../../..');

/** The upstream simulator as a child process (apps never import apps): @platform/testing's helper. */
export type SimProcess = UpstreamSimProcess;

/** Starts `apps/upstream-sim` on a free port (app id 100000000000778). */
export function startSim(): Promise<SimProcess> {
  return startUpstreamSim({ appId: '100000000000778' });
}

/** One seeded business account: its WABA, numbers and a system token reaching it. */
export interface SeededAccount {
  wabaId: string;
  numbers: string[];
  token: string;
}

/** Seeds a business with one WABA and `numbers` numbers, plus a token reaching everything seeded. */
export async function seedAccount(sim: SimProcess, numbers = 1, token?: string): Promise<SeededAccount> {
  const seeded = await sim.control<{ wabas: Array<{ id: string }>; phone_numbers: Array<{ id: string }>; tokens: Array<{ value: string }> }>(
    'POST',
    '/fixtures',
    {
      businesses: [{ wabas: [{ phone_numbers: Array.from({ length: numbers }, () => ({})) }] }],
      tokens: [token ? { value: token, all: true } : { all: true }],
    },
  );
  return { wabaId: seeded.wabas[0].id, numbers: seeded.phone_numbers.map((p) => p.id), token: seeded.tokens[0].value };
}

/**
 * The account directory as messaging-proxy would answer it, from an explicit map project →
 * (business account → numbers): the ownership rules are the flows service's, the data is the test's.
 */
export class MapDirectory implements AccountDirectory {
  private readonly owned = new Map<string, Map<string, string[]>>();

  /** Gives `projectId` the account and its numbers. */
  grant(projectId: string, account: { wabaId: string; numbers: string[] }): void {
    const m = this.owned.get(projectId) ?? new Map<string, string[]>();
    m.set(account.wabaId, account.numbers);
    this.owned.set(projectId, m);
  }

  async numberAccount(projectId: string, phoneNumberId: string): Promise<string | undefined> {
    for (const [waba, numbers] of this.owned.get(projectId) ?? []) if (numbers.includes(phoneNumberId)) return waba;
    return undefined;
  }

  async ownsAccount(projectId: string, businessAccountId: string): Promise<boolean> {
    return this.owned.get(projectId)?.has(businessAccountId) ?? false;
  }

  close(): void {}
}

/** Which workflows use a function, as workflows-agent would answer it: the test names them. */
export class MapUsages implements WorkflowUsages {
  private readonly using = new Map<string, WorkflowUsage[]>();

  /** `projectId`'s active workflow `workflow` uses `functionId`. */
  use(projectId: string, functionId: string, workflow: WorkflowUsage): void {
    const k = `${projectId}:${functionId}`;
    this.using.set(k, [...(this.using.get(k) ?? []), workflow]);
  }

  async activeUsing(projectId: string, functionId: string): Promise<WorkflowUsage[]> {
    return this.using.get(`${projectId}:${functionId}`) ?? [];
  }

  close(): void {}
}

type Client = flows.FlowsServiceClient;

/** The flows service under test with its gRPC client. */
export interface FlowsUnderTest {
  svc: RunningFlows;
  publicUrl: string;
  directory: MapDirectory;
  usages: MapUsages;
  call<M extends UnaryMethodName<Client>>(method: M, req: UnaryRequest<Client, M>): Promise<UnaryResponse<Client, M>>;
  stop(): Promise<void>;
}

/** Starts flows on real Postgres/NATS with a unique schema, talking to the simulator with `token` (`opts.wrapBus`: a poison test's `fastRedelivery`). */
export async function startFlows(
  sim: SimProcess,
  token: string,
  env: Record<string, string> = {},
  opts: Pick<RunOptions, 'wrapBus'> = {},
): Promise<FlowsUnderTest> {
  const httpPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'flows-test-'));
  const base = serviceTestEnv('flows');
  const config = configSchema.parse({
    ...base,
    HTTP_PORT: String(httpPort),
    HTTP_HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${httpPort}`,
    UPSTREAM_BASE_URL: sim.url,
    UPSTREAM_SYSTEM_TOKEN: token,
    UPSTREAM_APP_SECRET: sim.appSecret,
    DATA_DIR: dataDir,
    FUNCTION_TIMEOUT_MS: '1000',
    FUNCTION_MEMORY_MB: '128',
    ...env,
  });
  const directory = new MapDirectory();
  const usages = new MapUsages();
  const svc = await run(config, {
    logger: createLogger({ name: 'flows', level: 'silent' }),
    accounts: directory,
    workflowUsages: usages,
    wrapBus: opts.wrapBus,
  });
  const { contracts } = loadContracts();
  const client = createClient(contracts.flows.FlowsService, `127.0.0.1:${svc.port}`, { defaultDeadlineMs: 20_000, idempotentMethods: [] });
  return {
    svc,
    publicUrl: `http://127.0.0.1:${httpPort}`,
    directory,
    usages,
    call: (method, req) => callUnary(client, method, req, { deadlineMs: 20_000 }),
    async stop() {
      client.close();
      await svc.stop();
      await dropSchema(base.DB_SCHEMA);
      // workerd may still be closing its KV files just after the service stopped: retry what is busy or not yet empty.
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

/** A flow JSON with a data endpoint (data_api_version 3.0) and two screens. */
export function endpointFlowJson(): Record<string, unknown> {
  return {
    version: '7.3',
    data_api_version: '3.0',
    routing_model: { APPOINTMENT: ['CONFIRM'], CONFIRM: [] },
    screens: [
      { id: 'APPOINTMENT', title: 'Book', data: {}, layout: { type: 'SingleColumnLayout', children: [] } },
      { id: 'CONFIRM', title: 'Confirm', terminal: true, data: {}, layout: { type: 'SingleColumnLayout', children: [] } },
    ],
  };
}

/** workflows-agent (owner of the table store) as a child process on a free port, with its own schema. */
export interface WorkflowsAgentProcess {
  address: string;
  stop(): Promise<void>;
}

/** Starts `apps/workflows-agent` on real Postgres/NATS and waits until its gRPC server listens. */
export async function startWorkflowsAgent(): Promise<WorkflowsAgentProcess> {
  const port = await freePort();
  const env = serviceTestEnv('wfa', { GRPC_PORT: String(port), LOG_LEVEL: 'info', DATA_DIR: mkdtempSync(join(tmpdir(), 'wfa-test-')) });
  const child: ChildProcess = spawnTs(resolve(REPO, 'apps/workflows-agent/src/main.ts'), [], {
    cwd: REPO,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.resume();
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error('workflows-agent did not start in 30 s')), 30_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.includes('gRPC server listening')) {
        clearTimeout(timer);
        ok();
      }
    });
    child.once('exit', (code) => fail(new Error(`workflows-agent exited with ${code}`)));
  });
  return {
    address: `127.0.0.1:${port}`,
    async stop() {
      await new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
      await dropSchema(env.DB_SCHEMA);
      rmSync(env.DATA_DIR, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
