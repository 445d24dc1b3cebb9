import type { funding } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { z } from 'zod';
import type { CreditsRepository } from '../infra/db/credits.repository';

/** The longest window SummarizeCharges sums (the overview's longest period is 30 days). */
export const CHARGES_MAX_WINDOW_DAYS = 400;

/** An RFC 3339 instant: a calendar date-time with `Z` or an offset (zod checks month lengths and leap years; seconds are checked below). */
const RFC3339 = z.string().datetime({ offset: true });

function instant(value: string, field: 'since' | 'until'): Date {
  if (!RFC3339.safeParse(value).success || !/T\d{2}:\d{2}:\d{2}/.test(value))
    throw invalidArgument('INVALID_TIME', `${field} must be an RFC 3339 instant, e.g. 2026-11-30T00:00:00Z`);
  return new Date(value);
}

/** SummarizeCharges: the sum and count of the project's charges in [since, until), exact however many there are. */
export function summarizeChargesRpc(credits: CreditsRepository) {
  return async (req: funding.SummarizeChargesRequest__Output): Promise<funding.SummarizeChargesResponse> => {
    const since = instant(req.since, 'since');
    const until = instant(req.until, 'until');
    if (until <= since) throw invalidArgument('INVALID_WINDOW', 'until must be later than since');
    if (until.getTime() - since.getTime() > CHARGES_MAX_WINDOW_DAYS * 86_400_000)
      throw invalidArgument('INVALID_WINDOW', `the window may span at most ${CHARGES_MAX_WINDOW_DAYS} days`);
    const s = await credits.chargesIn(req.project_id, since, until);
    return { currency: s.currency ?? '', charged_micros: s.chargedMicros.toString(), charges: String(s.charges) };
  };
}
