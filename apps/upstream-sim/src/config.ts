import { z } from 'zod';

/** Environment of the upstream simulator. The only reader of process.env in this app. */
const EnvSchema = z.object({
  /** HTTP port the simulator listens on (0 picks a free port). */
  PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  /** Interface to bind. */
  HOST: z.string().default('0.0.0.0'),
  /** App secret: signs webhooks (X-Hub-Signature-256) and forms the app token `app_id|app_secret`. */
  SIM_APP_SECRET: z.string().min(1).default('upstream-sim-app-secret'),
  /** Id of the simulated app (digits). */
  SIM_APP_ID: z.string().regex(/^\d+$/).default('100000000000001'),
  /** Where the simulator POSTs webhooks; none are sent while unset (PUT /__sim/webhook can set it). */
  SIM_WEBHOOK_URL: z.string().url().optional(),
  /** Verify token sent in the webhook handshake. */
  SIM_WEBHOOK_VERIFY_TOKEN: z.string().optional(),
  /** Graph version the simulator claims; paths accept any /vNN.N prefix or none. */
  SIM_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default('v24.0'),
  /** Default messages per second per number (upstream's default is 80). */
  SIM_THROUGHPUT_PER_SECOND: z.coerce.number().int().positive().default(80),
  /** Id of the embedded signup login configuration (`config_id` the setup page passes to `FB.login`). */
  SIM_SIGNUP_CONFIG_ID: z.string().regex(/^\d+$/).default('300000000000001'),
  /** pino level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Validated simulator configuration. */
export type SimConfig = z.infer<typeof EnvSchema>;

/** Reads and validates the environment; throws with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): SimConfig {
  return EnvSchema.parse(env);
}
