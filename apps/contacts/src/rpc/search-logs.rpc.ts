import { logSearchQueryOf, logSearchReplyToWire, type common } from '@platform/contracts';
import type { LogSearchRepository } from '../infra/db/log-search.repository';

/** SearchLogs: contacts' part of `GET /log_search` (decision 0019): the message_event source. */
export function searchLogsRpc(repo: LogSearchRepository) {
  return async (req: common.LogSearchRequest__Output): Promise<common.LogSearchReply> => logSearchReplyToWire(await repo.search(logSearchQueryOf(req)));
}
