import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import type { AgentsPorts } from './agents/usecases/agents.context';
import type { FindingsPorts } from './findings/usecases/findings.ports';
import type { ConnectorClient } from './integrations/infra/connector/connector.client';
import type { IntegrationsRepository } from './integrations/infra/db/integrations.repository';
import type { TableStoreRepository } from './table-store/infra/db/table-store.repository';
import type { ExecutionsRepository } from './workflows/infra/db/executions.repository';
import type { ExecutionsPublisher } from './workflows/infra/events/executions.publisher';
import type { FunctionRunner } from './workflows/infra/grpc/functions.client';
import type { MessageSender } from './workflows/infra/grpc/messaging-proxy.client';
import type { WebhookCaller } from './workflows/infra/http/webhook.client';
import type { ProjectEventsRepository } from './workflows/infra/db/project-events.repository';

/** Everything a workflows-agent use case may depend on, wired once by server.ts. */
export interface UsecaseContext {
  db: Db;
  clock: Clock;
  logger: Logger;
  tables: TableStoreRepository;
  integrations: IntegrationsRepository;
  /** The automation connector (through its SDK). */
  connector: ConnectorClient;
  /** Agents: model catalog, provider keys, runs, peers, the model client (decision 0732). */
  agents: AgentsPorts;
  /** Findings: signals, findings, investigations (decisions 0740-0743). */
  findings: FindingsPorts;
  /** Workflow executions, their events and pending inputs. */
  executions: ExecutionsRepository;
  /** Execution work items and workflow.execution.* events (outbox). */
  executionsPublisher: ExecutionsPublisher;
  /** Sends of workflow steps (messaging-proxy SendMessage, keyed per step). */
  sender: MessageSender;
  /** Function and decide nodes (flows' function runtime). */
  functionRunner: FunctionRunner;
  /** Webhook nodes (through the SSRF policy). */
  webhookCaller: WebhookCaller;
  /** Project events: stored append-only by POST /events and the emit_event node (decision 0743). */
  projectEvents: ProjectEventsRepository;
}
