import { fromStruct, idempotentMethodsOf, loadContracts, toStruct, lazyClient } from '@platform/contracts';
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
  /**
   * Nothing was sent and the same send is worth trying again later with the same key: the platform
   * could not ask a dependency (503), a rate limit (429), the upstream's throttles (130429 number
   * throughput, 131056 pair, 131057 account maintenance) or its transient server errors (1, 2, 131000).
   */
  transient: boolean;
  /**
   * `idempotency_key_spent` (decision 0240): the key's earlier send stayed of unknown outcome past the
   * send path's deadline and is presumed not sent; the message goes out only under a new key.
   */
  keySpent: boolean;
  /** Seconds the send path asks to wait before trying again (0 when it names none). */
  retryAfterSeconds: number;
}

/** Upstream error codes of a send worth trying again later: transient server errors and throttles. */
const RETRYABLE_UPSTREAM_CODES = new Set([1, 2, 131000, 130429, 131056, 131057]);

/** Sends messages through messaging-proxy's guarded send path (SendMessage), at most once per key. */
export interface MessageSender {
  send(req: { projectId: string; phoneNumberId: string; message: Record<string, unknown>; idempotencyKey: string; source: string }): Promise<SendOutcome>;
  close(): void;
}

/**
 * The messaging-proxy client (gRPC SendMessage; a gRPC error = outcome unknown, the caller retries with the same key).
 * `retryUnavailable`: the client itself retries a call that failed as UNAVAILABLE, with the same key (the send path
 * answers a repeat without sending twice): for callers that cannot retry later (an agent's tool), not the engine,
 * whose work queue retries the step.
 */
export function messagingProxySender(address: string, opts: { deadlineMs?: number; retryUnavailable?: boolean } = {}): MessageSender {
  const { contracts } = loadContracts();
  const service = contracts.messagingProxy.MessagingProxyService;
  const { get, close } = lazyClient(service, address, {
    defaultDeadlineMs: opts.deadlineMs ?? 15_000,
    ...(opts.retryUnavailable ? { idempotentMethods: [...idempotentMethodsOf(service.service), 'SendMessage'] } : {}),
  });
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
        transient: !res.accepted && (res.http_status === 503 || res.http_status === 429 || RETRYABLE_UPSTREAM_CODES.has(res.upstream_error_code)),
        keySpent: res.code === 'idempotency_key_spent',
        retryAfterSeconds: res.retry_after_seconds,
      };
    },
    close,
  };
}
