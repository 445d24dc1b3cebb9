/**
 * The rules of one send, `POST {proxy_url}/{phone_number_id}/messages` and SendMessage (decisions
 * 0230, 0232, 0010; orchestrated by usecases/sends.usecase.ts). Pure; no I/O:
 * - reads of the body: who it is addressed to, whether it is a read receipt rather than a message,
 *   whether its recipient fields hold characters no forwarded or stored text may hold (the platform's
 *   one rule, `@platform/db` `hasUnstorableCharacter`: {proxy_url} bodies stream through the gateway
 *   unparsed, so its input guard never sees them), the business account it names;
 * - the voice_call button (spec 4.12, limits 8): checked, defaults filled;
 * - the send key (Idempotency-Key) pattern, the refusals and the outcome of a send;
 * - pricing reads: the recipient digits, the template named, the category it is priced at;
 * - the retry wait of a refused send.
 */

import { hasUnstorableCharacter } from '@platform/db';
import { classifyGraphError, parseRetryAfter, retryHintOf } from '@platform/graph';
import { templateRefSchema } from './untrusted-json';

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

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

// --- voice_call button (spec 4.12, limits 8): every parameter optional; defaults filled so the upstream receives explicit values.

/** display_text default and maximum length. */
export const VOICE_CALL_DEFAULT_TEXT = 'Call Now';
/** Characters (code points) of display_text at most. */
export const VOICE_CALL_TEXT_MAX = 20;
/** ttl_minutes bounds and default (7 days). */
export const VOICE_CALL_TTL_MIN = 1;
/** Largest ttl_minutes (30 days). */
export const VOICE_CALL_TTL_MAX = 43_200;
/** ttl_minutes when omitted. */
export const VOICE_CALL_TTL_DEFAULT = 10_080;
/** Characters (code points) of payload at most. */
export const VOICE_CALL_PAYLOAD_MAX = 512;

/** Result of checking a send body: the body to forward, or the reason it is refused. */
export type VoiceCallCheck = { ok: true; body: Record<string, unknown> } | { ok: false; error: string };

/** Characters of `s` as a person counts them: code points, so an emoji (two UTF-16 units) is one. */
const characters = (s: string): number => [...s].length;

/** Validates and completes a voice_call interactive message; other messages pass unchanged. */
export function checkVoiceCall(body: Record<string, unknown>): VoiceCallCheck {
  const interactive = body.interactive;
  if (body.type !== 'interactive' || !isObject(interactive) || interactive.type !== 'voice_call') return { ok: true, body };
  const action = interactive.action === undefined ? {} : interactive.action;
  if (!isObject(action)) return { ok: false, error: 'interactive.action must be an object' };
  if (action.name !== undefined && action.name !== 'voice_call') return { ok: false, error: "interactive.action.name must be 'voice_call'" };
  const params = action.parameters === undefined ? {} : action.parameters;
  if (!isObject(params)) return { ok: false, error: 'interactive.action.parameters must be an object' };
  const out: Record<string, unknown> = { ...params };
  if (params.display_text === undefined) out.display_text = VOICE_CALL_DEFAULT_TEXT;
  else if (typeof params.display_text !== 'string' || params.display_text.length === 0 || characters(params.display_text) > VOICE_CALL_TEXT_MAX) {
    return { ok: false, error: `interactive.action.parameters.display_text must be 1 to ${VOICE_CALL_TEXT_MAX} characters` };
  }
  if (params.ttl_minutes === undefined) out.ttl_minutes = VOICE_CALL_TTL_DEFAULT;
  else if (
    typeof params.ttl_minutes !== 'number' ||
    !Number.isInteger(params.ttl_minutes) ||
    params.ttl_minutes < VOICE_CALL_TTL_MIN ||
    params.ttl_minutes > VOICE_CALL_TTL_MAX
  ) {
    return { ok: false, error: `interactive.action.parameters.ttl_minutes must be an integer from ${VOICE_CALL_TTL_MIN} to ${VOICE_CALL_TTL_MAX}` };
  }
  if (params.payload !== undefined && (typeof params.payload !== 'string' || characters(params.payload) > VOICE_CALL_PAYLOAD_MAX)) {
    return { ok: false, error: `interactive.action.parameters.payload must be a string of at most ${VOICE_CALL_PAYLOAD_MAX} characters` };
  }
  return { ok: true, body: { ...body, interactive: { ...interactive, action: { ...action, name: 'voice_call', parameters: out } } } };
}

