/**
 * Marketing preference transitions (pure). A change event fires only on a real transition of the
 * per-(contact, number) preference, and each fired event carries the next value of a monotonic
 * per-contact sequence so receivers can order them (spec 6).
 */

/** Stored preference of a contact on one number. */
export interface PreferenceState {
  status: string;
}

/** Decision for an incoming preference. */
export type PreferenceDecision = { fire: true; previousStatus: string | null; sequence: number } | { fire: false; reason: 'not_a_transition' };

/**
 * `current` is the stored state for (contact, number) or null (never recorded = subscribed);
 * `lastSequence` is the contact's last issued sequence (0 if none). A first `resumed` with nothing
 * stored is not a transition: a contact is subscribed until they stop.
 */
export function decidePreference(current: PreferenceState | null, incoming: string, lastSequence: number): PreferenceDecision {
  const effective = current?.status ?? 'resumed';
  if (effective === incoming) return { fire: false, reason: 'not_a_transition' };
  return { fire: true, previousStatus: current?.status ?? null, sequence: lastSequence + 1 };
}
