import { randomUUID } from 'node:crypto';
import { normalizePage, pageMeta, type PageInput, type messagingProxy } from '@platform/contracts';
import { alreadyExists, invalidArgument, notFound, validationFailed, type DomainError } from '@platform/errors';
import { GraphError } from '@platform/graph';
import { checkTargetUrl } from '@platform/ssrf';
import { normalizePhoneNumber } from '../domain/messaging-limit';
import { sha256Hex } from '@platform/crypto';
import { isUniqueViolation } from '@platform/db';
import type { PhoneNumberRow, UpstreamNumberFields } from '../infra/db/phone-numbers.repository';
import { numberNotReachable, rethrowUpstream, upstreamFailure } from './upstream-errors';
import type { UsecaseContext } from './context';
import { textOr } from '@platform/lenient';

const alreadyConnected = () => alreadyExists('PHONE_NUMBER_ALREADY_CONNECTED', 'This phone number is already connected to this project');

/** Kinds of number connection (docs/decisions/0201): production, or test numbers. */
export const PHONE_NUMBER_KINDS = ['production', 'test'] as const;

/** Upstream fields read for a number (reference 2.3). */
export const NUMBER_FIELDS = [
  'id',
  'display_phone_number',
  'verified_name',
  'quality_rating',
  'code_verification_status',
  'name_status',
  'status',
  'throughput',
  'whatsapp_business_manager_messaging_limit',
  'is_official_business_account',
  'is_pin_enabled',
  'is_on_biz_app',
];

/** Maps an upstream phone number node to the mirrored columns. */
export function mirrorUpstream(node: Record<string, unknown>): UpstreamNumberFields {
  const display = textOr('').parse(node.display_phone_number);
  const limit = textOr('TIER_250').parse(node.whatsapp_business_manager_messaging_limit ?? node.messaging_limit_tier);
  return {
    display_phone_number: display,
    display_phone_number_normalized: normalizePhoneNumber(display),
    verified_name: textOr('').parse(node.verified_name),
    quality_rating: textOr('UNKNOWN').parse(node.quality_rating).toUpperCase(),
    code_verification_status: textOr('UNKNOWN').parse(node.code_verification_status),
    name_status: textOr('NONE').parse(node.name_status),
    status: textOr('UNKNOWN').parse(node.status),
    // The tier label observed in this field is the messaging limit tier (docs/decisions/0201).
    throughput_tier: limit,
    messaging_limit: limit,
    is_official_business_account: node.is_official_business_account === true,
    is_pin_enabled: node.is_pin_enabled === true,
    is_coexistence: node.is_on_biz_app === true,
  };
}

/** Input of a connection (API body or onboarding page). */
export interface ConnectInput {
  customerId: string;
  name?: string;
  kind?: string;
  phoneNumberId: string;
  businessAccountId: string;
  accessToken: string;
  webhookDestinationUrl?: string;
  webhookVerifyToken?: string;
  inboundProcessingEnabled?: boolean;
  callsEnabled?: boolean;
}

/**
 * An upstream access token travels as an HTTP header: anything but visible ASCII (CR/LF, NUL,
 * spaces, non-ASCII) can never be sent, so it is the caller's error (400), not an upstream outage.
 */
function requireWellFormedToken(token: string): void {
  if (token.length > 4096 || !/^[\x21-\x7e]+$/.test(token)) {
    throw invalidArgument('INVALID_ACCESS_TOKEN', 'access_token must be at most 4096 visible ASCII characters (no spaces or control characters)');
  }
}

/** Phone number use cases: connect with upstream credentials, list, read, update. */
export class PhoneNumbersUsecase {
  constructor(private readonly ctx: UsecaseContext) {}

  /** A number's webhook destination is called by the platform: the SSRF policy of every client-given URL applies. */
  private vetDestinationUrl(url: string): void {
    const r = checkTargetUrl(url, this.ctx.settings.allowList);
    if (!r.ok) throw invalidArgument('INVALID_WEBHOOK_DESTINATION_URL', r.reason.replace(/^url\b/, 'webhook_destination_url'));
  }

