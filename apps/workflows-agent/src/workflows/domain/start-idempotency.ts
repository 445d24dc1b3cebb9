/**
 * StartWorkflowExecution's idempotency key and the conversation owner rule (decision 0726; routing:
 * decision 0722). Pure (node:crypto only).
 */
import { createHash } from 'node:crypto';

/** Longest accepted idempotency key (as the gateway's Idempotency-Key header). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** What a keyed start is compared on: a retry must name the same start. Metadata (user agent, time) is not part of it. */
export interface StartRequestShape {
  workflowId: string;
  phoneNumberId: string;
  phoneNumber?: string;
  recipient?: string;
  variables: Record<string, unknown>;
  context: Record<string, unknown>;
}

/** JSON with object keys sorted at every level (two equal requests give the same text whatever their key order). */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v ?? null);
}

/** The fingerprint of a start request (SHA-256 of its canonical JSON). */
export function startFingerprint(r: StartRequestShape): string {
  return createHash('sha256')
    .update(
      canonical({
        workflow_id: r.workflowId,
        phone_number_id: r.phoneNumberId,
        phone_number: r.phoneNumber ?? null,
        recipient: r.recipient ?? null,
        variables: r.variables,
        context: r.context,
      }),
    )
    .digest('hex');
}

/** An execution that may own a conversation (a root, non-observer one running, waiting or in handoff). */
export interface ConversationOwnerCandidate {
  status: string;
}

/**
 * Which of the candidates (newest first) owns the conversation (decision 0722): one in handoff holds
 * it (the bot never talks over a human), else the newest. Undefined when there are none.
 */
export function conversationOwner<T extends ConversationOwnerCandidate>(candidates: T[]): T | undefined {
  return candidates.find((c) => c.status === 'handoff') ?? candidates[0];
}
