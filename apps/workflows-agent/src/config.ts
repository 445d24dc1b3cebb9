import { loadConfig, portFromEnv, serviceEnvSchema, z } from '@platform/config';

const base64Key32 = z.string().refine((v) => Buffer.from(v, 'base64').length === 32, 'must be base64 of exactly 32 bytes (AES-256-GCM key)');

/** workflows-agent environment: the shared service variables (see @platform/config) plus its own. */
export const configSchema = serviceEnvSchema.extend({
  /** gRPC listen port (all-in-one mode uses a distinct port per service). */
  GRPC_PORT: portFromEnv.default(50056),
  /** The automation connector's API base URL (the connector simulator locally); unset: integrations answer 503. */
  CONNECTOR_BASE_URL: z.string().url().optional(),
  /** The platform's OAuth client at the connector (secret: never logged). */
  CONNECTOR_CLIENT_ID: z.string().min(1).optional(),
  CONNECTOR_CLIENT_SECRET: z.string().min(1).optional(),
  /** The connector project holding the platform's apps and accounts (`proj_...`). */
  CONNECTOR_PROJECT_ID: z.string().min(1).optional(),
  /** The connector environment the accounts live in. */
  CONNECTOR_ENVIRONMENT: z.enum(['development', 'production']).default('production'),
  /** Deadline of one connector call, ms. */
  CONNECTOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** flows' gRPC address: function and decide nodes run on its function runtime (InvokeFunction). */
  FLOWS_GRPC_ADDRESS: z.string().default('127.0.0.1:50053'),
  /** Hosts or CIDRs webhook nodes may reach although private (comma-separated; default none: public targets only). */
  WORKFLOW_WEBHOOK_ALLOWED_TARGETS: z.string().default(''),
  /** Execution work items handled at once per process. */
  WORKFLOW_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(32),
  /** Time an execution work item may stay unacked before JetStream redelivers it (a crashed worker's item), ms. */
  WORKFLOW_WORK_ACK_WAIT_MS: z.coerce.number().int().min(1_000).max(600_000).default(60_000),
  /** How often the execution timers (wait timeouts, send delays, debounced inputs) are swept, ms. */
  WORKFLOW_TIMER_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(250),
  /** A worker owns a step with side effects (send, function, webhook) this long; a dead worker's step is taken over after it, ms. Above the longest step (35 s). */
  WORKFLOW_STEP_LEASE_MS: z.coerce.number().int().min(500).max(600_000).default(60_000),
  /** A running execution untouched this long has lost its work item and is re-queued, ms. */
  WORKFLOW_STALL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(120_000),
  /** messaging-proxy: the guarded send path (SendMessage) of agents' send tools. */
  MESSAGING_PROXY_GRPC_ADDRESS: z.string().default('127.0.0.1:50052'),
  /** contacts: conversations and messages the agents read. */
  CONTACTS_GRPC_ADDRESS: z.string().default('127.0.0.1:50055'),
  /** webhooks: project events (agent.run.*) through PublishProjectEvent. */
  WEBHOOKS_GRPC_ADDRESS: z.string().default('127.0.0.1:50057'),
  /** Agents (decision 0732): provider API base URLs (the LLM simulator locally), e.g. `http://127.0.0.1:4030/v1`. */
  AGENT_OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  AGENT_ANTHROPIC_BASE_URL: z.string().url().default('https://api.anthropic.com/v1'),
  /** Platform default provider keys (secrets: never logged); a project's own key wins. Unset: projects must set one. */
  AGENT_OPENAI_API_KEY: z.string().min(1).optional(),
  AGENT_ANTHROPIC_API_KEY: z.string().min(1).optional(),
  /** AES-256-GCM key (base64, 32 bytes) sealing projects' provider keys and webhook tool headers. */
  AGENT_ENCRYPTION_KEY: base64Key32.default('ZGV2LW9ubHktYWdlbnRzLWVuY3J5cHRpb24ta2V5ISE='),
  AGENT_ENCRYPTION_KEY_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .default('k1'),
  /** Older keys still accepted for decryption during a rotation: `id:base64,id:base64`. */
  AGENT_ENCRYPTION_PREVIOUS_KEYS: z.string().optional(),
  /** Default model of agent runs that name none. */
  AGENT_DEFAULT_MODEL: z.string().min(1).default('gpt-4.1-mini'),
  /** Provider calls: retries of 429/5xx/529 and the first backoff (doubling, or the provider's Retry-After, at most 30 s). */
  AGENT_PROVIDER_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(4),
  AGENT_PROVIDER_RETRY_BASE_MS: z.coerce.number().int().min(1).max(60_000).default(1_000),
  /** Deadline of one provider call, ms. */
  AGENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
  /** Agent run worker: runs at once per process, poll interval and lease (a crashed worker's runs move on after it). */
  AGENT_RUN_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(4),
  AGENT_RUN_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  AGENT_RUN_LEASE_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  /** Webhook tools: extra allowed targets (`127.0.0.1,10.0.0.0/8`; default none: public addresses only) and the deadline of one call. */
  AGENT_WEBHOOK_ALLOWED_TARGETS: z.string().default(''),
  AGENT_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Findings (decisions 0740-0743): the evaluator/investigation loop interval, the 7-vs-28-day sweep interval, an evaluation's lease. */
  FINDINGS_INTERVAL_MS: z.coerce.number().int().min(10).max(600_000).default(5_000),
  FINDINGS_SWEEP_MS: z.coerce.number().int().min(10).max(86_400_000).default(600_000),
  FINDINGS_EVALUATION_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(120_000),
  /** Log retention (issue 36 item 7, decision 0019), days: events of executions finished longer ago are deleted (a running or waiting one keeps its history). */
  WORKFLOW_STEP_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Agent runs finished longer ago are deleted with their steps and events, days. */
  AGENT_RUN_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Project events (POST /events, emit_event nodes) created longer ago are deleted, days. */
  PROJECT_EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
});

/** Parsed workflows-agent configuration. */
export type Config = z.infer<typeof configSchema>;

/** Reads the configuration from the environment; fails listing every problem. */
export function loadWorkflowsAgentConfig(env: Record<string, string | undefined> = process.env): Config {
  return loadConfig(configSchema, env);
}
