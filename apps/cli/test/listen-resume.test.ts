/**
 * `webhooks listen` across a dropped stream (decision 0028), against a fake of the platform's listener
 * routes: the CLI reconnects with `Last-Event-ID` (the last webhook-id it received), forwards each event
 * once — an event sent again by the resume (`resumed: true`) whose webhook-id it already forwarded is
 * skipped — and Ctrl-C still ends the listener.
 * Risk removed: events published while the CLI reconnected never reaching the local server, or reaching
 * it twice.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');
const BIN = join(ROOT, 'apps/cli/bin/platform.js');
const LISTENER = randomUUID();
const ids = [randomUUID(), randomUUID(), randomUUID()];

/** One `event: webhook` frame. */
const webhook = (id: string, n: number, resumed?: boolean) =>
  `id: ${id}\nevent: webhook\ndata: ${JSON.stringify({
    headers: { 'webhook-id': id, 'webhook-timestamp': '1700000000', 'webhook-signature': 'v1,x', 'x-webhook-event': 'agent.run.completed' },
    body: `{"n":${n}}`,
    ...(resumed ? { resumed: true } : {}),
  })}\n\n`;

let platform: Server;
let local: Server;
let baseUrl: string;
let localUrl: string;
/** Last-Event-ID of each stream opening; bodies the local server received; whether the listener was deleted. */
const openings: Array<string | undefined> = [];
const forwarded: string[] = [];
let deleted = false;

beforeAll(async () => {
  platform = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '';
    if (req.method === 'POST' && path === '/platform/v1/webhook_listeners') {
      req.resume();
      return void res
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ data: { id: LISTENER, secret: 'whsec_dGVzdA==', events: [], payload_version: 'v2', expires_at: new Date().toISOString() } }));
    }
    if (req.method === 'GET' && path === `/platform/v1/webhook_listeners/${LISTENER}/stream`) {
      const last = req.headers['last-event-id'] as string | undefined;
      openings.push(last);
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`event: ready\ndata: {"id":"${LISTENER}"}\n\n`);
      if (openings.length === 1) {
        // The first opening delivers one event, then the connection drops.
        res.write(webhook(ids[0], 0));
        return void setTimeout(() => res.destroy(), 200);
      }
      // The reconnect: the resume sends the first event again (already forwarded) and the one published meanwhile.
      if (last === ids[0]) res.write(webhook(ids[0], 0, true) + webhook(ids[1], 1, true) + 'event: resumed\ndata: {"replayed":2,"truncated":false}\n\n');
      res.write(webhook(ids[2], 2));
      return; // left open until the CLI quits
    }
    if (req.method === 'DELETE' && path === `/platform/v1/webhook_listeners/${LISTENER}`) {
      deleted = true;
      return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}');
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
  });
  local = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      forwarded.push(`${req.headers['webhook-id']} ${body}`);
      res.writeHead(204).end();
    });
  });
  await Promise.all([new Promise<void>((r) => platform.listen(0, '127.0.0.1', r)), new Promise<void>((r) => local.listen(0, '127.0.0.1', r))]);
  baseUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}/platform/v1`;
  localUrl = `http://127.0.0.1:${(local.address() as AddressInfo).port}/hook`;
});

afterAll(async () => {
  platform.closeAllConnections();
  await Promise.all([new Promise((r) => platform.close(r)), new Promise((r) => local.close(r))]);
});

describe('webhooks listen across a dropped stream', () => {
  it('reconnects with Last-Event-ID, forwards each event once (a resumed one it already has skipped), and Ctrl-C ends the listener', async () => {
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      PLATFORM_CLI_SOURCE: '1',
      PLATFORM_CONFIG_DIR: mkdtempSync(join(tmpdir(), 'cli-resume-')),
      PLATFORM_BASE_URL: baseUrl,
      PLATFORM_API_KEY: 'key_test_resume',
    };
    const proc = spawn(process.execPath, [BIN, 'webhooks', 'listen', '--forward-to', localUrl, '--json'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    proc.stdout.on('data', (d) => (out += d));
    proc.stderr.on('data', (d) => (err += d));
    const exit = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));
    const deadline = Date.now() + 30_000;
    while (forwarded.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    proc.kill('SIGINT');
    expect(await exit, err).toBe(130);
    expect(openings).toEqual([undefined, ids[0]]);
    expect(forwarded).toEqual([`${ids[0]} {"n":0}`, `${ids[1]} {"n":1}`, `${ids[2]} {"n":2}`]);
    const events = out
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { type: string; webhook_id?: string })
      .filter((l) => l.type === 'event');
    expect(events.map((e) => e.webhook_id)).toEqual(ids);
    expect(err).toContain('Reconnected; events since the last one received sent again');
    expect(deleted).toBe(true);
  }, 60_000);
});
