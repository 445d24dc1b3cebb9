import { z } from 'zod';

/** Page-style paging query (spec 2.14/4.11): `page` ≥ 1 (default 1), `per_page` 1-100 (default 20). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1).describe('1-based page number.'),
  per_page: z.coerce.number().int().min(1).max(100).default(20).describe('Items per page, 1 to 100.'),
});

/** Page-style `meta` (spec 2.14). */
export const pageMeta = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
  total_count: z.number().int(),
});

/** A UUID path parameter; anything else is a 400, never a lookup. */
export const uuidParam = z.string().uuid({ message: 'must be a UUID' });

/** An upstream id (waba_id, phone_number_id, ...): digits only. */
export const digitsParam = z.string().regex(/^\d{1,32}$/, 'must be a digit string');