  /**
   * Checks the credentials against the upstream (the token reaches the number, the number belongs
   * to the business account), subscribes the platform app to the account's webhooks, and stores
   * the number with its token encrypted.
   */
  async connect(projectId: string, input: ConnectInput): Promise<messagingProxy.PhoneNumber> {
    if (!/^\d{1,32}$/.test(input.phoneNumberId)) throw invalidArgument('INVALID_PHONE_NUMBER_ID', 'phone_number_id must be a digit string');
    if (!/^\d{1,32}$/.test(input.businessAccountId)) throw invalidArgument('INVALID_BUSINESS_ACCOUNT_ID', 'business_account_id must be a digit string');
    if (!input.accessToken.trim()) throw invalidArgument('ACCESS_TOKEN_REQUIRED', 'access_token is required');
    if (input.webhookDestinationUrl !== undefined) this.vetDestinationUrl(input.webhookDestinationUrl);
    const kind = input.kind ?? 'production';
    if (!(PHONE_NUMBER_KINDS as readonly string[]).includes(kind))
      throw invalidArgument('INVALID_KIND', `kind must be one of ${PHONE_NUMBER_KINDS.join(', ')}`);
    const customer = await this.ctx.customers.get(projectId, input.customerId);
    if (!customer) throw notFound('CUSTOMER_NOT_FOUND', 'Customer not found');
    const token = input.accessToken.trim();
    requireWellFormedToken(token);
    // A number this project connected already is a clear 409, whatever the token: the project lists
    // its numbers anyway. One another project holds answers exactly like a number the token cannot
    // reach, even to a token that reaches it (docs/decisions/0204-existence-oracles.md).
    const existing = await this.ctx.phoneNumbers.byUpstreamId(input.phoneNumberId);
    if (existing?.projectId === projectId) throw alreadyConnected();
    const { node, appId } = await this.verifyCredentials(token, input.phoneNumberId, input.businessAccountId, existing !== undefined);
    try {
      await this.ctx.graph.subscribeApp(token, input.businessAccountId);
    } catch (err) {
      rethrowUpstream(err, `Business account ${input.businessAccountId}`);
    }
    // calls_enabled given: the number's calling is switched upstream to match (decision 0233); not given: left as it is.
    if (input.callsEnabled !== undefined) await this.switchCalling(token, input.phoneNumberId, input.callsEnabled);
    const upstream = mirrorUpstream(node);
    try {
      const row = await this.ctx.db.transaction((trx) =>
        this.ctx.phoneNumbers.insert(trx, {
          internalId: randomUUID(),
          projectId,
          customerId: input.customerId,
          phoneNumberId: input.phoneNumberId,
          businessAccountId: input.businessAccountId,
          name: input.name?.trim() || upstream.verified_name || upstream.display_phone_number,
          kind,
          upstreamAppId: appId,
          accessTokenCiphertext: this.ctx.tokens.seal(projectId, input.phoneNumberId, token),
          keyId: this.ctx.tokens.keyId,
          webhookDestinationUrl: input.webhookDestinationUrl,
          webhookVerifyTokenHash: input.webhookVerifyToken ? sha256Hex(input.webhookVerifyToken) : undefined,
          webhookVerifyTokenCiphertext: input.webhookVerifyToken
            ? this.ctx.tokens.sealVerifyToken(projectId, input.phoneNumberId, input.webhookVerifyToken)
            : undefined,
          inboundProcessingEnabled: input.inboundProcessingEnabled ?? true,
          callsEnabled: input.callsEnabled ?? false,
          upstream,
          now: this.ctx.clock.now(),
        }),
      );
      this.ctx.logger.info({ project_id: projectId, phone_number_id: input.phoneNumberId }, 'phone number connected');
      return row.public;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Connected meanwhile: by this project (a concurrent request) a 409, by another as unreachable.
      const holder = await this.ctx.phoneNumbers.byUpstreamId(input.phoneNumberId);
      if (!holder || holder.projectId === projectId) throw alreadyConnected();
      throw this.heldElsewhere(input.phoneNumberId);
    }
  }

  /** The answer for a number another project holds: that of a number the token cannot reach (Graph 100/33). */
  private heldElsewhere(phoneNumberId: string): DomainError {
    this.ctx.logger.info({ phone_number_id: phoneNumberId }, 'connect refused as unreachable: the number is connected by another project');
    return numberNotReachable(phoneNumberId);
  }

  /**
   * The token reaches the number and the number belongs to the account; returns the number node and
   * the token's app. A number `heldElsewhere` (connected by another project) fails where an
   * unreachable one fails, with the same answer, once the token has proven valid.
   */
  private async verifyCredentials(
    token: string,
    phoneNumberId: string,
    businessAccountId: string,
    heldElsewhere = false,
  ): Promise<{ node: Record<string, unknown>; appId: string }> {
    let node: Record<string, unknown>;
    try {
      node = await this.ctx.graph.getPhoneNumber(token, phoneNumberId, NUMBER_FIELDS);
    } catch (err) {
      if (err instanceof GraphError && upstreamFailure(err) === 'unreachable') {
        this.ctx.logger.info(
          { phone_number_id: phoneNumberId, upstream_error_code: err.code, upstream_trace_id: err.traceId, err: err.message },
          'refused: the access token cannot reach the number',
        );
        throw numberNotReachable(phoneNumberId, err.code, err.subcode);
      }
      rethrowUpstream(err, `Phone number ${phoneNumberId}`);
    }
    if (heldElsewhere) throw this.heldElsewhere(phoneNumberId);
    let ids: string[];
    try {
      ids = await this.ctx.graph.listWabaNumberIds(token, businessAccountId);
    } catch (err) {
      rethrowUpstream(err, `Business account ${businessAccountId}`);
    }
    if (!ids.includes(phoneNumberId)) {
      throw validationFailed(`Phone number ${phoneNumberId} does not belong to business account ${businessAccountId}`);
    }
    let appId = this.ctx.settings.upstreamAppId;
    try {
      const dbg = await this.ctx.graph.debugToken(token);
      if (dbg.app_id) appId = dbg.app_id;
    } catch (err) {
      // Introspection needs the app token; without it the configured app id is the best answer.
      this.ctx.logger.warn({ err: (err as Error).message }, 'debug_token unavailable; using the configured app id');
    }
    return { node, appId };
  }

