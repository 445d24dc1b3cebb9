import twilio from 'twilio';
import RequestClient from 'twilio/lib/base/RequestClient';
import type RestException from 'twilio/lib/base/RestException';
import type { IncomingPhoneNumberInstance } from 'twilio/lib/rest/api/v2010/account/incomingPhoneNumber';

/** Where and as whom the platform reaches the telephony provider (Twilio REST 2010-04-01). */
export interface TelephonyOptions {
  accountSid: string;
  /** The account's auth token: authenticates the REST calls and keys the webhook signatures. */
  authToken: string;
  /** Origin replacing https://api.twilio.com (the simulator); the real API when unset. */
  baseUrl?: string;
  /** Per-request timeout in milliseconds. */
  timeoutMs?: number;
}

/** A number the provider offers. */
export interface AvailableNumber {
  phoneNumber: string;
  locality: string | null;
  region: string | null;
  isoCountry: string;
  sms: boolean;
  voice: boolean;
}

/** A number the account owns. */
export interface ProvisionedNumber {
  sid: string;
  phoneNumber: string;
  friendlyName: string;
  smsUrl: string | null;
  voiceUrl: string | null;
}

/** Why a telephony call failed, as the platform reads it. */
export type TelephonyErrorKind = 'no_numbers' | 'invalid' | 'auth' | 'not_found' | 'unavailable';

/** A provider failure: its kind, Twilio's code and HTTP status. Never carries credentials. */
export class TelephonyError extends Error {
  constructor(
    readonly kind: TelephonyErrorKind,
    message: string,
    readonly code: number | null = null,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'TelephonyError';
  }
}

/**
 * The twilio package's RequestClient with the origin of every request replaced: the package has no
 * base-URL option (`edge`/`region` only rewrite the `*.twilio.com` host name, BaseTwilio.getHostname),
 * while `httpClient` is a documented client option (decision 0246).
 */
export class BaseUrlRequestClient extends RequestClient {
  constructor(
    private readonly baseUrl: string,
    opts?: RequestClient.RequestClientOptions,
  ) {
    super(opts);
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const u = new URL(opts.uri);
    return super.request<TData>({ ...opts, uri: `${this.baseUrl.replace(/\/+$/, '')}${u.pathname}${u.search}` });
  }
}

const isRest = (e: unknown): e is RestException => e instanceof Error && typeof (e as { status?: unknown }).status === 'number';

/** Maps the client's failures to a {@link TelephonyError} (Twilio codes: docs/decisions/0246). */
function mapError(e: unknown): TelephonyError {
  if (e instanceof TelephonyError) return e;
  if (!isRest(e)) return new TelephonyError('unavailable', `telephony provider unreachable: ${(e as Error).message}`);
  const code = e.code ?? null;
  const kind: TelephonyErrorKind =
    code === 21452 || code === 21422
      ? 'no_numbers'
      : e.status === 401 || e.status === 403
        ? 'auth'
        : e.status === 404
          ? 'not_found'
          : e.status >= 500 || e.status === 429
            ? 'unavailable'
            : 'invalid';
  return new TelephonyError(kind, e.message, code, e.status);
}

const view = (n: IncomingPhoneNumberInstance): ProvisionedNumber => ({
  sid: n.sid,
  phoneNumber: n.phoneNumber,
  friendlyName: n.friendlyName,
  smsUrl: n.smsUrl || null,
  voiceUrl: n.voiceUrl || null,
});

/** The friendly name that marks the number bought for a setup link (at most 64 characters). */
export const linkTag = (linkId: string): string => `link:${linkId}`.slice(0, 64);

/**
 * The platform's telephony adapter over the official `twilio` client: search, an idempotent purchase
 * per setup link, release, and the inbound webhook's signature check. The provisioning flow that
 * uses it lives elsewhere.
 */
export class TelephonyClient {
  private readonly client: twilio.Twilio;

  constructor(private readonly opts: TelephonyOptions) {
    const httpClient = opts.baseUrl
      ? new BaseUrlRequestClient(opts.baseUrl, { timeout: opts.timeoutMs ?? 10_000 })
      : new RequestClient({ timeout: opts.timeoutMs ?? 10_000 });
    this.client = twilio(opts.accountSid, opts.authToken, { accountSid: opts.accountSid, httpClient });
  }

  /** Local numbers of a country (ISO 3166 alpha-2), optionally in an area code (US/CA), able to take SMS and calls. */
  async searchNumbers(q: { country: string; areaCode?: string; contains?: string; limit?: number }): Promise<AvailableNumber[]> {
    try {
      const found = await this.client.availablePhoneNumbers(q.country.toUpperCase()).local.list({
        ...(q.areaCode ? { areaCode: Number(q.areaCode) } : {}),
        ...(q.contains ? { contains: q.contains } : {}),
        smsEnabled: true,
        voiceEnabled: true,
        limit: q.limit ?? 20,
      });
      return found.map((n) => ({
        phoneNumber: n.phoneNumber,
        locality: n.locality ?? null,
        region: n.region ?? null,
        isoCountry: n.isoCountry,
        sms: Boolean((n.capabilities as { SMS?: boolean }).SMS),
        voice: Boolean(n.capabilities.voice),
      }));
    } catch (e) {
      throw mapError(e);
    }
  }

