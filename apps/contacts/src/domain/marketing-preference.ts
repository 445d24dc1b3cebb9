/**
 * Marketing preference transitions (pure). One preference per (contact, number); it changes only
 * on a real transition (stopped ↔ resumed), never regresses on an older report (webhooks arrive out
 * of order), and each transition takes the contact's next sequence number (strictly increasing).
 */

/** Values of a preference. */
export type PreferenceStatus = 'stopped' | 'resumed';
/** Where a preference was learned (spec 4.12). */
export type PreferenceSource = 'meta_webhook' | 'meta_delivery_error' | 'meta_synchronous_error';

/** The stored preference of a contact on a number. */
export interface StoredPreference {
  status: PreferenceStatus;
  /** Upstream time of the report that set it. */
  observedAt: Date;
}

/** What to do with a reported preference. */
export type PreferenceDecision =
  { change: true; previousStatus: PreferenceStatus | null; sequence: number } | { change: false; reason: 'not_a_transition' | 'older_report' };

/**
 * `current` is the stored preference (null: never recorded, i.e. subscribed); `lastSequence` the
 * contact's last issued sequence. A report older than the stored one is ignored; a first `resumed`
 * is not a transition (a contact is subscribed until they stop).
 */
export function decidePreference(current: StoredPreference | null, incoming: PreferenceStatus, observedAt: Date, lastSequence: number): PreferenceDecision {
  if (current && observedAt.getTime() < current.observedAt.getTime()) return { change: false, reason: 'older_report' };
  const effective = current?.status ?? 'resumed';
  if (effective === incoming) return { change: false, reason: 'not_a_transition' };
  return { change: true, previousStatus: current?.status ?? null, sequence: lastSequence + 1 };
}

/** The upstream code of a send refused or failed because the user stopped marketing messages. */
export const MARKETING_STOPPED_CODE = 131050;
