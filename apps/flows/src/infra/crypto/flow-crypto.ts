import { constants, createCipheriv, createDecipheriv, createHmac, generateKeyPair, privateDecrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const generate = promisify(generateKeyPair);

/** An RSA key pair in PEM (public SPKI, private PKCS#8). */
export interface FlowKeyPair {
  publicKeyPem: string;
  privateKeyPem: string;
}

/** A decrypted data-exchange request and what its reply must be encrypted with. */
export interface DecryptedRequest {
  payload: Record<string, unknown>;
  aesKey: Buffer;
  iv: Buffer;
}

/** The request could not be decrypted (the endpoint answers 421, the client re-fetches the key). */
export class DecryptionError extends Error {}

/** A fresh 2048-bit RSA key pair for a number's flows encryption. */
export async function newFlowKeyPair(): Promise<FlowKeyPair> {
  const { publicKey, privateKey } = await generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKeyPem: publicKey, privateKeyPem: privateKey };
}

/**
 * Decrypts an upstream data-exchange body (platform-capabilities 5.2): `encrypted_aes_key` is
 * RSA-OAEP (SHA-256, MGF1 SHA-256) of a 128-bit key; `encrypted_flow_data` is AES-GCM under it with
 * `initial_vector`, the 16-byte tag appended. Anything wrong is a {@link DecryptionError}.
 */
export function decryptRequest(body: unknown, privateKeyPem: string): DecryptedRequest {
  const b = body as Record<string, unknown> | null;
  if (!b || typeof b.encrypted_flow_data !== 'string' || typeof b.encrypted_aes_key !== 'string' || typeof b.initial_vector !== 'string')
    throw new DecryptionError('missing encrypted_flow_data, encrypted_aes_key or initial_vector');
  try {
    const aesKey = privateDecrypt(
      { key: privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(b.encrypted_aes_key, 'base64'),
    );
    if (aesKey.length !== 16) throw new DecryptionError('the AES key is not 128 bits');
    const iv = Buffer.from(b.initial_vector, 'base64');
    const data = Buffer.from(b.encrypted_flow_data, 'base64');
    if (iv.length === 0 || data.length < 17) throw new DecryptionError('ciphertext or IV too short');
    const decipher = createDecipheriv('aes-128-gcm', aesKey, iv);
    decipher.setAuthTag(data.subarray(data.length - 16));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
    const payload = JSON.parse(plain) as unknown;
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) throw new DecryptionError('the payload is not a JSON object');
    return { payload: payload as Record<string, unknown>, aesKey, iv };
  } catch (e) {
    if (e instanceof DecryptionError) throw e;
    throw new DecryptionError('cannot decrypt the request');
  }
}

/** Encrypts a reply (AES-GCM, same key, every IV bit flipped, tag appended) as the base64 text body. */
export function encryptResponse(reply: unknown, aesKey: Buffer, iv: Buffer): string {
  const flipped = Buffer.from(iv.map((x) => ~x & 0xff));
  const cipher = createCipheriv('aes-128-gcm', aesKey, flipped);
  return Buffer.concat([cipher.update(JSON.stringify(reply), 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
}

/** Whether `header` (`sha256=<hex>`) is the HMAC-SHA256 of `rawBody` with the app secret (timing-safe). */
export function validSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header || !header.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
