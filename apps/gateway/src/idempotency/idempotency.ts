import { hash, hkdfSync } from 'node:crypto';
import { KeyRing, SecretCipher } from '@platform/crypto';

/** The response header of an answer replayed from a key. */
export const IDEMPOTENCY_REPLAY_HEADER = 'Idempotency-Replay';

/** Why a header value is not a key, or undefined when it is one (1–255 characters). */
export function keyProblem(value: string): string | undefined {
  if (value.length < 1 || value.length > 255) return 'Invalid headers: Idempotency-Key must be 1 to 255 characters';
  return undefined;
}

const sha256 = (value: string): string => hash('sha256', value, 'hex');

/** What the row is addressed by: the key itself is never stored. */
export function keyHashOf(key: string): string {
  return sha256(key);
}

/** JSON with object keys sorted at every level: one text per value, whatever the key order the client sent. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value as Record<string, unknown>)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The request a key was used for: method, path (with its query) and body. The body is compared as
 * JSON values (key order and spacing do not make another request); no body and `{}` differ.
 */
export function fingerprintOf(method: string, path: string, body: unknown): string {
  return sha256(`${method.toUpperCase()}\n${path}\n${body === undefined ? '' : canonicalJson(body)}`);
}

/**
 * Whether an answer is kept for the key (replayed to retries) or the key is freed (a retry runs
 * again): the operation's own outcomes are kept, successes and client errors alike (400, 402, 404,
 * 422, ...); what another attempt may change is not: 401/403 (another key may be used), 408, 409
 * ("busy" or a state that may change), 425, 429 (limits), and every 5xx (the platform's fault or an
 * unknown outcome).
 */
export function isKeptStatus(status: number): boolean {
  if (status >= 200 && status < 300) return true;
  if (status >= 400 && status < 500) return ![401, 403, 408, 409, 425, 429].includes(status);
  return false;
}

/** A stored answer: the headers the operation set, and the body bytes. */
export interface StoredAnswer {
  headers: Record<string, string>;
  body: Buffer;
}

/** An answer given after the client was answered 504 (the call went on past the route's deadline): status and what to store. */
export interface LateAnswer {
  status: number;
  answer: StoredAnswer;
}

/** The idempotency state of a request that holds its key (kept on the request state). */
export interface IdempotencyAttempt {
  /**
   * Set by the route handler when the route's deadline passed while its call goes on (it then runs
   * up to the route's deadline again): the 504 is sent at once and this answer, once known, is what
   * the key keeps.
   */
  late?: Promise<LateAnswer | undefined>;
}

/**
 * The cipher of one key's answer: AES-256-GCM (@platform/crypto) under a key derived (HKDF-SHA256)
 * from the client's Idempotency-Key and the project, so a stored answer (which may hold a secret
 * shown once, e.g. a created API key) cannot be read from the database alone.
 */
function cipherOf(projectId: string, key: string): SecretCipher {
  const derived = Buffer.from(hkdfSync('sha256', key, projectId, 'gateway.idempotency.answer.v1', 32));
  return new SecretCipher(new KeyRing({ id: 'idem', key: derived }));
}

/** Seals an answer for the row of (project, key). */
export function sealAnswer(projectId: string, key: string, answer: StoredAnswer): string {
  const plain = JSON.stringify({ h: answer.headers, b: answer.body.toString('base64') });
  return cipherOf(projectId, key).seal(plain, `${projectId}:${keyHashOf(key)}`);
}

/** Opens a stored answer of (project, key). */
export function openAnswer(projectId: string, key: string, sealed: string): StoredAnswer {
  const { h, b } = JSON.parse(cipherOf(projectId, key).open(sealed, `${projectId}:${keyHashOf(key)}`)) as { h: Record<string, string>; b: string };
  return { headers: h, body: Buffer.from(b, 'base64') };
}
