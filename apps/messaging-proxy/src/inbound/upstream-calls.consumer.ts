import type { Bus, BusMessage, Subscription } from '@platform/bus';
import { decodeEvent, type common } from '@platform/contracts';
import { isUuid } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import { UPSTREAM_CALLS_RECORDED_TYPE, upstreamCallsSubject } from '@platform/service';
import { externalApiLogRow, type ExternalApiLogWriter } from '../infra/logs/external-api-log.writer';
import type { ExternalApiLogRow } from '../infra/db/external-api-logs.repository';

/**
 * The services whose upstream calls messaging-proxy's external API log receives over the bus
 * (decision 0250, amendment): each publishes `<caller>.upstream_call.recorded` on its own stream.
 * The caller stored is the stream's owner, never a field of the event.
 */
export const UPSTREAM_CALL_SOURCES = [
  { caller: 'funding', stream: { name: 'FUNDING', subjects: ['funding.>'] } },
  { caller: 'flows', stream: { name: 'FLOWS', subjects: ['flows.>'] } },
] as const;

/** The rows of one event: calls without a valid id or project are skipped (they cannot be stored or found). */
export function upstreamCallRows(caller: string, event: common.UpstreamCallsRecorded__Output, now: Date): ExternalApiLogRow[] {
  const rows: ExternalApiLogRow[] = [];
  for (const c of event.calls) {
    if (!isUuid(c.id) || !isUuid(c.project_id) || !c.method || !c.path) continue;
    const at = new Date(c.occurred_at);
    const call = {
      method: c.method,
      path: c.path,
      status: c.status,
      durationMs: c.duration_ms,
      errorCode: c.error_code ?? undefined,
      errorSubcode: c.error_subcode ?? undefined,
      errorMessage: c.error_message || undefined,
      traceId: c.trace_id || undefined,
    };
    rows.push(
      externalApiLogRow(call, {
        id: c.id,
        projectId: c.project_id,
        requestId: c.request_id || undefined,
        caller,
        createdAt: Number.isNaN(at.getTime()) ? now : at,
      }),
    );
  }
  return rows;
}

/**
 * Consumes funding's and flows' recorded upstream calls into the external API log. Each event is
 * written as one statement before it is acknowledged; a redelivered event inserts nothing twice
 * (the row id is the call's id). Events of one source are applied in order, one at a time (each is a
 * batch already). An event that cannot be decoded is logged and dropped: it never will be.
 */
export async function startUpstreamCallsConsumer(deps: { bus: Bus; logger: Logger; writer: ExternalApiLogWriter; now: () => Date }): Promise<Subscription[]> {
  const subs: Subscription[] = [];
  for (const source of UPSTREAM_CALL_SOURCES) {
    await deps.bus.ensureStream({ name: source.stream.name, subjects: [...source.stream.subjects] });
    const handler = async (msg: BusMessage) => {
      let event: common.UpstreamCallsRecorded__Output;
      try {
        event = decodeEvent<common.UpstreamCallsRecorded__Output>(UPSTREAM_CALLS_RECORDED_TYPE, msg.data);
      } catch (err) {
        deps.logger.warn({ err, caller: source.caller, msgId: msg.msgId }, 'upstream call records could not be decoded; dropped');
        return;
      }
      const rows = upstreamCallRows(source.caller, event, deps.now());
      if (rows.length > 0) await deps.writer.writeReported(rows);
    };
    subs.push(
      await deps.bus.consume({
        stream: source.stream.name,
        durable: `messaging-proxy-upstream-calls-${source.caller}`,
        filterSubject: upstreamCallsSubject(source.caller),
        handler,
      }),
    );
  }
  return subs;
}
