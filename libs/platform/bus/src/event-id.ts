import { hash } from 'node:crypto';

/**
 * A UUID derived from `seed`: the first 128 bits of SHA-256(seed), shaped as a version-8 (custom)
 * UUID with the RFC 4122 variant. The same seed always yields the same id, so an event id derived
 * from the upstream fact it reports (delivery id, message id, ...) makes every redelivery of that
 * fact publish the same `event_id`, which idempotent consumers and the bus's msgId dedupe drop.
 */
export function derivedUuid(seed: string): string {
  const h = hash('sha256', seed, 'hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