/**
 * The business account a send names (spec 4.12) and the field that named it: `messaging_account_id`
 * wins over the deprecated `paid_messaging_account_id`; undefined when neither is sent.
 */
export function namedMessagingAccount(body: Record<string, unknown>): { field: 'messaging_account_id' | 'paid_messaging_account_id'; id: string } | undefined {
  for (const field of ['messaging_account_id', 'paid_messaging_account_id'] as const) {
    const v = body[field];
    if (v !== undefined && v !== null) return { field, id: String(v) };
  }
  return undefined;
}

// --- send keys, refusals and outcomes (decision 0232)

/** How long a send's record (and so its Idempotency-Key with its outcome) is kept (decisions 0232, 0240). */
export const SEND_RECORD_RETENTION_MS = 7 * 24 * 3_600_000;

/** How long a keyed send's claim holds its key while its checks and hold run (decision 0240). */
export const SEND_CLAIM_LEASE_MS = 30_000;

/** Seconds a retry of a key whose outcome is unknown is told to wait (409 send_outcome_unknown). */
export const OUTCOME_UNKNOWN_RETRY_AFTER_S = 10;

/**
 * The states of a send's durable record (decision 0240):
 * - `claimed`: a keyed send's checks and hold are running; never forwarded yet;
 * - `forwarding`: written before the upstream is called; its lease covers the upstream call;
 * - `accepted`: the upstream answered with a wamid (now, or found later from its status webhook);
 * - `refused`: the upstream answered a refusal: not sent, the key may be used again;
 * - `unknown`: no complete answer, or the process died while forwarding (a `forwarding` record whose
 *   lease ended reads the same): it may have gone out; reconciled from the status webhooks;
 * - `lapsed`: still unknown after the outcome deadline: presumed not sent, the key is spent.
 */
export type SendRecordState = 'claimed' | 'forwarding' | 'accepted' | 'refused' | 'unknown' | 'lapsed';

/** What a new attempt with a key reads of the key's record. */
export interface SendRecordView {
  state: SendRecordState;
  wamid: string | null;
  leaseUntil: Date;
}

/**
 * What a new attempt with an Idempotency-Key does when the key already has a record (decision 0240):
 * `take` the key over (the earlier attempt never forwarded it, or the upstream refused it), or answer
 * the outcome: `409 duplicate_send` with the wamid (accepted), `409 send_in_progress` (another attempt
 * holds it now), `409 send_outcome_unknown` (it may have gone out: never forwarded again until the
 * platform knows), `409 idempotency_key_spent` (unknown past the deadline: presumed not sent).
 */
export function retryVerdict(record: SendRecordView, nowMs: number): 'take' | SendOutcome {
  const live = record.leaseUntil.getTime() > nowMs;
  switch (record.state) {
    case 'accepted':
      return duplicateSend(record.wamid ?? undefined);
    case 'refused':
      return 'take';
    case 'claimed':
      return live ? sendInProgress(record.leaseUntil.getTime() - nowMs) : 'take';
    case 'forwarding':
      if (live) return sendInProgress(record.leaseUntil.getTime() - nowMs);
      return outcomeUnknown();
    case 'unknown':
      return outcomeUnknown();
    case 'lapsed':
      return keySpent();
  }
}

/** 409 send_in_progress: another attempt with the key holds it for `remainingMs` at most. */
export function sendInProgress(remainingMs: number): SendOutcome {
  return {
    kind: 'refused',
    status: 409,
    code: 'send_in_progress',
    retryAfterSeconds: Math.max(1, Math.min(5, Math.ceil(remainingMs / 1000))),
    body: { error: 'A send with this Idempotency-Key is in progress; nothing was sent again', code: 'send_in_progress' },
  };
}

function outcomeUnknown(): SendOutcome {
  return {
    kind: 'refused',
    status: 409,
    code: 'send_outcome_unknown',
    retryAfterSeconds: OUTCOME_UNKNOWN_RETRY_AFTER_S,
    body: {
      error:
        'An earlier send with this Idempotency-Key may have reached the upstream and its outcome is not known yet; nothing was sent again. Retry later with the same key to learn the outcome',
      code: 'send_outcome_unknown',
    },
  };
}

