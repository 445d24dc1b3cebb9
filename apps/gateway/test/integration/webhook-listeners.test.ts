/**
 * GET /webhook_listeners/{id}/stream through the real gateway: the webhooks service faked at its gRPC
 * contract (KeepWebhookListener answers the listener and its subject, or NOT_FOUND), frames published
 * on the bus's NATS core subject by another connection, as a webhooks replica publishes them. Checks: `ready` only once subscribed, each frame as
 * `event: webhook` with its exact body and headers, a frame of another listener never shown, keep-alives
 * while open, `listener_ended` once the service says it is gone, a reconnect's resume (Last-Event-ID), and 404 for an
 * unknown listener.
 */
import { randomUUID } from 'node:crypto';
import { createBus, type Bus } from '@platform/bus';
import { loadContracts, type webhooks } from '@platform/contracts';
import { notFound } from '@platform/errors';
import { startGrpcServer, unaryHandler, type GrpcServerHandle } from '@platform/grpc';
import { testInfra, uniqueName } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestGateway, type TestGateway } from '../support';

let gw: TestGateway;
let fake: GrpcServerHandle;
let bus: Bus;
/** Listeners the fake service knows: id → project; keeps counted. */
const live = new Map<string, string>();
const keeps = new Map<string, number>();

async function keep(req: webhooks.KeepWebhookListenerRequest__Output): Promise<webhooks.KeepWebhookListenerResponse> {
  if (live.get(req.listener_id) !== req.project_id) throw notFound('WEBHOOK_LISTENER_NOT_FOUND', 'Webhook listener not found');
  keeps.set(req.listener_id, (keeps.get(req.listener_id) ?? 0) + 1);
  const now = new Date().toISOString();
  return {
    listener: { id: req.listener_id, events: [], payload_version: 'v2', created_at: now, expires_at: now },
    subject: `webhooks.listeners.${req.listener_id}`,
  };
}

/** Resumes asked for; `resumable`: after_event_id → the frames a resume publishes (as a webhooks replica would). */
const resumes: webhooks.ResumeWebhookListenerRequest__Output[] = [];
const resumable = new Map<string, Array<{ headers: Record<string, string>; body: string; resumed?: true }>>();

async function resume(req: webhooks.ResumeWebhookListenerRequest__Output): Promise<webhooks.ResumeWebhookListenerResponse> {
  resumes.push(req);
  if (live.get(req.listener_id) !== req.project_id) throw notFound('WEBHOOK_LISTENER_NOT_FOUND', 'Webhook listener not found');
  const frames = resumable.get(req.after_event_id);
  if (!frames) throw notFound('EVENT_NOT_FOUND', 'Event not found');
  for (const f of frames) bus.notify(`webhooks.listeners.${req.listener_id}`, Buffer.from(JSON.stringify({ listener_id: req.listener_id, ...f })));
  return { replayed: frames.filter((f) => f.resumed).length, truncated: false };
}

/** Reads an SSE response into its events as they come. */
function events(res: Response): { list: Array<{ event: string; id?: string; data: string }>; done: Promise<void> } {
  const list: Array<{ event: string; id?: string; data: string }> = [];
  const done = (async () => {
    let buf = '';
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buf += decoder.decode(chunk, { stream: true });
      let i: number;
      while ((i = buf.indexOf('\n\n')) >= 0) {
        const block = buf.slice(0, i);
        buf = buf.slice(i + 2);
        const e: { event: string; id?: string; data: string } = { event: 'message', data: '' };
        for (const line of block.split('\n')) {
          if (line.startsWith('event: ')) e.event = line.slice(7);
          else if (line.startsWith('data: ')) e.data = line.slice(6);
          else if (line.startsWith('id: ')) e.id = line.slice(4);
        }
        if (e.data || e.event !== 'message') list.push(e);
      }
    }
  })().catch(() => undefined);
  return { list, done };
}

async function until<T>(fn: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = fn();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  const { contracts, packageDefinitions } = loadContracts();
  const implementation: Partial<webhooks.WebhooksServiceHandlers> = { KeepWebhookListener: unaryHandler(keep), ResumeWebhookListener: unaryHandler(resume) };
  fake = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    services: [
      {
        name: 'svc.webhooks.v1.WebhooksService',
        definition: contracts.webhooks.WebhooksService.service,
        implementation: implementation as webhooks.WebhooksServiceHandlers,
      },
    ],
    packageDefinitions: [packageDefinitions.webhooks],
  });
  const namespace = uniqueName('listen');
  gw = await startTestGateway({
    WEBHOOKS_GRPC_ADDRESS: `127.0.0.1:${fake.port}`,
    WEBHOOK_LISTENER_KEEP_MS: '100',
    NATS_URL: testInfra().natsUrl,
    BUS_NAMESPACE: namespace,
  });
  bus = await createBus({ url: testInfra().natsUrl, namespace });
});

afterAll(async () => {
  await bus?.close();
  await gw.stop();
  await fake.shutdown();
  await gw.cleanup();
});

