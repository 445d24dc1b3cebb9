import { z } from 'zod';

/** Environment of the connector simulator. The only reader of process.env in this app. */
const EnvSchema = z.object({
  /** HTTP port (0 picks a free port). */
  PORT: z.coerce.number().int().min(0).max(65535).default(4020),
  /** Interface to bind. */
  HOST: z.string().default('0.0.0.0'),
  /** The platform's connector OAuth client (what `CONNECTOR_CLIENT_ID`/`_SECRET` must match). */
  SIM_CLIENT_ID: z.string().min(1).default('sim-client-id'),
  SIM_CLIENT_SECRET: z.string().min(1).default('sim-client-secret'),
  /** The connector project the platform uses (`proj_...`). */
  SIM_PROJECT_ID: z.string().min(1).default('proj_sim0001'),
  /** Connect API calls per minute before 429 (unset: no limit). */
  SIM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().optional(),
  /** pino level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Validated simulator configuration. */
export type SimConfig = z.infer<typeof EnvSchema>;

/** Reads and validates the environment; throws with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): SimConfig {
  return EnvSchema.parse(env);
}
