import { AsyncLocalStorage } from 'node:async_hooks';
import { trace } from '@opentelemetry/api';
import pino from 'pino';

export * from './logger';

/** Per-request fields every log line carries while the request is handled. */
export interface LogContext {
  request_id?: string;
  project_id?: string;
}

const contextStore = new AsyncLocalStorage<LogContext>();

/** Runs `fn` with request-scoped log fields (request id, project id) visible to every logger call inside it. */
export function runWithLogContext<T>(ctx: LogContext, fn: () => T): T {
  return contextStore.run({ ...contextStore.getStore(), ...ctx }, fn);
}

/** The log fields of the current request, if any. */
export function currentLogContext(): LogContext | undefined {
  return contextStore.getStore();
}

/**
 * Paths pino censors. Secrets (API keys, upstream access tokens, webhook and signing secrets,
 * authorization headers) must never reach a log line, whatever object carries them.
 */
export const REDACT_PATHS = [
  'api_key',
  '*.api_key',
  'apiKey',
  '*.apiKey',
  'access_token',
  '*.access_token',
  '*.*.access_token',
  'accessToken',
  '*.accessToken',
  'secret',
  '*.secret',
  '*.*.secret',
  'signing_secret',
  '*.signing_secret',
  'webhook_verify_token',
  '*.webhook_verify_token',
  '*.*.webhook_verify_token',
  'verify_token',
  '*.verify_token',
  'password',
  '*.password',
  'token',
  '*.token',
  'headers.authorization',
  'headers["x-api-key"]',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  '*.headers.authorization',
  '*.headers["x-api-key"]',
  'authorization',
  '*.authorization',
];

/**
 * A pino JSON logger named after the app. Each line carries `request_id` and `project_id` of the
 * current request (see {@link runWithLogContext}) and `trace_id`/`span_id` of the active OpenTelemetry
 * span, so logs and traces join. It is a {@link Logger}; code takes it as one.
 */
export function createLogger(opts: { name: string; level?: string; destination?: pino.DestinationStream }): pino.Logger {
  return pino(
    {
      name: opts.name,
      level: opts.level ?? 'info',
      base: { service: opts.name },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
      formatters: { level: (label) => ({ level: label }) },
      mixin() {
        const out: Record<string, string> = {};
        const ctx = contextStore.getStore();
        if (ctx?.request_id) out.request_id = ctx.request_id;
        if (ctx?.project_id) out.project_id = ctx.project_id;
        const span = trace.getActiveSpan();
        if (span) {
          const sc = span.spanContext();
          out.trace_id = sc.traceId;
          out.span_id = sc.spanId;
        }
        return out;
      },
    },
    opts.destination,
  );
}
