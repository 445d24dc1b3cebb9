import type { Db } from '@platform/db';
import type { KeyValueStore } from '@platform/kv';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import type { AllowList } from '@platform/ssrf';
import type { PriceList } from '../domain/pricing';
import type { AccessTokens } from '../infra/crypto/access-tokens';
import type { CustomersRepository } from '../infra/db/customers.repository';
import type { DisplayNamesRepository } from '../infra/db/display-names.repository';
import type { MediaRepository } from '../infra/db/media.repository';
import type { PhoneNumbersRepository } from '../infra/db/phone-numbers.repository';
import type { RawForwardsRepository } from '../infra/db/raw-forwards.repository';
import type { SetupLinksRepository } from '../infra/db/setup-links.repository';
import type { StoredMediaRepository } from '../infra/db/stored-media.repository';
import type { TemplateIdsRepository } from '../infra/db/template-ids.repository';
import type { WebhookReceiptsRepository } from '../infra/db/webhook-receipts.repository';
import type { SendPathCache } from '../infra/kv/send-path.cache';
import type { GraphClient } from '../infra/upstream/graph-client';

/** Settings the use cases read (a slice of the config, so tests can build it directly). */
export interface UsecaseSettings {
  publicUrl: string;
  upstreamAppId: string;
  setupLinkTtlDays: number;
  healthCacheTtlMs: number;
  healthInFlightWaitMs: number;
  /** Targets the SSRF policy admits although not public (WEBHOOK_ALLOWED_TARGETS; empty in production). */
  allowList: AllowList;
  /** phone_number_id of the platform sandbox number (SANDBOX_PHONE_NUMBER_ID), if any. */
  sandboxPhoneNumberId?: string;
  /** Signed media download links (MEDIA_LINK_KEY, MEDIA_LINK_TTL_SECONDS; decision 0243). The key is never logged. */
  mediaLink: { key: Buffer; ttlSeconds: number };
}

/** Everything a use case may depend on, wired once by server.ts. */
export interface UsecaseContext {
  db: Db;
  kv: KeyValueStore;
  clock: Clock;
  logger: Logger;
  graph: GraphClient;
  /** Numbers' upstream access tokens at rest. */
  tokens: AccessTokens;
  prices: PriceList;
  settings: UsecaseSettings;
  customers: CustomersRepository;
  setupLinks: SetupLinksRepository;
  phoneNumbers: PhoneNumbersRepository;
  displayNames: DisplayNamesRepository;
  /** Media ids of the projects' numbers (pass-through routing by owner, decision 0211). */
  media: MediaRepository;
  /** Template ids of the projects' business accounts (pass-through routing by owner, decision 0211). */
  templateIds: TemplateIdsRepository;
  receipts: WebhookReceiptsRepository;
  /** Queue of payloads forwarded to numbers' webhook_destination_url. */
  rawForwards: RawForwardsRepository;
  /** Inbound media kept in the platform's storage (decision 0251); absent when MEDIA_STORAGE is `none`. */
  storedMedia?: StoredMediaRepository;
  /** Number rows of the send path from memory (decision 0237); read from the table when absent. */
  sendPathCache?: Pick<SendPathCache, 'number'>;
}
