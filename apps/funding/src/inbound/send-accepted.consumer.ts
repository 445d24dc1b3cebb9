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
 * The accepted send an event names. Throws, naming what is wrong, for a malformed event (undecodable,
 * or a project id, send key or message id out of shape): no hold could have it, and it fails on every
 * delivery until the consumer sets it aside as a dead letter with that reason (decision 0506).
 */
export function toAcceptedSend(envelope: Pick<EventEnvelope, 'id' | 'payload'>): AcceptedSend {
  const e = decodeEvent<SendAccepted>(SEND_ACCEPTED, envelope.payload);
  const wrong = [!isUuid(e.project_id) && 'project_id', !SEND_KEY.test(e.send_key) && 'send_key', !MESSAGE_ID.test(e.message_id) && 'message_id'].filter(
    Boolean,
  );
  if (wrong.length) throw new Error(`malformed ${SEND_ACCEPTED}: ${wrong.join(', ')} out of shape`);
  return { projectId: e.project_id, sendKey: e.send_key, messageId: e.message_id, eventId: e.event_id || envelope.id };
}

/**
 * Confirms credit holds from messaging-proxy's `messaging_proxy_sends.accepted` (durable
 * `funding-send-accepted`, decision 0239) instead of a synchronous ConfirmCreditHold per send.
 * Batched (`startBatchConsumer`, lanes by project): the events that queue while a lane's transaction
 * runs are confirmed together in its next one, through the confirmation path of ConfirmCreditHold
 * (CreditHoldsUsecase.confirmAccepted), with their processed_events rows (ack after commit). A well-formed
 * event whose hold is not found is logged and acknowledged (confirmAccepted). A malformed one fails its
 * batch, which is then applied event by event: the malformed event alone is redelivered and, after the
 * bus's bound, set aside as a dead letter with its reason; the events around it are confirmed.
 */
export async function startSendAcceptedConsumer(deps: {
  db: Db;
  bus: Bus;
  logger: Logger;
  credits: Pick<CreditHoldsUsecase, 'confirmAccepted'>;
}): Promise<Subscription> {
  const apply = (events: EventEnvelope[], trx: Trx) => deps.credits.confirmAccepted(trx, events.map(toAcceptedSend));

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
