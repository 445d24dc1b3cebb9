import { randomUUID } from 'node:crypto';
import { enqueueEvent } from '@platform/bus';
import { encodeEvent } from '@platform/contracts';
import type { Trx } from '@platform/db';
import { counterFields, type BroadcastCounters } from '../../domain/broadcast-state';
import type { BroadcastRow } from '../db/broadcasts.repository';

/** Stream owned by broadcasts. */
export const BROADCASTS_STREAM = { name: 'BROADCASTS', subjects: ['broadcasts.>'] };

/** Subject and proto type of the status change event. */
export const STATUS_CHANGED = { subject: 'broadcasts.broadcast.status_changed', type: 'svc.broadcasts.v1.BroadcastStatusChanged' } as const;

/** Writes a status change to the outbox in the caller's transaction (published iff the change commits). */
export async function publishStatusChanged(trx: Trx, row: BroadcastRow, previous: string, c: BroadcastCounters, now: Date): Promise<void> {
  const payload = {
    event_id: randomUUID(),
    project_id: row.projectId,
    broadcast_id: row.id,
    name: row.name,
    status: row.status,
    previous_status: previous,
    phone_number_id: row.phoneNumberId,
    ...counterFields(c),
    failure_reason: row.failureReason ?? undefined,
    occurred_at: now.toISOString(),
  };
  await enqueueEvent(trx, {
    subject: STATUS_CHANGED.subject,
    type: STATUS_CHANGED.type,
    payload: encodeEvent(STATUS_CHANGED.type, payload),
    projectId: row.projectId,
    occurredAt: now,
  });
}
