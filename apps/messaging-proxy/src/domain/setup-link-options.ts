/**
 * Validation rules of a setup link's options (spec 2.10, reference 1.4). Pure; returns the
 * normalised options or the first problem as a client-facing message.
 */
import { SETUP_LINK_THEME_KEYS as THEME_KEYS } from '@platform/contracts';

/** Onboarding page languages. */
export const LANGUAGES = ['en', 'es', 'pt', 'hi', 'id', 'ar'] as const;

/** Connection types a link may allow. */
export const CONNECTION_TYPES = ['coexistence', 'dedicated'] as const;

/** Raw options as received. */
export interface RawSetupLinkOptions {
  success_redirect_url?: string;
  failure_redirect_url?: string;
  allowed_origins: string[];
  allowed_connection_types: string[];
  theme_config: Record<string, string | undefined>;
  provision_phone_number: boolean;
  phone_number_area_code?: string;
  phone_number_country_isos: string[];
  reconnect_phone_number?: string;
  language?: string;
}

/** Validated options. */
export interface ValidSetupLinkOptions {
  success_redirect_url?: string;
  failure_redirect_url?: string;
  allowed_origins: string[];
  allowed_connection_types: string[];
  theme_config: Record<string, string>;
  provision_phone_number: boolean;
  phone_number_area_code?: string;
  phone_number_country_isos: string[];
  reconnect_phone_number?: string;
  language?: string;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

function redirectUrl(name: string, v: string | undefined): string | undefined {
  if (v === undefined || v === '') return undefined;
  let u: URL;
  try {
    u = new URL(v);
  } catch {
    throw new SetupLinkOptionsError(`${name} must be an absolute http(s) URL`);
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new SetupLinkOptionsError(`${name} must be an absolute http(s) URL`);
  if (v.length > 2048) throw new SetupLinkOptionsError(`${name} must be at most 2048 characters`);
  return u.toString();
}

/** A rule of 2.10 was broken; the message is client-facing. */
export class SetupLinkOptionsError extends Error {}

/** Validates and normalises options; throws {@link SetupLinkOptionsError}. */
export function validateSetupLinkOptions(raw: RawSetupLinkOptions): ValidSetupLinkOptions {
  const success_redirect_url = redirectUrl('success_redirect_url', raw.success_redirect_url);
  const failure_redirect_url = redirectUrl('failure_redirect_url', raw.failure_redirect_url);

  if (raw.allowed_origins.length > 20) throw new SetupLinkOptionsError('allowed_origins accepts at most 20 origins');
  const allowed_origins = raw.allowed_origins.map((o) => {
    let u: URL;
    try {
      u = new URL(o);
    } catch {
      throw new SetupLinkOptionsError(`allowed_origins: ${JSON.stringify(o)} is not an origin (scheme://host[:port])`);
    }
    if ((u.protocol !== 'https:' && u.protocol !== 'http:') || u.origin !== o.replace(/\/$/, '')) {
      throw new SetupLinkOptionsError(`allowed_origins: ${JSON.stringify(o)} is not an origin (scheme://host[:port], no path)`);
    }
    return u.origin;
  });

  const types = raw.allowed_connection_types.length ? raw.allowed_connection_types : [...CONNECTION_TYPES];
  for (const t of types) {
    if (!(CONNECTION_TYPES as readonly string[]).includes(t))
      throw new SetupLinkOptionsError(`allowed_connection_types: ${JSON.stringify(t)} is not one of ${CONNECTION_TYPES.join(', ')}`);
  }
  const allowed_connection_types = [...new Set(types)];

  const theme_config: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw.theme_config)) {
    if (v === undefined) continue;
    if (!(THEME_KEYS as readonly string[]).includes(k)) throw new SetupLinkOptionsError(`theme_config.${k} is not a theme key`);
    if (!HEX.test(v)) throw new SetupLinkOptionsError(`theme_config.${k} must be a hex colour like #1A2B3C`);
    theme_config[k] = v.toUpperCase();
  }

  if (raw.language !== undefined && raw.language !== '' && !(LANGUAGES as readonly string[]).includes(raw.language)) {
    throw new SetupLinkOptionsError(`language must be one of ${LANGUAGES.join(', ')}`);
  }

  let reconnect: string | undefined;
  if (raw.reconnect_phone_number) {
    if (!/^\+[1-9]\d{6,14}$/.test(raw.reconnect_phone_number))
      throw new SetupLinkOptionsError('reconnect_phone_number must be an E.164 number such as +15550102030');
    reconnect = raw.reconnect_phone_number;
  }

  const isos = raw.phone_number_country_isos.length ? raw.phone_number_country_isos.map((c) => c.toUpperCase()) : ['US'];
  for (const c of isos)
    if (!/^[A-Z]{2}$/.test(c)) throw new SetupLinkOptionsError(`phone_number_country_isos: ${JSON.stringify(c)} is not an ISO 3166-1 alpha-2 code`);

  if (raw.phone_number_area_code !== undefined && raw.phone_number_area_code !== '' && !/^\d{2,5}$/.test(raw.phone_number_area_code)) {
    throw new SetupLinkOptionsError('phone_number_area_code must be 2 to 5 digits');
  }
  // Reconnecting never provisions a new number (reference 1.4).
  const provision = reconnect ? false : raw.provision_phone_number;
  if (!provision && raw.phone_number_area_code) throw new SetupLinkOptionsError('phone_number_area_code is only allowed with provision_phone_number: true');

  return {
    success_redirect_url,
    failure_redirect_url,
    allowed_origins: [...new Set(allowed_origins)],
    allowed_connection_types,
    theme_config,
    provision_phone_number: provision,
    phone_number_area_code: raw.phone_number_area_code || undefined,
    phone_number_country_isos: [...new Set(isos)],
    reconnect_phone_number: reconnect,
    language: raw.language || undefined,
  };
}
