import type { Bus } from '@platform/bus';
import { loadContracts, type workflowsAgent } from '@platform/contracts';
import { unaryHandler } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import { startService, type RunningService } from '@platform/service';
import type { Config } from './config';
import { migrations } from './migrations';
import { ExecutionsRepository } from './workflows/infra/db/executions.repository';
import { ProjectEventsRepository } from './workflows/infra/db/project-events.repository';
import { ProviderModelsRepository } from './agents/infra/db/provider-models.repository';
import { TableStoreRepository } from './table-store/infra/db/table-store.repository';
import { IntegrationsRepository } from './integrations/infra/db/integrations.repository';
import { ConnectorClient } from './integrations/infra/connector/connector.client';
import { IntegrationsUsecase } from './integrations/usecases/integrations.usecase';
import { parseAllowList } from '@platform/ssrf';
import { ExecutionsPublisher } from './workflows/infra/events/executions.publisher';
import { flowsFunctionRunner } from './workflows/infra/grpc/functions.client';
import { messagingProxySender } from './workflows/infra/grpc/messaging-proxy.client';
import { guardedWebhookCaller } from './workflows/infra/http/webhook.client';
import { WorkflowsRepository } from './workflows/infra/db/workflows.repository';
import { TriggersRepository } from './workflows/infra/db/triggers.repository';
import { ExecutionCatalogRepository } from './workflows/infra/db/execution-catalog.repository';
import { ExecutionEngineUsecase } from './workflows/usecases/execution-engine.usecase';
import { ExecutionsUsecase } from './workflows/usecases/executions.usecase';
import { WorkflowCatalogReader } from './workflows/usecases/workflow-catalog';
import { ProjectEventsUsecase } from './workflows/usecases/project-events.usecase';
import { createProjectEventRpc } from './workflows/rpc/create-project-event.rpc';
import { listProjectEventsRpc } from './workflows/rpc/list-project-events.rpc';
import { startContactsConsumer } from './workflows/inbound/contacts.consumer';
import { startThreadControlConsumer } from './workflows/inbound/messaging-proxy.consumer';
import { startExecutionWorker } from './workflows/inbound/execution-work.worker';
import { ExecutionTimersSweeper } from './workflows/inbound/execution-timers.sweeper';
import { KeyRing, SecretCipher } from '@platform/crypto';
import { AgentRunsWorker } from './agents/inbound/agent-runs.worker';
import { AgentRunsRepository } from './agents/infra/db/agent-runs.repository';
import { ProviderKeysRepository } from './agents/infra/db/provider-keys.repository';
import { agentPeers, type AgentPeers } from './agents/infra/grpc/platform.clients';
import { createWebhookToolCaller } from './agents/infra/http/webhook-tool.client';
import { LlmClient } from './agents/infra/llm/model-client';
import type { AgentsPorts } from './agents/usecases/agents.context';
import { AgentLoopUsecase } from './agents/usecases/agent-loop.usecase';
import { AgentsUsecase } from './agents/usecases/agents.usecase';
import { agentStepRunner } from './agents/usecases/agent-step-runner';
import { grpcProjectReferences } from './workflows/infra/grpc/project-references.client';
import { WorkflowsUsecase } from './workflows/usecases/workflows.usecase';
import { TriggersUsecase } from './workflows/usecases/triggers.usecase';
import type { UsecaseContext } from './context';
import { FindingsRepository } from './findings/infra/db/findings.repository';
import { FindingsUsecase } from './findings/usecases/findings.usecase';
import { InvestigatorToolbox } from './findings/usecases/investigator-tools';
import { startFindingsConsumers } from './findings/inbound/findings-signals.consumer';
import { FindingsSweeper } from './findings/inbound/findings.sweeper';
import { TableStoreUsecase } from './table-store/usecases/table-store.usecase';
import { approveAgentRunToolCallRpc } from './agents/rpc/approve-agent-run-tool-call.rpc';
import { cancelAgentRunRpc } from './agents/rpc/cancel-agent-run.rpc';
import { createAgentRunRpc } from './agents/rpc/create-agent-run.rpc';
import { deleteProviderKeyRpc } from './agents/rpc/delete-provider-key.rpc';
import { getAgentRunRpc } from './agents/rpc/get-agent-run.rpc';
import { listAgentRunStepsRpc } from './agents/rpc/list-agent-run-steps.rpc';
import { listAgentRunsRpc } from './agents/rpc/list-agent-runs.rpc';
import { listProviderKeysRpc } from './agents/rpc/list-provider-keys.rpc';
import { listProviderModelsRpc } from './agents/rpc/list-provider-models.rpc';
import { pauseAgentRunRpc } from './agents/rpc/pause-agent-run.rpc';
import { rejectAgentRunToolCallRpc } from './agents/rpc/reject-agent-run-tool-call.rpc';
import { resumeAgentRunRpc } from './agents/rpc/resume-agent-run.rpc';
import { setProviderKeyRpc } from './agents/rpc/set-provider-key.rpc';
import { dismissFindingRpc } from './findings/rpc/dismiss-finding.rpc';
import { getFindingEvidenceRpc } from './findings/rpc/get-finding-evidence.rpc';
import { getFindingRpc } from './findings/rpc/get-finding.rpc';
import { listFindingsRpc } from './findings/rpc/list-findings.rpc';
import { countOpenFindingsRpc } from './findings/rpc/count-open-findings.rpc';
import { markFindingAddressedRpc } from './findings/rpc/mark-finding-addressed.rpc';
import { startFindingInvestigationRpc } from './findings/rpc/start-finding-investigation.rpc';
import { configureConnectorPropRpc } from './integrations/rpc/configure-connector-prop.rpc';
import { createConnectTokenRpc } from './integrations/rpc/create-connect-token.rpc';
import { createIntegrationRpc } from './integrations/rpc/create-integration.rpc';
import { deleteConnectorAccountRpc } from './integrations/rpc/delete-connector-account.rpc';
import { deleteIntegrationRpc } from './integrations/rpc/delete-integration.rpc';
import { listWorkflowsUsingReferenceRpc } from './workflows/rpc/list-workflows-using-reference.rpc';
import { WorkflowUsagesUsecase } from './workflows/usecases/workflow-usages.usecase';
import { getConnectorActionSchemaRpc } from './integrations/rpc/get-connector-action-schema.rpc';
import { getIntegrationRpc } from './integrations/rpc/get-integration.rpc';
import { invokeIntegrationRpc } from './integrations/rpc/invoke-integration.rpc';
import { listConnectorAccountsRpc } from './integrations/rpc/list-connector-accounts.rpc';
import { listConnectorActionsRpc } from './integrations/rpc/list-connector-actions.rpc';
import { listConnectorAppsRpc } from './integrations/rpc/list-connector-apps.rpc';
import { listIntegrationRunsRpc } from './integrations/rpc/list-integration-runs.rpc';
import { listIntegrationsRpc } from './integrations/rpc/list-integrations.rpc';
import { reloadConnectorPropsRpc } from './integrations/rpc/reload-connector-props.rpc';
import { updateIntegrationRpc } from './integrations/rpc/update-integration.rpc';
import { dbDeleteRpc } from './table-store/rpc/db-delete.rpc';
import { dbGetRowRpc } from './table-store/rpc/db-get-row.rpc';
import { dbInsertRpc } from './table-store/rpc/db-insert.rpc';
import { dbSelectRpc } from './table-store/rpc/db-select.rpc';
import { dbUpdateRpc } from './table-store/rpc/db-update.rpc';
import { dbUpsertRpc } from './table-store/rpc/db-upsert.rpc';
import { deleteDbTableRpc } from './table-store/rpc/delete-db-table.rpc';
import { getDbTableRpc } from './table-store/rpc/get-db-table.rpc';
import { listDbTablesRpc } from './table-store/rpc/list-db-tables.rpc';
import { createWorkflowTriggerRpc } from './workflows/rpc/create-workflow-trigger.rpc';
import { createWorkflowRpc } from './workflows/rpc/create-workflow.rpc';
import { deleteWorkflowTriggerRpc } from './workflows/rpc/delete-workflow-trigger.rpc';
import { getConversationOwnerRpc } from './workflows/rpc/get-conversation-owner.rpc';
import { getWorkflowExecutionRpc } from './workflows/rpc/get-workflow-execution.rpc';
import { getWorkflowRpc } from './workflows/rpc/get-workflow.rpc';
import { listWorkflowExecutionEventsRpc } from './workflows/rpc/list-workflow-execution-events.rpc';
import { listWorkflowExecutionsRpc } from './workflows/rpc/list-workflow-executions.rpc';
import { listWorkflowTriggersRpc } from './workflows/rpc/list-workflow-triggers.rpc';
import { listWorkflowsRpc } from './workflows/rpc/list-workflows.rpc';
import { replaceWorkflowTriggersRpc } from './workflows/rpc/replace-workflow-triggers.rpc';
import { resumeWorkflowExecutionRpc } from './workflows/rpc/resume-workflow-execution.rpc';
import { setWorkflowStatusRpc } from './workflows/rpc/set-workflow-status.rpc';
import { startWorkflowExecutionRpc } from './workflows/rpc/start-workflow-execution.rpc';
import { updateWorkflowExecutionStatusRpc } from './workflows/rpc/update-workflow-execution-status.rpc';
import { updateWorkflowTriggerRpc } from './workflows/rpc/update-workflow-trigger.rpc';
import { updateWorkflowRpc } from './workflows/rpc/update-workflow.rpc';
import { LogSearchRepository } from './infra/db/log-search.repository';
import { logRetentionSweeper } from './inbound/log-retention.sweeper';
import { searchLogsRpc } from './rpc/search-logs.rpc';

