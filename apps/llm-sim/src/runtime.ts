import type { Logger } from '@platform/logger';
import type { ScriptBook } from './script';

/** The provider HTTP API a request used. */
export type ApiSurface = 'chat_completions' | 'responses' | 'messages';

/** One request the simulator answered (the key itself is not kept, only its last four characters). */
export interface LoggedRequest {
  provider: 'openai' | 'anthropic';
  api: ApiSurface;
  /** Scenario the request was served from: the API key's fingerprint (see {@link keyFingerprint}). */
  key_fingerprint: string;
  key_suffix: string;
  model: string | null;
  stream: boolean;
  /** The request body as received (messages, tools, sampling and reasoning parameters). */
  body: unknown;
  /** HTTP status answered. */
  status: number;
  at: string;
}

/** Simulator state shared by the provider routers and the control API. */
export interface SimRuntime {
  /** Accepted keys per provider; empty set with `acceptAnyKey` = any non-empty key passes. */
  keys: { openai: Set<string>; anthropic: Set<string> };
  acceptAnyKey: boolean;
  scripts: ScriptBook;
  requests: LoggedRequest[];
  clock: () => number;
  log: Logger;
}

/** A stable, non-reversible name of an API key (FNV-1a 64 as hex), the scenario and log key. */
export function keyFingerprint(key: string): string {
  let h = 0xcbf29ce484222325n;
  for (const ch of Buffer.from(key, 'utf8')) {
    h ^= BigInt(ch);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h.toString(16).padStart(16, '0');
}

/** Whether `key` is accepted for `provider`. */
export function keyAccepted(sim: SimRuntime, provider: 'openai' | 'anthropic', key: string): boolean {
  if (!key) return false;
  if (sim.keys[provider].has(key)) return true;
  return sim.acceptAnyKey;
}

/** Records one answered request (bounded to the last 2,000). */
export function logRequest(sim: SimRuntime, entry: Omit<LoggedRequest, 'at'>): void {
  sim.requests.push({ ...entry, at: new Date(sim.clock()).toISOString() });
  if (sim.requests.length > 2000) sim.requests.shift();
}

/** Waits `ms`, or less when the client went away. */
export function hold(ms: number | undefined, signal: AbortSignal): Promise<void> {
  if (!ms) return Promise.resolve();
  return new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(t);
      resolve();
    });
  });
}
