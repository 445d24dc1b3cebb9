import * as grpc from '@grpc/grpc-js';
import { propagation, SpanKind, SpanStatusCode, trace, type Context, type Span } from '@opentelemetry/api';
import { onRequestPath } from '@platform/db';
import { fromServiceError } from '@platform/errors';
import { currentRequestScope } from './call-deadline';
import { directCallsOf, PREVIOUS_ATTEMPTS_METADATA_KEY, retryDelay } from './client';

/**
 * Metadata of a call that serves a client waiting on it (value `request`, decision 0030): its handler
 * runs on the request path (`runOnRequestPath`), so on the all-in-one's embedded database its
 * statements go ahead of background work. Set by the gateway on the embedded engine, and passed on by
 * {@link callUnary} from a handler that runs on the request path.
 */
export const REQUEST_LANE_METADATA = 'x-platform-lane';

/**
 * The callback-style unary method of a proto-loader-gen-types client. TypeScript infers from
 * the last overload, `(argument, callback)`, which carries both message types.
 */
type UnaryMethod<Req, Res> = (argument: Req, callback: grpc.requestCallback<Res>) => grpc.ClientUnaryCall;

/** Names of the unary methods of client `C` (both the proto and the camelCase spelling). */
export type UnaryMethodName<C> = {
  [K in keyof C]: C[K] extends UnaryMethod<infer _Req, infer _Res> ? K : never;
}[keyof C] &
  string;

/** Request type of unary method `K` of client `C`. */
export type UnaryRequest<C, K extends keyof C> = C[K] extends UnaryMethod<infer Req, infer _Res> ? Req : never;

/** Response type (the `__Output` type) of unary method `K` of client `C`. */
export type UnaryResponse<C, K extends keyof C> = C[K] extends UnaryMethod<infer _Req, infer Res> ? Res : never;

/** Per-call options of {@link callUnary}. */
export interface CallUnaryOptions {
  /** Deadline of this call, in ms from now; otherwise the client's default applies. */
  deadlineMs?: number;
  /** Request metadata. */
  metadata?: grpc.Metadata;
  /**
   * Explicit trace parent. The call then gets a CLIENT span under it, carried to the server in the
   * request metadata (W3C `traceparent`), for callers that hold their trace context explicitly rather
   * than in the active context (the gateway: an active context costs AsyncLocalStorage hooks on every
   * promise). Without it, calls are traced from the active context by the grpc instrumentation; a
   * process must not load that instrumentation and use this option, or each call is traced twice.
   */
  traceContext?: Context;
}

const tracer = trace.getTracer('@platform/grpc');
const metadataSetter = { set: (carrier: grpc.Metadata, key: string, value: string) => carrier.set(key, value) };

/** Starts the CLIENT span of a call (OpenTelemetry RPC conventions) and puts its context in `metadata`. */
function startClientSpan(client: grpc.Client, method: string, parent: Context, metadata: grpc.Metadata): Span {
  const path = (client.constructor as Partial<grpc.ServiceClientConstructor>).service?.[method]?.path ?? `/${method}`;
  const slash = path.lastIndexOf('/');
  const span = tracer.startSpan(
    path.slice(1),
    { kind: SpanKind.CLIENT, attributes: { 'rpc.system': 'grpc', 'rpc.service': path.slice(1, slash), 'rpc.method': path.slice(slash + 1) } },
    parent,
  );
  propagation.inject(trace.setSpan(parent, span), metadata, metadataSetter);
  return span;
}

function endClientSpan(span: Span, err: grpc.ServiceError | null): void {
  span.setAttribute('rpc.grpc.status_code', err ? err.code : grpc.status.OK);
  if (err) span.setStatus({ code: SpanStatusCode.ERROR, message: err.details });
  span.end();
}

type FourArgUnary<Req, Res> = (argument: Req, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<Res>) => grpc.ClientUnaryCall;

/**
 * Calls a unary method of a generated client and returns a promise, rejecting with the
 * peer's DomainError ({@link fromServiceError}). Method name, request and response are typed
 * from the client: `await callUnary(client, 'GetFunding', { project_id })`.
 */
export function callUnary<C extends grpc.Client, K extends UnaryMethodName<C>>(
  client: C,
  method: K,
  request: UnaryRequest<C, K>,
  opts: CallUnaryOptions = {},
): Promise<UnaryResponse<C, K>> {
  const metadata = opts.metadata ?? new grpc.Metadata();
  // A service calling another passes on the request id of the call it serves (decision 0018).
  const requestId = currentRequestScope()?.requestId;
  if (requestId && metadata.get('x-request-id').length === 0) metadata.set('x-request-id', requestId);
  // ... and whether a client waits on it (only ever true on the all-in-one: see REQUEST_LANE_METADATA).
  if (onRequestPath() && metadata.get(REQUEST_LANE_METADATA).length === 0) metadata.set(REQUEST_LANE_METADATA, 'request');
  const span = opts.traceContext ? startClientSpan(client, method, opts.traceContext, metadata) : undefined;
  const direct = directCallsOf(client);
  return new Promise((resolve, reject) => {
    const settle = (err: grpc.ServiceError | null, value: UnaryResponse<C, K> | undefined) => {
      if (span) endClientSpan(span, err);
      if (err) reject(fromServiceError(err));
      else if (value === undefined) reject(fromServiceError(new Error(`${method}: empty response`)));
      else resolve(value);
    };
    if (!direct) {
      // Every generated unary method also has the (argument, metadata, options, callback) overload.
      const fn = client[method] as unknown as FourArgUnary<UnaryRequest<C, K>, UnaryResponse<C, K>>;
      const options: grpc.CallOptions = opts.deadlineMs === undefined ? {} : { deadline: new Date(Date.now() + opts.deadlineMs) };
      return void fn.call(client, request, metadata, options, settle);
    }
    // A client of createClient: its call policy applied here, on its interceptor-free twin (client.ts).
    const bare = direct.bare as unknown as C;
    const call = bare[method] as unknown as FourArgUnary<UnaryRequest<C, K>, UnaryResponse<C, K>>;
    const deadline = Date.now() + (opts.deadlineMs ?? direct.defaultDeadlineMs);
    const retryable = direct.retryable.has(method);
    let attempts = 0;
    const attempt = (): void => {
      const md = attempts === 0 ? metadata : metadata.clone();
      if (attempts > 0) md.set(PREVIOUS_ATTEMPTS_METADATA_KEY, String(attempts));
      attempts += 1;
      try {
        call.call(bare, request, md, { deadline }, (err, value) => {
          const delay = err && retryable ? retryDelay(direct.retry, attempts, err.code, deadline) : undefined;
          if (delay === undefined) settle(err, value);
          else setTimeout(attempt, delay);
        });
      } catch (err) {
        // The channel was closed (during a backoff, or before the call): the call ends instead of throwing.
        const details = err instanceof Error ? err.message : String(err);
        settle(Object.assign(new Error(details), { code: grpc.status.UNAVAILABLE, details, metadata: new grpc.Metadata() }), undefined);
      }
    };
    attempt();
  });
}
