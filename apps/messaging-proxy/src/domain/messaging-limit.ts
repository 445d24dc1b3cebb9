/**
 * The messaging limit tier as an integer (spec 2.8: a string in create/list responses, an
 * integer in the update response). TIER_UNLIMITED has no finite value and maps to null.
 */
export function messagingLimitAsInteger(tier: string): number | null {
  const m = /^TIER_(\d+)(K?)$/.exec(tier.trim().toUpperCase());
  if (!m) return null;
  return Number(m[1]) * (m[2] === 'K' ? 1000 : 1);
}

/** Digits only (display_phone_number_normalized). */
export function normalizePhoneNumber(display: string): string {
  return display.replace(/\D/g, '');
}
