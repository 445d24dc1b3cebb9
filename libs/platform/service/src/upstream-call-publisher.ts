import type { Bus } from '@platform/bus';
import type { UpstreamCall } from '@platform/graph';
import { currentRequestScope } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import { v7 as uuidv7 } from 'uuid';

/** Protobuf type of a batch of recorded upstream calls (`protos/svc/common/v1/events.proto`). */
export const UPSTREAM_CALLS_RECORDED_TYPE = 'svc.common.v1.UpstreamCallsRecorded';

/** The subject a service publishes its recorded upstream calls on, in its own stream. */
export function upstreamCallsSubject(service: string): string {
  return `${service}.upstream_call.recorded`;
}

/** One call as published (the fields of `svc.common.v1.UpstreamCallRecord`). */
export interface UpstreamCallRecordPayload {
  id: string;
  project_id: string;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  error_code?: number;
  error_subcode?: number;
  error_message?: string;
  trace_id?: string;
  request_id?: string;
  occurred_at: string;
}

/** Options of {@link UpstreamCallPublisher}. */
export interface UpstreamCallPublisherOptions {
  /** The publishing service as the log names it (`funding`, `flows`); also the subject's first token. */
  caller: string;
  /** Encodes `{ caller, calls }` as `svc.common.v1.UpstreamCallsRecorded` (the app's `encodeEvent`). */
  encode(payload: { caller: string; calls: UpstreamCallRecordPayload[] }): Uint8Array;
  logger: Logger;
  /** Publish every `flushMs` (default 250). */
  flushMs?: number;
  /** Calls per event (default 200). */
  batchSize?: number;
  /** Past this many waiting calls (broker unreachable) the oldest are dropped, counted and logged (default 10 000). */
  maxBuffered?: number;
  /** Time of a call's end; default the system clock. */
  now?: () => Date;
}

/** Text longer than this is cut before publishing (the log keeps 500 characters of a message). */
const MAX_TEXT = 1_000;

/**
 * Ships a service's upstream calls to messaging-proxy's external API log (decision 0250, amendment):
 * `observe` is the `observer` of the service's `@platform/graph` client. A call made for a project
 * (the request scope of the gRPC call or work item names it) is buffered with its own id and the
 * request id; a timer publishes the buffer as `<caller>.upstream_call.recorded` events of up to
 * `batchSize` calls. Best effort and never on the call's path: a failed publish keeps the calls for the
 * next tick, the buffer is bounded (oldest dropped, counted, logged), `close()` publishes what is left.
 */
export class UpstreamCallPublisher {
  private buffer: UpstreamCallRecordPayload[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private readonly batchSize: number;
  private readonly maxBuffered: number;
  private readonly subject: string;
  /** Calls dropped because the buffer overflowed. */
  dropped = 0;
  private droppedReported = 0;

  constructor(
    private readonly bus: Bus,
    private readonly opts: UpstreamCallPublisherOptions,
  ) {
    this.batchSize = Math.max(1, opts.batchSize ?? 200);
    this.maxBuffered = Math.max(this.batchSize, opts.maxBuffered ?? 10_000);
    this.subject = upstreamCallsSubject(opts.caller);
    this.timer = setInterval(() => void this.flush(), opts.flushMs ?? 250);
    this.timer.unref();
  }

  /** The observer for the service's upstream client: records `call` for the project being served; never throws. */
  readonly observe = (call: UpstreamCall): void => {
    const scope = currentRequestScope();
    // A call made for no project is no project's log (as in messaging-proxy).
    if (!scope?.projectId) return;
    const record: UpstreamCallRecordPayload = {
      id: uuidv7(),
      project_id: scope.projectId,
      method: call.method.slice(0, 16),
      path: call.path.slice(0, MAX_TEXT),
      status: call.status,
      duration_ms: call.durationMs,
      occurred_at: (this.opts.now?.() ?? new Date()).toISOString(),
    };
    if (call.errorCode !== undefined) record.error_code = call.errorCode;
    if (call.errorSubcode !== undefined) record.error_subcode = call.errorSubcode;
    if (call.errorMessage) record.error_message = call.errorMessage.slice(0, MAX_TEXT);
    if (call.traceId) record.trace_id = call.traceId.slice(0, 128);
    if (scope.requestId) record.request_id = scope.requestId.slice(0, 128);
    this.buffer.push(record);
    if (this.buffer.length > this.maxBuffered) {
      const over = this.buffer.length - this.maxBuffered;
      this.buffer.splice(0, over);
      this.dropped += over;
    }
    if (this.buffer.length >= this.batchSize && !this.flushing) void this.flush();
  };

  /** Calls waiting to be published. */
  get pending(): number {
    return this.buffer.length;
  }

  /** Publishes everything buffered now (one flush at a time); a failure keeps the calls for the next one. */
  async flush(): Promise<void> {
    if (this.dropped > this.droppedReported) {
      this.opts.logger.warn({ dropped: this.dropped - this.droppedReported }, 'upstream call records dropped (buffer full while the bus was unavailable)');
      this.droppedReported = this.dropped;
    }
    if (this.flushing) return this.flushing;
    if (this.buffer.length === 0) return;
    this.flushing = (async () => {
      while (this.buffer.length > 0) {
        const calls = this.buffer.slice(0, this.batchSize);
        let data: Uint8Array;
        try {
          data = this.opts.encode({ caller: this.opts.caller, calls });
        } catch (err) {
          // A batch that cannot be encoded never will be: set aside rather than block the rest.
          this.opts.logger.error({ err, calls: calls.length }, 'upstream call records could not be encoded; dropped');
          this.buffer.splice(0, calls.length);
          this.dropped += calls.length;
          continue;
        }
        // The batch id is also the broker's dedupe id; each call keeps its own row id.
        const id = uuidv7();
        try {
          await this.bus.publish(this.subject, data, {
            msgId: id,
            headers: { 'Event-Id': id, 'Event-Type': UPSTREAM_CALLS_RECORDED_TYPE, 'Event-Occurred-At': calls[calls.length - 1]!.occurred_at },
          });
          this.buffer.splice(0, calls.length);
        } catch (err) {
          this.opts.logger.warn({ err, pending: this.buffer.length }, 'upstream call records not published; will retry');
          break;
        }
      }
    })().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  /** Stops the timer and publishes what is left (a few attempts). */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    for (let attempt = 0; attempt < 3 && this.buffer.length > 0; attempt++) await this.flush();
    if (this.buffer.length > 0) this.opts.logger.error({ lost: this.buffer.length }, 'upstream call records could not be published before shutdown');
  }
}
