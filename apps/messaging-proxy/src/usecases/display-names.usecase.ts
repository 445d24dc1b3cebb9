import { randomUUID } from 'node:crypto';
import { normalizePage, pageMeta, type PageInput, type messagingProxy } from '@platform/contracts';
import { invalidArgument, notFound } from '@platform/errors';
import { displayNameRequestToWire } from '../wire/display-name-request.wire';
import type { UsecaseContext } from './context';
import { isUpstreamRefusal, rethrowUpstream } from './upstream-errors';

/** Display name requests: submitted to the upstream for review; decisions arrive by webhook. */
export class DisplayNamesUsecase {
  constructor(private readonly ctx: UsecaseContext) {}

  /**
   * Submits a new display name. When the upstream refuses the submission itself (a Graph client
   * error), the request is recorded as `failed` with the upstream error fields, and returned, so
   * the client sees why; an unavailable upstream or a rejected token is an error instead.
   */
  async create(projectId: string, phoneNumberId: string, displayName: string): Promise<messagingProxy.DisplayNameRequest> {
    const name = displayName.trim();
    if (name.length < 3 || name.length > 512) throw invalidArgument('INVALID_DISPLAY_NAME', 'display_name must be 3 to 512 characters');
    const row = await this.ctx.phoneNumbers.get(projectId, phoneNumberId);
    if (!row) throw notFound('PHONE_NUMBER_NOT_FOUND', 'Phone number not found');
    const token = this.ctx.tokens.open(row);
    const base = { id: randomUUID(), projectId, phoneNumberId, requested: name, previous: row.verifiedName || undefined, now: this.ctx.clock.now() };
    try {
      await this.ctx.graph.requestDisplayName(token, phoneNumberId, name);
    } catch (err) {
      if (isUpstreamRefusal(err)) {
        return displayNameRequestToWire(
          await this.ctx.displayNames.insert({
            ...base,
            status: 'failed',
            error: { code: err.code, subcode: err.subcode, type: err.type, message: err.message },
          }),
        );
      }
      rethrowUpstream(err, `Phone number ${phoneNumberId}`);
    }
    return displayNameRequestToWire(await this.ctx.displayNames.insert({ ...base, status: 'pending_review' }));
  }

  /** Lists a number's requests, most recent first. */
  async list(projectId: string, phoneNumberId: string, p: PageInput | null | undefined) {
    const row = await this.ctx.phoneNumbers.get(projectId, phoneNumberId);
    if (!row) throw notFound('PHONE_NUMBER_NOT_FOUND', 'Phone number not found');
    const { page, perPage } = normalizePage(p);
    const { items, total } = await this.ctx.displayNames.list(projectId, phoneNumberId, page, perPage);
    return { display_name_requests: items.map(displayNameRequestToWire), meta: pageMeta(page, perPage, total) };
  }

  /** Reads one request of a project's number. */
  async get(projectId: string, phoneNumberId: string, id: string): Promise<messagingProxy.DisplayNameRequest> {
    const r = await this.ctx.displayNames.get(projectId, phoneNumberId, id);
    if (!r) throw notFound('DISPLAY_NAME_REQUEST_NOT_FOUND', 'Display name request not found');
    return displayNameRequestToWire(r);
  }
}
