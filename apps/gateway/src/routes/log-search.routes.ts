import { z } from 'zod';
import { logWindowStart } from '@platform/contracts';
import type { Clock } from '@platform/runtime';
import { LOG_SOURCES, type LogSearchInput, type LogSearchUsecase, type LogSourceName } from '../usecases/log-search.usecase';
import { localRoute, routesOf, type RouteDef } from './route';
import { cursorPaging, queryInt } from './schemas';

/** Exact keys a `filter=key=value` pair may name (decision 0019). */
export const LOG_SEARCH_KEYS = [
  'wamid',
  'phone_number_id',
  'request_id',
  'execution_id',
  'workflow_id',
  'agent_run_id',
  'conversation_id',
  'webhook_id',
  'flow_id',
  'function_id',
  'status',
  'event_type',
  'endpoint',
] as const;

/** Keys that are also query parameters of their own. */
const NAMED_KEYS = [
  'wamid',
  'phone_number_id',
  'request_id',
  'execution_id',
  'agent_run_id',
  'conversation_id',
  'webhook_id',
  'flow_id',
  'function_id',
] as const;

const MAX_FILTERS = 5;
const WINDOW_MS = { '1m': 60_000, '5m': 300_000, '15m': 900_000, '1h': 3_600_000, '6h': 21_600_000, '24h': 86_400_000 } as const;

/** A key value: printable, 1 to 256 characters. */
const keyValue = z
  .string()
  .min(1)
  .max(256)
  .regex(/^[^\u0000-\u001f\u007f]+$/, 'must not hold control characters');
const instant = z.string().datetime({ offset: true, message: 'must be an ISO 8601 date-time (2026-01-31T12:00:00Z)' });
const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** A position of the merged order and the order it belongs to, as an opaque cursor. */
interface LogCursor {
  occurredAt: string;
  source: string;
  id: string;
  ascending: boolean;
}

function encodeLogCursor(c: LogCursor): string {
  return Buffer.from(JSON.stringify({ t: c.occurredAt, s: c.source, i: c.id, o: c.ascending ? 'asc' : 'desc' })).toString('base64url');
}

function decodeLogCursor(v: string): LogCursor | undefined {
  try {
    const o = JSON.parse(Buffer.from(v, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof o.t !== 'string' || Number.isNaN(Date.parse(o.t)) || !/^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(o.t)) return undefined;
    if (typeof o.s !== 'string' || !(LOG_SOURCES as readonly string[]).includes(o.s)) return undefined;
    if (typeof o.i !== 'string' || o.i.length === 0 || o.i.length > 128) return undefined;
    if (o.o !== 'asc' && o.o !== 'desc') return undefined;
    return { occurredAt: o.t, source: o.s, id: o.i, ascending: o.o === 'asc' };
  } catch {
    return undefined;
  }
}

const cursor = z
  .string()
  .max(512)
  .transform((v, ctx) => {
    const p = decodeLogCursor(v);
    if (!p) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'is not a valid cursor' });
      return z.NEVER;
    }
    return p;
  });

const filterPair = z
  .string()
  .max(300)
  .transform((v, ctx) => {
    const eq = v.indexOf('=');
    const key = eq > 0 ? v.slice(0, eq) : '';
    const value = eq > 0 ? v.slice(eq + 1) : '';
    if (!(LOG_SEARCH_KEYS as readonly string[]).includes(key)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `must be key=value with a key among ${LOG_SEARCH_KEYS.join(', ')}` });
      return z.NEVER;
    }
    if (!keyValue.safeParse(value).success) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'must have a value of 1 to 256 printable characters' });
      return z.NEVER;
    }
    return [key, value] as const;
  });

