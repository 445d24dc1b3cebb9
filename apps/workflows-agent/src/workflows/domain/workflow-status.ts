/**
 * Workflow statuses and their transitions (decision 0712). Pure.
 *
 * | from \ to | draft | active | paused | archived |
 * |-----------|-------|--------|--------|----------|
 * | draft     | =     | yes*   | no     | yes      |
 * | active    | yes   | =      | yes    | yes      |
 * | paused    | yes   | yes*   | =      | yes      |
 * | archived  | yes   | no     | no     | =        |
 *
 * `*` only with a valid definition (graph and project references checked again). Only an active
 * workflow starts executions (API, triggers, call steps); executions already under way continue in
 * every status. Archiving deactivates the workflow's triggers (its numbers become free) and freezes
 * it: an archived workflow changes only by going back to draft.
 */

/** The statuses. */
export const WORKFLOW_STATUSES = ['draft', 'active', 'paused', 'archived'] as const;
/** A workflow status. */
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

const ALLOWED: Record<WorkflowStatus, readonly WorkflowStatus[]> = {
  draft: ['active', 'archived'],
  active: ['draft', 'paused', 'archived'],
  paused: ['draft', 'active', 'archived'],
  archived: ['draft'],
};

/** True for a known status. */
export function isWorkflowStatus(v: string): v is WorkflowStatus {
  return (WORKFLOW_STATUSES as readonly string[]).includes(v);
}

/**
 * Whether `from → to` is allowed: `same` (no change), `ok` (with whether the definition must be
 * validated first), or the reason it is refused.
 */
export function statusTransition(
  from: WorkflowStatus,
  to: WorkflowStatus,
): { kind: 'same' } | { kind: 'ok'; validate: boolean } | { kind: 'refused'; message: string } {
  if (from === to) return { kind: 'same' };
  if (!ALLOWED[from].includes(to)) {
    const hint = from === 'archived' ? '; restore it to draft first' : '';
    return { kind: 'refused', message: `${/^[aeiou]/.test(from) ? 'An' : 'A'} ${from} workflow cannot become ${to}${hint}` };
  }
  return { kind: 'ok', validate: to === 'active' };
}
