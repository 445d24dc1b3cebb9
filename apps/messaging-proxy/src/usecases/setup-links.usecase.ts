import { randomBytes, randomUUID } from 'node:crypto';
import { normalizePage, pageMeta, type PageInput, type messagingProxy } from '@platform/contracts';
import { conflict, DomainError, invalidArgument, notFound, validationFailed } from '@platform/errors';
import { normalizePhoneNumber } from '../domain/messaging-limit';
import {
  decideRevoke,
  effectiveSetupLinkStatus,
  nextSetupLinkStatus,
  onboardingBlocker,
  SETUP_LINK_STATUSES,
  type OnboardingErrorCode,
  type SetupLinkStatus,
} from '../domain/setup-link';
import { SetupLinkOptionsError, validateSetupLinkOptions, type RawSetupLinkOptions } from '../domain/setup-link-options';
import type { SetupLinkRow } from '../infra/db/setup-links.repository';
import { publishEvent } from '../infra/events/publisher';
import { setupLinkToWire } from '../wire/setup-link.wire';
import type { UsecaseContext } from './context';
import type { PhoneNumbersUsecase } from './phone-numbers.usecase';

const DAY_MS = 86_400_000;
/** Links the sweeper stores as expired per transaction. */
const EXPIRE_BATCH = 500;

/** What the onboarding page submits. */
export interface OnboardingSubmission {
  connectionType: string;
  businessAccountId: string;
  phoneNumberId: string;
  accessToken: string;
}

/** Outcome of an onboarding submission: where to send the browser. */
export type OnboardingOutcome =
  | { ok: true; redirect: string | null; phoneNumber: messagingProxy.PhoneNumber; link: SetupLinkRow }
  | { ok: false; redirect: string | null; errorCode: OnboardingErrorCode; message: string; retryable: boolean };

