import type { workflowsAgent } from '@platform/contracts';
import type { TableStoreUsecase } from '../usecases/table-store.usecase';
import { dbTableToWire } from '../wire/db-table.wire';

/** GetDbTable (GET /database_tables/{table}). */
export function getDbTableRpc(uc: TableStoreUsecase) {
  return async (req: workflowsAgent.GetDbTableRequest__Output): Promise<workflowsAgent.GetDbTableResponse> => ({
    table: dbTableToWire(await uc.getTable(req.project_id, req.table)),
  });
}
