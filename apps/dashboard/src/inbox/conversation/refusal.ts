/** How a refused or failed action is shown, and whether a retry of a send keeps its idempotency key. */
import { ApiError } from '../../api/client';

export interface RefusalView {
  title: string;
  message: string;
}

/** An action's error as a title and a sentence (the API's `error` is already one). */
export function refusalView(err: unknown, action = 'This action'): RefusalView {
  if (err instanceof ApiError) {
    if (err.status === 0) return { title: 'No connection', message: err.message };
    if (err.status === 403) return { title: 'Not allowed', message: err.message };
    if (err.status === 404) return { title: 'Not found', message: err.message };
    if (err.status === 409) return { title: `${action} was refused`, message: err.message };
    if (err.status === 429) return { title: 'Too many requests', message: err.message };
    if (err.status >= 500) return { title: 'The platform had a problem', message: err.message };
    return { title: `${action} was refused`, message: err.message };
  }
  return { title: 'Something went wrong', message: err instanceof Error && err.message ? err.message : 'Try again in a moment.' };
}

/**
 * True when the send may have reached the platform or not been decided (no answer, a timeout, a
 * server error, a rate limit): the retry must carry the same idempotency key so it never sends twice.
 * A clear refusal (4xx) decided nothing was sent: the next attempt (usually edited) gets a new key.
 */
export function keepIdempotencyKey(err: unknown): boolean {
  if (!(err instanceof ApiError)) return true;
  return err.status === 0 || err.status === 408 || err.status === 429 || err.status >= 500;
}
