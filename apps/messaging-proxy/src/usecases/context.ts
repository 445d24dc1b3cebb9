import type { Db } from '@platform/db';
import type { KeyValueStore } from '@platform/kv';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import type { PriceList } from '../domain/pricing';
import type { TokenCipher } from '../infra/crypto/token-cipher';
import type { CustomersRepository } from '../infra/db/customers.repository';
import type { DisplayNamesRepository } from '../infra/db/display-names.repository';
import type { PhoneNumbersRepository } from '../infra/db/phone-numbers.repository';
import type { SetupLinksRepository } from '../infra/db/setup-links.repository';
import type { GraphClient } from '../infra/upstream/graph-client';

/** Settings the use cases read (a slice of the config, so tests can build it directly). */
export interface UsecaseSettings {
  publicUrl: string;
  upstreamAppId: string;
  setupLinkTtlDays: number;
  healthCacheTtlMs: number;
  healthInFlightWaitMs: number;
}

/** Everything a use case may depend on, wired once by server.ts. */
export interface UsecaseContext {
  db: Db;
  kv: KeyValueStore;
  clock: Clock;
  logger: Logger;
  graph: GraphClient;
  cipher: TokenCipher;
  prices: PriceList;
  settings: UsecaseSettings;
  customers: CustomersRepository;
  setupLinks: SetupLinksRepository;
  phoneNumbers: PhoneNumbersRepository;
  displayNames: DisplayNamesRepository;
}
