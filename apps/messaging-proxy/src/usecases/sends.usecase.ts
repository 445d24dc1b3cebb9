import { notFound } from '@platform/errors';
import { classifyGraphError, graphEnvelopeOf, parseRetryAfter, retryHintOf } from '@platform/graph';
import { isReadReceipt, unstorableRecipientField } from '../domain/send-body';
import { checkVoiceCall, namedMessagingAccount } from '../domain/voice-call';
import type { PhoneNumberRow } from '../infra/db/phone-numbers.repository';
import type { BufferedAnswer, GraphStream } from '../infra/upstream/graph-stream';
import type { UsecaseContext } from './context';
import type { OutboundMessagesUsecase } from './outbound-messages.usecase';
import type { SendAllowed, SendGuardUsecase } from './send-guard.usecase';
import type { ThreadsUsecase, ThreadTake } from './threads.usecase';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

/** How long an accepted send's Idempotency-Key / idempotency_key is remembered with its wamid (decision 0232). */
export const SEND_DONE_TTL_MS = 7 * 24 * 3_600_000;

/**
 * A send key: printable ASCII without spaces, 1-190 characters (funding's send_key adds a prefix, 200
 * at most). A key outside it is refused (400 `invalid_idempotency_key`, RPC INVALID_ARGUMENT), never dropped.
 */
export const SEND_KEY_PATTERN = /^[\x21-\x7e]{1,190}$/;

