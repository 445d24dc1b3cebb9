import { signMediaLink } from '@platform/crypto';
import type { MediaOwnerRow } from '../infra/db/media.repository';
import type { PhoneNumberRow } from '../infra/db/phone-numbers.repository';
import { type AfterForward, type OwnedNodeKind, withPlatformMediaUrl } from '../domain/pass-through';
import { templateIdsSchema } from '../domain/untrusted-json';
import { objectOrNone } from '@platform/lenient';
import type { UsecaseContext } from './context';
import type { ByteRange } from '../domain/stored-media';
import type { OpenedMedia, StoredMediaUsecase } from './stored-media.usecase';
import type { ThreadsUsecase } from './threads.usecase';

export type { OwnedNodeKind } from '../domain/pass-through';

/** A node of the project and the number whose credentials serve it. */
export interface OwnedNode {
  kind: OwnedNodeKind;
  /** The number whose stored token acts for the call. */
  number: PhoneNumberRow;
  media?: MediaOwnerRow;
  /** For a template: the business account it belongs to. */
  businessAccountId?: string;
}

/**
 * Routing by owner for the {proxy_url} pass-through (decision 0211): a path keyed by a phone number,
 * a business account or a media id is served with the credentials of the project's number that owns
 * it. An id the project does not own (unknown, or another project's) resolves to nothing, so both
 * answer alike. Media ids are recorded when uploaded through a number (here) or received on it (the
 * upstream webhook receiver) and forgotten when deleted.
 */
