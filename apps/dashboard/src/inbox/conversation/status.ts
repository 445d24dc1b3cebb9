/**

 * The delivery state of an outbound message in words and a symbol (the symbol is decoration: the
 * words are always there for a screen reader), and a failed message's reason from the upstream's
 * error, in a plain sentence where the code is a known one.
 */
import type { InboxMessage } from '../inbox-api';

export interface DeliveryView {
  status: InboxMessage['status'];
  /** What a person reads: "Sent", "Delivered", "Read", "Not delivered", ... */
  label: string;
  /** The icon beside the words (`icons.tsx`): clock, ✓, ✓✓ or !. */
  symbol: string;
  /** Class of the symbol and label's color (`conversation.css`); null: the dimmed text color. */
  className: string | null;
  /** For a failed message: why, in words, and the upstream's code when it gave one. */
  failure?: { reason: string; code: string | null };
}

/** Plain sentences for the upstream errors an inbox meets most (reference §4). */
export const ERROR_SENTENCES: Record<string, string> = {
  '131047': 'More than 24 hours have passed since the customer last wrote, so only a template can be sent.',
  '131026': 'WhatsApp could not deliver it (the number may not use WhatsApp, or an old version of it).',
  '131049': 'WhatsApp chose not to deliver it, to keep the customer’s experience good. Try again later.',
  '131051': 'WhatsApp does not support this kind of message.',
  '131052': 'The customer’s media could not be downloaded.',
  '131053': 'The media could not be uploaded; check its type and size.',
  '132000': 'The template’s parameters do not match what the template expects.',
  '132001': 'This template does not exist in that language, or is not approved yet.',
  '132012': 'A template parameter has the wrong format.',
  '131042': 'There is a problem with the business account’s payment method.',
  '131031': 'The business account is locked.',
  '131056': 'Too many messages were sent to this customer in a short time. Wait a moment and try again.',
  '130472': 'The customer’s number is part of an experiment and did not receive marketing messages.',
  '131050': 'The customer stopped marketing messages from this business.',
};

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null);

/** Why a message failed, from its `errors` (the first one the upstream gave). */
export function failureReason(errors: Array<Record<string, unknown>>): { reason: string; code: string | null } {
  const e = errors[0] ?? {};
  const code = str(e.code);
  const details = str((e.error_data as Record<string, unknown> | undefined)?.details);
  const known = code ? ERROR_SENTENCES[code] : undefined;
  const reason = known ?? details ?? str(e.message) ?? str(e.title) ?? 'WhatsApp did not say why.';
  return { reason: /[.!?]$/.test(reason) ? reason : `${reason}.`, code };
}

/** The delivery state of a message; null for an inbound one (the customer's messages have none to show). */
export function deliveryView(m: Pick<InboxMessage, 'direction' | 'status' | 'errors'>): DeliveryView | null {
  if (m.direction === 'inbound') return null;
  switch (m.status) {
    case 'pending':
      return { status: m.status, label: 'Sending', symbol: 'clock', className: null };
    case 'sent':
      return { status: m.status, label: 'Sent', symbol: '✓', className: null };
    case 'delivered':
      return { status: m.status, label: 'Delivered', symbol: '✓✓', className: null };
    case 'read':
      return { status: m.status, label: 'Read', symbol: '✓✓', className: 'cv-read' };
    case 'played':
      return { status: m.status, label: 'Played', symbol: '✓✓', className: 'cv-read' };
    case 'failed':
      return { status: m.status, label: 'Not delivered', symbol: '!', className: 'cv-failed', failure: failureReason(m.errors ?? []) };
    default:
      return { status: m.status, label: 'Sent', symbol: '✓', className: null };
  }
}
