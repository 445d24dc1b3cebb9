/** A use-case context for tests that drive the webhooks use cases directly over a running service's database. */
import { KeyRing, SecretCipher } from '@platform/crypto';
import type { Db } from '@platform/db';
import { silentLogger } from '@platform/logger';
import { systemClock } from '@platform/runtime';
import { parseAllowList } from '@platform/ssrf';
import type { Config } from '../../src/config';
import { DeliveriesRepository } from '../../src/infra/db/deliveries.repository';
import { ListenersRepository } from '../../src/infra/db/listeners.repository';
import { PreferencesRepository } from '../../src/infra/db/preferences.repository';
import { WebhooksRepository } from '../../src/infra/db/webhooks.repository';
import { usecaseSettings, type UsecaseContext } from '../../src/usecases/context';

/**
 * The context server.ts would wire from `config`, minus the outbound calls: the sender and the
 * phone-number directory throw unless `overrides` supplies them, so a test that reaches one by
 * accident fails loudly instead of sending.
 */
export function testContext(db: Db, config: Config, overrides: Partial<UsecaseContext> = {}): UsecaseContext {
  return {
    db,
    clock: systemClock,
    logger: silentLogger,
    secrets: new SecretCipher(KeyRing.fromConfig(config.TOKEN_ENCRYPTION_KEY, config.TOKEN_ENCRYPTION_KEY_ID, config.TOKEN_ENCRYPTION_PREVIOUS_KEYS)),
    allowList: parseAllowList(config.WEBHOOK_ALLOWED_TARGETS),
    sender: async () => {
      throw new Error('this test context sends nothing');
    },
    phoneNumbers: {
      belongsTo: async (): Promise<boolean> => {
        throw new Error('this test context has no phone-number directory');
      },
      close: () => undefined,
    },
    webhooks: new WebhooksRepository(db),
    deliveries: new DeliveriesRepository(db),
    preferences: new PreferencesRepository(),
    listeners: new ListenersRepository(db),
    settings: usecaseSettings(config),
    ...overrides,
  };
}
