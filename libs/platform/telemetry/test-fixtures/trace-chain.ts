/**
 * Runs gateway-like HTTP → gRPC client → gRPC server → outbox enqueue → NATS → consumer in one process
 * with the SDK on, then prints the finished spans as JSON for the test to check. A child process,
 * because auto-instrumentation hooks CommonJS `require`, which vitest's module loader bypasses.
 */
import { exporter, telemetry } from './instrument';
import { httpServerSpans } from '../src';
import { join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import express from 'express';
import { createBus, enqueueEvent, outboxMigrations, startConsumer, startOutboxRelay } from '@platform/bus';
import { createDb } from '@platform/db';
import { callUnary, createClient, loadProtoPackage, startGrpcServer, unaryHandler } from '@platform/grpc';

async function main(): Promise<void> {
  const id = `trace_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const db = await createDb({
    url: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    schema: id,
    migrations: outboxMigrations(),
  });
  const bus = await createBus({ url: process.env.TEST_NATS_URL || 'nats://127.0.0.1:4222', namespace: id.replace(/_/g, '') });
  await bus.ensureStream({ name: 'TRACE', subjects: ['trace.>'] });
  const relay = startOutboxRelay({ db, bus, pollIntervalMs: 20 });
  let consumed: (v: string) => void;
  const done = new Promise<string>((r) => (consumed = r));
  const consumer = await startConsumer({
    db,
    bus,
    stream: 'TRACE',
    durable: 'trace-consumer',
    filterSubject: 'trace.thing.created',
    handle: async (e) => consumed(e.id),
  });

  const proto = join(__dirname, '../../grpc/test-fixtures/echo.proto');
  const { packageDefinition, grpcObject } = loadProtoPackage<{ test: { echo: { v1: { EchoService: grpc.ServiceClientConstructor } } } }>([proto], []);
  const Echo = grpcObject.test.echo.v1.EchoService;
  const server = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    packageDefinitions: [packageDefinition],
    services: [
      {
        name: 'test.echo.v1.EchoService',
        definition: Echo.service,
        implementation: {
          Echo: unaryHandler(async (req: { message: string }) => {
            await db.transaction((trx) =>
              enqueueEvent(trx, { subject: 'trace.thing.created', type: 'test.Thing', payload: new TextEncoder().encode(req.message) }),
            );
            return { message: req.message, in_flight: 0 };
          }),
          Mutate: unaryHandler(async (req: { value: string }) => ({ value: req.value })),
          Slow: unaryHandler(async () => ({ seq: '0' })),
        },
      },
    ],
  });
  const client = createClient(Echo, `127.0.0.1:${server.port}`, { defaultDeadlineMs: 3000, idempotentMethods: ['Echo'] });
  const app = express();
  app.use(httpServerSpans());
  app.get('/things', async (_req, res) => {
    const r = await callUnary(client as grpc.Client & Record<string, never>, 'Echo' as never, { message: 'hi' } as never);
    res.json(r);
  });
  const http = await new Promise<import('node:http').Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const port = (http.address() as { port: number }).port;
  await fetch(`http://127.0.0.1:${port}/things`).then((r) => r.text());
  await Promise.race([done, new Promise((_, rej) => setTimeout(() => rej(new Error('consumer never ran')), 10_000))]);
  await new Promise((r) => setTimeout(r, 100));
  const spans = exporter.getFinishedSpans().map((s) => ({
    name: s.name,
    kind: s.kind,
    traceId: s.spanContext().traceId,
    spanId: s.spanContext().spanId,
    parentSpanId: s.parentSpanContext?.spanId,
    scope: s.instrumentationScope.name,
  }));
  process.stdout.write(`SPANS ${JSON.stringify(spans)}\n`);
  http.close();
  client.close();
  await consumer.stop();
  await relay.stop();
  await server.shutdown();
  await bus.close();
  await db.knex.raw('drop schema if exists ?? cascade', [id]);
  await db.close();
  await telemetry.shutdown();
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
