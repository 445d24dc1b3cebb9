import { z } from 'zod';
import { decodeCursor, encodeCursor } from '@platform/contracts';
import type { ApiLogRepository } from '../logs/api-log.repository';
import { localRoute, routesOf, type RouteDef } from './route';
import { cursorPaging, queryInt } from './schemas';

const cursor = z
  .string()
  .max(512)
  .transform((v, ctx) => {
    const p = decodeCursor(v);
    if (!p) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'is not a valid cursor' });
      return z.NEVER;
    }
    return p;
  });

/** Query of GET /api_logs. Unknown parameters are ignored (spec 9.7). */
export const apiLogsQuery = z
  .object({
    endpoint: z.string().min(1).max(2048).optional().describe('Partial, case-insensitive match on the request path.'),
    status_code: queryInt(100, 599).optional().describe('Exact HTTP status.'),
    errors_only: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((v) => v === 'true' || v === '1')
      .describe('Only responses with status >= 400.'),
    request_id: z
      .string()
      .regex(/^[A-Za-z0-9._:-]{8,128}$/, 'must be a request id (X-Request-Id)')
      .optional()
      .describe('The entry of this request (its X-Request-Id, decision 0018).'),
    period: z.enum(['24h', '7d', '30d']).optional().describe('Time window ending now.'),
    limit: queryInt(1, 100).default(20).describe('Page size, 1 to 100.'),
    before: cursor.optional().describe('Cursor of the previous (newer) page: paging.cursors.before of a page.'),
    after: cursor.optional().describe('Cursor of the next (older) page: paging.cursors.after of a page.'),
  })
  .refine((q) => !(q.before && q.after), { message: 'use either before or after, not both', path: ['before'] });

const apiLogEntry = z.object({
  id: z.string().uuid(),
  endpoint: z.string(),
  http_method: z.string(),
  response_status: z.number().int(),
  response_time_ms: z.number().int(),
  created_at: z.string().datetime(),
  ip_address: z.string(),
  error_message: z.string().nullable(),
  api_key_id: z.string().uuid().nullable(),
  api_key_name: z.string().nullable(),
  api_key_scopes: z.array(z.string()).nullable().describe('Scopes the key held when it made the request (decision 0011).'),
  user_id: z.string().uuid().nullable().describe('The person whose dashboard session made the request (decision 0015); null for an API key.'),
  idempotent_replay: z.boolean().describe('True when the request was answered by replaying the stored answer of its Idempotency-Key (decision 0013).'),
  request_id: z
    .string()
    .nullable()
    .describe("X-Request-Id of the request (decision 0018): joins the services' logs and GET /log_search; null for entries written before it was recorded."),
});

/** Routes the gateway answers from its own data. */
export function apiLogRoutes(repo: ApiLogRepository, basePath: string): RouteDef[] {
  return routesOf('api-logs.routes.ts', [
    localRoute({
      method: 'get',
      path: '/api_logs',
      operationId: 'listApiLogs',
      summary: 'List API request logs of the project, most recent first (cursor paginated).',
      tag: 'API logs',
      query: apiLogsQuery,
      response: z.object({ data: z.array(apiLogEntry), paging: cursorPaging }),
      errorStatuses: [400],
      async handle({ query }, ctx) {
        const page = await repo.list({
          projectId: ctx.projectId,
          endpoint: query.endpoint,
          statusCode: query.status_code,
          errorsOnly: query.errors_only,
          requestId: query.request_id,
          period: query.period,
          limit: query.limit,
          before: query.before,
          after: query.after,
        });
        const first = page.items[0];
        const last = page.items[page.items.length - 1];
        const before = first ? encodeCursor(first.created_at, first.id) : null;
        const after = last ? encodeCursor(last.created_at, last.id) : null;
        const link = (k: 'before' | 'after', v: string) => {
          const params = new URLSearchParams();
          if (query.endpoint) params.set('endpoint', query.endpoint);
          if (query.status_code !== undefined) params.set('status_code', String(query.status_code));
          if (query.errors_only) params.set('errors_only', 'true');
          if (query.request_id) params.set('request_id', query.request_id);
          if (query.period) params.set('period', query.period);
          params.set('limit', String(query.limit));
          params.set(k, v);
          return `${basePath}/api_logs?${params.toString()}`;
        };
        return {
          body: {
            data: page.items,
            paging: {
              cursors: { before, after },
              next: page.hasOlder && after ? link('after', after) : null,
              previous: page.hasNewer && before ? link('before', before) : null,
            },
          },
        };
      },
    }),
  ]);
}
