import { loadContracts, type contacts, lazyClient } from '@platform/contracts';

/** A lazily connected client of the contacts service (history reads of the pass-through). */
export interface ContactsClient {
  client(): contacts.ContactsServiceClient;
  close(): void;
}

/** The contacts client at `address` (a deadline on every call, retried only when UNAVAILABLE on reads). */
export function contactsClient(address: string): ContactsClient {
  const { contracts } = loadContracts();
  const { get, close } = lazyClient(contracts.contacts.ContactsService, address, { defaultDeadlineMs: 5_000 });
  return {
    client: get,
    close,
  };
}
