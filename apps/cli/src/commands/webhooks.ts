import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { Command } from 'commander';
import { Option } from 'commander';
import type { Api } from '../api';
import { call } from '../call';
import { contextOf, type CommandContext } from '../context';
import { apiFailure, CliError, ExitCode, networkFailure, usageError } from '../exit-codes';
import { sleep } from '../sleep';

/** One `event: webhook` of a listener's stream. */
interface StreamedEvent {
  headers: Record<string, string>;
  body: string;
  /** Sent again after a reconnect (Last-Event-ID): skipped when its webhook-id was already received. */
  resumed?: boolean;
}

/** Webhook-ids `listen` remembers across reconnects, to skip an event sent again (the oldest forgotten first). */
const SEEN_MAX = 10_000;

/** Headers the forwarded POST carries: exactly the ones the platform signed and sends to endpoints. */
const FORWARDED = ['webhook-id', 'webhook-timestamp', 'webhook-signature', 'x-webhook-event', 'x-webhook-payload-version'];
/** Consecutive failed stream openings before `listen` gives up (exit 4). */
const MAX_RECONNECTS = 5;

/** Posts one event to the local URL, signed as the platform signed it; its status and latency, or why it failed. */
export async function forward(url: string, e: StreamedEvent, timeoutMs = 10_000): Promise<{ status: number | null; ms: number; error?: string }> {
  const started = performance.now();
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'platform-cli/0.2.0 (webhooks listen)' };
  for (const h of FORWARDED) if (e.headers[h] !== undefined) headers[h] = e.headers[h]!;
  try {
    const res = await fetch(url, { method: 'POST', headers, body: e.body, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    await res.arrayBuffer().catch(() => undefined);
    return { status: res.status, ms: Math.round(performance.now() - started) };
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message;
    return { status: null, ms: Math.round(performance.now() - started), error: cause };
  }
}

/**
 * Reads one opening of the listener's stream until it ends: `ready`, each `webhook` event, and
 * `listener_ended`. Resolves 'ended' when the platform ended the listener, 'closed' when the
 * connection closed otherwise, 'aborted' on Ctrl-C.
 */
async function readStream(
  api: Api,
  listenerId: string,
  signal: AbortSignal,
  lastEventId: string | undefined,
  on: { ready(): void; resumed(r: { replayed?: number; truncated?: boolean; error?: string }): void; event(e: StreamedEvent): Promise<void> },
): Promise<'ended' | 'closed' | 'aborted'> {
  const url = `${api.baseUrl}/webhook_listeners/${listenerId}/stream`;
  let res: Response;
  try {
    // A reconnect names the last event received: the platform sends the ones since again.
    const resume: Record<string, string> = lastEventId ? { 'last-event-id': lastEventId } : {};
    res = await fetch(url, { headers: { ...api.headers, accept: 'text/event-stream', ...resume }, signal });
  } catch (err) {
    if (signal.aborted) return 'aborted';
    throw networkFailure(api.baseUrl, err);
  }
  if (!res.ok || !res.body) throw apiFailure(res.status, await res.json().catch(() => ({})), res.headers.get('x-request-id'));
  let ended = false;
  // Events are handled one after the other, in order (each forward awaited before the next).
  let chain = Promise.resolve();
  const parser = createParser({
    onEvent(m: EventSourceMessage) {
      if (m.event === 'ready') on.ready();
      else if (m.event === 'resumed') on.resumed(JSON.parse(m.data) as { replayed?: number; truncated?: boolean; error?: string });
      else if (m.event === 'listener_ended') ended = true;
      else if (m.event === 'webhook') {
        const e = JSON.parse(m.data) as StreamedEvent;
        chain = chain.then(() => on.event(e));
      }
    },
  });
  const decoder = new TextDecoder();
  try {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) parser.feed(decoder.decode(chunk, { stream: true }));
  } catch (err) {
    if (signal.aborted) return 'aborted';
    void err;
  }
  await chain;
  if (signal.aborted) return 'aborted';
  return ended ? 'ended' : 'closed';
}

/** Ends the listener server-side (Ctrl-C): best effort, a second Ctrl-C or an unreachable platform leaves it to expire. */
async function endListener(api: Api, id: string): Promise<void> {
  await api.client
    .DELETE('/webhook_listeners/{listener_id}', { params: { path: { listener_id: id } }, signal: AbortSignal.timeout(5000) })
    .catch(() => undefined);
}

