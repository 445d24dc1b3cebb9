import { invalidArgument, unavailable } from '@platform/errors';
import { fromStruct, toStruct, type messagingProxy } from '@platform/contracts';
import { SEND_KEY_PATTERN, type SendsUsecase } from '../usecases/sends.usecase';
import { objectOrNone } from '@platform/lenient';
import { requireDigits } from './guards';

/**
 * SendMessage: the guarded send for the platform's own senders (broadcasts, workflows, agent runs),
 * the same use case as `POST {proxy_url}/{phone_number_id}/messages`. Refusals and upstream errors
 * are answers (accepted = false); UNAVAILABLE means the outcome is unknown (decision 0232).
 */
export function sendMessageRpc(uc: Pick<SendsUsecase, 'numberOf' | 'send'>, defaultVersion: string) {
  return async (req: messagingProxy.SendMessageRequest__Output): Promise<messagingProxy.SendMessageResponse> => {
    requireDigits(req.phone_number_id, 'phone_number_id');
    const message: Record<string, unknown> = req.message ? fromStruct(req.message) : {};
    if (Object.keys(message).length === 0) throw invalidArgument('INVALID_MESSAGE', 'message must be a non-empty Cloud API message body');
    if (req.idempotency_key && !SEND_KEY_PATTERN.test(req.idempotency_key)) {
      throw invalidArgument('INVALID_IDEMPOTENCY_KEY', 'idempotency_key must be 1-190 printable ASCII characters without spaces');
    }
    if (req.source.length > 200) throw invalidArgument('INVALID_SOURCE', 'source must be at most 200 characters');
    if (message.messaging_product === undefined) message.messaging_product = 'whatsapp';
    const number = await uc.numberOf(req.project_id, req.phone_number_id);
    const sent = await uc.send(req.project_id, number, message, {
      version: defaultVersion,
      idempotencyKey: req.idempotency_key || undefined,
      takeControl: req.take_control,
      source: req.source || undefined,
    });
    if (sent.kind === 'unknown') {
      throw unavailable('UPSTREAM_OUTCOME_UNKNOWN', 'The upstream network gave no complete answer; whether the message was sent is unknown');
    }
    if (sent.kind === 'refused') {
      return {
        accepted: false,
        wamid: typeof sent.body.wamid === 'string' ? sent.body.wamid : '',
        http_status: sent.status,
        code: sent.code,
        body: toStruct(sent.body),
        upstream_error_code: 0,
        retry_after_seconds: sent.retryAfterSeconds,
      };
    }
    let body: Record<string, unknown> = {};
    try {
      body = objectOrNone.parse(JSON.parse(sent.answer.toString('utf8'))) ?? {};
    } catch {
      body = {};
    }
    return {
      accepted: sent.wamid !== undefined,
      wamid: sent.wamid ?? '',
      http_status: sent.status,
      code: '',
      body: toStruct(body),
      upstream_error_code: sent.upstreamErrorCode ?? 0,
      retry_after_seconds: sent.retryAfterSeconds,
    };
  };
}