function keySpent(): SendOutcome {
  return {
    kind: 'refused',
    status: 409,
    code: 'idempotency_key_spent',
    retryAfterSeconds: 0,
    body: {
      error: 'This Idempotency-Key names an earlier send whose outcome stayed unknown and is presumed not sent; send again with a new key',
      code: 'idempotency_key_spent',
    },
  };
}

/**
 * The recipient as the upstream's status webhooks name it (decision 0240): the digits of a phone
 * number (`recipient_id`), else the business-scoped user id as given (`recipient_user_id`); '' when none.
 */
export function sightedRecipient(message: Obj): string {
  const named = recipientOf(message).trim();
  return /^\+?[\d\s().-]{4,30}$/.test(named) ? named.replace(/\D/g, '') : named;
}

/**
 * A send key: printable ASCII without spaces, 1-190 characters (funding's send_key adds a prefix, 200
 * at most). A key outside it is refused (400 `invalid_idempotency_key`, RPC INVALID_ARGUMENT), never dropped.
 */
export const SEND_KEY_PATTERN = /^[\x21-\x7e]{1,190}$/;

/** The upstream code of a send refused because the user stopped marketing messages. */
export const MARKETING_STOPPED_CODE = 131050;

/**
 * The outcome of one send:
 * - `refused`: the platform refused it (nothing forwarded, nothing charged); `body` is `{ error, code?, ... }`;
 * - `answered`: the upstream answered (`status`, `contentType`, the raw `answer`), accepted when `wamid` is set;
 * - `unknown`: no complete upstream answer: whether the message went out is unknown.
 */
export type SendOutcome =
  | {
      kind: 'refused';
      status: number;
      body: Obj;
      code: string;
      /** 503 (a dependency could not be asked) and 409 send_in_progress: worth retrying after this many seconds; else 0. */
      retryAfterSeconds: number;
    }
  | {
      kind: 'answered';
      status: number;
      contentType: string;
      answer: Buffer;
      wamid?: string;
      /** The upstream's error code, when it refused the send. */
      upstreamErrorCode?: number;
      /** Seconds to wait before retrying (throttling, retryable errors); 0 when none. */
      retryAfterSeconds: number;
    }
  | { kind: 'unknown' };

/**
 * The refusal of a send's input before anything is checked (decision 0010), or undefined when the
 * input passes: a `to`/`recipient` holding NUL or an unpaired surrogate (400 `invalid_recipient`), an
 * idempotency key present but outside {@link SEND_KEY_PATTERN} (400 `invalid_idempotency_key`:
 * dropping it would let a retry send twice), a named business account that is not the number's
 * (422 `messaging_account_mismatch`).
 */
export function inputRefusal(message: Obj, idempotencyKey: string | undefined, businessAccountId: string): SendOutcome | undefined {
  const badField = unstorableRecipientField(message);
  if (badField) {
    return refusal(400, `Invalid body: ${badField} contains a NUL byte or an unpaired surrogate, which is not allowed; nothing was sent`, 'invalid_recipient');
  }
  if (idempotencyKey !== undefined && !SEND_KEY_PATTERN.test(idempotencyKey)) {
    return refusal(400, 'Idempotency-Key must be 1 to 190 printable ASCII characters without spaces; nothing was sent', 'invalid_idempotency_key');
  }
  const named = namedMessagingAccount(message);
  if (named !== undefined && named.id !== businessAccountId) {
    // The field the client sent is the one named: a client of the deprecated alias never sees the other.
    return refusal(
      422,
      `${named.field} ${named.id} does not match the business account this phone number is configured with; nothing was sent`,
      'messaging_account_mismatch',
    );
  }
  return undefined;
}

/** The body forwarded upstream: the message without `messaging_account_id` and `paid_messaging_account_id`. */
export function forwardedBody(message: Obj): Obj {
  const body: Obj = { ...message };
  delete body.messaging_account_id;
  delete body.paid_messaging_account_id;
  return body;
}

