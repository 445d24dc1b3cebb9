import { type workflowsAgent } from '@platform/contracts';
import type { TableStoreUsecase } from '../usecases/table-store.usecase';
import { dbRowToWire } from '../wire/db-row.wire';
import { params } from './request';

/** DbSelect (GET /db/{table}, a query through the use case: it parses the filters and may add indexes). */
export function dbSelectRpc(uc: TableStoreUsecase) {
  return async (req: workflowsAgent.DbSelectRequest__Output): Promise<workflowsAgent.DbRowsResponse> => ({
    rows: (await uc.select(req.project_id, req.table, params(req.params))).map(dbRowToWire),
  });
}
