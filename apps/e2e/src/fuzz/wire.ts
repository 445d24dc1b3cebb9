/**
 * How the fuzzing suite puts requests on the wire: `fetch` for everything a client library can send,
 * and a raw socket for what `fetch` refuses to send (NUL or CR in a header value, invalid UTF-8
 * bytes in the request line, malformed chunked bodies, 20 KB URLs), which only Node's HTTP parser sees.
 */
import { connect } from 'node:net';

/** One answer, or why there was none. */
export interface WireResponse {
  /** HTTP status, or a description of the transport failure. */
  status: number | string;
  contentType: string;
  text: string;
  ms: number;
}

/** Requests that take longer than this are failures; the client gives up a little later. */
export const SLOW_MS = 10_000;
const GIVE_UP_MS = SLOW_MS + 5_000;

/** Sends one request with fetch. `body` is sent as JSON unless it is a `{ raw }` text. */
export async function send(method: string, url: string, headers: Record<string, string>, body: unknown): Promise<WireResponse> {
  const started = Date.now();
  const raw = typeof body === 'object' && body !== null && 'raw' in body ? String((body as { raw: string }).raw) : undefined;
  try {
    const res = await fetch(url, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : (raw ?? JSON.stringify(body)),
      signal: AbortSignal.timeout(GIVE_UP_MS),
      redirect: 'manual',
    });
    const contentType = res.headers.get('content-type') ?? '';
    // An opened event stream (a webhook listener's, decision 0028) never ends by itself: its answer is
    // its status and type; the stream is closed at once.
    if (res.ok && /^text\/event-stream\b/i.test(contentType)) {
      await res.body?.cancel();
      return { status: res.status, contentType, text: '', ms: Date.now() - started };
    }
    const text = await res.text();
    return { status: res.status, contentType, text, ms: Date.now() - started };
  } catch (err) {
    return { status: `no response (${(err as Error).name}: ${(err as Error).message})`, contentType: '', text: '', ms: Date.now() - started };
  }
}

/**
 * Sends raw bytes (`Connection: close` is the caller's) to host:port and parses the answer: status
 * line, headers, body (Content-Length, chunked or until close).
 */
export async function sendRaw(port: number, request: Buffer): Promise<WireResponse> {
  const started = Date.now();
  return new Promise<WireResponse>((resolve) => {
    const chunks: Buffer[] = [];
    const sock = connect(port, '127.0.0.1');
    const done = (status?: string) => {
      clearTimeout(timer);
      sock.destroy();
      const ms = Date.now() - started;
      if (status) return resolve({ status, contentType: '', text: '', ms });
      resolve({ ...parseResponse(Buffer.concat(chunks)), ms });
    };
    const timer = setTimeout(() => done('no response (timeout)'), GIVE_UP_MS);
    sock.on('connect', () => sock.write(request));
    sock.on('data', (d) => chunks.push(d));
    sock.on('end', () => done());
    sock.on('error', (e: NodeJS.ErrnoException) => (chunks.length ? done() : done(`no response (${e.code ?? e.message})`)));
  });
}

function parseResponse(buf: Buffer): Omit<WireResponse, 'ms'> {
  const head = buf.indexOf('\r\n\r\n');
  if (head < 0)
    return {
      status: buf.length ? `unparsable response: ${JSON.stringify(buf.subarray(0, 200).toString('latin1'))}` : 'connection closed without a response',
      contentType: '',
      text: '',
    };
  const lines = buf.subarray(0, head).toString('latin1').split('\r\n');
  const m = /^HTTP\/1\.[01] (\d{3})/.exec(lines[0]);
  if (!m) return { status: `unparsable status line: ${JSON.stringify(lines[0])}`, contentType: '', text: '' };
  const headers = new Map(lines.slice(1).map((l) => [l.slice(0, l.indexOf(':')).trim().toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  let body = buf.subarray(head + 4);
  if (headers.get('transfer-encoding')?.includes('chunked')) body = dechunk(body);
  else if (headers.has('content-length')) body = body.subarray(0, Number(headers.get('content-length')));
  return { status: Number(m[1]), contentType: headers.get('content-type') ?? '', text: body.toString('utf8') };
}

function dechunk(b: Buffer): Buffer {
  const out: Buffer[] = [];
  let i = 0;
  while (i < b.length) {
    const eol = b.indexOf('\r\n', i);
    if (eol < 0) break;
    const size = parseInt(b.subarray(i, eol).toString('latin1'), 16);
    if (!size) break;
    out.push(b.subarray(eol + 2, eol + 2 + size));
    i = eol + 2 + size + 2;
  }
  return Buffer.concat(out);
}

/** Builds a raw HTTP/1.1 request; `target` and header values are sent byte for byte (latin1). */
export function rawRequest(method: string, target: string | Buffer, headers: Array<[string, string]>, body?: Buffer | string): Buffer {
  const bodyBuf = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  const hasLength = headers.some(([k]) => /^(content-length|transfer-encoding)$/i.test(k));
  const all: Array<[string, string]> = [['Host', '127.0.0.1'], ['Connection', 'close'], ...headers];
  if (bodyBuf && !hasLength) all.push(['Content-Length', String(bodyBuf.length)]);
  const start = Buffer.concat([
    Buffer.from(`${method} `, 'latin1'),
    Buffer.isBuffer(target) ? target : Buffer.from(target, 'latin1'),
    Buffer.from(' HTTP/1.1\r\n', 'latin1'),
  ]);
  const head = Buffer.from(all.map(([k, v]) => `${k}: ${v}\r\n`).join('') + '\r\n', 'latin1');
  return Buffer.concat([start, head, bodyBuf ?? Buffer.alloc(0)]);
}