/** Setup link use cases and the onboarding flow behind a link's url. */
export class SetupLinksUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly numbers: PhoneNumbersUsecase,
  ) {}

  private view(row: SetupLinkRow): messagingProxy.SetupLink {
    return setupLinkToWire(row, this.ctx.settings.publicUrl, this.ctx.clock.now());
  }

  /** Creates a link for the customer; the customer's previous active link is revoked in the same transaction. */
  async create(projectId: string, customerId: string, raw: RawSetupLinkOptions): Promise<messagingProxy.SetupLink> {
    let options;
    try {
      options = validateSetupLinkOptions(raw);
    } catch (err) {
      if (err instanceof SetupLinkOptionsError) throw invalidArgument('INVALID_SETUP_LINK', err.message);
      throw err;
    }
    const customer = await this.ctx.customers.get(projectId, customerId);
    if (!customer) throw notFound('CUSTOMER_NOT_FOUND', 'Customer not found');
    if (options.reconnect_phone_number) {
      const digits = normalizePhoneNumber(options.reconnect_phone_number);
      const { items } = await this.ctx.phoneNumbers.list(projectId, { customerId }, 1, 100);
      const match = items.find((n) => n.displayPhoneNumberNormalized === digits);
      if (!match) throw validationFailed('reconnect_phone_number must be a phone number already connected for this customer');
      // The connection type is locked to the existing one (reference 1.4).
      options.allowed_connection_types = [match.isCoexistence ? 'coexistence' : 'dedicated'];
    }
    const now = this.ctx.clock.now();
    const row = await this.ctx.db.transaction((trx) =>
      this.ctx.setupLinks.replaceActive(trx, {
        id: randomUUID(),
        projectId,
        customerId,
        token: randomBytes(32).toString('base64url'),
        expiresAt: new Date(now.getTime() + this.ctx.settings.setupLinkTtlDays * DAY_MS),
        options: { ...options, upstream_billing_mode: 'customer_managed' },
        now,
      }),
    );
    return this.view(row);
  }

  /** Lists a customer's links (status filter sees expiry), most recent first. */
  async list(projectId: string, customerId: string, status: string, p: PageInput | null | undefined) {
    if (status && !(SETUP_LINK_STATUSES as readonly string[]).includes(status))
      throw invalidArgument('INVALID_STATUS', `status must be one of ${SETUP_LINK_STATUSES.join(', ')}`);
    const customer = await this.ctx.customers.get(projectId, customerId);
    if (!customer) throw notFound('CUSTOMER_NOT_FOUND', 'Customer not found');
    const { page, perPage } = normalizePage(p);
    const { items, total } = await this.ctx.setupLinks.list(
      projectId,
      customerId,
      (status || undefined) as SetupLinkStatus | undefined,
      this.ctx.clock.now(),
      page,
      perPage,
    );
    return { setup_links: items.map((r) => this.view(r)), meta: pageMeta(page, perPage, total) };
  }

  /** Reads one link of the project's customer. */
  async get(projectId: string, customerId: string, id: string): Promise<messagingProxy.SetupLink> {
    const row = await this.ctx.setupLinks.get(projectId, customerId, id);
    if (!row) throw notFound('SETUP_LINK_NOT_FOUND', 'Setup link not found');
    return this.view(row);
  }

  /**
   * Revokes a link (PATCH status `revoked`, decision 0202): an active link becomes `revoked` and its
   * page refuses it from then on (failure redirect `link_expired`); a link already revoked is answered
   * as it is, so a retry succeeds; a used or expired link is a conflict and stays what it is.
   */
  async revoke(projectId: string, customerId: string, id: string): Promise<messagingProxy.SetupLink> {
    const now = this.ctx.clock.now();
    const row = await this.ctx.db.transaction(async (trx) => {
      const locked = await this.ctx.setupLinks.lockOne(trx, projectId, customerId, id);
      if (!locked) throw notFound('SETUP_LINK_NOT_FOUND', 'Setup link not found');
      const decision = decideRevoke(effectiveSetupLinkStatus(locked.status, locked.expiresAt, now));
      if (decision.kind === 'refused')
        throw conflict(decision.status === 'used' ? 'Setup link was already used; it cannot be revoked' : 'Setup link has expired; it cannot be revoked');
      if (decision.kind === 'unchanged') return locked;
      await this.ctx.setupLinks.setStatus(trx, locked.id, 'revoked', now);
      return { ...locked, status: 'revoked' as const };
    });
    return this.view(row);
  }

  /**
   * Stores `expired` on every link still stored `active` past its `expires_at` (the sweeper's pass),
   * in batches; readers already see such a link as expired. Answers how many it stored.
   */
  async expireDue(): Promise<number> {
    const now = this.ctx.clock.now();
    let total = 0;
    for (;;) {
      const n = await this.ctx.setupLinks.expireDue(now, EXPIRE_BATCH);
      total += n;
      if (n < EXPIRE_BATCH) return total;
    }
  }

  /** The link behind an onboarding url with its status as of now; undefined for an unknown token. */
  async forPage(token: string): Promise<{ row: SetupLinkRow; status: SetupLinkStatus } | undefined> {
    const row = await this.ctx.setupLinks.byToken(token);
    if (!row) return undefined;
    return { row, status: effectiveSetupLinkStatus(row.status, row.expiresAt, this.ctx.clock.now()) };
  }

  /** Failure redirect with the documented parameters (reference 1.4). */
  failureRedirect(row: SetupLinkRow, code: OnboardingErrorCode): string | null {
    if (!row.options.failure_redirect_url) return null;
    const u = new URL(row.options.failure_redirect_url);
    u.searchParams.set('setup_link_id', row.id);
    u.searchParams.set('error_code', code);
    return u.toString();
  }

  /**
   * Success redirect with the peer's parameters (reference §3); `provisionedId` names a number the
   * platform provisioned for the link, and the parameter is present and empty otherwise (a key always
   * present keeps one parser for both).
   */
  successRedirect(row: SetupLinkRow, n: messagingProxy.PhoneNumber, provisionedId = ''): string | null {
    if (!row.options.success_redirect_url) return null;
    const u = new URL(row.options.success_redirect_url);
    u.searchParams.set('setup_link_id', row.id);
    u.searchParams.set('status', 'completed');
    u.searchParams.set('phone_number_id', n.phone_number_id!);
    u.searchParams.set('business_account_id', n.business_account_id!);
    u.searchParams.set('provisioned_phone_number_id', provisionedId);
    u.searchParams.set('display_phone_number', n.display_phone_number!);
    return u.toString();
  }

  /**
   * Completes onboarding: connects (or, for a reconnect link, re-credentials) the number for the
   * link's customer, then marks the link used. A failure leaves the link active for a retry and
   * records messaging_setup_error.
   */
  async complete(token: string, s: OnboardingSubmission): Promise<OnboardingOutcome | undefined> {
    const found = await this.forPage(token);
    if (!found) return undefined;
    const { row, status } = found;
    const blocker = onboardingBlocker(status);
    if (blocker)
      return {
        ok: false,
        redirect: this.failureRedirect(row, blocker),
        errorCode: blocker,
        message: blocker === 'already_used' ? 'This setup link was already used' : 'This setup link has expired',
        retryable: false,
      };
    const fail = async (code: OnboardingErrorCode, message: string): Promise<OnboardingOutcome> => {
      await this.ctx.setupLinks.recordSetupError(row.id, message, this.ctx.clock.now());
      return { ok: false, redirect: this.failureRedirect(row, code), errorCode: code, message, retryable: true };
    };
    if (!row.options.allowed_connection_types.includes(s.connectionType))
      return fail('phone_verification_failed', `Connection type ${s.connectionType} is not allowed by this link`);

    let phoneNumber: messagingProxy.PhoneNumber;
    try {
      if (row.options.reconnect_phone_number) {
        const existing = await this.ctx.phoneNumbers.get(row.projectId, s.phoneNumberId);
        if (
          !existing ||
          existing.customerId !== row.customerId ||
          existing.displayPhoneNumberNormalized !== normalizePhoneNumber(row.options.reconnect_phone_number)
        ) {
          return fail('phone_verification_failed', 'The phone number does not match the number this link reconnects');
        }
        phoneNumber = await this.numbers.update(row.projectId, s.phoneNumberId, { accessToken: s.accessToken });
      } else {
        phoneNumber = await this.numbers.connect(row.projectId, {
          customerId: row.customerId,
          phoneNumberId: s.phoneNumberId.trim(),
          businessAccountId: s.businessAccountId.trim(),
          accessToken: s.accessToken,
        });
      }
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      const tokenProblem = /access token/i.test(err.publicMessage) || err.reason === 'UPSTREAM_FAILED';
      return fail(tokenProblem ? 'token_exchange_failed' : 'phone_verification_failed', err.publicMessage);
    }

    const now = this.ctx.clock.now();
    // The link may have been used, revoked or have expired while the number was being connected: the
    // page then answers with what the link became (the number stays connected; decision 0202).
    const lateBlocker = await this.ctx.db.transaction(async (trx): Promise<OnboardingErrorCode | null> => {
      const locked = await this.ctx.setupLinks.byToken(token, trx);
      if (!locked) return 'link_expired';
      const current = effectiveSetupLinkStatus(locked.status, locked.expiresAt, now);
      const next = nextSetupLinkStatus(current, 'complete');
      if (!next) return onboardingBlocker(current) ?? 'already_used';
      await this.ctx.setupLinks.setStatus(trx, locked.id, next, now, {
        phoneNumberId: phoneNumber.phone_number_id,
        setupStatus: 'completed',
        setupError: null,
      });
      // The same project event as the embedded signup's finish (decision 0247).
      await publishEvent(trx, 'phoneNumberCreated', {
        event_id: randomUUID(),
        project_id: row.projectId,
        customer_id: row.customerId,
        waba_id: phoneNumber.business_account_id!,
        phone_number: { id: phoneNumber.phone_number_id!, display_phone_number: phoneNumber.display_phone_number ?? '' },
        connection_type: phoneNumber.is_coexistence ? 'coexistence' : 'dedicated',
        setup_link_id: row.id,
        reconnected: Boolean(row.options.reconnect_phone_number),
        occurred_at: now.toISOString(),
      });
      return null;
    });
    if (lateBlocker)
      return {
        ok: false,
        redirect: this.failureRedirect(row, lateBlocker),
        errorCode: lateBlocker,
        message: lateBlocker === 'already_used' ? 'This setup link was already used' : 'This setup link has expired',
        retryable: false,
      };
    return { ok: true, redirect: this.successRedirect(row, phoneNumber), phoneNumber, link: row };
  }
}
