import type { contacts } from '@platform/contracts';
import type { SandboxSessionRow } from '../infra/db/sandbox-sessions.repository';

const iso = (v: unknown) => (v === null || v === undefined ? undefined : new Date(v as string).toISOString());

/** A session row → the public session (activation text and link from the sandbox number). */
export function sandboxSessionToWire(r: SandboxSessionRow, sandbox: { displayPhoneNumber: string; message: string; link: string }): contacts.SandboxSession {
  return {
    id: r.id,
    phone_number: r.phone_number,
    status: r.status,
    activation_code: r.activation_code,
    activation_message: sandbox.message,
    activation_link: sandbox.link,
    sandbox_phone_number: sandbox.displayPhoneNumber,
    activated_at: iso(r.activated_at),
    expires_at: iso(r.expires_at)!,
    superseded_at: iso(r.superseded_at),
    business_scoped_user_id: r.business_scoped_user_id ?? undefined,
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
  };
}
