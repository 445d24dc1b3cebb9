import type { Trx } from '@platform/db';
import { decidePreference, type PreferenceSource, type PreferenceStatus } from '../domain/marketing-preference';
import type { ContactRow } from '../infra/db/contacts.repository';
import { publishCustomerEvent } from '../infra/events/publisher';
import type { UsecaseContext } from './context';

/** A reported marketing preference. */
export interface PreferenceReport {
  projectId: string;
  contact: ContactRow;
  phoneNumberId: string;
  status: PreferenceStatus;
  source: PreferenceSource;
  /** Upstream time of the report (orders out-of-order webhooks). */
  observedAt: Date;
  errorCode?: number;
}

/**
 * Marketing preferences (spec 4.12, 6): recorded from `user_preferences` webhooks, from status
 * failures 131050 and from synchronous 131050 send errors. Only real transitions change the state
 * and fire messaging.contact.marketing_preference_changed, numbered with the contact's next
 * sequence (the contact row is locked, so one contact's changes serialise); an older report
 * never regresses a newer one.
 */
export class PreferencesUsecase {
  constructor(private readonly ctx: UsecaseContext) {}

  /** Records a report; true when it was a transition. */
  async record(trx: Trx, r: PreferenceReport): Promise<boolean> {
    const contact = (await this.ctx.contacts.lock(trx, r.projectId, r.contact.id)) ?? r.contact;
    const stored = await this.ctx.contacts.preference(trx, contact.id, r.phoneNumberId);
    const current = stored ? { status: stored.status as PreferenceStatus, observedAt: new Date(stored.observed_at ?? stored.updated_at) } : null;
    const decision = decidePreference(current, r.status, r.observedAt, Number(contact.marketing_sequence ?? 0));
    if (!decision.change) {
      if (decision.reason === 'not_a_transition' && stored) await this.ctx.contacts.touchPreference(trx, contact.id, r.phoneNumberId, r.observedAt);
      return false;
    }
    const now = this.ctx.clock.now();
    await this.ctx.contacts.recordPreference(trx, {
      projectId: r.projectId,
      contactId: contact.id,
      phoneNumberId: r.phoneNumberId,
      status: r.status,
      source: r.source,
      sequence: decision.sequence,
      observedAt: r.observedAt,
      now,
    });
    await this.ctx.contacts.setMarketingSequence(trx, contact.id, decision.sequence);
    await publishCustomerEvent(trx, {
      seed: `marketing_preference:${contact.id}:${decision.sequence}`,
      projectId: r.projectId,
      name: 'messaging.contact.marketing_preference_changed',
      fields: {
        contact: { id: contact.id, phone_number: contact.phone_number ?? null, business_scoped_user_id: contact.business_scoped_user_id ?? null },
        phone_number_id: r.phoneNumberId,
        marketing_preference: {
          status: r.status,
          previous_status: decision.previousStatus,
          source: r.source,
          upstream_error_code: r.errorCode ?? null,
          changed_at: r.observedAt.toISOString(),
        },
        sequence: decision.sequence,
      },
      phoneNumberIds: [r.phoneNumberId],
      occurredAt: r.observedAt,
    });
    return true;
  }

  /** A `user_preferences` webhook item (messaging_proxy.user_preference.changed). */
  async fromWebhook(trx: Trx, e: { projectId: string; phoneNumberId: string; waId: string; value: string; occurredAt: Date }): Promise<boolean> {
    if (e.value !== 'stop' && e.value !== 'resume') return false;
    const contact = await this.ctx.contacts.upsertFromFact(trx, e.projectId, { waId: e.waId }, e.phoneNumberId, this.ctx.clock.now());
    if (!contact) return false;
    return this.record(trx, {
      projectId: e.projectId,
      contact,
      phoneNumberId: e.phoneNumberId,
      status: e.value === 'stop' ? 'stopped' : 'resumed',
      source: 'meta_webhook',
      observedAt: e.occurredAt,
    });
  }
}
