import type { funding } from '@platform/contracts';
import type { HoldRow } from '../infra/db/credits.repository';

/** A hold as the RPCs answer it. */
export function holdToWire(h: HoldRow): funding.CreditHold {
  return {
    id: h.id,
    send_key: h.sendKey,
    status: h.status,
    category: h.category,
    window: h.window,
    region: h.region ?? undefined,
    pricing_type: h.pricingType,
    rate_card_version: h.rateCardVersion ?? undefined,
    amount_micros: h.amountMicros.toString(),
    currency: h.currency,
    allowance_month: h.allowanceMonth ?? undefined,
    message_id: h.messageId ?? undefined,
    charged_micros: h.chargedMicros?.toString(),
    outcome: h.outcome ?? undefined,
    created_at: h.createdAt.toISOString(),
    updated_at: h.updatedAt.toISOString(),
  };
}
