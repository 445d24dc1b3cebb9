/**
 * Pure reads of a `POST {phone_number_id}/messages` body (decisions 0230, 0010): who it is addressed
 * to, whether it is a read receipt rather than a message, and whether its recipient fields hold
 * characters no forwarded or stored text may hold (the platform's one rule, `@platform/db` `hasUnstorableCharacter`:
 * {proxy_url} bodies stream through the gateway unparsed, so its input guard never sees them).
 */

import { hasUnstorableCharacter } from '@platform/db';

type Obj = Record<string, unknown>;

/**
 * The recipient a send names, read as the upstream reads it (`to ?? recipient`): `to` (a phone
 * number or a business-scoped user id), else `recipient` (a business-scoped user id). A phone number
 * sent as a JSON number (a non-negative safe integer) reads as its digits; '' for anything else.
 */
export function recipientOf(message: Obj): string {
  const v = message.to ?? message.recipient;
  if (typeof v === 'string') return v;
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? String(v) : '';
}

/**
 * The first recipient field (`to`, `recipient`) that is a string holding NUL or an unpaired
 * surrogate; undefined when none does. Both are checked: both are forwarded.
 */
export function unstorableRecipientField(message: Obj): 'to' | 'recipient' | undefined {
  for (const field of ['to', 'recipient'] as const) {
    const v = message[field];
    if (typeof v === 'string' && hasUnstorableCharacter(v)) return field;
  }
  return undefined;
}

/**
 * A read receipt (mark as read, with or without a typing indicator), not a message to a user
 * (decision 0230): `status` is `"read"`, `message_id` a non-empty string (the inbound message it
 * marks), and the body has no `type`, no `to` and no `recipient`. A body that names a recipient or a
 * type is a send (the upstream defaults `type` to text, so it could be delivered as a message) and
 * stays guarded.
 */
export function isReadReceipt(message: Obj): boolean {
  return (
    message.status === 'read' &&
    typeof message.message_id === 'string' &&
    message.message_id !== '' &&
    message.type === undefined &&
    message.to === undefined &&
    message.recipient === undefined
  );
}
