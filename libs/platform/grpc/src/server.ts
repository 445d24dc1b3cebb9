import type * as http2 from 'node:http2';
import * as grpc from '@grpc/grpc-js';
import type { PackageDefinition } from '@grpc/proto-loader';
import * as protoLoader from '@grpc/proto-loader';
import { ReflectionService } from '@grpc/reflection';
import { stderrLogger, type Logger } from '@platform/logger';
import { HealthImplementation, protoPath as healthProtoPath } from 'grpc-health-check';
import { applyContractGuards } from './guards';
import { PROTO_LOADER_OPTIONS } from './proto';

/** One service the server hosts. */
export interface GrpcServiceRegistration {
  /** Fully-qualified name, e.g. `svc.funding.v1.FundingService`; also its health-check name. */
  name: string;
  /** The service definition (`grpcObject.svc.funding.v1.FundingService.service`). */
  definition: grpc.ServiceDefinition;
  /** Handlers built with {@link unaryHandler} (required for every RPC whose request has a `project_id`). */
  implementation: grpc.UntypedServiceImplementation;
}

/** Options of {@link startGrpcServer}. */
export interface StartGrpcServerOptions {
  /** Interface to bind. Default `0.0.0.0` (all IPv4 interfaces, as a pod needs). */
  host?: string;
  /** Port; 0 picks a free one (tests), see {@link GrpcServerHandle.port}. */
  port: number;
  /** Services to host. */
  services: GrpcServiceRegistration[];
  /** proto-loader package definitions of those services, served by reflection. */
  packageDefinitions: PackageDefinition[];
  /** Lifecycle logs. Default: JSON lines on stderr. */
  logger?: Logger;
  /** How long in-flight calls may run after shutdown starts before they are cut, in ms. Default 10000. */
  shutdownGraceMs?: number;
  /**
   * Time between reporting NOT_SERVING and closing the listener, in ms, so load balancers and
   * Kubernetes endpoints stop sending new calls first. Default 0; a few seconds in a cluster.
   */
  drainDelayMs?: number;
  /** Extra grpc-js server options. */
  serverOptions?: grpc.ServerOptions;
}

/** A running server. */
export interface GrpcServerHandle {
  /** The bound port (the real one when 0 was asked). */
  port: number;
  /** The grpc-js server. */
  server: grpc.Server;
  /** Reports every hosted service, and the server as a whole (`''`), as SERVING or NOT_SERVING. */
  setServing(serving: boolean): void;
  /**
   * Graceful stop: health NOT_SERVING → drain delay → stop accepting calls and let in-flight
   * ones finish → force-close whatever is left after the grace period. Idempotent; never rejects.
   */
  shutdown(): Promise<void>;
}

let healthPackageDefinition: PackageDefinition | undefined;

function healthDefinition(): PackageDefinition {
  healthPackageDefinition ??= protoLoader.loadSync(healthProtoPath, PROTO_LOADER_OPTIONS);
  return healthPackageDefinition;
}

/**
 * Destroys the HTTP/2 sessions of a server, cutting the calls on them. grpc-js 1.14 keeps each listening
 * HTTP/2 server's sessions in its `http2Servers` map whether channelz is on or not, and nothing public
 * reaches them: the graceful-shutdown test ("calls still running after the grace period are cut") fails
 * if a later version moves them.
 */
function destroySessions(server: grpc.Server): void {
  const servers = (server as unknown as { http2Servers?: Map<unknown, { sessions?: Set<http2.ServerHttp2Session> }> }).http2Servers;
  for (const entry of servers?.values() ?? []) for (const session of entry.sessions ?? []) session.destroy();
}

/**
 * Starts a gRPC server hosting `services` plus the standard health service (grpc.health.v1,
 * which Kubernetes' native gRPC probes call) and server reflection (grpcurl, debugging).
 * Credentials are insecure: transport security is the mesh's job.
 */
export async function startGrpcServer(opts: StartGrpcServerOptions): Promise<GrpcServerHandle> {
  const logger = opts.logger ?? stderrLogger;
  const shutdownGraceMs = opts.shutdownGraceMs ?? 10_000;
  const drainDelayMs = opts.drainDelayMs ?? 0;
  const names = ['', ...opts.services.map((s) => s.name)];

  // Connections are recycled every few minutes so clients rebalance onto pods the autoscaler adds.
  // No channelz service is served, so its per-call bookkeeping is off (as in clients; ~7 µs of a call's
  // CPU, bench/README.md). grpc-js's forceShutdown then destroys no session (it lists them only for
  // channelz), so a forced stop destroys them itself (destroySessions).
  const host = opts.host ?? '0.0.0.0';
  const server = new grpc.Server({
    'grpc.max_connection_age_ms': 300_000,
    'grpc.max_connection_age_grace_ms': 30_000,
    'grpc.enable_channelz': 0,
    ...opts.serverOptions,
  });
  for (const s of opts.services) {
    // Tenant scope from the contract (a project_id field), and declared id fields checked to exist.
    applyContractGuards(s.name, s.definition, s.implementation);
    server.addService(s.definition, s.implementation);
  }

  const health = new HealthImplementation(Object.fromEntries(names.map((n) => [n, 'SERVING' as const])));
  health.addToServer(server);

  const reflected: PackageDefinition = Object.assign({}, ...opts.packageDefinitions, healthDefinition());
  new ReflectionService(reflected).addToServer(server);

  const address = `${host}:${opts.port}`;
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync(address, grpc.ServerCredentials.createInsecure(), (err, boundPort) => (err ? reject(err) : resolve(boundPort)));
  });
  logger.info({ address, port, services: opts.services.map((s) => s.name) }, 'gRPC server listening');

  let stopping: Promise<void> | undefined;
  const setServing = (serving: boolean): void => {
    if (stopping && serving) return; // a server that is shutting down never comes back
    for (const n of names) health.setStatus(n, serving ? 'SERVING' : 'NOT_SERVING');
  };

  const stop = async (): Promise<void> => {
    setServing(false);
    logger.info({ drain_delay_ms: drainDelayMs }, 'gRPC server NOT_SERVING, draining');
    if (drainDelayMs > 0) await new Promise((r) => setTimeout(r, drainDelayMs));
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        logger.warn({ shutdown_grace_ms: shutdownGraceMs }, 'gRPC calls still running after the grace period, forcing shutdown');
        server.forceShutdown();
        destroySessions(server);
        resolve();
      }, shutdownGraceMs);
      server.tryShutdown((err) => {
        clearTimeout(timer);
        if (err) logger.warn({ err }, 'gRPC tryShutdown reported an error');
        resolve();
      });
    });
    logger.info({}, 'gRPC server stopped');
  };

  return {
    port,
    server,
    setServing,
    shutdown: () => {
      stopping ??= stop();
      return stopping;
    },
  };
}
