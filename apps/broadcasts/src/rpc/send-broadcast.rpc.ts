import type { broadcasts } from '@platform/contracts';
import { conflict, invalidArgument, notFound } from '@platform/errors';
import type { Clock } from '@platform/runtime';
import { transition, type BroadcastState } from '../domain/broadcast-state';
import type { BroadcastsRepository } from '../infra/db/broadcasts.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** SendBroadcast (spec 4.6): starts sending at once; refused while copying or locked by a copy. */
export function sendBroadcastRpc(repo: BroadcastsRepository, clock: Clock) {
  return async (req: broadcasts.SendBroadcastRequest__Output): Promise<broadcasts.SendBroadcastResponse> => {
    if (!req.project_id) throw invalidArgument('PROJECT_REQUIRED', 'project_id is required');
    if (!UUID.test(req.broadcast_id)) throw invalidArgument('INVALID_BROADCAST_ID', 'broadcast_id must be a UUID');
    return repo.db.transaction(async (trx) => {
      const row = await repo.get(req.project_id, req.broadcast_id, trx);
      if (!row) throw notFound('BROADCAST_NOT_FOUND', 'Broadcast not found');
      const t = transition(row.view.status as BroadcastState, 'send', row.locked);
      if (!t.ok) throw conflict(t.reason);
      const now = clock.now();
      await repo.markSending(trx, req.project_id, req.broadcast_id, now);
      return { broadcast: { ...row.view, status: t.to, started_at: now.toISOString(), scheduled_at: undefined, completed_at: undefined } };
    });
  };
}
