import { toStruct, type funding } from '@platform/contracts';
import { rateCardToJson } from '../domain/rate-card';
import type { StoredRateCard } from '../infra/db/rate-cards.repository';

/** A rate card version as the RPCs answer it. */
export function rateCardToWire(c: StoredRateCard): funding.RateCard {
  const json = rateCardToJson(c);
  return {
    version: c.version,
    currency: c.currency,
    effective_from: c.effectiveFrom?.toISOString(),
    service_allowance_per_month: c.serviceAllowancePerMonth,
    rates: toStruct(json.rates as object),
    source: c.source,
    loaded_at: c.loadedAt.toISOString(),
  };
}
