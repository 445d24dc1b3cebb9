import { loadConfig, portFromEnv, serviceEnvSchema, z } from '@platform/config';

/** workflows-agent environment: the shared service variables (see @platform/config) plus its own. */
export const configSchema = serviceEnvSchema.extend({
  /** gRPC listen port (all-in-one mode uses a distinct port per service). */
  GRPC_PORT: portFromEnv.default(50056),
});

/** Parsed workflows-agent configuration. */
export type Config = z.infer<typeof configSchema>;

/** Reads the configuration from the environment; fails listing every problem. */
export function loadWorkflowsAgentConfig(env: Record<string, string | undefined> = process.env): Config {
  return loadConfig(configSchema, env);
}
