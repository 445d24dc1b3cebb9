import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { startListeningProcess } from './listening-process';

const REPO = resolve(__dirname, '../../../..');

/** The upstream simulator (apps/upstream-sim) as a child process, with its control API. */
export interface UpstreamSimProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The simulated app's id (`SIM_APP_ID`). */
  appId: string;
  /** The simulated app's secret (`SIM_APP_SECRET`, signs its webhooks). */
  appSecret: string;
  /** Calls `/__sim<path>` (fixtures, settings, faults); throws on a non-2xx answer. */
  control<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/**
 * Starts apps/upstream-sim on a free port (`PORT=0`, waiting for its "upstream simulator listening"
 * line): the one way app tests get the simulator (apps never import apps, so it is a process, run by
 * path). A random app secret unless given; `env` adds or overrides simulator variables.
 */
export async function startUpstreamSim(opts: { appId?: string; appSecret?: string; env?: Record<string, string> } = {}): Promise<UpstreamSimProcess> {
  const appId = opts.appId ?? '100000000000777';
  const appSecret = opts.appSecret ?? `sim-secret-${randomUUID()}`;
  const sim = await startListeningProcess({
    entry: resolve(REPO, 'apps/upstream-sim/src/main.ts'),
    readyMessage: 'upstream simulator listening',
    cwd: REPO,
    env: { SIM_APP_SECRET: appSecret, SIM_APP_ID: appId, ...opts.env },
  });
  return {
    url: sim.url,
    appId,
    appSecret,
    async control<T>(method: string, path: string, body?: unknown): Promise<T> {
      const res = await fetch(`${sim.url}/__sim${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`sim ${method} ${path}: ${res.status} ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    },
    stop: sim.stop,
  };
}
