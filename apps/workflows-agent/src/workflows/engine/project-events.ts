/**
 * Recording a project event (decision 0743), the one path of POST /events and the emit_event node:
 * in the caller's transaction, every active workflow whose project_event trigger matches starts an
 * observer execution (its first work item queued through the outbox, so a crash never loses a start),
 * then the event is appended with the executions it started. Either all of it commits or none.
 */
import { createHash } from 'node:crypto';
import type { Trx } from '@platform/db';
import type { NewProjectEvent, ProjectEventsRepository } from '../infra/db/project-events.repository';
import type { ObserverStart } from './engine-parts';
import type { WorkflowCatalog } from './ports';

/** What recording needs: the events table, the trigger lookup, the observer start. */
interface ProjectEventDeps {
  repo: ProjectEventsRepository;
  catalog: Pick<WorkflowCatalog, 'projectEventWorkflows'>;
  startObserver(trx: Trx, projectId: string, workflowId: string, o: ObserverStart): Promise<string | undefined>;
}

/** The event to record (the started executions are filled in here). */
type ProjectEventRecord = Omit<NewProjectEvent, 'startedExecutionIds'> & { phoneNumberId: string | null };

/** The id of the event an execution's emit_event step emits: the same step always names the same event. */
export function emittedEventId(executionId: string, step: number): string {
  const h = createHash('sha256').update(`project_event:${executionId}:${step}`).digest('hex');
  // A UUID (version 8: custom), variant bits 10.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Starts the matching project_event workflows and appends the event; answers the started execution ids. */
export async function recordProjectEvent(trx: Trx, deps: ProjectEventDeps, ev: ProjectEventRecord): Promise<string[]> {
  const started: string[] = [];
  for (const workflowId of await deps.catalog.projectEventWorkflows(ev.projectId, ev.name, ev.properties, trx)) {
    const id = await deps.startObserver(trx, ev.projectId, workflowId, {
      triggerType: 'project_event',
      event: { id: ev.id, name: ev.name, properties: ev.properties, occurred_at: ev.occurredAt.toISOString(), source: ev.source },
      phoneNumberId: ev.phoneNumberId,
      conversationId: ev.conversationId,
      now: ev.createdAt,
    });
    if (id) started.push(id);
  }
  const { phoneNumberId: _ignored, ...row } = ev;
  await deps.repo.insert(trx, { ...row, startedExecutionIds: started });
  return started;
}
