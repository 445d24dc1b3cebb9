import { logSearchQueryOf, logSearchReplyToWire, type common } from '@platform/contracts';
import type { LogSearchRepository } from '../infra/db/log-search.repository';

/** SearchLogs: webhooks' part of `GET /log_search` (decision 0019): the webhook_delivery source. */
export function searchLogsRpc(repo: LogSearchRepository) {
  return async (req: common.LogSearchRequest__Output): Promise<common.LogSearchReply> => logSearchReplyToWire(await repo.search(logSearchQueryOf(req)));
}
