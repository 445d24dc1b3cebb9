import type { messagingProxy } from '@platform/contracts';
import { conflict, invalidArgument, notFound, upstreamFailed } from '@platform/errors';
import { hasUnstorableCharacter } from '@platform/db';
import type { UsecaseContext } from '../usecases/context';
import type { ThreadsUsecase } from '../usecases/threads.usecase';
import { requireDigits } from './guards';

/**
 * ControlThread (the inbox's take and release, decision 0023): one customer's thread on a number
 * shared with another app, through {@link ThreadsUsecase.control}. A number not shared answers
 * `shared: false` (nothing called); the upstream's refusal is a conflict (409) with a sentence; no
 * upstream answer is UPSTREAM_FAILED (502): the change may have gone through.
 */
export function controlThreadRpc(ctx: Pick<UsecaseContext, 'phoneNumbers' | 'tokens'>, threads: Pick<ThreadsUsecase, 'control'>, version: string) {
  return async (req: messagingProxy.ControlThreadRequest__Output): Promise<messagingProxy.ControlThreadResponse> => {
    requireDigits(req.phone_number_id, 'phone_number_id');
    if (req.action !== 'take' && req.action !== 'release') throw invalidArgument('INVALID_ACTION', 'action must be take or release');
    const recipient = req.recipient.trim();
    if (!recipient || recipient.length > 200 || hasUnstorableCharacter(recipient) || /[\u0000-\u001f]/.test(recipient)) {
      throw invalidArgument('INVALID_RECIPIENT', 'recipient must be the customer’s phone number or business-scoped user id (1-200 characters)');
    }
    const row = await ctx.phoneNumbers.get(req.project_id, req.phone_number_id);
    if (!row) throw notFound('PHONE_NUMBER_NOT_FOUND', 'Phone number not found');
    const out = await threads.control(row, recipient, req.action, { version, token: ctx.tokens.open(row) });
    switch (out.kind) {
      case 'not_shared':
        return { shared: false };
      case 'done':
        return {
          shared: true,
          thread: { handler: out.thread.handler, owner_app_id: out.thread.ownerAppId ?? '', changed_at: out.thread.changedAt.toISOString() },
        };
      case 'refused':
        throw out.code === 'thread_take_not_permitted'
          ? conflict(
              'Another app handles this conversation and the upstream does not let this platform take it (this platform is not the number’s escalation app)',
              { code: out.code, upstream_error_code: out.upstreamCode },
            )
          : conflict(`The upstream refused to ${req.action} the conversation`, { code: out.code, upstream_error_code: out.upstreamCode });
      case 'no_answer':
        throw upstreamFailed('The upstream network gave no answer: whether the conversation was taken or released is unknown; it may have gone through', {
          code: 'thread_control_unknown',
        });
    }
  };
}
