import { status as grpcStatus } from '@grpc/grpc-js';
import { fromStruct, loadContracts, toStruct, type JsonObject, lazyClient, type messagingProxy } from '@platform/contracts';
import { GroupCommit } from '@platform/db';
import { DomainError, UNKNOWN_REASON } from '@platform/errors';
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

type SendRequest = Parameters<MessagingProxyPort['send']>[0];

/** Most sends per SendMessages call (messaging-proxy's limit). */
const SEND_BATCH_MAX = 100;
/** SendMessage(s) calls out at once: sends that arrive meanwhile wait and share the next call. */
const SEND_CALLS_IN_FLIGHT = 16;

const sendRequestOf = (req: SendRequest): messagingProxy.SendMessageRequest => ({
  project_id: req.projectId,
  phone_number_id: req.phoneNumberId,
  message: toStruct(req.message),
  idempotency_key: req.idempotencyKey,
  source: req.source,
});

const answerOf = (r: messagingProxy.SendMessageResponse__Output): SendAnswer => ({
  accepted: r.accepted,
  wamid: r.wamid,
  http_status: r.http_status,
  code: r.code,
  body: r.body ? fromStruct(r.body) : {},
  upstream_error_code: r.upstream_error_code,
  retry_after_seconds: r.retry_after_seconds,
});

/**
 * The messaging-proxy client at `address` (deadline per call; a send is never retried by the client: the engine
 * decides). Concurrent sends share calls (issue 40): while `SEND_CALLS_IN_FLIGHT` calls are out, the sends that
 * arrive wait and go together in one SendMessages call, each answered with its own result (a send alone is one
 * SendMessage, as before). A batch call that fails as a whole (no answer, deadline) fails each of its sends
 * with that error: their outcome is unknown, which the engine retries with the same keys.
 */
export function messagingProxyClient(address: string, opts: { sendDeadlineMs?: number } = {}): MessagingProxyPort {
  const { contracts } = loadContracts();
  const { get: c, close } = lazyClient(contracts.messagingProxy.MessagingProxyService, address, {
    defaultDeadlineMs: 10_000,
    idempotentMethods: ['GetSendingProfile'],
  });
  const deadlineMs = opts.sendDeadlineMs ?? 15_000;
  const sends = new GroupCommit<SendRequest, SendAnswer>({
    runOne: async (req) => answerOf(await callUnary(c(), 'SendMessage', sendRequestOf(req), { deadlineMs })),
    runBatch: async (reqs) => {
      let results: messagingProxy.SendMessageResult__Output[];
      try {
        results = (await callUnary(c(), 'SendMessages', { sends: reqs.map(sendRequestOf) }, { deadlineMs })).results;
      } catch (error) {
        return reqs.map(() => ({ ok: false as const, error }));
      }
      return reqs.map((_, i) => {
        const r = results[i];
        if (r?.response) return { ok: true as const, value: answerOf(r.response) };
        const e = r?.error;
        return {
          ok: false as const,
          // As callUnary would have thrown it (fromServiceError); none at all: outcome unknown.
          error: new DomainError({
            code: e?.code ?? grpcStatus.INTERNAL,
            reason: e?.reason || UNKNOWN_REASON,
            message: e?.message ?? 'No result for this send',
          }),
        };
      });
    },
    maxBatch: SEND_BATCH_MAX,
    maxInFlight: SEND_CALLS_IN_FLIGHT,
  });
  return {
    send: (req) => sends.submit(req),
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
