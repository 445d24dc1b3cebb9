/**
 * Project events through the API (issue 36 item 4, decision 0743): POST /events checks the event by
 * the emit_event node's rule (domain/project-event), checks the conversation is the project's, and
 * records it with the workflows it starts in one transaction (engine/project-events). A client `id`
 * makes the post idempotent: the same id with the same content answers the stored event (nothing new
 * starts); with other content it is a 409. GET /events lists them, newest received first.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { workflowsAgent } from '@platform/contracts';
import { isUniqueViolation, type KeysetRange } from '@platform/db';
import { conflict, validationFailed } from '@platform/errors';
import type { UsecaseContext } from '../../context';
import { projectEventViolations } from '../domain/project-event';
import type { ObserverStart } from '../engine/engine-parts';
import type { WorkflowCatalog } from '../engine/ports';
import { recordProjectEvent } from '../engine/project-events';
import type { ProjectReferences } from '../infra/grpc/project-references.client';
import type { ProjectEventFilters } from '../infra/db/project-events.repository';
import type { Trx } from '@platform/db';

/** A posted event, as the RPC gives it (shape already checked: strings, UUIDs, an object of properties). */
interface PostedEvent {
  projectId: string;
  id?: string;
  name: string;
  occurredAt?: Date;
  conversationId?: string;
  properties: Record<string, unknown>;
}

/** How far ahead of the server's clock an `occurred_at` may be (clock skew). */
const OCCURRED_AT_MAX_AHEAD_MS = 5 * 60_000;

/** A stable fingerprint of a post's content (keys sorted): what a retried client id must match. */
function fingerprintOf(e: PostedEvent): string {
  const props = Object.fromEntries(
    Object.keys(e.properties)
      .sort()
      .map((k) => [k, e.properties[k]]),
  );
  const content = { name: e.name, occurred_at: e.occurredAt?.toISOString() ?? null, conversation_id: e.conversationId ?? null, properties: props };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

export class ProjectEventsUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly engine: { startObserver(trx: Trx, projectId: string, workflowId: string, o: ObserverStart): Promise<string | undefined> },
    private readonly catalog: Pick<WorkflowCatalog, 'projectEventWorkflows'>,
    private readonly refs: Pick<ProjectReferences, 'conversationExists'>,
  ) {}

  /** POST /events: validated, stored append-only, matching project_event workflows started (same transaction). */
  async post(e: PostedEvent): Promise<{ event: workflowsAgent.ProjectEvent; created: boolean }> {
    const bad = projectEventViolations({ name: e.name, properties: e.properties })[0];
    if (bad) throw validationFailed(`event.${bad.path} ${bad.message}`, { field: `event.${bad.path}` });
    const now = this.ctx.clock.now();
    if (e.occurredAt && e.occurredAt.getTime() > now.getTime() + OCCURRED_AT_MAX_AHEAD_MS)
      throw validationFailed('event.occurred_at must not be in the future', { field: 'event.occurred_at' });
    const fingerprint = fingerprintOf(e);
    if (e.id) {
      const known = await this.replay(e.projectId, e.id, fingerprint);
      if (known) return known;
    }
    // Another project's conversation answers exactly like an unknown one.
    if (e.conversationId && !(await this.refs.conversationExists(e.projectId, e.conversationId)))
      throw validationFailed(`event.conversation_id ${e.conversationId} is not a conversation of this project`, { field: 'event.conversation_id' });
    const id = e.id ?? randomUUID();
    try {
      await this.ctx.db.transaction(async (trx) => {
        await recordProjectEvent(
          trx,
          { repo: this.ctx.projectEvents, catalog: this.catalog, startObserver: (t, p, w, o) => this.engine.startObserver(t, p, w, o) },
          {
            projectId: e.projectId,
            id,
            name: e.name,
            occurredAt: e.occurredAt ?? now,
            conversationId: e.conversationId ?? null,
            properties: e.properties,
            source: 'api',
            workflowId: null,
            executionId: null,
            fingerprint,
            createdAt: now,
            phoneNumberId: null,
          },
        );
      });
    } catch (err) {
      // A concurrent post of the same client id won: its transaction's starts stand, this one's rolled back.
      if (e.id && isUniqueViolation(err)) {
        const known = await this.replay(e.projectId, e.id, fingerprint);
        if (known) return known;
      }
      throw err;
    }
    const stored = await this.ctx.projectEvents.find(e.projectId, id);
    return { event: stored!.event, created: true };
  }

  /** The stored event of a client id (same content), a 409 (other content), or undefined (new id). */
  private async replay(projectId: string, id: string, fingerprint: string): Promise<{ event: workflowsAgent.ProjectEvent; created: false } | undefined> {
    const known = await this.ctx.projectEvents.find(projectId, id);
    if (!known) return undefined;
    if (known.fingerprint !== fingerprint) throw conflict(`event.id ${id} was already used for a different event`, { field: 'event.id' });
    return { event: known.event, created: false };
  }

  /** GET /events. */
  list(projectId: string, f: ProjectEventFilters, page: KeysetRange) {
    return this.ctx.projectEvents.list(projectId, f, page);
  }
}
