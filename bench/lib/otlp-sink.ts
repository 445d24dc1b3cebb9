/**
 * A local OTLP/HTTP receiver for the tracing variants: answers 200 on /v1/traces (and any other
 * signal path) and counts what it received, so the bench can show spans were really exported.
 */
import { createServer, type Server } from 'node:http';

/** A running sink. */
export interface OtlpSink {
  url: string;
  /** Export requests and payload bytes received on /v1/traces since the last reset. */
  stats(): { requests: number; bytes: number };
  reset(): void;
  close(): Promise<void>;
}

/** Starts the sink on a free loopback port. */
export async function startOtlpSink(): Promise<OtlpSink> {
  let requests = 0;
  let bytes = 0;
  const server: Server = createServer((req, res) => {
    let n = 0;
    req.on('data', (d: Buffer) => (n += d.length));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        requests++;
        bytes += n;
      }
      // An empty ExportTraceServiceResponse is a valid answer (no partial success).
      res.writeHead(200, { 'content-type': req.headers['content-type'] ?? 'application/x-protobuf' });
      res.end();
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    stats: () => ({ requests, bytes }),
    reset: () => {
      requests = 0;
      bytes = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
