import { loadConfig, portFromEnv, serviceEnvSchema, z } from '@platform/config';

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
});

/** Parsed workflows-agent configuration. */
export type Config = z.infer<typeof configSchema>;

/** Reads the configuration from the environment; fails listing every problem. */
export function loadWorkflowsAgentConfig(env: Record<string, string | undefined> = process.env): Config {
  return loadConfig(configSchema, env);
}
