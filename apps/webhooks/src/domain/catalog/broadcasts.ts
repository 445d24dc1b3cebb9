/**
 * Events produced by broadcasts (issue 17), arriving on the BROADCASTS stream
 * (svc.broadcasts.v1.BroadcastStatusChanged): a broadcast changed status, with its counters.
 */
import { BOTH, SAMPLE_NUMBER, type CatalogEntry, type PublicEvent } from './types';

/** The status change event's public name. */
export const BROADCAST_STATUS_CHANGED = 'messaging.broadcast.status_changed';

/** Catalog entries of the broadcast events, in documentation order. */
export const BROADCASTS_EVENTS: readonly CatalogEntry[] = [
  {
    name: BROADCAST_STATUS_CHANGED,
    versions: BOTH,
    source: 'broadcasts',
    description:
      'A broadcast changed status (scheduled, sending, completed, stopped, failed, draft after a cancel or a finished copy); carries previous_status and the counters.',
  },
];

/** The decoded stream event (svc.broadcasts.v1.BroadcastStatusChanged). */
export interface BroadcastStatusChangedInput {
  broadcast_id: string;
  name: string;
  status: string;
  previous_status: string;
  phone_number_id: string;
  total_recipients: number;
  sent: number;
  delivered: number;
  read: number;
  failed: number;
  responded: number;
  pending: number;
  suppressed_count: number;
  failure_reason?: string | null;
}

/** The public event of a status change: `{ broadcast: { id, name, status, previous_status, phone_number_id, counters..., failure_reason }, phone_number_id }`. */
export function broadcastStatusEvent(m: BroadcastStatusChangedInput): PublicEvent {
  return {
    name: BROADCAST_STATUS_CHANGED,
    fields: {
      broadcast: {
        id: m.broadcast_id,
        name: m.name,
        status: m.status,
        previous_status: m.previous_status,
        phone_number_id: m.phone_number_id,
        total_recipients: m.total_recipients,
        sent: m.sent,
        delivered: m.delivered,
        read: m.read,
        failed: m.failed,
        responded: m.responded,
        pending: m.pending,
        suppressed_count: m.suppressed_count,
        failure_reason: m.failure_reason || null,
      },
      phone_number_id: m.phone_number_id,
    },
    phoneNumberIds: m.phone_number_id ? [m.phone_number_id] : [],
    businessAccountId: null,
  };
}

/** A realistic sample of a broadcast event, or undefined when `name` is not one. */
export function broadcastsSample(name: string): PublicEvent | undefined {
  if (name !== BROADCAST_STATUS_CHANGED) return undefined;
  return broadcastStatusEvent({
    broadcast_id: '00000000-0000-4000-8000-000000000017',
    name: 'Spring sale',
    status: 'completed',
    previous_status: 'sending',
    phone_number_id: SAMPLE_NUMBER.id,
    total_recipients: 1200,
    sent: 1180,
    delivered: 1150,
    read: 900,
    failed: 5,
    responded: 140,
    pending: 0,
    suppressed_count: 15,
    failure_reason: null,
  });
}
