/** Prefix of the dashboard's API: `{app_url}/api/v1`, same origin as the page (decision 0021). */
export const API_ROOT = '/app/api/v1';

/** A refusal of the API, with its sentence (`error` of the body) and the fields it carried. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What the client needs from its surroundings; tests pass their own `fetch`. */
export interface ApiClientOptions {
  fetch?: typeof fetch;
  /** Called on any 401 (the session ended or never existed): the app goes back to sign-in. */
  onUnauthorized?: () => void;
  /** Prefix of every path (default {@link API_ROOT}); an inbox embed's client uses `/app/embed/api`. */
  root?: string;
  /** Whether cookies travel (default `same-origin`); an inbox embed's client sends none (`omit`). */
  credentials?: 'same-origin' | 'omit' | 'include';
  /** Headers sent on every call (an inbox embed's `X-Embed-Token`). */
  headers?: Record<string, string>;
  /** False: never sends a CSRF token, even one set (an inbox embed has no session). Default true. */
  csrf?: boolean;
}

const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The dashboard's one way to call its API: the session cookie travels by itself (same origin,
 * `credentials: 'same-origin'`); every write carries the session's CSRF token in `X-CSRF-Token`
 * (decision 0015). Never an API key. Answers `data`-wrapped JSON as parsed; a non-2xx answer throws
 * an {@link ApiError} whose message is the API's sentence.
 */
export class ApiClient {
  private csrf: string | null = null;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly opts: ApiClientOptions = {}) {
    this.fetchImpl = opts.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  /** Keeps the CSRF token of the session (from sign-in or `GET /me`); null after sign-out. */
  setCsrfToken(token: string | null): void {
    this.csrf = token;
  }

  /** Calls `{root}{path}` (root: {@link API_ROOT} unless given); `body` is sent as JSON; `extra` headers (e.g. `idempotency-key`) are added. */
  async request<T>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', ...this.opts.headers, ...extra };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (WRITE.has(method) && this.csrf && this.opts.csrf !== false) headers['x-csrf-token'] = this.csrf;
    let res: Response;
    try {
      res = await this.fetchImpl(`${this.opts.root ?? API_ROOT}${path}`, {
        method,
        headers,
        credentials: this.opts.credentials ?? 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ApiError(0, 'The platform could not be reached. Check your connection and try again.');
    }
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!res.ok) {
      const fields = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
      const message = typeof fields.error === 'string' ? sentence(fields.error) : `The platform answered ${res.status}. Try again in a moment.`;
      if (res.status === 401 && !path.startsWith('/session')) this.opts.onUnauthorized?.();
      throw new ApiError(res.status, message, fields);
    }
    return parsed as T;
  }

  /** GET. */
  get<T>(path: string): Promise<T> {
    return this.request<T>('GET', path);
  }

  /** POST with a JSON body. */
  post<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('POST', path, body ?? {});
  }

  /** DELETE. */
  delete<T>(path: string): Promise<T> {
    return this.request<T>('DELETE', path);
  }
}

/** The API's message as a sentence: capital first letter, a final period. */
export function sentence(message: string): string {
  const m = message.trim();
  if (!m) return m;
  const first = m[0].toUpperCase() + m.slice(1);
  return /[.!?]$/.test(first) ? first : `${first}.`;
}