/** Options of one send. */
export interface SendOptions {
  /** Graph version of the forward (the client's, or the default). */
  version: string;
  /** Names the send for at-most-once delivery. */
  idempotencyKey?: string;
  /** Take the conversation thread first when another app handles it (X-Svc-Take-Control, take_control). */
  takeControl?: boolean;
  /** Who sends (`broadcast:{id}`, `workflow_execution:{id}`, ...), for logs. */
  source?: string;
}

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
 * The guarded send of one message from a project's number (issue 15, decisions 0230, 0232): bad input
 * is a 400 (`invalid_recipient`, `invalid_idempotency_key`), the business account named in the
 * message must be the number's, a read receipt is forwarded unguarded, voice_call buttons are checked
 * and filled, then the thread check (0231), the send guard (classification, opt-out, credit hold), the
 * take of the thread for a take-control send, the forward upstream, the
 * outbound record — with `send.accepted` for an accepted held send, from which funding confirms the
 * hold (decision 0239) — or the hold's release. One implementation for `POST {proxy_url}/{phone_number_id}/messages`
 * (http/pass-through.ts) and the SendMessage RPC (the platform's own senders).
 *
 * At most once per idempotency key: a key whose send the upstream accepted is remembered with its
 * wamid (shared kv, {@link SEND_DONE_TTL_MS}); a retry answers `409 duplicate_send` with that wamid
 * and is not forwarded. Funding's hold of the same key is the durable second line (0104).
 */
export class SendsUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly deps: {
      upstream: GraphStream;
      sendGuard?: Pick<SendGuardUsecase, 'check' | 'settle'>;
      outbound?: Pick<OutboundMessagesUsecase, 'recordSend'>;
      threads?: Pick<ThreadsUsecase, 'guardSend' | 'takeThread'>;
    },
  ) {}

  /** The project's phone number `phoneNumberId`; NOT_FOUND for an unknown or another project's one (alike). */
  async numberOf(projectId: string, phoneNumberId: string): Promise<PhoneNumberRow> {
    const load = () => this.ctx.phoneNumbers.get(projectId, phoneNumberId);
    const number = this.ctx.sendPathCache ? await this.ctx.sendPathCache.number(projectId, phoneNumberId, load) : await load();
    if (!number) throw notFound('PHONE_NUMBER_NOT_FOUND', 'Phone number not found');
    return number;
  }

  /**
   * Sends `message` (a Cloud API message body, already a JSON object) from `number`. Bad input is a
   * 400 before any check (decision 0010): a `to`/`recipient` holding NUL or an unpaired surrogate
   * (`invalid_recipient`), an idempotency key present but outside {@link SEND_KEY_PATTERN}
   * (`invalid_idempotency_key`: dropping it would let a retry send twice). A read receipt (mark as
   * read, typing indicator) is no message to a user: after the `messaging_account_id` check it is
   * forwarded as it is, neither classified, checked, held nor recorded (decision 0230).
   */
  async send(projectId: string, number: PhoneNumberRow, message: Obj, opts: SendOptions): Promise<SendOutcome> {
    const badField = unstorableRecipientField(message);
    if (badField) {
      return refusal(
        400,
        `Invalid body: ${badField} contains a NUL byte or an unpaired surrogate, which is not allowed; nothing was sent`,
        'invalid_recipient',
      );
    }
    if (opts.idempotencyKey !== undefined && !SEND_KEY_PATTERN.test(opts.idempotencyKey)) {
      return refusal(400, 'Idempotency-Key must be 1 to 190 printable ASCII characters without spaces; nothing was sent', 'invalid_idempotency_key');
    }
    const named = namedMessagingAccount(message);
    if (named !== undefined && named !== number.businessAccountId) {
      return refusal(
        422,
        `messaging_account_id ${named} does not match the business account this phone number is configured with; nothing was sent`,
        'messaging_account_mismatch',
      );
    }
    const body: Obj = { ...message };
    delete body.messaging_account_id;
    delete body.paid_messaging_account_id;
    if (isReadReceipt(body)) return this.forwardReadReceipt(number, body, opts);
    const checked = checkVoiceCall(body);
    if (!checked.ok) return refusal(422, checked.error, 'invalid_voice_call');
    const idempotencyKey = opts.idempotencyKey;
    const doneKey = idempotencyKey ? `send-done:${projectId}:${idempotencyKey}` : undefined;
    if (doneKey) {
      const wamid = await this.ctx.kv.get(doneKey);
      if (wamid !== null) return duplicate(wamid || undefined);
    }

    const token = this.ctx.tokens.open(number);
    let take: ThreadTake | undefined;
    if (this.deps.threads) {
      // Thread ownership first (decision 0231): a thread another app handles is never priced nor held.
      // With take-control the thread is only named here: it is taken after the opt-out and the hold.
      const thread = await this.deps.threads.guardSend(number, checked.body, { takeControl: opts.takeControl === true });
      if (!thread.ok) return { kind: 'refused', status: thread.status, body: thread.body, code: thread.code, retryAfterSeconds: 0 };
      take = thread.take;
    }
    let guarded: SendAllowed | undefined;
    if (this.deps.sendGuard) {
      // Opt-out first, then the credit hold: a refusal is never forwarded nor charged.
      const guard = await this.deps.sendGuard.check(projectId, number, checked.body, { version: opts.version, token, idempotencyKey });
      if (!guard.ok) {
        if (guard.body.code === 'duplicate_send') return duplicate(typeof guard.body.wamid === 'string' ? guard.body.wamid : undefined);
        const code = typeof guard.body.code === 'string' ? guard.body.code : '';
        return {
          kind: 'refused',
          status: guard.status,
          body: guard.body,
          code,
          retryAfterSeconds: guard.status === 503 || code === 'send_in_progress' ? 5 : 0,
        };
      }
      guarded = guard;
    }
    if (take && this.deps.threads) {
      // Taken only for a send the guard allowed, so a refused send (opt-out, credits) never takes the
      // conversation from the other app; a take that fails releases the hold (settled as a refused send).
      let taken: Awaited<ReturnType<ThreadsUsecase['takeThread']>>;
      try {
        taken = await this.deps.threads.takeThread(number, take, { version: opts.version, token });
      } catch (err) {
        // Not sent (the take's record failed): the hold and the key's in-flight mark go now, not at expiry.
        await this.deps.sendGuard?.settle(projectId, guarded, 500, Buffer.alloc(0));
        throw err;
      }
      if (!taken.ok) {
        await this.deps.sendGuard?.settle(projectId, guarded, taken.status, Buffer.alloc(0));
        return { kind: 'refused', status: taken.status, body: taken.body, code: taken.code, retryAfterSeconds: 0 };
      }
    }

    const raw = Buffer.from(JSON.stringify(checked.body));
    const path = `${encodeURIComponent(number.phoneNumberId)}/messages`;
    let upstream: BufferedAnswer;
    let answer: Buffer;
    try {
      upstream = await this.deps.upstream.call('POST', opts.version, path, token, { body: raw, contentType: 'application/json' });
      answer = upstream.body;
    } catch {
      // No complete answer (unreachable, reset, or the deadline passed while reading it). A held
      // send's outcome is unknown: its hold is left for a retry with the same key or the sweeper (0104).
      await this.deps.sendGuard?.settle(projectId, guarded, 0, Buffer.alloc(0));
      this.ctx.logger.warn({ phone_number_id: number.phoneNumberId, source: opts.source }, 'send: no upstream answer, outcome unknown');
      return { kind: 'unknown' };
    }
    const parsed = parseJson(answer);
    const wamid = upstream.ok ? acceptedWamid(parsed) : undefined;
    // Remembered before the in-flight mark ends (settle), so a retry never slips in between.
    let remembered = true;
    if (doneKey && wamid)
      await this.ctx.kv.set(doneKey, wamid, SEND_DONE_TTL_MS).catch((err: unknown) => {
        remembered = false;
        this.ctx.logger.error({ err }, 'send: key not remembered');
      });
    const heldKey = wamid ? guarded?.sendKey : undefined;
    if (heldKey) {
      // Accepted and held (decision 0239): `send.accepted` commits with the outbound record and funding
      // confirms the hold from it. Not written → ConfirmCreditHold now, so a database hiccup never
      // leaves the hold unconfirmed; likewise when the key could not be remembered (the hold's state is
      // then the only line against a retry, and it must say `sent` before the in-flight mark ends).
      const written = (await this.deps.outbound?.recordSend(projectId, number, raw, upstream.status, answer, heldKey)) ?? false;
      if (!written)
        this.ctx.logger.warn(
          { phone_number_id: number.phoneNumberId, source: opts.source },
          'send: accepted event not written; credit hold confirmed synchronously',
        );
      await this.deps.sendGuard?.settle(projectId, guarded, upstream.status, answer, { confirmedByEvent: written && remembered });
    } else {
      // Refused, or accepted without a hold: the release (if any) and the outbound record are
      // independent (neither throws): both at once.
      await Promise.all([
        this.deps.sendGuard?.settle(projectId, guarded, upstream.status, answer),
        this.deps.outbound?.recordSend(projectId, number, raw, upstream.status, answer),
      ]);
    }

    return this.answered(upstream, parsed, wamid);
  }

  /**
   * A read receipt (`status: "read"`, `message_id`, optional `typing_indicator`; decision 0230):
   * marks an inbound message read, delivers nothing to anyone, so it has no category, no price, no
   * opt-out, no thread to own and no outbound record; the upstream's answer comes back unchanged.
   */
  private async forwardReadReceipt(number: PhoneNumberRow, body: Obj, opts: SendOptions): Promise<SendOutcome> {
    const token = this.ctx.tokens.open(number);
    const path = `${encodeURIComponent(number.phoneNumberId)}/messages`;
    let upstream: BufferedAnswer;
    try {
      upstream = await this.deps.upstream.call('POST', opts.version, path, token, { body: Buffer.from(JSON.stringify(body)), contentType: 'application/json' });
    } catch {
      return { kind: 'unknown' };
    }
    return this.answered(upstream, parseJson(upstream.body), undefined);
  }

  /** The outcome of an upstream answer: its status, type and bytes; on an error, its code and retry wait. */
  private answered(upstream: BufferedAnswer, parsed: unknown, wamid: string | undefined): SendOutcome {
    const outcome: SendOutcome = {
      kind: 'answered',
      status: upstream.status,
      contentType: upstream.headers.get('content-type') ?? 'application/json',
      answer: upstream.body,
      wamid,
      retryAfterSeconds: 0,
    };
    if (!upstream.ok) {
      const envelope = graphEnvelopeOf(parsed);
      outcome.upstreamErrorCode = typeof envelope?.code === 'number' ? envelope.code : undefined;
      outcome.retryAfterSeconds = retryAfterSeconds(
        outcome.upstreamErrorCode,
        upstream.status,
        upstream.headers.get('retry-after'),
        this.ctx.clock.now().getTime(),
      );
    }
    return outcome;
  }
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

function refusal(status: number, error: string, code = ''): SendOutcome {
  return { kind: 'refused', status, body: code ? { error, code } : { error }, code, retryAfterSeconds: 0 };
}

/** A retry of a key whose send the upstream already accepted. */
function duplicate(wamid: string | undefined): SendOutcome {
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

function parseJson(answer: Buffer): unknown {
  try {
    return JSON.parse(answer.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The wamid of an accepted send (`messages[0].id`). */
function acceptedWamid(parsed: unknown): string | undefined {
  const id = obj((obj(parsed).messages as unknown[] | undefined)?.[0]).id;
  return typeof id === 'string' && id ? id : undefined;
}
