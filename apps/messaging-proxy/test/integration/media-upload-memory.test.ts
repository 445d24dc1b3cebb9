import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSeededNumber, seedAccount, startService, startSim, type ServiceUnderTest, type SimProcess } from './harness';

let sim: SimProcess;
let mp: ServiceUnderTest;
const project = randomUUID();
let pn: string;

beforeAll(async () => {
  sim = await startSim();
  mp = await startService(sim);
  const acct = await seedAccount(sim);
  pn = acct.numbers[0].id;
  await connectSeededNumber(mp, project, acct);
});
afterAll(async () => {
  await mp?.stop();
  await sim?.stop();
});

/**
 * Uploads a `size`-byte PDF from a child process (so only messaging-proxy's memory is measured in
 * this one), generated chunk by chunk: the client never holds the file either.
 */
const CLIENT = `
const { request } = require('node:http');
const { Readable } = require('node:stream');
const { URL_, PROJECT, SIZE, BOUNDARY } = process.env;
const size = Number(SIZE);
const head = Buffer.from('--' + BOUNDARY + '\\r\\nContent-Disposition: form-data; name="messaging_product"\\r\\n\\r\\nwhatsapp\\r\\n' +
  '--' + BOUNDARY + '\\r\\nContent-Disposition: form-data; name="type"\\r\\n\\r\\napplication/pdf\\r\\n' +
  '--' + BOUNDARY + '\\r\\nContent-Disposition: form-data; name="file"; filename="big.pdf"\\r\\nContent-Type: application/pdf\\r\\n\\r\\n');
const tail = Buffer.from('\\r\\n--' + BOUNDARY + '--\\r\\n');
let sent = -1;
const body = new Readable({
  read() {
    if (sent < 0) { sent = 0; this.push(head); return; }
    if (sent >= size) { this.push(tail); this.push(null); return; }
    const n = Math.min(65536, size - sent);
    sent += n;
    this.push(Buffer.alloc(n, 0x25));
  },
});
const req = request(URL_, { method: 'POST', headers: { 'x-project-id': PROJECT, 'content-type': 'multipart/form-data; boundary=' + BOUNDARY, 'content-length': String(head.length + size + tail.length) } }, (res) => {
  const parts = [];
  res.on('data', (c) => parts.push(c));
  res.on('end', () => { process.stdout.write(JSON.stringify({ status: res.statusCode, body: Buffer.concat(parts).toString('utf8') })); });
});
req.on('error', (e) => { process.stdout.write(JSON.stringify({ status: 0, body: String(e) })); });
body.pipe(req);
`;

function upload(size: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', CLIENT], {
      env: { ...process.env, URL_: `${mp.httpUrl}/proxy/v24.0/${pn}/media`, PROJECT: project, SIZE: String(size), BOUNDARY: `----mem${randomUUID()}` },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.on('error', reject);
    child.on('exit', () => {
      try {
        resolve(JSON.parse(out) as { status: number; body: string });
      } catch {
        reject(new Error(`upload client said: ${out}`));
      }
    });
  });
}

describe('media upload memory', () => {
  it('a 50 MB upload streams through: the messaging-proxy process grows by less than 20 MB of RSS', async () => {
    await upload(8 * 1024 * 1024); // warm up: code paths, sockets and the young generation at its working size
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const res = await upload(50 * 1024 * 1024);
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ id: expect.stringMatching(/^\d+$/) });
    const state = await sim.control<{ media: Array<{ file_size: number }> }>('GET', '/cloud');
    expect(state.media.some((m) => m.file_size === 50 * 1024 * 1024)).toBe(true);
    expect(peak - baseline).toBeLessThan(20 * 1024 * 1024);
  });
});
