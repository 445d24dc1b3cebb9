/**
 * The platform's character rule for text it stores, forwards or looks up (decision 0010): no NUL and no
 * unpaired UTF-16 surrogate. Postgres refuses NUL (a statement would fail) and neither is ever
 * meaningful text. Pure; one copy for every app (the gateway's input guard, messaging-proxy's send
 * path, thread keys and call filters).
 */

/** Matches a NUL or an unpaired surrogate. */
export const UNSTORABLE_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `s` holds a character no stored, forwarded or looked-up text may hold (NUL, unpaired surrogate). */
export function hasUnstorableCharacter(s: string): boolean {
  return UNSTORABLE_CHARACTER.test(s);
}
