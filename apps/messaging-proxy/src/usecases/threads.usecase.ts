import { randomUUID } from 'node:crypto';
import type { Trx } from '@platform/db';
import { hasUnstorableCharacter } from '@platform/db';
import { customerKey, effectiveHandler, handlerAfterCall, readHandover, sendVerdict, type ThreadAction, type ThreadHandler } from '../domain/thread';
import type { PhoneNumberRow } from '../infra/db/phone-numbers.repository';
import type { ThreadRow, ThreadsRepository } from '../infra/db/threads.repository';
import { derivedUuid, publishEvent } from '../infra/events/publisher';
import type { SendPathCache } from '../infra/kv/send-path.cache';
import type { GraphStream } from '../infra/upstream/graph-stream';
import type { UsecaseContext } from './context';
import { looseObject, looseObjects, looseString } from '@platform/lenient';

type Obj = Record<string, unknown>;

/** The upstream's "take not permitted" (this app is not the escalation app; reference 1.14). */
const TAKE_NOT_PERMITTED = 2494191;

/** A send the thread check refused (nothing forwarded, nothing charged). */
export interface ThreadRefusal {
  ok: false;
  status: number;
  code: string;
  body: Obj;
}

/** A thread {@link ThreadsUsecase.guardSend} found another app's (or unknown) that a take-control send takes. */
export interface ThreadTake {
  /** The thread's customer key. */
  customer: string;
  /** The recipient as the send names it (`to`, else `recipient`), the `to` of the take. */
  to: string;
}

/** Why a thread changed (ThreadChanged.reason). */
type ChangeReason = ThreadAction | 'standby' | 'take_control' | 'idle';

/**
 * Thread ownership on numbers shared with another app (issue 15 item 2, reference 1.14, decision
 * 0231). A number is marked shared at the first sign of another app (a handover, a standby copy, a
 * successful thread-control call). Each customer's thread records who handles it; the send path asks
 * {@link guardSend} before anything is priced or forwarded, and a take-control send takes the thread
 * ({@link takeThread}) after the send guard allowed it. Changes publish `messaging_proxy.thread.changed`
 * (contacts renders `messaging.thread.ownership_changed` and `conversation.svc.thread`), standby copies
 * `messaging_proxy.thread.standby`, and a thread passed to this platform `messaging_proxy.thread.control_received`
 * (the workflow trigger).
 */
