import type { Bus } from '@platform/bus';
import { join, resolve } from 'node:path';
import { KeyRing, SecretCipher } from '@platform/crypto';
import { encodeEvent, loadContracts, type flows } from '@platform/contracts';
import { unaryHandler } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import { UPSTREAM_CALLS_RECORDED_TYPE, UpstreamCallPublisher, startService, type RunningService } from '@platform/service';
import { parseAllowList } from '@platform/ssrf';
import type { Config } from './config';
import { dataEndpointApp, listenHttp } from './inbound/data-endpoint.http';
import { startFlowNotificationsConsumer } from './inbound/flow-notifications.consumer';
import { EncryptionKeysRepository } from './infra/db/encryption-keys.repository';
import { FlowVersionsRepository } from './infra/db/flow-versions.repository';
import { FlowsRepository } from './infra/db/flows.repository';
import { FunctionsRepository } from './infra/db/functions.repository';
import { InvocationsRepository } from './infra/db/invocations.repository';
import { FlowDataExchangesRepository } from './infra/db/flow-data-exchanges.repository';
import { LogSearchRepository } from './infra/db/log-search.repository';
import { logRetentionSweeper } from './inbound/log-retention.sweeper';
import { searchLogsRpc } from './rpc/search-logs.rpc';
import { EdgeRuntime } from './infra/edge/edge-runtime';
import { guardedOutbound } from './infra/edge/outbound';
import { tableStoreBinding } from './infra/edge/db-binding';
import { messagingProxyAccounts, type AccountDirectory } from './infra/grpc/accounts.client';
import { workflowsAgentTableStore } from './infra/grpc/table-store.client';
import { workflowsAgentUsages, type WorkflowUsages } from './infra/grpc/workflow-usages.client';
import { FlowsGraph } from './infra/upstream/flows-graph';
import { migrations } from './migrations';
import { cloneFlowRpc } from './rpc/clone-flow.rpc';
import { createFlowRpc } from './rpc/create-flow.rpc';
import { createFlowVersionRpc } from './rpc/create-flow-version.rpc';
import { createFunctionRpc } from './rpc/create-function.rpc';
import { deleteFunctionRpc } from './rpc/delete-function.rpc';
import { deleteFunctionSecretRpc } from './rpc/delete-function-secret.rpc';
import { deployFunctionRpc } from './rpc/deploy-function.rpc';
import { deprecateFlowRpc } from './rpc/deprecate-flow.rpc';
import { getFlowRpc } from './rpc/get-flow.rpc';
import { getFlowVersionRpc } from './rpc/get-flow-version.rpc';
import { getFunctionRpc } from './rpc/get-function.rpc';
import { invokeFunctionRpc } from './rpc/invoke-function.rpc';
import { listFlowFunctionInvocationsRpc } from './rpc/list-flow-function-invocations.rpc';
import { listFlowVersionsRpc } from './rpc/list-flow-versions.rpc';
import { listFlowsRpc } from './rpc/list-flows.rpc';
import { listFunctionLogsRpc } from './rpc/list-function-logs.rpc';
import { listFunctionInvocationsRpc } from './rpc/list-function-invocations.rpc';
import { listFunctionSecretsRpc } from './rpc/list-function-secrets.rpc';
import { listFunctionsRpc } from './rpc/list-functions.rpc';
import { publishFlowRpc } from './rpc/publish-flow.rpc';
import { refreshFlowPreviewRpc } from './rpc/refresh-flow-preview.rpc';
import { registerFlowDataEndpointRpc } from './rpc/register-flow-data-endpoint.rpc';
import { setFlowDataEndpointRpc } from './rpc/set-flow-data-endpoint.rpc';
import { setFunctionSecretRpc } from './rpc/set-function-secret.rpc';
import { setupFlowEncryptionRpc } from './rpc/setup-flow-encryption.rpc';
import { syncFlowsRpc } from './rpc/sync-flows.rpc';
import { updateFunctionRpc } from './rpc/update-function.rpc';
import type { UsecaseContext } from './usecases/context';
import { DataEndpointUsecase } from './usecases/data-endpoint.usecase';
import { FlowsUsecase } from './usecases/flows.usecase';
import { FunctionsUsecase } from './usecases/functions.usecase';
import { UpstreamNotificationsUsecase } from './usecases/upstream-notifications.usecase';

/** A running flows service: the gRPC service plus its public data-endpoint listener. */
export type RunningFlows = RunningService & {
  /** Port of the HTTP listener (data endpoints). */
  httpPort: number;
};

