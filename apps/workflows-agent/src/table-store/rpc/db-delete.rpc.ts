import { type workflowsAgent } from '@platform/contracts';
import type { TableStoreUsecase } from '../usecases/table-store.usecase';
import { dbRowToWire } from '../wire/db-row.wire';
import { params } from './request';

/** DbDelete (DELETE /db/{table}). */
export function dbDeleteRpc(uc: TableStoreUsecase) {
  return async (req: workflowsAgent.DbDeleteRequest__Output): Promise<workflowsAgent.DbRowsResponse> => ({
    rows: (await uc.delete(req.project_id, req.table, params(req.params))).map(dbRowToWire),
  });
}
