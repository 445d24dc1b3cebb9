import { fromStruct, toStruct } from '@platform/contracts';
import { z } from 'zod';
import { grpcRoute, routesOf, type RouteDef } from './route';
import { depthOf, tableParam, tableParams, uuidParam } from './schemas';

const FILTER_HELP =
  'Other parameters are filters on a column: `col=[not.]op.value`, op one of eq, neq, gt, gte, lt, lte, like, ilike (`*` = `%`), in.(a,"b,c"), is.null|true|false; several are ANDed.';

const readOptions = {
  select: z.string().optional().describe('Columns to return, comma separated (`id,name`); default every column.'),
  order: z.string().optional().describe('`col.asc|desc[.nullsfirst|.nullslast]`, comma separated; default (and tie-break) insertion order.'),
  limit: z.string().optional().describe('Rows per page, 1 to 1000 (default 100).'),
  offset: z.string().optional().describe('Rows to skip, 0 to 100000 (default 0).'),
};
const filterValue = z.union([z.string(), z.array(z.string())]);

/** Query of a read: paging options plus any column filters (checked by the service, which names a malformed one). */
const readQuery = z.object(readOptions).catchall(filterValue).describe(FILTER_HELP);
const selectQuery = z.object({ select: readOptions.select }).catchall(filterValue);
const upsertQuery = z
  .object({
    select: readOptions.select,
    on_conflict: z.string().optional().describe('Key columns each row carries (`sku` or `a,b`), instead of eq filters.'),
  })
  .catchall(filterValue)
  .describe('The upsert key: eq filters (`?email=eq.a@b.c`) or on_conflict.');
const bulkQuery = z
  .object({ select: readOptions.select, all: z.enum(['true']).optional().describe('Required to PATCH or DELETE every row (no filters).') })
  .catchall(filterValue)
  .describe(FILTER_HELP);

/** Query parameters as the service reads them: one entry per value, in request order. */
function params(query: Record<string, string | string[] | undefined>): { key: string; value: string }[] {
  return Object.entries(query).flatMap(([key, v]) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((value) => ({ key, value }))));
}

const rowObject = z.record(z.unknown()).describe('A row: `id`, the user columns, `created_at`, `updated_at`.');
const rowsResponse = z.object({ data: z.array(rowObject) });
/** A column name (decision 0700); `__proto__` would not survive a JavaScript object. */
const columnKey = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]{0,62}$/, 'is not a column name (letters, digits, "_"; at most 63)')
  .refine((k) => k !== '__proto__', 'is not a column name');
/** A row: at most 32 levels of nesting (decision 0700), so no decoder along the way recurses without bound. */
const rowBody = z.record(columnKey, z.unknown()).refine((r) => depthOf(r, 32) <= 32, 'nests objects and arrays deeper than 32 levels');
const rowsBody = z.union([rowBody, z.array(rowBody)]).describe('One row or an array of rows (user columns).');
const rowsOf = (body: Record<string, unknown> | Record<string, unknown>[]) => (Array.isArray(body) ? body : [body]).map((r) => toStruct(r));

/** `/db/*`: rows of the project's tables (table store: workflows-agent service, spec 4.7, decision 0700). */
export const dbRoutes: RouteDef[] = routesOf('db.routes.ts', [
  grpcRoute({
    method: 'get',
    path: '/db/:table',
    operationId: 'selectTableRows',
    summary: 'Read rows of a table with filters, select, order, limit and offset.',
    tag: 'Table store',
    params: tableParams,
    query: readQuery,
    response: rowsResponse,
    service: 'workflowsAgent',
    rpc: 'DbSelect',
    request: ({ params: p, query }, ctx) => ({ project_id: ctx.projectId, table: p.table, params: params(query) }),
    reply: (res) => ({ body: { data: res.rows.map(fromStruct) } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/db/:table/:row_id',
    operationId: 'getTableRow',
    summary: 'Read one row by id.',
    tag: 'Table store',
    params: z.object({ table: tableParam, row_id: uuidParam }),
    query: selectQuery,
    response: z.object({ data: rowObject }),
    service: 'workflowsAgent',
    rpc: 'DbGetRow',
    request: ({ params: p, query }, ctx) => ({ project_id: ctx.projectId, table: p.table, row_id: p.row_id, params: params(query) }),
    reply: (res) => ({ body: { data: fromStruct(res.row) } }),
  }),
  grpcRoute({
    method: 'post',
    path: '/db/:table',
    operationId: 'insertTableRows',
    summary: 'Insert one row or many; the table is created on its first write.',
    tag: 'Table store',
    params: tableParams,
    query: selectQuery,
    body: rowsBody,
    response: rowsResponse,
    errorStatuses: [400, 409, 422],
    service: 'workflowsAgent',
    rpc: 'DbInsert',
    request: ({ params: p, query, body }, ctx) => ({ project_id: ctx.projectId, table: p.table, params: params(query), rows: rowsOf(body) }),
    reply: (res) => ({ status: 201, body: { data: res.rows.map(fromStruct) } }),
  }),
  grpcRoute({
    method: 'put',
    path: '/db/:table',
    operationId: 'upsertTableRows',
    summary: 'Insert or update rows matching the filter criteria (the upsert key).',
    tag: 'Table store',
    params: tableParams,
    query: upsertQuery,
    body: rowsBody,
    response: rowsResponse,
    errorStatuses: [400, 422],
    deadlineMs: 15_000,
    service: 'workflowsAgent',
    rpc: 'DbUpsert',
    request: ({ params: p, query, body }, ctx) => ({ project_id: ctx.projectId, table: p.table, params: params(query), rows: rowsOf(body) }),
    reply: (res) => ({ body: { data: res.rows.map(fromStruct) } }),
  }),
  grpcRoute({
    method: 'patch',
    path: '/db/:table',
    operationId: 'updateTableRows',
    summary: 'Set columns on every row matching the filters (all=true for every row).',
    tag: 'Table store',
    params: tableParams,
    query: bulkQuery,
    body: rowBody.describe('The columns to set.'),
    response: rowsResponse,
    deadlineMs: 15_000,
    service: 'workflowsAgent',
    rpc: 'DbUpdate',
    request: ({ params: p, query, body }, ctx) => ({ project_id: ctx.projectId, table: p.table, params: params(query), patch: toStruct(body) }),
    reply: (res) => ({ body: { data: res.rows.map(fromStruct) } }),
  }),
  grpcRoute({
    method: 'delete',
    path: '/db/:table',
    operationId: 'deleteTableRows',
    summary: 'Delete the rows matching the filters (all=true for every row); returns them.',
    tag: 'Table store',
    params: tableParams,
    query: bulkQuery,
    response: rowsResponse,
    deadlineMs: 15_000,
    service: 'workflowsAgent',
    rpc: 'DbDelete',
    request: ({ params: p, query }, ctx) => ({ project_id: ctx.projectId, table: p.table, params: params(query) }),
    reply: (res) => ({ body: { data: res.rows.map(fromStruct) } }),
  }),
]);
