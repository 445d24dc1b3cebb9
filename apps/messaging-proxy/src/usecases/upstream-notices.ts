import type { Trx } from '@platform/db';
import { optionalText } from '@platform/lenient';
import { normalizePhoneNumber } from '../domain/messaging-limit';
import type { PhoneNumberRow } from '../infra/db/phone-numbers.repository';
import { derivedUuid, publishEvent } from '../infra/events/publisher';

/** Quality events that are a drop: quality rated low, or the messaging limit lowered. */
const DROPS = new Set(['FLAGGED', 'DOWNGRADE']);

/**
 * Notices of an upstream change nothing in messaging-proxy stores, published for their consumers
 * (the gateway's notifications, decision 0020): `message_template_status_update` → one
 * `messaging_proxy.template.status_changed` per project with numbers on the account;
 * `phone_number_quality_update` → `messaging_proxy.phone_number.quality_changed` for the number it
 * names (by display number; the account's only number when it names none). Other fields: nothing.
 * Event ids derive from the delivery (`seed`), so a redelivered webhook yields the same ids.
 */
export async function publishUpstreamNotice(
  trx: Trx,
  field: string,
  wabaId: string,
  numbers: PhoneNumberRow[],
  value: Record<string, unknown>,
  occurredAt: string,
  seed: string,
): Promise<void> {
  if (field === 'message_template_status_update') {
    const reason = optionalText.parse(value.reason);
    for (const projectId of new Set(numbers.map((n) => n.projectId)))
      await publishEvent(trx, 'templateStatusChanged', {
        event_id: derivedUuid(`${seed}:${projectId}`),
        project_id: projectId,
        waba_id: wabaId,
        template_id: optionalText.parse(value.message_template_id) ?? '',
        template_name: optionalText.parse(value.message_template_name) ?? '',
        language: optionalText.parse(value.message_template_language) ?? '',
        status: optionalText.parse(value.event) ?? '',
        reason: reason && reason !== 'NONE' ? reason : undefined,
        occurred_at: occurredAt,
      });
  } else if (field === 'phone_number_quality_update') {
    const digits = normalizePhoneNumber(optionalText.parse(value.display_phone_number) ?? '');
    const n = numbers.find((x) => digits && x.displayPhoneNumberNormalized === digits) ?? (numbers.length === 1 ? numbers[0] : undefined);
    const event = optionalText.parse(value.event) ?? '';
    if (!n) return;
    await publishEvent(trx, 'phoneNumberQualityChanged', {
      event_id: derivedUuid(`${seed}:${n.phoneNumberId}`),
      project_id: n.projectId,
      waba_id: wabaId,
      phone_number: { id: n.phoneNumberId, display_phone_number: n.displayPhoneNumber },
      event,
      current_limit: optionalText.parse(value.current_limit),
      dropped: DROPS.has(event),
      occurred_at: occurredAt,
    });
  }
}
