/**
 * One idempotency key per compose: the key stays while the same message is retried after an undecided
 * failure (no answer, a server error: it may have gone out, so a retry must not send it twice), and a
 * new key is taken once the message is accepted, clearly refused, or edited into another message (a
 * different message is a new send, never answered by the first one's replay).
 */
import { keepIdempotencyKey } from './refusal';

export interface ComposeKey {
  key: string;
  /** The message (as JSON) the key was last used for; null when unused. */
  message: string | null;
}

/** The key to send `message` with. */
export function keyForSend(state: ComposeKey, message: string, newKey: () => string): ComposeKey {
  if (state.message !== null && state.message !== message) return { key: newKey(), message };
  return { key: state.key, message };
}

/** The state after the send's outcome (`error` undefined = accepted). */
export function keyAfterSend(state: ComposeKey, error: unknown, newKey: () => string): ComposeKey {
  if (error === undefined || !keepIdempotencyKey(error)) return { key: newKey(), message: null };
  return state;
}
