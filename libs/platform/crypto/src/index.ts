/**
 * @platform/crypto: encryption of secrets at rest (upstream tokens, webhook signing secrets, function
 * secrets): one AES-256-GCM format with a key ring, rotation and caller-bound associated data, which
 * still reads the formats written before it (docs/decisions/0006-encryption-at-rest.md).
 */
export { KeyRing, SecretCipher, SecretDecryptionError, sha256Hex, type RingKey } from './secret-cipher';
