import { startBatchConsumer, type Bus, type EventEnvelope, type Subscription } from '@platform/bus';
import { decodeEvent } from '@platform/contracts';
import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import { liveChangeOfCustomerEvent, liveChangeOfInboxChanged, type LiveChange } from './live-events';

const CUSTOMER_EVENT = 'svc.contacts.v1.CustomerEvent';
const INBOX_CHANGED = 'svc.contacts.v1.InboxChanged';
const TYPES: Record<string, string> = { 'contacts.customer_event.created': CUSTOMER_EVENT, 'contacts.inbox.changed': INBOX_CHANGED };

/** Durable consumer name on CONTACTS (also the processed_events key: keep stable). */
export const LIVE_CONSUMER_DURABLE = 'gateway-live-conversations';

/** The envelope → its live change, or undefined for events the stream does not relay. */
function changeOf(envelope: EventEnvelope): LiveChange | undefined {
  const type = envelope.type || TYPES[envelope.subject];
  if (type === INBOX_CHANGED) return liveChangeOfInboxChanged(decodeEvent<Record<string, unknown>>(type, envelope.payload));
  if (type !== CUSTOMER_EVENT) return undefined;
  const p = decodeEvent<{ project_id?: string; name?: string; fields_json?: string }>(type, envelope.payload);
  if (!p.project_id || !p.name) return undefined;
  let fields: Record<string, unknown> = {};
  try {
    fields = JSON.parse(p.fields_json || '{}') as Record<string, unknown>;
  } catch {
    return undefined;
  }
  return liveChangeOfCustomerEvent(p.project_id, p.name, fields);
}

/** Most events recorded in one transaction (processed_events rows) by the live consumer. */
const MAX_BATCH = 256;

/**
 * Reads contacts' customer events and inbox changes (decision 0022) with a durable consumer and hands
 * each relayed change to `onChange` once its processed_events row has committed (a redelivery never
 * appends twice; a rolled-back one never appends). Batched (decision 0502): the events that arrive
 * while a transaction runs are recorded together in the next one (one insert, one commit), so the
 * stream keeps up with contacts' rate (bench/live-stream.ts: one transaction per event carried ~95
 * events/s on a busy 2-core box); one lane keeps the stream's order.
 */
export async function startLiveConsumer(deps: { db: Db; bus: Bus; logger: Logger; onChange(c: LiveChange): void }): Promise<Subscription> {
  await deps.bus.ensureStream({ name: 'CONTACTS', subjects: ['contacts.>'] });
  return startBatchConsumer({
    db: deps.db,
    bus: deps.bus,
    stream: 'CONTACTS',
    durable: LIVE_CONSUMER_DURABLE,
    filterSubject: 'contacts.>',
    logger: deps.logger,
    // One lane: the log keeps the stream's order (a batch's changes are handed over in arrival order).
    lanes: 1,
    maxBatch: MAX_BATCH,
    accepts: (envelope) => Boolean(TYPES[envelope.subject] || envelope.type === CUSTOMER_EVENT || envelope.type === INBOX_CHANGED),
    async handle(envelope, trx) {
      const change = changeOf(envelope);
      if (change)
        trx.executionPromise.then(
          () => deps.onChange(change),
          () => undefined,
        );
    },
  });
}
