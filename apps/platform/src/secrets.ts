import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Local secrets of an embedded instance, generated on first start and kept under DATA_DIR. */
export interface LocalSecrets {
  /** AES-256-GCM key for secrets at rest (upstream tokens, webhook secrets). Base64, 32 bytes. */
  token_encryption_key: string;
  /** App secret shared by the simulator (signs webhooks) and messaging-proxy (verifies them). */
  upstream_app_secret: string;
  /** Webhook verify token of the simulator ↔ messaging-proxy handshake. */
  upstream_verify_token: string;
  /** Bearer token of the loopback admin endpoint. */
  admin_token: string;
}

/**
 * Loads `<dataDir>/secrets.json` or creates it (mode 0600). Persisting matters: data encrypted with
 * the key before a restart must still decrypt after it.
 */
export function loadOrCreateSecrets(dataDir: string): LocalSecrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LocalSecrets;
  mkdirSync(dataDir, { recursive: true });
  const secrets: LocalSecrets = {
    token_encryption_key: randomBytes(32).toString('base64'),
    upstream_app_secret: randomBytes(16).toString('hex'),
    upstream_verify_token: randomBytes(12).toString('hex'),
    admin_token: randomBytes(24).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}
