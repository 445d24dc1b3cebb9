import { derivedUuid, enqueueEvent } from '@platform/bus';
import { encodeEvent } from '@platform/contracts';
import type { Trx } from '@platform/db';

/** Subject of "a finding became open" (WORKFLOWS_AGENT stream; the gateway's notifications consume it). */
export const FINDING_OPENED_SUBJECT = 'workflows_agent.finding.opened';
/** Type of a finding-opened event. */
export const FINDING_OPENED_TYPE = 'svc.workflows_agent.v1.FindingOpened';

/**
 * Writes `workflows_agent.finding.opened` to the outbox in the transaction that opened the finding
 * (published iff it commits). The event id derives from the finding and the time it opened.
 */
export async function publishFindingOpened(
  trx: Trx,
  f: { id: string; project_id: string; signal: string; key: string; category: string; title: string },
  at: Date,
): Promise<void> {
  await enqueueEvent(trx, {
    subject: FINDING_OPENED_SUBJECT,
    type: FINDING_OPENED_TYPE,
    projectId: f.project_id,
    occurredAt: at,
    payload: encodeEvent(FINDING_OPENED_TYPE, {
      event_id: derivedUuid(`finding.opened:${f.id}:${at.toISOString()}`),
      project_id: f.project_id,
      finding_id: f.id,
      signal: f.signal,
      key: f.key,
      category: f.category,
      title: f.title,
      occurred_at: at.toISOString(),
    }),
  });
}
