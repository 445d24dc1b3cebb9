import type { broadcasts } from '@platform/contracts';
import { invalidArgument, notFound } from '@platform/errors';
import type { BroadcastsRepository } from '../infra/db/broadcasts.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GetBroadcast: one broadcast of the caller's project; foreign and unknown ids answer alike. */
export function getBroadcastRpc(repo: BroadcastsRepository) {
  return async (req: broadcasts.GetBroadcastRequest__Output): Promise<broadcasts.GetBroadcastResponse> => {
    if (!req.project_id) throw invalidArgument('PROJECT_REQUIRED', 'project_id is required');
    if (!UUID.test(req.broadcast_id)) throw invalidArgument('INVALID_BROADCAST_ID', 'broadcast_id must be a UUID');
    const row = await repo.get(req.project_id, req.broadcast_id);
    if (!row) throw notFound('BROADCAST_NOT_FOUND', 'Broadcast not found');
    return { broadcast: row.view };
  };
}
