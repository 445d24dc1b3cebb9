import { booleanFromEnv, loadConfig, portFromEnv, z } from '@platform/config';

/** Gateway environment. The only reader of process.env in this app. */
export const configSchema = z.object({
  /** pino level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Interface the HTTP server binds. */
  HTTP_HOST: z.string().default('0.0.0.0'),
  /** HTTP listen port ({base_url}, {proxy_url} and discovery). */
  HTTP_PORT: portFromEnv.default(8080),
  /** Public origin clients use, e.g. https://api.example.com; discovery and OpenAPI print it. Defaults to the request's own origin. */
  PUBLIC_URL: z.string().url().optional(),
  /** Public origin of the dashboard application API ({app_url}). */
  APP_URL: z.string().url().optional(),
  /**
   * Directory of the dashboard's build (`npx nx build dashboard`), served at {app_url} (decision 0021);
   * relative to the working directory. Empty = not served.
   */
  DASHBOARD_DIR: z.string().default('apps/dashboard/dist'),
  /** Postgres URL of the gateway schema (projects, api_keys, api_logs); unset = embedded PGlite. */
  DATABASE_URL: z.string().url().optional(),
  /** Postgres schema of the gateway's tables (tests use a unique one per run). */
  DB_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .default('gateway'),
  /** Data directory of embedded engines. */
  DATA_DIR: z.string().default('.data'),
  /** Redis URL for rate limits shared by all replicas; unset = in-process store (single replica only). */
  REDIS_URL: z.string().optional(),
  /** Key prefix in Redis; isolates environments (and parallel tests) sharing one Redis. */
  REDIS_PREFIX: z.string().default('gw'),
  /**
   * Behaviour while Redis is unreachable: `open` admits requests under a per-replica in-memory
   * limiter (degraded accuracy, no outage), `closed` answers 503. See docs/decisions/0003.
   */
  RATE_LIMIT_REDIS_DOWN: z.enum(['open', 'closed']).default('open'),
  /**
   * Bound on one Redis round trip of the limiter. A hung Redis past it is treated as down (see
   * RATE_LIMIT_REDIS_DOWN); a disconnected one fails at once (no offline queue).
   */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(1000),
  /**
   * Express `trust proxy` setting used for `ip_address` in request logs: `false` (use the socket
   * address), a hop count, or a comma-separated list of trusted proxy addresses/CIDRs.
   */
  TRUST_PROXY: z.string().default('false'),
  /** Largest accepted JSON body. */
  BODY_LIMIT: z.string().default('1mb'),
  /**
   * Oldest a cached key lookup may be and still be trusted, per replica (≤ 5 s): the bound on how long
   * a revoked key or an old plan keeps working if background revalidation stalls.
   */
  API_KEY_CACHE_TTL_MS: z.coerce.number().int().min(0).max(5000).default(4000),
  /** How often each replica re-reads the keys in use, in one batched query (0 = off). Revocations usually land within this. */
  API_KEY_REVALIDATE_MS: z.coerce.number().int().min(0).max(5000).default(1000),
  /**
   * How often each replica writes the keys' last use (`last_used_at`), in one statement (decision
   * 0011): no write per request; `last_used_at` lags by at most this.
   */
  API_KEY_USAGE_FLUSH_MS: z.coerce.number().int().min(10).max(60_000).default(5000),
  /** Request log batching: flush interval and batch size. */
  API_LOG_FLUSH_MS: z.coerce.number().int().min(10).default(250),
  API_LOG_BATCH_SIZE: z.coerce.number().int().min(1).max(5000).default(500),
  /** Turn request logging off (benchmarks only). */
  API_LOG_ENABLED: booleanFromEnv.default('true'),
  /** Days the request log (api_logs, the `request_log` source of log search) is kept; older entries are purged in batches (decision 0019). */
  API_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** gRPC addresses (host:port) of the services the route table calls. */
  FUNDING_GRPC_ADDRESS: z.string().default('127.0.0.1:50051'),
  MESSAGING_PROXY_GRPC_ADDRESS: z.string().default('127.0.0.1:50052'),
  FLOWS_GRPC_ADDRESS: z.string().default('127.0.0.1:50053'),
  BROADCASTS_GRPC_ADDRESS: z.string().default('127.0.0.1:50054'),
  CONTACTS_GRPC_ADDRESS: z.string().default('127.0.0.1:50055'),
  WORKFLOWS_AGENT_GRPC_ADDRESS: z.string().default('127.0.0.1:50056'),
  WEBHOOKS_GRPC_ADDRESS: z.string().default('127.0.0.1:50057'),
  /** HTTP origin of messaging-proxy's pass-through listener, target of {proxy_url}. */
  MESSAGING_PROXY_HTTP_URL: z.string().url().default('http://127.0.0.1:8081'),
  /**
   * HMAC key of the signed media download links of {proxy_url} (base64, at least 32 bytes; decision
   * 0243): messaging-proxy signs with it, the gateway verifies, so both must hold one value. Never logged.
   */
  MEDIA_LINK_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length >= 32, 'must be at least 32 bytes, base64-encoded')
    .default('ZGV2LW9ubHktbWVkaWEtbGluay1zaWduaW5nLWtleSEhIQ=='),
  /**
   * AES-256-GCM key of the people secrets the gateway must read back: TOTP seeds (base64 of 32 bytes;
   * decision 0015). Never logged. Rotate by moving the old key to TOKEN_ENCRYPTION_PREVIOUS_KEYS.
   */
  TOKEN_ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .default('ZGV2LW9ubHktZ2F0ZXdheS1wZW9wbGUtc2VjcmV0cyE='),
  /** Id stored with each ciphertext, so keys can rotate. */
  TOKEN_ENCRYPTION_KEY_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .default('k1'),
  /** Older keys still accepted for decryption during a rotation: `id:base64,id:base64`. */
  TOKEN_ENCRYPTION_PREVIOUS_KEYS: z.string().optional(),
  /**
   * SMTP server of the invitation and password-reset mails (decisions 0014, 0015), e.g.
   * `smtps://user:pass@mail.example.com:465`. Unset: the mails (with their links) are printed to
   * standard output, for a development machine.
   */
  SMTP_URL: z.string().url().optional(),
  /** Sender of those mails. */
  MAIL_FROM: z.string().default('Messaging platform <no-reply@localhost>'),
  /** NATS URL with JetStream: the gateway consumes other services' events for notifications (decision 0020). Unset = in-process bus (all-in-one). */
  NATS_URL: z.string().optional(),
  /** Prefix of stream names and subjects (the same as the services'); isolates environments sharing one NATS. */
  BUS_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9_]*$/)
    .default(''),
  /** Notification mails due are looked for this often (a new notification also wakes the sender at once), ms. */
  NOTIFICATION_MAIL_INTERVAL_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
  /** Attempts of one notification mail before it is recorded as failed (error kept on the notification, logged). */
  NOTIFICATION_MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** First retry delay of a failed notification mail (doubled per attempt, at most an hour), ms. */
  NOTIFICATION_MAIL_RETRY_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /** Notifications older than this many days are deleted (read or not; a mail still pending is kept until it is sent or fails). */
  NOTIFICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Heartbeat comment written on an idle notification stream (SSE) this often, ms. */
  NOTIFICATION_STREAM_HEARTBEAT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** An open webhook listener stream keeps its listener alive this often (decision 0028; the listener expires 5 minutes idle). */
  WEBHOOK_LISTENER_KEEP_MS: z.coerce.number().int().min(50).max(120_000).default(60_000),
  /** The live conversations stream's replay window (decision 0022): at most this many changes per project… */
  LIVE_WINDOW_EVENTS: z.coerce.number().int().min(10).max(100_000).default(2000),
  /** …and none older than this, ms: a Last-Event-ID before the window answers `event: reset`. */
  LIVE_WINDOW_MS: z.coerce.number().int().min(1000).max(86_400_000).default(600_000),
  /**
   * Always set the session cookie's Secure attribute. Otherwise it is set when the request came over
   * TLS (directly, or through a proxy trusted by TRUST_PROXY that says so) or APP_URL is https.
   */
  SESSION_COOKIE_SECURE: booleanFromEnv.default('false'),
  /** Apply the gateway's migrations, then exit 0 without serving (the Kubernetes migration Job). */
  MIGRATE_ONLY: booleanFromEnv.default('false'),
  /** Bound of a graceful shutdown. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** OpenTelemetry master switch (standard variable). */
  OTEL_SDK_DISABLED: booleanFromEnv.default('false'),
  /** Which auto-instrumentations load: selective (http, grpc, pg, undici; measured in bench/), all, none. */
  OTEL_INSTRUMENTATIONS: z.enum(['selective', 'all', 'none']).default('selective'),
  /** Standard OTel sampler name; unset = parentbased_traceidratio (our default, see @platform/telemetry). */
  OTEL_TRACES_SAMPLER: z.string().optional(),
  /** Standard OTel sampler argument; with the default sampler, the share of new traces recorded (0.1 = 10 %). */
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).optional(),
});

/** Parsed gateway configuration. */
export type GatewayConfig = z.infer<typeof configSchema>;

/** Reads the gateway configuration from the environment (fails listing every problem). */
export function loadGatewayConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  return loadConfig(configSchema, env);
}
