import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay to an engine (Postgres, Redis, NATS) that a test can cut — every connection dropped and
 * new ones refused — and restore on the same port: an outage that is real at the socket level, while
 * the shared engine other test files use keeps running. Point the code under test at `url`.
 */
export class TcpRelay {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  /** The relay's port on 127.0.0.1 (0 until the first `up`). */
  port = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  /** A relay to the host and port of `url` (e.g. the test Postgres or Redis URL), started. */
  static async to(url: string, defaultPort: number): Promise<TcpRelay> {
    const u = new URL(url);
    const relay = new TcpRelay(u.hostname, Number(u.port || defaultPort));
    await relay.up();
    return relay;
  }

  /** `url` with its host and port replaced by the relay's. */
  through(url: string): string {
    const u = new URL(url);
    u.host = `127.0.0.1:${this.port}`;
    return u.toString();
  }

  /** Accepts connections again (on the same port). */
  async up(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  /** Drops every connection and refuses new ones until `up`. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}
