import { fromStruct, type workflowsAgent } from '@platform/contracts';
import type { TableStoreUsecase } from '../usecases/table-store.usecase';
import { dbRowToWire } from '../wire/db-row.wire';
import { params } from './request';

/** DbUpdate (PATCH /db/{table}). */
export function dbUpdateRpc(uc: TableStoreUsecase) {
  return async (req: workflowsAgent.DbUpdateRequest__Output): Promise<workflowsAgent.DbRowsResponse> => ({
    rows: (await uc.update(req.project_id, req.table, fromStruct(req.patch), params(req.params))).map(dbRowToWire),
  });
}
