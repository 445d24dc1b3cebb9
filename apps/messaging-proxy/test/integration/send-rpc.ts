import { toStruct } from '@platform/contracts';
import type { ServiceUnderTest } from './harness';

/** What a test may set of a SendMessage request besides the message (the project's number and project by default). */
export interface SendRpcExtra {
  project_id?: string;
  phone_number_id?: string;
  idempotency_key?: string;
}

/** A SendMessage request as the broadcasts service makes it (`source: broadcast:test`, no take-control). */
export function sendMessageRequest(project: string, pn: string, message: Record<string, unknown>, extra: SendRpcExtra = {}) {
  return {
    project_id: extra.project_id ?? project,
    phone_number_id: extra.phone_number_id ?? pn,
    message: toStruct(message),
    idempotency_key: extra.idempotency_key ?? '',
    take_control: false,
    source: 'broadcast:test',
  };
}

/** Calls SendMessage on `mp` as the broadcasts service would. */
export function sendMessageRpc(mp: ServiceUnderTest, project: string, pn: string, message: Record<string, unknown>, extra: SendRpcExtra = {}) {
  return mp.call('SendMessage', sendMessageRequest(project, pn, message, extra));
}
