import { fromStruct, loadContracts, toStruct, lazyClient } from '@platform/contracts';
import { DomainError, httpStatusFor } from '@platform/errors';
import { callUnary } from '@platform/grpc';

/** One query parameter of the table store (PostgREST style, decision 0700): `col=op.value`, select, order, ... */
export interface QueryParam {
  key: string;
  value: string;
}

type Row = Record<string, unknown>;

/**
 * The project's table store, asked of workflows-agent (its `Db*` RPCs). The project id is always
 * the caller's (a function's own project), never one a function names.
 */
export interface TableStore {
  select(projectId: string, table: string, params: QueryParam[]): Promise<Row[]>;
  get(projectId: string, table: string, rowId: string, params: QueryParam[]): Promise<Row>;
  insert(projectId: string, table: string, rows: Row[], params: QueryParam[]): Promise<Row[]>;
  upsert(projectId: string, table: string, rows: Row[], params: QueryParam[]): Promise<Row[]>;
  update(projectId: string, table: string, patch: Row, params: QueryParam[]): Promise<Row[]>;
  delete(projectId: string, table: string, params: QueryParam[]): Promise<Row[]>;
  close(): void;
}

/** The store over workflows-agent's gRPC API (deadline on every call). */
export function workflowsAgentTableStore(address: string): TableStore {
  const { contracts } = loadContracts();
  const { get, close } = lazyClient(contracts.workflowsAgent.WorkflowsAgentService, address, { defaultDeadlineMs: 5_000 });
  const rows = (res: { rows?: unknown[] }) => (res.rows ?? []).map((r) => fromStruct(r as Parameters<typeof fromStruct>[0]));
  return {
    async select(projectId, table, params) {
      return rows(await callUnary(get(), 'DbSelect', { project_id: projectId, table, params }));
    },
    async get(projectId, table, rowId, params) {
      const res = await callUnary(get(), 'DbGetRow', { project_id: projectId, table, row_id: rowId, params });
      return fromStruct(res.row);
    },
    async insert(projectId, table, body, params) {
      return rows(await callUnary(get(), 'DbInsert', { project_id: projectId, table, params, rows: body.map((r) => toStruct(r)) }));
    },
    async upsert(projectId, table, body, params) {
      return rows(await callUnary(get(), 'DbUpsert', { project_id: projectId, table, params, rows: body.map((r) => toStruct(r)) }));
    },
    async update(projectId, table, patch, params) {
      return rows(await callUnary(get(), 'DbUpdate', { project_id: projectId, table, params, patch: toStruct(patch) }));
    },
    async delete(projectId, table, params) {
      return rows(await callUnary(get(), 'DbDelete', { project_id: projectId, table, params }));
    },
    close,
  };
}

/** The HTTP status and message the table store's HTTP API answers for an error (a function sees the same). */
export function tableStoreError(err: unknown): { status: number; error: string } {
  if (err instanceof DomainError) return { status: httpStatusFor(err.code, err.reason), error: err.publicMessage };
  return { status: 502, error: 'table store unavailable' };
}
