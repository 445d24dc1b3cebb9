/**
 * @platform/crypto: encryption of secrets at rest (upstream tokens, webhook signing secrets, function
 * secrets): one AES-256-GCM format with a key ring, rotation and caller-bound associated data, which
 * still reads the formats written before it (docs/decisions/0006-encryption-at-rest.md); and the
 * signed media download links of {proxy_url} (media-link.ts, decision 0243).
 */
export { KeyRing, SecretCipher, SecretDecryptionError, sha256Hex, type RingKey } from './secret-cipher';
export {
  MEDIA_LINK_KEY_MIN_BYTES,
  MEDIA_LINK_PARAMS,
  hasMediaLinkParams,
  mediaLinkKey,
  signMediaLink,
  verifyMediaLink,
  type MediaLink,
  type MediaLinkCheck,
} from './media-link';
