import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { ApiLogEntry } from './api-log';
import { insertApiLogBatch } from './api-log.repository';

/** Longest stored value of each free-text field (characters); longer values are cut. */
export const API_LOG_FIELD_LIMITS = { endpoint: 2048, http_method: 16, ip_address: 64, error_message: 1000, api_key_name: 200 } as const;

/** Default bound of the in-memory buffer (entries). */
export const DEFAULT_MAX_BUFFERED = 100_000;

/**
 * A string as it may be stored: no NUL (Postgres text and json refuse it), no lone UTF-16 surrogates
 * (not valid Unicode; JSON encoders and Postgres refuse them), other control characters replaced,
 * bounded. Replacements use U+FFFD so the reader sees that something was there.
 */
export function storableText(value: string, max: number): string {
  const clean = value.replace(
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );
  if (clean.length <= max) return clean;
  // Never cut a surrogate pair in half.
  const cut = /[\ud800-\udbff]/.test(clean.charAt(max - 1)) ? max - 1 : max;
  return clean.slice(0, cut);
}

function sanitize(e: ApiLogEntry): ApiLogEntry {
  const L = API_LOG_FIELD_LIMITS;
  return {
    ...e,
    endpoint: storableText(e.endpoint, L.endpoint),
    http_method: storableText(e.http_method, L.http_method),
    ip_address: storableText(e.ip_address, L.ip_address),
    error_message: e.error_message === null ? null : storableText(e.error_message, L.error_message),
    api_key_name: e.api_key_name === null ? null : storableText(e.api_key_name, L.api_key_name),
  };
}

/** True for errors caused by the rows themselves (SQLSTATE classes 22 data exception, 23 integrity): retrying the same rows cannot help. */
function isRowError(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'));
}

/** What is logged of a failed write: the SQLSTATE and a bounded message, never the rows. */
function failureSummary(err: unknown): { code?: string; error: string } {
  const code = (err as { code?: unknown })?.code;
  const message = err instanceof Error ? err.message : String(err);
  // Drivers prefix the message with the statement; keep the reason only.
  const reason = message.includes(' - ') ? message.slice(message.lastIndexOf(' - ') + 3) : message;
  return { code: typeof code === 'string' ? code : undefined, error: storableText(reason, 200) };
}

/**
 * Writes request logs off the hot path: requests append to an in-memory buffer; a timer flushes it
 * in multi-row inserts.
 *
 * - Entries are sanitised on append (no NUL or lone surrogates, bounded fields), so one request's
 *   input cannot make the database refuse a batch.
 * - A batch the database still refuses for its data (SQLSTATE class 22/23) is split in halves until
 *   the offending entries are isolated: they are set aside (counted in `rejected`, logged once each
 *   with their id only), every other entry is written. One bad entry never stops the log.
 * - Any other failure (database down) keeps the rows for the next flush, logging only the error code.
 * - Overflow policy: the buffer holds at most `maxBuffered` entries (default 100,000); during a long
 *   outage the oldest are dropped first and counted in `dropped`.
 * - `close()` flushes everything left, so a graceful shutdown loses none.
 */
export class ApiLogWriter {
  private buffer: ApiLogEntry[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private closed = false;
  /** Entries dropped because the buffer overflowed during a database outage. */
  dropped = 0;
  /** Entries the database refused for their content (set aside, not retried). */
  rejected = 0;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    private readonly opts: { flushMs: number; batchSize: number; maxBuffered?: number },
  ) {
    this.timer = setInterval(() => void this.flush(), opts.flushMs);
    this.timer.unref();
  }

  /** Queues one entry; never blocks and never throws. */
  append(entry: ApiLogEntry): void {
    this.buffer.push(sanitize(entry));
    const max = this.opts.maxBuffered ?? DEFAULT_MAX_BUFFERED;
    if (this.buffer.length > max) {
      const over = this.buffer.length - max;
      this.buffer.splice(0, over);
      this.dropped += over;
    }
    if (this.buffer.length >= this.opts.batchSize && !this.flushing) void this.flush();
  }

  /** Number of entries waiting to be written. */
  get pending(): number {
    return this.buffer.length;
  }

  /** Writes everything buffered now (one flush at a time). */
  async flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    if (this.buffer.length === 0) return;
    this.flushing = (async () => {
      while (this.buffer.length > 0) {
        const batch = this.buffer.slice(0, this.opts.batchSize);
        const settled = new Set<string>();
        try {
          await this.writeIsolatingBadRows(batch, settled);
          this.buffer.splice(0, batch.length);
        } catch (err) {
          // Parts of a split batch may be written already: keep only what is not.
          if (settled.size > 0) this.buffer = this.buffer.filter((e) => !settled.has(e.id));
          this.logger.warn({ ...failureSummary(err), pending: this.buffer.length }, 'request log flush failed; will retry');
          if (this.closed) throw err;
          break;
        }
      }
    })().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  /**
   * Writes `rows`; when the database refuses them for their data, splits them to write every row it
   * accepts and set aside only the ones it refuses. Ids of rows written or set aside are added to
   * `settled`. Throws for failures that are not about the rows (the database is unavailable).
   */
  private async writeIsolatingBadRows(rows: ApiLogEntry[], settled: Set<string>): Promise<void> {
    try {
      await insertApiLogBatch(this.db, rows);
      for (const r of rows) settled.add(r.id);
      return;
    } catch (err) {
      if (!isRowError(err)) throw err;
      if (rows.length === 1) {
        settled.add(rows[0].id);
        this.rejected++;
        this.logger.error(
          { ...failureSummary(err), entry_id: rows[0].id, project_id: rows[0].project_id },
          'request log entry refused by the database; set aside (the other entries are written)',
        );
        return;
      }
    }
    const mid = Math.ceil(rows.length / 2);
    await this.writeIsolatingBadRows(rows.slice(0, mid), settled);
    await this.writeIsolatingBadRows(rows.slice(mid), settled);
  }

  /** Stops the timer and flushes what is left (retrying a few times). */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (this.flushing) await this.flushing.catch(() => undefined);
    this.closed = true;
    for (let attempt = 0; attempt < 5 && this.buffer.length > 0; attempt++) {
      try {
        await this.flush();
      } catch {
        await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
      }
    }
    if (this.buffer.length > 0) this.logger.error({ lost: this.buffer.length }, 'request logs could not be written before shutdown');
  }
}
