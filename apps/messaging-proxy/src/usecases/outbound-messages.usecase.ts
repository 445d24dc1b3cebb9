import type { Trx, WriteGroup } from '@platform/db';
import type { PhoneNumberRow } from '../infra/db/phone-numbers.repository';
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
 * `meta_synchronous_error`). Written to the outbox before the client gets the upstream's answer:
 * with `commits`, concurrent sends share one transaction (group commit, decision 0238), each still
 * answered only after its row committed.
 */
export class OutboundMessagesUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly deps: { commits?: Pick<WriteGroup, 'run'> } = {},
  ) {}

  private write(fn: (trx: Trx) => Promise<void>): Promise<void> {
    return this.deps.commits ? this.deps.commits.run(fn) : this.ctx.db.transaction(fn);
  }

  /** Records one `POST {phone_number_id}/messages` the upstream answered; never throws (the send happened). */
  async recordSend(projectId: string, number: PhoneNumberRow, requestBody: Buffer, status: number, responseBody: Buffer): Promise<void> {
    try {
      let request: Obj = {};
      let response: Obj = {};
      try {
        request = obj(JSON.parse(requestBody.toString('utf8')));
        response = obj(JSON.parse(responseBody.toString('utf8')));
      } catch {
        return;
      }
      const now = this.ctx.clock.now();
      const to = str(request.to);
      if (status >= 200 && status < 300) {
        const wamid = str(obj((response.messages as unknown[] | undefined)?.[0]).id);
        if (!wamid || !number.public.inbound_processing_enabled) return;
        const contact = obj((response.contacts as unknown[] | undefined)?.[0]);
        await this.write((trx) =>
          publishEvent(trx, 'outboundMessageSent', {
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
          }),
        );
        return;
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
    } catch (err) {
      this.ctx.logger.error({ err, phone_number_id: number.phoneNumberId }, 'recording a pass-through send failed; the send itself went through');
    }
  }
}
