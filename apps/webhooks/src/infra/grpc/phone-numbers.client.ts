import { loadContracts, lazyClient } from '@platform/contracts';
import { DomainError } from '@platform/errors';
import { callUnary } from '@platform/grpc';
import * as grpc from '@grpc/grpc-js';

/** Whether a phone number belongs to a project: asked of messaging-proxy, which owns numbers. */
export interface PhoneNumberDirectory {
  belongsTo(projectId: string, phoneNumberId: string): Promise<boolean>;
  close(): void;
}

/** The directory over messaging-proxy's GetPhoneNumber (a deadline on every call, retried only when UNAVAILABLE). */
export function messagingProxyDirectory(address: string): PhoneNumberDirectory {
  const { contracts } = loadContracts();
  const { get, close } = lazyClient(contracts.messagingProxy.MessagingProxyService, address, { defaultDeadlineMs: 3_000 });
  return {
    async belongsTo(projectId, phoneNumberId) {
      try {
        await callUnary(get(), 'GetPhoneNumber', { project_id: projectId, phone_number_id: phoneNumberId });
        return true;
      } catch (err) {
        if (err instanceof DomainError && err.code === grpc.status.NOT_FOUND) return false;
        throw err;
      }
    },
    close,
  };
}
