import { randomUUID } from 'node:crypto';
import { GraphError } from '@platform/graph';
import { isUuid } from '@platform/grpc';
import { codeFromText, dialCodeOf, isAlreadyOnAccount, isNumberInUse, numberParts, searchCountries } from '../domain/provisioning';
import type { ProvisionedNumberPatch, ProvisionedNumberRow, ProvisionedNumbersRepository } from '../infra/db/provisioned-numbers.repository';
import { TelephonyError, type ProvisionedNumber, type TelephonyClient } from '../infra/telephony/telephony-client';
import type { NumberVerificationClient } from '../infra/upstream/number-verification.client';
import type { UsecaseContext } from './context';
import type { NumberProvisioner } from './embedded-signup.usecase';
import { failureCodeOf, ProvisioningError, toProvisioningError } from './provisioning-errors';

export { ProvisioningError } from './provisioning-errors';

/** What provisioning a number for a setup link needs (the signup flow passes it). */
export interface ProvisionRequest {
  setupLinkId: string;
  projectId: string;
  customerId: string;
  wabaId: string;
  businessId: string | null;
  /** The business token of the signup (never stored by provisioning). */
  accessToken: string;
  /** The link's `phone_number_country_isos`, searched in order (none: US). */
  countryIsos: string[];
  /** The link's `phone_number_area_code` (North American numbers only). */
  areaCode: string | null;
  verifiedName: string;
}

/** A number provisioned, verified and ready to be registered and connected. */
export interface ProvisionResult {
  phoneNumberId: string;
  displayPhoneNumber: string;
  provisionedPhoneNumberId: string;
}

/** The port the signup flow calls (issue 34 item 3), declared by the signup flow. */
export type { NumberProvisioner };

/** Settings of provisioning (config: PROVISIONING_*, TELEPHONY_WEBHOOK_BASE_URL). */
export interface ProvisioningSettings {
  /** Origin (and path prefix) the provider posts the SMS and voice webhooks to: `<base>/telephony/webhooks/sms|voice`. */
  webhookBaseUrl: string;
  /** How long one code request waits for the code, ms (SMS first, then a voice call). */
  codeWaitMs: number;
  /** A flow's lease on its link, ms: renewed at every step; a flow that stopped renewing is taken over after it. */
  leaseMs: number;
  /** How often a waiting flow reads its row (the code, the lease of another flow), ms. */
  pollMs: number;
  /** Attempts per link (each after a failure buys a number again). */
  maxAttempts: number;
}

/** What {@link ProvisioningUsecase} calls out to. */
export interface ProvisioningDeps {
  repo: ProvisionedNumbersRepository;
  /** The provider adapter; null when no telephony account is configured (provisioning then fails clearly). */
  telephony: Pick<TelephonyClient, 'buyNumber' | 'release' | 'numbersOfLink'> | null;
  upstream: NumberVerificationClient;
  settings: ProvisioningSettings;
  /** Waits `ms` (tests may shorten nothing: the real timer). */
  sleep?: (ms: number) => Promise<void>;
}

/** Another flow took the link over (this one stopped renewing its lease in time). */
class Superseded extends Error {}

type Claim =
  { kind: 'done'; row: ProvisionedNumberRow } | { kind: 'wait' } | { kind: 'run'; row: ProvisionedNumberRow } | { kind: 'failed'; error: ProvisioningError };

const CODE_METHODS = ['SMS', 'VOICE'] as const;
/** Numbers one attempt may buy when the upstream says the first is on another WhatsApp account (recycled numbers). */
const MAX_NUMBERS_PER_ATTEMPT = 3;

/** The row's columns once `bought` is the link's number. */
function purchased({ bought, country }: { bought: ProvisionedNumber; country: string }, req: ProvisionRequest): ProvisionedNumberPatch {
  const parts = numberParts(bought.phoneNumber, country, req.areaCode);
  return {
    status: 'purchased',
    providerSid: bought.sid,
    phoneNumber: bought.phoneNumber,
    countryIso: country,
    countryDialCode: parts?.dialCode ?? dialCodeOf(country) ?? null,
    areaCode: parts?.areaCode ?? req.areaCode,
  };
}
const CODE_LANGUAGE = 'en_US';

/**
 * Number provisioning for a setup link (decision 0248): buy a number from the telephony provider in
 * the link's countries and area code (at most one held per link), add it to the customer's business
 * account, request the upstream's code (SMS, then a voice call), take the code from the provider's
 * signed webhook (stored in the row, read back by polling: durable, and any replica may receive it),
 * enter it. One flow per link at a time: a lease on the link's row (owner + expiry, a fencing token);
 * a concurrent call waits for the running flow and answers its outcome; a flow that died is taken
 * over once its lease lapses and resumes from its last step. A failure releases what was bought and
 * records the failure.
 */
