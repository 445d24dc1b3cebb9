import type { SecretCipher } from '@platform/crypto';
import type { AllowList } from '@platform/ssrf';
import type { AgentRunsRepository } from '../infra/db/agent-runs.repository';
import type { ProviderKeysRepository } from '../infra/db/provider-keys.repository';
import type { ProviderModelsRepository } from '../infra/db/provider-models.repository';
import type { AgentPeers } from '../infra/grpc/platform.clients';
import type { WebhookToolCaller } from '../infra/http/webhook-tool.client';
import type { LlmClient } from '../infra/llm/model-client';

/** Settings of the agents taken from the config (tests build them directly). */
export interface AgentsSettings {
  defaultModel: string;
  /** Platform default keys by provider (a project's own key wins). */
  platformKeys: Partial<Record<string, string>>;
  /** How often a busy loop looks at its run's status (cancel aborts the call in flight). */
  statusPollMs: number;
  /** Private targets webhook tools may reach (@platform/ssrf); checked when a run is created and at connect time. */
  webhookAllowList?: AllowList;
}

/** The agents' slice of the UsecaseContext, wired once by server.ts. */
export interface AgentsPorts {
  models: ProviderModelsRepository;
  keys: ProviderKeysRepository;
  runs: AgentRunsRepository;
  peers: AgentPeers;
  llm: LlmClient;
  /** Seals provider keys and webhook tool headers (@platform/crypto, decision 0006). */
  cipher: SecretCipher;
  webhookTool: WebhookToolCaller;
  settings: AgentsSettings;
}
