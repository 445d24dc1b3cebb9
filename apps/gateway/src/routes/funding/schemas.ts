import { z } from 'zod';
import { contractObject } from '../contract-schema';

/** Schemas shared by the funding route files (accounts.routes.ts, portfolios.routes.ts). */

const fundingRun = contractObject('svc.funding.v1.FundingRun', {}, { uuid: ['id'] });

/** A business account's funding with its latest run. */
export const fundingObject = contractObject('svc.funding.v1.Funding', { operation: fundingRun.nullable() });

/** Override: a breakdown is `messaging` or `calling` (a string in the proto). */
const usageBreakdown = contractObject('svc.funding.v1.UsageBreakdown', { type: z.enum(['messaging', 'calling']) });

/** Recorded usage of an account or a portfolio. */
export const usage = contractObject('svc.funding.v1.Usage', {
  entries: z.array(contractObject('svc.funding.v1.UsageEntry', { breakdown: z.array(usageBreakdown) })),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

/** The usage window (default: the last 30 days). */
export const usageQuery = z.object({ start_date: day.optional(), end_date: day.optional() });
