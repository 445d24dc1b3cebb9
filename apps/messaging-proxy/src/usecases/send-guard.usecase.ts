import { status as grpcStatus } from '@grpc/grpc-js';
import { PAYMENT_REQUIRED, httpStatusOf, isDomainError } from '@platform/errors';
import { callUnary } from '@platform/grpc';
import type { ContactsClient } from '../infra/grpc/contacts.client';
import { MarketingStopChecks } from '../infra/grpc/marketing-stops';
import type { FundingClient } from '../infra/grpc/funding.client';
import type { PhoneNumberRow } from '../infra/db/phone-numbers.repository';
import { INVALIDATE_ALL, type InvalidationBus } from '../infra/kv/invalidation';
import type { ServiceWindowStore } from '../infra/kv/service-window.store';
import type { GraphStream } from '../infra/upstream/graph-stream';
import { classOf, namedTemplate, type SendClass } from '../domain/send';
import { readSendAnswer, templateListSchema, wamidOf } from '../domain/untrusted-json';
import { looseObject } from '@platform/lenient';
import { ianaZoneOf } from '../domain/waba-timezone';
import type { UsecaseContext } from './context';

export type { SendClass } from '../domain/send';

type Obj = Record<string, unknown>;
/** How long a template's category is kept in memory (a re-categorised template is charged at its new category on settlement anyway, 0104). */
const CATEGORY_TTL_MS = 5 * 60_000;
const CATEGORY_CACHE_MAX = 10_000;
/** How long a business account's time zone is kept in memory (it changes rarely; decision 0235). */
const TIMEZONE_TTL_MS = 60 * 60_000;

/** A refusal: never forwarded, never charged. */
export interface SendRefusal {
  ok: false;
  status: number;
  body: Obj;
}

/** A send the guard let through: its classification and what its price depends on, for the hold. */
export interface SendChecked {
  ok: true;
  cls: SendClass;
  /** The recipient's customer-service window (decision 0236). */
  window: 'open' | 'closed';
  /** The business account's IANA zone ('' when not needed or unknown; decision 0235). */
  wabaTimezone: string;
  /**
   * What funding prices the send by (decision 0241): the recipient's phone digits; for a send named by a
   * business-scoped user id, the contact's known phone digits, else the id itself (its `CC.` country).
   */
  pricedFor: string;
}

/** A send allowed to go upstream; `sendKey` names its credit hold (absent when billing is off). */
export interface SendAllowed {
  ok: true;
  sendKey?: string;
}

/**
 * The guarded send path of `POST {proxy_url}/{phone_number_id}/messages` (issue 15, decisions 0230,
 * 0104, 0105): classify the send (a template's category from the upstream's own template by name and
 * language; otherwise service), refuse a marketing template to a contact who stopped marketing on the
 * number (`422 marketing_preference_stopped`), then hold its price in funding (a 402 passed through
 * unchanged). After the upstream answered: release the hold of a refused send; an accepted send's hold
 * is confirmed by funding from `messaging_proxy_sends.accepted` (decision 0239), or here with
 * ConfirmCreditHold when that event was not written.
 */
export class SendGuardUsecase {
  private readonly categories = new Map<string, { category: string | undefined; at: number }>();
  private readonly timezones = new Map<string, { zone: string; at: number }>();

  /** Opt-out reads of concurrent sends, coalesced: one contacts call out per number at a time (decision 0505). */
  private readonly stops: MarketingStopChecks;

  constructor(
    private readonly ctx: UsecaseContext,
    private readonly deps: {
      contacts: ContactsClient;
      funding?: FundingClient;
      upstream: GraphStream;
      /** The window from the receiver's own record (decision 0236); contacts is asked when absent or when it cannot tell. */
      windows?: Pick<ServiceWindowStore, 'windowOf'>;
      /** Template changes of an account (`templates:<waba_id>`) drop its cached categories on every replica (decision 0237). */
      invalidation?: Pick<InvalidationBus, 'subscribe'>;
    },
  ) {
    this.stops = new MarketingStopChecks(deps.contacts);
    deps.invalidation?.subscribe((m) => {
      if (m === INVALIDATE_ALL) this.categories.clear();
      else if (m.startsWith('templates:')) {
        const prefix = `${m.slice('templates:'.length)}\u0000`;
        for (const key of [...this.categories.keys()]) if (key.startsWith(prefix)) this.categories.delete(key);
      }
    });
  }

