/**
 * A business account's time zone as funding needs it: an IANA name (decision 0235). The upstream
 * reports `timezone_id`, its own numeric time-zone enumeration (the ads platform's); only the ids
 * whose IANA zone is certain are mapped here, and an IANA name given as such is taken as it is.
 * Anything else is unknown (''), which funding answers with `waba_timezone_missing` when the month of
 * the free service allowance must be told (decision 0105).
 */
const BY_ID: Readonly<Record<string, string>> = {
  '1': 'America/Los_Angeles',
  '2': 'America/Denver',
  '3': 'Pacific/Honolulu',
  '4': 'America/Anchorage',
  '5': 'America/Phoenix',
  '6': 'America/Chicago',
  '7': 'America/New_York',
};

/** True for a zone name the runtime's time-zone database knows. */
function isIanaZone(name: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){1,2}$/.test(name) && name !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The IANA zone of an upstream `timezone_id` (or of an IANA name), '' when unknown. */
export function ianaZoneOf(timezoneId: unknown): string {
  if (typeof timezoneId === 'number') timezoneId = String(timezoneId);
  if (typeof timezoneId !== 'string' || !timezoneId) return '';
  if (BY_ID[timezoneId]) return BY_ID[timezoneId];
  return isIanaZone(timezoneId) ? timezoneId : '';
}
