import { startConsumer, type Bus, type Subscription } from '@platform/bus';
import { decodeEvent } from '@platform/contracts';
import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import type { PricedUsage } from '../infra/db/usage.repository';
import type { CreditHoldsUsecase } from '../usecases/credit-holds.usecase';
import type { UsageUsecase } from '../usecases/usage.usecase';

/** Stream of the messaging-proxy's events (owned by messaging-proxy). */
export const MESSAGING_PROXY_STREAM = { name: 'MESSAGING_PROXY', subjects: ['messaging_proxy.>'] };
/** Subjects consumed: `messaging_proxy.message.priced` and `messaging_proxy.call.priced`. */
export const PRICED_SUBJECTS = 'messaging_proxy.*.priced';
const MESSAGE_PRICED = 'svc.messaging_proxy.v1.MessagePriced';
const CALL_PRICED = 'svc.messaging_proxy.v1.CallPriced';

interface MessagePriced {
  event_id: string;
  project_id: string;
  waba_id: string;
  phone_number_id: string;
  message_id: string;
  category: string;
  pricing_model: string;
  pricing_type: string;
  billable: boolean;
  amount_micros: string;
  currency: string;
  occurred_at: string;
}
interface CallPriced {
  event_id: string;
  project_id: string;
  waba_id: string;
  phone_number_id: string;
  call_id: string;
  duration_seconds: number;
  amount_micros: string;
  currency: string;
  occurred_at: string;
}

const validDate = (v: string, fallback: Date): Date => {
  const d = new Date(v);
  return v && !Number.isNaN(d.getTime()) ? d : fallback;
};

/** The fields every priced event carries, read the same way for messages and calls. */
function attributed(
  e: { event_id: string; project_id: string; waba_id: string; phone_number_id: string; currency: string; occurred_at: string },
  envelopeId: string,
  now: Date,
): Pick<PricedUsage, 'eventId' | 'projectId' | 'wabaId' | 'phoneNumberId' | 'currency' | 'occurredAt'> {
  return {
    eventId: e.event_id || envelopeId,
    projectId: e.project_id,
    wabaId: e.waba_id,
    phoneNumberId: e.phone_number_id || null,
    currency: (e.currency || 'USD').toUpperCase(),
    occurredAt: validDate(e.occurred_at, now),
  };
}

/** Maps a priced event to a usage record; null for events that cannot be attributed (no project, account or id). */
export function toPricedUsage(subject: string, envelopeId: string, data: Uint8Array, now: Date): PricedUsage | null {
  if (subject.endsWith('message.priced')) {
    const e = decodeEvent<MessagePriced>(MESSAGE_PRICED, data);
    if (!e.project_id || !e.waba_id || !e.message_id) return null;
    return {
      ...attributed(e, envelopeId, now),
      kind: 'messaging',
      refId: e.message_id,
      category: e.category || null,
      pricingModel: e.pricing_model || null,
      pricingType: e.pricing_type || null,
      billable: e.billable,
      amountMicros: BigInt(e.amount_micros || '0'),
      durationSeconds: 0,
    };
  }
  if (subject.endsWith('call.priced')) {
    const e = decodeEvent<CallPriced>(CALL_PRICED, data);
    if (!e.project_id || !e.waba_id || !e.call_id) return null;
    const amount = BigInt(e.amount_micros || '0');
    return {
      ...attributed(e, envelopeId, now),
      kind: 'calling',
      refId: e.call_id,
      category: null,
      pricingModel: null,
      pricingType: null,
      billable: amount > 0n,
      amountMicros: amount,
      durationSeconds: e.duration_seconds,
    };
  }
  return null;
}

/**
 * Records usage from the messaging side's pricing events (durable `funding-usage`), exactly once per
 * event (startConsumer) and once per message or call id (status webhooks repeat the pricing). A
 * message's first pricing also settles its credit hold, in the same transaction.
 */
export async function startUsageConsumer(deps: {
  db: Db;
  bus: Bus;
  logger: Logger;
  clock: Clock;
  usage: UsageUsecase;
  credits: Pick<CreditHoldsUsecase, 'settleFromPricing'>;
}): Promise<Subscription> {
  // Created here too (idempotent) so funding can start before messaging-proxy has ever run.
  await deps.bus.ensureStream(MESSAGING_PROXY_STREAM);
  return startConsumer({
    db: deps.db,
    bus: deps.bus,
    stream: MESSAGING_PROXY_STREAM.name,
    durable: 'funding-usage',
    filterSubject: PRICED_SUBJECTS,
    logger: deps.logger,
    concurrency: 4,
    async handle(event, trx) {
      const usage = toPricedUsage(event.subject, event.id, event.payload, deps.clock.now());
      if (!usage) {
        deps.logger.warn({ eventId: event.id, subject: event.subject }, 'priced event without project, account or id ignored');
        return;
      }
      if (await deps.usage.record(trx, usage)) await deps.credits.settleFromPricing(trx, usage);
    },
  });
}
