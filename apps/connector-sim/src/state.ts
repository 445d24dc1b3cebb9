import { randomBytes } from 'node:crypto';
import type { SimProp } from './catalog';

/** A connected account of an external user (the connector's `apn_...` accounts). */
export interface SimAccount {
  id: string;
  name: string;
  external_id: string;
  app: string;
  healthy: boolean;
  dead: boolean;
  error: string | null;
  created_at: string;
  updated_at: string;
}

/** A connect token (`ctok_...`), single use: completing the connect flow with it creates an account. */
export interface SimToken {
  token: string;
  external_user_id: string;
  expires_at: string;
  used: boolean;
  app: string | null;
}

/** A dynamic props session created by `reloadProps`. */
export interface SimDynamicProps {
  id: string;
  action: string;
  external_user_id: string;
  props: SimProp[];
}

/** One action run as the simulator saw it (configured props with secrets masked). */
export interface SimRun {
  at: string;
  action: string;
  external_user_id: string;
  configured_props: Record<string, unknown>;
  ok: boolean;
  error: string | null;
}

/** Behaviour knobs set through the control API. */
export interface SimSettings {
  /** Connect API calls per minute per client before 429 (null: no limit). */
  rateLimitPerMinute: number | null;
  /** Lifetime of an OAuth access token, seconds. */
  accessTokenTtlSeconds: number;
  /** Lifetime of a connect token, seconds (the connector's default is 4 hours). */
  connectTokenTtlSeconds: number;
}

/** Generates a connector-style id: prefix plus base62-ish random text. */
export function simId(prefix: string, len = 8): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(len);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return `${prefix}_${out}`;
}

/** The simulator's mutable state. */
export class SimStore {
  accounts = new Map<string, SimAccount>();
  tokens = new Map<string, SimToken>();
  dynamicProps = new Map<string, SimDynamicProps>();
  accessTokens = new Map<string, number>();
  runs: SimRun[] = [];
  requests: { method: string; path: string; at: string }[] = [];
  /** Calls per client id in the current minute window. */
  window = { startedAt: 0, count: 0 };

  /** Forgets everything but the issued access tokens (clients cache theirs, as with the real API). */
  clear(): void {
    this.accounts.clear();
    this.tokens.clear();
    this.dynamicProps.clear();
    this.runs = [];
    this.requests = [];
    this.window = { startedAt: 0, count: 0 };
  }
}
