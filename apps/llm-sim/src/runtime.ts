import type { Logger } from '@platform/logger';
import type { CacheUse, PromptCache } from './cache';
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
  /** HTTP status answered (0: the connection was dropped without an answer). */
  status: number;
  /** What the prompt cache did (tokens read and written, the TTL of the write, OpenAI's prompt_cache_key); null when no answer was given. */
  cache: CacheUse | null;
  at: string;
}

/** Simulator state shared by the provider routers and the control API. */
export interface SimRuntime {
  /** Accepted keys per provider; empty set with `acceptAnyKey` = any non-empty key passes. */
  keys: { openai: Set<string>; anthropic: Set<string> };
  acceptAnyKey: boolean;
  scripts: ScriptBook;
  /** The prompt cache of every key (Anthropic cache_control breakpoints, OpenAI prompt_cache_key). */
  cache: PromptCache;
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
export function logRequest(sim: SimRuntime, entry: Omit<LoggedRequest, 'at' | 'cache'> & { cache?: CacheUse }): void {
  sim.requests.push({ ...entry, cache: entry.cache ?? null, at: new Date(sim.clock()).toISOString() });
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

/** JSON text of `v` without `cache_control` markers: a cached prefix matches whatever breakpoints a later request sets. */
export function cacheText(v: unknown): string {
  return JSON.stringify(v ?? null, (k, x: unknown) => (k === 'cache_control' ? undefined : x));
}
