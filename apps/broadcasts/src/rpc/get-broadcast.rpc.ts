import type { broadcasts } from '@platform/contracts';
import { notFound } from '@platform/errors';
import type { BroadcastsRepository } from '../infra/db/broadcasts.repository';
import { broadcastToWire } from '../wire/broadcast.wire';

/** GetBroadcast (a query): one broadcast with its counters; foreign and unknown ids answer alike. */
export function getBroadcastRpc(repo: BroadcastsRepository) {
  return async (req: broadcasts.GetBroadcastRequest__Output): Promise<broadcasts.GetBroadcastResponse> => {
    const row = await repo.get(req.project_id, req.broadcast_id);
    if (!row) throw notFound('BROADCAST_NOT_FOUND', 'Broadcast not found');
    return { broadcast: broadcastToWire(row, await repo.countersOf(row.id)) };
  };
}
