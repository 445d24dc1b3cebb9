import { fromStruct, loadContracts, toStruct, type JsonObject, lazyClient } from '@platform/contracts';
import { callUnary } from '@platform/grpc';
import type { SendAnswer } from '../../domain/send-outcome';
import type { TemplateSnapshot } from '../db/broadcasts.repository';

/** What the broadcasts service asks of messaging-proxy (the platform's send path). */
export interface MessagingProxyPort {
  /** One guarded send (SendMessage): refusals and upstream errors are answers; a thrown error means the outcome is unknown or the number is gone. */
  send(req: { projectId: string; phoneNumberId: string; message: Record<string, unknown>; idempotencyKey: string; source: string }): Promise<SendAnswer>;
  /** The number's throughput and, when named, one template of its account (GetSendingProfile). */
  profile(req: {
    projectId: string;
    phoneNumberId: string;
    template?: { name?: string; language?: string; id?: string };
  }): Promise<{ messagesPerSecond: number; template?: TemplateSnapshot }>;
  close(): void;
}

/** The messaging-proxy client at `address` (deadline per call; SendMessage is never retried by the client: the engine decides). */
export function messagingProxyClient(address: string, opts: { sendDeadlineMs?: number } = {}): MessagingProxyPort {
  const { contracts } = loadContracts();
  const { get: c, close } = lazyClient(contracts.messagingProxy.MessagingProxyService, address, {
    defaultDeadlineMs: 10_000,
    idempotentMethods: ['GetSendingProfile'],
  });
  return {
    async send(req) {
      const r = await callUnary(
        c(),
        'SendMessage',
        {
          project_id: req.projectId,
          phone_number_id: req.phoneNumberId,
          message: toStruct(req.message),
          idempotency_key: req.idempotencyKey,
          source: req.source,
        },
        { deadlineMs: opts.sendDeadlineMs ?? 15_000 },
      );
      return {
        accepted: r.accepted,
        wamid: r.wamid,
        http_status: r.http_status,
        code: r.code,
        body: r.body ? fromStruct(r.body) : {},
        upstream_error_code: r.upstream_error_code,
        retry_after_seconds: r.retry_after_seconds,
      };
    },
    async profile(req) {
      const r = await callUnary(c(), 'GetSendingProfile', {
        project_id: req.projectId,
        phone_number_id: req.phoneNumberId,
        template_name: req.template?.name ?? '',
        template_language: req.template?.language ?? '',
        template_id: req.template?.id ?? '',
      });
      const t = r.template;
      return {
        messagesPerSecond: r.messages_per_second,
        template: t
          ? {
              id: t.id,
              name: t.name,
              language_code: t.language,
              category: t.category,
              status: t.status,
              parameter_format: t.parameter_format,
              components: t.components.map((s) => fromStruct(s) as JsonObject),
            }
          : undefined,
      };
    },
    close,
  };
}
