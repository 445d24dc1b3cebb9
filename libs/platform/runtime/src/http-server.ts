import type { RequestListener } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '@platform/logger';

/** An HTTP server listening: its actual port (port 0 picks a free one), its base URL, and a way to stop it. */
export interface RunningHttpServer {
  port: number;
  /** `http://<host>:<port>`; a wildcard host (`0.0.0.0`, `::`) is shown as `127.0.0.1`. */
  url: string;
  /** Stops listening and drops open connections (held requests and keep-alive sockets would keep it waiting). */
  close(): Promise<void>;
}

/** Options of {@link listenHttp}. */
export interface ListenHttpOptions {
  /** Where `listening` is logged (`<name> listening`, with the port). */
  logger: Logger;
  /** What the log line calls the server (`upstream simulator`). */
  name: string;
  /** Runs when the server starts to close, before connections are dropped (timers of the app). */
  beforeClose?: () => void;
  /** Runs once the URL is known, before the promise resolves (an app that must know its own URL). */
  onListening?: (url: string) => void;
}

/**
 * Listens with an HTTP request handler (an express app) on `port` and `host`, resolving once it
 * listens and rejecting on a listen error (EADDRINUSE). The simulators' one way to serve.
 */
export function listenHttp(handler: RequestListener, port: number, host: string, opts: ListenHttpOptions): Promise<RunningHttpServer> {
  return new Promise((resolve, reject) => {
    const server = createServer(handler);
    server.once('error', reject);
    server.listen(port, host, () => {
      const actual = (server.address() as AddressInfo).port;
      const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
      const url = `http://${shownHost}:${actual}`;
      opts.onListening?.(url);
      opts.logger.info({ port: actual }, `${opts.name} listening`);
      resolve({
        port: actual,
        url,
        close: () =>
          new Promise<void>((done) => {
            opts.beforeClose?.();
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** Closes `running` and exits the process on the first SIGINT or SIGTERM (a standalone simulator's `run`). */
export function closeOnSignals(running: { close(): Promise<void> }, logger: Logger, exit: (code: number) => void = (c) => process.exit(c)): void {
  const stop = (signal: string): void => {
    logger.info({ signal }, 'shutting down');
    void running.close().then(() => exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
