/**
 * The setup the findings integration tests share: workflows-agent run for real (its Postgres schema,
 * NATS) with agent peers that never send, a gRPC client, and a findings use case that sweeps at the
 * test's own `now` (the service's periodic sweep is pushed out of the way).
 */
import pino from 'pino';
import { loadContracts, type workflowsAgent } from '@platform/contracts';
import { createClient } from '@platform/grpc';
import type { RunningService } from '@platform/service';
import { configSchema } from '../../src/config';
import { run } from '../../src/server';
import type { AgentPeers } from '../../src/agents/infra/grpc/platform.clients';
import { FindingsRepository } from '../../src/findings/infra/db/findings.repository';
import { FindingsUsecase } from '../../src/findings/usecases/findings.usecase';
import { testContext } from './context';

const DAY = 86_400_000;

/** Peers of a findings test: sends throw (findings never send), no conversation, `messages` as contacts would answer. */
export function findingsPeers(messages: AgentPeers['conversations']['messages'] = async () => []): AgentPeers {
  return {
    sender: {
      async send() {
        throw new Error('findings never send');
      },
    },
    conversations: {
      async conversation() {
        return undefined;
      },
      messages,
    },
    events: { async publish() {} },
    close() {},
  };
}

/** The running service, its client and a sweeper; `stop` closes the client and stops the service (the schema is the test's to drop). */
export interface FindingsService {
  svc: RunningService;
  client: workflowsAgent.WorkflowsAgentServiceClient;
  sweeper: FindingsUsecase;
  stop(): Promise<void>;
}

/** Runs the service on `env` (plus `config`), evaluating every 50 ms and sweeping only when the test asks. */
export async function startFindingsService(env: Record<string, string>, config: Record<string, string>, peers: AgentPeers): Promise<FindingsService> {
  const svc = await run(
    configSchema.parse({
      ...env,
      FINDINGS_INTERVAL_MS: '50',
      // The periodic sweep stays out of the way: the test sweeps at its own `now`.
      FINDINGS_SWEEP_MS: '86400000',
      ...config,
    }),
    { logger: pino({ level: 'warn' }), agentPeers: peers },
  );
  const { contracts } = loadContracts();
  const client = createClient(contracts.workflowsAgent.WorkflowsAgentService, `127.0.0.1:${svc.port}`, { defaultDeadlineMs: 10_000, idempotentMethods: [] });
  const ctx = testContext({
    db: svc.db,
    clock: { now: () => new Date() },
    logger: svc.logger,
    findings: { repo: new FindingsRepository(svc.db), settings: { evaluationLeaseMs: 60_000, maxModelAttempts: 3, evaluationMessages: 50 } },
  });
  const sweeper = new FindingsUsecase(ctx, undefined as never, undefined as never);
  return {
    svc,
    client,
    sweeper,
    async stop() {
      client.close();
      await svc.stop();
    },
  };
}

/**
 * A time on the UTC day `d` days before `now`'s: `h` hours (and a minute) before `now`'s time of day, but never
 * before that day's start — findings count by UTC day, so an event must land on its day whatever the hour the
 * test runs (right after midnight, "today minus 20 hours" would fall on yesterday). Never after `now`.
 */
export const daysBefore =
  (now: Date) =>
  (d: number, h = 0): Date => {
    const dayStart = Math.floor(now.getTime() / DAY) * DAY;
    const intoDay = Math.max(0, now.getTime() - dayStart - h * 3_600_000 - 60_000);
    return new Date(dayStart - d * DAY + intoDay);
  };

/** Polls `fn` every 100 ms until `ok` holds; fails after `ms` with what it last saw. */
export async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, what: string, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
