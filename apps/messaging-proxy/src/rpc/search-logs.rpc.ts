import { logSearchQueryOf, logSearchReplyToWire, type common } from '@platform/contracts';
import type { LogSearchRepository } from '../infra/db/log-search.repository';

/**
 * SearchLogs (decision 0019): the question of `GET /log_search` over messaging-proxy's sources
 * (`external_api_log`, `upstream_webhook_event`), answered in the merged order. The gateway validated it.
 */
export function searchLogsRpc(repo: Pick<LogSearchRepository, 'search'>) {
  return async (req: common.LogSearchRequest__Output): Promise<common.LogSearchReply> => logSearchReplyToWire(await repo.search(logSearchQueryOf(req)));
}
