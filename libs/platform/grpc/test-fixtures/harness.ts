/** Test fixture: in-process echo servers on port 0 and clients for them. */
import * as grpc from '@grpc/grpc-js';
import { silentLogger, type Logger } from '@platform/logger';
import { createClient, startGrpcServer, unaryHandler, type CreateClientOptions, type GrpcServerHandle } from '../src';
import { ECHO_SERVICE, echo, health, reflection, type EchoServiceClient, type EchoServiceHandlers } from './protos';

/** Handlers a test replaces; the rest answer trivially. */
export type EchoOverrides = Partial<EchoServiceHandlers>;

/** Default handlers: Echo echoes, Mutate returns its value, Slow waits `delay_ms`. */
export function defaultEchoHandlers(logger: Logger = silentLogger): EchoServiceHandlers {
  return {
    Echo: unaryHandler(async (req) => ({ message: req.message, in_flight: 0 }), { logger }),
    Mutate: unaryHandler(async (req) => ({ value: req.value }), { logger }),
    Slow: unaryHandler(
      async (req) => {
        await new Promise((r) => setTimeout(r, req.delay_ms));
        return { seq: req.seq };
      },
      { logger },
    ),
  };
}

/** Starts an echo server on 127.0.0.1 and a free port. */
export function startEchoServer(
  overrides: EchoOverrides = {},
  opts: { logger?: Logger; shutdownGraceMs?: number; drainDelayMs?: number } = {},
): Promise<GrpcServerHandle> {
  const defaults = defaultEchoHandlers(opts.logger);
  const implementation: EchoServiceHandlers = {
    Echo: overrides.Echo ?? defaults.Echo,
    Mutate: overrides.Mutate ?? defaults.Mutate,
    Slow: overrides.Slow ?? defaults.Slow,
  };
  return startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    services: [
      {
        name: ECHO_SERVICE,
        definition: echo.grpcObject.test.echo.v1.EchoService.service,
        implementation,
      },
    ],
    packageDefinitions: [echo.packageDefinition],
    logger: opts.logger ?? silentLogger,
    shutdownGraceMs: opts.shutdownGraceMs,
    drainDelayMs: opts.drainDelayMs,
  });
}

/** A house-policy client of the echo service (Echo idempotent, Mutate and Slow not). */
export function echoClient(port: number, opts: Partial<CreateClientOptions> = {}): EchoServiceClient {
  return createClient(echo.grpcObject.test.echo.v1.EchoService, `127.0.0.1:${port}`, {
    defaultDeadlineMs: 5_000,
    idempotentMethods: ['Echo'],
    backoffMs: 5,
    ...opts,
  });
}

/** A plain health client. */
export function healthClient(port: number) {
  return new health.grpcObject.grpc.health.v1.Health(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
}

/** A plain reflection (v1) client. */
export function reflectionClient(port: number) {
  return new reflection.grpcObject.grpc.reflection.v1.ServerReflection(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
}