async function listen(ctx: CommandContext, opts: { forwardTo?: string; events?: string; payloadVersion?: string; phoneNumberId?: string }): Promise<void> {
  if (opts.forwardTo) {
    let u: URL;
    try {
      u = new URL(opts.forwardTo);
    } catch {
      throw usageError('--forward-to must be a URL, e.g. http://localhost:3000/hook');
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw usageError('--forward-to must be an http(s) URL');
  }
  const api = ctx.api();
  const events = opts.events
    ? opts.events
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
  const created = await call(
    api.baseUrl,
    api.client.POST('/webhook_listeners', {
      body: {
        events,
        ...(opts.payloadVersion ? { payload_version: opts.payloadVersion as 'v1' | 'v2' } : {}),
        ...(opts.phoneNumberId ? { phone_number_id: opts.phoneNumberId } : {}),
      },
    }),
  );
  const listener = created.data;
  ctx.out.item(
    {
      type: 'listener',
      id: listener.id,
      secret: listener.secret,
      events: listener.events,
      payload_version: listener.payload_version,
      expires_at: listener.expires_at,
    },
    () =>
      [
        `Listener ${listener.id} (${listener.events.length ? listener.events.join(', ') : 'every event'}, ${listener.payload_version})`,
        `Your webhook signing secret is ${listener.secret}`,
      ].join('\n'),
  );
  let failures = 0;
  // The last event received and the ids seen: a reconnect resumes after it and skips what was already forwarded.
  let lastEventId: string | undefined;
  const seen = new Set<string>();
  try {
    for (;;) {
      let outcome: 'ended' | 'closed' | 'aborted';
      try {
        outcome = await readStream(api, listener.id, ctx.signal, lastEventId, {
          ready() {
            failures = 0;
            ctx.out.info(`Ready: forwarding events${opts.forwardTo ? ` to ${opts.forwardTo}` : ''} (Ctrl-C to quit)`);
            if (ctx.out.json) ctx.out.item({ type: 'ready', id: listener.id }, () => '');
          },
          resumed(r) {
            if (r.error) ctx.out.info(`Reconnected; ${r.error}`);
            else ctx.out.info(`Reconnected; events since the last one received sent again${r.truncated ? ' (the newest were left: replay them by id)' : ''}`);
          },
          async event(e) {
            const id = e.headers['webhook-id'] ?? '';
            if (e.resumed && seen.has(id)) return;
            seen.add(id);
            if (seen.size > SEEN_MAX) seen.delete(seen.values().next().value as string);
            if (id) lastEventId = id;
            const name = e.headers['x-webhook-event'] ?? '';
            const fwd = opts.forwardTo ? await forward(opts.forwardTo, e) : undefined;
            ctx.out.item(
              { type: 'event', webhook_id: id, event: name, headers: e.headers, body: e.body, ...(fwd ? { forward: { url: opts.forwardTo, ...fwd } } : {}) },
              () =>
                `${new Date().toISOString()}  --> ${name} [${id}]` +
                (fwd ? `\n${new Date().toISOString()}  <-- ${fwd.status ?? `failed: ${fwd.error}`} POST ${opts.forwardTo} (${fwd.ms} ms)` : `\n${e.body}`),
            );
          },
        });
      } catch (err) {
        // The platform unreachable for a moment (a gateway restart): reconnect like a closed stream.
        if (!(err instanceof CliError) || err.exitCode !== ExitCode.unavailable || failures >= MAX_RECONNECTS) throw err;
        outcome = 'closed';
      }
      if (outcome === 'aborted') return;
      if (outcome === 'ended') throw new CliError('the listener ended (deleted, or expired while disconnected)', ExitCode.refused, { error: 'listener ended' });
      if (++failures > MAX_RECONNECTS) throw new CliError('the stream keeps closing; giving up', ExitCode.unavailable, { error: 'stream closed' });
      ctx.out.info('Stream closed; reconnecting…');
      await sleep(500 * failures, ctx.signal);
      if (ctx.signal.aborted) return;
    }
  } finally {
    if (ctx.signal.aborted) {
      await endListener(api, listener.id);
      ctx.out.info(`Listener ${listener.id} ended.`);
    }
  }
}

/** `webhooks listen` and `webhooks replay`. */
export function registerWebhooks(program: Command, signal: AbortSignal): void {
  const webhooks = program.command('webhooks').description('Receive the project’s webhook events on your machine');
  webhooks
    .command('listen')
    .description('Stream the project’s events live, signed, and POST each to a local URL (Ctrl-C ends the listener)')
    .option('--forward-to <url>', 'POST each event here, e.g. http://localhost:3000/hook (without it, events are printed)')
    .option('--events <names>', 'comma-separated event names (default: every event)')
    .addOption(new Option('--payload-version <v>', 'payload version').choices(['v1', 'v2']))
    .option('--phone-number-id <id>', 'only events of this number')
    .action(async (opts: { forwardTo?: string; events?: string; payloadVersion?: string; phoneNumberId?: string }, cmd: Command) => {
      await listen(contextOf(cmd, signal), opts);
    });

  webhooks
    .command('replay')
    .description('Send one stored event again (its id: webhook-id, or event_id in the delivery log): to a running listener, or to an endpoint (redelivery)')
    .argument('<event_id>', 'the event id')
    .option('--listener <id>', 'to this listener (printed by `webhooks listen`)')
    .option('--webhook <id>', 'to this webhook endpoint: its delivery of the event is redelivered')
    .action(async (eventId: string, opts: { listener?: string; webhook?: string }, cmd: Command) => {
      if (Boolean(opts.listener) === Boolean(opts.webhook)) throw usageError('give either --listener or --webhook');
      const ctx = contextOf(cmd, signal);
      const api = ctx.api();
      if (opts.listener) {
        const r = await call(
          api.baseUrl,
          api.client.POST('/webhook_listeners/{listener_id}/replay', { params: { path: { listener_id: opts.listener } }, body: { event_id: eventId } }),
        );
        ctx.out.result(r, () => `Replayed ${r.data.event} [${r.data.event_id}] to listener ${opts.listener}`);
        return;
      }
      const list = await call(
        api.baseUrl,
        api.client.GET('/webhook_deliveries', { params: { query: { event_id: eventId, webhook_id: opts.webhook, limit: 1 } } }),
      );
      const delivery = list.data[0];
      if (!delivery) throw new CliError('no delivery of this event to this webhook', ExitCode.refused, { error: 'delivery not found', status: 404 });
      const r = await call(api.baseUrl, api.client.POST('/webhook_deliveries/{delivery_id}/redeliver', { params: { path: { delivery_id: delivery.id } } }));
      ctx.out.result(r, () => `Redelivery of ${r.data.event} [${eventId}] to webhook ${opts.webhook} scheduled (delivery ${r.data.id})`);
    });
}
