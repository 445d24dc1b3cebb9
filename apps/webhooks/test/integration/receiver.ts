/** A loopback webhook receiver for tests: records every request, answers per a programmable policy. */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One received request. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** What to answer: a status (+ headers), or 'hang' to never answer. */
export type Reply = { status: number; headers?: Record<string, string>; body?: string } | 'hang';

/** A running receiver. */
export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  reply: (r: Received) => Reply;
  close(): Promise<void>;
}

/** Starts a receiver on 127.0.0.1 (answers 200 by default). */
export async function startReceiver(reply: (r: Received) => Reply = () => ({ status: 200 })): Promise<Receiver> {
  const rx: Receiver = { url: '', port: 0, received: [], reply, close: async () => undefined };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r: Received = { path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      rx.received.push(r);
      const a = rx.reply(r);
      if (a === 'hang') return;
      res.writeHead(a.status, a.headers ?? {});
      res.end(a.body ?? '');
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  rx.port = (server.address() as AddressInfo).port;
  rx.url = `http://127.0.0.1:${rx.port}/hook`;
  rx.close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return rx;
}
