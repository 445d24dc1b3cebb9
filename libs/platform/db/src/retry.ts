import { SqlState } from './errors';

/** SQLSTATEs after which re-running the whole transaction is the documented remedy. */
const RETRYABLE_SQLSTATES = new Set<string>([SqlState.serializationFailure, SqlState.deadlockDetected]);

/** True when `err` is a Postgres serialization failure or deadlock (safe to retry the whole transaction). */
export function isRetryableTransactionError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && RETRYABLE_SQLSTATES.has(code);
}

/** Full-jitter exponential backoff in ms for retry `attempt` (1-based): up to 10, 20, 40 ... capped at 500. */
export function retryDelayMs(attempt: number): number {
  const cap = Math.min(500, 10 * 2 ** (attempt - 1));
  return Math.floor(Math.random() * cap);
}