export class PassThroughUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly deps: {
      /** Records successful `POST {phone_number_id}/thread_control` calls (decision 0231). */
      threads?: Pick<ThreadsUsecase, 'afterThreadControlCall'>;
      /** Inbound media kept in the platform's storage (decision 0251); absent when none is configured. */
      storedMedia?: Pick<StoredMediaUsecase, 'openStored' | 'describeStored'>;
    } = {},
  ) {}

  /**
   * The query of a signed download link of the project's media `mediaId` (decision 0243): valid for
   * `settings.mediaLink.ttlSeconds` from now, checked by the gateway with the same key.
   */
  mediaLinkQuery(projectId: string, mediaId: string): string {
    const { key, ttlSeconds } = this.ctx.settings.mediaLink;
    const expires = Math.floor(this.ctx.clock.now().getTime() / 1000) + ttlSeconds;
    return signMediaLink(key, { projectId, mediaId, expires });
  }

  /** The project's node `id` (a phone number, a business account, a media id, then a template id), or undefined. */
  async ownerOf(projectId: string, id: string): Promise<OwnedNode | undefined> {
    const number = await this.numberOf(projectId, id);
    if (number) return { kind: 'phone_number', number };
    const ofAccount = await this.ctx.phoneNumbers.firstOfBusinessAccount(projectId, id);
    if (ofAccount) return { kind: 'business_account', number: ofAccount };
    const media = await this.ctx.media.get(projectId, id);
    if (media) {
      const owner = await this.ctx.phoneNumbers.get(projectId, media.phoneNumberId);
      // A number deleted since: its media can no longer be reached with any credential of the project.
      return owner ? { kind: 'media', number: owner, media } : undefined;
    }
    return this.templateOf(projectId, id);
  }

  /** The project's number `phoneNumberId` (from the send-path cache when wired, decision 0237), or undefined. */
  numberOf(projectId: string, phoneNumberId: string): Promise<PhoneNumberRow | undefined> {
    const load = () => this.ctx.phoneNumbers.get(projectId, phoneNumberId);
    return this.ctx.sendPathCache ? this.ctx.sendPathCache.number(projectId, phoneNumberId, load) : load();
  }

  /** The project's template id and the number acting for its business account, or undefined. */
  async templateOf(projectId: string, templateId: string, businessAccountId?: string): Promise<OwnedNode | undefined> {
    const account = await this.ctx.templateIds.businessAccountOf(projectId, templateId);
    if (!account || (businessAccountId !== undefined && account !== businessAccountId)) return undefined;
    const number = await this.ctx.phoneNumbers.firstOfBusinessAccount(projectId, account);
    return number ? { kind: 'template', number, businessAccountId: account } : undefined;
  }

  /**
   * Records the template ids of an upstream answer for `{business_account_id}/message_templates`
   * (a create answers `{ id }`, a list `{ data: [{ id }] }`), so they route to the account later.
   */
  async recordTemplates(projectId: string, businessAccountId: string, answer: Buffer): Promise<void> {
    let body: unknown;
    try {
      body = JSON.parse(answer.toString('utf8'));
    } catch {
      return;
    }
    const b = templateIdsSchema.parse(body);
    const ids = [b.id, ...b.data.map((t) => t.id)]
      .map((v) => (typeof v === 'number' ? String(v) : v))
      .filter((v): v is string => typeof v === 'string' && /^\d{1,32}$/.test(v));
    await this.ctx.templateIds.record(projectId, businessAccountId, ids, this.ctx.clock.now());
  }

  /**
   * The platform's stored copy of the project's media id, opened (decision 0251), or undefined when
   * it is not stored (yet), so the download falls back to the upstream.
   */
  storedCopy(projectId: string, mediaId: string, rangeOf?: (size: number) => ByteRange | undefined): Promise<OpenedMedia | undefined> {
    return this.deps.storedMedia ? this.deps.storedMedia.openStored(projectId, mediaId, rangeOf) : Promise.resolve(undefined);
  }

  /**
   * The media object of a media id the upstream no longer answers for (its copy expired, decision
   * 0251) built from the platform's stored copy: `{ messaging_product, url, mime_type, sha256,
   * file_size, id }` with `url` the signed download link; undefined when no copy is stored.
   */
  async storedMediaObject(projectId: string, mediaId: string, version: string, base: string): Promise<Buffer | undefined> {
    const stored = await this.deps.storedMedia?.describeStored(projectId, mediaId);
    if (!stored) return undefined;
    const url = `${base}/${version}/${encodeURIComponent(mediaId)}/download?${this.mediaLinkQuery(projectId, mediaId)}`;
    return Buffer.from(
      JSON.stringify({ messaging_product: 'whatsapp', url, mime_type: stored.mimeType, sha256: stored.sha256, file_size: stored.size, id: mediaId }),
    );
  }

  /** The upstream token of a number (never leaves the service). */
  tokenOf(number: PhoneNumberRow): string {
    return this.ctx.tokens.open(number);
  }

  /** Records a media id the upstream issued for an upload through the project's number. */
  async recordMedia(projectId: string, phoneNumberId: string, mediaId: string, mimeType?: string): Promise<void> {
    await this.ctx.media.record({ mediaId, projectId, phoneNumberId, mimeType, now: this.ctx.clock.now() });
  }

  /** Forgets a media id the upstream deleted. */
  async forgetMedia(projectId: string, mediaId: string): Promise<void> {
    await this.ctx.media.remove(projectId, mediaId);
  }

  /**
   * What a forwarded call the upstream answered successfully records (domain/pass-through.ts
   * `AfterForward`); resolves with the answer to send back (a media object's `url` rewritten to the
   * signed link `{mediaUrlBase}/{version}/{media_id}/download?...`, anything else unchanged). A thread-control call
   * that cannot be recorded is logged, never failed (the upstream call happened).
   */
  async afterForward(
    projectId: string,
    owner: OwnedNode,
    head: string,
    after: AfterForward,
    call: { requestBody: Buffer; answer: Buffer; version: string; mediaUrlBase: () => string },
  ): Promise<Buffer> {
    switch (after) {
      case 'thread_control':
        if (!this.deps.threads) return call.answer;
        try {
          const sent = objectOrNone.parse(JSON.parse(call.requestBody.toString('utf8') || '{}'));
          if (sent) await this.deps.threads.afterThreadControlCall(projectId, owner.number, sent);
        } catch (err) {
          this.ctx.logger.warn({ err, phone_number_id: owner.number.phoneNumberId }, 'pass-through: thread control not recorded');
        }
        return call.answer;
      case 'templates':
        await this.recordTemplates(projectId, head, call.answer);
        return call.answer;
      case 'media_read':
        return withPlatformMediaUrl(call.answer, call.mediaUrlBase(), call.version, head, this.mediaLinkQuery(projectId, head));
      case 'media_delete':
        await this.forgetMedia(projectId, head);
        return call.answer;
      default:
        return call.answer;
    }
  }
}
