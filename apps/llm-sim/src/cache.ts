import { createHash } from 'node:crypto';
import { tokens } from './script';

/** Milliseconds of each cache TTL the providers name (Anthropic `5m`/`1h`; OpenAI's in-memory retention is about 5 minutes). */
export const CACHE_TTL_MS: Record<string, number> = { '5m': 5 * 60_000, '1h': 60 * 60_000 };

/** What the prompt cache did for one request: the input tokens read from it and written to it, and under which TTL. */
export interface CacheUse {
  /** Input tokens served from the cache (a prefix the cache held). */
  read: number;
  /** Input tokens written to the cache (a marked prefix it did not hold). */
  written: number;
  /** The TTL the write carried (`5m`, `1h`), or null when nothing was written. */
  ttl: string | null;
  /** OpenAI's `prompt_cache_key` the request named, or null. */
  key: string | null;
}

/**
 * One request's prompt as the cache sees it: its parts in order (tools, system, messages), each with
 * the TTL of a cache breakpoint set on it (Anthropic `cache_control`), or `null`.
 */
export interface CachePrompt {
  parts: Array<{ text: string; breakpoint: string | null }>;
}

/**
 * A provider's prompt cache, as the real ones behave seen from outside: a prompt prefix is cached
 * per API key (and OpenAI `prompt_cache_key`), it is read back by a later request that starts with
 * it, and it expires after its TTL (each read refreshes it). Anthropic writes only the prefixes that
 * end at a `cache_control` breakpoint, with that breakpoint's TTL; OpenAI writes every message
 * boundary of a request that names a `prompt_cache_key` (the real API also caches without a key,
 * from 1,024 tokens; the simulator caches only keyed prompts so an unkeyed one shows none).
 */
export class PromptCache {
  private readonly entries = new Map<string, number>();

  constructor(private readonly clock: () => number) {}

  /**
   * Looks the prompt up and stores its marked prefixes: `scope` is the API key's fingerprint (plus
   * the prompt cache key); `writeAll` with a TTL writes every part boundary (OpenAI), else only the
   * breakpoints (Anthropic).
   */
  use(scope: string, prompt: CachePrompt, opts: { writeAll?: string; key?: string | null } = {}): CacheUse {
    const now = this.clock();
    const hash = createHash('sha256').update(scope);
    let length = 0;
    const prefixes: Array<{ id: string; tokens: number; ttl: string | null }> = [];
    for (const p of prompt.parts) {
      hash.update(`\u0000${p.text}`);
      length += p.text.length;
      prefixes.push({ id: hash.copy().digest('hex'), tokens: tokens('x'.repeat(length)), ttl: opts.writeAll ?? p.breakpoint });
    }
    let read = 0;
    for (const p of prefixes) {
      const until = this.entries.get(p.id);
      if (until !== undefined && until > now) {
        read = p.tokens;
        this.entries.set(p.id, now + (CACHE_TTL_MS[p.ttl ?? '5m'] ?? CACHE_TTL_MS['5m']));
      }
    }
    let written = 0;
    let ttl: string | null = null;
    for (const p of prefixes) {
      if (!p.ttl || p.tokens <= read) continue;
      const until = this.entries.get(p.id);
      if (until !== undefined && until > now) continue;
      this.entries.set(p.id, now + (CACHE_TTL_MS[p.ttl] ?? CACHE_TTL_MS['5m']));
      written = p.tokens - read;
      ttl = p.ttl;
    }
    if (this.entries.size > 10_000) for (const [id, until] of this.entries) if (until <= now) this.entries.delete(id);
    return { read, written, ttl, key: opts.key ?? null };
  }

  /** Drops every entry. */
  clear(): void {
    this.entries.clear();
  }
}
