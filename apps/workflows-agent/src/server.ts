import { loadContracts, type workflowsAgent } from '@platform/contracts';
import { unaryHandler } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import { startService, type RunningService } from '@platform/service';
import type { Config } from './config';
import { migrations } from './migrations';
import { ExecutionsRepository } from './workflows/infra/db/executions.repository';
import { ProviderModelsRepository } from './agents/infra/db/provider-models.repository';
import { TableStoreRepository } from './table-store/infra/db/table-store.repository';
import { IntegrationsRepository } from './integrations/infra/db/integrations.repository';
import { ConnectorClient } from './integrations/infra/connector/connector.client';
import {
  configureConnectorPropRpc,
  createConnectTokenRpc,
  deleteConnectorAccountRpc,
  getConnectorActionSchemaRpc,
  listConnectorAccountsRpc,
  listConnectorActionsRpc,
  listConnectorAppsRpc,
  reloadConnectorPropsRpc,
} from './integrations/rpc/connector.rpc';
import {
  createIntegrationRpc,
  deleteIntegrationRpc,
  getIntegrationRpc,
  invokeIntegrationRpc,
  listIntegrationRunsRpc,
  listIntegrationsRpc,
  updateIntegrationRpc,
} from './integrations/rpc/integrations.rpc';
import { IntegrationsUsecase } from './integrations/usecases/integrations.usecase';
import { dbDeleteRpc, dbGetRowRpc, dbInsertRpc, dbSelectRpc, dbUpdateRpc, dbUpsertRpc } from './table-store/rpc/db-rows.rpc';
import { deleteDbTableRpc, getDbTableRpc, listDbTablesRpc } from './table-store/rpc/db-tables.rpc';
import { getWorkflowExecutionRpc } from './workflows/rpc/get-workflow-execution.rpc';
import { listProviderModelsRpc } from './agents/rpc/list-provider-models.rpc';
import type { UsecaseContext } from './context';
import { TableStoreUsecase } from './table-store/usecases/table-store.usecase';

/** Boots workflows-agent: config → db (migrations) → bus → gRPC server with health → shutdown stack. */
export function run(config: Config, opts: { logger?: Logger; clock?: Clock } = {}): Promise<RunningService> {
  const { contracts, packageDefinitions } = loadContracts();
  return startService({
    name: 'workflows-agent',
    config,
    migrations,
    streams: [{ name: 'WORKFLOWS_AGENT', subjects: ['workflows_agent.>'] }],
    packageDefinitions: [packageDefinitions.workflowsAgent],
    logger: opts.logger,
    clock: opts.clock,
    wire({ db, logger, clock }) {
      const connector = new ConnectorClient(
        {
          baseUrl: config.CONNECTOR_BASE_URL,
          clientId: config.CONNECTOR_CLIENT_ID,
          clientSecret: config.CONNECTOR_CLIENT_SECRET,
          projectId: config.CONNECTOR_PROJECT_ID,
          environment: config.CONNECTOR_ENVIRONMENT,
          timeoutMs: config.CONNECTOR_TIMEOUT_MS,
        },
        logger,
      );
      const integrationsRepo = new IntegrationsRepository(db);
      const ctx: UsecaseContext = { db, clock, logger, tables: new TableStoreRepository(db), integrations: integrationsRepo, connector };
      const tableStore = new TableStoreUsecase(ctx);
      const integrations = new IntegrationsUsecase(ctx);
      const implementation: workflowsAgent.WorkflowsAgentServiceHandlers = {
        GetWorkflowExecution: unaryHandler(getWorkflowExecutionRpc(new ExecutionsRepository(db)), { logger, uuids: ['execution_id'] }),
        ListProviderModels: unaryHandler(listProviderModelsRpc(new ProviderModelsRepository(db)), { logger }),
        DbSelect: unaryHandler(dbSelectRpc(tableStore), { logger }),
        DbGetRow: unaryHandler(dbGetRowRpc(tableStore), { logger, uuids: ['row_id'] }),
        DbInsert: unaryHandler(dbInsertRpc(tableStore), { logger }),
        DbUpsert: unaryHandler(dbUpsertRpc(tableStore), { logger }),
        DbUpdate: unaryHandler(dbUpdateRpc(tableStore), { logger }),
        DbDelete: unaryHandler(dbDeleteRpc(tableStore), { logger }),
        ListDbTables: unaryHandler(listDbTablesRpc(tableStore), { logger }),
        GetDbTable: unaryHandler(getDbTableRpc(tableStore), { logger }),
        DeleteDbTable: unaryHandler(deleteDbTableRpc(tableStore), { logger }),
        CreateIntegration: unaryHandler(createIntegrationRpc(integrations), { logger }),
        ListIntegrations: unaryHandler(listIntegrationsRpc(integrationsRepo), { logger }),
        GetIntegration: unaryHandler(getIntegrationRpc(integrationsRepo), { logger, uuids: ['integration_id'] }),
        UpdateIntegration: unaryHandler(updateIntegrationRpc(integrations), { logger, uuids: ['integration_id'] }),
        DeleteIntegration: unaryHandler(deleteIntegrationRpc(integrations), { logger, uuids: ['integration_id'] }),
        InvokeIntegration: unaryHandler(invokeIntegrationRpc(integrations), { logger, uuids: ['integration_id'] }),
        ListIntegrationRuns: unaryHandler(listIntegrationRunsRpc(integrationsRepo), { logger, uuids: ['integration_id'] }),
        ListConnectorApps: unaryHandler(listConnectorAppsRpc(integrations), { logger }),
        ListConnectorActions: unaryHandler(listConnectorActionsRpc(integrations), { logger }),
        GetConnectorActionSchema: unaryHandler(getConnectorActionSchemaRpc(integrations), { logger }),
        ConfigureConnectorProp: unaryHandler(configureConnectorPropRpc(integrations), { logger }),
        ReloadConnectorProps: unaryHandler(reloadConnectorPropsRpc(integrations), { logger }),
        ListConnectorAccounts: unaryHandler(listConnectorAccountsRpc(integrations), { logger }),
        CreateConnectToken: unaryHandler(createConnectTokenRpc(integrations), { logger }),
        DeleteConnectorAccount: unaryHandler(deleteConnectorAccountRpc(integrations), { logger, uuids: ['account_id'] }),
      };
      return [{ name: 'svc.workflows_agent.v1.WorkflowsAgentService', definition: contracts.workflowsAgent.WorkflowsAgentService.service, implementation }];
    },
  });
}
