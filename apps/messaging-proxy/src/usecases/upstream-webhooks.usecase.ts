import { currentRequestScope } from '@platform/grpc';
import { createHash, timingSafeEqual } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { sha256Hex } from '@platform/crypto';
import { GroupCommit, type Trx } from '@platform/db';
import { applyNameDecision, isNameDecision, type DisplayNameStatus } from '../domain/display-name';
import { normalizePhoneNumber } from '../domain/messaging-limit';
import { callPriceMicros, messagePriceMicros } from '../domain/pricing';
import type { PhoneNumberRow } from '../infra/db/phone-numbers.repository';
import type { PricedSighting } from '../infra/db/webhook-receipts.repository';
import { derivedUuid, flushEvents, holdEvents, publishEvent, requestIdHeaders, withEventHeaders } from '../infra/events/publisher';
import type { SendPathCache } from '../infra/kv/send-path.cache';
import type { ServiceWindowStore } from '../infra/kv/service-window.store';
import type { CallsUsecase } from './calls.usecase';
import type { ThreadsUsecase } from './threads.usecase';
import { publishUpstreamNotice } from './upstream-notices';
import type { UsecaseContext } from './context';
import { looseList, looseObject, looseObjects, optionalText } from '@platform/lenient';
import { upstreamWebhookEventRows } from '../domain/upstream-webhook-events';
import { DeliveryMemo, onlyMessages } from './delivery-memo';

type Obj = Record<string, unknown>;

const UPSTREAM_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * An upstream time (a restriction's `expiration`) as an ISO 8601 UTC date-time, the form of every
 * time the platform publishes: a number or a digit string is Unix seconds, a date-time string
 * (`2026-04-19T13:59:20+0000`, `…Z`, `…+02:00`; no offset: UTC) is parsed; undefined (published
 * as null) when it is none of these or out of range.
 */
export function upstreamInstant(v: unknown): string | undefined {
  let d: Date | undefined;
  if (typeof v === 'number' && Number.isFinite(v)) d = new Date(v * 1000);
  else if (typeof v === 'string' && /^\d{1,12}$/.test(v.trim())) d = new Date(Number(v.trim()) * 1000);
  else if (typeof v === 'string') {
    const m = UPSTREAM_DATE_TIME.exec(v.trim());
    if (!m) return undefined;
    const [y, mo, day] = m[1].split('-').map(Number);
    const calendar = new Date(Date.UTC(2000, mo - 1, day));
    if (mo < 1 || mo > 12 || calendar.getUTCMonth() !== mo - 1 || (mo === 2 && day === 29 && !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0))))
      return undefined;
    const offset = !m[3] || m[3].toUpperCase() === 'Z' ? 'Z' : `${m[3].slice(0, 3)}:${m[3].slice(-2)}`;
    d = new Date(`${m[1]}T${m[2]}${offset}`);
  }
  if (!d || Number.isNaN(d.getTime())) return undefined;
  const year = d.getUTCFullYear();
  return year >= 1 && year <= 9999 ? d.toISOString() : undefined;
}

/** Change fields about conversations, handed on to the contacts service. */
/** Message types that carry a media object the number may download. */
const RECEIVED_MEDIA_TYPES = new Set(['image', 'audio', 'video', 'document', 'sticker']);
const CONVERSATION_FIELDS = new Set(['messages', 'smb_message_echoes', 'history', 'user_id_update']);

/** What happened to one delivery. */
export type WebhookOutcome = 'processed' | 'duplicate';

function secondsToIso(v: unknown, fallback: Date): string {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? new Date(n * 1000).toISOString() : fallback.toISOString();
}

const eventNumber = (n: PhoneNumberRow) => ({ id: n.phoneNumberId, display_phone_number: n.displayPhoneNumber });

function byProject(numbers: PhoneNumberRow[]): Map<string, PhoneNumberRow[]> {
  const m = new Map<string, PhoneNumberRow[]>();
  for (const n of numbers) m.set(n.projectId, [...(m.get(n.projectId) ?? []), n]);
  return m;
}

/**
 * Turns signed upstream webhooks into state changes and internal events, in one transaction with
 * the receipt of the body's SHA-256: a redelivery (same bytes) is recognised and changes nothing.
 */
