import { GraphError } from '../graph/graph-error';
import { randomToken } from '../ids';
import type { SimRuntime } from '../runtime';
import type { AccessToken } from '../state/types';
import { signupOf, type AuthCode, type LoginConfig } from './signup-state';

/** An authorization code lives 30 s (reference §1) and works once. */
export const CODE_TTL_MS = 30_000;

/** Scopes of the embedded signup login configuration the simulator seeds by default. */
export const DEFAULT_PERMISSIONS = ['whatsapp_business_management', 'whatsapp_business_messaging', 'business_management'];

/** The default login configuration (`SIM_SIGNUP_CONFIG_ID`), as the upstream's "60 days expiration" template but never expiring. */
export function defaultConfig(id: string): LoginConfig {
  return { id, name: 'WhatsApp Embedded Signup', permissions: [...DEFAULT_PERMISSIONS], token_expires_in_seconds: null };
}

/** Issues the code of a finished signup: the token it exchanges to reaches `wabaIds` (and their numbers). */
export function issueCode(sim: SimRuntime, input: Omit<AuthCode, 'code' | 'created_at' | 'used_at'>): AuthCode {
  const code: AuthCode = { ...input, code: `AQ${randomToken(48)}`, created_at: sim.clock.now(), used_at: null };
  signupOf(sim.store).codes.set(code.code, code);
  return code;
}

const oauthError = (code: number, message: string, extra: { subcode?: number; status?: number } = {}): GraphError =>
  new GraphError(code, { message, title: message, bare: true, type: 'OAuthException', status: 400, ...extra });

/**
 * `GET /oauth/access_token?client_id&client_secret&code`: checks in Graph's order (app, secret,
 * code) and answers `{access_token, token_type, expires_in?}`: a business integration system user
 * token on the signup's WABAs with the configuration's permissions.
 */
export function exchangeCode(sim: SimRuntime, p: Record<string, unknown>): Record<string, unknown> {
  const s = signupOf(sim.store);
  const clientId = typeof p.client_id === 'string' ? p.client_id : '';
  if (!clientId) throw oauthError(101, 'Missing client_id parameter.');
  if (clientId !== sim.app.id) throw oauthError(101, 'Error validating application. Invalid application ID.');
  const secret = typeof p.client_secret === 'string' ? p.client_secret : '';
  if (!secret) throw oauthError(1, 'Missing client_secret parameter.');
  if (secret !== sim.app.secret) throw oauthError(1, 'Error validating client secret.');
  const value = typeof p.code === 'string' ? p.code : '';
  if (!value) throw oauthError(1, 'Missing code parameter.');
  const code = s.codes.get(value);
  if (!code) throw oauthError(100, 'Invalid verification code format.');
  if (code.used_at) throw oauthError(100, 'This authorization code has been used.', { subcode: 36009 });
  const now = sim.clock.now();
  if (now.getTime() - code.created_at.getTime() >= CODE_TTL_MS) throw oauthError(100, 'This authorization code has expired.', { subcode: 36007 });
  if (s.takeFault('token_exchange_failed')) throw oauthError(1, 'An unknown error has occurred.', { status: 500 });
  code.used_at = now;
  const config = s.configs.get(code.config_id);
  const lifetime = config?.token_expires_in_seconds ?? null;
  const token: AccessToken = {
    value: `EAAsim${randomToken(40)}`,
    ids: [...code.waba_ids],
    all: false,
    expires_at: lifetime === null ? null : new Date(now.getTime() + lifetime * 1000),
    scopes: [...(config?.permissions ?? DEFAULT_PERMISSIONS)],
    type: 'SYSTEM_USER',
    user_id: code.user_id,
    issued_at: now,
  };
  sim.store.tokens.set(token.value, token);
  return { access_token: token.value, token_type: 'bearer', ...(lifetime === null ? {} : { expires_in: lifetime }) };
}
