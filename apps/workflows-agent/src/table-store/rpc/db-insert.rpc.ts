import { fromStruct, type workflowsAgent } from '@platform/contracts';
import type { TableStoreUsecase } from '../usecases/table-store.usecase';
import { dbRowToWire } from '../wire/db-row.wire';
import { params } from './request';

/** DbInsert (POST /db/{table}). */
export function dbInsertRpc(uc: TableStoreUsecase) {
  return async (req: workflowsAgent.DbWriteRequest__Output): Promise<workflowsAgent.DbRowsResponse> => ({
    rows: (await uc.insert(req.project_id, req.table, req.rows.map(fromStruct), params(req.params))).map(dbRowToWire),
  });
}
