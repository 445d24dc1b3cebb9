/**
 * The one way every service app boots (house style: `Run(cfg)`):
 *   logger → db (own schema, migrations) → bus (own stream) → outbox relay → app wiring →
 *   gRPC server with health + reflection → shutdown stack (reverse order).
 * Telemetry is started earlier, by the app's `src/instrument.ts`, before grpc-js/pg are loaded.
 * The same code runs on real engines (URLs set) and embedded ones (URLs unset).
 */
import type * as grpc from '@grpc/grpc-js';
import type { PackageDefinition } from '@grpc/proto-loader';
import { createBus, startOutboxRelay, type Bus } from '@platform/bus';
import type { ServiceEnv } from '@platform/config';
import { createDb, type Db, type Migration } from '@platform/db';
import { startGrpcServer } from '@platform/grpc';
import { createLogger, type Logger } from '@platform/logger';
import { installSignalHandlers, ShutdownStack, systemClock, type Clock } from '@platform/runtime';

/** A gRPC service implementation to serve. */
export interface ServiceBinding {
  /** Fully-qualified name, e.g. `svc.funding.v1.FundingService` (health and reflection use it). */
  name: string;
  definition: grpc.ServiceDefinition;
  implementation: grpc.UntypedServiceImplementation;
}

/** What the bootstrap hands to an app's wiring function. */
export interface ServiceDeps {
  db: Db;
  bus: Bus;
  logger: Logger;
  clock: Clock;
  /** Registers background work (consumer, worker, scheduler) to stop on shutdown, after the server and before the bus and db. */
  onShutdown(name: string, fn: () => Promise<void> | void): void;
}

/** A running service. */
export interface RunningService {
  /** Port the gRPC server listens on (useful when 0 was requested). */
  port: number;
  db: Db;
  bus: Bus;
  logger: Logger;
  /** Graceful stop: health NOT_SERVING, drain, close the server, then background work, relay, bus, db. */
  stop(): Promise<void>;
}

/** Options of {@link startService}. */
export interface StartServiceOptions {
  /** Nx project name; also the Postgres schema (dashes → underscores) and the logger name. */
  name: string;
  config: ServiceEnv;
  migrations: Migration[];
  /** JetStream streams this service owns (one per owning service, subjects `<service>.>`). */
  streams?: Array<{ name: string; subjects: string[] }>;
  /** proto-loader definitions of the served contracts, for server reflection. */
  packageDefinitions: PackageDefinition[];
  /** Builds the gRPC implementations and starts background work. */
  wire(deps: ServiceDeps): Promise<ServiceBinding[]> | ServiceBinding[];
  logger?: Logger;
  clock?: Clock;
  /** Starts the transactional-outbox relay (default: when the service owns a stream). */
  relayOutbox?: boolean;
  /**
   * Wraps the bus the service uses (its streams, relay, wiring and consumers); tests pass
   * `@platform/testing` `fastRedelivery` so a consumer's poison case runs its full bound in seconds.
   */
  wrapBus?(bus: Bus): Bus;
}

/** Boots a service app; see the module comment for the order. Cleans up what started when a later step fails. */
export async function startService(opts: StartServiceOptions): Promise<RunningService> {
  const { config } = opts;
  const logger = opts.logger ?? createLogger({ name: opts.name, level: config.LOG_LEVEL });
  const clock = opts.clock ?? systemClock;
  const stack = new ShutdownStack({ logger });
  try {
    const db = await createDb({
      url: config.DATABASE_URL,
      schema: config.DB_SCHEMA ?? opts.name.replace(/-/g, '_'),
      migrations: opts.migrations,
      dataDir: `${config.DATA_DIR}/pglite`,
      logger,
    });
    stack.push('db', () => db.close());
    if (config.MIGRATE_ONLY) {
      logger.info(`${opts.name}: migrations applied (MIGRATE_ONLY), exiting`);
      await stack.run();
      process.exit(0);
    }

    const created = await createBus({
      url: config.NATS_URL,
      namespace: config.BUS_NAMESPACE || undefined,
      name: opts.name,
      streamReplicas: config.NATS_STREAM_REPLICAS,
    });
    stack.push('bus', () => created.close());
    const bus = opts.wrapBus ? opts.wrapBus(created) : created;
    for (const s of opts.streams ?? []) await bus.ensureStream(s);

    if (opts.relayOutbox ?? (opts.streams?.length ?? 0) > 0) {
      const relay = startOutboxRelay({ db, bus, logger });
      stack.push('outbox-relay', () => relay.stop());
    }

    const background: Array<{ name: string; fn: () => Promise<void> | void }> = [];
    const services = await opts.wire({ db, bus, logger, clock, onShutdown: (name, fn) => void background.push({ name, fn }) });
    for (const b of background) stack.push(b.name, b.fn);

    const server = await startGrpcServer({
      host: config.GRPC_HOST,
      port: config.GRPC_PORT,
      services,
      packageDefinitions: opts.packageDefinitions,
      logger,
      shutdownGraceMs: config.SHUTDOWN_GRACE_MS,
      drainDelayMs: config.SHUTDOWN_DRAIN_MS,
    });
    // Pushed last so it stops first: no new calls, in-flight ones drain, then the rest closes.
    stack.push('grpc-server', () => server.shutdown());
    logger.info({ port: server.port, db: db.kind, bus: config.NATS_URL ? 'nats' : 'in-process' }, `${opts.name} serving`);
    return { port: server.port, db, bus, logger, stop: () => stack.run() };
  } catch (err) {
    logger.error({ err }, `${opts.name} failed to start`);
    await stack.run();
    throw err;
  }
}

/**
 * The body of every service's `main.ts`: load config (exit 1 listing every problem), run, and
 * install SIGTERM/SIGINT handling that stops the service and flushes telemetry.
 */
export function serviceMain<C extends ServiceEnv>(
  name: string,
  loadConfig: () => C,
  run: (config: C, opts: { logger: Logger }) => Promise<RunningService>,
  telemetry: { shutdown(): Promise<void> },
): void {
  let config: C;
  try {
    config = loadConfig();
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
  const logger = createLogger({ name, level: config.LOG_LEVEL });
  const stack = new ShutdownStack({ logger });
  stack.push('telemetry', () => telemetry.shutdown());
  run(config, { logger })
    .then((svc) => {
      stack.push(name, () => svc.stop());
      installSignalHandlers(stack, logger);
    })
    .catch(() => process.exit(1));
}

export {
  UPSTREAM_CALLS_RECORDED_TYPE,
  UpstreamCallPublisher,
  upstreamCallsSubject,
  type UpstreamCallPublisherOptions,
  type UpstreamCallRecordPayload,
} from './upstream-call-publisher';
