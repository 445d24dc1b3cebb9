import { keysetPageRequest, type workflowsAgent } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { isUuid } from '@platform/grpc';
import type { ProjectEventsUsecase } from '../usecases/project-events.usecase';
import { isoTime } from './create-project-event.rpc';
import { cursors } from './request';

/** ListProjectEvents (a query): GET /events, newest received first, cursor style (decision 0743). */
export function listProjectEventsRpc(events: ProjectEventsUsecase) {
  return async (req: workflowsAgent.ListProjectEventsRequest__Output): Promise<workflowsAgent.ListProjectEventsResponse> => {
    if (req.source && req.source !== 'api' && req.source !== 'workflow')
      throw invalidArgument('INVALID_ARGUMENT', 'source must be one of api, workflow', { field: 'source' });
    if (req.conversation_id && !isUuid(req.conversation_id))
      throw invalidArgument('INVALID_ARGUMENT', 'conversation_id must be a UUID', { field: 'conversation_id' });
    if (req.execution_id && !isUuid(req.execution_id)) throw invalidArgument('INVALID_ARGUMENT', 'execution_id must be a UUID', { field: 'execution_id' });
    const page = await events.list(
      req.project_id,
      {
        name: req.name || undefined,
        conversationId: req.conversation_id || undefined,
        source: (req.source || undefined) as 'api' | 'workflow' | undefined,
        executionId: req.execution_id || undefined,
        since: isoTime('since', req.since),
        until: isoTime('until', req.until),
      },
      keysetPageRequest(req),
    );
    return { events: page.items, ...cursors(page) };
  };
}
