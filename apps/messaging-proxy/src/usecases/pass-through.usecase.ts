import type { MediaOwnerRow } from '../infra/db/media.repository';
import type { PhoneNumberRow } from '../infra/db/phone-numbers.repository';
import type { UsecaseContext } from './context';

/** What a pass-through path is keyed by. */
export type OwnedNodeKind = 'phone_number' | 'business_account' | 'media';

/** A node of the project and the number whose credentials serve it. */
export interface OwnedNode {
  kind: OwnedNodeKind;
  /** The number whose stored token acts for the call. */
  number: PhoneNumberRow;
  media?: MediaOwnerRow;
}

/**
 * Routing by owner for the {proxy_url} pass-through (decision 0211): a path keyed by a phone number,
 * a business account or a media id is served with the credentials of the project's number that owns
 * it. An id the project does not own (unknown, or another project's) resolves to nothing, so both
 * answer alike. Media ids are recorded when uploaded through a number (here) or received on it (the
 * upstream webhook receiver) and forgotten when deleted.
 */
export class PassThroughUsecase {
  constructor(private readonly ctx: UsecaseContext) {}

  /** The project's node `id` (a phone number first, then a business account, then a media id), or undefined. */
  async ownerOf(projectId: string, id: string): Promise<OwnedNode | undefined> {
    const number = await this.ctx.phoneNumbers.get(projectId, id);
    if (number) return { kind: 'phone_number', number };
    const ofAccount = await this.ctx.phoneNumbers.firstOfBusinessAccount(projectId, id);
    if (ofAccount) return { kind: 'business_account', number: ofAccount };
    const media = await this.ctx.media.get(projectId, id);
    if (!media) return undefined;
    const owner = await this.ctx.phoneNumbers.get(projectId, media.phoneNumberId);
    // A number deleted since: its media can no longer be reached with any credential of the project.
    return owner ? { kind: 'media', number: owner, media } : undefined;
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
}
