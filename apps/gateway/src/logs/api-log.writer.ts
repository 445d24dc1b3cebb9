import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { ApiLogEntry } from './api-log';

/**
 * The whole batch travels as one JSON parameter that Postgres expands into rows: one value to
 * serialize (natively) instead of 11 bind parameters per entry through the query builder, which cost
 * the gateway more CPU than the rest of request logging together (bench/README.md).
 */
const INSERT_SQL = `insert into api_logs (id, project_id, api_key_id, api_key_name, endpoint, http_method, response_status, response_time_ms, created_at, ip_address, error_message)
  select id, project_id, api_key_id, api_key_name, endpoint, http_method, response_status, response_time_ms, created_at, ip_address, error_message
  from json_populate_recordset(null::api_logs, $1::json)`;

/**
 * Writes request logs off the hot path: requests append to an in-memory buffer; a timer flushes it
 * in multi-row inserts. A failed flush keeps the rows for the next attempt (bounded by `maxBuffered`,
 * beyond which the oldest are dropped and counted, so a database outage cannot exhaust memory).
 * `close()` flushes everything left, so a graceful shutdown loses none.
 */
export class ApiLogWriter {
  private buffer: ApiLogEntry[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private closed = false;
  /** Entries dropped because the buffer overflowed during a database outage. */
  dropped = 0;

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
    this.buffer.push(entry);
    const max = this.opts.maxBuffered ?? 100_000;
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
        try {
          await this.db.query(INSERT_SQL, [JSON.stringify(batch)], { name: 'api_logs.insert_batch.v1' });
          this.buffer.splice(0, batch.length);
        } catch (err) {
          this.logger.warn({ err, pending: this.buffer.length }, 'request log flush failed; will retry');
          if (this.closed) throw err;
          break;
        }
      }
    })().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
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
