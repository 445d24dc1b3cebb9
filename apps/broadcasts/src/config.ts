import { loadConfig, portFromEnv, serviceEnvSchema, z } from '@platform/config';

/** broadcasts environment: the shared service variables (see @platform/config) plus its own. */
export const configSchema = serviceEnvSchema.extend({
  /** gRPC listen port (all-in-one mode uses a distinct port per service). */
  GRPC_PORT: portFromEnv.default(50054),
  /** messaging-proxy's gRPC address: every send goes through its SendMessage (billing, preferences, thread ownership). */
  MESSAGING_PROXY_GRPC_ADDRESS: z.string().min(1).default('127.0.0.1:50052'),
  /** Key prefix of the shared send pacing in Redis (per-number throughput schedule, pair slots). */
  KV_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]+$/)
    .default('broadcasts'),
  /** Sends in flight per replica. */
  BROADCAST_SEND_CONCURRENCY: z.coerce.number().int().min(1).max(512).default(64),
  /** Recipients claimed per query. */
  BROADCAST_CLAIM_BATCH: z.coerce.number().int().min(1).max(1000).default(200),
  /** How long a claim holds before another replica reconciles it (a crashed replica's recipients). */
  BROADCAST_CLAIM_LEASE_MS: z.coerce.number().int().min(500).default(60_000),
  /** Engine poll interval. */
  BROADCAST_POLL_MS: z.coerce.number().int().min(10).default(500),
  /** A send whose outcome is unknown is retried with the same key after this long. */
  BROADCAST_IN_DOUBT_RETRY_MS: z.coerce.number().int().min(10).default(10_000),
  /**
   * Transient outcomes of one recipient's send (busy, transient upstream errors, no answer) before it
   * ends `failed` with the last error; throttles (130429, 131056) never count.
   */
  BROADCAST_SEND_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(10),
  /** A copy job's lease, and the attempts before a copy ends failed. */
  BROADCAST_COPY_LEASE_MS: z.coerce.number().int().min(100).default(60_000),
  BROADCAST_COPY_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(3),
  /** How long a number's throughput (read from the upstream) is reused. */
  BROADCAST_THROUGHPUT_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  /** workflows-agent's gRPC address: the agent of a broadcast (GetWorkflow, StartWorkflowExecution, ListWorkflowExecutions). */
  WORKFLOWS_AGENT_GRPC_ADDRESS: z.string().min(1).default('127.0.0.1:50056'),
  /** A reply is handed to the broadcast's agent only within this long after the send (attribution window; default 24 h). */
  BROADCAST_AGENT_REPLY_WINDOW_MS: z.coerce.number().int().min(1000).default(86_400_000),
  /** A handoff starts this long after the reply, so the number's own inbound routing has seen it (decision 0805). */
  BROADCAST_AGENT_SETTLE_MS: z.coerce.number().int().min(0).default(3_000),
  /** Attempts of a start that fails transiently (workflows-agent unavailable) before the handoff ends failed. */
  BROADCAST_AGENT_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** This replica's name in claims; default the host name and process id. */
  BROADCAST_WORKER_ID: z.string().min(1).max(200).optional(),
});

/** Parsed broadcasts configuration. */
export type Config = z.infer<typeof configSchema>;

/** Reads the configuration from the environment; fails listing every problem. */
export function loadBroadcastsConfig(env: Record<string, string | undefined> = process.env): Config {
  return loadConfig(configSchema, env);
}
