/**
 * The forms of a contact identifier (spec 4.12: the contact uuid, a phone number, a business-scoped
 * user id, or a parent one), pure.
 */

/** A phone number as an identifier: digits with `+`, spaces, dots, dashes or parentheses. */
export const PHONE_FORM = /^\+?[\d\s().-]{3,40}$/;

/**
 * A business-scoped user id (reference §2.8: `US.13491208655302741918`, parent `US.ENT.…`, Meta's
 * draft `user.<hex>`; treated as opaque): visible characters only — no whitespace, no control or
 * format characters, no unpaired surrogate (`\p{C}` in Unicode mode covers NUL and lone surrogates).
 * A contact uuid has this form too.
 */
const OPAQUE_ID_FORM = /^[^\s\p{C}]{1,256}$/u;

/**
 * True when `identifier` could name a contact: a phone number, a business-scoped user id or a contact
 * uuid in form. One that cannot (NUL, an unpaired surrogate, spaces outside a phone number, control
 * characters) names no contact: the opt-out check answers it `false` without a query (decision 0230).
 */
export function canNameContact(identifier: string): boolean {
  return PHONE_FORM.test(identifier) || OPAQUE_ID_FORM.test(identifier);
}
