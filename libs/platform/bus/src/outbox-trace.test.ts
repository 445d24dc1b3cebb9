import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SpanKind, context, propagation, trace } from '@opentelemetry/api';
import { node, tracing } from '@opentelemetry/sdk-node';
import { createDb } from '@platform/db';
import { createBus, enqueueEvent, outboxMigrations, startConsumer, startOutboxRelay } from './index';
import { TEST_DATABASE_URL, TEST_NATS_URL, deleteNamespacedStreams, uniqueTestName, waitUntil } from './test-support';

const exporter = new tracing.InMemorySpanExporter();
let provider: node.NodeTracerProvider;

beforeAll(() => {
  provider = new node.NodeTracerProvider({ spanProcessors: [new tracing.SimpleSpanProcessor(exporter)] });
  provider.register(); // W3C propagator + AsyncLocalStorage context manager, as the telemetry lib sets up
});
afterAll(async () => {
  await provider.shutdown();
  trace.disable();
  propagation.disable();
  context.disable();
});

describe('trace propagation through outbox → NATS → consumer', () => {
  it('continues the request trace in the consumer: one trace spans request, producer and consumer spans', async () => {
    const ns = uniqueTestName('t');
    const schema = uniqueTestName('otr_');
    const db = await createDb({ url: TEST_DATABASE_URL, schema, migrations: outboxMigrations(), pool: { max: 3 } });
    const bus = await createBus({ url: TEST_NATS_URL, namespace: ns });
    try {
      await bus.ensureStream({ name: 'ORDERS', subjects: ['orders.>'] });
      let handlerTraceId = '';
      const sub = await startConsumer({
        db,
        bus,
        stream: 'ORDERS',
        durable: 'traced',
        filterSubject: 'orders.>',
        async handle() {
          handlerTraceId = trace.getActiveSpan()?.spanContext().traceId ?? '';
        },
      });
      const tracer = trace.getTracer('test');
      const requestTraceId = await tracer.startActiveSpan('POST /orders', async (span) => {
        await db.transaction((trx) => enqueueEvent(trx, { subject: 'orders.created', type: 'svc.orders.v1.Created', payload: new Uint8Array([1]) }));
        span.end();
        return span.spanContext().traceId;
      });
      const relay = startOutboxRelay({ db, bus, pollIntervalMs: 20 });
      await waitUntil(() => handlerTraceId !== '');
      await relay.stop();
      await sub.stop();

      expect(handlerTraceId).toBe(requestTraceId);
      const spans = exporter.getFinishedSpans();
      const producer = spans.find((s) => s.kind === SpanKind.PRODUCER);
      const consumer = spans.find((s) => s.kind === SpanKind.CONSUMER);
      expect(producer?.spanContext().traceId).toBe(requestTraceId);
      expect(consumer?.spanContext().traceId).toBe(requestTraceId);
      expect(consumer?.parentSpanContext?.spanId).toBe(producer?.spanContext().spanId);
      expect(consumer?.instrumentationScope.name).toBe('platform-bus');
    } finally {
      await bus.close();
      await deleteNamespacedStreams(TEST_NATS_URL, ns);
      await db.knex.raw(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close();
    }
  });
});
