import { idempotentMethodsOf, loadContracts, type contacts } from '@platform/contracts';
import { createClient } from '@platform/grpc';

/** A lazily connected client of the contacts service (history reads of the pass-through). */
export interface ContactsClient {
  client(): contacts.ContactsServiceClient;
  close(): void;
}

/** The contacts client at `address` (a deadline on every call, retried only when UNAVAILABLE on reads). */
export function contactsClient(address: string): ContactsClient {
  const { contracts } = loadContracts();
  let client: contacts.ContactsServiceClient | undefined;
  return {
    client: () =>
      (client ??= createClient(contracts.contacts.ContactsService, address, {
        defaultDeadlineMs: 5_000,
        idempotentMethods: idempotentMethodsOf(contracts.contacts.ContactsService.service),
      })),
    close: () => client?.close(),
  };
}
