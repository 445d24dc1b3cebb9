import type { Bus } from '@platform/bus';
import { isDomainError } from '@platform/errors';
import type { Logger } from '@platform/logger';
import { z } from 'zod';
import type { RouteStream, StreamSink } from '../routes/route';

/** What a webhook listener's stream needs from the gateway (decision 0028). */
export interface ListenerStreamDeps {
  /** Core subscription of the bus (NATS core; in-process in the all-in-one). */
  listen: Bus['listen'];
  /** Comment line written on an idle stream this often (proxies keep it open). */
  heartbeatMs: number;
  /** KeepWebhookListener this often while the stream is open: the listener's idle expiry is pushed back. */
  keepEveryMs: number;
  /** Open streams of this replica: ended at shutdown. */
  open: Set<StreamSink>;
  logger: Logger;
}

/** A frame as the webhooks service publishes it; anything else on the subject is skipped. */
const frameSchema = z.object({
  listener_id: z.string(),
  headers: z.record(z.string()),
  body: z.string(),
  resumed: z.literal(true).optional(),
});

/** Webhook-ids a stream remembers to skip a resumed frame it already wrote (the oldest forgotten first). */
const SEEN_MAX = 10_000;

/** What a resume after a reconnect did: events published again, and whether newer ones were left. */
export interface ResumeOutcome {
  replayed: number;
  truncated: boolean;
}

/** The SSE `data:` of one `event: webhook`: the headers and the exact body an endpoint would get. */
export const listenerEventData = z
  .object({
    headers: z
      .record(z.string())
      .describe('webhook-id, webhook-timestamp, webhook-signature (signed with the listener secret), x-webhook-event, x-webhook-payload-version.'),
    body: z.string().describe('The exact bytes that were signed: POST them as they are.'),
    resumed: z.boolean().optional().describe('true: sent again after a reconnect with Last-Event-ID (skip it when its webhook-id was already received).'),
  })
  .describe(
    'event: ready (data: the listener) | webhook (data: headers and body) | resumed (after ready on a reconnect with Last-Event-ID; data: { replayed, truncated } or { error }) | listener_ended (deleted or expired)',
  );

/** What keeping the listener said: kept, gone (deleted or expired: the stream ends), or unknown (retried at the next turn). */
export type KeepOutcome = 'kept' | 'gone' | 'unknown';

/**
 * The stream of `GET /webhook_listeners/{id}/stream`: subscribes to the listener's subject, then
 * writes `event: ready`; every frame as `event: webhook` (id: its webhook-id); heartbeats; a keep-alive
 * every `keepEveryMs`, and `event: listener_ended` when the listener is gone (DELETE or expiry). On a
 * reconnect (`resume`, from Last-Event-ID), once subscribed it asks for the events since again and writes
 * `event: resumed`; a resumed frame whose webhook-id this stream already wrote is skipped.
 */
export function listenerStream(
  deps: ListenerStreamDeps,
  first: { listener: unknown; subject: string },
  keep: () => Promise<KeepOutcome>,
  resume?: () => Promise<ResumeOutcome>,
): RouteStream {
  return {
    open(sink) {
      let closed = false;
      let stop: (() => void) | undefined;
      const seen = new Set<string>();
      deps.open.add(sink);
      const heartbeat = setInterval(() => sink.write(': heartbeat\n\n'), deps.heartbeatMs);
      const keeper = setInterval(() => {
        keep().then(
          (outcome) => {
            if (outcome !== 'gone' || closed) return;
            sink.write('event: listener_ended\ndata: {}\n\n');
            sink.end();
          },
          () => undefined,
        );
      }, deps.keepEveryMs);
      sink.onClose(() => {
        closed = true;
        clearInterval(heartbeat);
        clearInterval(keeper);
        stop?.();
        deps.open.delete(sink);
      });
      deps
        .listen(first.subject, (data) => {
          let frame: z.infer<typeof frameSchema>;
          try {
            frame = frameSchema.parse(JSON.parse(Buffer.from(data).toString('utf8')));
          } catch (err) {
            deps.logger.warn({ err }, 'webhook listener: unreadable frame skipped');
            return;
          }
          const id = (frame.headers['webhook-id'] ?? '').replace(/[\r\n]/g, '');
          if (frame.resumed && seen.has(id)) return;
          seen.add(id);
          if (seen.size > SEEN_MAX) seen.delete(seen.values().next().value as string);
          const event = { headers: frame.headers, body: frame.body, ...(frame.resumed ? { resumed: true } : {}) };
          sink.write(`id: ${id}\nevent: webhook\ndata: ${JSON.stringify(event)}\n\n`);
        })
        .then(
          (sub) => {
            if (closed) return sub.stop();
            stop = () => sub.stop();
            sink.write(`event: ready\ndata: ${JSON.stringify(first.listener)}\n\n`);
            // Subscribed first, then resumed: an event committed meanwhile arrives live, resumed, or both (skipped once).
            resume?.().then(
              (r) => !closed && sink.write(`event: resumed\ndata: ${JSON.stringify(r)}\n\n`),
              (err: unknown) => {
                if (closed) return;
                const unknownEvent = isDomainError(err) && err.code === 5;
                if (!unknownEvent) deps.logger.warn({ err }, 'webhook listener: resume failed');
                const error = unknownEvent
                  ? 'Last-Event-ID names no stored event of this project: the events since were not sent again (replay them by id)'
                  : 'the events since Last-Event-ID could not be sent again (replay them by id)';
                sink.write(`event: resumed\ndata: ${JSON.stringify({ error })}\n\n`);
              },
            );
          },
          (err: unknown) => {
            deps.logger.warn({ err }, 'webhook listener: bus subscription failed');
            sink.write('event: error\ndata: {"error":"the stream could not subscribe; retry"}\n\n');
            sink.end();
          },
        );
    },
  };
}
