import { loadConfig, portFromEnv, serviceEnvSchema, z } from '@platform/config';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .default('true')
  .transform((v) => v === 'true' || v === '1');

/** contacts environment: the shared service variables (see @platform/config) plus its own. */
export const configSchema = serviceEnvSchema.extend({
  /** gRPC listen port (all-in-one mode uses a distinct port per service). */
  GRPC_PORT: portFromEnv.default(50055),
  /** Consume messaging-proxy's conversation changes, sends and preference changes (off only in tests that drive the use cases). */
  CONTACTS_CONSUMER_ENABLED: flag,
  /**
   * Transactions of the messaging-proxy consumer at once: its lanes (events are laned by project;
   * each lane applies the events queued meanwhile in one transaction, decision 0502). One by default:
   * fewer, larger transactions cost Postgres and contacts a quarter less per event than four lanes on
   * two cores (decision 0505); raise it when the database has cores to spare.
   */
  CONTACTS_CONSUMER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Most events of the messaging-proxy consumer applied in one transaction (1: one event per transaction). */
  CONTACTS_CONSUMER_BATCH: z.coerce.number().int().min(1).max(500).default(64),
  /** Minutes without messages after which a conversation is `inactive` (messaging.conversation.inactive). */
  CONVERSATION_INACTIVE_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** Hours without messages after which a conversation ends; the next message opens a new one. */
  CONVERSATION_END_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  /** Period of the inactivity sweeper, in milliseconds (0 turns it off). */
  CONVERSATION_SWEEP_MS: z.coerce.number().int().min(0).default(30_000),
  /**
   * Days the message_event source of log search keeps message statuses (decision 0019); older status
   * rows are deleted hourly. Messages themselves are conversation history and stay.
   */
  MESSAGE_EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** phone_number_id of the platform sandbox number shared by all projects (spec 3.7); unset: no sandbox. */
  SANDBOX_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{1,32}$/)
    .optional(),
  /** Display number of the sandbox number (the wa.me link and activation message use it). */
  SANDBOX_DISPLAY_PHONE_NUMBER: z.string().min(3).max(32).optional(),
});

/** Parsed contacts configuration. */
export type Config = z.infer<typeof configSchema>;

/** Reads the configuration from the environment; fails listing every problem. */
export function loadContactsConfig(env: Record<string, string | undefined> = process.env): Config {
  return loadConfig(configSchema, env);
}
