import { idempotentMethodsOf, loadContracts, toStruct, type contacts, type webhooks } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import { messagingProxySender, type MessageSender } from '../../../workflows/infra/grpc/messaging-proxy.client';

/** What the agents read of a conversation (contacts). */
export interface ConversationReader {
  /** The conversation, or undefined when unknown to the project. */
  conversation(projectId: string, conversationId: string): Promise<Record<string, unknown> | undefined>;
  /** The last `limit` messages, oldest first. */
  messages(projectId: string, conversationId: string, limit: number): Promise<Array<Record<string, unknown>>>;
}

/** webhooks' PublishProjectEvent (idempotent on the key). */
export interface EventPublisher {
  publish(req: { projectId: string; event: string; payload: Record<string, unknown>; idempotencyKey: string; occurredAt: string }): Promise<void>;
}

/** The three gRPC peers of the agents, lazily connected. */
export interface AgentPeers {
  /** messaging-proxy's SendMessage, the guarded send path (an idempotency key per send). */
  sender: Pick<MessageSender, 'send'>;
  conversations: ConversationReader;
  events: EventPublisher;
  close(): void;
}

/** gRPC clients of messaging-proxy, contacts and webhooks at the configured addresses (deadlines on every call). */
export function agentPeers(addr: { messagingProxy: string; contacts: string; webhooks: string }): AgentPeers {
  const { contracts } = loadContracts();
  const mp = messagingProxySender(addr.messagingProxy, { deadlineMs: 30_000, retryUnavailable: true });
  let ct: contacts.ContactsServiceClient | undefined;
  let wh: webhooks.WebhooksServiceClient | undefined;
  const ctc = () =>
    (ct ??= createClient(contracts.contacts.ContactsService, addr.contacts, {
      defaultDeadlineMs: 5_000,
      idempotentMethods: idempotentMethodsOf(contracts.contacts.ContactsService.service),
    }));
  const whc = () =>
    (wh ??= createClient(contracts.webhooks.WebhooksService, addr.webhooks, {
      defaultDeadlineMs: 5_000,
      idempotentMethods: [...idempotentMethodsOf(contracts.webhooks.WebhooksService.service), 'PublishProjectEvent'],
    }));
  return {
    // Retried by the client when UNAVAILABLE (same key): a tool cannot come back to it later.
    sender: mp,
    conversations: {
      async conversation(projectId, conversationId) {
        try {
          const res = await callUnary(ctc(), 'GetConversation', { project_id: projectId, conversation_id: conversationId });
          return res.conversation ? (JSON.parse(JSON.stringify(res.conversation)) as Record<string, unknown>) : undefined;
        } catch (err) {
          if ((err as { code?: number }).code === 5) return undefined;
          throw err;
        }
      },
      async messages(projectId, conversationId, limit) {
        const res = await callUnary(ctc(), 'ListMessages', { project_id: projectId, conversation_id: conversationId, limit });
        return (res.messages ?? [])
          .map((m) => ({
            id: m.id,
            direction: m.direction,
            type: m.type,
            text: m.text ?? null,
            status: m.status,
            created_at: (m as { created_at?: string }).created_at ?? null,
          }))
          .reverse();
      },
    },
    events: {
      async publish(req) {
        await callUnary(whc(), 'PublishProjectEvent', {
          project_id: req.projectId,
          event: req.event,
          payload: toStruct(req.payload),
          idempotency_key: req.idempotencyKey,
          occurred_at: req.occurredAt,
        });
      },
    },
    close() {
      mp?.close();
      ct?.close();
      wh?.close();
    },
  };
}
