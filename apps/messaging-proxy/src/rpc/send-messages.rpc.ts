import type { messagingProxy } from '@platform/contracts';
import { batchHandler } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import type { SendsUsecase } from '../usecases/sends.usecase';
import { sendMessageRpc } from './send-message.rpc';

/** Most sends one SendMessages call lists. */
export const SEND_MESSAGES_MAX = 100;

/**
 * SendMessages: several SendMessage calls in one (issue 40; decision 0232). Each item is checked and sent by
 * {@link sendMessageRpc}, in its own request scope, all at once, and answered in order with its own response or
 * the error SendMessage would have raised for it (`batchHandler` of @platform/grpc).
 */
export function sendMessagesRpc(uc: Pick<SendsUsecase, 'numberOf' | 'send'>, defaultVersion: string, logger: Logger) {
  return batchHandler<messagingProxy.SendMessageRequest__Output, messagingProxy.SendMessageResponse, messagingProxy.SendMessagesRequest__Output>(
    'sends',
    sendMessageRpc(uc, defaultVersion),
    { logger, max: SEND_MESSAGES_MAX },
  );
}
