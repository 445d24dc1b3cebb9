/** Rules of the API keys page (decisions 0011, 0014): the scopes a role may give, states and grace in words. */
import type { Role } from '../../../api/types';

/** The scopes a key may hold, widest first. */
export const SCOPES = ['full', 'read_only', 'messaging', 'automation', 'billing'] as const;
export type Scope = (typeof SCOPES)[number];

/** What each scope lets a key do. */
export const SCOPE_WORDS: Record<Scope, string> = {
  full: 'Full — everything, the audit log included',
  read_only: 'Read only — reads everything but the audit log',
  messaging: 'Messaging — numbers, messages, broadcasts, webhooks, embeds; its own keys',
  automation: 'Automation — workflows, agent, findings, tables; its own keys',
  billing: 'Billing — funding, usage, credits; its own keys',
};

/**
 * The scopes a role may put on a key (what `scopesOfRole` rules in the gateway, keys/roles.ts): owner and
 * admin every scope; a developer read_only, messaging and automation; nobody else writes keys.
 */
export function scopesOfRole(role: Role, canWriteKeys: boolean): Scope[] {
  if (!canWriteKeys) return [];
  if (role === 'owner' || role === 'admin') return [...SCOPES];
  if (role === 'developer') return ['read_only', 'messaging', 'automation'];
  return [];
}

/** Whether the role may rotate or revoke a key holding `scopes` (only keys it could create). */
export function canHandleKey(role: Role, canWriteKeys: boolean, scopes: readonly string[]): boolean {
  const mine = scopesOfRole(role, canWriteKeys) as string[];
  return mine.length > 0 && scopes.every((s) => mine.includes(s));
}

/** A key's status in words. */
export function keyStatusWords(status: string): string {
  switch (status) {
    case 'active':
      return 'Active';
    case 'rotating':
      return 'Rotated — works until its grace ends';
    case 'expired':
      return 'Expired';
    case 'revoked':
      return 'Revoked';
    default:
      return status;
  }
}

/** A grace period in seconds in words: `0` → `at once`, `3600` → `1 h`, `5400` → `1 h 30 min`. */
export function graceWords(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return 'at once';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  return [h && `${h} h`, m && `${m} min`, s && `${s} s`].filter(Boolean).join(' ');
}

/** Grace periods offered when rotating (the API takes 0 to 86400 seconds; 3600 by default). */
export const GRACE_CHOICES = [0, 300, 3600, 21_600, 86_400] as const;
