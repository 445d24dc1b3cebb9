import { normalizePage, pageMeta, type broadcasts } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { BROADCAST_STATES } from '../domain/broadcast-state';
import type { BroadcastsRepository } from '../infra/db/broadcasts.repository';
import { broadcastToWire } from '../wire/broadcast.wire';
import { phoneNumberIdOf } from './request';

/** ListBroadcasts (a query): most recent first, filters status and phone number. */
export function listBroadcastsRpc(repo: BroadcastsRepository) {
  return async (req: broadcasts.ListBroadcastsRequest__Output): Promise<broadcasts.ListBroadcastsResponse> => {
    if (req.status && !(BROADCAST_STATES as readonly string[]).includes(req.status)) {
      throw invalidArgument('INVALID_STATUS', `status must be one of ${BROADCAST_STATES.join(', ')}`);
    }
    if (req.phone_number_id) phoneNumberIdOf(req.phone_number_id);
    const page = normalizePage(req.page ?? undefined);
    const { items, total } = await repo.list(
      req.project_id,
      { status: req.status || undefined, phoneNumberId: req.phone_number_id || undefined },
      page.page,
      page.perPage,
    );
    const counters = await repo.counters(items.map((i) => i.id));
    return { broadcasts: items.map((i) => broadcastToWire(i, counters.get(i.id))), meta: pageMeta(page.page, page.perPage, total) };
  };
}
