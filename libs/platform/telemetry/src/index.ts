import type { IncomingMessage, ServerResponse } from 'node:http';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Span } from '@opentelemetry/api';
import { getNodeAutoInstrumentations } from '@opentelemetry/auto-instrumentations-node';
import type { Instrumentation } from '@opentelemetry/instrumentation';
import { GrpcInstrumentation } from '@opentelemetry/instrumentation-grpc';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { ParentBasedSampler, TraceIdRatioBasedSampler, type Sampler, type SpanProcessor } from '@opentelemetry/sdk-trace-base';

/**
 * Which auto-instrumentations to load. Measured on the gateway path (bench/README.md): loading every
 * auto-instrumentation halved throughput, most of it in express (a span per middleware) and fs/dns/net.
 * `selective` keeps what makes one trace span gateway → gRPC → service → Postgres: http, grpc and pg.
 * NATS has no instrumentation; @platform/bus injects/extracts `traceparent` itself.
 */
export type InstrumentationSet = 'selective' | 'none' | 'all';

/** Handle of a started SDK. */
export interface TelemetryHandle {
  /** Flushes and stops exporting; part of every app's shutdown stack. */
  shutdown(): Promise<void>;
}

let started: { sdk: NodeSDK; handle: TelemetryHandle; grpc: boolean } | undefined;

/**
 * Starts the OpenTelemetry Node SDK once per process, configured by the standard `OTEL_*` variables
 * (exporter endpoint, sampler, resource attributes, `OTEL_SDK_DISABLED`). Call it before express,
 * grpc-js or pg are required so their instrumentation hooks load (each app's `src/instrument.ts`).
 * Tests pass `spanProcessors` (e.g. an in-memory exporter) to assert on spans.
 */
export function startTelemetry(opts: {
  serviceName: string;
  instrumentations?: InstrumentationSet;
  spanProcessors?: SpanProcessor[];
  disabled?: boolean;
  /** Overrides the SDK's env-configured sampler (see {@link defaultSampler}). */
  sampler?: Sampler;
  /**
   * The app carries its trace context explicitly ({@link startHttpServerSpan}, `callUnary`'s
   * `traceContext`) and serves no gRPC: then neither the grpc instrumentation (it would trace every
   * call twice) nor a context manager is loaded. On Node 20 the default AsyncLocalStorage context
   * manager hooks every promise of the process once any context is entered (span exports enter one),
   * which the gateway's hot path paid for on every request.
   */
  explicitContext?: boolean;
}): TelemetryHandle {
  if (started) return started.handle;
  if (opts.disabled) return { shutdown: async () => {} };
  const set = opts.instrumentations ?? 'selective';
  const grpc = set !== 'none' && !opts.explicitContext;
  const instrumentations: Instrumentation[] =
    set === 'none'
      ? []
      : set === 'all'
        ? (getNodeAutoInstrumentations({ '@opentelemetry/instrumentation-grpc': { enabled: grpc } }) as Instrumentation[])
        : [
            // Incoming HTTP gets a light server span from httpServerSpans() instead of the http
            // instrumentation, which cost more than the rest together on the gateway path (bench/).
            ...(grpc ? [new GrpcInstrumentation({ ignoreGrpcMethods: ['Check', 'Watch'] })] : []),
            new PgInstrumentation({ requireParentSpan: true }),
            new UndiciInstrumentation(),
          ];
  const sdk = new NodeSDK({
    serviceName: opts.serviceName,
    instrumentations,
    ...(opts.spanProcessors ? { spanProcessors: opts.spanProcessors } : {}),
    ...(opts.sampler ? { sampler: opts.sampler } : {}),
    // null = register none: the API's no-op manager (context.with runs its function, nothing is active).
    ...(opts.explicitContext ? { contextManager: null as unknown as undefined } : {}),
  });
  sdk.start();
  const handle: TelemetryHandle = {
    shutdown: async () => {
      await sdk.shutdown().catch(() => undefined);
      started = undefined;
    },
  };
  started = { sdk, handle, grpc };
  return handle;
}

/** Whether this process's SDK runs with the grpc instrumentation (gRPC calls traced from the active context). */
export function grpcInstrumented(): boolean {
  return started?.grpc ?? false;
}

const tracer = trace.getTracer('platform');

/** Runs `fn` in a child span named `name`, recording errors; used around units of work without auto-instrumentation. */
export async function withSpan<T>(name: string, attributes: Attributes, fn: (span: Span) => Promise<T>, kind: SpanKind = SpanKind.INTERNAL): Promise<T> {
  return tracer.startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await fn(span);
    } catch (err) {
      span.recordException(err as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw err;
    } finally {
      span.end();
    }
  });
}

