/**
 * The scenarios: each starts its loads, lands one fault at a random point under load, recovers, waits for
 * the platform to drain and counts (tools/chaos/run.ts runs them).
 */
import type { Engines } from './engines';
import type { AppName, Platform } from './services';

/** Which loads a scenario runs. */
export interface Loads {
  sends: boolean;
  inbound: boolean;
  broadcast: boolean;
  workflows: boolean;
}

/** What a fault can act on. */
export interface FaultContext {
  engines: Engines;
  platform: Platform;
  /** Adds a simulator fault (POST /__sim/faults) ahead of the scenario's base upstream latency. */
  simFault(spec: Record<string, unknown>): Promise<void>;
  log(s: string): void;
}

export interface Scenario {
  name: string;
  /** One line for --help and docs/operations.md. */
  description: string;
  /** Part of the short run (`--short`, the test command's stage). */
  short: boolean;
  loads: Loads;
  /** How long a client waits for an answer before it gives up on the request and retries its key (default 30 s). */
  clientTimeoutMs?: number;
  /** Lands the fault and recovers from it. */
  fault(ctx: FaultContext): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ALL: Loads = { sends: true, inbound: true, broadcast: true, workflows: true };

/** SIGKILL of a service, started again a second later (as an orchestrator restarts a crashed pod). */
function killService(app: AppName, loads: Loads, short = false): Scenario {
  return {
    name: `kill-${app}`,
    description: `SIGKILL of ${app} under its load, restarted 1 s later`,
    short,
    loads,
    async fault(ctx) {
      await ctx.platform.services[app].kill();
      await sleep(1000);
      await ctx.platform.services[app].start();
    },
  };
}

export const SCENARIOS: Scenario[] = [
  killService('messaging-proxy', ALL, true),
  killService('funding', { sends: true, inbound: false, broadcast: true, workflows: false }),
  killService('contacts', { sends: true, inbound: true, broadcast: false, workflows: false }),
  killService('gateway', { sends: true, inbound: false, broadcast: false, workflows: false }),
  killService('webhooks', { sends: false, inbound: true, broadcast: false, workflows: false }),
  killService('broadcasts', { sends: false, inbound: false, broadcast: true, workflows: false }),
  killService('workflows-agent', { sends: false, inbound: false, broadcast: false, workflows: true }),
  {
    name: 'postgres-stop',
    description: 'Postgres stopped (fast shutdown) for 5 s, then started',
    short: false,
    loads: ALL,
    async fault(ctx) {
      await ctx.engines.postgres.stop();
      await sleep(5000);
      await ctx.engines.postgres.start();
    },
  },
  {
    name: 'postgres-stop-upstream-latency',
    description: 'issue 31 item 1: the next 30 sends answered by the upstream after 3 s; Postgres stopped 1 s in, started after the answers',
    short: true,
    loads: { sends: true, inbound: false, broadcast: false, workflows: false },
    async fault(ctx) {
      await ctx.simFault({ match: { method: 'POST', path: '/messages' }, kind: 'latency', latencyMs: 3000, times: 30 });
      await sleep(1000);
      await ctx.engines.postgres.stop();
      await sleep(3000);
      await ctx.engines.postgres.start();
    },
  },
  {
    name: 'nats-kill',
    description: 'NATS SIGKILLed, restarted 3 s later on the same JetStream store',
    short: false,
    loads: ALL,
    async fault(ctx) {
      await ctx.engines.nats.kill();
      await sleep(3000);
      await ctx.engines.nats.start();
    },
  },
  {
    name: 'redis-restart',
    description:
      'the next 20 sends answered by the upstream after 6 s; 1 s in, Redis SIGKILLed and started again empty (no persistence); clients give up on a request after 5 s and retry its key',
    short: true,
    loads: { sends: true, inbound: true, broadcast: false, workflows: false },
    clientTimeoutMs: 5000,
    async fault(ctx) {
      await ctx.simFault({ match: { method: 'POST', path: '/messages' }, kind: 'latency', latencyMs: 6000, times: 20 });
      await sleep(1000);
      await ctx.engines.redis.kill();
      await sleep(500);
      await ctx.engines.redis.start();
    },
  },
  {
    name: 'redis-freeze',
    description: 'Redis frozen (SIGSTOP) for 5 s, then SIGCONT',
    short: false,
    loads: { sends: true, inbound: true, broadcast: true, workflows: false },
    async fault(ctx) {
      ctx.engines.redis.freeze();
      await sleep(5000);
      ctx.engines.redis.thaw();
    },
  },
];
