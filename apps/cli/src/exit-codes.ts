/**
 * Exit codes scripts can trust (README "Exit codes", decision 0028). Every failure of the CLI is one
 * {@link CliError} carrying its code; anything else that escapes is a bug and exits 70.
 */
export const ExitCode = {
  /** Done. */
  ok: 0,
  /** The API answered and refused (a 4xx other than 401/403: validation, not found, conflict, credits ...). */
  refused: 1,
  /** The command line is wrong: unknown command or flag, missing or malformed value. Nothing was sent. */
  usage: 2,
  /** No key, or the key was refused (401), or it lacks the scope (403). */
  auth: 3,
  /** The platform could not be reached or failed (network error, timeout, 5xx). */
  unavailable: 4,
  /** A bug of the CLI itself (sysexits' EX_SOFTWARE). */
  internal: 70,
  /** Interrupted by Ctrl-C (SIGINT): 128 + 2, as shells report it. */
  interrupted: 130,
} as const;

export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];

/** A failure the CLI explains in one sentence and maps to its exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCodeValue,
    /** What `--json` prints on stdout: `{ error, status?, code?, request_id? }`. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** A refused or failed API answer as the CLI reports it: 401/403 → auth, 5xx → unavailable, other 4xx → refused. */
export function apiFailure(status: number, body: unknown, requestId: string | null): CliError {
  const b = (body && typeof body === 'object' ? body : {}) as { error?: unknown; code?: unknown };
  const sentence = typeof b.error === 'string' && b.error ? b.error : `HTTP ${status}`;
  const exitCode = status === 401 || status === 403 ? ExitCode.auth : status >= 500 ? ExitCode.unavailable : ExitCode.refused;
  const details = { error: sentence, status, ...(typeof b.code === 'string' ? { code: b.code } : {}), request_id: requestId };
  return new CliError(`${sentence} (HTTP ${status}${requestId ? `, request ${requestId}` : ''})`, exitCode, details);
}

/** The platform could not be reached. */
export function networkFailure(url: string, err: unknown): CliError {
  const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
  const why = cause?.code ?? cause?.message ?? (err as Error)?.message ?? String(err);
  return new CliError(`cannot reach ${url}: ${why}`, ExitCode.unavailable, { error: `cannot reach the platform: ${why}` });
}

/** A bad value on the command line (exit 2). */
export function usageError(message: string): CliError {
  return new CliError(message, ExitCode.usage, { error: message });
}
