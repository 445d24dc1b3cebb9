import { startBatchConsumer, type Bus, type EventEnvelope, type Subscription } from '@platform/bus';
import { decodeEvent } from '@platform/contracts';
import type { Db, Trx } from '@platform/db';
import { isUuid } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import { GROUP_COMMIT_MAX_BATCH, MESSAGE_ID, SEND_KEY, type AcceptedSend, type CreditHoldsUsecase } from '../usecases/credit-holds.usecase';

/** messaging-proxy's stream of accepted held sends (decision 0239; only funding reads it). */
export const MESSAGING_PROXY_SENDS_STREAM = { name: 'MESSAGING_PROXY_SENDS', subjects: ['messaging_proxy_sends.>'] };
/** Subject consumed: a send whose credits are held was accepted upstream (decision 0239). */
export const SEND_ACCEPTED_SUBJECT = 'messaging_proxy_sends.accepted';
/** Durable consumer name (also the processed_events consumer key): keep stable. */
export const SEND_ACCEPTED_DURABLE = 'funding-send-accepted';
const SEND_ACCEPTED = 'svc.messaging_proxy.v1.SendAccepted';

interface SendAccepted {
  event_id: string;
  project_id: string;
  send_key: string;
  message_id: string;
  phone_number_id: string;
  waba_id: string;
  occurred_at: string;
}

/**
 * The accepted send an event names; null when it names none: undecodable, or a project id, send key
 * or message id out of shape (no hold could have it).
 */
export function toAcceptedSend(envelope: Pick<EventEnvelope, 'id' | 'payload'>): AcceptedSend | null {
  let e: SendAccepted;
  try {
    e = decodeEvent<SendAccepted>(SEND_ACCEPTED, envelope.payload);
  } catch {
    return null;
  }
  if (!isUuid(e.project_id) || !SEND_KEY.test(e.send_key) || !MESSAGE_ID.test(e.message_id)) return null;
  return { projectId: e.project_id, sendKey: e.send_key, messageId: e.message_id, eventId: e.event_id || envelope.id };
}

/**
 * Confirms credit holds from messaging-proxy's `messaging_proxy_sends.accepted` (durable
 * `funding-send-accepted`, decision 0239) instead of a synchronous ConfirmCreditHold per send.
 * Batched (`startBatchConsumer`, lanes by project): the events that queue while a lane's transaction
 * runs are confirmed together in its next one, through the confirmation path of ConfirmCreditHold
 * (CreditHoldsUsecase.confirmAccepted), with their processed_events rows (ack after commit). An event
 * that names no hold is logged and acknowledged; a batch that fails is applied event by event, so a
 * bad event is redelivered and dead-lettered alone.
 */
export async function startSendAcceptedConsumer(deps: {
  db: Db;
  bus: Bus;
  logger: Logger;
  credits: Pick<CreditHoldsUsecase, 'confirmAccepted'>;
}): Promise<Subscription> {
  const decode = (events: EventEnvelope[]): AcceptedSend[] =>
    events.flatMap((event) => {
      const send = toAcceptedSend(event);
      if (!send) deps.logger.warn({ eventId: event.id, subject: event.subject }, 'send.accepted event naming no hold ignored');
      return send ? [send] : [];
    });
  const apply = (events: EventEnvelope[], trx: Trx) => deps.credits.confirmAccepted(trx, decode(events));

  // Created here too (idempotent) so funding can start before messaging-proxy has ever run.
  await deps.bus.ensureStream(MESSAGING_PROXY_SENDS_STREAM);
  return startBatchConsumer({
    db: deps.db,
    bus: deps.bus,
    stream: MESSAGING_PROXY_SENDS_STREAM.name,
    durable: SEND_ACCEPTED_DURABLE,
    filterSubject: SEND_ACCEPTED_SUBJECT,
    logger: deps.logger,
    maxBatch: GROUP_COMMIT_MAX_BATCH,
    handle: (event, trx) => apply([event], trx),
    handleBatch: apply,
  });
}