  /**
   * The guard of one send (its step 4 in sends.usecase.ts): classifies it and refuses a marketing
   * send to a contact who stopped marketing on the number (422), or 503 when that cannot be told.
   */
  async check(projectId: string, number: PhoneNumberRow, message: Obj, opts: { version: string; token: string }): Promise<SendRefusal | SendChecked> {
    const cls = await this.classify(number, message, opts.version, opts.token);
    // Both reads at once (contacts); the opt-out is decided first, so an opted-out contact's refusal
    // always names marketing_preference_stopped.
    // The contact by phone number, else by the business-scoped user id the send names (`to`, else `recipient`).
    const contact = cls.recipient || cls.userId;
    const [stopped, priced] = await Promise.all([
      cls.category === 'marketing' && contact ? this.marketingStopped(projectId, number.phoneNumberId, contact) : false,
      this.deps.funding
        ? this.pricingInputs(projectId, number, cls, opts)
        : { window: 'closed' as const, wabaTimezone: '', pricedFor: cls.recipient || cls.userId },
    ]);
    if (stopped === 'unknown') return unavailable('Marketing preferences could not be checked; nothing was sent, retry the request');
    if (stopped) {
      return {
        ok: false,
        status: 422,
        body: {
          error: 'The contact stopped marketing messages from this phone number; nothing was sent',
          code: 'marketing_preference_stopped',
        },
      };
    }
    return { ok: true, cls, ...priced };
  }

  /**
   * What the send's price depends on besides its category (decisions 0235, 0236, 0241): the phone number
   * it is priced by — the recipient's, or for a business-scoped user id the contact's known one (contacts
   * `GetContact`; else the id, priced by its country) — the window of that number, and for service
   * messages the business account's time zone.
   */
  private async pricingInputs(
    projectId: string,
    number: PhoneNumberRow,
    cls: SendClass,
    opts: { version: string; token: string },
  ): Promise<{ window: 'open' | 'closed'; wabaTimezone: string; pricedFor: string }> {
    const phone = cls.recipient || (cls.userId ? await this.knownPhoneOf(projectId, cls.userId) : '');
    const [window, wabaTimezone] = await Promise.all([
      this.windowOf(projectId, number.phoneNumberId, phone),
      // Only service messages are counted against the monthly allowance, in the account's zone (0105, 0235).
      cls.category === 'service' ? this.wabaTimezone(number, opts.version, opts.token) : '',
    ]);
    // An id longer than funding reads (256) names no country: priced as unknown (402), not refused as malformed.
    return { window, wabaTimezone, pricedFor: phone || (cls.userId.length <= 256 ? cls.userId : '') };
  }

  /**
   * The phone digits contacts knows for the contact a business-scoped user id (or parent id) names
   * (decision 0241); '' when it knows none, no such contact exists, or contacts cannot answer — the send
   * is then priced by the id's country, which is the user's (the upstream settles the charge either way).
   */
  private async knownPhoneOf(projectId: string, userId: string): Promise<string> {
    // Not an identifier contacts could resolve (it takes at most 256 characters): no contact.
    if (userId.length > 256) return '';
    try {
      const r = await callUnary(this.deps.contacts.client(), 'GetContact', { project_id: projectId, identifier: userId });
      const phone = r.contact?.phone_number ?? '';
      return /^\d{4,20}$/.test(phone) ? phone : '';
    } catch (err) {
      if (!(isDomainError(err) && err.code === grpcStatus.NOT_FOUND))
        this.ctx.logger.warn({ err }, "send guard: the contact's phone number could not be read; priced by the user id's country");
      return '';
    }
  }

