/**
 * Named checks for the Postgres errors callers act on, so no use case or repository compares
 * SQLSTATE strings or driver messages itself. Works on node-postgres and PGlite errors alike
 * (both carry the SQLSTATE in `code`).
 */

/** SQLSTATEs the platform reacts to (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const SqlState = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  lockNotAvailable: '55P03',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  characterNotInRepertoire: '22021',
  untranslatableCharacter: '22P05',
} as const;

function sqlStateOf(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** True when `err` is a unique-constraint violation (23505). */
export function isUniqueViolation(err: unknown): boolean {
  return sqlStateOf(err) === SqlState.uniqueViolation;
}

/**
 * True when a lock could not be had in time: Postgres' `lock_timeout` (55P03), or knex's pool
 * giving up waiting for a connection (every connection is held by callers waiting on the same lock),
 * which knex reports only by message.
 */
export function isLockTimeout(err: unknown): boolean {
  if (sqlStateOf(err) === SqlState.lockNotAvailable) return true;
  const message = err instanceof Error ? err.message : '';
  return /Timeout acquiring a connection/i.test(message);
}

/** True when Postgres refused a value's characters (NUL bytes, invalid encodings): the input's fault, not the server's. */
export function isInvalidCharacterError(err: unknown): boolean {
  const s = sqlStateOf(err);
  return s === SqlState.untranslatableCharacter || s === SqlState.characterNotInRepertoire;
}

/**
 * True when Postgres refused a value a statement was given (SQLSTATE class 22, "data exception", other
 * than the character errors of {@link isInvalidCharacterError}): a date or number out of range, text
 * that is no valid value of its type, a LIKE pattern ending in its escape character, ... Behind a
 * request these are the request's values, which a check before the statement missed: a 400-class
 * answer, never a 500 (the gRPC handler wrapper, decision 0010).
 */
export function isInvalidValueError(err: unknown): boolean {
  const s = sqlStateOf(err);
  return s !== undefined && s.length === 5 && s.startsWith('22') && !isInvalidCharacterError(err);
}

/** Node's socket errors of a connection that could not be made or was cut. */
const CONNECTION_ERRNOS: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * True when the database could not be reached or went away under the statement — the server's outage,
 * not the request's fault: a refused or cut connection (ECONNREFUSED, ECONNRESET, ...), node-postgres'
 * "Connection terminated" (and a query on a client that connection error broke or closed), knex's pool timeout,
 * SQLSTATE class 08 (connection exception), 57P01-57P03 (shutting down,
 * crashed, cannot connect now) and 53300 (too many connections). Callers answer it as a 503 with
 * `Retry-After` (the statement did not commit: a retry is safe), never a 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const code = sqlStateOf(err);
  if (code !== undefined) {
    if (CONNECTION_ERRNOS.has(code)) return true;
    if (code.length === 5 && code.startsWith('08')) return true;
    if (code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') return true;
  }
  if (!(err instanceof Error)) return false;
  // knex could not get a pooled connection in time: none could be opened (or all hang on a dead server).
  if (err.name === 'KnexTimeoutError') return true;
  // node-postgres reports a connection cut under a query, or a query on a connection already broken or
  // closed by the cut, by message only (no code); knex prefixes the statement (`BEGIN; - Connection
  // terminated unexpectedly`), so the message is matched at its end.
  return /(^|\s-\s)(Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)$/.test(
    err.message,
  );
}
