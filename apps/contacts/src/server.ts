import { loadContracts, type contacts } from '@platform/contracts';
import { unaryHandler } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import { startService, type RunningService } from '@platform/service';
import type { Config } from './config';
import { ContactsRepository } from './infra/db/contacts.repository';
import { migrations } from './migrations';
import { getContactRpc } from './rpc/get-contact.rpc';
import { listMarketingPreferencesRpc } from './rpc/list-marketing-preferences.rpc';

/** Boots contacts: config → db (migrations) → bus → gRPC server with health → shutdown stack. */
export function run(config: Config, opts: { logger?: Logger; clock?: Clock } = {}): Promise<RunningService> {
  const { contracts, packageDefinitions } = loadContracts();
  return startService({
    name: 'contacts',
    config,
    migrations,
    streams: [{ name: 'CONTACTS', subjects: ['contacts.>'] }],
    packageDefinitions: [packageDefinitions.contacts],
    logger: opts.logger,
    clock: opts.clock,
    wire({ db, logger }) {
      const repo = new ContactsRepository(db);
      const implementation: contacts.ContactsServiceHandlers = {
        GetContact: unaryHandler(getContactRpc(repo), { logger }),
        ListMarketingPreferences: unaryHandler(listMarketingPreferencesRpc(repo), { logger }),
      };
      return [{ name: 'svc.contacts.v1.ContactsService', definition: contracts.contacts.ContactsService.service, implementation }];
    },
  });
}