/** A refusal outcome: `{ error, code }` (`{ error }` when `code` is ''). */
export function refusal(status: number, error: string, code = ''): SendOutcome {
  return { kind: 'refused', status, body: code ? { error, code } : { error }, code, retryAfterSeconds: 0 };
}

/** A retry of a key whose send the upstream already accepted (409 `duplicate_send`, with its wamid when known). */
export function duplicateSend(wamid: string | undefined): SendOutcome {
  return {
    kind: 'refused',
    status: 409,
    code: 'duplicate_send',
    retryAfterSeconds: 0,
    body: {
      error: 'This idempotency key already names a send the upstream accepted; nothing was sent again',
      code: 'duplicate_send',
      ...(wamid ? { wamid } : {}),
    },
  };
}

/** Seconds before a refused send is worth retrying: 5 for 503 (a dependency could not be asked) and 409 send_in_progress; else 0. */
export function guardRetryAfterSeconds(status: number, code: string): number {
  return status === 503 || code === 'send_in_progress' ? 5 : 0;
}

/**
 * Seconds to wait before retrying a refused send (decision 0232): the upstream's Retry-After when
 * it gave one; else by code: 131056 (pair limit, one message per 6 s to a user) 6 s, 130429
 * (number throughput) 1 s, other throttles (4, 80007, 131048, ...) 60 s, server faults and 5xx 5 s;
 * 0 for errors a retry as-is will not fix.
 */
export function retryAfterSeconds(code: number | undefined, httpStatus: number, retryAfterHeader: string | null, nowMs: number): number {
  const hint = retryHintOf({ category: classifyGraphError(code, httpStatus), code, httpStatus });
  if (hint !== 'retry' && hint !== 'retry_after') return 0;
  const header = parseRetryAfter(retryAfterHeader, nowMs);
  if (header !== undefined && header > 0) return Math.max(1, Math.ceil(header / 1000));
  if (hint === 'retry') return 5;
  if (code === 131056) return 6;
  if (code === 130429) return 1;
  return 60;
}

// --- classification and pricing (decision 0230)

/** Template categories the upstream names (upper case there); anything else is priced as marketing. */
const CATEGORIES = new Set(['marketing', 'utility', 'authentication']);

/** A send's classification (decision 0230). */
export interface SendClass {
  category: 'marketing' | 'utility' | 'authentication' | 'service';
  /** True when the template was not found upstream (or could not be read) and is treated as marketing. */
  assumed: boolean;
  /** Recipient digits (the `to` of the message, else its `recipient`, when a phone number), '' when none. */
  recipient: string;
  /**
   * The business-scoped user id the send names instead of a phone number (decision 0241), as given
   * (trimmed); '' when the recipient is a phone number or absent. Its country prices the send when
   * the contact's phone number is not known.
   */
  userId: string;
}

/**
 * The recipient digits a send is priced for: a phone number (digits, with `+`, spaces, dots, dashes or
 * parentheses) as digits; '' for a business-scoped user id (decision 0241: priced by the contact's
 * known phone number, else by the id's country) or an absent recipient.
 */
export function pricedRecipient(message: Obj): string {
  const named = recipientOf(message);
  return /^\+?[\d\s().-]{4,30}$/.test(named) ? named.replace(/\D/g, '') : '';
}

/** The template a template send names (`template.name`, `template.language.code`, '' when absent); undefined for any other send. */
export function namedTemplate(message: Obj): { name: string; language: string } | undefined {
  if (message.type !== 'template') return undefined;
  const t = templateRefSchema.parse(message.template);
  return { name: t.name, language: t.language.code };
}

/**
 * The classification of a send: `service` for anything but a template; a template at the category
 * the upstream names for it (lower case), else marketing (`assumed`: unknown or unreadable).
 */
export function classOf(message: Obj, templateCategory: string | undefined): SendClass {
  const recipient = pricedRecipient(message);
  const userId = recipient ? '' : recipientOf(message).trim();
  if (message.type !== 'template') return { category: 'service', assumed: false, recipient, userId };
  if (templateCategory && CATEGORIES.has(templateCategory)) return { category: templateCategory as SendClass['category'], assumed: false, recipient, userId };
  return { category: 'marketing', assumed: true, recipient, userId };
}