/** W3C trace headers of the active context, for carriers other than HTTP/gRPC (message headers). */
export function injectTraceHeaders(headers: Record<string, string> = {}): Record<string, string> {
  propagation.inject(context.active(), headers);
  return headers;
}

/** The id of the active trace, or undefined outside any span. */
export function currentTraceId(): string | undefined {
  return trace.getActiveSpan()?.spanContext().traceId;
}

/**
 * The body of every app's `src/instrument.ts` (imported first by `main.ts`): starts telemetry from
 * the app's own config (`OTEL_SDK_DISABLED`, `OTEL_INSTRUMENTATIONS`). An invalid config leaves
 * telemetry off here; `main.ts` then reports every problem and exits.
 */
export function instrumentService(serviceName: string, loadConfig: () => TelemetryConfig, opts: { explicitContext?: boolean } = {}): TelemetryHandle {
  let cfg: TelemetryConfig;
  try {
    cfg = loadConfig();
  } catch {
    return { shutdown: async () => {} };
  }
  return startTelemetry({
    serviceName,
    disabled: cfg.OTEL_SDK_DISABLED,
    instrumentations: cfg.OTEL_INSTRUMENTATIONS,
    sampler: cfg.OTEL_TRACES_SAMPLER ? undefined : defaultSampler(cfg.OTEL_TRACES_SAMPLER_ARG ?? DEFAULT_TRACE_RATIO),
    explicitContext: opts.explicitContext,
  });
}

/** The telemetry settings of an app's config. */
export interface TelemetryConfig {
  OTEL_SDK_DISABLED: boolean;
  OTEL_INSTRUMENTATIONS?: InstrumentationSet;
  OTEL_TRACES_SAMPLER?: string;
  OTEL_TRACES_SAMPLER_ARG?: number;
}

/**
 * Share of new traces recorded when no sampler is configured. Recording every request cost the
 * gateway path about a third of its throughput (bench/README.md); 10 % keeps traces representative
 * while an upstream caller's sampling decision is always followed (parent-based), so a sampled trace
 * stays whole across gateway → gRPC → service → NATS → consumer.
 */
export const DEFAULT_TRACE_RATIO = 0.1;

/** Parent-based trace-id-ratio sampling: follow the caller's decision, else record `ratio` of new traces. */
export function defaultSampler(ratio: number): Sampler {
  return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio) });
}

const httpTracer = trace.getTracer('platform-http');

/** Options of HTTP server spans. */
export interface HttpServerSpanOptions {
  /** Paths without a span (default: health probes). */
  ignore?: (path: string) => boolean;
  /** Names the span after the matched route (low cardinality), when known at the end of the request. */
  routeOf?: (req: IncomingMessage) => string | undefined;
}

const isProbe = (p: string) => p === '/healthz' || p === '/readyz';

/**
 * Starts the SERVER span of one HTTP request, continuing the caller's W3C trace context (extracted
 * over `parent`, default the root context), and returns the span's context without making it active;
 * the span ends when the response finishes. Undefined for ignored paths. Much cheaper than the http
 * auto-instrumentation (no patching of every socket event).
 */
export function startHttpServerSpan(
  req: IncomingMessage,
  res: ServerResponse,
  opts: HttpServerSpanOptions = {},
  parent: Context = ROOT_CONTEXT,
): Context | undefined {
  const path = (req.url ?? '/').split('?')[0];
  if ((opts.ignore ?? isProbe)(path)) return undefined;
  const remote = propagation.extract(parent, req.headers);
  const span = httpTracer.startSpan(
    `${req.method} ${path}`,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method ?? 'GET', 'url.path': path } },
    remote,
  );
  res.once('finish', () => {
    const route = opts.routeOf?.(req);
    if (route) span.updateName(`${req.method} ${route}`).setAttribute('http.route', route);
    span.setAttribute('http.response.status_code', res.statusCode);
    if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  return trace.setSpan(remote, span);
}

/**
 * Express/connect middleware opening one SERVER span per request ({@link startHttpServerSpan}) and
 * running the rest of the request in its context, which the grpc, pg and bus instrumentation continue.
 */
export function httpServerSpans(opts: HttpServerSpanOptions = {}) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const ctx = startHttpServerSpan(req, res, opts, context.active());
    if (ctx) context.with(ctx, next);
    else next();
  };
}
