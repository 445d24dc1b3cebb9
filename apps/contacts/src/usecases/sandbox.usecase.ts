import { randomBytes, randomUUID } from 'node:crypto';
import type { contacts } from '@platform/contracts';
import type { Trx } from '@platform/db';
import { failedPrecondition, invalidArgument } from '@platform/errors';
import { ACTIVATION_CODE_LIFE_MS, activationCode, activationMessage, canActivate, codeIn } from '../domain/sandbox';
import type { MessageFact } from '../domain/upstream-change';
import { digitsOf } from '../infra/db/contacts.repository';
import type { SandboxSessionRow } from '../infra/db/sandbox-sessions.repository';
import type { UsecaseContext } from './context';
import { sandboxSessionToWire } from '../wire/sandbox-session.wire';

/**
 * Sandbox sessions (spec 3.7) on the platform sandbox number shared by all projects: a session is
 * created `pending_activation` with a code that expires 15 minutes after creation; the tester's
 * message carrying the code activates it; a number active in another session supersedes that
 * session and closes its open sandbox conversations. Messages between the sandbox number and an
 * active tester belong to that session's project.
 */
export class SandboxUsecase {
  /** @param onSuperseded ends the superseded session's open conversations (the conversations use case). */
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly closeConversations: (trx: Trx, sessionId: string, now: Date) => Promise<void>,
  ) {}

  private sandboxNumber() {
    const s = this.ctx.settings.sandbox;
    if (!s) throw failedPrecondition('SANDBOX_NOT_CONFIGURED', 'The platform sandbox number is not configured');
    return s;
  }

  /** The public view of a session. */
  view(row: SandboxSessionRow): contacts.SandboxSession {
    // Sessions exist only once a sandbox number was configured; a later unset shows an empty number.
    const s = this.ctx.settings.sandbox ?? { phoneNumberId: '', displayPhoneNumber: '' };
    const { message, link } = activationMessage(row.activation_code, digitsOf(s.displayPhoneNumber));
    return sandboxSessionToWire(row, { displayPhoneNumber: s.displayPhoneNumber, message, link });
  }

  /** Creates a pending session for a tester's phone number. */
  async create(projectId: string, phoneNumber: string): Promise<contacts.SandboxSession> {
    this.sandboxNumber();
    const digits = digitsOf(phoneNumber ?? '');
    if (!/^\+?[\d\s().-]+$/.test(phoneNumber ?? '') || digits.length < 6 || digits.length > 15)
      throw invalidArgument('INVALID_PHONE_NUMBER', 'phone_number must be a phone number in international format (6 to 15 digits)');
    const now = this.ctx.clock.now();
    for (let attempt = 0; attempt < 8; attempt++) {
      const row: SandboxSessionRow = {
        id: randomUUID(),
        project_id: projectId,
        phone_number: digits,
        status: 'pending_activation',
        activation_code: activationCode(randomBytes(6)),
        business_scoped_user_id: null,
        activated_at: null,
        expires_at: new Date(now.getTime() + ACTIVATION_CODE_LIFE_MS),
        superseded_at: null,
        created_at: now,
        updated_at: now,
      };
      if (await this.ctx.db.transaction((trx) => this.ctx.sessions.insert(trx, row))) return this.view(row);
    }
    throw new Error('could not allocate a unique activation code');
  }

  /**
   * The project a sandbox message belongs to: a message carrying a live code activates that
   * session (superseding the tester's previous active one); otherwise the tester's active session.
   */
  async route(trx: Trx, m: MessageFact): Promise<{ projectId: string; sessionId: string } | undefined> {
    const waId = m.contact.waId ? digitsOf(m.contact.waId) : undefined;
    const code = m.direction === 'inbound' && m.text ? codeIn(m.text) : undefined;
    if (code) {
      const pending = await this.ctx.sessions.pendingByCode(trx, code);
      const now = this.ctx.clock.now();
      if (
        pending &&
        canActivate({ status: pending.status, expiresAt: new Date(pending.expires_at as string) }, now) &&
        (!waId || waId === pending.phone_number)
      ) {
        const previous = await this.ctx.sessions.activeFor(trx, { phoneNumber: pending.phone_number, userId: m.contact.userId });
        if (previous && previous.id !== pending.id) {
          await this.ctx.sessions.supersede(trx, previous.id, now);
          await this.closeConversations(trx, previous.id, now);
        }
        await this.ctx.sessions.activate(trx, pending.id, { userId: m.contact.userId, now });
        return { projectId: pending.project_id, sessionId: pending.id };
      }
    }
    const active = await this.ctx.sessions.activeFor(trx, { phoneNumber: waId, userId: m.contact.userId });
    return active ? { projectId: active.project_id, sessionId: active.id } : undefined;
  }

  /** The project of a tester's active session (statuses and identity changes on the sandbox number). */
  async projectOf(trx: Trx, ids: { waId?: string; userId?: string }): Promise<string | undefined> {
    const active = await this.ctx.sessions.activeFor(trx, { phoneNumber: ids.waId ? digitsOf(ids.waId) : undefined, userId: ids.userId });
    return active?.project_id;
  }
}
