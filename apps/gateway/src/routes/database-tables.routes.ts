import { z } from 'zod';
import { contractObject } from './contract-schema';
import { grpcRoute, routesOf, type RouteDef } from './route';
import { tableParams } from './schemas';

const tableInfo = contractObject('svc.workflows_agent.v1.DbTable');

/** `/database_tables/*`: the project's tables and their inferred columns (table store: workflows-agent service, decision 0700). */
export const databaseTableRoutes: RouteDef[] = routesOf('database-tables.routes.ts', [
  grpcRoute({
    method: 'get',
    path: '/database_tables',
    operationId: 'listDatabaseTables',
    summary: "List the project's tables and their inferred columns.",
    tag: 'Table store',
    response: z.object({ data: z.array(tableInfo) }),
    errorStatuses: [],
    service: 'workflowsAgent',
    rpc: 'ListDbTables',
    request: (_input, ctx) => ({ project_id: ctx.projectId }),
    reply: (res) => ({ body: { data: res.tables } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/database_tables/:table',
    operationId: 'getDatabaseTable',
    summary: 'Read a table and its inferred columns.',
    tag: 'Table store',
    params: tableParams,
    response: z.object({ data: tableInfo }),
    service: 'workflowsAgent',
    rpc: 'GetDbTable',
    request: ({ params: p }, ctx) => ({ project_id: ctx.projectId, table: p.table }),
    reply: (res) => ({ body: { data: res.table } }),
  }),
  grpcRoute({
    method: 'delete',
    path: '/database_tables/:table',
    operationId: 'deleteDatabaseTable',
    summary: 'Drop a table and all its rows.',
    tag: 'Table store',
    params: tableParams,
    response: z.object({ data: z.object({ success: z.boolean() }) }),
    service: 'workflowsAgent',
    rpc: 'DeleteDbTable',
    request: ({ params: p }, ctx) => ({ project_id: ctx.projectId, table: p.table }),
    reply: (res) => ({ body: { data: { success: res.success } } }),
  }),
]);
