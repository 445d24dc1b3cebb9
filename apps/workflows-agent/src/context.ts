import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import type { AgentsPorts } from './agents/usecases/agents.context';
import type { ConnectorClient } from './integrations/infra/connector/connector.client';
import type { IntegrationsRepository } from './integrations/infra/db/integrations.repository';
import type { TableStoreRepository } from './table-store/infra/db/table-store.repository';

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
}
