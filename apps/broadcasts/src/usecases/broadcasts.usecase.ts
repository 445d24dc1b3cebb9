import type { broadcasts } from '@platform/contracts';
import { conflict, notFound } from '@platform/errors';
import { transition, type BroadcastState } from '../domain/broadcast-state';
import type { UsecaseContext } from './context';

/** Broadcast commands (spec 2.11, 3.4, 4.6). */
export class BroadcastsUsecase {
  constructor(private readonly ctx: UsecaseContext) {}

  /** Starts sending at once; refused while copying or locked by a copy (the state module decides). */
  async send(projectId: string, broadcastId: string): Promise<broadcasts.Broadcast> {
    return this.ctx.db.transaction(async (trx) => {
      const row = await this.ctx.broadcasts.get(projectId, broadcastId, trx);
      if (!row) throw notFound('BROADCAST_NOT_FOUND', 'Broadcast not found');
      const t = transition(row.view.status as BroadcastState, 'send', row.locked);
      if (!t.ok) throw conflict(t.reason);
      const now = this.ctx.clock.now();
      await this.ctx.broadcasts.markSending(trx, projectId, broadcastId, now);
      return { ...row.view, status: t.to, started_at: now.toISOString(), scheduled_at: undefined, completed_at: undefined };
    });
  }
}
