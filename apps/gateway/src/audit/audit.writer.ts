import type { Logger } from '@platform/logger';
import { storableText } from '../logs/api-log.writer';
import type { AuditEventRecord } from './audit-event';
import type { AuditEventsRepository } from './audit-events.repository';

/** Longest stored value of each free-text field (characters); longer values are cut. */
const LIMITS = {
  actor_name: 254,
  action: 128,
  resource_type: 64,
  resource_id: 256,
  error_code: 128,
  error_message: 500,
  request_id: 128,
  http_method: 16,
  path: 2048,
  ip_address: 64,
  user_agent: 512,
} as const;

/** Default bound of the in-memory queue (records). */
export const DEFAULT_MAX_QUEUED = 50_000;

/** A record as it may be stored: free text without NUL or lone surrogates, bounded (as the request log's entries). */
function sanitize(r: AuditEventRecord): AuditEventRecord {
  const out = { ...r };
  for (const [k, max] of Object.entries(LIMITS) as Array<[keyof typeof LIMITS, number]>) {
    const v = out[k];
    if (typeof v === 'string') (out as Record<string, unknown>)[k] = storableText(v, max);
  }
  return out;
}

/** True for errors caused by the rows themselves (SQLSTATE classes 22 and 23): retrying the same rows cannot help. */
function isRowError(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'));
}

/**
 * Writes audit records off the request's path (decision 0016), like the request log's writer: a
 * request appends its record when its answer finishes; a timer writes the queue in multi-row inserts
 * (every `flushMs` or `batchSize` records). It never slows or fails a request. What it does instead
 * of losing a record silently:
 *
 * - database down: records stay queued and are retried at the next flush (a flush retries the same
 *   ids; `on conflict (id) do nothing` makes a half-known write harmless);
 * - queue full (`maxQueued`, a long outage): the oldest record is dropped and **logged at error level
 *   with its content** (never a secret: records hold none), counted in `dropped`;
 * - a record the database refuses for its content: logged at error level with its content, counted
 *   in `rejected`; the rest of its batch is written;
 * - shutdown: `close()` flushes with retries; what still cannot be written is logged at error level,
 *   record by record, so the operator can restore it from the process log.
 *
 * A crash (no shutdown) loses at most the last flush interval, as the request log does.
 */
export class AuditWriter {
  private queue: AuditEventRecord[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  /** Records dropped because the queue overflowed (each was logged). */
  dropped = 0;
  /** Records the database refused for their content (each was logged). */
  rejected = 0;

  constructor(
    private readonly repo: AuditEventsRepository,
    private readonly logger: Logger,
    private readonly opts: { flushMs: number; batchSize: number; maxQueued?: number },
  ) {
    this.timer = setInterval(() => void this.flush().catch(() => undefined), opts.flushMs);
    this.timer.unref();
  }

  /** Queues one record; never blocks and never throws. */
  append(record: AuditEventRecord): void {
    this.queue.push(sanitize(record));
    const max = this.opts.maxQueued ?? DEFAULT_MAX_QUEUED;
    while (this.queue.length > max) {
      const lost = this.queue.shift()!;
      this.dropped += 1;
      this.logger.error({ audit_event: lost }, 'audit queue full (database unreachable): record dropped from the queue, kept only in this log line');
    }
    if (this.queue.length >= this.opts.batchSize && !this.flushing) void this.flush().catch(() => undefined);
  }

  /** Writes records at once and waits (the admin CLI: a short process that must not exit before its record is stored); throws when the database refuses. */
  async writeNow(records: readonly AuditEventRecord[]): Promise<void> {
    await this.repo.insertBatch(records.map(sanitize));
  }

  /** A change whose record could not even be built (the database failed while its actor was looked up): logged at error level, never silently lost. */
  lost(change: Record<string, unknown>, err: unknown): void {
    this.dropped += 1;
    this.logger.error({ audit_change: change, code: (err as { code?: unknown })?.code }, 'audit record could not be built, kept only in this log line');
  }

  /** Number of records waiting to be written. */
  get pending(): number {
    return this.queue.length;
  }

  /** Writes everything queued now (one flush at a time); throws when the database is unreachable. */
  async flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    if (this.queue.length === 0) return;
    this.flushing = (async () => {
      while (this.queue.length > 0) {
        const batch = this.queue.slice(0, this.opts.batchSize);
        try {
          await this.repo.insertBatch(batch);
        } catch (err) {
          if (!isRowError(err)) {
            this.logger.warn({ code: (err as { code?: unknown })?.code, pending: this.queue.length }, 'audit log flush failed; will retry');
            throw err;
          }
          await this.writeOneByOne(batch);
        }
        this.queue.splice(0, batch.length);
      }
    })().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  /** A batch the database refused for its content: every record alone; the refused ones are logged with their content. */
  private async writeOneByOne(batch: AuditEventRecord[]): Promise<void> {
    for (const r of batch) {
      try {
        await this.repo.insertBatch([r]);
      } catch (err) {
        if (!isRowError(err)) throw err;
        this.rejected += 1;
        this.logger.error({ audit_event: r, code: (err as { code?: unknown }).code }, 'audit record refused by the database, kept only in this log line');
      }
    }
  }

  /** Stops the timer and writes what is left (a few retries); what still cannot be written is logged record by record. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    for (let attempt = 0; attempt < 3 && this.queue.length > 0; attempt++) {
      try {
        await this.flush();
      } catch {
        await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
      }
    }
    for (const r of this.queue) this.logger.error({ audit_event: r }, 'audit record could not be written before shutdown, kept only in this log line');
    this.queue = [];
  }
}
