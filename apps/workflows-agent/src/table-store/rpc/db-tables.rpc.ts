import type { workflowsAgent } from '@platform/contracts';
import type { TableStoreUsecase } from '../usecases/table-store.usecase';

/** ListDbTables (GET /database_tables): the project's tables and their inferred columns. */
export function listDbTablesRpc(uc: TableStoreUsecase) {
  return async (req: workflowsAgent.ListDbTablesRequest__Output): Promise<workflowsAgent.ListDbTablesResponse> => ({
    tables: await uc.listTables(req.project_id),
  });
}

/** GetDbTable (GET /database_tables/{table}). */
export function getDbTableRpc(uc: TableStoreUsecase) {
  return async (req: workflowsAgent.GetDbTableRequest__Output): Promise<workflowsAgent.GetDbTableResponse> => ({
    table: await uc.getTable(req.project_id, req.table),
  });
}

/** DeleteDbTable (DELETE /database_tables/{table}): drops the table and its rows. */
export function deleteDbTableRpc(uc: TableStoreUsecase) {
  return async (req: workflowsAgent.DeleteDbTableRequest__Output): Promise<workflowsAgent.DeleteDbTableResponse> => {
    await uc.dropTable(req.project_id, req.table);
    return { success: true };
  };
}
