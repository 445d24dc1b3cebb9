/**
 * The standalone gateway traces without an active context: each request's SERVER span is kept on the
 * request and handed to its gRPC call, which gets a CLIENT span and carries it to the service in
 * `traceparent`. Risk removed: a trace that breaks at the gateway → service hop, or a sampling
 * decision the service does not see, now that the grpc instrumentation is not loaded there.
 */
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { node, tracing } from '@opentelemetry/sdk-node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, startFakeMessagingProxy, startTestGateway, type FakeMessagingProxy, type TestGateway } from '../support';

const exporter = new tracing.InMemorySpanExporter();
let provider: node.NodeTracerProvider;
let gw: TestGateway;
let peer: FakeMessagingProxy;
let key: string;

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';
const parse = (tp: string | undefined) => {
  const m = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/.exec(tp ?? '');
  return m ? { traceId: m[1], spanId: m[2], sampled: m[3] === '01' } : undefined;
};
const spansOf = (traceId: string) => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);

beforeAll(async () => {
  // As the SDK sets it up: W3C propagator, parent-based sampling (the caller's decision is followed).
  provider = new node.NodeTracerProvider({ spanProcessors: [new tracing.SimpleSpanProcessor(exporter)] });
  provider.register();
  peer = await startFakeMessagingProxy();
  // Telemetry on, grpc instrumentation not loaded (as in the gateway's own process): explicit mode.
  gw = await startTestGateway({ MESSAGING_PROXY_GRPC_ADDRESS: `127.0.0.1:${peer.server.port}`, OTEL_SDK_DISABLED: 'false' });
  key = (await gw.projects.createProject('Tracing', 'pro')).secret;
});

afterAll(async () => {
  await gw.stop();
  await peer.server.shutdown();
  await gw.cleanup();
  await provider.shutdown();
  trace.disable();
  propagation.disable();
  context.disable();
});

beforeEach(() => {
  exporter.reset();
  peer.calls.length = 0;
});

describe('explicit trace context through the gateway', () => {
  it("continues the caller's sampled trace: HTTP server span → gRPC client span → the service", async () => {
    const r = await call(gw.baseUrl, key, 'GET', '/customers', undefined, { traceparent: `00-${TRACE}-${CALLER_SPAN}-01` });
    expect(r.status).toBe(200);
    await expect.poll(() => spansOf(TRACE).length).toBe(2);
    const server = spansOf(TRACE).find((s) => s.kind === SpanKind.SERVER)!;
    const client = spansOf(TRACE).find((s) => s.kind === SpanKind.CLIENT)!;
    expect(server.name).toBe('GET /platform/v1/customers');
    expect(server.parentSpanContext?.spanId).toBe(CALLER_SPAN);
    expect(server.attributes['http.response.status_code']).toBe(200);
    expect(client.name).toBe('svc.messaging_proxy.v1.MessagingProxyService/ListCustomers');
    expect(client.instrumentationScope.name).toBe('@platform/grpc');
    expect(client.parentSpanContext?.spanId).toBe(server.spanContext().spanId);
    expect(client.attributes).toMatchObject({
      'rpc.system': 'grpc',
      'rpc.service': 'svc.messaging_proxy.v1.MessagingProxyService',
      'rpc.method': 'ListCustomers',
      'rpc.grpc.status_code': 0,
    });
    // The service sees the client span as its parent, sampled.
    expect(parse(peer.calls.at(-1)?.traceparent)).toEqual({ traceId: TRACE, spanId: client.spanContext().spanId, sampled: true });
  });

  it("carries an unsampled caller's decision to the service and records nothing", async () => {
    const unsampled = 'aaaabbbbccccdddd0000111122223333';
    const r = await call(gw.baseUrl, key, 'GET', '/customers', undefined, { traceparent: `00-${unsampled}-${CALLER_SPAN}-00` });
    expect(r.status).toBe(200);
    expect(parse(peer.calls.at(-1)?.traceparent)).toMatchObject({ traceId: unsampled, sampled: false });
    await new Promise((res) => setTimeout(res, 50));
    expect(spansOf(unsampled)).toEqual([]);
  });

  it('starts a trace for a request without one, and marks a failed call on its client span', async () => {
    const r = await call(gw.baseUrl, key, 'GET', '/customers/3f8a6a9e-2a55-4c1e-9d57-2f0d2b8f4c11');
    expect(r.status).toBe(404);
    const carried = parse(peer.calls.at(-1)?.traceparent);
    expect(carried?.sampled).toBe(true);
    await expect.poll(() => spansOf(carried!.traceId).length).toBe(2);
    const server = spansOf(carried!.traceId).find((s) => s.kind === SpanKind.SERVER)!;
    const client = spansOf(carried!.traceId).find((s) => s.kind === SpanKind.CLIENT)!;
    expect(server.parentSpanContext).toBeUndefined();
    expect(server.name).toBe('GET /platform/v1/customers/:customer_id');
    expect(client.status.code).toBe(SpanStatusCode.ERROR);
    expect(client.attributes['rpc.grpc.status_code']).toBe(5);
    expect(carried!.spanId).toBe(client.spanContext().spanId);
  });

  it('gives requests that never reach a service (401) a server span and no client span', async () => {
    const r = await call(gw.baseUrl, 'mpk_not-a-real-key-000000000000000000', 'GET', '/customers', undefined, { traceparent: `00-${TRACE}-${CALLER_SPAN}-01` });
    expect(r.status).toBe(401);
    await expect.poll(() => spansOf(TRACE).length).toBe(1);
    expect(spansOf(TRACE)[0].kind).toBe(SpanKind.SERVER);
    expect(peer.calls).toEqual([]);
  });
});
