import { randomInt, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { messagingProxy } from '@platform/contracts';
import { DomainError } from '@platform/errors';
import { GraphError } from '@platform/graph';
import { normalizePhoneNumber } from '../domain/messaging-limit';
import { effectiveSetupLinkStatus, onboardingBlocker, type OnboardingErrorCode } from '../domain/setup-link';
import {
  canClaimSignup,
  isSignupRunning,
  needsRegister,
  pickNumber,
  readWindowOutcome,
  SignupPostSchema,
  WabaNumberSchema,
  type ConnectionType,
  type SignupStep,
  type WabaNumber,
} from '../domain/setup-link-signup';
import type { SetupLinkRow } from '../infra/db/setup-links.repository';
import { publishEvent } from '../infra/events/publisher';
import { setupLinkToWire } from '../wire/setup-link.wire';
import type { UsecaseContext } from './context';
import type { PhoneNumbersUsecase } from './phone-numbers.usecase';
import type { SetupLinksUsecase } from './setup-links.usecase';

/**
 * Provisioning a number for a setup link (issue 34 item 3): another use case implements it and
 * server.ts wires it; null leaves links with `provision_phone_number` failing clearly.
 */
export interface NumberProvisioner {
  /** Buys (at most once per link), adds to the WABA, requests and enters the upstream code; idempotent per link. */
  provisionForLink(req: {
    setupLinkId: string;
    projectId: string;
    customerId: string;
    wabaId: string;
    businessId: string | null;
    accessToken: string;
    countryIsos: string[];
    areaCode: string | null;
    verifiedName: string;
  }): Promise<{ phoneNumberId: string; displayPhoneNumber: string; provisionedPhoneNumberId: string }>;
  /** Releases what was bought for the link (after a later failure). */
  releaseForLink(setupLinkId: string): Promise<void>;
}

/** A claim older than this is a flow whose process died: another post may take the link over. */
export const SIGNUP_LEASE_MS = 10 * 60_000;
/** How long a post waits for the flow before answering "still running" (the gateway's proxy gives up at 30 s). */
const ANSWER_WITHIN_MS = 20_000;
const POLL_MS = 200;

/** What the page is told after its post, and by the progress poll once the flow ended. */
export type SignupAnswer =
  | { state: 'completed'; redirect: string | null; display_phone_number: string }
  | { state: 'failed'; redirect: string | null; error_code: OnboardingErrorCode; message: string }
  | { state: 'running'; messaging_setup_status: string };

/** What the progress poll answers. */
export interface SignupProgress {
  messaging_setup_status: string;
  messaging_setup_error: string | null;
  provisioned_phone_number: messagingProxy.ProvisionedPhoneNumber | null;
  outcome: SignupAnswer | null;
}

/** A step's failure, with the failure-redirect code it means. */
class SignupFailure extends Error {
  constructor(
    readonly code: OnboardingErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** An upstream refusal's text for the customer (the upstream's own words; never a token). */
const upstreamText = (err: unknown): string =>
  err instanceof GraphError ? (err.details ?? err.message) : err instanceof DomainError ? err.publicMessage : 'The upstream network did not answer';

/** Coexistence's sync a second time: the upstream answers 2593107 "already requested" — done, not a failure. */
const ALREADY_SYNCED = 2593107;

/**
 * The server side of embedded signup behind a setup link (decision 0247): the page posts the window's
 * code and finish message, and this finishes as a tech provider — exchange, debug_token check, the
 * WABA's numbers, subscribe, provision (optional), register, connect through the same path as the
 * API, coexistence's two syncs — moving `messaging_setup_status` through its steps, then marks the
 * link used and publishes `messaging_proxy.phone_number.created`. One flow per link at a time (a
 * claim on the link row); a failure is recorded and the link stays active for a retry.
 */
export class EmbeddedSignupUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly numbers: PhoneNumbersUsecase,
    private readonly links: SetupLinksUsecase,
    private readonly provisioner: NumberProvisioner | null,
  ) {}

  /**
   * Takes the page's post. Answers undefined for an unknown token; the outcome once the flow ended
   * within {@link ANSWER_WITHIN_MS}; else `running` (the page polls {@link progress}). A post while
   * another runs for the link waits for that one's outcome instead of running a second flow.
   */
  async finish(token: string, body: unknown): Promise<SignupAnswer | undefined> {
    const found = await this.links.forPage(token);
    if (!found) return undefined;
    const blocked = this.blocked(found.row, found.status);
    if (blocked) return blocked;
    const post = SignupPostSchema.parse(body ?? {});
    const { row } = found;
    const window = readWindowOutcome(post, { allowedTypes: row.options.allowed_connection_types, provision: row.options.provision_phone_number });

    const now = this.ctx.clock.now();
    const claim = await this.ctx.db.transaction(async (trx): Promise<{ claimedAt: Date } | { answer: SignupAnswer; record?: true } | 'busy'> => {
      const locked = await this.ctx.setupLinks.byToken(token, trx);
      if (!locked) return { answer: this.failedAnswer(row, 'link_expired', 'This setup link has expired') };
      const lateBlock = this.blocked(locked, effectiveSetupLinkStatus(locked.status, locked.expiresAt, now));
      if (lateBlock) return { answer: lateBlock };
      if (!canClaimSignup(locked.messagingSetupStatus, locked.signupClaimedAt, now, SIGNUP_LEASE_MS)) return 'busy';
      if (window.kind === 'failed') return { answer: this.failedAnswer(locked, window.code, window.message), record: true };
      await this.ctx.setupLinks.claimSignup(trx, locked.id, 'exchanging_code', now);
      return { claimedAt: now };
    });
    if (claim === 'busy') return this.awaitOutcome(row.id);
    if ('answer' in claim) {
      if (claim.record && window.kind === 'failed')
        // A cancelled or failed window is an attempt like any other: recorded, the link stays active.
        await this.ctx.setupLinks.failSignup(row.id, null, window.code, window.message, this.ctx.clock.now());
      return claim.answer;
    }
    if (window.kind !== 'finish') throw new Error('unreachable: a failed window is answered before the claim');
    const flow = this.run(row, post.code!, window, claim.claimedAt).catch(async (err: unknown) => {
      // Not a SignupFailure: a defect or the database; recorded so the page is not left waiting.
      this.ctx.logger.error({ err, setup_link_id: row.id }, 'embedded signup failed unexpectedly');
      await this.ctx.setupLinks.failSignup(
        row.id,
        claim.claimedAt,
        'token_exchange_failed',
        'The number could not be connected; try again',
        this.ctx.clock.now(),
      );
      return this.failedAnswer(row, 'token_exchange_failed', 'The number could not be connected; try again');
    });
    const timeout = sleep(ANSWER_WITHIN_MS, null, { ref: false });
    const first = await Promise.race([flow, timeout]);
    return first ?? { state: 'running', messaging_setup_status: (await this.ctx.setupLinks.byId(row.id))?.messagingSetupStatus ?? 'exchanging_code' };
  }

  /** The progress poll: the current step, the provisioned number as the link's wire shows it, and the outcome once the flow ended. */
  async progress(token: string): Promise<SignupProgress | undefined> {
    const found = await this.links.forPage(token);
    if (!found) return undefined;
    const { row, status } = found;
    const wire = setupLinkToWire(row, this.ctx.settings.publicUrl, this.ctx.clock.now());
    return {
      messaging_setup_status: row.messagingSetupStatus,
      messaging_setup_error: row.messagingSetupError,
      provisioned_phone_number: wire.provisioned_phone_number ?? null,
      outcome: await this.outcomeOf(row, status),
    };
  }

  /** The answer for a link that cannot start a signup (used, expired, revoked), or null. */
  private blocked(row: SetupLinkRow, status: ReturnType<typeof effectiveSetupLinkStatus>): SignupAnswer | null {
    const code = onboardingBlocker(status);
    if (!code) return null;
    return this.failedAnswer(row, code, code === 'already_used' ? 'This setup link was already used' : 'This setup link has expired');
  }

  private failedAnswer(row: SetupLinkRow, code: OnboardingErrorCode, message: string): SignupAnswer {
    return { state: 'failed', redirect: this.links.failureRedirect(row, code), error_code: code, message };
  }

  /** What a finished flow answered (a used link: its success; a failed attempt: its failure); null while running or never tried. */
  private async outcomeOf(row: SetupLinkRow, status: ReturnType<typeof effectiveSetupLinkStatus>): Promise<SignupAnswer | null> {
    if (status === 'used' && row.phoneNumberId) {
      const n = await this.ctx.phoneNumbers.get(row.projectId, row.phoneNumberId);
      if (!n) return this.failedAnswer(row, 'already_used', 'This setup link was already used');
      const wire = setupLinkToWire(row, this.ctx.settings.publicUrl, this.ctx.clock.now());
      return {
        state: 'completed',
        redirect: this.links.successRedirect(row, n.public, wire.provisioned_phone_number?.id ?? ''),
        display_phone_number: n.displayPhoneNumber,
      };
    }
    if (status === 'active' && row.messagingSetupStatus === 'failed') {
      const code = (row.messagingSetupErrorCode ?? 'token_exchange_failed') as OnboardingErrorCode;
      return this.failedAnswer(row, code, row.messagingSetupError ?? 'The number could not be connected');
    }
    if (status !== 'active') return this.blocked(row, status);
    return null;
  }

  /** A second post while a flow runs: waits for the first's outcome (bounded), else answers `running`. */
  private async awaitOutcome(id: string): Promise<SignupAnswer> {
    for (let waited = 0; ; waited += POLL_MS) {
      const row = await this.ctx.setupLinks.byId(id);
      if (!row) throw new Error('setup link vanished');
      if (!isSignupRunning(row.messagingSetupStatus) || waited >= ANSWER_WITHIN_MS) {
        const status = effectiveSetupLinkStatus(row.status, row.expiresAt, this.ctx.clock.now());
        return (await this.outcomeOf(row, status)) ?? { state: 'running', messaging_setup_status: row.messagingSetupStatus };
      }
      await sleep(POLL_MS);
    }
  }

  /** The flow of a claimed link; every failure is recorded and answered with its code. */
  private async run(
    row: SetupLinkRow,
    code: string,
    win: { type: ConnectionType; wabaId: string; phoneNumberId: string | null; businessId: string | null; provision: boolean },
    claimedAt: Date,
  ): Promise<SignupAnswer> {
    const step = (s: SignupStep) => this.ctx.setupLinks.setSignupStep(row.id, claimedAt, s, this.ctx.clock.now());
    let provisioned: { phoneNumberId: string; displayPhoneNumber: string; provisionedPhoneNumberId: string } | null = null;
    try {
      let token: string;
      try {
        token = await this.ctx.graph.exchangeCode(code);
      } catch (err) {
        throw new SignupFailure('token_exchange_failed', `The authorization code could not be exchanged: ${upstreamText(err)}`);
      }
      await this.checkTargets(token, win.wabaId);
      const reconnect = await this.reconnectTarget(row);
      if (reconnect && reconnect.businessAccountId !== win.wabaId)
        throw new SignupFailure('phone_verification_failed', `Choose the business account of ${row.options.reconnect_phone_number} to reconnect it`);

      await step('subscribing');
      await this.upstream('token_exchange_failed', 'Subscribing to the business account failed', () => this.ctx.graph.subscribeApp(token, win.wabaId));

      let phoneNumberId = win.phoneNumberId;
      if (win.provision) {
        if (!this.provisioner) throw new SignupFailure('phone_verification_failed', 'Provisioning a new number is not available on this platform yet');
        await step('provisioning');
        try {
          provisioned = await this.provisioner.provisionForLink({
            setupLinkId: row.id,
            projectId: row.projectId,
            customerId: row.customerId,
            wabaId: win.wabaId,
            businessId: win.businessId,
            accessToken: token,
            countryIsos: row.options.phone_number_country_isos,
            areaCode: row.options.phone_number_area_code ?? null,
            verifiedName: (await this.ctx.customers.get(row.projectId, row.customerId))?.name ?? 'Business',
          });
        } catch (err) {
          const c = (err as { code?: unknown }).code;
          throw new SignupFailure(typeof c === 'string' ? (c as OnboardingErrorCode) : 'phone_verification_failed', (err as Error).message);
        }
        phoneNumberId = provisioned.phoneNumberId;
      }
      const listed = await this.upstream('token_exchange_failed', 'Reading the business account numbers failed', () =>
        this.ctx.graph.listWabaNumbers(token, win.wabaId),
      );
      const numbers: WabaNumber[] = listed.flatMap((n) => {
        const p = WabaNumberSchema.safeParse(n);
        return p.success ? [p.data] : [];
      });
      const reconnectDigits = row.options.reconnect_phone_number ? normalizePhoneNumber(row.options.reconnect_phone_number) : null;
      const chosen = pickNumber(numbers, phoneNumberId, win.type, reconnectDigits);
      if (!chosen) throw new SignupFailure('phone_verification_failed', 'The number chosen in the signup window is not in the business account');
      if (reconnect && chosen.id !== reconnect.phoneNumberId)
        throw new SignupFailure('phone_verification_failed', `Choose ${row.options.reconnect_phone_number} in the signup window to reconnect it`);

      if (needsRegister(win.type, chosen)) {
        await step('registering');
        // The two-step PIN is set here and not kept (decision 0247): the customer resets it in the
        // business manager if ever needed; storing it would keep a second secret for no use.
        const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await this.upstream('phone_verification_failed', 'Registering the number failed', () => this.ctx.graph.registerNumber(token, chosen.id, pin));
      }

      await step('connecting');
      const connected = await this.connect(row, chosen.id, win.wabaId, token);

      if (win.type === 'coexistence') {
        await step('syncing');
        for (const sync of ['smb_app_state_sync', 'history'] as const) {
          try {
            await this.ctx.graph.syncBusinessAppData(token, chosen.id, sync);
          } catch (err) {
            if (err instanceof GraphError && err.code === ALREADY_SYNCED) continue;
            throw new SignupFailure(
              'token_exchange_failed',
              `The business app ${sync === 'history' ? 'history' : 'contacts'} sync failed: ${upstreamText(err)}`,
            );
          }
        }
      }
      return await this.complete(row, connected, win.type, Boolean(reconnect), provisioned?.provisionedPhoneNumberId ?? '');
    } catch (err) {
      if (!(err instanceof SignupFailure)) throw err;
      this.ctx.logger.info({ setup_link_id: row.id, error_code: err.code, err: err.message }, 'embedded signup failed');
      if (provisioned && this.provisioner) {
        await this.provisioner
          .releaseForLink(row.id)
          .catch((e: unknown) => this.ctx.logger.warn({ err: e, setup_link_id: row.id }, 'release after a failed signup failed'));
      }
      await this.ctx.setupLinks.failSignup(row.id, claimedAt, err.code, err.message, this.ctx.clock.now());
      return this.failedAnswer(row, err.code, err.message);
    }
  }

  /** debug_token: the business token must target the WABA the window named (an unreadable introspection is skipped: the later calls check access anyway). */
  private async checkTargets(token: string, wabaId: string): Promise<void> {
    let targets: string[] | null;
    try {
      targets = await this.ctx.graph.tokenTargets(token);
    } catch (err) {
      this.ctx.logger.warn({ err: upstreamText(err) }, 'debug_token unavailable; the WABA check is left to the calls that follow');
      return;
    }
    if (targets && !targets.includes(wabaId))
      throw new SignupFailure('token_exchange_failed', 'The authorization does not cover the business account chosen in the window');
  }

  /** The number a reconnect link re-credentials (the same customer's, checked again: it may have been removed since the link was made). */
  private async reconnectTarget(row: SetupLinkRow): Promise<{ phoneNumberId: string; businessAccountId: string } | null> {
    if (!row.options.reconnect_phone_number) return null;
    const digits = normalizePhoneNumber(row.options.reconnect_phone_number);
    const { items } = await this.ctx.phoneNumbers.list(row.projectId, { customerId: row.customerId }, 1, 100);
    const n = items.find((i) => i.displayPhoneNumberNormalized === digits);
    if (!n) throw new SignupFailure('phone_verification_failed', `${row.options.reconnect_phone_number} is no longer connected for this customer`);
    return { phoneNumberId: n.phoneNumberId, businessAccountId: n.businessAccountId };
  }

  /** Runs an upstream call; a refusal or an outage fails the step with `code`. */
  private async upstream<T>(code: OnboardingErrorCode, what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (err instanceof GraphError) throw new SignupFailure(code, `${what}: ${upstreamText(err)}`);
      throw err;
    }
  }

  /**
   * Connects through the API's connect path; the number this customer already has (a reconnect, or a
   * retried attempt that connected before a later step failed) gets the new token in place instead:
   * same record, history kept. Another customer's or project's number is refused.
   */
  private async connect(row: SetupLinkRow, phoneNumberId: string, wabaId: string, token: string): Promise<messagingProxy.PhoneNumber> {
    try {
      const existing = await this.ctx.phoneNumbers.get(row.projectId, phoneNumberId);
      if (existing) {
        if (existing.customerId !== row.customerId) throw new SignupFailure('phone_verification_failed', 'This phone number is connected to another customer');
        return await this.numbers.update(row.projectId, phoneNumberId, { accessToken: token });
      }
      return await this.numbers.connect(row.projectId, { customerId: row.customerId, phoneNumberId, businessAccountId: wabaId, accessToken: token });
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      const upstream = err.reason === 'UPSTREAM_FAILED' || /access token/i.test(err.publicMessage);
      throw new SignupFailure(upstream ? 'token_exchange_failed' : 'phone_verification_failed', err.publicMessage);
    }
  }

  /** Marks the link used and publishes the connection, under the link's lock; a link that changed meanwhile answers what it became. */
  private async complete(
    row: SetupLinkRow,
    n: messagingProxy.PhoneNumber,
    type: ConnectionType,
    reconnected: boolean,
    provisionedId: string,
  ): Promise<SignupAnswer> {
    const now = this.ctx.clock.now();
    const late = await this.ctx.db.transaction(async (trx): Promise<SignupAnswer | null> => {
      const locked = await this.ctx.setupLinks.byToken(row.token, trx);
      const status = locked ? effectiveSetupLinkStatus(locked.status, locked.expiresAt, now) : 'expired';
      const blocked = this.blocked(row, status);
      if (blocked) return blocked;
      await this.ctx.setupLinks.setStatus(trx, row.id, 'used', now, { phoneNumberId: n.phone_number_id!, setupStatus: 'completed', setupError: null });
      await publishEvent(trx, 'phoneNumberCreated', {
        event_id: randomUUID(),
        project_id: row.projectId,
        customer_id: row.customerId,
        waba_id: n.business_account_id!,
        phone_number: { id: n.phone_number_id!, display_phone_number: n.display_phone_number ?? '' },
        connection_type: type,
        setup_link_id: row.id,
        reconnected,
        occurred_at: now.toISOString(),
      });
      return null;
    });
    if (late) {
      // The link was used, revoked or expired meanwhile: the number stays connected (0202's rule); the attempt ends failed.
      if (late.state === 'failed') await this.ctx.setupLinks.failSignup(row.id, null, late.error_code, late.message, this.ctx.clock.now());
      return late;
    }
    return { state: 'completed', redirect: this.links.successRedirect(row, n, provisionedId), display_phone_number: n.display_phone_number ?? '' };
  }
}
