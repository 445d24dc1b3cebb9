import type { messagingProxy } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { decodeCallCursor, encodeCallCursor } from '../domain/calls';
import type { CallsUsecase } from '../usecases/calls.usecase';
import { callToWire } from '../wire/call.wire';
import { requireDigits } from './guards';

/**
 * ListCalls (decision 0024): the calls between one of the project's numbers and a counterpart (the
 * conversation's contact), newest first, cursor paged like the {proxy_url} calls list. A number the
 * project does not own has no calls: the repository reads under the project.
 */
export function listCallsRpc(uc: CallsUsecase) {
  return async (req: messagingProxy.ListCallsRequest__Output): Promise<messagingProxy.ListCallsResponse> => {
    requireDigits(req.phone_number_id, 'phone_number_id');
    const counterpart = req.counterpart.replace(/[\s+().-]/g, '');
    if (!/^\d{1,32}$/.test(counterpart)) throw invalidArgument('INVALID_COUNTERPART', 'counterpart must be a phone number (digits, a leading + allowed)');
    const limit = req.limit || 20;
    if (limit < 1 || limit > 100) throw invalidArgument('INVALID_LIMIT', 'limit must be an integer from 1 to 100');
    if (req.before !== undefined && req.after !== undefined) throw invalidArgument('INVALID_CURSOR', 'Send at most one of before and after');
    const before = req.before === undefined ? undefined : decodeCallCursor(req.before);
    const after = req.after === undefined ? undefined : decodeCallCursor(req.after);
    if ((req.before !== undefined && !before) || (req.after !== undefined && !after)) throw invalidArgument('INVALID_CURSOR', 'Invalid cursor');
    const page = await uc.list({ projectId: req.project_id, phoneNumberId: req.phone_number_id, filter: { counterpart }, limit, before, after });
    const first = page.items[0];
    const last = page.items[page.items.length - 1];
    return {
      calls: page.items.map((c) => callToWire(c, uc.artifacts(c))),
      before_cursor: first ? encodeCallCursor({ startedAt: first.startedAt.toISOString(), id: first.id }) : '',
      after_cursor: last ? encodeCallCursor({ startedAt: last.startedAt.toISOString(), id: last.id }) : '',
      has_older: page.hasOlder,
      has_newer: page.hasNewer,
    };
  };
}
