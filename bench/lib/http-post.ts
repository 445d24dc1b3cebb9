import { Agent, request } from 'node:http';

/**
 * A keep-alive `node:http` POST for the benches' load generators: the generator shares the box's cores
 * with what it measures, and `fetch` costs ~3× the CPU per request of this (measured in bench/inbound.ts).
 * Resolves with the status once the answer has been read to its end.
 */
export function keepAlivePoster(maxSockets = 256): (url: URL, headers: Record<string, string>, body: string) => Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets });
  return (url, headers, body) =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}