  /** The numbers bought for a link, oldest first (the first is the one the link keeps). */
  async numbersOfLink(linkId: string): Promise<ProvisionedNumber[]> {
    try {
      const list = await this.client.incomingPhoneNumbers.list({ friendlyName: linkTag(linkId) });
      return list.sort((a, b) => a.dateCreated.getTime() - b.dateCreated.getTime() || a.sid.localeCompare(b.sid)).map(view);
    } catch (e) {
      throw mapError(e);
    }
  }

  /**
   * Buys a number for a setup link, at most one per link for calls made one after another: the
   * number is tagged with the link in its FriendlyName, and a link that already has one gets that
   * one back (a retried page, a restarted flow). Calls for one link must not run concurrently (the
   * provisioning flow serialises them per link): the provider has no idempotency key, so two
   * simultaneous purchases can both buy. If that happens anyway the link's oldest number wins and a
   * caller releases only the number it bought itself, so no caller is handed a released number.
   * A candidate taken meanwhile (21422) moves on to the next one. `exclude` (E.164 numbers) are
   * never handed back nor bought: numbers the link holds but cannot use (decision 0248: a recycled
   * number still on another WhatsApp account), released by the caller once a replacement is bought.
   */
  async buyNumber(req: {
    linkId: string;
    country: string;
    areaCode?: string;
    smsUrl: string;
    voiceUrl?: string;
    exclude?: readonly string[];
  }): Promise<ProvisionedNumber> {
    const excluded = new Set(req.exclude ?? []);
    const usable = async () => (await this.numbersOfLink(req.linkId)).filter((n) => !excluded.has(n.phoneNumber));
    const existing = await usable();
    if (existing.length > 0) return existing[0];
    const candidates = (await this.searchNumbers({ country: req.country, areaCode: req.areaCode, limit: 5 + excluded.size })).filter(
      (c) => !excluded.has(c.phoneNumber),
    );
    if (candidates.length === 0)
      throw new TelephonyError('no_numbers', `no numbers available in ${req.country}${req.areaCode ? ` area code ${req.areaCode}` : ''}`, 21452, 400);
    for (const c of candidates) {
      try {
        const mine = await this.client.incomingPhoneNumbers.create({
          phoneNumber: c.phoneNumber,
          friendlyName: linkTag(req.linkId),
          smsUrl: req.smsUrl,
          smsMethod: 'POST',
          ...(req.voiceUrl ? { voiceUrl: req.voiceUrl, voiceMethod: 'POST' } : {}),
        });
        const [winner] = await usable();
        if (winner && winner.sid !== mine.sid) {
          await this.release(mine.sid);
          return winner;
        }
        return view(mine);
      } catch (e) {
        const err = mapError(e);
        if (err.code !== 21422) throw err;
      }
    }
    throw new TelephonyError('no_numbers', 'every candidate number was taken', 21422, 400);
  }

  /** Releases a number; one already released counts as done. */
  async release(sid: string): Promise<void> {
    try {
      await this.client.incomingPhoneNumbers(sid).remove();
    } catch (e) {
      const err = mapError(e);
      if (err.kind !== 'not_found') throw err;
    }
  }

  /**
   * Whether an inbound webhook is the provider's: `X-Twilio-Signature` over the full URL the
   * provider called and the form parameters, keyed by the auth token (the package's validateRequest).
   */
  verifySignature(url: string, params: Record<string, string>, signature: string | undefined): boolean {
    if (!signature) return false;
    return twilio.validateRequest(this.opts.authToken, signature, url, params);
  }
}

/** The adapter from messaging-proxy's configuration, or null when no telephony account is configured. */
export function telephonyFromConfig(cfg: {
  TELEPHONY_ACCOUNT_SID?: string;
  TELEPHONY_AUTH_TOKEN?: string;
  TELEPHONY_BASE_URL?: string;
  UPSTREAM_TIMEOUT_MS: number;
}): TelephonyClient | null {
  if (!cfg.TELEPHONY_ACCOUNT_SID || !cfg.TELEPHONY_AUTH_TOKEN) return null;
  return new TelephonyClient({
    accountSid: cfg.TELEPHONY_ACCOUNT_SID,
    authToken: cfg.TELEPHONY_AUTH_TOKEN,
    baseUrl: cfg.TELEPHONY_BASE_URL,
    timeoutMs: cfg.UPSTREAM_TIMEOUT_MS,
  });
}
