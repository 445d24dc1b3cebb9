import { randomUUID } from 'node:crypto';
import { notFound } from '@platform/errors';
import { graphEnvelopeOf } from '@platform/graph';
import { currentRequestScope } from '@platform/grpc';
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
  retryVerdict,
  SEND_CLAIM_LEASE_MS,
  sendInProgress,
  sightedRecipient,
  type SendOutcome,
} from '../domain/send';
import { readSendAnswer, type SendAnswer, wamidOf } from '../domain/untrusted-json';
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
 * The guarded send of one message from a project's number (issue 15, decisions 0230-0240), the whole
 * flow in {@link SendsUsecase.send}, one step after the other:
 *  1. input (domain/send.ts): bad recipients and Idempotency-Keys 400, the named business account
 *     must be the number's; a read receipt is forwarded unguarded; voice_call buttons checked and filled;
 *  2. at most once per key (0240): the key's durable record is claimed in Postgres; a key the
 *     upstream accepted answers `409 duplicate_send` with its wamid, one whose outcome is unknown
 *     `409 send_outcome_unknown` (never forwarded again while a first send may have gone out);
 *  3. thread ownership (threads.usecase.ts, 0231): a thread another app handles is refused;
 *  4. guard (send-guard.usecase.ts): classification, opt-out (0230), service window (0236), time zone (0235);
 *  5. hold: the credit hold in funding (0104);
 *  6. take of the thread, for a take-control send the guard allowed;
 *  7. forward: the record `forwarding` first (durable before the upstream is called), then upstream;
 *  8. record (infra/db/sends.repository.ts): the record `accepted` with the wamid, the outbound record
 *     and, for a held send, `send.accepted`, in one transaction — from which funding confirms the hold
 *     (0239) — or the hold's release (settle). A send whose answer was lost (no answer, or this process
 *     died) is reconciled from the upstream's status webhooks (send-reconciler.usecase.ts, 0240).
 * One implementation for `POST {proxy_url}/{phone_number_id}/messages` (inbound/http/pass-through.http.ts)
 * and the SendMessage RPC (rpc/send-message.rpc.ts, the platform's own senders).
 */
export class SendsUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly deps: {
      upstream: GraphStream;
      sendGuard?: Pick<SendGuardUsecase, 'check' | 'hold' | 'settle'>;
      /** The send's durable record and the writes of a send (outbox events, group commit). */
      records: Pick<SendsRepository, 'claim' | 'takeOver' | 'releaseClaim' | 'startForward' | 'recordOutcome' | 'recordAccepted' | 'recordMarketingRefusal'>;
      threads?: Pick<ThreadsUsecase, 'guardSend' | 'takeThread'>;
      /** How long a `forwarding` record holds its key: the upstream deadline and a margin. */
      forwardLeaseMs: number;
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
   * recorded (decision 0230). Throws (→ 503) when the send's record cannot be written: nothing was sent.
   */
  async send(projectId: string, number: PhoneNumberRow, message: Obj, opts: SendOptions): Promise<SendOutcome> {
    // 1. Input.
    const bad = inputRefusal(message, opts.idempotencyKey, number.businessAccountId);
    if (bad) return bad;
    const body = forwardedBody(message);
    if (isReadReceipt(body)) return this.forwardReadReceipt(number, body, opts);
    const checked = checkVoiceCall(body);
    if (!checked.ok) return refusal(422, checked.error, 'invalid_voice_call');

    // 2. At most once per key: the key's durable record, claimed (decision 0240).
    const keyed = opts.idempotencyKey !== undefined;
    const sendKey = keyed ? `key:${opts.idempotencyKey}` : `send:${randomUUID()}`;
    let attempt: string = randomUUID();
    if (keyed) {
      const claimed = await this.claimKey(projectId, sendKey, number.phoneNumberId);
      if (typeof claimed !== 'string') return claimed;
      attempt = claimed;
    }
    // Refused or failed before the forward: nothing went out, the key is free again.
    const free = async () => {
      if (keyed)
        await this.deps.records.releaseClaim(projectId, sendKey, attempt).catch((err: unknown) => {
          this.ctx.logger.warn({ err }, 'send: claim not released; it lapses with its lease');
        });
    };

    let guarded: SendAllowed | undefined;
    try {
      const before = await this.beforeForward(projectId, number, checked.body, sendKey, opts);
      if (before.kind !== 'allowed') {
        await free();
        return before.outcome;
      }
      guarded = before.guarded;
    } catch (err) {
      await free();
      throw err;
    }

    // 7. Forward: the record first, durable before the upstream is called (decision 0240).
    const raw = Buffer.from(JSON.stringify(checked.body));
    let started: boolean;
    try {
      started = await this.deps.records.startForward(
        {
          projectId,
          sendKey,
          attempt,
          phoneNumberId: number.phoneNumberId,
          wabaId: number.businessAccountId,
          recipient: sightedRecipient(checked.body),
          requestJson: raw.toString('utf8'),
          held: guarded?.sendKey !== undefined,
          leaseUntil: new Date(this.ctx.clock.now().getTime() + this.deps.forwardLeaseMs),
          // Read here, in the request's own flow: the group commit writes in another one (decision 0018).
          requestId: currentRequestScope()?.requestId,
        },
        keyed,
        this.ctx.clock.now(),
      );
    } catch (err) {
      // Not recorded, so not sent: the hold goes now (a refused send), and the caller is told to retry.
      await this.deps.sendGuard?.settle(projectId, guarded, 503, Buffer.alloc(0));
      await free();
      throw err;
    }
    // The claim lapsed and another attempt took the key over: it owns the send (and the shared hold) now.
    if (!started) return sendInProgress(this.deps.forwardLeaseMs);

    const token = this.ctx.tokens.open(number);
    const path = `${encodeURIComponent(number.phoneNumberId)}/messages`;
    let upstream: BufferedAnswer;
    try {
      upstream = await this.deps.upstream.call('POST', opts.version, path, token, { body: raw, contentType: 'application/json' });
    } catch {
      // No complete answer (unreachable, reset, or the deadline passed while reading it): the outcome
      // is unknown. The hold stays; the record says so, and the reconciler learns the outcome (0240).
      this.ctx.logger.warn({ phone_number_id: number.phoneNumberId, source: opts.source }, 'send: no upstream answer, outcome unknown');
      await this.outcome(projectId, sendKey, attempt, 'unknown', 0);
      return { kind: 'unknown' };
    }

    // 8. Record, settle the hold.
    const answer = upstream.body;
    const parsed = parseJson(answer);
    const read = readSendAnswer(parsed);
    const wamid = upstream.ok ? wamidOf(read) : undefined;
    if (wamid) {
      // Accepted (decision 0239): `send.accepted` commits with the record and funding confirms the hold
      // from it. Not written → ConfirmCreditHold now, so a database hiccup never leaves the hold
      // unconfirmed (the record is reconciled from the status webhook, 0240).
      const written = await this.recordAccepted(projectId, number, sendKey, guarded?.sendKey, read, wamid, checked.body);
      if (!written && guarded?.sendKey)
        this.ctx.logger.warn(
          { phone_number_id: number.phoneNumberId, source: opts.source },
          'send: accepted record not written; credit hold confirmed synchronously',
        );
      await this.deps.sendGuard?.settle(projectId, guarded, upstream.status, answer, { confirmedByEvent: written });
    } else if (upstream.ok) {
      // A 2xx without a readable message id: the outcome is unknown; the hold stays for the reconciler.
      await this.outcome(projectId, sendKey, attempt, 'unknown', upstream.status);
    } else {
      // Refused upstream: not sent. The release, the record and the opt-out record are independent (none throws).
      await Promise.all([
        this.deps.sendGuard?.settle(projectId, guarded, upstream.status, answer),
        this.outcome(projectId, sendKey, attempt, 'refused', upstream.status),
        this.recordRefusal(projectId, number, checked.body, read),
      ]);
    }
    return this.answered(upstream, parsed, wamid);
  }

  /**
   * Step 2 for a keyed send: claims the key for a new attempt (its id), or answers what the key's
   * record says (decision 0240): taken over when its earlier attempt never forwarded (claim lapsed)
   * or the upstream refused it; else duplicate, in progress, outcome unknown or spent.
   */
  private async claimKey(projectId: string, sendKey: string, phoneNumberId: string): Promise<string | SendOutcome> {
    for (let i = 0; i < 3; i++) {
      const attempt = randomUUID();
      const now = this.ctx.clock.now();
      const leaseUntil = new Date(now.getTime() + SEND_CLAIM_LEASE_MS);
      const existing = await this.deps.records.claim(projectId, sendKey, attempt, phoneNumberId, now, leaseUntil);
      if (!existing) return attempt;
      const verdict = retryVerdict(existing, now.getTime());
      if (verdict !== 'take') return verdict;
      if (await this.deps.records.takeOver(projectId, sendKey, existing.attempt, attempt, now, leaseUntil)) return attempt;
    }
    return sendInProgress(SEND_CLAIM_LEASE_MS);
  }

  /** Steps 3 to 6: thread ownership, guard, hold, take. A refusal here is never forwarded nor charged. */
  private async beforeForward(
    projectId: string,
    number: PhoneNumberRow,
    body: Obj,
    sendKey: string,
    opts: SendOptions,
  ): Promise<{ kind: 'allowed'; guarded?: SendAllowed } | { kind: 'refused'; outcome: SendOutcome }> {
    const refused = (outcome: SendOutcome) => ({ kind: 'refused' as const, outcome });
    // 3. Thread ownership first (decision 0231): a thread another app handles is never priced nor held.
    // With take-control the thread is only named here: it is taken after the opt-out and the hold.
    const token = this.ctx.tokens.open(number);
    let take: ThreadTake | undefined;
    if (this.deps.threads) {
      const thread = await this.deps.threads.guardSend(number, body, { takeControl: opts.takeControl === true });
      if (!thread.ok) return refused({ kind: 'refused', status: thread.status, body: thread.body, code: thread.code, retryAfterSeconds: 0 });
      take = thread.take;
    }

    // 4-5. Guard, then hold: opt-out first, then the credit hold; a refusal is never forwarded nor charged.
    let guarded: SendAllowed | undefined;
    if (this.deps.sendGuard) {
      const guard = await this.deps.sendGuard.check(projectId, number, body, { version: opts.version, token });
      if (!guard.ok) return refused(guardRefusal(guard));
      const held = await this.deps.sendGuard.hold(projectId, number, guard, sendKey);
      if (!held.ok) return refused(guardRefusal(held));
      guarded = held;
    }

    // 6. Take of the thread: only for a send the guard allowed, so a refused send (opt-out, credits)
    // never takes the conversation from the other app; a take that fails releases the hold (settled as a refused send).
    if (take && this.deps.threads) {
      let taken: Awaited<ReturnType<ThreadsUsecase['takeThread']>>;
      try {
        taken = await this.deps.threads.takeThread(number, take, { version: opts.version, token });
      } catch (err) {
        // Not sent (the take's record failed): the hold goes now, not at expiry.
        await this.deps.sendGuard?.settle(projectId, guarded, 500, Buffer.alloc(0));
        throw err;
      }
      if (!taken.ok) {
        await this.deps.sendGuard?.settle(projectId, guarded, taken.status, Buffer.alloc(0));
        return refused({ kind: 'refused', status: taken.status, body: taken.body, code: taken.code, retryAfterSeconds: 0 });
      }
    }
    return { kind: 'allowed', guarded };
  }

  /** The record's outcome when it is not an acceptance; never throws (a record left `forwarding` lapses into `unknown`). */
  private async outcome(projectId: string, sendKey: string, attempt: string, state: 'refused' | 'unknown', httpStatus: number): Promise<void> {
    await this.deps.records.recordOutcome(projectId, sendKey, attempt, state, httpStatus, this.ctx.clock.now()).catch((err: unknown) => {
      this.ctx.logger.error({ err, state }, 'send: outcome not recorded; the reconciler reads it as unknown');
    });
  }

  /**
   * Step 8's record of an accepted send, in one transaction (never throws: the send happened): the
   * record `accepted` with the wamid; `messaging_proxy.message.sent` on a number that processes inbound
   * messages (contacts stores the outbound message and joins its later statuses); with `heldKey` (the
   * send's credit hold) `messaging_proxy_sends.accepted`, from which funding confirms the hold. True
   * when it committed; false when it could not be written (the caller then confirms the hold itself).
   */
  private async recordAccepted(
    projectId: string,
    number: PhoneNumberRow,
    sendKey: string,
    heldKey: string | undefined,
    response: SendAnswer,
    wamid: string,
    request: Obj,
  ): Promise<boolean> {
    try {
      const sent = number.public.inbound_processing_enabled
        ? {
            wamid,
            // The recipient as the upstream read it: `to`, else `recipient` (a business-scoped user id).
            to: recipientOf(request),
            recipientWaId: response.contacts.wa_id,
            recipientUserId: response.contacts.user_id,
            requestJson: JSON.stringify(request),
            requestId: currentRequestScope()?.requestId,
          }
        : undefined;
      await this.deps.records.recordAccepted(projectId, number, this.ctx.clock.now(), wamid, sent, heldKey, sendKey);
      return true;
    } catch (err) {
      this.ctx.logger.error({ err, phone_number_id: number.phoneNumberId }, 'recording an accepted send failed; the send itself went through');
      return false;
    }
  }

  /**
   * A synchronous 131050 refusal becomes `messaging_proxy.message.refused` (contacts records the
   * marketing opt-out, `meta_synchronous_error`); never throws.
   */
  private async recordRefusal(projectId: string, number: PhoneNumberRow, request: Obj, response: SendAnswer): Promise<void> {
    const to = recipientOf(request);
    const code = Number(response.error.code);
    if (code !== MARKETING_STOPPED_CODE || !to || !number.public.inbound_processing_enabled) return;
    try {
      await this.deps.records.recordMarketingRefusal(projectId, number, this.ctx.clock.now(), to, code);
    } catch (err) {
      this.ctx.logger.error({ err, phone_number_id: number.phoneNumberId }, 'recording a marketing refusal failed');
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
