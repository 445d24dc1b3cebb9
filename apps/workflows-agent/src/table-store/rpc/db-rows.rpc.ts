import { fromStruct, toStruct, type workflowsAgent } from '@platform/contracts';
import type { TableStoreUsecase } from '../usecases/table-store.usecase';

type Param = workflowsAgent.QueryParam__Output;
const params = (ps: Param[]) => ps.map((p) => ({ key: p.key, value: p.value }));
const rows = (rs: Record<string, unknown>[]): workflowsAgent.DbRowsResponse => ({ rows: rs.map((r) => toStruct(r)) });

/** DbSelect (GET /db/{table}, a query through the use case: it parses the filters and may add indexes). */
export function dbSelectRpc(uc: TableStoreUsecase) {
  return async (req: workflowsAgent.DbSelectRequest__Output): Promise<workflowsAgent.DbRowsResponse> =>
    rows(await uc.select(req.project_id, req.table, params(req.params)));
}

/** DbGetRow (GET /db/{table}/{id}). */
export function dbGetRowRpc(uc: TableStoreUsecase) {
  return async (req: workflowsAgent.DbGetRowRequest__Output): Promise<workflowsAgent.DbRowResponse> => ({
    row: toStruct(await uc.getRow(req.project_id, req.table, req.row_id, params(req.params))),
  });
}

/** DbInsert (POST /db/{table}). */
export function dbInsertRpc(uc: TableStoreUsecase) {
  return async (req: workflowsAgent.DbWriteRequest__Output): Promise<workflowsAgent.DbRowsResponse> =>
    rows(await uc.insert(req.project_id, req.table, req.rows.map(fromStruct), params(req.params)));
}

/** DbUpsert (PUT /db/{table}). */
export function dbUpsertRpc(uc: TableStoreUsecase) {
  return async (req: workflowsAgent.DbWriteRequest__Output): Promise<workflowsAgent.DbRowsResponse> =>
    rows(await uc.upsert(req.project_id, req.table, req.rows.map(fromStruct), params(req.params)));
}

/** DbUpdate (PATCH /db/{table}). */
export function dbUpdateRpc(uc: TableStoreUsecase) {
  return async (req: workflowsAgent.DbUpdateRequest__Output): Promise<workflowsAgent.DbRowsResponse> =>
    rows(await uc.update(req.project_id, req.table, fromStruct(req.patch), params(req.params)));
}

/** DbDelete (DELETE /db/{table}). */
export function dbDeleteRpc(uc: TableStoreUsecase) {
  return async (req: workflowsAgent.DbDeleteRequest__Output): Promise<workflowsAgent.DbRowsResponse> =>
    rows(await uc.delete(req.project_id, req.table, params(req.params)));
}
