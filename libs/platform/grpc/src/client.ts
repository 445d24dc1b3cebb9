import * as grpc from '@grpc/grpc-js';
import { deadlineMillis } from './call-deadline';

/** Options of {@link createClient}. */
export interface CreateClientOptions {
  /** Deadline given to every call that has none, in ms from the call's start. */
  defaultDeadlineMs: number;
  /**
   * Methods safe to repeat (reads, or writes with an idempotency key), by their proto name,
   * e.g. `GetFunding`. Only these are retried, and only on UNAVAILABLE.
   */
  idempotentMethods: readonly string[];
  /** Retries after the first attempt. Default 3. */
  maxRetries?: number;
  /** Base of the exponential backoff, in ms; each wait is jittered. Default 50. */
  backoffMs?: number;
  /** Cap on one backoff wait, in ms. Default 1000. */
  maxBackoffMs?: number;
  /** Channel credentials. Default insecure: TLS between pods is the mesh's job. */
  credentials?: grpc.ChannelCredentials;
  /** Extra channel options (merged over the keepalive defaults). */
  channelOptions?: grpc.ChannelOptions;
  /** Extra interceptors (e.g. tracing), run inside the deadline and retry ones. */
  interceptors?: grpc.Interceptor[];
}

/**
 * Client keepalive: moderate, because grpc-js servers ignore ping limits that Go/C++/Envoy
 * peers enforce (too-frequent pings get the connection closed with ENHANCE_YOUR_CALM).
 */
export const CLIENT_KEEPALIVE_OPTIONS: Readonly<grpc.ChannelOptions> = {
  'grpc.keepalive_time_ms': 30_000,
  'grpc.keepalive_timeout_ms': 10_000,
  'grpc.keepalive_permit_without_calls': 0,
  // Spread calls over every address a (headless Kubernetes) Service name resolves to, instead of
  // pinning one pod per client (pick_first). Servers cap connection age so new pods get traffic.
  'grpc.service_config': JSON.stringify({ loadBalancingConfig: [{ round_robin: {} }] }),
  // No channelz service is served, so its per-call bookkeeping (counters, timestamps, trace
  // events) would be pure cost on every call. Debugging goes through health, reflection and traces.
  'grpc.enable_channelz': 0,
  // Retries are callPolicyInterceptor's (idempotent methods only, counted in metadata); grpc-js'
  // own retry machinery would only buffer every message for nothing.
  'grpc.enable_retries': 0,
};

/** Metadata key telling the server how many attempts preceded this one (gRFC A6). */
export const PREVIOUS_ATTEMPTS_METADATA_KEY = 'grpc-previous-rpc-attempts';

type NextCallResult = ReturnType<grpc.NextCall>;
type MessageContext = Parameters<NextCallResult['sendMessageWithContext']>[0];
type AuthContext = ReturnType<NextCallResult['getAuthContext']>;

/** The retries of {@link callPolicyInterceptor}. */
export interface RetryOptions {
  /** Proto method names that may be retried. */
  idempotentMethods: readonly string[];
  /** Retries after the first attempt. */
  maxRetries: number;
  /** Backoff base, in ms. */
  backoffMs: number;
  /** Backoff cap, in ms. */
  maxBackoffMs: number;
}

