import type { Trx, WriteGroup } from '@platform/db';
import type { PhoneNumberRow } from '../infra/db/phone-numbers.repository';
import { recipientOf } from '../domain/send-body';
import { derivedUuid, publishEvent } from '../infra/events/publisher';
import type { UsecaseContext } from './context';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The upstream code of a send refused because the user stopped marketing messages. */
export const MARKETING_STOPPED_CODE = 131050;

/**
 * Sends through the {proxy_url} pass-through, recorded for the contacts service: an accepted send
 * (the upstream returned a wamid) becomes `messaging_proxy.message.sent` (contacts stores the
 * outbound message and joins its later statuses); a synchronous 131050 refusal becomes
 * `messaging_proxy.message.refused` (contacts records the marketing opt-out,
 * `meta_synchronous_error`). An accepted send whose credits are held also becomes
 * `messaging_proxy_sends.accepted` in the same transaction (funding confirms the hold from it,
 * decision 0239). Written to the outbox before the client gets the upstream's answer: with
 * `commits`, concurrent sends share one transaction (group commit, decision 0238), each still
 * answered only after its rows committed.
 */
export class OutboundMessagesUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly deps: { commits?: Pick<WriteGroup, 'run'> } = {},
  ) {}

  private write(fn: (trx: Trx) => Promise<void>): Promise<void> {
    return this.deps.commits ? this.deps.commits.run(fn) : this.ctx.db.transaction(fn);
  }

  /**
   * Records one `POST {phone_number_id}/messages` the upstream answered; never throws (the send
   * happened). `sendKey` names the send's credit hold (the send guard's): when the upstream accepted
   * the send, `messaging_proxy_sends.accepted` is written in the same transaction as the outbound
   * record — also on a number whose inbound processing is off, which has no outbound record. True
   * when that event committed; false when there was none to write or it could not be written (the
   * caller then confirms the hold itself).
   */
  async recordSend(projectId: string, number: PhoneNumberRow, requestBody: Buffer, status: number, responseBody: Buffer, sendKey?: string): Promise<boolean> {
    try {
      let request: Obj = {};
      let response: Obj = {};
      try {
        request = obj(JSON.parse(requestBody.toString('utf8')));
        response = obj(JSON.parse(responseBody.toString('utf8')));
      } catch {
        return false;
      }
      const now = this.ctx.clock.now();
      // The recipient as the upstream read it: `to`, else `recipient` (a business-scoped user id).
      const to = recipientOf(request);
      if (status >= 200 && status < 300) {
        const wamid = str(obj((response.messages as unknown[] | undefined)?.[0]).id);
        const record = wamid !== '' && number.public.inbound_processing_enabled;
        const accepted = wamid !== '' && sendKey !== undefined;
        if (!record && !accepted) return false;
        const contact = obj((response.contacts as unknown[] | undefined)?.[0]);
        await this.write(async (trx) => {
          if (record) {
            await publishEvent(trx, 'outboundMessageSent', {
              event_id: derivedUuid(`message.sent:${number.phoneNumberId}:${wamid}`),
              project_id: projectId,
              waba_id: number.businessAccountId,
              phone_number_id: number.phoneNumberId,
              display_phone_number: number.displayPhoneNumber,
              wamid,
              to,
              recipient_wa_id: str(contact.wa_id),
              recipient_user_id: str(contact.user_id),
              request_json: JSON.stringify(request),
              occurred_at: now.toISOString(),
            });
          }
          if (accepted) {
            await publishEvent(trx, 'sendAccepted', {
              event_id: derivedUuid(`send.accepted:${projectId}:${sendKey}`),
              project_id: projectId,
              send_key: sendKey,
              message_id: wamid,
              phone_number_id: number.phoneNumberId,
              waba_id: number.businessAccountId,
              occurred_at: now.toISOString(),
            });
          }
        });
        return accepted;
      }
      const code = Number(obj(response.error).code);
      if (code === MARKETING_STOPPED_CODE && to && number.public.inbound_processing_enabled) {
        await this.write((trx) =>
          publishEvent(trx, 'outboundMessageRefused', {
            event_id: derivedUuid(`message.refused:${number.phoneNumberId}:${to}:${now.toISOString()}`),
            project_id: projectId,
            waba_id: number.businessAccountId,
            phone_number_id: number.phoneNumberId,
            to,
            error_code: code,
            occurred_at: now.toISOString(),
          }),
        );
      }
      return false;
    } catch (err) {
      this.ctx.logger.error({ err, phone_number_id: number.phoneNumberId }, 'recording a pass-through send failed; the send itself went through');
      return false;
    }
  }
}
