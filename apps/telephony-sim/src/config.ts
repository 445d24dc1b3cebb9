import { z } from 'zod';

/** Environment of the telephony provider simulator. The only reader of process.env in this app. */
const EnvSchema = z.object({
  /** HTTP port (0 picks a free port). */
  PORT: z.coerce.number().int().min(0).max(65535).default(4040),
  /** Interface to bind. */
  HOST: z.string().default('0.0.0.0'),
  /** The account the platform uses (`TELEPHONY_ACCOUNT_SID` / `TELEPHONY_AUTH_TOKEN` must match). */
  SIM_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/, 'an Account SID: AC and 32 hex digits')
    .default('AC00000000000000000000000000000001'),
  SIM_AUTH_TOKEN: z.string().min(1).default('telephony-sim-auth-token'),
  /** An API key of the account (`SK...`) and its secret, accepted like the auth token; none when unset. */
  SIM_API_KEY_SID: z
    .string()
    .regex(/^SK[0-9a-f]{32}$/)
    .optional(),
  SIM_API_KEY_SECRET: z.string().min(1).optional(),
  /**
   * The upstream simulator: each number bought is registered there as a phone line whose
   * `receiver_url` is this simulator, so verification codes sent to it arrive as an SMS or a call.
   */
  SIM_UPSTREAM_SIM_URL: z.string().url().optional(),
  /** pino level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Validated simulator configuration. */
export type SimConfig = z.infer<typeof EnvSchema>;

/** Reads and validates the environment; throws with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): SimConfig {
  return EnvSchema.parse(env);
}
