import type { workflowsAgent } from '@platform/contracts';
import type { TableStoreUsecase } from '../usecases/table-store.usecase';
import { dbRowToWire } from '../wire/db-row.wire';
import { params } from './request';

/** DbGetRow (GET /db/{table}/{id}). */
export function dbGetRowRpc(uc: TableStoreUsecase) {
  return async (req: workflowsAgent.DbGetRowRequest__Output): Promise<workflowsAgent.DbRowResponse> => ({
    row: dbRowToWire(await uc.getRow(req.project_id, req.table, req.row_id, params(req.params))),
  });
}
