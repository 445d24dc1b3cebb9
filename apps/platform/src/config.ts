import { booleanFromEnv, loadConfig, portFromEnv, z } from '@platform/config';

/**
 * All-in-one environment. Unset engine URLs select the embedded defaults (PGlite under DATA_DIR, the
 * in-process bus and stores, the upstream simulator); set ones select the real engines. The same
 * variables are handed to every composed app, so app-specific variables (see each app's config.ts)
 * can be set here too.
 */
export const configSchema = z.object({
  /** Port of the gateway ({base_url} and {proxy_url}). */
  PORT: portFromEnv.default(8080),
  /** Interface every composed server binds (loopback by default: a development process). */
  HOST: z.string().default('127.0.0.1'),
  /** Port of the upstream simulator when UPSTREAM_BASE_URL is unset. */
  SIM_PORT: portFromEnv.default(4010),
  /** Port of the automation connector simulator when CONNECTOR_BASE_URL is unset. */
  CONNECTOR_SIM_PORT: portFromEnv.default(4020),
  /** Port of the LLM provider simulator when AGENT_OPENAI_BASE_URL and AGENT_ANTHROPIC_BASE_URL are unset. */
  LLM_SIM_PORT: portFromEnv.default(4030),
  /** Port of the telephony provider simulator when neither TELEPHONY_BASE_URL nor TELEPHONY_ACCOUNT_SID is set. */
  TELEPHONY_SIM_PORT: portFromEnv.default(4040),
  /** Port of messaging-proxy's HTTP listener (webhook receiver, onboarding pages, pass-through). */
  MESSAGING_PROXY_HTTP_PORT: portFromEnv.default(8081),
  /** Port of the flows service's HTTP listener (the public data endpoints the upstream calls). */
  FLOWS_HTTP_PORT: portFromEnv.default(8083),
  /** First of seven consecutive loopback gRPC ports of the composed services (funding first). */
  GRPC_BASE_PORT: portFromEnv.default(50051),
  /** Loopback port of the admin endpoint the CLI uses while PGlite (single-process) is in use. */
  ADMIN_PORT: portFromEnv.default(8089),
  /** Embedded data (PGlite files, generated local secrets). */
  DATA_DIR: z.string().default('.data'),
  /** Real engines: when set, used instead of the embedded ones. */
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().optional(),
  NATS_URL: z.string().optional(),
  /** The upstream Graph API; unset = start the simulator in-process. */
  UPSTREAM_BASE_URL: z.string().url().optional(),
  /** The automation connector's API (integrations); unset = the in-process connector simulator. */
  CONNECTOR_BASE_URL: z.string().url().optional(),
  /** Public origin printed for clients (default http://localhost:PORT). */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Isolates an instance on shared real engines: Postgres schemas become `<prefix>_<app>`, the bus
   * namespace and Redis prefix become `<prefix>`. Empty = the apps' own names (one instance per engine).
   */
  SCHEMA_PREFIX: z
    .string()
    .regex(/^[a-z][a-z0-9]*$/)
    .optional(),
  /** Log level of every composed app (warn keeps the start-up banner readable; info for details). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  /** Create and print a demo project on first start. */
  DEMO_PROJECT: booleanFromEnv.default('true'),
  OTEL_SDK_DISABLED: booleanFromEnv.default('false'),
});

/** Parsed all-in-one configuration. */
export type PlatformConfig = z.infer<typeof configSchema>;

/** The process environment, for handing app-specific variables through to the composed apps. */
export function readEnv(): Record<string, string | undefined> {
  return { ...process.env };
}

/** Reads the all-in-one configuration (fails listing every problem). */
export function loadPlatformConfig(env: Record<string, string | undefined> = process.env): PlatformConfig {
  return loadConfig(configSchema, env);
}
