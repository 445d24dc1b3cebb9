import { z } from 'zod';

const list = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  );

/** Environment of the LLM provider simulator. The only reader of process.env in this app. */
const EnvSchema = z.object({
  /** HTTP port (0 picks a free port). */
  PORT: z.coerce.number().int().min(0).max(65535).default(4030),
  /** Interface to bind. */
  HOST: z.string().default('0.0.0.0'),
  /** Comma-separated keys accepted on the OpenAI API. */
  SIM_OPENAI_KEYS: list,
  /** Comma-separated keys accepted on the Anthropic API. */
  SIM_ANTHROPIC_KEYS: list,
  /** Accept any non-empty key (default true: a local demo with per-project keys works unscripted). */
  SIM_ACCEPT_ANY_KEY: z.enum(['true', 'false']).default('true'),
  /** pino level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Validated simulator configuration. */
export type SimConfig = z.infer<typeof EnvSchema>;

/** Reads and validates the environment; throws with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): SimConfig {
  return EnvSchema.parse(env);
}
