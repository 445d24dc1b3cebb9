import type { contacts } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import type { MessageStatsRepository } from '../infra/db/message-stats.repository';
import { messageStats } from '../usecases/message-stats.usecase';
import { timeFilter } from './paging';

/** GetMessageStats: a project's messages per hour or day of a window and its top failure reasons (decision 0025, Overview). */
export function getMessageStatsRpc(repo: MessageStatsRepository) {
  return async (req: contacts.GetMessageStatsRequest__Output): Promise<contacts.GetMessageStatsResponse> => {
    const since = timeFilter('since', req.since);
    const until = timeFilter('until', req.until);
    if (!since || !until) throw invalidArgument('INVALID_TIME', 'since and until are required');
    const bucket = req.bucket || 'day';
    if (bucket !== 'hour' && bucket !== 'day') throw invalidArgument('INVALID_ARGUMENT', 'bucket must be hour or day');
    const top = req.top_reasons ?? 5;
    if (!Number.isInteger(top) || top < 1 || top > 20) throw invalidArgument('INVALID_ARGUMENT', 'top_reasons must be 1 to 20');
    const s = await messageStats(repo, { projectId: req.project_id, since, until, bucket, topReasons: top });
    return { buckets: s.buckets, failure_reasons: s.failureReasons };
  };
}
