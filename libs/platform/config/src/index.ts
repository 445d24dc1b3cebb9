import { z } from 'zod';

/** Raised at startup when the environment does not satisfy an app's schema; lists every problem at once. */
export class ConfigError extends Error {
  /** One line per invalid or missing variable, e.g. `GRPC_PORT: Expected number, received nan`. */
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * Parses `env` with an app's zod schema. The only sanctioned reader of `process.env` is an app's
 * `src/config.ts`, which calls this with `process.env`. Every issue is collected, so one failed start
 * shows everything that must be fixed.
 */
export function loadConfig<S extends z.ZodTypeAny>(schema: S, env: Record<string, string | undefined>): z.infer<S> {
  // Empty strings mean "unset": k8s ConfigMaps and shells often export VAR= for optional values.
  const cleaned: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v !== '') cleaned[k] = v;
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(problems);
  }
  return result.data;
}

/** `"true"`/`"1"`/`"yes"` → true; `"false"`/`"0"`/`"no"` → false. */
export const booleanFromEnv = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A TCP port number (0 lets the OS choose, used by tests). */
export const portFromEnv = z.coerce.number().int().min(0).max(65535);

/**
 * Variables every service app shares. Each app's schema extends this with its own.
 * Unset engine URLs select the embedded adapters (PGlite, in-process bus and stores).
 */
export const serviceEnvSchema = z.object({
  /** Nx project name; also the OpenTelemetry service name and the Kubernetes name. */
  SERVICE_NAME: z.string().min(1).optional(),
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Interface the gRPC server binds. */
  GRPC_HOST: z.string().default('0.0.0.0'),
  /** gRPC listen port. */
  GRPC_PORT: portFromEnv,
  /** Postgres URL; unset = embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /** Postgres schema of the service's tables; defaults to the service name (tests use unique ones). */
  DB_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  /** Data directory of the embedded engines (PGlite). */
  DATA_DIR: z.string().default('.data'),
  /** NATS URL with JetStream; unset = in-process bus. */
  NATS_URL: z.string().optional(),
  /** Prefix of stream names and subjects; isolates test runs and environments sharing one NATS. */
  BUS_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9_]*$/)
    .default(''),
  /** Redis URL; unset = in-process stores. */
  REDIS_URL: z.string().optional(),
  /** Seconds to keep answering after health turns NOT_SERVING, so load balancers drain first. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(0),
  /** Upper bound of a graceful shutdown before in-flight calls are cancelled. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** OpenTelemetry: traces are exported only when an exporter endpoint is configured. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().optional(),
  /** OpenTelemetry master switch (standard variable). */
  OTEL_SDK_DISABLED: booleanFromEnv.default('false'),
  /** Apply this service's migrations, then exit 0 without serving (the Kubernetes migration Job). */
  MIGRATE_ONLY: booleanFromEnv.default('false'),
  /** Replicas of the JetStream streams this service owns (3 in production clusters). */
  NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  /** Which auto-instrumentations load: selective (http, grpc, pg, undici; measured in bench/), all, none. */
  OTEL_INSTRUMENTATIONS: z.enum(['selective', 'all', 'none']).default('selective'),
  /** Standard OTel sampler name; unset = parentbased_traceidratio (our default, see @platform/telemetry). */
  OTEL_TRACES_SAMPLER: z.string().optional(),
  /** Standard OTel sampler argument; with the default sampler, the share of new traces recorded (0.1 = 10 %). */
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).optional(),
});

/** Parsed shared service settings. */
export type ServiceEnv = z.infer<typeof serviceEnvSchema>;

export { z };
