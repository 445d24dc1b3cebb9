import type { Trx } from '@platform/db';
import type { PreferenceSource, PreferenceStatus } from '../domain/marketing-preference';
import type { IdentityFact } from '../domain/upstream-change';
import type { StoredPreferenceRow } from '../infra/db/contacts.repository';
import { publishCustomerEvent } from '../infra/events/publisher';
import type { UsecaseContext } from './context';
import type { PreferencesUsecase } from './preferences.usecase';

/** Identity control messages of the upstream (a business-scoped user id rotation, a number change), reconciled onto contacts. */
export class IdentitiesUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly preferences: PreferencesUsecase,
  ) {}

  /**
   * A business-scoped user id rotation or a number change: reconciled onto the contact (and so its
   * conversations and messages) and its sandbox session in the caller's transaction; a contact the
   * new identity already created is merged into the old one. True when something changed.
   */
  async reconcile(trx: Trx, projectId: string, phoneNumberId: string, id: IdentityFact): Promise<boolean> {
    const now = this.ctx.clock.now();
    const olds = await this.ctx.contacts.byIdentity(trx, projectId, { userId: id.previousUserId, waId: id.waId });
    const old = olds.find((c) => id.previousUserId && c.business_scoped_user_id === id.previousUserId) ?? olds[0];
    const newcomers = (await this.ctx.contacts.byIdentity(trx, projectId, { userId: id.userId, waId: id.newWaId })).filter((c) => c.id !== old?.id);
    if (!old) return false;
    const patch: { phone_number?: string; business_scoped_user_id?: string; parent_business_scoped_user_id?: string } = {};
    if (id.userId && id.userId !== old.business_scoped_user_id) patch.business_scoped_user_id = id.userId;
    if (id.newWaId && id.newWaId.replace(/\D/g, '') !== old.phone_number) patch.phone_number = id.newWaId.replace(/\D/g, '');
    if (id.parentUserId && id.parentUserId !== old.parent_business_scoped_user_id) patch.parent_business_scoped_user_id = id.parentUserId;
    if (!Object.keys(patch).length) return false;
    const moved: StoredPreferenceRow[] = [];
    for (const other of newcomers) {
      // Messages that arrived under the new identity before the rotation was known join the contact.
      await this.ctx.conversations.reassignContact(trx, projectId, other.id, old.id, now);
      await this.ctx.messages.reassignContact(trx, projectId, other.id, old.id);
      // Its numbers and marketing preferences too, read before the erase cascades them away: a stop
      // recorded under the new identity must survive the merge (spec 7.4).
      await this.ctx.contacts.movePresence(trx, projectId, other.id, old.id);
      moved.push(...(await this.ctx.contacts.storedPreferences(trx, projectId, other.id)));
      await this.ctx.contacts.erase(trx, projectId, other.id);
    }
    const updated = await this.ctx.contacts.setIdentity(trx, old.id, patch, now);
    // Replayed onto the survivor as reports: per number the newest one wins (an older one never
    // regresses the survivor's), and a change is a transition like any other (next sequence, event).
    for (const p of moved) {
      await this.preferences.record(trx, {
        projectId,
        contact: updated,
        phoneNumberId: p.phone_number_id,
        status: p.status as PreferenceStatus,
        source: p.source as PreferenceSource,
        observedAt: new Date(p.observed_at ?? p.updated_at),
      });
    }
    if (id.previousUserId && id.userId) await this.ctx.sessions.rotateUserId(trx, id.previousUserId, id.userId, now);
    if (patch.business_scoped_user_id && old.business_scoped_user_id) {
      await publishCustomerEvent(trx, {
        seed: `identity_changed:${old.id}:${old.business_scoped_user_id}:${patch.business_scoped_user_id}`,
        projectId,
        name: 'messaging.contact.identity_changed',
        fields: {
          contact: {
            id: updated.id,
            business_scoped_user_id: updated.business_scoped_user_id,
            previous_business_scoped_user_id: old.business_scoped_user_id,
            parent_business_scoped_user_id: updated.parent_business_scoped_user_id ?? null,
            phone_number: updated.phone_number ?? null,
          },
          phone_number_id: phoneNumberId || null,
        },
        phoneNumberIds: phoneNumberId ? [phoneNumberId] : [],
        occurredAt: id.timestamp,
      });
    }
    return true;
  }
}
