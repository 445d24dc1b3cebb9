/**
 * Test fixture process: an echo server wired like a real service (startGrpcServer + shutdown
 * stack + signal handlers), for the SIGTERM drain test. Prints `LISTENING <port>` when ready.
 * Env: SLOW_MS (Slow handler default delay), DRAIN_MS (drain delay after NOT_SERVING).
 */
import { installSignalHandlers, ShutdownStack } from '@platform/runtime';
import { stderrLogger } from '@platform/logger';
import { startGrpcServer, unaryHandler } from '../src';
import { ECHO_SERVICE, echo, type EchoServiceHandlers } from './protos';

const slowMs = Number(process.env.SLOW_MS ?? 200);
const drainMs = Number(process.env.DRAIN_MS ?? 0);

async function main(): Promise<void> {
  const logger = stderrLogger;
  const stack = new ShutdownStack({ logger });
  installSignalHandlers(stack, logger, { forceAfterMs: 8_000 });

  let inFlight = 0;
  const implementation: EchoServiceHandlers = {
    Echo: unaryHandler(async (req) => ({ message: req.message, in_flight: inFlight }), { logger }),
    Mutate: unaryHandler(async (req) => ({ value: req.value }), { logger }),
    Slow: unaryHandler(
      async (req) => {
        inFlight += 1;
        try {
          await new Promise((r) => setTimeout(r, req.delay_ms || slowMs));
          return { seq: req.seq };
        } finally {
          inFlight -= 1;
        }
      },
      { logger },
    ),
  };

  const server = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    services: [{ name: ECHO_SERVICE, definition: echo.grpcObject.test.echo.v1.EchoService.service, implementation }],
    packageDefinitions: [echo.packageDefinition],
    drainDelayMs: drainMs,
    shutdownGraceMs: 5_000,
    logger,
  });
  stack.push('grpc-server', () => server.shutdown());
  process.stdout.write(`LISTENING ${server.port}\n`);
}

main().catch((err: unknown) => {
  stderrLogger.error({ err }, 'fixture server failed to start');
  process.exit(1);
});