  /**
   * The hold of a checked send (its step 5 in sends.usecase.ts): its price held in funding under
   * `sendKey` when billing is on (a 402 passed through; a key funding already knows as sent answered
   * `duplicate_send`, one it released after an unknown outcome `idempotency_key_spent`). The key's
   * at-most-once record is the send's own (decision 0240).
   */
  async hold(projectId: string, number: PhoneNumberRow, checked: SendChecked, sendKey: string): Promise<SendRefusal | SendAllowed> {
    const { cls, window, wabaTimezone, pricedFor } = checked;
    if (!this.deps.funding) return { ok: true };
    try {
      const r = await callUnary(this.deps.funding.client(), 'HoldCredits', {
        project_id: projectId,
        send_key: sendKey,
        category: cls.category,
        window,
        recipient: pricedFor,
        waba_id: number.businessAccountId,
        phone_number_id: number.phoneNumberId,
        waba_timezone: wabaTimezone,
      });
      if (r.replayed && (r.hold?.status === 'sent' || r.hold?.status === 'settled')) {
        const wamid = r.hold.message_id ?? undefined;
        return {
          ok: false,
          status: 409,
          body: { error: 'This Idempotency-Key already names an accepted send; nothing was sent again', code: 'duplicate_send', ...(wamid ? { wamid } : {}) },
        };
      }
      return { ok: true, sendKey };
    } catch (err) {
      if (isDomainError(err) && err.reason === PAYMENT_REQUIRED) return { ok: false, status: 402, body: { error: err.publicMessage, ...err.publicFields } };
      if (isDomainError(err) && err.code !== grpcStatus.UNAVAILABLE && err.code !== grpcStatus.DEADLINE_EXCEEDED && httpStatusOf(err) < 500) {
        return { ok: false, status: httpStatusOf(err), body: { error: err.publicMessage } };
      }
      this.ctx.logger.warn({ err, phone_number_id: number.phoneNumberId }, 'send guard: credits could not be held');
      return unavailable('Credits could not be checked; nothing was sent, retry the request');
    }
  }

  /**
   * After the forward: accepted (a wamid came back) → nothing when `confirmedByEvent` (its
   * `send.accepted` event committed: funding confirms the hold from it, decision 0239), else
   * ConfirmCreditHold; refused → ReleaseCreditHold; no answer (`status` 0: outcome unknown) →
   * nothing (the send's record is reconciled, decision 0240). Never throws (the send happened or did
   * not; an unconfirmed hold is released by funding's sweeper).
   */
  async settle(projectId: string, allowed: SendAllowed | undefined, status: number, answer: Buffer, opts: { confirmedByEvent?: boolean } = {}): Promise<void> {
    await this.confirmOrRelease(projectId, allowed?.sendKey, status, answer, opts.confirmedByEvent === true);
  }

  private async confirmOrRelease(projectId: string, sendKey: string | undefined, status: number, answer: Buffer, confirmedByEvent: boolean): Promise<void> {
    if (!sendKey || !this.deps.funding || status === 0) return;
    let wamid = '';
    if (status >= 200 && status < 300) {
      try {
        wamid = wamidOf(readSendAnswer(JSON.parse(answer.toString('utf8')))) ?? '';
      } catch {
        // no wamid: outcome unknown
      }
      // Accepted without a readable message id: the outcome is unknown; the hold expires (0104).
      if (!wamid) return;
      if (confirmedByEvent) return;
    }
    try {
      if (wamid) await callUnary(this.deps.funding.client(), 'ConfirmCreditHold', { project_id: projectId, send_key: sendKey, message_id: wamid });
      else await callUnary(this.deps.funding.client(), 'ReleaseCreditHold', { project_id: projectId, send_key: sendKey });
    } catch (err) {
      this.ctx.logger.error({ err, wamid }, 'send guard: the credit hold could not be confirmed or released; funding sweeps it');
    }
  }

  /** Category of the send and its recipient (decision 0230). */
  async classify(number: PhoneNumberRow, message: Obj, version: string, token: string): Promise<SendClass> {
    const t = namedTemplate(message);
    const category = t && t.name && t.language ? await this.templateCategory(number, t.name, t.language, version, token) : undefined;
    return classOf(message, category);
  }

  /** The category of the account's template `name`/`language`, asked of the upstream (cached briefly); undefined when unknown. */
  private async templateCategory(number: PhoneNumberRow, name: string, language: string, version: string, token: string): Promise<string | undefined> {
    const key = `${number.businessAccountId}\u0000${name}\u0000${language}`;
    const now = this.ctx.clock.now().getTime();
    const hit = this.categories.get(key);
    if (hit && now - hit.at < CATEGORY_TTL_MS) return hit.category;
    let category: string | undefined;
    try {
      const q = new URLSearchParams({ name, language, fields: 'name,language,category', limit: '100' });
      const r = await this.deps.upstream.send('GET', version, `${encodeURIComponent(number.businessAccountId)}/message_templates?${q}`, token);
      const body = templateListSchema.parse(JSON.parse(Buffer.from(await r.arrayBuffer()).toString('utf8')));
      if (!r.ok) return undefined;
      const match = body.data.find((x) => x.name === name && x.language === language);
      category = typeof match?.category === 'string' ? match.category.toLowerCase() : undefined;
    } catch {
      return undefined;
    }
    if (category) {
      if (this.categories.size >= CATEGORY_CACHE_MAX) this.categories.clear();
      this.categories.set(key, { category, at: now });
    }
    return category;
  }

