import { loadConfig, portFromEnv, serviceEnvSchema, z } from '@platform/config';

const base64Key32 = z.string().refine((v) => Buffer.from(v, 'base64').length === 32, 'must be base64 of exactly 32 bytes (AES-256-GCM key)');

/** flows environment: the shared service variables (see @platform/config) plus its own. */
export const configSchema = serviceEnvSchema.extend({
  /** gRPC listen port (all-in-one mode uses a distinct port per service). */
  GRPC_PORT: portFromEnv.default(50053),
  /** HTTP port of the public data endpoints (`/data_endpoints/{flow_id}`) the upstream calls. */
  HTTP_PORT: portFromEnv.default(8083),
  HTTP_HOST: z.string().default('0.0.0.0'),
  /** Public origin the upstream reaches the data endpoints at (registered as the flow's endpoint_uri). */
  PUBLIC_URL: z.string().url().default('http://127.0.0.1:8083'),
  /** Public base URL of the platform API (functions' `endpoint_url` is `${API_PUBLIC_URL}/functions/{id}/invoke`). */
  API_PUBLIC_URL: z.string().url().default('http://127.0.0.1:8080/platform/v1'),
  /** Origin of the upstream Graph API (the simulator in dev and tests). */
  UPSTREAM_BASE_URL: z.string().url().default('http://127.0.0.1:4010'),
  UPSTREAM_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default('v24.0'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** The platform's system-user token for the Flows API (decision 0600); unset = flows cannot be synced. */
  UPSTREAM_SYSTEM_TOKEN: z.string().min(1).optional(),
  /** App secret: data-exchange requests carry X-Hub-Signature-256 with it (432 when it does not match). */
  UPSTREAM_APP_SECRET: z.string().min(1).default('upstream-sim-app-secret'),
  /** AES-256-GCM key (base64, 32 bytes) sealing flows' private keys and functions' secrets at rest. */
  FLOWS_ENCRYPTION_KEY: base64Key32.default('ZGV2LW9ubHktZmxvd3MtZW5jcnlwdGlvbi1rZXkhISE='),
  FLOWS_ENCRYPTION_KEY_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .default('k1'),
  /** Older keys still accepted for decryption during a rotation: `id:base64,id:base64`. */
  FLOWS_ENCRYPTION_PREVIOUS_KEYS: z.string().optional(),
  /** messaging-proxy, which owns phone numbers and business accounts (ownership checks). */
  MESSAGING_PROXY_GRPC_ADDRESS: z.string().default('127.0.0.1:50052'),
  /** workflows-agent, which owns the table store functions reach as `env.DB` (decision 0603). */
  WORKFLOWS_AGENT_GRPC_ADDRESS: z.string().default('127.0.0.1:50056'),
  /** Default and maximum wall-clock limit of one function invocation, in ms. */
  FUNCTION_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(5_000),
  FUNCTION_MAX_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(15_000),
  /** Resident memory limit of a function's workerd process, in MiB (the runtime itself takes about 50). */
  FUNCTION_MEMORY_MB: z.coerce.number().int().min(64).max(4096).default(256),
  /** Invocation records older than this are deleted (hourly sweep). */
  INVOCATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Data-endpoint exchange records (flow_data_exchanges, decision 0019) older than this are deleted, days. */
  FLOW_DATA_EXCHANGE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
});

/** Parsed flows configuration. */
export type Config = z.infer<typeof configSchema>;

/** Reads the configuration from the environment; fails listing every problem. */
export function loadFlowsConfig(env: Record<string, string | undefined> = process.env): Config {
  return loadConfig(configSchema, env);
}
