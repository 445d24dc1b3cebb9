import { notFound } from '@platform/errors';
import { graphEnvelopeOf } from '@platform/graph';
import {
  checkVoiceCall,
  duplicateSend,
  forwardedBody,
  guardRetryAfterSeconds,
  inputRefusal,
  isReadReceipt,
  MARKETING_STOPPED_CODE,
  recipientOf,
  refusal,
  retryAfterSeconds,
  SEND_DONE_TTL_MS,
  type SendOutcome,
} from '../domain/send';
import { looseObject, looseString, readSendAnswer, type SendAnswer, wamidOf } from '../domain/untrusted-json';
import type { PhoneNumberRow } from '../infra/db/phone-numbers.repository';
import type { SendsRepository } from '../infra/db/sends.repository';
import type { BufferedAnswer, GraphStream } from '../infra/upstream/graph-stream';
import type { UsecaseContext } from './context';
import type { SendAllowed, SendGuardUsecase, SendRefusal } from './send-guard.usecase';
import type { ThreadsUsecase, ThreadTake } from './threads.usecase';

export { SEND_KEY_PATTERN, type SendOutcome } from '../domain/send';

type Obj = Record<string, unknown>;

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
 * The guarded send of one message from a project's number (issue 15, decisions 0230-0239), the whole
 * flow in {@link SendsUsecase.send}, one step after the other:
 *  1. input (domain/send.ts): bad recipients and Idempotency-Keys 400, the named business account
 *     must be the number's; a read receipt is forwarded unguarded; voice_call buttons checked and filled;
 *  2. at most once per key: a key whose send the upstream accepted answers `409 duplicate_send` with
 *     its wamid (shared kv, {@link SEND_DONE_TTL_MS}); funding's hold of the key is the durable second
 *     line (0104);
 *  3. thread ownership (threads.usecase.ts, 0231): a thread another app handles is refused;
 *  4. guard (send-guard.usecase.ts): classification, opt-out (0230), service window (0236), time zone (0235);
 *  5. hold: the key's in-flight mark and the credit hold in funding (0104);
 *  6. take of the thread, for a take-control send the guard allowed;
 *  7. forward upstream;
 *  8. record (infra/db/sends.repository.ts): the outbound record and, for an accepted held send,
 *     `send.accepted` in the same transaction — from which funding confirms the hold (0239) — or
 *     the hold's release (settle).
 * One implementation for `POST {proxy_url}/{phone_number_id}/messages` (inbound/http/pass-through.http.ts)
 * and the SendMessage RPC (rpc/send-message.rpc.ts, the platform's own senders).
 */
export class SendsUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly deps: {
      upstream: GraphStream;
      sendGuard?: Pick<SendGuardUsecase, 'check' | 'hold' | 'settle'>;
      /** The writes of a send (outbox events, group commit). */
      records?: Pick<SendsRepository, 'recordAccepted' | 'recordMarketingRefusal'>;
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
   * Sends `message` (a Cloud API message body, already a JSON object) from `number`: the steps of
   * the class comment, in that order. Bad input is a 400 before any check (decision 0010). A read
   * receipt (mark as read, typing indicator) is no message to a user: after the
   * `messaging_account_id` check it is forwarded as it is, neither classified, checked, held nor
   * recorded (decision 0230).
   */
  async send(projectId: string, number: PhoneNumberRow, message: Obj, opts: SendOptions): Promise<SendOutcome> {
    // 1. Input.
    const bad = inputRefusal(message, opts.idempotencyKey, number.businessAccountId);
    if (bad) return bad;
    const body = forwardedBody(message);
    if (isReadReceipt(body)) return this.forwardReadReceipt(number, body, opts);
    const checked = checkVoiceCall(body);
    if (!checked.ok) return refusal(422, checked.error, 'invalid_voice_call');

    // 2. At most once per key.
    const idempotencyKey = opts.idempotencyKey;
    const doneKey = idempotencyKey ? `send-done:${projectId}:${idempotencyKey}` : undefined;
    if (doneKey) {
      const wamid = await this.ctx.kv.get(doneKey);
      if (wamid !== null) return duplicateSend(wamid || undefined);
    }

    // 3. Thread ownership first (decision 0231): a thread another app handles is never priced nor held.
    // With take-control the thread is only named here: it is taken after the opt-out and the hold.
    const token = this.ctx.tokens.open(number);
    let take: ThreadTake | undefined;
    if (this.deps.threads) {
      const thread = await this.deps.threads.guardSend(number, checked.body, { takeControl: opts.takeControl === true });
      if (!thread.ok) return { kind: 'refused', status: thread.status, body: thread.body, code: thread.code, retryAfterSeconds: 0 };
      take = thread.take;
    }

    // 4-5. Guard, then hold: opt-out first, then the credit hold; a refusal is never forwarded nor charged.
    let guarded: SendAllowed | undefined;
    if (this.deps.sendGuard) {
      const guard = await this.deps.sendGuard.check(projectId, number, checked.body, { version: opts.version, token });
      if (!guard.ok) return guardRefusal(guard);
      const held = await this.deps.sendGuard.hold(projectId, number, guard, idempotencyKey);
      if (!held.ok) return guardRefusal(held);
      guarded = held;
    }

    // 6. Take of the thread: only for a send the guard allowed, so a refused send (opt-out, credits)
    // never takes the conversation from the other app; a take that fails releases the hold (settled as a refused send).
    if (take && this.deps.threads) {
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

    // 7. Forward.
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

    // 8. Remember the key, record, settle the hold.
    const parsed = parseJson(answer);
    const read = readSendAnswer(parsed);
    const wamid = upstream.ok ? wamidOf(read) : undefined;
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
      const written = await this.record(projectId, number, raw, upstream.status, parsed, read, heldKey);
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
        this.record(projectId, number, raw, upstream.status, parsed, read),
      ]);
    }

    return this.answered(upstream, parsed, wamid);
  }

  /**
   * Step 8's record of a send the upstream answered, for the contacts service; never throws (the send
   * happened). An accepted send (a wamid came back) becomes `messaging_proxy.message.sent` on a number
   * that processes inbound messages (contacts stores the outbound message and joins its later
   * statuses); with `sendKey` (the send's credit hold) also `messaging_proxy_sends.accepted` in the
   * same transaction — also on a number whose inbound processing is off. A synchronous 131050 refusal
   * becomes `messaging_proxy.message.refused` (contacts records the marketing opt-out,
   * `meta_synchronous_error`). True when `send.accepted` committed; false when there was none to
   * write or it could not be written (the caller then confirms the hold itself).
   */
  private async record(
    projectId: string,
    number: PhoneNumberRow,
    requestBody: Buffer,
    status: number,
    parsed: unknown,
    response: SendAnswer,
    sendKey?: string,
  ): Promise<boolean> {
    const records = this.deps.records;
    if (!records) return false;
    try {
      // An answer that is not JSON: nothing to record.
      if (parsed === undefined) return false;
      const request = looseObject.parse(JSON.parse(requestBody.toString('utf8')));
      const now = this.ctx.clock.now();
      // The recipient as the upstream read it: `to`, else `recipient` (a business-scoped user id).
      const to = recipientOf(request);
      if (status >= 200 && status < 300) {
        const wamid = looseString.parse(response.messages.id);
        const record = wamid !== '' && number.public.inbound_processing_enabled;
        const accepted = wamid !== '' && sendKey !== undefined;
        if (!record && !accepted) return false;
        const sent = record
          ? { wamid, to, recipientWaId: response.contacts.wa_id, recipientUserId: response.contacts.user_id, requestJson: JSON.stringify(request) }
          : undefined;
        await records.recordAccepted(projectId, number, now, wamid, sent, accepted ? sendKey : undefined);
        return accepted;
      }
      const code = Number(response.error.code);
      if (code === MARKETING_STOPPED_CODE && to && number.public.inbound_processing_enabled)
        await records.recordMarketingRefusal(projectId, number, now, to, code);
      return false;
    } catch (err) {
      this.ctx.logger.error({ err, phone_number_id: number.phoneNumberId }, 'recording a pass-through send failed; the send itself went through');
      return false;
    }
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

/** The outcome of a refusal of the guard or the hold (a duplicate key answers with its wamid). */
function guardRefusal(guard: SendRefusal): SendOutcome {
  if (guard.body.code === 'duplicate_send') return duplicateSend(typeof guard.body.wamid === 'string' ? guard.body.wamid : undefined);
  const code = typeof guard.body.code === 'string' ? guard.body.code : '';
  return { kind: 'refused', status: guard.status, body: guard.body, code, retryAfterSeconds: guardRetryAfterSeconds(guard.status, code) };
}

function parseJson(answer: Buffer): unknown {
  try {
    return JSON.parse(answer.toString('utf8'));
  } catch {
    return undefined;
  }
}