/** Options of {@link run} (tests inject the account directory instead of a running messaging-proxy). */
export interface RunOptions {
  logger?: Logger;
  clock?: Clock;
  /** Wraps the service's bus (tests: `fastRedelivery`, so a consumer's poison case runs its bound in seconds). */
  wrapBus?(bus: Bus): Bus;
  accounts?: AccountDirectory;
  /** Which workflows use a function (tests inject it instead of a running workflows-agent). */
  workflowUsages?: WorkflowUsages;
  /** Targets functions' outbound fetches may reach although not public (tests only). */
  outboundAllowList?: string;
}

/**
 * Boots flows: config → db (migrations) → bus → edge runtime (workerd via miniflare) → use cases
 * → data-endpoint HTTP listener + gRPC server with health → upstream flow notifications consumer →
 * retention sweeper → shutdown stack.
 */
export async function run(config: Config, opts: RunOptions = {}): Promise<RunningFlows> {
  const { contracts, packageDefinitions } = loadContracts();
  const cipher = new SecretCipher(KeyRing.fromConfig(config.FLOWS_ENCRYPTION_KEY, config.FLOWS_ENCRYPTION_KEY_ID, config.FLOWS_ENCRYPTION_PREVIOUS_KEYS));
  let httpPort = 0;
  const svc = await startService({
    name: 'flows',
    config,
    migrations,
    streams: [{ name: 'FLOWS', subjects: ['flows.>'] }],
    packageDefinitions: [packageDefinitions.flows],
    logger: opts.logger,
    clock: opts.clock,
    wrapBus: opts.wrapBus,
    async wire({ db, bus, logger, clock, onShutdown }) {
      // Every upstream call made for a project goes to messaging-proxy's external API log over the bus
      // (decision 0250, amendment); registered first, so it closes after everything that makes calls.
      const upstreamCalls = new UpstreamCallPublisher(bus, {
        caller: 'flows',
        logger,
        now: () => clock.now(),
        encode: (payload) => encodeEvent(UPSTREAM_CALLS_RECORDED_TYPE, payload),
      });
      onShutdown('upstream-call-publisher', () => upstreamCalls.close());
      const accounts = opts.accounts ?? messagingProxyAccounts(config.MESSAGING_PROXY_GRPC_ADDRESS);
      onShutdown('accounts', () => accounts.close());
      const workflowUsages = opts.workflowUsages ?? workflowsAgentUsages(config.WORKFLOWS_AGENT_GRPC_ADDRESS);
      onShutdown('workflow-usages', () => workflowUsages.close());
      const tables = workflowsAgentTableStore(config.WORKFLOWS_AGENT_GRPC_ADDRESS);
      onShutdown('table-store', () => tables.close());
      const edge = new EdgeRuntime({
        dataDir: resolve(join(config.DATA_DIR, 'function-kv')),
        memoryMb: config.FUNCTION_MEMORY_MB,
        logger,
        outbound: guardedOutbound(parseAllowList(opts.outboundAllowList ?? '')),
        tableStore: (projectId) => tableStoreBinding(tables, projectId),
      });
      onShutdown('edge-runtime', () => edge.close());
      const ctx: UsecaseContext = {
        db,
        clock,
        logger,
        graph: new FlowsGraph(
          {
            baseUrl: config.UPSTREAM_BASE_URL,
            version: config.UPSTREAM_GRAPH_VERSION,
            timeoutMs: config.UPSTREAM_TIMEOUT_MS,
            logger,
            observer: upstreamCalls.observe,
          },
          config.UPSTREAM_SYSTEM_TOKEN,
        ),
        accounts,
        workflowUsages,
        edge,
        cipher,
        settings: {
          publicUrl: config.PUBLIC_URL,
          apiPublicUrl: config.API_PUBLIC_URL,
          appSecret: config.UPSTREAM_APP_SECRET,
          functionTimeoutMs: config.FUNCTION_TIMEOUT_MS,
          functionMaxTimeoutMs: config.FUNCTION_MAX_TIMEOUT_MS,
          invocationRetentionDays: config.INVOCATION_RETENTION_DAYS,
        },
        flows: new FlowsRepository(db),
        versions: new FlowVersionsRepository(db),
        functions: new FunctionsRepository(db),
        invocations: new InvocationsRepository(db),
        keys: new EncryptionKeysRepository(db),
        exchanges: new FlowDataExchangesRepository(db),
      };
      const functions = new FunctionsUsecase(ctx);
      const flowsUc = new FlowsUsecase(ctx, functions);
      const endpoint = new DataEndpointUsecase(ctx, functions);

      const http = await listenHttp(dataEndpointApp(endpoint, logger), config.HTTP_PORT, config.HTTP_HOST);
      httpPort = http.port;
      onShutdown(
        'http',
        () =>
          new Promise<void>((done) => {
            http.server.close(() => done());
            http.server.closeIdleConnections();
          }),
      );
      const notifications = await startFlowNotificationsConsumer({ db, bus, logger, notifications: new UpstreamNotificationsUsecase(ctx) });
      onShutdown('flow-notifications-consumer', () => notifications.stop());
      // Log search (decision 0019): invocations, their console lines, data-endpoint exchanges, and their retention.
      const logSearch = new LogSearchRepository(db, logger, {
        invocationDays: config.INVOCATION_RETENTION_DAYS,
        exchangeDays: config.FLOW_DATA_EXCHANGE_RETENTION_DAYS,
      });
      const logRetention = logRetentionSweeper({
        invocations: ctx.invocations,
        exchanges: ctx.exchanges,
        clock,
        logger,
        invocationDays: config.INVOCATION_RETENTION_DAYS,
        exchangeDays: config.FLOW_DATA_EXCHANGE_RETENTION_DAYS,
      }).start();
      onShutdown('log-retention', () => logRetention.stop());

      // Project and UUID id guards run in the handler wrapper (@platform/grpc), declared here per RPC.
      const h = <Req, Res>(fn: (req: Req) => Promise<Res>, uuids: string[] = []) => unaryHandler(fn, { logger, uuids });
      const implementation: flows.FlowsServiceHandlers = {
        GetFlow: h(getFlowRpc(ctx.flows), ['flow_id']),
        ListFlows: h(listFlowsRpc(ctx.flows)),
        CreateFlow: h(createFlowRpc(flowsUc)),
        CreateFlowVersion: h(createFlowVersionRpc(flowsUc), ['flow_id']),
        ListFlowVersions: h(listFlowVersionsRpc(flowsUc), ['flow_id']),
        GetFlowVersion: h(getFlowVersionRpc(flowsUc), ['flow_id', 'version_id']),
        PublishFlow: h(publishFlowRpc(flowsUc), ['flow_id']),
        DeprecateFlow: h(deprecateFlowRpc(flowsUc), ['flow_id']),
        CloneFlow: h(cloneFlowRpc(flowsUc), ['flow_id']),
        RefreshFlowPreview: h(refreshFlowPreviewRpc(flowsUc), ['flow_id']),
        SyncFlows: h(syncFlowsRpc(flowsUc)),
        SetupFlowEncryption: h(setupFlowEncryptionRpc(flowsUc), ['flow_id']),
        SetFlowDataEndpoint: h(setFlowDataEndpointRpc(flowsUc), ['flow_id', 'function_id']),
        RegisterFlowDataEndpoint: h(registerFlowDataEndpointRpc(flowsUc), ['flow_id']),
        ListFlowFunctionInvocations: h(listFlowFunctionInvocationsRpc(flowsUc), ['flow_id']),
        CreateFunction: h(createFunctionRpc(functions)),
        ListFunctions: h(listFunctionsRpc(functions)),
        GetFunction: h(getFunctionRpc(functions), ['function_id']),
        UpdateFunction: h(updateFunctionRpc(functions), ['function_id']),
        DeployFunction: h(deployFunctionRpc(functions), ['function_id']),
        InvokeFunction: h(invokeFunctionRpc(functions), ['function_id']),
        ListFunctionInvocations: h(listFunctionInvocationsRpc(functions), ['function_id']),
        ListFunctionSecrets: h(listFunctionSecretsRpc(functions), ['function_id']),
        SetFunctionSecret: h(setFunctionSecretRpc(functions), ['function_id']),
        DeleteFunctionSecret: h(deleteFunctionSecretRpc(functions), ['function_id']),
        ListFunctionLogs: h(listFunctionLogsRpc(functions), ['function_id']),
        DeleteFunction: h(deleteFunctionRpc(functions), ['function_id']),
        SearchLogs: h(searchLogsRpc(logSearch)),
      };
      return [{ name: 'svc.flows.v1.FlowsService', definition: contracts.flows.FlowsService.service, implementation }];
    },
  });
  return Object.assign(svc, { httpPort });
}
