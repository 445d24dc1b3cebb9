/**
 * The SDK's errors: `PlatformApiError` for an answer that is not a success (status, the body's
 * `error` sentence and `code`, the request id), for callers who prefer throws (`unwrap`, `paginate`).
 */

/** An error answer of {base_url}: `{ "error": "<sentence>", "code"?: "<code>", ...more fields }`. */
export class PlatformApiError extends Error {
  override readonly name = 'PlatformApiError';
  /** HTTP status (400, 401, 402, 403, 404, 409, 422, 429, 5xx). */
  readonly status: number;
  /** The body's `error` sentence (or the status text when the body had none). */
  readonly error: string;
  /** The body's machine-readable `code` (`insufficient_credits`, `outside_window`, ...), when it has one. */
  readonly code: string | undefined;
  /** The `X-Request-Id` of the answer: quote it to support and find the request in `GET /api_logs`. */
  readonly requestId: string | undefined;
  /** The parsed body, every field (billing_url, upstream_error_code, ...). */
  readonly body: unknown;
  /** The URL the answer came from. */
  readonly url: string;

  constructor(init: { status: number; body: unknown; requestId?: string; url: string; statusText?: string }) {
    const fields = init.body !== null && typeof init.body === 'object' ? (init.body as Record<string, unknown>) : {};
    const error =
      typeof fields.error === 'string' ? fields.error : typeof init.body === 'string' && init.body ? init.body : init.statusText || `HTTP ${init.status}`;
    const code = typeof fields.code === 'string' ? fields.code : undefined;
    super(`${init.status}${code ? ` ${code}` : ''}: ${error}`);
    this.status = init.status;
    this.error = error;
    this.code = code;
    this.requestId = init.requestId;
    this.body = init.body;
    this.url = init.url;
  }

  /** The error of an openapi-fetch result (`{ error, response }`). */
  static fromResult(result: { error?: unknown; response: Response }): PlatformApiError {
    return new PlatformApiError({
      status: result.response.status,
      statusText: result.response.statusText,
      body: result.error,
      requestId: result.response.headers.get('x-request-id') ?? undefined,
      url: result.response.url,
    });
  }
}

/**
 * The data of a successful call, or a thrown `PlatformApiError`:
 * `const { data } = await unwrap(client.GET('/customers'))`.
 */
export async function unwrap<R extends { data?: unknown; error?: unknown; response: Response }>(
  call: Promise<R>,
): Promise<R extends { data: infer D } ? D : never> {
  const result = await call;
  if (result.response.ok) return result.data as R extends { data: infer D } ? D : never;
  throw PlatformApiError.fromResult(result);
}