/** Boots workflows-agent: config → db (migrations) → bus → gRPC server with health → shutdown stack. */
export function run(config: Config, opts: { logger?: Logger; clock?: Clock; agentPeers?: AgentPeers; wrapBus?(bus: Bus): Bus } = {}): Promise<RunningService> {
  const { contracts, packageDefinitions } = loadContracts();
  return startService({
    name: 'workflows-agent',
    config,
    migrations,
    streams: [{ name: 'WORKFLOWS_AGENT', subjects: ['workflows_agent.>'] }],
    packageDefinitions: [packageDefinitions.workflowsAgent],
    logger: opts.logger,
    clock: opts.clock,
    wrapBus: opts.wrapBus,
    async wire({ db, bus, logger, clock, onShutdown }) {
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
      const executionsRepo = new ExecutionsRepository(db);
      const sender = messagingProxySender(config.MESSAGING_PROXY_GRPC_ADDRESS);
      const functionRunner = flowsFunctionRunner(config.FLOWS_GRPC_ADDRESS);
      onShutdown('execution-clients', () => {
        sender.close();
        functionRunner.close();
      });
      // Agents (issue 20, decisions 0730-0735): model catalog, sealed provider keys, runs on a durable worker.
      const peers =
        opts.agentPeers ??
        agentPeers({ messagingProxy: config.MESSAGING_PROXY_GRPC_ADDRESS, contacts: config.CONTACTS_GRPC_ADDRESS, webhooks: config.WEBHOOKS_GRPC_ADDRESS });
      const webhookTool = createWebhookToolCaller({
        allowList: parseAllowList(config.AGENT_WEBHOOK_ALLOWED_TARGETS),
        timeoutMs: config.AGENT_WEBHOOK_TIMEOUT_MS,
      });
      const agentPorts: AgentsPorts = {
        models: new ProviderModelsRepository(db),
        keys: new ProviderKeysRepository(db),
        runs: new AgentRunsRepository(db),
        peers,
        llm: new LlmClient({
          openaiBaseUrl: config.AGENT_OPENAI_BASE_URL,
          anthropicBaseUrl: config.AGENT_ANTHROPIC_BASE_URL,
          maxRetries: config.AGENT_PROVIDER_MAX_RETRIES,
          retryBaseMs: config.AGENT_PROVIDER_RETRY_BASE_MS,
          timeoutMs: config.AGENT_PROVIDER_TIMEOUT_MS,
        }),
        cipher: new SecretCipher(KeyRing.fromConfig(config.AGENT_ENCRYPTION_KEY, config.AGENT_ENCRYPTION_KEY_ID, config.AGENT_ENCRYPTION_PREVIOUS_KEYS)),
        webhookTool,
        settings: {
          defaultModel: config.AGENT_DEFAULT_MODEL,
          platformKeys: { openai: config.AGENT_OPENAI_API_KEY, anthropic: config.AGENT_ANTHROPIC_API_KEY },
          statusPollMs: Math.min(250, config.AGENT_RUN_POLL_MS),
          webhookAllowList: parseAllowList(config.AGENT_WEBHOOK_ALLOWED_TARGETS),
        },
      };
      const ctx: UsecaseContext = {
        agents: agentPorts,
        findings: {
          repo: new FindingsRepository(db),
          settings: { evaluationLeaseMs: config.FINDINGS_EVALUATION_LEASE_MS, maxModelAttempts: 3, evaluationMessages: 50 },
        },
        db,
        clock,
        logger,
        tables: new TableStoreRepository(db),
        integrations: integrationsRepo,
        connector,
        executions: executionsRepo,
        executionsPublisher: new ExecutionsPublisher(),
        sender,
        functionRunner,
        webhookCaller: guardedWebhookCaller(parseAllowList(config.WORKFLOW_WEBHOOK_ALLOWED_TARGETS)),
        projectEvents: new ProjectEventsRepository(db),
      };
      const tableStore = new TableStoreUsecase(ctx);
      const workflowsRepo = new WorkflowsRepository(db);
      const triggersRepo = new TriggersRepository(db);
      // The project's functions and numbers (flows, messaging-proxy): workflow definitions and agent runs name them.
      const projectRefs = grpcProjectReferences({
        flowsAddress: config.FLOWS_GRPC_ADDRESS,
        messagingProxyAddress: config.MESSAGING_PROXY_GRPC_ADDRESS,
        contactsAddress: config.CONTACTS_GRPC_ADDRESS,
      });
      onShutdown('workflow-references', () => projectRefs.close());
      const workflowUsages = new WorkflowUsagesUsecase(workflowsRepo);
      const integrations = new IntegrationsUsecase(ctx, workflowUsages);
      // Investigator runs borrow the findings' evidence readers (decision 0742).
      const agentLoop = new AgentLoopUsecase(ctx, integrations, new InvestigatorToolbox(ctx));
      const agents = new AgentsUsecase(ctx, agentLoop, projectRefs);
      const agentWorker = new AgentRunsWorker(agentPorts.runs, agentLoop, agents, clock, logger, {
        concurrency: config.AGENT_RUN_CONCURRENCY,
        pollMs: config.AGENT_RUN_POLL_MS,
        leaseMs: config.AGENT_RUN_LEASE_MS,
      });
      agentWorker.start();
      onShutdown('agent-runs', async () => {
        await agentWorker.stop();
        webhookTool.close();
        peers.close();
      });
      const wakeAgents = () => agentWorker.wake();
      // Findings (issue 20 item 5, decisions 0740-0743): signals from contacts and messaging-proxy events, the sweep, investigations as agent runs.
      const findings = new FindingsUsecase(ctx, agents, agentLoop, wakeAgents);
      const findingSources = await startFindingsConsumers({ db, bus, logger, findings });
      onShutdown('findings-consumers', () => Promise.all(findingSources.map((c) => c.stop())).then(() => undefined));
      const findingsSweeper = new FindingsSweeper({ findings, logger, intervalMs: config.FINDINGS_INTERVAL_MS, sweepMs: config.FINDINGS_SWEEP_MS });
      findingsSweeper.start();
      onShutdown('findings-sweeper', () => findingsSweeper.stop());
      // Workflows and triggers (issue 19, decisions 0710-0713): definitions validated against the project's functions, numbers, models.
      const workflows = new WorkflowsUsecase(ctx, {
        workflows: workflowsRepo,
        triggers: triggersRepo,
        refs: projectRefs,
        models: new ProviderModelsRepository(db),
        allowList: parseAllowList(config.WORKFLOW_WEBHOOK_ALLOWED_TARGETS),
      });
      const triggers = new TriggersUsecase(ctx, { workflows: workflowsRepo, triggers: triggersRepo, refs: projectRefs });
      // Executions (issue 19): the engine on a JetStream work queue, timers swept from the execution rows, inbound routing from contacts.
      const catalog = new WorkflowCatalogReader(new ExecutionCatalogRepository(db));
      const engine = new ExecutionEngineUsecase(ctx, catalog, integrations, { stepLeaseMs: config.WORKFLOW_STEP_LEASE_MS, agent: agentStepRunner(agents) });
      const executions = new ExecutionsUsecase(ctx, engine, catalog, projectRefs);
      const projectEvents = new ProjectEventsUsecase(ctx, engine, catalog, projectRefs);
      // Work queued in this process starts at once after its commit; the JetStream item is the backstop.
      ctx.executionsPublisher.onQueued = (projectId, executionId, itemId) =>
        void engine
          .advance(projectId, executionId, { itemId })
          .catch((err) => logger.debug({ err, execution_id: executionId }, 'execution step deferred to the work queue'));
      const worker = await startExecutionWorker({
        db,
        bus,
        logger,
        engine,
        concurrency: config.WORKFLOW_WORKER_CONCURRENCY,
        ackWaitMs: config.WORKFLOW_WORK_ACK_WAIT_MS,
      });
      onShutdown('execution-worker', () => worker.stop());
      const inbound = await startContactsConsumer({ db, bus, logger, executions });
      onShutdown('contacts-consumer', () => inbound.stop());
      const threadControl = await startThreadControlConsumer({ db, bus, logger, executions });
      onShutdown('thread-control-consumer', () => threadControl.stop());
      const timers = new ExecutionTimersSweeper({
        repo: executionsRepo,
        engine,
        requeue: (projectId, executionId) => engine.requeueStalled(projectId, executionId),
        clock,
        logger,
        intervalMs: config.WORKFLOW_TIMER_INTERVAL_MS,
        stallMs: config.WORKFLOW_STALL_MS,
      });
      timers.start();
      onShutdown('execution-timers', () => timers.stop());
      // Log search (decision 0019): workflow steps and agent runs; their retention and project events' (issue 36 item 7).
      const logSearch = new LogSearchRepository(db, logger, {
        workflowStepDays: config.WORKFLOW_STEP_RETENTION_DAYS,
        agentRunDays: config.AGENT_RUN_RETENTION_DAYS,
      });
      const logRetention = logRetentionSweeper({
        repo: logSearch,
        clock,
        logger,
        days: {
          workflowStepDays: config.WORKFLOW_STEP_RETENTION_DAYS,
          agentRunDays: config.AGENT_RUN_RETENTION_DAYS,
          projectEventDays: config.PROJECT_EVENT_RETENTION_DAYS,
        },
      }).start();
      onShutdown('log-retention', () => logRetention.stop());
      const implementation: workflowsAgent.WorkflowsAgentServiceHandlers = {
        GetWorkflowExecution: unaryHandler(getWorkflowExecutionRpc(executionsRepo), { logger, uuids: ['execution_id'] }),
        StartWorkflowExecution: unaryHandler(startWorkflowExecutionRpc(executions), { logger, uuids: ['workflow_id'] }),
        GetConversationOwner: unaryHandler(getConversationOwnerRpc(executions), { logger, optionalUuids: ['conversation_id'] }),
        ListWorkflowExecutions: unaryHandler(listWorkflowExecutionsRpc(executionsRepo), { logger, uuids: ['workflow_id'] }),
        ListWorkflowExecutionEvents: unaryHandler(listWorkflowExecutionEventsRpc(executionsRepo), { logger, uuids: ['execution_id'] }),
        UpdateWorkflowExecutionStatus: unaryHandler(updateWorkflowExecutionStatusRpc(executions), { logger, uuids: ['execution_id'] }),
        ResumeWorkflowExecution: unaryHandler(resumeWorkflowExecutionRpc(executions), { logger, uuids: ['execution_id'] }),
        CreateProjectEvent: unaryHandler(createProjectEventRpc(projectEvents), { logger }),
        ListProjectEvents: unaryHandler(listProjectEventsRpc(projectEvents), { logger }),
        ListProviderModels: unaryHandler(listProviderModelsRpc(new ProviderModelsRepository(db)), { logger }),
        CreateAgentRun: unaryHandler(createAgentRunRpc(agents, wakeAgents), { logger, optionalUuids: ['conversation_id'] }),
        GetAgentRun: unaryHandler(getAgentRunRpc(agentPorts.runs), { logger, uuids: ['run_id'] }),
        ListAgentRuns: unaryHandler(listAgentRunsRpc(agentPorts.runs), { logger }),
        ListAgentRunSteps: unaryHandler(listAgentRunStepsRpc(agentPorts.runs), { logger, uuids: ['run_id'] }),
        PauseAgentRun: unaryHandler(pauseAgentRunRpc(agents), { logger, uuids: ['run_id'] }),
        ResumeAgentRun: unaryHandler(resumeAgentRunRpc(agents, wakeAgents), { logger, uuids: ['run_id'] }),
        CancelAgentRun: unaryHandler(cancelAgentRunRpc(agents), { logger, uuids: ['run_id'] }),
        ApproveAgentRunToolCall: unaryHandler(approveAgentRunToolCallRpc(agents, wakeAgents), { logger, uuids: ['run_id'] }),
        RejectAgentRunToolCall: unaryHandler(rejectAgentRunToolCallRpc(agents, wakeAgents), { logger, uuids: ['run_id'] }),
        ListProviderKeys: unaryHandler(listProviderKeysRpc(agents), { logger }),
        SetProviderKey: unaryHandler(setProviderKeyRpc(agents), { logger }),
        DeleteProviderKey: unaryHandler(deleteProviderKeyRpc(agents), { logger }),
        ListFindings: unaryHandler(listFindingsRpc(findings), { logger }),
        CountOpenFindings: unaryHandler(countOpenFindingsRpc(findings), { logger }),
        GetFinding: unaryHandler(getFindingRpc(findings), { logger, uuids: ['finding_id'] }),
        GetFindingEvidence: unaryHandler(getFindingEvidenceRpc(findings), { logger, uuids: ['finding_id'] }),
        DismissFinding: unaryHandler(dismissFindingRpc(findings), { logger, uuids: ['finding_id'] }),
        MarkFindingAddressed: unaryHandler(markFindingAddressedRpc(findings), { logger, uuids: ['finding_id'] }),
        StartFindingInvestigation: unaryHandler(startFindingInvestigationRpc(findings), { logger, uuids: ['finding_id'] }),
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
        ListWorkflowsUsingReference: unaryHandler(listWorkflowsUsingReferenceRpc(workflowUsages), {
          logger,
          optionalUuids: ['function_id', 'integration_id'],
        }),
        CreateWorkflow: unaryHandler(createWorkflowRpc(workflows), { logger }),
        ListWorkflows: unaryHandler(listWorkflowsRpc(workflowsRepo), { logger }),
        GetWorkflow: unaryHandler(getWorkflowRpc(workflowsRepo), { logger, uuids: ['workflow_id'] }),
        UpdateWorkflow: unaryHandler(updateWorkflowRpc(workflows), { logger, uuids: ['workflow_id'] }),
        SetWorkflowStatus: unaryHandler(setWorkflowStatusRpc(workflows), { logger, uuids: ['workflow_id'] }),
        ListWorkflowTriggers: unaryHandler(listWorkflowTriggersRpc(triggers), { logger, uuids: ['workflow_id'] }),
        CreateWorkflowTrigger: unaryHandler(createWorkflowTriggerRpc(triggers), { logger, uuids: ['workflow_id'] }),
        ReplaceWorkflowTriggers: unaryHandler(replaceWorkflowTriggersRpc(triggers), { logger, uuids: ['workflow_id'] }),
        UpdateWorkflowTrigger: unaryHandler(updateWorkflowTriggerRpc(triggers), { logger, uuids: ['trigger_id'] }),
        DeleteWorkflowTrigger: unaryHandler(deleteWorkflowTriggerRpc(triggers), { logger, uuids: ['trigger_id'] }),
        SearchLogs: unaryHandler(searchLogsRpc(logSearch), { logger }),
      };
      return [{ name: 'svc.workflows_agent.v1.WorkflowsAgentService', definition: contracts.workflowsAgent.WorkflowsAgentService.service, implementation }];
    },
  });
}
