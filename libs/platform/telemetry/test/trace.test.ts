/**
 * Risk removed: a trace that breaks at a hop. One request must yield one trace across
 * HTTP server → gRPC client → gRPC server → outbox enqueue (producer) → NATS → consumer.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('one trace spans gateway → gRPC → service → NATS → consumer', () => {
  it('every hop shares the trace id and chains parent → child', () => {
    const root = join(__dirname, '../../../..');
    const out = execFileSync(join(root, 'node_modules/.bin/tsx'), [join(__dirname, '../test-fixtures/trace-chain.ts')], {
      cwd: root,
      encoding: 'utf8',
      timeout: 40_000,
    });
    const line = out.split('\n').find((l) => l.startsWith('SPANS '));
    expect(line).toBeDefined();
    const spans = JSON.parse(line!.slice(6)) as Array<{ name: string; kind: number; traceId: string; spanId: string; parentSpanId?: string; scope: string }>;
    const httpServer = spans.find((s) => s.scope === 'platform-http' && s.kind === 1);
    const grpcClient = spans.find((s) => s.scope.includes('grpc') && s.kind === 2 && s.name.includes('Echo'));
    const grpcServer = spans.find((s) => s.scope.includes('grpc') && s.kind === 1 && s.name.includes('Echo'));
    const consumer = spans.find((s) => s.scope === 'platform-bus' && s.kind === 4);
    const producer = spans.find((s) => s.scope === 'platform-bus' && s.kind === 3);
    for (const [name, s] of Object.entries({ httpServer, grpcClient, grpcServer, producer, consumer }))
      expect(s, `${name} span missing: ${JSON.stringify(spans.map((x) => [x.scope, x.name, x.kind]))}`).toBeDefined();
    const traceId = httpServer!.traceId;
    for (const s of [grpcClient, grpcServer, producer, consumer]) expect(s!.traceId).toBe(traceId);
    expect(grpcServer!.parentSpanId).toBe(grpcClient!.spanId);
    expect(consumer!.parentSpanId).toBe(producer!.spanId);
  }, 60_000);
});
