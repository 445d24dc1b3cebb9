import { fromStruct, loadContracts, toStruct, lazyClient } from '@platform/contracts';
import { callUnary } from '@platform/grpc';

/** The outcome of one send as the engine needs it. */
export interface SendOutcome {
  /** The upstream accepted it now or on an earlier attempt with the same key (`duplicate_send`). */
  accepted: boolean;
  wamid?: string;
  httpStatus: number;
  /** Platform refusal code (`insufficient_credits`, `thread_not_owner`, ...), '' otherwise. */
  code: string;
  upstreamErrorCode: number;
  body: Record<string, unknown>;
  /** An earlier attempt with this key is still in flight, or its outcome is still being learned (decision 0240): retry later. */
  inFlight: boolean;
}

/** Sends messages through messaging-proxy's guarded send path (SendMessage), at most once per key. */
export interface MessageSender {
  send(req: { projectId: string; phoneNumberId: string; message: Record<string, unknown>; idempotencyKey: string; source: string }): Promise<SendOutcome>;
  close(): void;
}

/** The messaging-proxy client (gRPC SendMessage; a gRPC error = outcome unknown, the caller retries with the same key). */
export function messagingProxySender(address: string, deadlineMs = 15_000): MessageSender {
  const { contracts } = loadContracts();
  const { get, close } = lazyClient(contracts.messagingProxy.MessagingProxyService, address, { defaultDeadlineMs: deadlineMs });
  return {
    async send(req) {
      const res = await callUnary(get(), 'SendMessage', {
        project_id: req.projectId,
        phone_number_id: req.phoneNumberId,
        message: toStruct(req.message),
        idempotency_key: req.idempotencyKey,
        take_control: false,
        source: req.source,
      });
      const body = res.body ? fromStruct(res.body) : {};
      const duplicate = res.code === 'duplicate_send';
      return {
        accepted: res.accepted || duplicate,
        wamid: res.wamid || (duplicate && typeof body.wamid === 'string' ? body.wamid : undefined),
        httpStatus: res.http_status,
        code: res.code,
        upstreamErrorCode: res.upstream_error_code,
        body,
        inFlight: res.code === 'send_in_progress' || res.code === 'send_outcome_unknown',
      };
    },
    close,
  };
}
