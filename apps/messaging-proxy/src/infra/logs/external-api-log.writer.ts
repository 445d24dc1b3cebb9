import type { UpstreamCall } from '@platform/graph';
import { currentRequestScope } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import { v7 as uuidv7 } from 'uuid';
import { upstreamCallIds } from '../../domain/upstream-call-ids';
import type { ExternalApiLogRow, ExternalApiLogsRepository } from '../db/external-api-logs.repository';

/** Options of {@link ExternalApiLogWriter}. */
export interface ExternalApiLogWriterOptions {
  flushMs: number;
  batchSize: number;
  /** Bound of the buffer: past it the oldest entries are dropped (counted and logged). */
  maxBuffered: number;
}

const LIMITS = { method: 16, path: 512, error_message: 500, fbtrace_id: 128, request_id: 128 } as const;

/** Text as it may be stored: no NUL or control characters, no lone surrogates, bounded. */
function storable(value: string, max: number): string {
  const clean = value.replace(/[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  return clean.length <= max ? clean : clean.slice(0, /[\ud800-\udbff]/.test(clean.charAt(max - 1)) ? max - 1 : max);
}

const int32 = (v: number | undefined) => (v !== undefined && Number.isInteger(v) && Math.abs(v) <= 2_147_483_647 ? v : null);

/** Who made a call and when, beside what the call itself says. */
export interface ExternalApiLogOrigin {
  id: string;
  projectId: string;
  requestId: string | undefined;
  caller: string;
  createdAt: Date;
}

/** The stored row of `call`: text cleaned and bounded, so no entry can make the database refuse a batch. */
export function externalApiLogRow(call: UpstreamCall, origin: ExternalApiLogOrigin): ExternalApiLogRow {
  const ids = upstreamCallIds(call.path);
  return {
    id: origin.id,
    project_id: origin.projectId,
    method: storable(call.method, LIMITS.method),
    path: storable(call.path, LIMITS.path),
    status: Number.isInteger(call.status) && call.status >= 0 && call.status <= 999 ? call.status : 0,
    duration_ms: Math.max(0, Math.min(Math.round(call.durationMs) || 0, 2_147_483_647)),
    error_code: int32(call.errorCode),
    error_subcode: int32(call.errorSubcode),
    error_message: call.errorMessage ? storable(call.errorMessage, LIMITS.error_message) : null,
    fbtrace_id: call.traceId ? storable(call.traceId, LIMITS.fbtrace_id) : null,
    phone_number_id: ids.phoneNumberId ?? null,
    business_account_id: ids.businessAccountId ?? null,
    request_id: origin.requestId ? storable(origin.requestId, LIMITS.request_id) : null,
    caller: origin.caller,
    created_at: origin.createdAt,
  };
}

/**
 * The external API log's writer (decision 0250): the observer of every upstream client of
 * messaging-proxy. A call made for a project (the gRPC call or HTTP request being served names it)
 * is appended to an in-memory buffer with the request id that caused it; a timer writes the buffer
 * in multi-row inserts, off the send path. The buffer is bounded: during a database outage the
 * oldest entries are dropped, counted and logged. `close()` flushes what is left.
 */
export class ExternalApiLogWriter {
  private buffer: ExternalApiLogRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  /** Entries dropped because the buffer overflowed. */
  dropped = 0;
  private droppedReported = 0;

  constructor(
    private readonly repo: ExternalApiLogsRepository,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly opts: ExternalApiLogWriterOptions,
  ) {
    this.timer = setInterval(() => void this.flush(), opts.flushMs);
    this.timer.unref();
  }

  /** The observer given to the upstream clients: records `call` for the project being served; never throws. */
  readonly observe = (call: UpstreamCall): void => {
    const scope = currentRequestScope();
    // Calls made for no project (an app-token check before a project is known) are not a project's log.
    if (!scope?.projectId) return;
    this.append(call, scope.projectId, scope.requestId);
  };

  /** Queues one call of `projectId` made by messaging-proxy itself. */
  append(call: UpstreamCall, projectId: string, requestId: string | undefined): void {
    this.buffer.push(externalApiLogRow(call, { id: uuidv7(), projectId, requestId, caller: 'messaging-proxy', createdAt: this.clock.now() }));
    if (this.buffer.length > this.opts.maxBuffered) {
      const over = this.buffer.length - this.opts.maxBuffered;
      this.buffer.splice(0, over);
      this.dropped += over;
    }
    if (this.buffer.length >= this.opts.batchSize && !this.flushing) void this.flush();
  }

  /**
   * Writes rows another service reported (funding's and flows' calls, from the bus) at once, not
   * through the buffer: the event is acknowledged only once its rows are stored. Ids already stored
   * are skipped (a redelivery). Rows the database refuses for their content (SQLSTATE 22/23) are
   * dropped, counted and logged rather than redelivered forever; other failures throw.
   */
  async writeReported(rows: readonly ExternalApiLogRow[]): Promise<void> {
    try {
      await this.repo.insertBatch(rows);
    } catch (err) {
      const code = (err as { code?: unknown })?.code;
      if (typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'))) {
        this.dropped += rows.length;
        this.logger.warn({ code, rows: rows.length }, 'external API log: reported calls refused by the database; dropped');
        return;
      }
      throw err;
    }
  }

  /** Entries waiting to be written. */
  get pending(): number {
    return this.buffer.length;
  }

  /** Writes everything buffered now (one flush at a time); a failure keeps the rows for the next one. */
  async flush(): Promise<void> {
    if (this.dropped > this.droppedReported) {
      this.logger.warn({ dropped: this.dropped - this.droppedReported }, 'external API log: entries dropped (buffer full while the database was unavailable)');
      this.droppedReported = this.dropped;
    }
    if (this.flushing) return this.flushing;
    if (this.buffer.length === 0) return;
    this.flushing = (async () => {
      while (this.buffer.length > 0) {
        const batch = this.buffer.slice(0, this.opts.batchSize);
        try {
          await this.repo.insertBatch(batch);
          this.buffer.splice(0, batch.length);
        } catch (err) {
          const code = (err as { code?: unknown })?.code;
          this.logger.warn({ code: typeof code === 'string' ? code : undefined, pending: this.buffer.length }, 'external API log flush failed; will retry');
          // Rows the database refuses for their content (SQLSTATE 22/23) would block the log: set aside.
          if (typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'))) {
            this.buffer.splice(0, batch.length);
            this.dropped += batch.length;
          }
          break;
        }
      }
    })().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    for (let attempt = 0; attempt < 3 && this.buffer.length > 0; attempt++) await this.flush();
    if (this.buffer.length > 0) this.logger.error({ lost: this.buffer.length }, 'external API log entries could not be written before shutdown');
  }
}
