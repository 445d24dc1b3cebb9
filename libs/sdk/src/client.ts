/**
 * `createPlatformClient`: an openapi-fetch client of every {base_url} operation, typed by the types
 * generated from the served OpenAPI document (`generated/openapi.ts`), that authenticates with the
 * project's API key, adds an `Idempotency-Key` (a random UUID) to the writes that take one when the
 * caller gave none, and retries (`retry.ts`) with the same key on every attempt. Decision 0027.
 */
import { randomUUID } from 'node:crypto';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { IDEMPOTENCY_KEY_OPERATIONS } from './generated/operations';
import { DEFAULT_RETRY, isIdempotentMethod, retryingFetch, type RetryOptions } from './retry';
import type { PlatformPaths } from './types';

/** Options of `createPlatformClient`. */
export interface PlatformClientOptions {
  /** A project API key (`X-API-Key`). */
  apiKey: string;
  /** `{base_url}`: the platform's origin and `/platform/v1`, e.g. `http://localhost:3000/platform/v1` (discovery `GET /` names it). */
  baseUrl: string;
  /** Retry settings, or `false` to send every request once. */
  retry?: RetryOptions | false;
  /**
   * Add a random `Idempotency-Key` to the writes that take one when the call gave none (default true).
   * With `false`, a write is retried only when the call passed its own key.
   */
  idempotencyKeys?: boolean;
  /** Headers sent with every request (a `User-Agent`, an `X-Request-Id` ...). */
  headers?: Record<string, string>;
  /** The fetch to send with (default: the global fetch). */
  fetch?: (request: Request) => Promise<Response>;
}

/** The typed client: `GET`, `POST`, `PUT`, `PATCH`, `DELETE` of every path of {base_url} (openapi-fetch's `Client`). */
export type PlatformClient = Client<PlatformPaths, 'application/json'>;

const KEY_HEADER = 'Idempotency-Key';

/** A client of {base_url}; see `PlatformClientOptions`. */
export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  if (!options.apiKey) throw new TypeError('createPlatformClient: apiKey is required');
  if (!/^https?:\/\//i.test(options.baseUrl ?? ''))
    throw new TypeError('createPlatformClient: baseUrl must be an http(s) URL ({base_url}, ending in /platform/v1)');
  const autoKeys = options.idempotencyKeys ?? true;
  const policy = options.retry === false ? false : { ...DEFAULT_RETRY, ...options.retry };
  // Requests that may be sent again: marked when the middleware has seen their operation.
  const retryable = new WeakSet<Request>();
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));

  const client = createClient<PlatformPaths, 'application/json'>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { ...options.headers, 'X-API-Key': options.apiKey },
    fetch: retryingFetch(baseFetch, policy, (request) => retryable.has(request)),
  });

  const idempotency: Middleware = {
    onRequest({ request, schemaPath }) {
      const takesKey = IDEMPOTENCY_KEY_OPERATIONS.has(`${request.method.toUpperCase()} ${schemaPath}`);
      if (takesKey && autoKeys && !request.headers.has(KEY_HEADER)) request.headers.set(KEY_HEADER, randomUUID());
      if (isIdempotentMethod(request.method) || (takesKey && request.headers.has(KEY_HEADER))) retryable.add(request);
      return request;
    },
  };
  client.use(idempotency);
  return client;
}
