import { fromStruct, idempotentMethodsOf, loadContracts, toStruct, type contacts, type messagingProxy, type webhooks } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import type { SendAnswer } from '../../domain/send-result';

/** messaging-proxy's SendMessage, the guarded send path (an idempotency key per send). */
export interface MessageSender {
  send(req: { projectId: string; phoneNumberId: string; message: Record<string, unknown>; idempotencyKey: string; source: string }): Promise<SendAnswer>;
}

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
  sender: MessageSender;
  conversations: ConversationReader;
  events: EventPublisher;
  close(): void;
}

/** gRPC clients of messaging-proxy, contacts and webhooks at the configured addresses (deadlines on every call). */
export function agentPeers(addr: { messagingProxy: string; contacts: string; webhooks: string }): AgentPeers {
  const { contracts } = loadContracts();
  let mp: messagingProxy.MessagingProxyServiceClient | undefined;
  let ct: contacts.ContactsServiceClient | undefined;
  let wh: webhooks.WebhooksServiceClient | undefined;
  const mpc = () =>
    (mp ??= createClient(contracts.messagingProxy.MessagingProxyService, addr.messagingProxy, {
      defaultDeadlineMs: 30_000,
      // SendMessage carries an idempotency key: the proxy answers a repeat without sending twice.
      idempotentMethods: [...idempotentMethodsOf(contracts.messagingProxy.MessagingProxyService.service), 'SendMessage'],
    }));
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
    sender: {
      async send(req) {
        const res = await callUnary(mpc(), 'SendMessage', {
          project_id: req.projectId,
          phone_number_id: req.phoneNumberId,
          message: toStruct(req.message),
          idempotency_key: req.idempotencyKey,
          source: req.source,
        });
        return {
          accepted: res.accepted,
          wamid: res.wamid || null,
          http_status: res.http_status,
          code: res.code || null,
          upstream_error_code: res.upstream_error_code || null,
          retry_after_seconds: res.retry_after_seconds || 0,
          body: fromStruct(res.body),
        };
      },
    },
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
