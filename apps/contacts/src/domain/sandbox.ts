/**
 * Sandbox sessions (spec 3.7), pure rules: a session is created `pending_activation` with a short
 * code that expires 15 minutes after creation; the tester activates it by sending the code from
 * the messaging app to the platform sandbox number; a number active in another session supersedes
 * that session.
 */

/** States of a session. */
export const SANDBOX_STATUSES = ['pending_activation', 'active', 'superseded'] as const;
/** A session state. */
export type SandboxStatus = (typeof SANDBOX_STATUSES)[number];

/** Activation code life (spec 8). */
export const ACTIVATION_CODE_LIFE_MS = 15 * 60_000;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A 6-character activation code from `random` bytes (no look-alike characters). */
export function activationCode(random: Buffer): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[random[i] % ALPHABET.length];
  return code;
}

/** The message the tester sends, and the wa.me link that pre-fills it. */
export function activationMessage(code: string, sandboxDigits: string): { message: string; link: string } {
  const message = `join ${code}`;
  return { message, link: `https://wa.me/${sandboxDigits}?text=${encodeURIComponent(message)}` };
}

/** The code in an inbound text, if it carries one (`join ABC123`, or the code alone). */
export function codeIn(text: string): string | undefined {
  const m = /^\s*(?:join\s+)?([A-Za-z0-9]{6})\s*$/i.exec(text);
  return m ? m[1].toUpperCase() : undefined;
}

/** True when a pending session's code can still activate it at `now`. */
export function canActivate(session: { status: SandboxStatus; expiresAt: Date }, now: Date): boolean {
  return session.status === 'pending_activation' && now.getTime() < session.expiresAt.getTime();
}
