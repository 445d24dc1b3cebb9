import { storableJson } from '@platform/db';
import type { MessageFact } from './upstream-change';

type Obj = Record<string, unknown>;

/** A send the upstream accepted through the pass-through (OutboundMessageSent). */
export interface OutboundSend {
  projectId: string;
  phoneNumberId: string;
  wamid: string;
  to: string;
  recipientWaId?: string;
  recipientUserId?: string;
  requestJson: string;
  occurredAt: Date;
  /** X-Request-Id of the request that made the send (decision 0018). */
  requestId?: string;
}

/** True when a recipient (`to`) is a business-scoped user id rather than a phone number. */
export const isBsuid = (v: string) => !/^\+?[\d\s().-]+$/.test(v);

/** The message fact of a pass-through send. */
export function outboundFact(send: OutboundSend): MessageFact {
  let request: Obj = {};
  try {
    // The client's body as the upstream took it; the record's copy without the characters Postgres
    // refuses (NUL, unpaired surrogates → U+FFFD, decision 0506).
    request = storableJson(JSON.parse(send.requestJson) as Obj);
  } catch {
    // The send happened; its content is unknown.
  }
  const type = typeof request.type === 'string' ? request.type : 'text';
  const content = request[type] && typeof request[type] === 'object' ? (request[type] as Obj) : {};
  return {
    wamid: send.wamid,
    direction: 'outbound',
    origin: 'cloud_api',
    contact: {
      waId: send.recipientWaId || (!isBsuid(send.to) ? send.to : undefined),
      userId: send.recipientUserId || (isBsuid(send.to) ? send.to : undefined),
    },
    type,
    content,
    text: type === 'text' ? String((content as { body?: unknown }).body ?? '') : undefined,
    contextWamid: typeof (request.context as Obj | undefined)?.message_id === 'string' ? ((request.context as Obj).message_id as string) : undefined,
    timestamp: send.occurredAt,
    ...(send.requestId ? { requestId: send.requestId } : {}),
  };
}
