import { idempotentMethodsOf, loadContracts, type messagingProxy } from '@platform/contracts';
import { DomainError } from '@platform/errors';
import { callUnary, createClient } from '@platform/grpc';
import * as grpc from '@grpc/grpc-js';

/** Whether a phone number belongs to a project: asked of messaging-proxy, which owns numbers. */
export interface PhoneNumberDirectory {
  belongsTo(projectId: string, phoneNumberId: string): Promise<boolean>;
  close(): void;
}

/** The directory over messaging-proxy's GetPhoneNumber (a deadline on every call, retried only when UNAVAILABLE). */
export function messagingProxyDirectory(address: string): PhoneNumberDirectory {
  const { contracts } = loadContracts();
  let client: messagingProxy.MessagingProxyServiceClient | undefined;
  const get = () =>
    (client ??= createClient(contracts.messagingProxy.MessagingProxyService, address, {
      defaultDeadlineMs: 3_000,
      idempotentMethods: idempotentMethodsOf(contracts.messagingProxy.MessagingProxyService.service),
    }));
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
    close: () => client?.close(),
  };
}
