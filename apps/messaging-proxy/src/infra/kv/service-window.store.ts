import type { KeyValueStore, RedisKeyValueStore } from '@platform/kv';
import type { Logger } from '@platform/logger';

/** Length of the customer-service window an inbound message opens (as contacts computes it, decision 0500). */
export const SERVICE_WINDOW_MS = 24 * 3_600_000;
/** How long a "last inbound at" key lives in Redis: the window plus a margin for clock skew between replicas. */
const KEY_TTL_MS = SERVICE_WINDOW_MS + 3_600_000;

/** What the store knows of a recipient's window: `unknown` when it may have missed the message that opened it. */
export type WindowState = 'open' | 'closed' | 'unknown';

// KEYS[1] last inbound at (ms) of one (project, number, customer); KEYS[2] the tracking mark.
// ARGV: at, ttl, now, reset. Keeps the newest time; sets the mark when absent (or anew on reset).
const RECORD = `
local v = redis.call('get', KEYS[1])
if not v or tonumber(v) < tonumber(ARGV[1]) then redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2]) end
if ARGV[4] == '1' then redis.call('set', KEYS[2], ARGV[3]) else redis.call('set', KEYS[2], ARGV[3], 'NX') end
return 1`;

/**
 * "Last inbound message at" per (project, number, customer), written by the webhook receiver before it
 * answers the upstream, read by every send to price the customer-service window without asking
 * contacts (decision 0236). Keys `svc-window:<project>:<number>:<customer digits>` hold the newest
 * message time (ms) for 25 h.
 *
 * A missing key means "no inbound message for 24 h" only if the store has been recording for at
 * least 24 h without a gap: the mark `svc-window-since` holds when recording started. It is set when
 * absent (first use, or after Redis lost its data) and set anew after a write that failed (a message
 * this store missed), so for the next 24 h an absent key answers `unknown` and the caller asks contacts.
 * Shared Redis in production; the in-process store (all-in-one) behaves the same within the process.
 */
export class ServiceWindowStore {
  private resetPending = false;
  private retry: NodeJS.Timeout | undefined;
  private readonly markKey = 'svc-window-since';

  constructor(
    private readonly kv: KeyValueStore,
    private readonly logger: Logger,
  ) {}

  /** Records an inbound message of `customer` (digits) on the number at `atMs`; never throws (a failure is remembered, see the class). */
  async recordInbound(projectId: string, phoneNumberId: string, customer: string, atMs: number, nowMs: number): Promise<void> {
    const reset = this.resetPending;
    try {
      await this.write(this.key(projectId, phoneNumberId, customer), atMs, nowMs, reset);
      if (reset) this.resetPending = false;
    } catch (err) {
      this.logger.warn({ err, phone_number_id: phoneNumberId }, 'service window not recorded; sends ask contacts for the next 24 h');
      this.markMissed(nowMs);
    }
  }

  /** The window of `customer` (digits) on the number at `nowMs`; `unknown` when the store cannot tell (or Redis fails). */
  async windowOf(projectId: string, phoneNumberId: string, customer: string, nowMs: number): Promise<WindowState> {
    if (this.resetPending) return 'unknown';
    let at: string | null;
    let since: string | null;
    try {
      [at, since] = await this.read(this.key(projectId, phoneNumberId, customer));
    } catch {
      return 'unknown';
    }
    if (at !== null && Number(at) + SERVICE_WINDOW_MS > nowMs) return 'open';
    if (since !== null && nowMs - Number(since) >= SERVICE_WINDOW_MS) return 'closed';
    return 'unknown';
  }

  /** Sets the mark when absent (start of recording). */
  async start(nowMs: number): Promise<void> {
    await this.kv.setIfAbsent(this.markKey, String(nowMs), 10 * 365 * 24 * 3_600_000).catch(() => this.markMissed(nowMs));
  }

  /** Stops the background retry of a pending reset. */
  close(): void {
    if (this.retry) clearTimeout(this.retry);
  }

  private key(projectId: string, phoneNumberId: string, customer: string): string {
    return `svc-window:${projectId}:${phoneNumberId}:${customer}`;
  }

  /** A message was missed: the mark is set anew (now) as soon as Redis takes a write; until then this replica answers `unknown`. */
  private markMissed(nowMs: number): void {
    this.resetPending = true;
    if (this.retry) return;
    const attempt = () => {
      this.kv.set(this.markKey, String(nowMs)).then(
        () => {
          this.resetPending = false;
          this.retry = undefined;
        },
        () => {
          this.retry = setTimeout(attempt, 1000);
          this.retry.unref();
        },
      );
    };
    this.retry = setTimeout(attempt, 0);
    this.retry.unref();
  }

  private async write(key: string, atMs: number, nowMs: number, reset: boolean): Promise<void> {
    if (this.kv.kind === 'redis') {
      const r = this.kv as RedisKeyValueStore;
      await r.client.eval(RECORD, {
        keys: [`${r.prefix}:${key}`, `${r.prefix}:${this.markKey}`],
        arguments: [String(Math.floor(atMs)), String(KEY_TTL_MS), String(Math.floor(nowMs)), reset ? '1' : '0'],
      });
      return;
    }
    // The in-process store: one event loop, so read-compare-write is atomic enough.
    const current = await this.kv.get(key);
    if (current === null || Number(current) < atMs) await this.kv.set(key, String(Math.floor(atMs)), KEY_TTL_MS);
    if (reset) await this.kv.set(this.markKey, String(Math.floor(nowMs)));
    else await this.kv.setIfAbsent(this.markKey, String(Math.floor(nowMs)), 10 * 365 * 24 * 3_600_000);
  }

  private async read(key: string): Promise<[string | null, string | null]> {
    if (this.kv.kind === 'redis') {
      const r = this.kv as RedisKeyValueStore;
      const [at, since] = await r.client.mGet([`${r.prefix}:${key}`, `${r.prefix}:${this.markKey}`]);
      return [at ?? null, since ?? null];
    }
    return Promise.all([this.kv.get(key), this.kv.get(this.markKey)]);
  }
}
