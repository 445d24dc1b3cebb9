import * as grpc from '@grpc/grpc-js';
import { idempotentMethodsOf, loadContracts, type contacts, type flows, type messagingProxy } from '@platform/contracts';
import { DomainError, unavailable } from '@platform/errors';
import { callUnary, createClient } from '@platform/grpc';

/** Checks that what a workflow names belongs to the project (functions at save, numbers of triggers). */
export interface ProjectReferences {
  /** Whether the project has a function with this id (flows GetFunction). */
  functionExists(projectId: string, functionId: string): Promise<boolean>;
  /** Whether the number is one of the project's (messaging-proxy GetPhoneNumber). */
  phoneNumberExists(projectId: string, phoneNumberId: string): Promise<boolean>;
  /** Whether the conversation is one of the project's (contacts GetConversation). */
  conversationExists(projectId: string, conversationId: string): Promise<boolean>;
  close(): void;
}

/** NOT_FOUND (and a malformed id) means "not the project's"; any other failure is a 503 to retry (never a guess). */
function absent(err: unknown, what: string): false {
  if (err instanceof DomainError && (err.code === grpc.status.NOT_FOUND || err.code === grpc.status.INVALID_ARGUMENT)) return false;
  throw unavailable('WORKFLOW_REFERENCES_UNAVAILABLE', `Could not check the ${what} now; retry shortly`);
}

/** The gRPC implementation over flows and messaging-proxy. */
export function grpcProjectReferences(opts: {
  flowsAddress: string;
  messagingProxyAddress: string;
  contactsAddress: string;
  deadlineMs?: number;
}): ProjectReferences {
  const { contracts } = loadContracts();
  const deadlineMs = opts.deadlineMs ?? 5_000;
  let flowsClient: flows.FlowsServiceClient | undefined;
  let proxyClient: messagingProxy.MessagingProxyServiceClient | undefined;
  let contactsClient: contacts.ContactsServiceClient | undefined;
  const flowsC = () =>
    (flowsClient ??= createClient(contracts.flows.FlowsService, opts.flowsAddress, {
      defaultDeadlineMs: deadlineMs,
      idempotentMethods: idempotentMethodsOf(contracts.flows.FlowsService.service),
    }));
  const proxyC = () =>
    (proxyClient ??= createClient(contracts.messagingProxy.MessagingProxyService, opts.messagingProxyAddress, {
      defaultDeadlineMs: deadlineMs,
      idempotentMethods: idempotentMethodsOf(contracts.messagingProxy.MessagingProxyService.service),
    }));
  const contactsC = () =>
    (contactsClient ??= createClient(contracts.contacts.ContactsService, opts.contactsAddress, {
      defaultDeadlineMs: deadlineMs,
      idempotentMethods: idempotentMethodsOf(contracts.contacts.ContactsService.service),
    }));
  return {
    async functionExists(projectId, functionId) {
      try {
        const res = await callUnary(flowsC(), 'GetFunction', { project_id: projectId, function_id: functionId });
        return Boolean(res.function);
      } catch (err) {
        return absent(err, 'function');
      }
    },
    async phoneNumberExists(projectId, phoneNumberId) {
      try {
        const res = await callUnary(proxyC(), 'GetPhoneNumber', { project_id: projectId, phone_number_id: phoneNumberId });
        return Boolean(res.phone_number);
      } catch (err) {
        return absent(err, 'phone number');
      }
    },
    async conversationExists(projectId, conversationId) {
      try {
        const res = await callUnary(contactsC(), 'GetConversation', { project_id: projectId, conversation_id: conversationId });
        return Boolean(res.conversation);
      } catch (err) {
        return absent(err, 'conversation');
      }
    },
    close() {
      flowsClient?.close();
      proxyClient?.close();
      contactsClient?.close();
    },
  };
}
