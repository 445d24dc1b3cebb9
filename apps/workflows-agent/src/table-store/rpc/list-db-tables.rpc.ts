import type { workflowsAgent } from '@platform/contracts';
import type { TableStoreUsecase } from '../usecases/table-store.usecase';
import { dbTableToWire } from '../wire/db-table.wire';

/** ListDbTables (GET /database_tables): the project's tables and their inferred columns. */
export function listDbTablesRpc(uc: TableStoreUsecase) {
  return async (req: workflowsAgent.ListDbTablesRequest__Output): Promise<workflowsAgent.ListDbTablesResponse> => ({
    tables: (await uc.listTables(req.project_id)).map(dbTableToWire),
  });
}