export class UpstreamWebhooksUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    /** Stores `calls` changes per number (issue 15); absent in tests that build the receiver alone. */
    private readonly callsStore?: Pick<CallsUsecase, 'recordWebhook'>,
    /** Thread ownership on shared numbers (decision 0231); absent in tests that build the receiver alone. */
    private readonly threads?: Pick<ThreadsUsecase, 'handover' | 'standby' | 'onMessages'>,
    /** "Last inbound at" per customer for the send path's window (decision 0236); absent in tests that build the receiver alone. */
    private readonly windows?: Pick<ServiceWindowStore, 'recordInbound'>,
    /** Drops the send path's cached template categories of an account whose templates changed (decision 0237). */
    private readonly sendPathCache?: Pick<SendPathCache, 'templatesChanged'>,
    /** Deliveries per shared transaction at most (decision 0504); 1 = one transaction per delivery. */
    opts: { maxBatch?: number } = {},
  ) {
    const maxBatch = opts.maxBatch ?? 1;
    if (maxBatch > 1) {
      this.commits = new GroupCommit<Delivery, WebhookOutcome>({
        maxBatch,
        maxInFlight: DELIVERY_BATCHES_IN_FLIGHT,
        runOne: (d) => this.applyAlone(d),
        // One statement for the batch's receipts and one for its outbox rows; each delivery applied in order between them.
        runBatch: (ds) =>
          this.ctx.db.transaction(async (trx) => {
            const memo = new DeliveryMemo();
            const fresh = await this.ctx.receipts.recordBodies(
              trx,
              ds.map((d) => ({ bodySha256: d.hash, now: d.now })),
            );
            holdEvents(trx);
            const out: Array<{ ok: true; value: WebhookOutcome }> = [];
            for (const d of ds) {
              // The first of equal bodies is applied; a repeat (also one inside the batch) is a redelivery.
              const first = fresh.delete(d.hash);
              out.push({ ok: true, value: first ? await withEventHeaders(requestIdHeaders(d.requestId), () => this.apply(trx, d, memo, true)) : 'duplicate' });
            }
            await memo.settled();
            await this.ctx.receipts.recordEvents(trx, memo.events);
            await flushEvents(trx);
            return out;
          }),
      });
    }
  }

  /** Concurrent deliveries share one transaction (decision 0504); absent = one transaction each. */
  private readonly commits?: GroupCommit<Delivery, WebhookOutcome>;

  /**
   * The subscription handshake: true when `token` is the app-level verify token or a number's own
   * (whose webhook is then marked verified). Compared in constant time; number tokens by hash only.
   */
  async verifySubscription(token: string, appVerifyToken: string | undefined): Promise<boolean> {
    const appLevel = appVerifyToken !== undefined && token.length === appVerifyToken.length && timingSafeEqual(Buffer.from(token), Buffer.from(appVerifyToken));
    const numbers = await this.ctx.phoneNumbers.byVerifyTokenHash(sha256Hex(token));
    if (numbers.length) {
      const now = this.ctx.clock.now();
      await this.ctx.db.transaction((trx) =>
        this.ctx.phoneNumbers.markWebhookVerified(
          trx,
          numbers.map((n) => n.internalId),
          now,
        ),
      );
    }
    return appLevel || numbers.length > 0;
  }

  /**
   * Processes one verified delivery; resolves once its changes (receipt, state, outbox events) committed.
   * Concurrent deliveries share a transaction when batching is on (decision 0504): each is answered only
   * after the shared commit, and a batch that fails is retried one delivery per transaction, so one bad
   * delivery fails only its own request (the upstream redelivers it).
   */
  async handle(rawBody: Buffer, payload: unknown): Promise<WebhookOutcome> {
    const delivery: Delivery = {
      rawBody,
      payload,
      hash: createHash('sha256').update(rawBody).digest('hex'),
      now: this.ctx.clock.now(),
      requestId: currentRequestScope()?.requestId,
    };
    if (this.commits) return this.commits.submit(delivery);
    return this.applyAlone(delivery);
  }

  /** One delivery in its own transaction. */
  private applyAlone(d: Delivery): Promise<WebhookOutcome> {
    return this.ctx.db.transaction(async (trx) => {
      const memo = new DeliveryMemo();
      const outcome = await withEventHeaders(requestIdHeaders(d.requestId), () => this.apply(trx, d, memo));
      await memo.settled();
      await this.ctx.receipts.recordEvents(trx, memo.events);
      return outcome;
    });
  }

  /**
   * One delivery in `trx`: the receipt (a redelivery changes nothing; `recorded` when the batch already
   * recorded it), then every change it carries.
   */
  private async apply(trx: Trx, { rawBody, payload, hash, now, requestId }: Delivery, memo: DeliveryMemo, recorded = false): Promise<WebhookOutcome> {
    if (!recorded && !(await this.ctx.receipts.recordBody(trx, hash, now))) return 'duplicate';
    // The numbers of each account named, read once per delivery (once per batch while only messages arrive).
    const byWaba = new Map<string, PhoneNumberRow[]>();
    for (const e of looseList.parse(looseObject.parse(payload).entry)) {
      const wabaId = optionalText.parse(looseObject.parse(e).id);
      if (wabaId && !byWaba.has(wabaId))
        byWaba.set(wabaId, await memo.numbers(wabaId, () => this.ctx.phoneNumbers.byBusinessAccountWithSharedMarks(wabaId, trx)));
    }
    // Its changes for the log search (decision 0019), inserted with the transaction's others in one statement.
    memo.events.push(...upstreamWebhookEventRows({ payload, byWaba, requestId, now }, uuidv7));
    // A delivery with anything but `messages` changes may change numbers or shared marks: later ones read again.
    if (!onlyMessages(payload)) memo.clear();
    await this.queueForwards(trx, rawBody, payload, byWaba, now);
    let i = 0;
    for (const entry of looseList.parse(looseObject.parse(payload).entry)) {
      const e = looseObject.parse(entry);
      const wabaId = optionalText.parse(e.id);
      if (!wabaId) continue;
      const numbers = byWaba.get(wabaId) ?? [];
      if (numbers.length === 0) {
        // The platform sandbox number belongs to no project: its changes go on for contacts to route.
        for (const change of looseList.parse(e.changes))
          await this.sandboxChange(trx, wabaId, looseObject.parse(change), `${hash}:${i++}`, now, secondsToIso(e.time, now));
        continue;
      }
      // A signed delivery for the account proves the webhook path works for its numbers.
      await this.ctx.phoneNumbers.markWebhookVerified(
        trx,
        numbers.filter((n) => !n.webhookVerifiedAt).map((n) => n.internalId),
        now,
      );
      memo.verified(wabaId, now);
      const occurredAt = secondsToIso(e.time, now);
      for (const change of looseList.parse(e.changes)) {
        const c = looseObject.parse(change);
        const seed = `${hash}:${i++}`;
        const value = looseObject.parse(c.value);
        switch (c.field) {
          case 'account_update':
            await this.accountUpdate(trx, wabaId, numbers, value, occurredAt, seed);
            break;
          case 'phone_number_name_update':
            await this.nameUpdate(trx, wabaId, numbers, value, occurredAt, seed);
            break;
          case 'user_preferences':
            await this.userPreferences(trx, wabaId, numbers, value, occurredAt, seed);
            break;
          case 'messages': {
            await this.receivedMedia(trx, numbers, value, now);
            await this.statuses(trx, wabaId, numbers, value, now);
            const n = this.numberOf(numbers, value);
            // Written together with the batch's others (one pipelined round trip), awaited before the commit.
            if (n) memo.pending(this.recordWindows(n, value, now));
            const threadHandler = n && this.threads ? await this.threads.onMessages(trx, n, value, (load) => memo.shared(n, load)) : '';
            await this.conversationChange(trx, wabaId, numbers, String(c.field), value, seed, now, occurredAt, threadHandler, requestId);
            break;
          }
          case 'messaging_handovers':
          case 'standby': {
            const n = this.numberOf(numbers, value);
            if (!n || !this.threads) break;
            if (c.field === 'standby') await this.threads.standby(trx, wabaId, n, value, seed, occurredAt);
            else await this.threads.handover(trx, wabaId, n, value, seed, occurredAt);
            break;
          }
          case 'smb_message_echoes':
          case 'history':
          case 'user_id_update':
            await this.conversationChange(trx, wabaId, numbers, String(c.field), value, seed, now, occurredAt, '', requestId);
            break;
          case 'message_template_status_update':
          case 'template_category_update':
          case 'phone_number_quality_update':
            // The next send re-reads the account's template categories from the upstream (which already changed).
            if (c.field !== 'phone_number_quality_update') this.sendPathCache?.templatesChanged(wabaId);
            await publishUpstreamNotice(trx, String(c.field), wabaId, numbers, value, occurredAt, seed);
            break;
          case 'calls':
            await this.calls(trx, wabaId, numbers, value, now);
            await this.callsStore?.recordWebhook(trx, numbers, value, now);
            break;
          case 'flows':
            await this.flowNotification(trx, wabaId, numbers, value, occurredAt, seed);
            break;
          default:
            break;
        }
      }
    }
    return 'processed';
  }

  /**
   * Customer messages open the customer-service window (decision 0236): the newest message time per
   * customer is recorded for the send path before the upstream gets its 200, on every number
   * (also forward-only ones: the window is the upstream's, whatever the platform stores). System
   * messages (identity changes) are not the customer writing. Never throws.
   */
  private async recordWindows(n: PhoneNumberRow, value: Obj, now: Date): Promise<void> {
    if (!this.windows) return;
    for (const m of looseObjects.parse(value.messages)) {
      const from = optionalText.parse(m.from);
      if (!from || m.type === 'system' || !/^\+?[\d\s().-]{4,30}$/.test(from)) continue;
      const ts = Number(m.timestamp);
      const at = ts > 0 ? Math.min(ts * 1000, now.getTime()) : now.getTime();
      await this.windows.recordInbound(n.projectId, n.phoneNumberId, from.replace(/\D/g, ''), at, now.getTime());
    }
  }

  /**
   * Raw forwarding (decision 0501): every payload for a number with a webhook_destination_url is
   * queued in the receipt's transaction. A payload only about that number goes as the exact bytes
   * received; otherwise its entries keep only that number's changes (and account-level ones).
   */
  private async queueForwards(trx: Trx, rawBody: Buffer, payload: unknown, byWaba: Map<string, PhoneNumberRow[]>, now: Date): Promise<void> {
    const per = new Map<string, { number: PhoneNumberRow; entries: Obj[]; partial: boolean }>();
    const entries = looseObjects.parse(looseObject.parse(payload).entry);
    for (const e of entries) {
      const wabaId = optionalText.parse(e.id);
      if (!wabaId) continue;
      const numbers = (byWaba.get(wabaId) ?? []).filter((n) => n.public.webhook_destination_url);
      for (const n of numbers) {
        const changes = looseList.parse(e.changes).filter((c) => {
          const pn = optionalText.parse(looseObject.parse(looseObject.parse(looseObject.parse(c).value).metadata).phone_number_id);
          return pn === undefined || pn === n.phoneNumberId;
        });
        if (!changes.length) continue;
        const slot = per.get(n.internalId) ?? { number: n, entries: [], partial: false };
        if (changes.length !== looseList.parse(e.changes).length) slot.partial = true;
        slot.entries.push({ ...e, changes });
        per.set(n.internalId, slot);
      }
    }
    for (const { number, entries: mine, partial } of per.values()) {
      const whole = !partial && mine.length === entries.length;
      const body = whole ? rawBody : Buffer.from(JSON.stringify({ ...looseObject.parse(payload), entry: mine }));
      await this.ctx.rawForwards.enqueue(trx, {
        internalId: number.internalId,
        projectId: number.projectId,
        phoneNumberId: number.phoneNumberId,
        url: number.public.webhook_destination_url!,
        body,
        now,
      });
    }
  }

  /** The number a change's `metadata.phone_number_id` names (the account's only number when none is named). */
  private numberOf(numbers: PhoneNumberRow[], value: Obj): PhoneNumberRow | undefined {
    const id = optionalText.parse(looseObject.parse(value.metadata).phone_number_id);
    return numbers.find((x) => x.phoneNumberId === id) ?? (id === undefined && numbers.length === 1 ? numbers[0] : undefined);
  }

  /** Numbers an account_update names (one, several, or — when none is named — every number of the account). */
  private named(numbers: PhoneNumberRow[], value: Obj): { affected: PhoneNumberRow[]; single: boolean } {
    const ids = new Set<string>();
    if (optionalText.parse(value.phone_number_id)) ids.add(optionalText.parse(value.phone_number_id)!);
    for (const p of looseList.parse(value.phone_numbers))
      if (optionalText.parse(looseObject.parse(p).phone_number_id)) ids.add(optionalText.parse(looseObject.parse(p).phone_number_id)!);
    const digits = optionalText.parse(value.phone_number);
    if (ids.size === 0 && digits) for (const n of numbers) if (n.displayPhoneNumberNormalized === normalizePhoneNumber(digits)) ids.add(n.phoneNumberId);
    if (ids.size === 0) return { affected: numbers, single: false };
    return { affected: numbers.filter((n) => ids.has(n.phoneNumberId)), single: ids.size === 1 };
  }

  private async accountUpdate(trx: Trx, wabaId: string, numbers: PhoneNumberRow[], value: Obj, occurredAt: string, seed: string): Promise<void> {
    const event = optionalText.parse(value.event) ?? '';
    const { affected, single } = this.named(numbers, value);
    const restrictions = looseList.parse(value.restriction_info).map((r) => ({
      type: optionalText.parse(looseObject.parse(r).restriction_type) ?? 'UNKNOWN',
      expires_at: upstreamInstant(looseObject.parse(r).expiration),
    }));
    const src = { provider: 'upstream', event, business_account_id: wabaId };
    const connectionType = (n: PhoneNumberRow) => (n.isCoexistence ? 'coexistence' : 'dedicated');

    if (event === 'DISABLED_UPDATE' || event === 'ACCOUNT_RESTRICTION' || event === 'ACCOUNT_VIOLATION') {
      const banState = optionalText.parse(looseObject.parse(value.ban_info).waba_ban_state);
      for (const [projectId, list] of byProject(affected)) {
        const base = {
          event_id: derivedUuid(`${seed}:${projectId}`),
          project_id: projectId,
          waba_id: wabaId,
          phone_numbers: list.map(eventNumber),
          occurred_at: occurredAt,
        };
        const one = single && list.length === 1 ? { phone_number: eventNumber(list[0]) } : {};
        if (event === 'DISABLED_UPDATE' && banState === 'DISABLE')
          await publishEvent(trx, 'accountDisabled', { ...base, ban_date: optionalText.parse(looseObject.parse(value.ban_info).waba_ban_date) });
        else if (event === 'DISABLED_UPDATE' && banState === 'REINSTATE') await publishEvent(trx, 'accountReinstated', base);
        else if (event === 'ACCOUNT_RESTRICTION') await publishEvent(trx, 'accountRestricted', { ...base, ...one, restrictions });
        else if (event === 'ACCOUNT_VIOLATION') {
          await publishEvent(trx, 'accountViolated', {
            ...base,
            ...one,
            violation_type: optionalText.parse(looseObject.parse(value.violation_info).violation_type) ?? 'UNKNOWN',
            restrictions,
          });
        } else this.ctx.logger.info({ waba_id: wabaId, event, ban_state: banState }, 'account_update without a platform event');
      }
      return;
    }

    const now = this.ctx.clock.now();
    for (const n of affected) {
      const common = {
        event_id: derivedUuid(`${seed}:${n.phoneNumberId}`),
        project_id: n.projectId,
        waba_id: wabaId,
        phone_number: eventNumber(n),
        connection_type: connectionType(n),
        occurred_at: occurredAt,
      };
      if (event === 'ACCOUNT_OFFBOARDED') {
        const info = looseObject.parse(value.offboarding_info);
        await this.ctx.phoneNumbers.setUpstreamFields(trx, n.internalId, { status: 'DISCONNECTED' }, now);
        await publishEvent(trx, 'phoneNumberDisconnected', {
          ...common,
          source: src,
          disconnection: { reason: optionalText.parse(info.reason) ?? 'UNKNOWN', initiated_by: optionalText.parse(info.initiated_by) ?? 'UNKNOWN' },
        });
      } else if (event === 'ACCOUNT_RECONNECTED') {
        await this.ctx.phoneNumbers.setUpstreamFields(trx, n.internalId, { status: 'CONNECTED' }, now);
        await publishEvent(trx, 'phoneNumberReconnected', { ...common, source: src });
      } else if (event === 'PARTNER_REMOVED' || event === 'APP_UNINSTALLED' || event === 'ACCOUNT_DELETED') {
        await this.ctx.phoneNumbers.setUpstreamFields(trx, n.internalId, { status: 'DISCONNECTED' }, now);
        await publishEvent(trx, 'phoneNumberOffboarded', { ...common, source: src });
      }
    }
  }

  private async nameUpdate(trx: Trx, wabaId: string, numbers: PhoneNumberRow[], value: Obj, occurredAt: string, seed: string): Promise<void> {
    const digits = normalizePhoneNumber(optionalText.parse(value.display_phone_number) ?? '');
    const n = numbers.find((x) => x.displayPhoneNumberNormalized === digits) ?? (numbers.length === 1 ? numbers[0] : undefined);
    const decision = value.decision;
    if (!n || !isNameDecision(decision)) return;
    const requested = optionalText.parse(value.requested_verified_name);
    const req =
      (await this.ctx.displayNames.openFor(trx, n.phoneNumberId, requested)) ?? (await this.ctx.displayNames.openFor(trx, n.phoneNumberId, undefined));
    const now = this.ctx.clock.now();
    if (decision === 'APPROVED' && requested) {
      await this.ctx.phoneNumbers.setUpstreamFields(trx, n.internalId, { verified_name: requested, name_status: 'APPROVED' }, now);
    } else if (decision === 'REJECTED' && !req) {
      await this.ctx.phoneNumbers.setUpstreamFields(trx, n.internalId, { name_status: 'DECLINED' }, now);
    }
    if (!req) return;
    const next = applyNameDecision(req.status as DisplayNameStatus, decision);
    if (!next) return;
    const rejection = decision === 'REJECTED' ? optionalText.parse(value.rejection_reason) : undefined;
    await this.ctx.displayNames.decide(trx, req.id, next, now, { applied: next === 'approved', errorMessage: rejection });
    await publishEvent(trx, 'displayNameReviewed', {
      event_id: derivedUuid(`${seed}:${req.id}`),
      project_id: n.projectId,
      waba_id: wabaId,
      phone_number: eventNumber(n),
      request_id: req.id,
      requested_display_name: req.requestedDisplayName,
      decision,
      status: next,
      rejection_reason: rejection,
      occurred_at: occurredAt,
    });
  }

  private async userPreferences(trx: Trx, wabaId: string, numbers: PhoneNumberRow[], value: Obj, occurredAt: string, seed: string): Promise<void> {
    const n = numbers.find((x) => x.phoneNumberId === optionalText.parse(looseObject.parse(value.metadata).phone_number_id));
    // Forward-only numbers (inbound processing disabled): the platform stores nothing about contacts.
    if (!n || !n.public.inbound_processing_enabled) return;
    let j = 0;
    for (const p of looseList.parse(value.user_preferences)) {
      const pref = looseObject.parse(p);
      const v = optionalText.parse(pref.value);
      if (v !== 'stop' && v !== 'resume') continue;
      await publishEvent(trx, 'userPreferenceChanged', {
        event_id: derivedUuid(`${seed}:${j++}`),
        project_id: n.projectId,
        waba_id: wabaId,
        phone_number: eventNumber(n),
        wa_id: optionalText.parse(pref.wa_id) ?? '',
        category: optionalText.parse(pref.category) ?? 'marketing_messages',
        value: v,
        occurred_at: secondsToIso(pref.timestamp, new Date(occurredAt)),
      });
    }
  }

  /**
   * A `flows` change (the upstream's report about a flow: ENDPOINT_ERROR_RATE, ENDPOINT_LATENCY,
   * ENDPOINT_AVAILABILITY, FLOW_STATUS_CHANGE, ...) handed on to the flows service, once per project
   * with a number on the account (the project owning the flow records it on its data-endpoint function).
   */
  private async flowNotification(trx: Trx, wabaId: string, numbers: PhoneNumberRow[], value: Obj, occurredAt: string, seed: string): Promise<void> {
    const flowId = optionalText.parse(value.flow_id);
    if (!flowId) return;
    for (const projectId of byProject(numbers).keys()) {
      await publishEvent(trx, 'flowNotification', {
        event_id: derivedUuid(`flow_notification:${seed}:${projectId}`),
        project_id: projectId,
        waba_id: wabaId,
        upstream_flow_id: flowId,
        event: optionalText.parse(value.event) ?? '',
        message: optionalText.parse(value.message) ?? '',
        alert_state: optionalText.parse(value.alert_state) ?? '',
        value_json: JSON.stringify(value),
        occurred_at: occurredAt,
      });
    }
  }

  /**
   * A conversation change (messages, echoes, history, identity updates) handed on unchanged to the
   * contacts service, in the receipt's transaction: durable before the upstream gets its 200.
   * Numbers with inbound processing disabled are forwarded only (nothing stored, no event).
   */
  private async conversationChange(
    trx: Trx,
    wabaId: string,
    numbers: PhoneNumberRow[],
    field: string,
    value: Obj,
    seed: string,
    now: Date,
    occurredAt: string,
    threadHandler = '',
    requestId?: string,
  ): Promise<void> {
    const phoneNumberId = optionalText.parse(looseObject.parse(value.metadata).phone_number_id);
    const n = numbers.find((x) => x.phoneNumberId === phoneNumberId) ?? (phoneNumberId === undefined && numbers.length === 1 ? numbers[0] : undefined);
    if (!n || !n.public.inbound_processing_enabled) return;
    await publishEvent(
      trx,
      'conversationChange',
      {
        event_id: derivedUuid(`conversation_change:${seed}`),
        project_id: n.projectId,
        waba_id: wabaId,
        phone_number_id: n.phoneNumberId,
        display_phone_number: n.displayPhoneNumber,
        field,
        value_json: JSON.stringify(value),
        received_at: now.toISOString(),
        occurred_at: occurredAt,
        sandbox: false,
        thread_handler: threadHandler,
      },
      // The inbound delivery's own id follows what it causes (decision 0018).
      requestIdHeaders(requestId),
    );
  }

  /**
   * Media a number received (an image, audio, video, document or sticker message): its id is
   * recorded for the number's project, so `{proxy_url}/{media_id}` and its download route to that
   * number's credentials (decision 0211, issue 16), and its fetch into the platform's storage is queued
   * (decision 0251).
   */
  private async receivedMedia(trx: Trx, numbers: PhoneNumberRow[], value: Obj, now: Date): Promise<void> {
    const n = numbers.find((x) => x.phoneNumberId === optionalText.parse(looseObject.parse(value.metadata).phone_number_id));
    if (!n) return;
    for (const m of looseList.parse(value.messages)) {
      const type = optionalText.parse(looseObject.parse(m).type);
      const media = type && RECEIVED_MEDIA_TYPES.has(type) ? looseObject.parse(looseObject.parse(m)[type]) : undefined;
      const id = media ? optionalText.parse(media.id) : undefined;
      if (id && /^\d{1,32}$/.test(id)) {
        const received = { mediaId: id, projectId: n.projectId, phoneNumberId: n.phoneNumberId, mimeType: optionalText.parse(media!.mime_type), now };
        await this.ctx.media.record(received, trx);
        // Fetched into the platform's storage off this path, by the stored-media worker (decision 0251).
        await this.ctx.storedMedia?.enqueue(trx, received);
      }
    }
  }

  /** A change for an account no project connected: handed on only when it is the platform sandbox number's. */
  private async sandboxChange(trx: Trx, wabaId: string, change: Obj, seed: string, now: Date, occurredAt: string): Promise<void> {
    const sandbox = this.ctx.settings.sandboxPhoneNumberId;
    const value = looseObject.parse(change.value);
    const phoneNumberId = optionalText.parse(looseObject.parse(value.metadata).phone_number_id);
    if (!sandbox || phoneNumberId !== sandbox || !CONVERSATION_FIELDS.has(String(change.field))) return;
    await publishEvent(trx, 'conversationChange', {
      event_id: derivedUuid(`conversation_change:${seed}`),
      project_id: '',
      waba_id: wabaId,
      phone_number_id: sandbox,
      display_phone_number: optionalText.parse(looseObject.parse(value.metadata).display_phone_number) ?? '',
      field: String(change.field),
      value_json: JSON.stringify(value),
      received_at: now.toISOString(),
      occurred_at: occurredAt,
      sandbox: true,
    });
  }

  /** True the first time an upstream object is priced (statuses repeat pricing on sent/delivered/read). */
  private firstPricing(trx: Trx, kind: 'message' | 'call', id: string, now: Date, sighting?: PricedSighting): Promise<boolean> {
    return this.ctx.receipts.recordPricing(trx, kind, id, now, sighting);
  }

  private async statuses(trx: Trx, wabaId: string, numbers: PhoneNumberRow[], value: Obj, now: Date): Promise<void> {
    const n = numbers.find((x) => x.phoneNumberId === optionalText.parse(looseObject.parse(value.metadata).phone_number_id));
    if (!n) return;
    for (const st of looseList.parse(value.statuses)) {
      const status = looseObject.parse(st);
      const pricing = looseObject.parse(status.pricing);
      const messageId = optionalText.parse(status.id);
      if (!messageId || !optionalText.parse(pricing.category)) continue;
      const sighting = {
        phoneNumberId: n.phoneNumberId,
        recipientId: optionalText.parse(status.recipient_id) ?? '',
        recipientUserId: optionalText.parse(status.recipient_user_id) ?? '',
      };
      if (!(await this.firstPricing(trx, 'message', messageId, now, sighting))) continue;
      const billable = pricing.billable !== false;
      const category = optionalText.parse(pricing.category)!;
      if (billable && this.ctx.prices.categories[category] === undefined) this.ctx.logger.warn({ category }, 'no price for this pricing category; priced at 0');
      await publishEvent(trx, 'messagePriced', {
        event_id: derivedUuid(`message.priced:${messageId}`),
        project_id: n.projectId,
        waba_id: wabaId,
        phone_number_id: n.phoneNumberId,
        message_id: messageId,
        category,
        pricing_model: optionalText.parse(pricing.pricing_model) ?? 'PMP',
        pricing_type: optionalText.parse(pricing.type) ?? 'regular',
        billable,
        amount_micros: messagePriceMicros(this.ctx.prices, category, billable),
        currency: this.ctx.prices.currency,
        occurred_at: secondsToIso(status.timestamp, now),
      });
    }
  }

  private async calls(trx: Trx, wabaId: string, numbers: PhoneNumberRow[], value: Obj, now: Date): Promise<void> {
    const n = numbers.find((x) => x.phoneNumberId === optionalText.parse(looseObject.parse(value.metadata).phone_number_id));
    if (!n) return;
    for (const c of looseList.parse(value.calls)) {
      const call = looseObject.parse(c);
      const callId = optionalText.parse(call.id);
      if (!callId || call.event !== 'terminate') continue;
      if (!(await this.firstPricing(trx, 'call', callId, now))) continue;
      const duration = Math.max(0, Math.trunc(Number(call.duration) || 0));
      const billable = looseObject.parse(call.pricing).billable === true;
      await publishEvent(trx, 'callPriced', {
        event_id: derivedUuid(`call.priced:${callId}`),
        project_id: n.projectId,
        waba_id: wabaId,
        phone_number_id: n.phoneNumberId,
        call_id: callId,
        duration_seconds: duration,
        amount_micros: callPriceMicros(this.ctx.prices, duration, billable),
        currency: this.ctx.prices.currency,
        occurred_at: secondsToIso(call.end_time ?? call.timestamp, now),
      });
    }
  }
}

/** One verified delivery: its bytes, parsed payload, SHA-256 (the receipt key) and arrival time. */
interface Delivery {
  rawBody: Buffer;
  payload: unknown;
  hash: string;
  now: Date;
  /** The delivery's own id (`in_<uuid>`, decision 0018), read in its request's flow: batches share a transaction. */
  requestId?: string;
}

/** Batches of deliveries committing at once (decision 0504). */
const DELIVERY_BATCHES_IN_FLIGHT = 2;