  /**
   * The IANA zone of the number's business account (`GET {waba_id}?fields=timezone_id`, decision 0235),
   * kept in memory for TIMEZONE_TTL_MS; '' when the upstream does not say or the id is not a known zone.
   */
  private async wabaTimezone(number: PhoneNumberRow, version: string, token: string): Promise<string> {
    const now = this.ctx.clock.now().getTime();
    const hit = this.timezones.get(number.businessAccountId);
    if (hit && now - hit.at < TIMEZONE_TTL_MS) return hit.zone;
    let zone = '';
    try {
      const r = await this.deps.upstream.send('GET', version, `${encodeURIComponent(number.businessAccountId)}?fields=timezone_id`, token);
      const body = looseObject.parse(JSON.parse(Buffer.from(await r.arrayBuffer()).toString('utf8') || '{}'));
      if (!r.ok) return '';
      zone = ianaZoneOf(body.timezone_id);
    } catch {
      return '';
    }
    if (this.timezones.size >= CATEGORY_CACHE_MAX) this.timezones.clear();
    this.timezones.set(number.businessAccountId, { zone, at: now });
    return zone;
  }

  /**
   * True when the contact stopped marketing on the number; false when subscribed, unknown, or when
   * contacts cannot be reached — UNAVAILABLE or DEADLINE_EXCEEDED (decision 0230: the upstream
   * enforces the opt-out itself with 131050, whose refusal releases the hold and is recorded as the
   * preference). `'unknown'` when contacts answered with any other error: the send is refused (503),
   * never sent on a guess.
   */
  private async marketingStopped(projectId: string, phoneNumberId: string, identifier: string): Promise<boolean | 'unknown'> {
    // Not an identifier contacts could resolve (it takes at most 256 characters): no contact, subscribed.
    if (identifier.length > 256) return false;
    try {
      return await this.stops.stopped(projectId, phoneNumberId, identifier);
    } catch (err) {
      if (isDomainError(err) && (err.code === grpcStatus.UNAVAILABLE || err.code === grpcStatus.DEADLINE_EXCEEDED)) {
        this.ctx.logger.warn({ err, phone_number_id: phoneNumberId }, 'send guard: contacts unreachable; the upstream enforces the opt-out');
        return false;
      }
      this.ctx.logger.error({ err, phone_number_id: phoneNumberId }, 'send guard: marketing preferences could not be read; the send is refused');
      return 'unknown';
    }
  }

  /**
   * The customer-service window of the recipient on the number (decision 0236): from the receiver's
   * own "last inbound at" record when it can tell; otherwise the recipient's active conversation in
   * contacts; closed when neither can answer (priced as closed: the larger hold, settled at the
   * upstream's price).
   */
  private async windowOf(projectId: string, phoneNumberId: string, recipient: string): Promise<'open' | 'closed'> {
    if (!recipient) return 'closed';
    const known = this.deps.windows ? await this.deps.windows.windowOf(projectId, phoneNumberId, recipient, this.ctx.clock.now().getTime()) : 'unknown';
    if (known !== 'unknown') return known;
    try {
      const r = await callUnary(this.deps.contacts.client(), 'ListConversations', {
        project_id: projectId,
        phone_number_id: phoneNumberId,
        phone_number: recipient,
        status: 'active',
        limit: 1,
      });
      const expires = r.conversations?.[0]?.service_window_expires_at;
      return expires && Date.parse(expires) > this.ctx.clock.now().getTime() ? 'open' : 'closed';
    } catch (err) {
      this.ctx.logger.warn({ err, phone_number_id: phoneNumberId }, 'send guard: conversation window unknown, priced as closed');
      return 'closed';
    }
  }
}

function unavailable(error: string): SendRefusal {
  return { ok: false, status: 503, body: { error } };
}