describe('webhook listener streams', () => {
  it('streams the frames of its listener only, keeps it alive, and ends when the service says it is gone', async () => {
    const p = await gw.projects.createProject('Listener', 'pro');
    const id = randomUUID();
    const other = randomUUID();
    live.set(id, p.project.id);
    const res = await fetch(`${gw.baseUrl}/webhook_listeners/${id}/stream`, { headers: { 'x-api-key': p.secret } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const s = events(res);
    await until(() => s.list.find((e) => e.event === 'ready'));
    const body = '{"event":"messaging.message.received","n":1}';
    const headers = {
      'webhook-id': randomUUID(),
      'webhook-timestamp': '1700000000',
      'webhook-signature': 'v1,abc',
      'x-webhook-event': 'messaging.message.received',
    };
    bus.notify(`webhooks.listeners.${other}`, Buffer.from(JSON.stringify({ listener_id: other, headers, body: '{"not":"mine"}' })));
    bus.notify(`webhooks.listeners.${id}`, Buffer.from('not json'));
    bus.notify(`webhooks.listeners.${id}`, Buffer.from(JSON.stringify({ listener_id: id, headers, body })));
    const frame = await until(() => s.list.find((e) => e.event === 'webhook'));
    expect(frame.id).toBe(headers['webhook-id']);
    expect(JSON.parse(frame.data)).toEqual({ headers, body });
    expect(s.list.filter((e) => e.event === 'webhook')).toHaveLength(1);
    // Keep-alives reach the service while the stream is open.
    await until(() => ((keeps.get(id) ?? 0) >= 3 ? true : undefined));
    // Deleted (or expired) at the service: the stream says so and ends.
    live.delete(id);
    await s.done;
    expect(s.list.at(-1)?.event).toBe('listener_ended');
  });

  it('a reconnect with Last-Event-ID gets the events since again after ready, a resumed one it already wrote skipped, then `resumed`', async () => {
    const p = await gw.projects.createProject('Listener resume', 'pro');
    const id = randomUUID();
    live.set(id, p.project.id);
    const last = randomUUID();
    const frame = (n: number, resumed?: true) => ({
      headers: {
        'webhook-id': `00000000-0000-4000-8000-00000000000${n}`,
        'webhook-timestamp': '1700000000',
        'webhook-signature': 'v1,x',
        'x-webhook-event': 'agent.run.completed',
      },
      body: `{"n":${n}}`,
      ...(resumed ? { resumed } : {}),
    });
    // Frame 1 arrives live while the resume runs, then the resume sends 1 and 2 again.
    resumable.set(last, [frame(1), frame(1, true), frame(2, true)]);
    const close = new AbortController();
    const open = (headers: Record<string, string>) =>
      fetch(`${gw.baseUrl}/webhook_listeners/${id}/stream`, { headers: { 'x-api-key': p.secret, ...headers }, signal: close.signal });
    const res = await open({ 'last-event-id': last });
    expect(res.status).toBe(200);
    const s = events(res);
    await until(() => s.list.find((e) => e.event === 'resumed'));
    await until(() => (s.list.filter((e) => e.event === 'webhook').length >= 2 ? true : undefined));
    await new Promise((r) => setTimeout(r, 200));
    expect(s.list[0].event).toBe('ready');
    const hooks = s.list.filter((e) => e.event === 'webhook');
    expect(hooks.map((e) => [e.id, JSON.parse(e.data).resumed ?? false])).toEqual([
      [frame(1).headers['webhook-id'], false],
      [frame(2).headers['webhook-id'], true],
    ]);
    expect(JSON.parse(s.list.find((e) => e.event === 'resumed')!.data)).toEqual({ replayed: 2, truncated: false });
    expect(resumes.at(-1)).toMatchObject({ project_id: p.project.id, listener_id: id, after_event_id: last });

    // An event the service does not know: said on the stream, which goes on live.
    const asked = resumes.length;
    const res2 = await open({ 'last-event-id': randomUUID() });
    const s2 = events(res2);
    const failed = await until(() => s2.list.find((e) => e.event === 'resumed'));
    expect(JSON.parse(failed.data).error).toMatch(/Last-Event-ID names no stored event/);
    expect(resumes.length).toBe(asked + 1);
    // Without Last-Event-ID nothing is resumed; a malformed one is refused before the stream opens.
    const res3 = await open({});
    const s3 = events(res3);
    await until(() => s3.list.find((e) => e.event === 'ready'));
    await new Promise((r) => setTimeout(r, 100));
    expect(resumes.length).toBe(asked + 1);
    expect(s3.list.some((e) => e.event === 'resumed')).toBe(false);
    close.abort();
    const bad = await fetch(`${gw.baseUrl}/webhook_listeners/${id}/stream`, { headers: { 'x-api-key': p.secret, 'last-event-id': 'not-an-id' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/last-event-id/i);
    live.delete(id);
  });

  it("answers 404 for an unknown listener and for another project's", async () => {
    const a = await gw.projects.createProject('A', 'pro');
    const b = await gw.projects.createProject('B', 'pro');
    const bs = randomUUID();
    live.set(bs, b.project.id);
    const foreign = await call(gw.baseUrl, a.secret, 'GET', `/webhook_listeners/${bs}/stream`);
    const unknown = await call(gw.baseUrl, a.secret, 'GET', `/webhook_listeners/${randomUUID()}/stream`);
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    expect((await call(gw.baseUrl, a.secret, 'GET', '/webhook_listeners/not-a-uuid/stream')).status).toBe(400);
  });
});