export class ProvisioningUsecase implements NumberProvisioner {
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly ctx: Pick<UsecaseContext, 'db' | 'clock' | 'logger'>,
    private readonly deps: ProvisioningDeps,
  ) {
    this.sleep = deps.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  }

  private get settings(): ProvisioningSettings {
    return this.deps.settings;
  }

  private leaseEnd(): Date {
    return new Date(this.ctx.clock.now().getTime() + this.settings.leaseMs);
  }

  async provisionForLink(req: ProvisionRequest): Promise<ProvisionResult> {
    if (!this.deps.telephony) throw new ProvisioningError('phone_verification_failed', 'Number provisioning is not configured (no telephony provider account)');
    if (![req.setupLinkId, req.projectId, req.customerId].every(isUuid))
      throw new ProvisioningError('phone_verification_failed', 'Setup link not found for this customer');
    const owner = randomUUID();
    let waited = false;
    // A waiter gives up when no flow finished in this long (each flow is bounded by its own calls and waits).
    const waitLimit = this.ctx.clock.now().getTime() + CODE_METHODS.length * this.settings.codeWaitMs + 4 * this.settings.leaseMs;
    for (;;) {
      const claim = await this.claim(req, owner, waited);
      if (claim.kind === 'done') return this.resultOf(claim.row);
      if (claim.kind === 'failed') throw claim.error;
      if (claim.kind === 'wait') {
        waited = true;
        if (this.ctx.clock.now().getTime() > waitLimit)
          throw new ProvisioningError('phone_verification_failed', 'Another provisioning of this link is still running; retry later');
        await this.sleep(this.settings.pollMs);
        continue;
      }
      try {
        return await this.run(claim.row, owner, req);
      } catch (err) {
        if (!(err instanceof Superseded)) throw err;
        // Our lease lapsed and another flow took over: answer its outcome.
        waited = true;
      }
    }
  }

  /** Takes the link's row for a flow, or says to wait for the running one, or answers the outcome. */
  private claim(req: ProvisionRequest, owner: string, waited: boolean): Promise<Claim> {
    const now = this.ctx.clock.now();
    return this.ctx.db.transaction(async (trx): Promise<Claim> => {
      const row = await this.deps.repo.lockOrCreate(trx, {
        id: randomUUID(),
        setupLinkId: req.setupLinkId,
        projectId: req.projectId,
        customerId: req.customerId,
        now,
      });
      if (!row) return { kind: 'failed', error: new ProvisioningError('phone_verification_failed', 'Setup link not found for this customer') };
      if (row.status === 'verified') return { kind: 'done', row };
      if (row.leaseOwner && row.leaseUntil && row.leaseUntil > now) return { kind: 'wait' };
      if (row.status === 'failed' || row.status === 'released') {
        // A call that waited for a flow answers that flow's failure; a later call starts a new attempt.
        if (waited && row.status === 'failed')
          return { kind: 'failed', error: new ProvisioningError(failureCodeOf(row.errorCode), row.errorMessage ?? 'Number provisioning failed') };
        if (row.attempts >= this.settings.maxAttempts)
          return {
            kind: 'failed',
            error: new ProvisioningError(
              'phone_verification_failed',
              `Number provisioning failed ${row.attempts} times for this link; no new number is bought`,
            ),
          };
        const fresh: ProvisionedNumberPatch = {
          status: 'searching',
          attempts: row.attempts + 1,
          countryIso: null,
          countryDialCode: null,
          areaCode: null,
          phoneNumber: null,
          providerSid: null,
          upstreamPhoneNumberId: null,
          code: null,
          errorCode: null,
          errorMessage: null,
        };
        await this.deps.repo.lease(trx, row.id, owner, this.leaseEnd(), now, fresh);
        return { kind: 'run', row: { ...row, ...fresh, leaseOwner: owner } as ProvisionedNumberRow };
      }
      // A first flow, or one whose owner stopped (its lease lapsed): resume from the last step stored.
      const patch: ProvisionedNumberPatch = row.attempts === 0 ? { attempts: 1 } : {};
      await this.deps.repo.lease(trx, row.id, owner, this.leaseEnd(), now, patch);
      return { kind: 'run', row: { ...row, ...patch, leaseOwner: owner } };
    });
  }

  /** The flow, from the row's last step: buy → add → request and receive the code → verify. */
  private async run(start: ProvisionedNumberRow, owner: string, req: ProvisionRequest): Promise<ProvisionResult> {
    let cur = start;
    const step = async (patch: ProvisionedNumberPatch) => {
      if (!(await this.deps.repo.step(cur.id, owner, this.leaseEnd(), this.ctx.clock.now(), patch))) throw new Superseded();
      cur = { ...cur, ...patch };
    };
    try {
      if (!cur.providerSid || !cur.phoneNumber || !cur.countryIso) await step(purchased(await this.buy(req, []), req));
      const partsOf = () => {
        const p = numberParts(cur.phoneNumber!, cur.countryIso!, cur.areaCode);
        if (!p) throw new ProvisioningError('phone_verification_failed', `The number bought (${cur.phoneNumber}) is not a number of ${cur.countryIso}`);
        return p;
      };

      // Add it to the business account. A recycled number still on another WhatsApp account is
      // replaced: the next one is bought while it is still held (so the search cannot offer it again), then it is released.
      const unusable: Array<{ sid: string; phoneNumber: string }> = [];
      while (!cur.upstreamPhoneNumberId) {
        const parts = partsOf();
        let id: string | undefined;
        try {
          id = await this.deps.upstream.addNumber(req.accessToken, req.wabaId, {
            cc: parts.dialCode,
            phoneNumber: parts.national,
            verifiedName: req.verifiedName,
          });
        } catch (err) {
          if (!(err instanceof GraphError)) throw err;
          // Added by a flow that stopped before storing the id: find it on the account.
          if (isAlreadyOnAccount(err)) id = await this.deps.upstream.findOnAccount(req.accessToken, req.wabaId, `${parts.dialCode}${parts.national}`);
          else if (isNumberInUse(err) && unusable.length + 1 < MAX_NUMBERS_PER_ATTEMPT) {
            unusable.push({ sid: cur.providerSid!, phoneNumber: cur.phoneNumber! });
            const next = purchased(
              await this.buy(
                req,
                unusable.map((u) => u.phoneNumber),
              ),
              req,
            );
            for (const u of unusable) await this.deps.telephony!.release(u.sid);
            await step(next);
            continue;
          }
          if (!id) throw err;
        }
        await step({ status: 'added', upstreamPhoneNumberId: id });
      }
      const parts = partsOf();

      let code = cur.status === 'code_received' ? cur.code : null;
      for (const method of CODE_METHODS) {
        if (code) break;
        await step({ status: 'code_requested', code: null });
        await this.deps.upstream.requestCode(req.accessToken, cur.upstreamPhoneNumberId!, method, CODE_LANGUAGE);
        code = await this.waitForCode(cur.id, owner);
      }
      if (!code)
        throw new ProvisioningError(
          'phone_verification_failed',
          `No verification code reached ${parts.display} within ${Math.round((CODE_METHODS.length * this.settings.codeWaitMs) / 1000)} s (SMS, then a voice call)`,
        );
      await this.deps.upstream.verifyCode(req.accessToken, cur.upstreamPhoneNumberId!, code);
      if (!(await this.deps.repo.finish(cur.id, owner, this.ctx.clock.now(), { status: 'verified', code: null }))) throw new Superseded();
      return { phoneNumberId: cur.upstreamPhoneNumberId!, displayPhoneNumber: parts.display, provisionedPhoneNumberId: cur.id };
    } catch (err) {
      if (err instanceof Superseded) throw err;
      throw await this.fail(cur, owner, err);
    }
  }

  /** Buys the link's number in the first of its countries with numbers available (never one of `exclude`, E.164). */
  private async buy(req: ProvisionRequest, exclude: string[]): Promise<{ bought: ProvisionedNumber; country: string }> {
    const countries = searchCountries(req.countryIsos);
    const webhooks = this.settings.webhookBaseUrl.replace(/\/+$/, '');
    const unknown: string[] = [];
    for (const country of countries) {
      if (!dialCodeOf(country)) {
        unknown.push(country);
        continue;
      }
      // The provider's AreaCode filter is North American only.
      const areaCode = req.areaCode && dialCodeOf(country) === '1' ? req.areaCode : undefined;
      try {
        const bought = await this.deps.telephony!.buyNumber({
          linkId: req.setupLinkId,
          country,
          areaCode,
          smsUrl: `${webhooks}/telephony/webhooks/sms`,
          voiceUrl: `${webhooks}/telephony/webhooks/voice`,
          exclude,
        });
        return { bought, country };
      } catch (err) {
        if (err instanceof TelephonyError && err.kind === 'no_numbers') continue;
        throw err;
      }
    }
    const where = countries.filter((c) => !unknown.includes(c));
    throw new ProvisioningError(
      'phone_verification_failed',
      where.length === 0
        ? `Numbers cannot be provisioned in ${unknown.join(', ')}`
        : `No phone numbers are available in ${where.join(', ')}${req.areaCode ? ` (area code ${req.areaCode})` : ''}`,
    );
  }

  /** Polls the row for the code the provider's webhook stores, renewing the lease; null after `codeWaitMs`. */
  private async waitForCode(id: string, owner: string): Promise<string | null> {
    const deadline = this.ctx.clock.now().getTime() + this.settings.codeWaitMs;
    for (;;) {
      const row = await this.deps.repo.byId(id);
      if (!row || row.leaseOwner !== owner) throw new Superseded();
      if (row.status === 'code_received' && row.code) return row.code;
      if (this.ctx.clock.now().getTime() >= deadline) return null;
      if (!(await this.deps.repo.step(id, owner, this.leaseEnd(), this.ctx.clock.now()))) throw new Superseded();
      await this.sleep(this.settings.pollMs);
    }
  }

  /** Releases what the attempt bought, records the failure, and answers the error to throw. */
  private async fail(cur: ProvisionedNumberRow, owner: string, err: unknown): Promise<ProvisioningError> {
    const failure = toProvisioningError(err);
    if (!(err instanceof ProvisioningError) && !(err instanceof GraphError) && !(err instanceof TelephonyError))
      this.ctx.logger.error({ err }, 'number provisioning failed unexpectedly');
    else
      this.ctx.logger.warn(
        { setupLinkId: cur.setupLinkId, code: failure.code, ...(err instanceof GraphError ? err.toLog() : {}) },
        'number provisioning failed',
      );
    let released = true;
    try {
      await this.releaseBought(cur);
    } catch (releaseErr) {
      released = false;
      this.ctx.logger.error({ err: releaseErr, setupLinkId: cur.setupLinkId }, 'number provisioning: the number bought could not be released');
    }
    try {
      await this.deps.repo.finish(cur.id, owner, this.ctx.clock.now(), {
        status: 'failed',
        code: null,
        errorCode: failure.code,
        errorMessage: released ? failure.message : `${failure.message} (the number is still held; releasing it failed)`,
        // A number released is no longer the link's: the row keeps it for the record, the provider SID says nothing more.
        ...(released ? { providerSid: null } : {}),
      });
    } catch (recordErr) {
      this.ctx.logger.error({ err: recordErr, setupLinkId: cur.setupLinkId }, 'number provisioning: the failure could not be recorded');
    }
    return failure;
  }

  /** Releases every number the provider holds for the link (a purchase whose answer was lost included). */
  private async releaseBought(row: ProvisionedNumberRow): Promise<void> {
    const telephony = this.deps.telephony;
    if (!telephony) return;
    const sids = new Set((await telephony.numbersOfLink(row.setupLinkId)).map((n) => n.sid));
    if (row.providerSid) sids.add(row.providerSid);
    for (const sid of sids) await telephony.release(sid);
  }

  async releaseForLink(setupLinkId: string): Promise<void> {
    if (!isUuid(setupLinkId)) return;
    const owner = randomUUID();
    const waitLimit = this.ctx.clock.now().getTime() + CODE_METHODS.length * this.settings.codeWaitMs + 4 * this.settings.leaseMs;
    for (;;) {
      const now = this.ctx.clock.now();
      const taken = await this.ctx.db.transaction(async (trx): Promise<ProvisionedNumberRow | 'wait' | 'none'> => {
        const row = await this.deps.repo.lockByLink(trx, setupLinkId);
        if (!row || row.status === 'released' || (row.status === 'failed' && !row.providerSid)) return 'none';
        if (row.leaseOwner && row.leaseUntil && row.leaseUntil > now) return 'wait';
        await this.deps.repo.lease(trx, row.id, owner, this.leaseEnd(), now);
        return row;
      });
      if (taken === 'none') return;
      if (taken === 'wait') {
        if (now.getTime() > waitLimit)
          throw new ProvisioningError('phone_verification_failed', 'A provisioning of this link is still running; retry the release later');
        await this.sleep(this.settings.pollMs);
        continue;
      }
      try {
        await this.releaseBought(taken);
      } catch (err) {
        await this.deps.repo.finish(taken.id, owner, this.ctx.clock.now(), {});
        throw err;
      }
      await this.deps.repo.finish(taken.id, owner, this.ctx.clock.now(), { status: 'released', code: null, providerSid: null });
      return;
    }
  }

  /**
   * A message or call the provider's (signature-checked) webhook brought to number `to` (E.164): its
   * six-digit code is stored on the flow waiting for one. False when the text carries no code or no
   * flow waits on that number (the provider is answered alike).
   */
  async receiveCode(to: string, text: string): Promise<boolean> {
    const code = codeFromText(text);
    if (!code || !/^\+\d{7,15}$/.test(to)) return false;
    return (await this.deps.repo.recordCode(to, code, this.ctx.clock.now())) > 0;
  }

  private resultOf(row: ProvisionedNumberRow): ProvisionResult {
    const parts = numberParts(row.phoneNumber ?? '', row.countryIso ?? '', row.areaCode);
    return {
      phoneNumberId: row.upstreamPhoneNumberId ?? '',
      displayPhoneNumber: parts?.display ?? row.phoneNumber ?? '',
      provisionedPhoneNumberId: row.id,
    };
  }
}
