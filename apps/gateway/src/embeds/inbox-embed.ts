/**
 * Inbox embeds (docs/decisions/0017): pure rules, no I/O. An embed is a page at
 * `{app_url}/embed/{token}` showing one scope's conversations (the whole project, one customer's
 * numbers or one number), which only `allowed_origins` may frame (CSP `frame-ancestors`) or call
 * (CORS), authenticated by its token, never by an API key.
 */
import { hash, randomBytes } from 'node:crypto';

export const SCOPE_TYPES = ['project', 'customer', 'phone_number'] as const;
export type ScopeType = (typeof SCOPE_TYPES)[number];

export const DEFAULT_MODES = ['system', 'light', 'dark'] as const;
export type DefaultMode = (typeof DEFAULT_MODES)[number];

/** Origins of one embed, at most. */
export const MAX_ALLOWED_ORIGINS = 20;

/** What an embed is (never its token: only the token's SHA-256 is stored). */
export interface InboxEmbedRecord {
  id: string;
  project_id: string;
  name: string;
  scope_type: ScopeType;
  scope_id: string;
  scope_name: string;
  allowed_origins: string[];
  default_mode: DefaultMode;
  language: string;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
  created_by_key_id: string | null;
  created_by_user_id: string | null;
  created_at: string;
  updated_at: string;
}

/** `active`, or why it no longer opens: `revoked` (DELETE) or `expired` (past `expires_at`). */
export type EmbedStatus = 'active' | 'revoked' | 'expired';

export function statusOf(e: Pick<InboxEmbedRecord, 'revoked_at' | 'expires_at'>, now: Date): EmbedStatus {
  if (e.revoked_at) return 'revoked';
  if (e.expires_at && new Date(e.expires_at).getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** Prefix of every embed token (tells it apart from an API key `mpk_` in logs and leaks). */
export const TOKEN_PREFIX = 'emb_';
const TOKEN_SHAPE = /^emb_[A-Za-z0-9_-]{43}$/;

/** A new token (256 random bits) and its SHA-256, the only thing stored. */
export function newEmbedToken(): { token: string; hash: string } {
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return { token, hash: hashEmbedToken(token) };
}

export function hashEmbedToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** Whether a string can be a token at all (anything else is refused before the database is read). */
export function isTokenShaped(token: string | undefined): token is string {
  return token !== undefined && TOKEN_SHAPE.test(token);
}

/** A parsed allowed origin: scheme, host (`*.` prefix for a wildcard) and port (the scheme's default when absent). */
interface OriginPattern {
  scheme: 'https' | 'http';
  host: string;
  wildcard: boolean;
  port: number;
  /** The normalized origin as stored and put in the CSP. */
  text: string;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * Parses one allowed origin: `https://host[:port]`, `https://*.example.com[:port]` (any subdomain,
 * not the domain itself, as CSP and browsers read it), or `http://localhost[:port]` for local
 * development. No path, query, fragment, credentials or IP address other than localhost; at most
 * 253 characters. Returns the error message for a bad one.
 */
export function parseOrigin(raw: string): OriginPattern | string {
  const v = raw.trim().toLowerCase().replace(/\/$/, '');
  if (v.length === 0 || v.length > 253) return 'must be an origin of 1 to 253 characters';
  const m = /^(https?):\/\/(\*\.)?([a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(v);
  if (!m) return 'must be an origin (scheme://host[:port], no path, query or credentials), e.g. https://app.example.com or https://*.example.com';
  const scheme = m[1] as 'http' | 'https';
  const wildcard = m[2] !== undefined;
  const host = m[3];
  const port = m[4] === undefined ? (scheme === 'https' ? 443 : 80) : Number(m[4]);
  if (port < 1 || port > 65535) return 'has a port outside 1-65535';
  const labels = host.split('.');
  if (!labels.every((l) => LABEL.test(l))) return 'has an invalid host name';
  if (scheme === 'http' && (host !== 'localhost' || wildcard)) return 'must be https (http only for http://localhost)';
  if (/^\d+$/.test(labels[labels.length - 1])) return 'must name a host, not an IP address';
  if (wildcard && labels.length < 2) return 'wildcard must cover the subdomains of a domain (https://*.example.com)';
  if (!wildcard && scheme === 'https' && labels.length < 2 && host !== 'localhost') return 'must name a full host (https://app.example.com)';
  const text = `${scheme}://${wildcard ? '*.' : ''}${host}${m[4] === undefined ? '' : `:${port}`}`;
  return { scheme, host, wildcard, port, text };
}

/** The normalized, deduplicated origins, or the first error (`allowed_origins[i] ...`). */
export function normalizeOrigins(list: string[]): { ok: true; origins: string[] } | { ok: false; message: string } {
  const out: string[] = [];
  for (const [i, raw] of list.entries()) {
    const p = parseOrigin(raw);
    if (typeof p === 'string') return { ok: false, message: `allowed_origins[${i}] ${p}` };
    if (!out.includes(p.text)) out.push(p.text);
  }
  return { ok: true, origins: out };
}

/** Whether a request's `Origin` header value is one of the allowed origins (wildcards: any subdomain). */
export function originAllowed(origin: string | undefined, allowed: readonly string[]): boolean {
  if (!origin) return false;
  const o = /^(https?):\/\/([a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(origin.toLowerCase());
  if (!o) return false;
  const scheme = o[1];
  const host = o[2];
  const port = o[3] === undefined ? (scheme === 'https' ? 443 : 80) : Number(o[3]);
  return allowed.some((a) => {
    const p = parseOrigin(a);
    if (typeof p === 'string' || p.scheme !== scheme || p.port !== port) return false;
    return p.wildcard ? host.endsWith(`.${p.host}`) : host === p.host;
  });
}

/** The `frame-ancestors` directive of an embed's page: exactly its allowed origins (CSP source syntax). */
export function frameAncestors(allowed: readonly string[]): string {
  return allowed.length ? `frame-ancestors ${allowed.join(' ')}` : `frame-ancestors 'none'`;
}

/** A BCP 47 language tag as `<html lang>` takes it (`en`, `pt-BR`, `zh-Hant-TW`). */
export const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;

/** Matches an embed page's path (its token is a secret: never traced or logged). */
export const EMBED_PAGE_PATH = /\/embed\/emb_[A-Za-z0-9_-]*/;
