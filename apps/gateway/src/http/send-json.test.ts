import type { AddressInfo } from 'node:net';
import { request as httpRequest, type Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson } from './send-json';

/** A raw answer: status, headers (without Date) and body bytes. */
async function raw(port: number, method: string, path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => {
        const { date: _date, ...headers } = res.headers;
        resolve({ status: res.statusCode!, headers, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const BODY = { data: [{ id: 'a', name: 'Ünïcode ✓', n: 1, nested: { ok: true, none: null } }], meta: { page: 1 } };

describe('sendJson', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const app = express();
    app.disable('x-powered-by');
    app.set('etag', false);
    app.get('/express/:status', (req, res) => void res.status(Number(req.params.status)).json(BODY));
    app.get('/ours/:status', (req, res) => sendJson(res, Number(req.params.status), BODY));
    app.get('/typed/ours', (_req, res) => {
      res.setHeader('Content-Type', 'application/problem+json');
      sendJson(res, 400, BODY);
    });
    app.get('/typed/express', (_req, res) => {
      res.setHeader('Content-Type', 'application/problem+json');
      res.status(400).json(BODY);
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it.each([
    ['GET', 200],
    ['GET', 400],
    ['GET', 201],
    ['HEAD', 200],
  ])('answers %s with status %i exactly as Express res.json does', async (method, status) => {
    const ours = await raw(port, method, `/ours/${status}`);
    const theirs = await raw(port, method, `/express/${status}`);
    expect(ours).toEqual(theirs);
    expect(ours.status).toBe(status);
    expect(ours.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(ours.body).toBe(method === 'HEAD' ? '' : JSON.stringify(BODY));
  });

  it('leaves a Content-Type set before to Express (its charset added)', async () => {
    const ours = await raw(port, 'GET', '/typed/ours');
    expect(ours).toEqual(await raw(port, 'GET', '/typed/express'));
    expect(ours.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  });
});
