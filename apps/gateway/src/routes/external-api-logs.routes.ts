import { z } from 'zod';
import { grpcRoute, routesOf, type RouteDef } from './route';
import { cursorPaging, logListQuery, pagingOf, queryInt } from './schemas';

/** Query of GET /external_api_logs: the log list's window and paging (decision 0004) and the upstream call's own filters. */
export const externalApiLogsQuery = logListQuery(
  {
    phone_number_id: z
      .string()
      .regex(/^\d{1,32}$/, 'must be a digit string')
      .optional()
      .describe('Calls concerning this phone number.'),
    status: queryInt(0, 599).optional().describe('Exact HTTP status of the upstream answer; 0 for a call that got no answer.'),
    errors_only: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((v) => v === 'true' || v === '1')
      .describe('Only calls answered with status >= 400 or not answered.'),
    endpoint: z.string().min(1).max(512).optional().describe('Partial, case-insensitive match on the upstream path.'),
    request_id: z
      .string()
      .regex(/^[A-Za-z0-9._:-]{8,128}$/, 'must be a request id (X-Request-Id)')
      .optional()
      .describe('Calls caused by this request (its X-Request-Id, decision 0018).'),
  },
  'Calls',
);

const externalApiLog = z.object({
  id: z.string().uuid(),
  method: z.string(),
  path: z.string().describe('Path under the API version, without its query: never a token.'),
  status: z.number().int().describe('HTTP status of the upstream answer; 0 when none arrived (timeout, transport failure).'),
  duration_ms: z.number().int(),
  error_code: z.number().int().nullable().describe('Upstream error code of an error answer.'),
  error_subcode: z.number().int().nullable(),
  error_message: z.string().nullable().describe("The upstream's error message, or why no answer arrived."),
  fbtrace_id: z.string().nullable().describe("The upstream's trace id of the answer (what its support asks for)."),
  phone_number_id: z.string().nullable(),
  business_account_id: z.string().nullable(),
  request_id: z.string().nullable().describe('X-Request-Id of the request that caused the call: joins GET /api_logs (decision 0018).'),
  caller: z.string().describe('The platform service that made the call: messaging-proxy, funding or flows.'),
  created_at: z.string().datetime(),
});

/** The external API log (decision 0250): every upstream call made for the project, read from messaging-proxy. */
export function externalApiLogRoutes(basePath: string): RouteDef[] {
  return routesOf('external-api-logs.routes.ts', [
    grpcRoute({
      method: 'get',
      path: '/external_api_logs',
      operationId: 'listExternalApiLogs',
      summary:
        'List the calls the platform made to the upstream network for the project, most recent first (cursor paginated like api_logs): method, path, status, duration, upstream error and trace id, number, account and the request that caused each.',
      tag: 'API logs',
      query: externalApiLogsQuery,
      response: z.object({ data: z.array(externalApiLog), paging: cursorPaging }),
      errorStatuses: [400],
      service: 'messagingProxy',
      rpc: 'ListExternalApiLogs',
      request: ({ query }, ctx) => ({ project_id: ctx.projectId, ...query }),
      reply: (res, { query }) => ({ body: { data: res.logs, paging: pagingOf('/external_api_logs', query, res, basePath) } }),
    }),
  ]);
}