export class ThreadsUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly deps: {
      repo: ThreadsRepository;
      upstream: GraphStream;
      /** The shared-number mark of the send path from memory (decision 0237); read from the table when absent. */
      cache?: Pick<SendPathCache, 'isShared'>;
    },
  ) {}

  /** A `messaging_handovers` change for one of the project's numbers (in the receipt's transaction). */
  async handover(trx: Trx, wabaId: string, number: PhoneNumberRow, value: Obj, seed: string, occurredAt: string): Promise<void> {
    const h = readHandover(value, this.ctx.settings.upstreamAppId);
    // A customer key no thread can have (NUL, unpaired surrogate) names no customer.
    if (!h || hasUnstorableCharacter(h.customer)) {
      this.ctx.logger.info({ phone_number_id: number.phoneNumberId }, 'messaging_handovers change without an action or a customer: ignored');
      return;
    }
    const now = this.ctx.clock.now();
    await this.deps.repo.markShared(trx, number.projectId, number.phoneNumberId, 'handover', now);
    if (h.action !== 'request') {
      await this.change(trx, wabaId, number, h.customer, h.handler, h.ownerAppId, h.action, h.metadata, new Date(occurredAt), `${seed}:changed`);
    }
    if (h.action === 'pass' && h.handler === 'this_app') {
      await publishEvent(trx, 'threadControlReceived', {
        event_id: derivedUuid(`${seed}:control_received`),
        project_id: number.projectId,
        waba_id: wabaId,
        phone_number_id: number.phoneNumberId,
        display_phone_number: number.displayPhoneNumber,
        customer: h.customer,
        previous_owner_app_id: h.previousOwnerAppId ?? '',
        metadata: h.metadata,
        occurred_at: occurredAt,
      });
    }
  }

  /**
   * A `standby` change: copies of the customer's messages, of the handling app's echoes and of its
   * statuses, received because another app handles the thread. Marks the number shared, records that
   * another app handles the thread (unless the upstream agent does, or the copy is older than the
   * stored change: a late copy from before a take never undoes it) and publishes each copy.
   */
  async standby(trx: Trx, wabaId: string, number: PhoneNumberRow, value: Obj, seed: string, occurredAt: string): Promise<void> {
    const now = this.ctx.clock.now();
    await this.deps.repo.markShared(trx, number.projectId, number.phoneNumberId, 'standby', now);
    const items: Array<{ kind: 'message' | 'echo' | 'status'; customer?: string; id: string; detail: string; at: Date; raw: Obj }> = [];
    const at = (ts: unknown) => (Number(ts) > 0 ? new Date(Number(ts) * 1000) : new Date(occurredAt));
    for (const m of looseObjects.parse(value.messages)) {
      items.push({
        kind: 'message',
        customer: customerKey(m.from) ?? customerKey(m.from_user_id),
        id: looseString.parse(m.id),
        detail: looseString.parse(m.type),
        at: at(m.timestamp),
        raw: m,
      });
    }
    for (const m of looseObjects.parse(value.message_echoes)) {
      items.push({
        kind: 'echo',
        customer: customerKey(m.to) ?? customerKey(m.to_user_id),
        id: looseString.parse(m.id),
        detail: looseString.parse(m.type),
        at: at(m.timestamp),
        raw: m,
      });
    }
    for (const st of looseObjects.parse(value.statuses)) {
      items.push({
        kind: 'status',
        customer: customerKey(st.recipient_id) ?? customerKey(st.recipient_user_id),
        id: looseString.parse(st.id),
        detail: looseString.parse(st.status),
        at: at(st.timestamp),
        raw: st,
      });
    }
    let i = 0;
    for (const item of items) {
      const n = i++;
      if (!item.customer) continue;
      const current = await this.deps.repo.get(number.projectId, number.phoneNumberId, item.customer, trx, true);
      if (!current || current.handler === 'this_app' || current.handler === 'idle') {
        await this.change(trx, wabaId, number, item.customer, 'other_app', null, 'standby', '', item.at, `${seed}:${n}:changed`);
      }
      if (item.kind === 'message') await this.deps.repo.touchCustomerMessage(trx, number.projectId, number.phoneNumberId, item.customer, item.at, now);
      // Forward-only numbers (inbound processing off): ownership is tracked for the send path, but the copies' content goes nowhere.
      if (!number.public.inbound_processing_enabled) continue;
      const thread = await this.deps.repo.get(number.projectId, number.phoneNumberId, item.customer, trx);
      // No thread: the customer key is one no thread can have (NUL, unpaired surrogate); nothing to report.
      if (!thread) continue;
      await publishEvent(trx, 'threadStandby', {
        event_id: derivedUuid(`${seed}:${n}:standby`),
        project_id: number.projectId,
        waba_id: wabaId,
        phone_number_id: number.phoneNumberId,
        thread: threadOf(thread, now),
        kind: item.kind,
        message_id: item.id,
        detail: item.detail,
        value_json: JSON.stringify(item.raw),
        occurred_at: item.at.toISOString(),
      });
    }
  }

  /**
   * Customer messages of a `messages` change on the number: restarts the idle clock of known
   * threads. Answers the handler of the change's customer for the conversation change ('' when the
   * number is not shared, `unknown` when the thread is not known). `memo` answers "is the number
   * shared" for the deliveries of one transaction (decision 0504).
   */
  async onMessages(trx: Trx, number: PhoneNumberRow, value: Obj, memo?: (load: () => Promise<boolean>) => Promise<boolean>): Promise<string> {
    const messages = looseObjects.parse(value.messages);
    if (messages.length === 0) return '';
    const load = () => this.deps.repo.isShared(number.projectId, number.phoneNumberId, trx);
    if (!(await (memo ? memo(load) : load()))) return '';
    const now = this.ctx.clock.now();
    let handler = '';
    for (const m of messages) {
      const customer = customerKey(m.from) ?? customerKey(m.from_user_id);
      if (!customer) continue;
      const at = Number(m.timestamp) > 0 ? new Date(Number(m.timestamp) * 1000) : now;
      const before = await this.deps.repo.get(number.projectId, number.phoneNumberId, customer, trx);
      if (before && before.handler !== 'idle' && effectiveHandler(before, now) === 'idle') {
        // The thread went idle before this message: it stays idle (nobody took it) rather than reviving its old handler.
        await this.change(
          trx,
          number.businessAccountId,
          number,
          customer,
          'idle',
          null,
          'idle',
          '',
          at,
          `idle:${number.phoneNumberId}:${customer}:${before.changedAt.toISOString()}`,
        );
      }
      if (before) await this.deps.repo.touchCustomerMessage(trx, number.projectId, number.phoneNumberId, customer, at, now);
      const after = before ? await this.deps.repo.get(number.projectId, number.phoneNumberId, customer, trx) : undefined;
      handler ||= after ? after.handler : 'unknown';
    }
    return handler;
  }

  /** After a successful `POST {phone_number_id}/thread_control` through the pass-through: the number is shared, the thread moved. */
  async afterThreadControlCall(projectId: string, number: PhoneNumberRow, body: Obj): Promise<void> {
    const customer = customerKey(body.to) ?? customerKey(body.recipient);
    const moved = handlerAfterCall(body);
    const now = this.ctx.clock.now();
    await this.ctx.db.transaction(async (trx) => {
      await this.deps.repo.markShared(trx, projectId, number.phoneNumberId, 'thread_control', now);
      if (!customer || !moved) return;
      await this.recordControlCall(trx, number, customer, moved.handler, moved.action, looseString.parse(body.metadata), now);
    });
  }

  /**
   * The thread check of a regular send, before the send guard (decision 0231): on a shared number, a
   * thread another app (or the upstream agent) handles answers `409 thread_not_owner`, an unknown one
   * `409 thread_ownership_unknown` — unless `takeControl`, which answers the thread to take instead
   * (`take`; taken by {@link takeThread} only once the send guard allowed the send). A recipient no
   * thread can have (NUL, unpaired surrogate) reads as an unknown thread, looked up without SQL.
   */
  async guardSend(number: PhoneNumberRow, message: Obj, opts: { takeControl: boolean }): Promise<{ ok: true; take?: ThreadTake } | ThreadRefusal> {
    const customer = customerKey(message.to) ?? customerKey(message.recipient);
    if (!customer) return { ok: true };
    const { projectId, phoneNumberId } = number;
    const shared = this.deps.cache
      ? await this.deps.cache.isShared(projectId, phoneNumberId, () => this.deps.repo.isShared(projectId, phoneNumberId))
      : await this.deps.repo.isShared(projectId, phoneNumberId);
    if (!shared) return { ok: true };
    const thread = await this.deps.repo.get(number.projectId, number.phoneNumberId, customer);
    const verdict = sendVerdict(true, thread ? effectiveHandler(thread, this.ctx.clock.now()) : undefined, opts.takeControl);
    if (verdict.kind === 'send') return { ok: true };
    if (verdict.kind === 'refuse') {
      return refusal(
        verdict.code,
        verdict.code === 'thread_not_owner'
          ? 'Another app handles this conversation on a shared number; nothing was sent. Send with X-Svc-Take-Control: true to take it'
          : 'Who handles this conversation on a shared number is unknown; nothing was sent. Send with X-Svc-Take-Control: true to take it',
      );
    }
    return { ok: true, take: { customer, to: looseString.parse(message.to) || looseString.parse(message.recipient) } };
  }

  /**
   * Takes the thread {@link guardSend} named (`POST {phone_number_id}/thread_control { action: take }`
   * with the number's token) and records it `this_app` (`reason: take_control`). The upstream's
   * refusal of the take (2494191: not the escalation app) answers `409 thread_not_owner`, another
   * refusal `409 thread_take_failed`, no answer `502 thread_take_failed`: nothing is recorded then.
   */
  async takeThread(number: PhoneNumberRow, take: ThreadTake, opts: { version: string; token: string }): Promise<{ ok: true } | ThreadRefusal> {
    const { customer } = take;
    const now = this.ctx.clock.now();
    const call = await this.callThreadControl(number, take.to, 'take', opts);
    if (call.kind === 'no_answer') {
      return {
        ok: false,
        status: 502,
        code: 'thread_take_failed',
        body: { error: 'The conversation could not be taken (no upstream answer); nothing was sent', code: 'thread_take_failed' },
      };
    }
    if (call.kind === 'refused') {
      if (call.upstreamCode === TAKE_NOT_PERMITTED) {
        return refusal(
          'thread_not_owner',
          'Another app handles this conversation and the upstream does not let this platform take it (not the escalation app); nothing was sent',
        );
      }
      return {
        ok: false,
        status: call.status >= 500 ? 502 : 409,
        code: 'thread_take_failed',
        body: {
          error: `The upstream refused to hand over the conversation; nothing was sent`,
          code: 'thread_take_failed',
          upstream_error_code: call.upstreamCode,
        },
      };
    }
    await this.ctx.db.transaction((trx) =>
      this.change(
        trx,
        number.businessAccountId,
        number,
        customer,
        'this_app',
        this.ctx.settings.upstreamAppId,
        'take_control',
        '',
        now,
        `take_control:${randomUUID()}`,
        true,
      ),
    );
    return { ok: true };
  }

  /**
   * A person's take or release of one customer's thread (the inbox, decision 0023): on a shared
   * number, `POST {phone_number_id}/thread_control` with the number's token, then recorded (reason
   * `take` or `release`, published like every change) and answered as it stands. On a number not
   * shared nothing is called: `{ shared: false }` (the platform handles every thread there).
   */
  async control(
    number: PhoneNumberRow,
    recipient: string,
    action: 'take' | 'release',
    opts: { version: string; token: string },
  ): Promise<
    | { kind: 'not_shared' }
    | { kind: 'done'; thread: { handler: ThreadHandler; ownerAppId: string | null; changedAt: Date } }
    | { kind: 'refused'; code: 'thread_take_not_permitted' | 'thread_control_refused'; upstreamCode: number | null }
    | { kind: 'no_answer' }
  > {
    const customer = customerKey(recipient);
    if (!customer || !(await this.deps.repo.isShared(number.projectId, number.phoneNumberId))) return { kind: 'not_shared' };
    const call = await this.callThreadControl(number, recipient, action, opts);
    if (call.kind === 'no_answer') return call;
    if (call.kind === 'refused') {
      return {
        kind: 'refused',
        code: action === 'take' && call.upstreamCode === TAKE_NOT_PERMITTED ? 'thread_take_not_permitted' : 'thread_control_refused',
        upstreamCode: call.upstreamCode,
      };
    }
    const now = this.ctx.clock.now();
    const moved = handlerAfterCall({ action })!;
    const thread = await this.ctx.db.transaction(async (trx) => {
      await this.recordControlCall(trx, number, customer, moved.handler, action, '', now);
      return this.deps.repo.get(number.projectId, number.phoneNumberId, customer, trx);
    });
    return {
      kind: 'done',
      thread: thread
        ? { handler: effectiveHandler(thread, now), ownerAppId: thread.ownerAppId, changedAt: thread.changedAt }
        : { handler: moved.handler, ownerAppId: moved.handler === 'this_app' ? this.ctx.settings.upstreamAppId : null, changedAt: now },
    };
  }

  /** Records the thread change of a successful thread_control call of the platform's own (always applies). */
  private recordControlCall(
    trx: Trx,
    number: PhoneNumberRow,
    customer: string,
    handler: ThreadHandler,
    reason: ChangeReason,
    metadata: string,
    now: Date,
  ): Promise<void> {
    const owner = handler === 'this_app' ? this.ctx.settings.upstreamAppId : null;
    return this.change(trx, number.businessAccountId, number, customer, handler, owner, reason, metadata, now, `thread_control:${randomUUID()}`, true);
  }

  /** `POST {phone_number_id}/thread_control { to, action }` with the number's token: done, refused (status, upstream code) or no answer. */
  private async callThreadControl(
    number: PhoneNumberRow,
    to: string,
    action: 'take' | 'release',
    opts: { version: string; token: string },
  ): Promise<{ kind: 'done' } | { kind: 'refused'; status: number; upstreamCode: number | null } | { kind: 'no_answer' }> {
    let answer: globalThis.Response;
    let body: Obj = {};
    try {
      answer = await this.deps.upstream.send('POST', opts.version, `${encodeURIComponent(number.phoneNumberId)}/thread_control`, opts.token, {
        body: Buffer.from(JSON.stringify({ messaging_product: 'whatsapp', to, action })),
        contentType: 'application/json',
      });
      body = looseObject.parse(JSON.parse(Buffer.from(await answer.arrayBuffer()).toString('utf8') || '{}'));
    } catch {
      return { kind: 'no_answer' };
    }
    if (answer.ok) return { kind: 'done' };
    const code = Number(looseObject.parse(body.error).code);
    return { kind: 'refused', status: answer.status, upstreamCode: Number.isFinite(code) ? code : null };
  }

  /**
   * Moves a thread to `handler` and publishes ThreadChanged; nothing when it already is there, or when
   * the change is an upstream report older than the stored change (decided in the repository's one
   * statement: a late standby copy or handover never undoes a newer take). `own`: the platform's own
   * action (take-control, a thread_control call), which always applies.
   */
  private async change(
    trx: Trx,
    wabaId: string,
    number: PhoneNumberRow,
    customer: string,
    handler: ThreadHandler,
    ownerAppId: string | null,
    reason: ChangeReason,
    metadata: string,
    at: Date,
    seed: string,
    own = false,
  ): Promise<void> {
    const now = this.ctx.clock.now();
    const before = await this.deps.repo.get(number.projectId, number.phoneNumberId, customer, trx, true);
    const previous = before ? effectiveHandler(before, now) : undefined;
    // Unchanged only when both the handler in effect and the stored one already are the new one.
    if (previous === handler && before?.handler === handler && (before?.ownerAppId ?? null) === ownerAppId) return;
    const applied = await this.deps.repo.setHandler(trx, {
      projectId: number.projectId,
      phoneNumberId: number.phoneNumberId,
      customer,
      handler,
      ownerAppId,
      at,
      now,
      own,
    });
    if (!applied) {
      this.ctx.logger.info(
        { phone_number_id: number.phoneNumberId, reason, handler, at: at.toISOString() },
        'thread change not applied: a report older than the stored change (or a customer key no thread can have)',
      );
      return;
    }
    const after = (await this.deps.repo.get(number.projectId, number.phoneNumberId, customer, trx))!;
    await publishEvent(trx, 'threadChanged', {
      event_id: derivedUuid(seed),
      project_id: number.projectId,
      waba_id: wabaId,
      phone_number_id: number.phoneNumberId,
      thread: threadOf(after, now),
      previous_handler: previous ?? '',
      previous_owner_app_id: before?.ownerAppId ?? '',
      reason,
      metadata,
      occurred_at: at.toISOString(),
    });
  }
}

function refusal(code: 'thread_not_owner' | 'thread_ownership_unknown', error: string): ThreadRefusal {
  return { ok: false, status: 409, code, body: { error, code } };
}

/** The Thread of an event. */
function threadOf(t: ThreadRow, now: Date): Obj {
  return {
    customer: t.customer,
    handler: effectiveHandler(t, now),
    owner_app_id: t.ownerAppId ?? '',
    changed_at: t.changedAt.toISOString(),
    last_customer_message_at: t.lastCustomerMessageAt?.toISOString() ?? '',
  };
}
