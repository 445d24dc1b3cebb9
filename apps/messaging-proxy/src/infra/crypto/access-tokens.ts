import type { SecretCipher } from '@platform/crypto';

/** Associated data of a number's access token: the value opens only on its own row. */
function aad(projectId: string, phoneNumberId: string): string {
  return `messaging_proxy.access_token:${projectId}:${phoneNumberId}`;
}

/**
 * Upstream access tokens of phone numbers at rest, through the platform's one cipher
 * (@platform/crypto, docs/decisions/0006): sealed bound to the number's project and id. Tokens
 * stored before (`<kid>:...` format) still open.
 */
export class AccessTokens {
  /**
   * Opened tokens by (ciphertext, associated data): every send needs its number's token, and an
   * AES-GCM open per send was ~1 % of the send path's CPU (issue 15 bench). Kept in this process's
   * memory only (where each opened token already lived for its request), never logged, bounded.
   */
  private readonly opened = new Map<string, string>();

  constructor(private readonly cipher: SecretCipher) {}

  /** Id of the key new ciphertexts use (stored in `access_token_key_id`). */
  get keyId(): string {
    return this.cipher.keyId;
  }

  /** Encrypts a number's token. */
  seal(projectId: string, phoneNumberId: string, token: string): string {
    return this.cipher.seal(token, aad(projectId, phoneNumberId));
  }

  /** Encrypts a number's webhook verify token (raw forwarding: handshake and signature key). */
  sealVerifyToken(projectId: string, phoneNumberId: string, token: string): string {
    return this.cipher.seal(token, `messaging_proxy.webhook_verify_token:${projectId}:${phoneNumberId}`);
  }

  /** Decrypts a number's webhook verify token. */
  openVerifyToken(projectId: string, phoneNumberId: string, ciphertext: string): string {
    return this.cipher.open(ciphertext, `messaging_proxy.webhook_verify_token:${projectId}:${phoneNumberId}`);
  }

  /** Decrypts the token of a stored number. */
  open(row: { projectId: string; phoneNumberId: string; accessTokenCiphertext: string }): string {
    const ad = aad(row.projectId, row.phoneNumberId);
    const key = `${ad}\u0000${row.accessTokenCiphertext}`;
    const hit = this.opened.get(key);
    if (hit !== undefined) return hit;
    const token = this.cipher.open(row.accessTokenCiphertext, ad);
    if (this.opened.size >= 10_000) this.opened.clear();
    this.opened.set(key, token);
    return token;
  }
}