  /** Reads a number of the project. */
  async get(projectId: string, phoneNumberId: string): Promise<PhoneNumberRow> {
    const row = await this.ctx.phoneNumbers.get(projectId, phoneNumberId);
    if (!row) throw notFound('PHONE_NUMBER_NOT_FOUND', 'Phone number not found');
    return row;
  }

  /** Lists the project's numbers, most recent first. */
  async list(projectId: string, filters: { phoneNumberId?: string; businessAccountId?: string; customerId?: string }, p: PageInput | null | undefined) {
    const { page, perPage } = normalizePage(p);
    const { items, total } = await this.ctx.phoneNumbers.list(projectId, filters, page, perPage);
    return { phone_numbers: items.map((r) => r.public), meta: pageMeta(page, perPage, total) };
  }

  /**
   * Updates a number. A new access token is checked against the upstream first (and the mirrored
   * fields refreshed); every change bumps the config version, which drops the health cache.
   */
  async update(
    projectId: string,
    phoneNumberId: string,
    u: {
      name?: string;
      accessToken?: string;
      webhookDestinationUrl?: string | null;
      webhookVerifyToken?: string;
      inboundProcessingEnabled?: boolean;
      callsEnabled?: boolean;
    },
  ): Promise<messagingProxy.PhoneNumber> {
    const row = await this.get(projectId, phoneNumberId);
    const patch: Parameters<typeof this.ctx.phoneNumbers.updateConfig>[3] = {};
    if (u.name !== undefined) {
      if (!u.name.trim()) throw invalidArgument('INVALID_NAME', 'name must not be empty');
      patch.name = u.name.trim();
    }
    if (u.accessToken !== undefined) {
      const token = u.accessToken.trim();
      if (!token) throw invalidArgument('ACCESS_TOKEN_REQUIRED', 'access_token must not be empty');
      requireWellFormedToken(token);
      const { node } = await this.verifyCredentials(token, phoneNumberId, row.businessAccountId);
      Object.assign(patch, mirrorUpstream(node));
      patch.access_token_ciphertext = this.ctx.tokens.seal(projectId, phoneNumberId, token);
      patch.access_token_key_id = this.ctx.tokens.keyId;
    }
    if (u.webhookDestinationUrl) this.vetDestinationUrl(u.webhookDestinationUrl);
    if (u.webhookDestinationUrl !== undefined) patch.webhook_destination_url = u.webhookDestinationUrl;
    if (u.webhookVerifyToken !== undefined) {
      patch.webhook_verify_token_hash = sha256Hex(u.webhookVerifyToken);
      patch.webhook_verify_token_ciphertext = this.ctx.tokens.sealVerifyToken(projectId, phoneNumberId, u.webhookVerifyToken);
    }
    if (u.inboundProcessingEnabled !== undefined) patch.inbound_processing_enabled = u.inboundProcessingEnabled;
    if (u.callsEnabled !== undefined) {
      // Switched upstream first (with the new token when one is given): a refusal stores nothing (decision 0233).
      await this.switchCalling(u.accessToken !== undefined ? u.accessToken.trim() : this.ctx.tokens.open(row), phoneNumberId, u.callsEnabled);
      patch.calls_enabled = u.callsEnabled;
    }
    const updated = await this.ctx.db.transaction((trx) => this.ctx.phoneNumbers.updateConfig(trx, projectId, phoneNumberId, patch, this.ctx.clock.now()));
    if (!updated) throw notFound('PHONE_NUMBER_NOT_FOUND', 'Phone number not found');
    return updated.public;
  }

  /** Turns the number's calling on or off upstream (`POST /{phone_number_id}/settings`); upstream refusals are the client's 422 / 502. */
  private async switchCalling(token: string, phoneNumberId: string, enabled: boolean): Promise<void> {
    try {
      await this.ctx.graph.setCallingStatus(token, phoneNumberId, enabled);
    } catch (err) {
      rethrowUpstream(err, `Calling settings of phone number ${phoneNumberId}`);
    }
  }

  /** The decrypted access token of a project's number (pass-through and health only; never returned). */
  async tokenOf(row: PhoneNumberRow): Promise<string> {
    return this.ctx.tokens.open(row);
  }
}
