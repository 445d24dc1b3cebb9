import type { Db, Trx, WriteGroup } from '@platform/db';
import type { PhoneNumberRow } from './phone-numbers.repository';
import { derivedUuid, publishEvent } from '../events/publisher';

/** An accepted send as contacts records it (`messaging_proxy.message.sent`). */
export interface SentRecord {
  wamid: string;
  /** The recipient as the upstream read it: `to`, else `recipient`. */
  to: string;
  recipientWaId: string;
  recipientUserId: string;
  /** The request body forwarded, as JSON text. */
  requestJson: string;
}

/**
 * The writes of one send (decisions 0230, 0238, 0239): outbox events written in one transaction
 * before the client gets the upstream's answer. With `commits`, concurrent sends share one
 * transaction (group commit, decision 0238), each still answered only after its rows committed.
 */
export class SendsRepository {
  constructor(
    private readonly db: Db,
    private readonly commits?: Pick<WriteGroup, 'run'>,
  ) {}

  private write(fn: (trx: Trx) => Promise<void>): Promise<void> {
    return this.commits ? this.commits.run(fn) : this.db.transaction(fn);
  }

  /**
   * An accepted send, in one transaction: `messaging_proxy.message.sent` when `sent` is given (the
   * number records outbound messages) and `messaging_proxy_sends.accepted` when `acceptedKey` (the
   * send's credit hold) is given — funding confirms the hold from it.
   */
  async recordAccepted(
    projectId: string,
    number: PhoneNumberRow,
    now: Date,
    wamid: string,
    sent: SentRecord | undefined,
    acceptedKey: string | undefined,
  ): Promise<void> {
    await this.write(async (trx) => {
      if (sent) {
        await publishEvent(trx, 'outboundMessageSent', {
          event_id: derivedUuid(`message.sent:${number.phoneNumberId}:${wamid}`),
          project_id: projectId,
          waba_id: number.businessAccountId,
          phone_number_id: number.phoneNumberId,
          display_phone_number: number.displayPhoneNumber,
          wamid,
          to: sent.to,
          recipient_wa_id: sent.recipientWaId,
          recipient_user_id: sent.recipientUserId,
          request_json: sent.requestJson,
          occurred_at: now.toISOString(),
        });
      }
      if (acceptedKey !== undefined) {
        await publishEvent(trx, 'sendAccepted', {
          event_id: derivedUuid(`send.accepted:${projectId}:${acceptedKey}`),
          project_id: projectId,
          send_key: acceptedKey,
          message_id: wamid,
          phone_number_id: number.phoneNumberId,
          waba_id: number.businessAccountId,
          occurred_at: now.toISOString(),
        });
      }
    });
  }

  /** A send the upstream refused because the user stopped marketing messages (`messaging_proxy.message.refused`). */
  async recordMarketingRefusal(projectId: string, number: PhoneNumberRow, now: Date, to: string, errorCode: number): Promise<void> {
    await this.write((trx) =>
      publishEvent(trx, 'outboundMessageRefused', {
        event_id: derivedUuid(`message.refused:${number.phoneNumberId}:${to}:${now.toISOString()}`),
        project_id: projectId,
        waba_id: number.businessAccountId,
        phone_number_id: number.phoneNumberId,
        to,
        error_code: errorCode,
        occurred_at: now.toISOString(),
      }),
    );
  }
}
