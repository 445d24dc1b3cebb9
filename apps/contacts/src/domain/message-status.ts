/**
 * The status machine of a message (pure). Upstream status webhooks arrive duplicated and out of
 * order (reference §2.2, §4): the stored status only moves forward. `read` may come without
 * `delivered`; `failed` is explicit and final; a late earlier status never regresses a message.
 */

/** Statuses a message can have; inbound messages are `received`. */
export const MESSAGE_STATUSES = ['pending', 'sent', 'delivered', 'read', 'played', 'failed', 'received'] as const;
/** A message status. */
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

const RANK: Record<MessageStatus, number> = { pending: 0, sent: 1, delivered: 2, read: 3, played: 4, failed: 5, received: 0 };

/** True when `v` is an upstream outbound status this machine knows. */
export function isOutboundStatus(v: string): v is 'sent' | 'delivered' | 'read' | 'played' | 'failed' {
  return v === 'sent' || v === 'delivered' || v === 'read' || v === 'played' || v === 'failed';
}

/**
 * The status after `incoming` arrives on a message at `current`: the higher of the two in
 * `pending < sent < delivered < read < played`, with `failed` final. Unknown statuses change nothing.
 */
export function nextStatus(current: MessageStatus, incoming: string): MessageStatus {
  if (!isOutboundStatus(incoming)) return current;
  if (current === 'received') return current;
  return RANK[incoming] > RANK[current] ? incoming : current;
}
