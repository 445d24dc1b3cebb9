import * as grpc from '@grpc/grpc-js';
import { loadContracts, lazyClient } from '@platform/contracts';
import { DomainError } from '@platform/errors';
import { callUnary } from '@platform/grpc';

/**
 * Which business accounts and phone numbers a project has: asked of messaging-proxy, which owns
 * numbers. Flows only act upstream on a business account or number of the caller's project.
 */
export interface AccountDirectory {
  /** The business account of one of the project's numbers, or undefined. */
  numberAccount(projectId: string, phoneNumberId: string): Promise<string | undefined>;
  /** Whether one of the project's numbers belongs to the business account. */
  ownsAccount(projectId: string, businessAccountId: string): Promise<boolean>;
  close(): void;
}

/** The directory over messaging-proxy's GetPhoneNumber / ListPhoneNumbers (deadline on every call). */
export function messagingProxyAccounts(address: string): AccountDirectory {
  const { contracts } = loadContracts();
  const { get, close } = lazyClient(contracts.messagingProxy.MessagingProxyService, address, { defaultDeadlineMs: 3_000 });
  return {
    async numberAccount(projectId, phoneNumberId) {
      try {
        const res = await callUnary(get(), 'GetPhoneNumber', { project_id: projectId, phone_number_id: phoneNumberId });
        return res.phone_number?.business_account_id || undefined;
      } catch (err) {
        if (err instanceof DomainError && (err.code === grpc.status.NOT_FOUND || err.code === grpc.status.INVALID_ARGUMENT)) return undefined;
        throw err;
      }
    },
    async ownsAccount(projectId, businessAccountId) {
      const res = await callUnary(get(), 'ListPhoneNumbers', { project_id: projectId, business_account_id: businessAccountId, page: { page: 1, per_page: 1 } });
      return (res.phone_numbers ?? []).length > 0;
    },
    close,
  };
}
