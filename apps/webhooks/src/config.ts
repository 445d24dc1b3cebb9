import { loadConfig, portFromEnv, serviceEnvSchema, z } from '@platform/config';

/** webhooks environment: the shared service variables (see @platform/config) plus its own. */
export const configSchema = serviceEnvSchema.extend({
  /** gRPC listen port (all-in-one mode uses a distinct port per service). */
  GRPC_PORT: portFromEnv.default(50057),
  /** messaging-proxy's gRPC address: it owns phone numbers, and per-number webhooks are checked against it. */
  MESSAGING_PROXY_GRPC_ADDRESS: z.string().default('127.0.0.1:50052'),
  /** base64 of 32 bytes: AES-256-GCM key sealing webhook signing secrets at rest. */
  TOKEN_ENCRYPTION_KEY: z.string().refine((v) => Buffer.from(v, 'base64').length === 32, 'must be base64 of 32 bytes'),
  /** Id stored with each ciphertext, so keys can rotate (docs/decisions/0006). */
  TOKEN_ENCRYPTION_KEY_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .default('k1'),
  /** Older keys still accepted for decryption during a rotation: `id:base64,id:base64`. */
  TOKEN_ENCRYPTION_PREVIOUS_KEYS: z.string().optional(),
  /**
   * Comma-separated hosts, addresses or CIDRs webhooks may reach although they are not public
   * (tests and local development: `127.0.0.1,localhost,::1`). Empty in production.
   */
  WEBHOOK_ALLOWED_TARGETS: z.string().default(''),
  /** Per-attempt timeout (connect + response), ms. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * Seconds before attempts 2..N, comma-separated; default 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h
   * (8 attempts over ≈ 27.6 h). Tests shorten it.
   */
  WEBHOOK_RETRY_SCHEDULE: z.string().default('5,300,1800,7200,18000,36000,36000'),
  /** ± fraction of random jitter applied to each scheduled delay. */
  WEBHOOK_RETRY_JITTER: z.coerce.number().min(0).max(0.5).default(0.1),
  /** Upper bound of an honoured Retry-After, seconds. */
  WEBHOOK_RETRY_AFTER_MAX_S: z.coerce.number().int().min(1).max(86_400).default(86_400),
  /** An endpoint failing every attempt for this long is disabled (reason `failing`), ms; default 5 days. */
  WEBHOOK_DISABLE_AFTER_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(5 * 24 * 3600 * 1000),
  /** Most attempts in flight in this process. */
  WEBHOOK_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).default(256),
  /** Most attempts in flight per endpoint in this process: a slow endpoint holds at most this many slots. */
  WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT: z.coerce.number().int().min(1).max(1000).default(16),
  /** Delivery engine (DeliveriesUsecase) poll interval when idle, ms (commits in this process wake it at once). */
  WEBHOOK_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(200),
  /** Claim lease beyond the timeout, ms: a crashed dispatcher's attempts are retried after timeout + this. */
  WEBHOOK_LEASE_MARGIN_MS: z.coerce.number().int().min(100).default(5_000),
  /**
   * Days finished deliveries (with their attempts) and finished recovery jobs are kept; the
   * webhook_delivery source of log search reaches this far back (decision 0019). Pending deliveries are
   * never deleted.
   */
  DELIVERY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Run the dispatcher loop in this process (turn off to run API-only replicas). */
  WEBHOOK_DISPATCHER_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Consume the messaging-proxy event stream in this process. */
  WEBHOOK_CONSUMER_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

/** Parsed webhooks configuration. */
export type Config = z.infer<typeof configSchema>;

/** Reads the configuration from the environment; fails listing every problem. */
export function loadWebhooksConfig(env: Record<string, string | undefined> = process.env): Config {
  return loadConfig(configSchema, env);
}
