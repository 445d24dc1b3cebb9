import type { workflowsAgent } from '@platform/contracts';
import type { TableStoreUsecase } from '../usecases/table-store.usecase';

/** DeleteDbTable (DELETE /database_tables/{table}): drops the table and its rows. */
export function deleteDbTableRpc(uc: TableStoreUsecase) {
  return async (req: workflowsAgent.DeleteDbTableRequest__Output): Promise<workflowsAgent.DeleteDbTableResponse> => {
    await uc.dropTable(req.project_id, req.table);
    return { success: true };
  };
}
