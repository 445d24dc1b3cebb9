import { loadConfig, portFromEnv, serviceEnvSchema, z } from '@platform/config';

const base64Key = z.string().refine((v) => Buffer.from(v, 'base64').length === 32, 'must be base64 of exactly 32 bytes (AES-256-GCM key)');

/** funding environment: the shared service variables (see @platform/config) plus its own. */
export const configSchema = serviceEnvSchema.extend({
  /** gRPC listen port (all-in-one mode uses a distinct port per service). */
  GRPC_PORT: portFromEnv.default(50051),
  /** Origin of the upstream Graph API (the simulator in dev and tests). */
  UPSTREAM_BASE_URL: z.string().url().default('http://127.0.0.1:4010'),
  /** Graph API version prefix of every upstream call. */
  UPSTREAM_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default('v24.0'),
  /** Timeout of one upstream HTTP call, in ms. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** AES-256-GCM key (base64, 32 bytes) encrypting solution access tokens at rest; unset = solutions with tokens cannot be configured. */
  TOKEN_ENCRYPTION_KEY: base64Key.optional(),
  /** Id stored with each ciphertext, so keys can rotate (docs/decisions/0006). */
  TOKEN_ENCRYPTION_KEY_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .default('k1'),
  /** Older keys still accepted for decryption during a rotation: `id:base64,id:base64`. */
  TOKEN_ENCRYPTION_PREVIOUS_KEYS: z.string().optional(),
  /** Settlement currency of the service (Funding.currency). */
  FUNDING_SETTLEMENT_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('USD'),
  /** Re-run cooldown after a run ends, in ms (spec 8: 30 seconds). */
  FUNDING_COOLDOWN_MS: z.coerce.number().int().min(0).default(30_000),
  /** A run not terminal this long after it started becomes expired, in ms. */
  FUNDING_RUN_DEADLINE_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(5 * 60_000),
  /** Ack wait of the run and revocation work queues, in ms: after a worker crash the item is redelivered this long after its last progress. */
  FUNDING_WORK_ACK_WAIT_MS: z.coerce.number().int().min(500).default(30_000),
  /** Delay before the worker polls an allocation still PENDING upstream, or retries a transient upstream failure, in ms. */
  FUNDING_RETRY_DELAY_MS: z.coerce.number().int().min(10).default(5_000),
  /** Interval of the sweeper that expires runs past their deadline and re-queues lost work, in ms. */
  FUNDING_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).default(10_000),
  /** How long EnsureFunding waits for the per-account lock before answering 503 (contention), in ms. */
  FUNDING_LOCK_TIMEOUT_MS: z.coerce.number().int().min(10).default(3_000),
  /**
   * Public base URL of the platform API (`{base_url}`, as clients reach the gateway): the default
   * `billing_url` is `${API_PUBLIC_URL}/billing/credits`. The all-in-one sets it from its public URL;
   * the default is a standalone gateway's on this machine.
   */
  API_PUBLIC_URL: z.string().url().default('http://127.0.0.1:8080/platform/v1'),
  /** Where a project tops up its prepaid credits (`billing_url` of the 402 insufficient_credits body); unset = `${API_PUBLIC_URL}/billing/credits`. */
  FUNDING_BILLING_URL: z.string().url().optional(),
  /** A rate card file (JSON, docs/decisions/0104) loaded at start when it differs from the newest version; unset = cards come from the admin CLI only. */
  FUNDING_RATE_CARD_FILE: z.string().min(1).optional(),
  /** A credit hold neither confirmed nor released this long (the send path died mid-send) is released, in ms. */
  FUNDING_CREDIT_HOLD_TTL_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(15 * 60_000),
  /** A confirmed send whose status webhook pricing never arrives is settled at its held price after this long, in ms. */
  FUNDING_CREDIT_SETTLE_AFTER_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(48 * 3_600_000),
  /** How long a stored Idempotency-Key answer is kept, in ms (default 24 h). */
  IDEMPOTENCY_TTL_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(24 * 3_600_000),
});

/** Parsed funding configuration. */
export type Config = z.infer<typeof configSchema>;

/** The `billing_url` of a 402 insufficient_credits: FUNDING_BILLING_URL, else the platform API's credits page. */
export function billingUrlOf(config: Pick<Config, 'API_PUBLIC_URL' | 'FUNDING_BILLING_URL'>): string {
  return config.FUNDING_BILLING_URL ?? `${config.API_PUBLIC_URL.replace(/\/+$/, '')}/billing/credits`;
}

/** Reads the configuration from the environment; fails listing every problem. */
export function loadFundingConfig(env: Record<string, string | undefined> = process.env): Config {
  return loadConfig(configSchema, env);
}