/** Query of GET /log_search (decision 0019). Unknown parameters are ignored (spec 9.7); every bad value is a 400. */
export const logSearchQuery = z
  .object({
    q: z
      .string()
      .min(1)
      .max(200)
      .regex(/^[^\u0000-\u001f\u007f]+$/, 'must not hold control characters')
      .optional()
      .describe(
        'Free text: every term must appear (a "quoted phrase" is one term, -term excludes); 3+ characters match as a substring, shorter terms as whole words. A value starting with `wamid.` is taken as the wamid key.',
      ),
    wamid: keyValue.optional().describe('The message: its upstream calls, events, status changes and the request log entries of its sends.'),
    phone_number_id: keyValue.optional(),
    request_id: keyValue.optional().describe('X-Request-Id of a request (decision 0018).'),
    execution_id: keyValue.optional(),
    agent_run_id: keyValue.optional(),
    conversation_id: keyValue.optional(),
    webhook_id: keyValue.optional(),
    flow_id: keyValue.optional(),
    function_id: keyValue.optional(),
    filter: z
      .union([z.array(filterPair), filterPair.transform((pair) => [pair])])
      .optional()
      .transform((v) => v ?? [])
      .refine((v) => v.length <= MAX_FILTERS, `at most ${MAX_FILTERS} filters`)
      .describe(`Exact key=value, repeatable (at most ${MAX_FILTERS}); keys: ${LOG_SEARCH_KEYS.join(', ')}.`),
    sources: z
      .string()
      .max(400)
      .transform((v, ctx) => {
        const names = v.split(',').filter(Boolean);
        const bad = names.filter((n) => !(LOG_SOURCES as readonly string[]).includes(n));
        if (names.length === 0 || bad.length > 0) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: `must be a comma list of ${LOG_SOURCES.join(', ')}` });
          return z.NEVER;
        }
        return [...new Set(names)] as LogSourceName[];
      })
      .optional()
      .describe(`Comma list of sources to search (default all): ${LOG_SOURCES.join(', ')}.`),
    problems_only: flag.describe('Only problems: error statuses, failed messages, steps, deliveries, runs.'),
    period: z.enum(['24h', '7d', '30d']).optional().describe('Time window ending now.'),
    since: instant.optional().describe('At or after this instant (ISO 8601).'),
    until: instant.optional().describe('Before this instant (ISO 8601).'),
    around: instant.optional().describe('Centre of a window of `window` either side (excludes period, since and until); default order asc.'),
    window: z.enum(['1m', '5m', '15m', '1h', '6h', '24h']).optional().describe('Half-width of the window around `around` (default 15m).'),
    highlight: keyValue.optional().describe('A resource id: hits whose resource_id or a key value equals it are marked `highlighted`.'),
    order: z.enum(['desc', 'asc']).optional().describe('desc (default) or asc (default with around).'),
    limit: queryInt(1, 100).default(20).describe('Page size, 1 to 100.'),
    before: cursor.optional().describe('Cursor of the previous page: paging.cursors.before of a page.'),
    after: cursor.optional().describe('Cursor of the next page: paging.cursors.after of a page.'),
  })
  .refine((q) => !(q.before && q.after), { message: 'use either before or after, not both', path: ['before'] })
  .refine((q) => !(q.around && (q.period || q.since || q.until)), { message: 'around excludes period, since and until', path: ['around'] })
  .refine((q) => !(q.window && !q.around), { message: 'needs around', path: ['window'] })
  .refine((q) => !(q.period && (q.since || q.until)), { message: 'use either period or since/until', path: ['period'] })
  .refine((q) => !(q.since && q.until && new Date(q.since) >= new Date(q.until)), { message: 'must be before until', path: ['since'] })
  .refine((q) => !(q.q?.startsWith('wamid.') && q.wamid && q.wamid !== q.q), { message: 'names another wamid than the wamid parameter', path: ['q'] })
  .superRefine((q, ctx) => {
    const keys: Record<string, string> = {};
    for (const k of NAMED_KEYS) if (q[k]) keys[k] = q[k]!;
    for (const [k, v] of q.filter) {
      if (keys[k] !== undefined && keys[k] !== v)
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `asks ${k} twice with different values`, path: ['filter'] });
      keys[k] = v;
    }
    const cur = q.after ?? q.before;
    const order = q.order ?? (q.around ? 'asc' : 'desc');
    if (cur && cur.ascending !== (order === 'asc'))
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'belongs to another order', path: [q.after ? 'after' : 'before'] });
  });

type LogSearchQueryParams = z.output<typeof logSearchQuery>;

