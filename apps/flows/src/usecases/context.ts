import type { SecretCipher } from '@platform/crypto';
import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import type { EdgeRuntime } from '../infra/edge/edge-runtime';
import type { EncryptionKeysRepository } from '../infra/db/encryption-keys.repository';
import type { FlowDataExchangesRepository } from '../infra/db/flow-data-exchanges.repository';
import type { FlowVersionsRepository } from '../infra/db/flow-versions.repository';
import type { FlowsRepository } from '../infra/db/flows.repository';
import type { FunctionsRepository } from '../infra/db/functions.repository';
import type { InvocationsRepository } from '../infra/db/invocations.repository';
import type { AccountDirectory } from '../infra/grpc/accounts.client';
import type { WorkflowUsages } from '../infra/grpc/workflow-usages.client';
import type { FlowsGraph } from '../infra/upstream/flows-graph';

/** Settings the use cases read (a slice of the config, so tests can build it directly). */
export interface UsecaseSettings {
  /** Public origin of the data endpoints (`${publicUrl}/data_endpoints/{flow_id}`). */
  publicUrl: string;
  /** Public base of the platform API (functions' endpoint_url). */
  apiPublicUrl: string;
  /** App secret of the upstream's X-Hub-Signature-256 on data-exchange requests. */
  appSecret: string;
  functionTimeoutMs: number;
  functionMaxTimeoutMs: number;
  invocationRetentionDays: number;
}

/** Everything a use case may depend on, wired once by server.ts. */
export interface UsecaseContext {
  db: Db;
  clock: Clock;
  logger: Logger;
  graph: FlowsGraph;
  accounts: AccountDirectory;
  /** Which active workflows use a function (workflows-agent): a delete is refused while they do. */
  workflowUsages: WorkflowUsages;
  edge: EdgeRuntime;
  /** Seals private keys and function secrets at rest (@platform/crypto, decision 0006). */
  cipher: SecretCipher;
  settings: UsecaseSettings;
  flows: FlowsRepository;
  versions: FlowVersionsRepository;
  functions: FunctionsRepository;
  invocations: InvocationsRepository;
  keys: EncryptionKeysRepository;
  /** The data endpoint's record of every exchange (decision 0019). */
  exchanges: FlowDataExchangesRepository;
}
