/**
 * Number provisioning of a setup link (decision 0248): the statuses of the number bought for a link,
 * how a verification code is read from the provider's SMS or call, how a number is named for the
 * upstream and the wire, and which onboarding failure code an upstream or provider error becomes.
 * Pure: no I/O.
 */

/**
 * Steps of a provisioned number, in order: `searching` (the flow started), `purchased` (bought from
 * the provider), `added` (on the customer's business account, unverified), `code_requested`,
 * `code_received` (the provider's webhook brought it), `verified`; or `failed` (the attempt failed and
 * what it bought was released) and `released` (released after a later failure of the onboarding).
 * `connected` is not stored: the wire shows it once the link connected this number.
 */
export const PROVISIONING_STATUSES = ['searching', 'purchased', 'added', 'code_requested', 'code_received', 'verified', 'failed', 'released'] as const;

/** A stored step of a provisioned number. */
export type ProvisioningStatus = (typeof PROVISIONING_STATUSES)[number];

/** The onboarding failure codes a provisioning failure answers with (reference §3; the page's failure redirect). */
export type ProvisioningFailureCode = 'phone_verification_failed' | 'waba_limit_reached' | 'facebook_auth_failed';

/** Countries numbers can be provisioned in, ISO 3166 alpha-2 → calling code (E.164 without the `+`). */
const DIAL_CODES: Record<string, string> = {
  US: '1',
  CA: '1',
  PR: '1',
  GB: '44',
  IE: '353',
  AU: '61',
  NZ: '64',
  DE: '49',
  FR: '33',
  ES: '34',
  IT: '39',
  NL: '31',
  BE: '32',
  SE: '46',
  NO: '47',
  DK: '45',
  FI: '358',
  PL: '48',
  PT: '351',
  AT: '43',
  CH: '41',
  MX: '52',
  BR: '55',
  AR: '54',
  CL: '56',
  CO: '57',
  IL: '972',
  IN: '91',
  JP: '81',
  SG: '65',
  HK: '852',
  ZA: '27',
  PH: '63',
};

/** The calling code of a country, or undefined when provisioning does not know the country. */
export function dialCodeOf(countryIso: string): string | undefined {
  return DIAL_CODES[countryIso.toUpperCase()];
}

/** The countries to search, in the link's order; none given means the United States (reference §3). */
export function searchCountries(countryIsos: readonly string[]): string[] {
  const list = countryIsos.map((c) => c.trim().toUpperCase()).filter((c) => c.length > 0);
  return list.length > 0 ? [...new Set(list)] : ['US'];
}

/** What the upstream and the wire need of an E.164 number bought in `countryIso`. */
export interface NumberParts {
  /** Calling code, digits (`1`). */
  dialCode: string;
  /** The national number, digits (`4155550101`). */
  national: string;
  /** The area code for North American numbers (`415`), else the requested one or empty. */
  areaCode: string;
  /** `+1 415-555-0101` for North American numbers, `+44 7700900123` otherwise. */
  display: string;
}

/** Splits an E.164 number of a known country into its parts; undefined when it is not of that country. */
export function numberParts(e164: string, countryIso: string, requestedAreaCode: string | null): NumberParts | undefined {
  const dialCode = dialCodeOf(countryIso);
  const digits = e164.replace(/\D/g, '');
  if (!dialCode || !e164.startsWith('+') || !digits.startsWith(dialCode) || digits.length - dialCode.length < 4) return undefined;
  const national = digits.slice(dialCode.length);
  if (dialCode === '1' && national.length === 10) {
    return { dialCode, national, areaCode: national.slice(0, 3), display: `+1 ${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}` };
  }
  return { dialCode, national, areaCode: requestedAreaCode ?? '', display: `+${dialCode} ${national}` };
}

/**
 * The six-digit code in an SMS ("WhatsApp code 123-830") or in a call's recognised speech
 * ("Verification code is 123830." said three times): the first group of six digits, a hyphen or a
 * space allowed after the third. Undefined when the text carries none.
 */
export function codeFromText(text: string): string | undefined {
  const m = /(?<!\d)(\d{3})[-\s]?(\d{3})(?!\d)/.exec(text);
  return m ? `${m[1]}${m[2]}` : undefined;
}

/** An upstream refusal as provisioning reads it (the fields of a Graph error it needs). */
export interface UpstreamRefusal {
  /** Graph code; undefined when no answer arrived. */
  code: number | undefined;
  subcode: number | undefined;
  /** The library's category (`authorization`, `permission`, `transport`, ...). */
  category: string;
  /** The upstream's message and `error_data.details`. */
  message: string;
  details: string | undefined;
}

/**
 * The failure code of an upstream refusal met while adding or verifying the number: a token the
 * upstream rejects is `facebook_auth_failed`; the portfolio's number limit (Graph 100 with the
 * "maximum number of phone numbers" details) `waba_limit_reached`; anything else — a wrong or
 * expired code (136025), too many code requests (136024), a number already on WhatsApp, the
 * upstream unavailable — `phone_verification_failed`.
 */
export function failureOfUpstream(e: UpstreamRefusal): ProvisioningFailureCode {
  if (e.category === 'authorization') return 'facebook_auth_failed';
  const text = `${e.message} ${e.details ?? ''}`;
  if (/maximum number of (phone )?numbers/i.test(text)) return 'waba_limit_reached';
  return 'phone_verification_failed';
}

/** Graph 100/2388012: the number is already on this business account (a retried add). */
export const isAlreadyOnAccount = (e: Pick<UpstreamRefusal, 'code' | 'subcode'>): boolean => e.code === 100 && e.subcode === 2388012;

/**
 * The upstream refuses to add a number that is still registered on another WhatsApp account (Graph
 * 100, "This number is registered to an existing WhatsApp account…"): a recycled provider number.
 */
export function isNumberInUse(e: UpstreamRefusal): boolean {
  return e.code === 100 && /registered to an existing WhatsApp account/i.test(`${e.message} ${e.details ?? ''}`);
}