/** The validated query as the use case's question (the window resolved against `now`). */
export function logSearchInputOf(q: LogSearchQueryParams, projectId: string, now: Date): LogSearchInput {
  const keys: Record<string, string> = {};
  for (const k of NAMED_KEYS) if (q[k]) keys[k] = q[k]!;
  for (const [k, v] of q.filter) keys[k] = v;
  let text = q.q;
  if (text?.startsWith('wamid.')) {
    keys.wamid = text;
    text = undefined;
  }
  let since = logWindowStart(q, now);
  let until = q.until ? new Date(q.until) : undefined;
  if (q.around) {
    const at = new Date(q.around).getTime();
    const w = WINDOW_MS[q.window ?? '15m'];
    since = new Date(at - w);
    until = new Date(at + w);
  }
  const position = (c: LogCursor | undefined) => (c ? { occurredAt: c.occurredAt, source: c.source, id: c.id } : undefined);
  return {
    projectId,
    sources: q.sources ?? [],
    text,
    keys,
    problemsOnly: q.problems_only,
    since,
    until,
    ascending: (q.order ?? (q.around ? 'asc' : 'desc')) === 'asc',
    after: position(q.after),
    before: position(q.before),
    limit: q.limit,
    highlight: q.highlight,
  };
}

/** The query string of a page link: every parameter as asked, the cursor replaced. */
function linkParams(q: LogSearchQueryParams): URLSearchParams {
  const params = new URLSearchParams();
  if (q.q) params.set('q', q.q);
  for (const k of NAMED_KEYS) if (q[k]) params.set(k, q[k]!);
  for (const [k, v] of q.filter) params.append('filter', `${k}=${v}`);
  if (q.sources) params.set('sources', q.sources.join(','));
  if (q.problems_only) params.set('problems_only', 'true');
  for (const k of ['period', 'since', 'until', 'around', 'window', 'highlight', 'order'] as const) if (q[k]) params.set(k, q[k]!);
  params.set('limit', String(q.limit));
  return params;
}

const hit = z.object({
  source: z.enum(LOG_SOURCES),
  id: z.string(),
  occurred_at: z.string().describe('ISO 8601 with microseconds.'),
  resource_type: z.string().describe('What the row is about: request, message, webhook, workflow_execution, agent_run, function, flow, ...'),
  resource_id: z.string(),
  summary: z.string().describe('One line a person reads.'),
  problem: z.boolean(),
  keys: z.record(z.string()).describe('The exact keys of the row (wamid, request_id, ...): what links it to the others.'),
  detail: z.record(z.unknown()).describe("The row's public fields."),
  highlighted: z.boolean().describe('The hit concerns the `highlight` resource.'),
});

const sourceState = z.object({
  source: z.enum(LOG_SOURCES),
  status: z
    .enum(['searched', 'not_applicable', 'failed', 'unavailable'])
    .describe('searched; not_applicable (the source has not every key asked); failed (its query failed); unavailable (its service did not answer in time).'),
  retention_days: z.number().int().nullable().describe('Days the source keeps; null when unavailable.'),
  oldest_at: z.string().nullable().describe('Oldest row the source holds for the project; null when none or not searched.'),
});

/** `GET /log_search`: one search over every log of the project, merged in time order (decision 0019). */
export function logSearchRoutes(usecase: LogSearchUsecase, clock: Clock, basePath: string): RouteDef[] {
  return routesOf('log-search.routes.ts', [
    localRoute({
      method: 'get',
      path: '/log_search',
      operationId: 'searchLogs',
      summary:
        'Search every log of the project at once (request log, upstream calls and webhooks, message events, webhook deliveries, workflow steps, agent runs, functions, flow exchanges), merged in time order with a cursor; every source states whether it was searched.',
      tag: 'API logs',
      query: logSearchQuery,
      response: z.object({ data: z.array(hit), sources: z.array(sourceState), paging: cursorPaging }),
      errorStatuses: [400],
      async handle({ query }, ctx) {
        const input = logSearchInputOf(query, ctx.projectId, clock.now());
        const page = await usecase.search(input, { clients: ctx.clients, requestId: ctx.requestId, traceContext: ctx.traceContext });
        const first = page.hits[0];
        const last = page.hits[page.hits.length - 1];
        const before = first ? encodeLogCursor({ occurredAt: first.occurred_at, source: first.source, id: first.id, ascending: input.ascending }) : null;
        const after = last ? encodeLogCursor({ occurredAt: last.occurred_at, source: last.source, id: last.id, ascending: input.ascending }) : null;
        const link = (k: 'before' | 'after', v: string) => {
          const params = linkParams(query);
          params.set(k, v);
          return `${basePath}/log_search?${params.toString()}`;
        };
        return {
          body: {
            data: page.hits,
            sources: page.sources,
            paging: {
              cursors: { before, after },
              next: page.hasNext && after ? link('after', after) : null,
              previous: page.hasPrevious && before ? link('before', before) : null,
            },
          },
        };
      },
    }),
  ]);
}
