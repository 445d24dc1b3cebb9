import { randomBytes, randomInt } from 'node:crypto';

/**
 * A Graph-style object id: a digit string of 15 or 16 digits with no leading zero, as upstream
 * issues for businesses, WABAs, phone numbers and credit lines. `taken` avoids collisions.
 */
export function graphId(taken: (id: string) => boolean = () => false): string {
  for (;;) {
    const length = randomInt(15, 17);
    let id = String(randomInt(1, 10));
    while (id.length < length) id += String(randomInt(0, 10));
    if (!taken(id)) return id;
  }
}

/** A message id in upstream's `wamid.` form (opaque base64 after the prefix). */
export function wamid(): string {
  return `wamid.HBgL${randomBytes(27).toString('base64')}`;
}

/** A call id in upstream's `wacid.` form. */
export function wacid(): string {
  return `wacid.HBgL${randomBytes(24).toString('base64')}`;
}

/** A random fbtrace_id: a fresh one on every error response, like Graph's. */
export function fbtraceId(): string {
  return randomBytes(16).toString('base64url').slice(0, 22);
}

/** An opaque random token (webhook handshake challenges, generated access tokens). */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}
