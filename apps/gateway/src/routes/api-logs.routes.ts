import { z } from 'zod';
import { REQUEST_SOURCES } from '../logs/api-log';
import type { ApiLogRepository } from '../logs/api-log.repository';
import { localRoute, routesOf, type RouteDef } from './route';
import { cursorPaging, keysetRangeOf, keysetReply, logListQuery, queryInt } from './schemas';

/** Query of GET /api_logs. */
export const apiLogsQuery = logListQuery(
  {
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
    source: z.enum(REQUEST_SOURCES).optional().describe('Only requests from this source: api, dashboard, embed or mcp (decision 0029).'),
  },
  'Requests',
);

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
  source: z
    .enum(REQUEST_SOURCES)
    .nullable()
    .describe(
      'What made the request (decision 0029): api, dashboard, embed or mcp (the MCP endpoint and its tool calls); null for entries written before it was recorded.',
    ),
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
          source: query.source,
          period: query.period,
          since: query.since ? new Date(query.since) : undefined,
          until: query.until ? new Date(query.until) : undefined,
          ...keysetRangeOf(query),
        });
        return keysetReply('/api_logs', query, page, basePath);
      },
    }),
  ]);
}
