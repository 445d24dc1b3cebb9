import { loadConfig, portFromEnv, serviceEnvSchema, z } from '@platform/config';

const base64Key32 = z.string().refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded');

/** messaging-proxy environment: the shared service variables (see @platform/config) plus its own. */
export const configSchema = serviceEnvSchema.extend({
  /** gRPC listen port (all-in-one mode uses a distinct port per service). */
  GRPC_PORT: portFromEnv.default(50052),
  /** HTTP listen port: upstream webhook receiver, onboarding pages and the {proxy_url} pass-through. Only the gateway and the upstream may reach it (network policy). */
  HTTP_PORT: portFromEnv.default(8081),
  /** Interface the HTTP server binds. */
  HTTP_HOST: z.string().default('0.0.0.0'),
  /** Public origin clients see (onboarding page URLs are `${PUBLIC_URL}/onboarding/<token>`). */
  PUBLIC_URL: z.string().url().default('http://127.0.0.1:8081'),
  /** Graph API origin of the upstream network (the simulator in development and tests). */
  UPSTREAM_BASE_URL: z.string().url().default('http://127.0.0.1:4010'),
  /** Graph API version prefixed to upstream paths. */
  UPSTREAM_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default('v24.0'),
  /** Id of the platform's upstream app (subscribed_apps check, debug_token, upstream_app_id). */
  UPSTREAM_APP_ID: z.string().regex(/^\d+$/).default('100000000000001'),
  /** Secret of the platform's upstream app: verifies X-Hub-Signature-256 and forms the app token. */
  UPSTREAM_APP_SECRET: z.string().min(1).default('upstream-sim-app-secret'),
  /**
   * Embedded signup login configuration (`config_id` the setup page passes to `FB.login`, decision 0247);
   * the default is the upstream simulator's default configuration.
   */
  UPSTREAM_SIGNUP_CONFIG_ID: z.string().regex(/^\d+$/).default('300000000000001'),
  /**
   * Origin the setup page loads the upstream's JS SDK from (`{origin}/{locale}/sdk.js`): the upstream's
   * `https://connect.facebook.net`; unset: UPSTREAM_BASE_URL (the simulator serves its SDK itself).
   */
  UPSTREAM_SIGNUP_SDK_ORIGIN: z.string().url().optional(),
  /**
   * Origin of the signup window whose `WA_EMBEDDED_SIGNUP` messages the setup page accepts (the
   * upstream's `https://www.facebook.com`); unset: UPSTREAM_BASE_URL.
   */
  UPSTREAM_SIGNUP_WINDOW_ORIGIN: z.string().url().optional(),
  /** Verify token the upstream sends in the webhook handshake (numbers' own verify tokens are accepted too). */
  UPSTREAM_WEBHOOK_VERIFY_TOKEN: z.string().min(1).optional(),
  /**
   * Telephony provider account (Twilio REST 2010-04-01) of number provisioning: Account SID and auth
   * token (the token also keys the inbound webhooks' X-Twilio-Signature). Unset: no provisioning.
   */
  TELEPHONY_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'an Account SID: AC and 32 hex digits')
    .optional(),
  TELEPHONY_AUTH_TOKEN: z.string().min(1).optional(),
  /** Origin replacing https://api.twilio.com (the telephony simulator in development and tests); unset: the real API. */
  TELEPHONY_BASE_URL: z.string().url().optional(),
  /**
   * Public base the telephony provider posts its SMS and voice webhooks to (`<base>/telephony/webhooks/sms|voice`,
   * the gateway's public mount; decision 0248). The signatures are checked over this URL. Unset: PUBLIC_URL.
   */
  TELEPHONY_WEBHOOK_BASE_URL: z.string().url().optional(),
  /** How long one verification code request waits for the code to arrive, ms (SMS, then a voice call). */
  PROVISIONING_CODE_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(90_000),
  /** A provisioning flow's lease on its setup link, ms: renewed at each step; a stopped flow is taken over after it. */
  PROVISIONING_LEASE_MS: z.coerce.number().int().min(200).max(600_000).default(60_000),
  /** How often a provisioning flow reads its row while it waits (the code, another flow), ms. */
  PROVISIONING_POLL_MS: z.coerce.number().int().min(10).max(10_000).default(500),
  /** Provisioning attempts per setup link (each after a failure buys a number again). */
  PROVISIONING_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  /** Per-request timeout of upstream calls, in milliseconds. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** AES-256-GCM key for access tokens at rest (base64 of 32 bytes). */
  TOKEN_ENCRYPTION_KEY: base64Key32.default('ZGV2LW9ubHktdG9rZW4tZW5jcnlwdGlvbi1rZXkhISE='),
  /** Id stored with each ciphertext, so keys can rotate. */
  TOKEN_ENCRYPTION_KEY_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .default('k1'),
  /** Older keys still accepted for decryption during a rotation: `id:base64,id:base64`. */
  TOKEN_ENCRYPTION_PREVIOUS_KEYS: z.string().optional(),
  /**
   * HMAC key of the signed media download links of {proxy_url} (base64, at least 32 bytes; decision
   * 0243): the gateway verifies with the same key, so both must be set to one value. Never logged.
   */
  MEDIA_LINK_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length >= 32, 'must be at least 32 bytes, base64-encoded')
    .default('ZGV2LW9ubHktbWVkaWEtbGluay1zaWduaW5nLWtleSEhIQ=='),
  /** How long a media object's signed download `url` works, in seconds (the upstream's own: 5 minutes). */
  MEDIA_LINK_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  /**
   * Non-public targets a number's webhook_destination_url may name anyway (host names, addresses,
   * CIDRs, comma-separated; same policy and variable as the webhooks service). Empty in production;
   * development and tests admit loopback receivers.
   */
  WEBHOOK_ALLOWED_TARGETS: z.string().default(''),
  /**
   * Where inbound media is kept (decision 0251): `none` (not kept: downloads always go to the upstream),
   * `filesystem` (under MEDIA_STORAGE_DIR; the all-in-one's default) or `s3` (an S3-compatible bucket,
   * MEDIA_S3_*; production).
   */
  MEDIA_STORAGE: z.enum(['none', 'filesystem', 's3']).default('none'),
  /** Directory of the filesystem media storage; unset: `<DATA_DIR>/media`. */
  MEDIA_STORAGE_DIR: z.string().min(1).optional(),
  /** Bucket of the S3 media storage (required with MEDIA_STORAGE=s3). */
  MEDIA_S3_BUCKET: z.string().min(1).optional(),
  /** Region of the S3 media storage. */
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  /** Endpoint of an S3-compatible server (MinIO, R2, ...); unset: AWS S3. */
  MEDIA_S3_ENDPOINT: z.string().url().optional(),
  /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible servers need. */
  MEDIA_S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Static credentials of the S3 media storage (a Secret); unset: the SDK's default chain (IRSA, instance role, AWS_* variables). Never logged. */
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Key prefix of the media objects inside the bucket. */
  MEDIA_S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.\/-]*$/)
    .default('media/'),
  /** Days a received media is kept; the sweeper deletes rows past it and contents no row references. */
  MEDIA_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  /** How often the media retention sweeper runs, ms. */
  MEDIA_RETENTION_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(86_400_000).default(3_600_000),
  /** How often the media fetch worker looks for due fetches, ms. */
  MEDIA_FETCH_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
  /** Delays before the 2nd, 3rd, … media fetch attempt, comma-separated ms (unset: 10 s, 1 min, 5 min, 30 min, 2 h, 6 h). */
  MEDIA_FETCH_RETRY_SCHEDULE: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,19}$/)
    .optional(),
  /** Days a setup link stays active (spec: 30). */
  SETUP_LINK_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Days the external API log (decision 0250) is kept and searchable (log search source `external_api_log`). */
  EXTERNAL_API_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Days the received upstream changes are kept and searchable (log search source `upstream_webhook_event`). */
  UPSTREAM_WEBHOOK_EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** How often the log retention sweeper deletes rows past their retention (and webhook receipts past 8 days), ms. */
  LOG_RETENTION_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(86_400_000).default(3_600_000),
  /** How often the sweeper stores `expired` on setup links past their expiry, ms (decision 0202). */
  SETUP_LINK_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(86_400_000).default(60_000),
  /** Health result cache lifetime in milliseconds (spec 8: 3 minutes). */
  HEALTH_CACHE_TTL_MS: z.coerce.number().int().min(0).default(180_000),
  /**
   * Oldest a number row or a "not shared" mark cached for the send path may be, in ms (decision 0237):
   * changes reach every replica at once through Redis pub/sub; this bounds a lost invalidation. 0 = no cache.
   */
  SEND_PATH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /**
   * Upstream webhook deliveries committed together at most (decision 0504): deliveries that arrive while
   * earlier ones commit share the next transaction (each answered after it committed). 1 = one each.
   */
  UPSTREAM_WEBHOOK_BATCH: z.coerce.number().int().min(1).max(256).default(64),
  /** How long a health check waits for another in-flight check of the same number (spec 8: 15 s). */
  HEALTH_INFLIGHT_WAIT_MS: z.coerce.number().int().min(1).default(15_000),
  /** Key prefix of this service's shared state in Redis (health cache and locks). */
  KV_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]+$/)
    .default('messaging-proxy'),
  /**
   * Price list used for `messaging_proxy.message.priced` / `call.priced` (the upstream's status
   * webhooks carry the category, not the amount): JSON `{ currency, categories: { marketing: micros, ... }, call_per_minute_micros }`.
   */
  UPSTREAM_PRICE_LIST: z.string().optional(),
  /** Forward upstream payloads to numbers' webhook_destination_url (decision 0501). */
  RAW_FORWARD_ENABLED: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Per-request timeout of a forward (handshake or POST), ms. */
  RAW_FORWARD_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Delays before the 2nd, 3rd, … forward attempt, comma-separated ms (unset: the project webhooks' schedule). */
  RAW_FORWARD_RETRY_SCHEDULE: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,19}$/)
    .optional(),
  /** How long the upstream keeps a call recording after the call ends: the estimate of its `expires_at` (decision 0220). */
  CALL_RECORDING_RETENTION_HOURS: z.coerce.number().int().min(1).max(87_600).default(168),
  /** How long the upstream keeps a call transcription after the call ends (decision 0220). */
  CALL_TRANSCRIPTION_RETENTION_HOURS: z.coerce.number().int().min(1).max(87_600).default(720),
  /**
   * How long a send's `forwarding` record holds its Idempotency-Key while the upstream is called, ms
   * (decision 0240): longer than UPSTREAM_TIMEOUT_MS; unset = UPSTREAM_TIMEOUT_MS + 20 s. Past it, a
   * retry is told the outcome is unknown, and the reconciler binds the status webhooks it sees.
   */
  SEND_FORWARD_LEASE_MS: z.coerce.number().int().min(1_000).max(600_000).optional(),
  /** How often the send reconciler looks for sends of unknown outcome, ms (decision 0240). */
  SEND_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /**
   * How long a send's outcome may stay unknown (no upstream answer, or the process died while
   * forwarding) before it is presumed not sent and its Idempotency-Key spent, ms (decision 0240).
   */
  SEND_OUTCOME_DEADLINE_MS: z.coerce
    .number()
    .int()
    .min(10_000)
    .max(7 * 24 * 3_600_000)
    .default(600_000),
  /** gRPC address of the contacts service (history reads of the pass-through). */
  CONTACTS_GRPC_ADDRESS: z.string().default('127.0.0.1:50055'),
  /**
   * gRPC address of the funding service: the credit hold of every `{proxy_url}` send (decisions 0104,
   * 0230). Unset: sends are not priced nor held (the opt-out check still runs); every deployment and
   * the all-in-one set it.
   */
  FUNDING_GRPC_ADDRESS: z.string().min(1).optional(),
  /**
   * phone_number_id of the platform sandbox number, shared by all projects (spec 3.7): its
   * conversation changes go to contacts, which routes them to the tester's active session. Unset:
   * no sandbox.
   */
  SANDBOX_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{1,32}$/)
    .optional(),
});

/** Parsed messaging-proxy configuration. */
export type Config = z.infer<typeof configSchema>;

/** Reads the configuration from the environment; fails listing every problem. */
export function loadMessagingProxyConfig(env: Record<string, string | undefined> = process.env): Config {
  return loadConfig(configSchema, env);
}
