import { logSearchQueryOf, logSearchReplyToWire, type common } from '@platform/contracts';
import type { LogSearchRepository } from '../infra/db/log-search.repository';

/** SearchLogs (a query, decision 0019): the `function_invocation`, `function_log` and `flow_data_exchange` sources of the project, merged. */
export function searchLogsRpc(repo: LogSearchRepository) {
  return async (req: common.LogSearchRequest__Output): Promise<common.LogSearchReply> => logSearchReplyToWire(await repo.search(logSearchQueryOf(req)));
}