function methodName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * The house call policy as one interceptor (one layer of grpc-js's interceptor chain per call, not two):
 * every call without a deadline gets one of `now + defaultDeadlineMs`, and unary calls of idempotent
 * methods that fail with UNAVAILABLE (the server never ran them, or it is safe to run them again) are
 * retried with jittered exponential backoff, inside the call's deadline. Every other code, every other
 * method and every streaming call is left alone: a retried non-idempotent write could apply twice.
 */
export function callPolicyInterceptor(defaultDeadlineMs: number, retry: RetryOptions): grpc.Interceptor {
  const idempotent = new Set(retry.idempotentMethods);
  return (options, nextCall) => {
    const withDeadline = Number.isFinite(deadlineMillis(options.deadline)) ? options : { ...options, deadline: new Date(Date.now() + defaultDeadlineMs) };
    const def = withDeadline.method_definition;
    if (retry.maxRetries <= 0 || def.requestStream || def.responseStream || !idempotent.has(methodName(def.path))) {
      return new grpc.InterceptingCall(nextCall(withDeadline));
    }
    return new grpc.InterceptingCall(new RetryingUnaryCall(withDeadline, nextCall, retry));
  };
}

/**
 * The wait before another attempt of a retryable call whose `attempts`-th attempt ended with `code`
 * (ms), or undefined when that end is final: only UNAVAILABLE is retried, at most `maxRetries` times,
 * with jittered exponential backoff, and never when the deadline would pass during the wait.
 */
export function retryDelay(retry: RetryOptions, attempts: number, code: grpc.status, deadline: number): number | undefined {
  if (code !== grpc.status.UNAVAILABLE || attempts > retry.maxRetries) return undefined;
  const exp = Math.min(retry.maxBackoffMs, retry.backoffMs * 2 ** (attempts - 1));
  const delay = Math.round(exp / 2 + Math.random() * (exp / 2)); // "equal jitter": spread, never near 0
  // Another attempt needs time to run; give up if the deadline would pass during the wait.
  if (Date.now() + delay >= deadline) return undefined;
  return delay;
}

/**
 * The call below the retry interceptor: it buffers the single request and its metadata, runs
 * attempts one after another, and hands the caller only the final attempt's response.
 */
class RetryingUnaryCall implements NextCallResult {
  private metadata: grpc.Metadata | undefined;
  private listener: Partial<grpc.InterceptingListener> | undefined;
  private message: unknown;
  private hasMessage = false;
  private current: NextCallResult | undefined;
  private backoffTimer: NodeJS.Timeout | undefined;
  private attempts = 0;
  private finished = false;

  constructor(
    private readonly options: grpc.InterceptorOptions,
    private readonly nextCall: grpc.NextCall,
    private readonly retry: RetryOptions,
  ) {}

  start(metadata: grpc.Metadata, listener?: Partial<grpc.InterceptingListener>): void {
    this.metadata = metadata;
    this.listener = listener;
  }

  sendMessageWithContext(_context: MessageContext, message: unknown): void {
    this.message = message;
    this.hasMessage = true;
  }

  sendMessage(message: unknown): void {
    this.sendMessageWithContext({}, message);
  }

  startRead(): void {
    // Unary responses are read by each attempt on its own.
  }

  halfClose(): void {
    if (this.attempts === 0 && !this.finished) this.attempt();
  }

  cancelWithStatus(code: grpc.status, details: string): void {
    clearTimeout(this.backoffTimer);
    if (this.current) {
      this.current.cancelWithStatus(code, details);
    } else {
      this.finish(undefined, undefined, { code, details, metadata: new grpc.Metadata() });
    }
  }

  getPeer(): string {
    return this.current?.getPeer() ?? '';
  }

  getAuthContext(): AuthContext {
    return this.current ? this.current.getAuthContext() : null;
  }

  private attempt(): void {
    if (this.finished) return;
    let call: NextCallResult;
    try {
      call = this.nextCall(this.options);
    } catch (err) {
      // The channel was closed during the backoff: end the call instead of throwing from a timer.
      const details = err instanceof Error ? err.message : String(err);
      this.finish(undefined, undefined, { code: grpc.status.UNAVAILABLE, details, metadata: new grpc.Metadata() });
      return;
    }
    const metadata = (this.metadata ?? new grpc.Metadata()).clone();
    if (this.attempts > 0) metadata.set(PREVIOUS_ATTEMPTS_METADATA_KEY, String(this.attempts));
    this.attempts += 1;
    this.current = call;
    let responseMetadata: grpc.Metadata | undefined;
    let response: { value: unknown } | undefined;
    call.start(metadata, {
      onReceiveMetadata: (md) => {
        responseMetadata = md;
      },
      onReceiveMessage: (msg: unknown) => {
        response = { value: msg };
      },
      onReceiveStatus: (status) => {
        if (this.current !== call) return;
        this.current = undefined;
        const delay = this.nextDelay(status);
        if (delay === undefined) {
          this.finish(responseMetadata, response, status);
        } else {
          this.backoffTimer = setTimeout(() => this.attempt(), delay);
        }
      },
    });
    if (this.hasMessage) call.sendMessage(this.message);
    call.halfClose();
  }

  /** Wait before the next attempt, or undefined when this status is final. */
  private nextDelay(status: grpc.StatusObject): number | undefined {
    return retryDelay(this.retry, this.attempts, status.code, deadlineMillis(this.options.deadline));
  }

  private finish(md: grpc.Metadata | undefined, response: { value: unknown } | undefined, status: grpc.StatusObject): void {
    if (this.finished) return;
    this.finished = true;
    if (md) this.listener?.onReceiveMetadata?.(md);
    if (response) this.listener?.onReceiveMessage?.(response.value);
    this.listener?.onReceiveStatus?.(status);
  }
}

/**
 * The call policy of a client made by {@link createClient}, for {@link callUnary} to apply itself, and
 * the same client without the interceptor (its twin on the same channel): a call through `callUnary`
 * then costs no interceptor chain and no intercepting call objects (the gateway's listing profile,
 * bench/README.md). The client's own methods keep the interceptor, so a direct call is policed alike.
 */
export interface DirectCalls {
  /** The client without interceptors, on the client's channel. */
  bare: grpc.Client;
  defaultDeadlineMs: number;
  retry: RetryOptions;
  /** Methods retried on UNAVAILABLE, in both spellings a client has (`GetFunding`, `getFunding`). */
  retryable: ReadonlySet<string>;
}

const directCalls = new WeakMap<grpc.Client, DirectCalls>();

/** The call policy and the interceptor-free twin of a client made by {@link createClient} (undefined for any other). */
export function directCallsOf(client: grpc.Client): DirectCalls | undefined {
  return directCalls.get(client);
}

/**
 * Builds a client of a generated service constructor with the house call policy: every call
 * carries a deadline (`defaultDeadlineMs` unless the call sets one), UNAVAILABLE is retried
 * for idempotent methods only, and keepalive is moderate. Throws on an idempotent method name
 * the service does not have, since a typo would silently disable retries.
 */
export function createClient<C extends grpc.Client>(
  Ctor: new (address: string, credentials: grpc.ChannelCredentials, options?: grpc.ClientOptions) => C,
  address: string,
  opts: CreateClientOptions,
): C {
  const service = (Ctor as { service?: grpc.ServiceDefinition }).service;
  if (service) {
    const known = new Set(Object.values(service).map((m) => methodName(m.path)));
    const unknown = opts.idempotentMethods.filter((m) => !known.has(m));
    if (unknown.length > 0) throw new Error(`createClient: unknown idempotent method(s) ${unknown.join(', ')}`);
  }
  const retry: RetryOptions = {
    idempotentMethods: opts.idempotentMethods,
    maxRetries: opts.maxRetries ?? 3,
    backoffMs: opts.backoffMs ?? 50,
    maxBackoffMs: opts.maxBackoffMs ?? 1_000,
  };
  const clientOptions: grpc.ClientOptions = {
    ...CLIENT_KEEPALIVE_OPTIONS,
    ...opts.channelOptions,
    interceptors: [callPolicyInterceptor(opts.defaultDeadlineMs, retry), ...(opts.interceptors ?? [])],
  };
  const credentials = opts.credentials ?? grpc.credentials.createInsecure();
  const client = new Ctor(address, credentials, clientOptions);
  // callUnary applies the policy itself on the twin, unless other interceptors must see its calls.
  if (!opts.interceptors?.length) {
    const idempotent = new Set(opts.idempotentMethods);
    const retryable = new Set<string>();
    for (const [name, def] of Object.entries(service ?? {})) {
      if (!idempotent.has(methodName(def.path))) continue;
      retryable.add(name);
      if (def.originalName) retryable.add(def.originalName);
    }
    const bare = new Ctor(address, credentials, { channelOverride: client.getChannel() });
    directCalls.set(client, { bare, defaultDeadlineMs: opts.defaultDeadlineMs, retry, retryable });
  }
  return client;
}
