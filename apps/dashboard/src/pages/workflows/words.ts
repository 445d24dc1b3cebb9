/** Workflow, execution and trigger states in words, and which actions a status allows (decision 0712). */

export type WorkflowStatus = 'draft' | 'active' | 'paused' | 'archived';
export type ExecutionStatus = 'running' | 'waiting' | 'handoff' | 'ended' | 'failed';

export const WORKFLOW_STATUSES: WorkflowStatus[] = ['draft', 'active', 'paused', 'archived'];
export const EXECUTION_STATUSES: ExecutionStatus[] = ['running', 'waiting', 'handoff', 'ended', 'failed'];

const WORKFLOW_WORDS: Record<WorkflowStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  active: { label: 'Active', color: 'green' },
  paused: { label: 'Paused', color: 'yellow' },
  archived: { label: 'Archived', color: 'dark' },
};

const EXECUTION_WORDS: Record<ExecutionStatus, { label: string; color: string }> = {
  running: { label: 'Running', color: 'blue' },
  waiting: { label: 'Waiting', color: 'yellow' },
  handoff: { label: 'Handed off', color: 'grape' },
  ended: { label: 'Ended', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

/** A workflow status in words with its badge colour (unknown statuses as written, grey). */
export function workflowStatusWords(status: string): { label: string; color: string } {
  return WORKFLOW_WORDS[status as WorkflowStatus] ?? { label: status, color: 'gray' };
}

/** An execution status in words with its badge colour. */
export function executionStatusWords(status: string): { label: string; color: string } {
  return EXECUTION_WORDS[status as ExecutionStatus] ?? { label: status, color: 'gray' };
}

/** Why an execution waits, in words. */
export function waitingReasonWords(reason: string | null | undefined): string | null {
  if (!reason) return null;
  if (reason === 'wait_for_response') return 'for a reply';
  if (reason === 'call') return 'on the workflow it called';
  if (reason === 'delay') return 'for a delay to pass';
  return reason.replace(/_/g, ' ');
}

/** A status action of a workflow: the path's verb and its button. */
export interface StatusAction {
  verb: 'activate' | 'pause' | 'archive' | 'restore';
  label: string;
  /** Asked for confirmation first (archiving deactivates the triggers). */
  confirm: boolean;
}

/**
 * The status actions the transition table of decision 0712 allows from a status: draft → active,
 * archived; active → draft, paused, archived; paused → draft, active, archived; archived → draft.
 */
export function statusActions(status: string): StatusAction[] {
  const activate: StatusAction = { verb: 'activate', label: 'Activate', confirm: false };
  const pause: StatusAction = { verb: 'pause', label: 'Pause', confirm: false };
  const archive: StatusAction = { verb: 'archive', label: 'Archive', confirm: true };
  const restore: StatusAction = { verb: 'restore', label: 'Back to draft', confirm: false };
  switch (status) {
    case 'draft':
      return [activate, archive];
    case 'active':
      return [pause, { ...restore }, archive];
    case 'paused':
      return [{ ...activate, label: 'Resume (activate)' }, restore, archive];
    case 'archived':
      return [{ ...restore, label: 'Restore to draft' }];
    default:
      return [];
  }
}

/** Whether an execution is still moving (the page refetches while it is). */
export function executionIsLive(status: string | undefined): boolean {
  return status === 'running' || status === 'waiting';
}

/** A trigger type in words. */
export function triggerTypeWords(type: string): string {
  switch (type) {
    case 'inbound_message':
      return 'Inbound message';
    case 'api_call':
      return 'API call';
    case 'messaging_event':
      return 'Messaging event';
    case 'project_event':
      return 'Project event';
    case 'whatsapp_event':
      return 'Messaging event';
    case 'call':
      return 'Called by a workflow';
    default:
      return type.replace(/_/g, ' ');
  }
}

/** An execution event type in words (`step_completed` → `Step completed`). */
export function eventTypeWords(type: string): string {
  const s = type.replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * What the page sends to resume a waiting execution (`POST /workflow_executions/{id}/resume`): the
 * reply as text (or as a JSON object when it parses as one and `asJson`), and variables (a JSON
 * object) merged into `vars`. An error sentence when the variables are not a JSON object.
 */
export function resumeBody(
  reply: string,
  variablesJson: string,
  kind: 'text' | 'payload',
): { ok: true; body: { message?: { kind: 'text' | 'payload'; data: string }; variables?: Record<string, unknown> } } | { ok: false; error: string } {
  const body: { message?: { kind: 'text' | 'payload'; data: string }; variables?: Record<string, unknown> } = {};
  if (reply !== '') body.message = { kind, data: reply };
  const v = variablesJson.trim();
  if (v) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(v);
    } catch {
      return { ok: false, error: 'The variables are not valid JSON.' };
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      return { ok: false, error: 'The variables must be a JSON object, like {"tag": "vip"}.' };
    body.variables = parsed as Record<string, unknown>;
  }
  return { ok: true, body };
}

/** A JSON object typed in a form (`''` → undefined); an error sentence when it is not an object. */
export function parseJsonObject(text: string, what: string): { ok: true; value: Record<string, unknown> | undefined } | { ok: false; error: string } {
  const t = text.trim();
  if (!t) return { ok: true, value: undefined };
  let parsed: unknown;
  try {
    parsed = JSON.parse(t);
  } catch {
    return { ok: false, error: `The ${what} are not valid JSON.` };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { ok: false, error: `The ${what} must be a JSON object.` };
  return { ok: true, value: parsed as Record<string, unknown> };
}
