import type { Trx } from '@platform/db';

/**
 * The marketing-preference state the webhooks service keeps to fire
 * `messaging.contact.marketing_preference_changed` only on real transitions, with a strictly
 * increasing per-contact sequence.
 */
export class PreferencesRepository {
  /**
   * Locks the contact's sequence row for the rest of the transaction (creating it at 0) and returns
   * the last sequence: every change of one contact serialises here.
   */
  async lockSequence(trx: Trx, projectId: string, contactId: string): Promise<number> {
    await trx('contact_sequences').insert({ project_id: projectId, contact_id: contactId, last_sequence: 0 }).onConflict(['project_id', 'contact_id']).ignore();
    const row = (await trx('contact_sequences').where({ project_id: projectId, contact_id: contactId }).forUpdate().first('last_sequence')) as {
      last_sequence: string | number;
    };
    return Number(row.last_sequence);
  }

  /** The stored preference of a contact on a number, if any. */
  async status(trx: Trx, projectId: string, contactId: string, phoneNumberId: string): Promise<string | undefined> {
    const row = (await trx('marketing_preferences').where({ project_id: projectId, contact_id: contactId, phone_number_id: phoneNumberId }).first('status')) as
      { status: string } | undefined;
    return row?.status;
  }

  /** Records a transition: the new status and the contact's new last sequence. */
  async recordTransition(
    trx: Trx,
    t: { projectId: string; contactId: string; phoneNumberId: string; status: string; sequence: number; now: Date },
  ): Promise<void> {
    await trx('marketing_preferences')
      .insert({ project_id: t.projectId, contact_id: t.contactId, phone_number_id: t.phoneNumberId, status: t.status, updated_at: t.now })
      .onConflict(['project_id', 'contact_id', 'phone_number_id'])
      .merge({ status: t.status, updated_at: t.now });
    await trx('contact_sequences').where({ project_id: t.projectId, contact_id: t.contactId }).update({ last_sequence: t.sequence });
  }
}
