import { z } from 'zod';
import { contractObject } from '../contract-schema';
import { queryInt } from '../schemas';

/** Query of the invocation lists (spec 4.4, 8): `status` success|failed, `limit` 1 to 20 (default 10). */
export const invocationsQuery = z.object({
  status: z.enum(['success', 'failed']).optional(),
  limit: queryInt(1, 20).default(10).describe('1 to 20, default 10.'),
});

/** `{ data: { function_id, function_name, invocations } }` (spec 2.7, 4.4). */
export const invocationsResponse = z.object({ data: contractObject('svc.flows.v1.FunctionInvocationsResponse', {}, { uuid: ['function_id'] }) });
