import type { Logger } from '@platform/logger';
import type { ApiKeysRepository } from './api-keys.repository';

/**
 * Keeps `last_used_at` of API keys without a write per request (decision 0011): each authenticated
 * request notes its key and time in memory (the latest per key); a timer writes them all every
 * `flushMs` in one statement. A replica that crashes loses at most one interval of last uses; a
 * failed write keeps the times for the next flush (a newer time of the same key replaces an older).
 */
export class KeyUsageWriter {
  private pending = new Map<string, Date>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly keys: Pick<ApiKeysRepository, 'touch'>,
    private readonly logger: Logger,
    flushMs: number,
  ) {
    this.timer = setInterval(() => void this.flush(), flushMs);
    this.timer.unref();
  }

  /** Notes that `keyId` authenticated a request at `at`; never blocks, never throws. */
  used(keyId: string, at: Date): void {
    const seen = this.pending.get(keyId);
    if (!seen || seen < at) this.pending.set(keyId, at);
  }

  /** Writes what was noted since the last flush (one flush at a time). */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await this.keys.touch(batch);
    } catch (err) {
      // Put them back unless a newer use of the same key arrived meanwhile.
      for (const [id, at] of batch) this.used(id, at);
      this.logger.warn({ code: (err as { code?: unknown })?.code, keys: batch.size }, 'API key last-use write failed; will retry');
    }
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
