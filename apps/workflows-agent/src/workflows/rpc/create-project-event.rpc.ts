import { fromStruct, type workflowsAgent } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { isUuid } from '@platform/grpc';
import type { ProjectEventsUsecase } from '../usecases/project-events.usecase';
import { noNul } from './request';

/** An ISO 8601 date-time with a zone (or Z), or a 400 naming the field. */
export function isoTime(field: string, v: string | null | undefined): Date | undefined {
  if (!v) return undefined;
  const d = new Date(v);
  if (Number.isNaN(d.getTime()) || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(v))
    throw invalidArgument('INVALID_TIME', `${field} must be an ISO 8601 date-time with a time zone`, { field });
  return d;
}

/** CreateProjectEvent (a command): POST /events (decision 0743). 201 when stored, 200 when a client id replays. */
export function createProjectEventRpc(events: ProjectEventsUsecase) {
  return async (req: workflowsAgent.CreateProjectEventRequest__Output): Promise<workflowsAgent.ProjectEventResponse> => {
    if (req.id && !isUuid(req.id)) throw invalidArgument('INVALID_ARGUMENT', 'event.id must be a UUID', { field: 'event.id' });
    if (req.conversation_id && !isUuid(req.conversation_id))
      throw invalidArgument('INVALID_ARGUMENT', 'event.conversation_id must be a UUID', { field: 'event.conversation_id' });
    const properties = req.properties ? fromStruct(req.properties) : {};
    noNul('event.name', req.name);
    noNul('event.properties', properties);
    const res = await events.post({
      projectId: req.project_id,
      id: req.id || undefined,
      name: req.name,
      occurredAt: isoTime('event.occurred_at', req.occurred_at),
      conversationId: req.conversation_id || undefined,
      properties,
    });
    return { event: res.event, created: res.created };
  };
}
