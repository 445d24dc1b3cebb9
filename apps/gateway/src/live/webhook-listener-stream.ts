import type { Bus } from '@platform/bus';
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
});

/** The SSE `data:` of one `event: webhook`: the headers and the exact body an endpoint would get. */
export const listenerEventData = z
  .object({
    headers: z
      .record(z.string())
      .describe('webhook-id, webhook-timestamp, webhook-signature (signed with the listener secret), x-webhook-event, x-webhook-payload-version.'),
    body: z.string().describe('The exact bytes that were signed: POST them as they are.'),
  })
  .describe('event: ready (data: the listener) | webhook (data: headers and body) | listener_ended (deleted or expired)');

/** What keeping the listener said: kept, gone (deleted or expired: the stream ends), or unknown (retried at the next turn). */
export type KeepOutcome = 'kept' | 'gone' | 'unknown';

/**
 * The stream of `GET /webhook_listeners/{id}/stream`: subscribes to the listener's subject, then
 * writes `event: ready`; every frame as `event: webhook` (id: its webhook-id); heartbeats; a keep-alive
 * every `keepEveryMs`, and `event: listener_ended` when the listener is gone (DELETE or expiry).
 */
export function listenerStream(deps: ListenerStreamDeps, first: { listener: unknown; subject: string }, keep: () => Promise<KeepOutcome>): RouteStream {
  return {
    open(sink) {
      let closed = false;
      let stop: (() => void) | undefined;
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
          sink.write(`id: ${id}\nevent: webhook\ndata: ${JSON.stringify({ headers: frame.headers, body: frame.body })}\n\n`);
        })
        .then(
          (sub) => {
            if (closed) return sub.stop();
            stop = () => sub.stop();
            sink.write(`event: ready\ndata: ${JSON.stringify(first.listener)}\n\n`);
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
