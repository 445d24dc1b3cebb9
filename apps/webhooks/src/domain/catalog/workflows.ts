/**
 * Workflow execution events (issue 19, decision 0722), arriving on the WORKFLOWS_AGENT stream
 * (svc.workflows_agent.v1.ExecutionEventCreated): an execution started, waits, was handed off to a
 * human, ended or failed. workflows-agent renders the fields (`workflow_execution`, `workflow`); this
 * file names the events and builds the public event from them.
 */
import { BOTH, SAMPLE_NUMBER, type CatalogEntry, type JsonObject, type PublicEvent } from './types';

/** The workflow execution events' public names. */
export const WORKFLOW_EXECUTION_EVENT_NAMES = [
  'workflow.execution.started',
  'workflow.execution.waiting',
  'workflow.execution.handoff',
  'workflow.execution.ended',
  'workflow.execution.failed',
] as const;

const DESCRIPTIONS: Record<(typeof WORKFLOW_EXECUTION_EVENT_NAMES)[number], string> = {
  'workflow.execution.started': 'A workflow execution started (API call, inbound message, event trigger, or a call step starting a child).',
  'workflow.execution.waiting': 'A workflow execution waits: for a reply (waiting_reason wait_for_response) or for its child (call).',
  'workflow.execution.handoff': 'A workflow execution handed the conversation to a human; the bot processes nothing until it is set back to running or ended.',
  'workflow.execution.ended': 'A workflow execution ended (an end node or a leaf, or a forced status).',
  'workflow.execution.failed': 'A workflow execution failed; error_details carries the code, message and node.',
};

/** Catalog entries of the workflow execution events, in documentation order. */
export const WORKFLOW_EXECUTION_EVENTS: readonly CatalogEntry[] = WORKFLOW_EXECUTION_EVENT_NAMES.map((name) => ({
  name,
  versions: BOTH,
  source: 'workflows_agent' as const,
  description: DESCRIPTIONS[name],
}));

/** True for a workflow execution event name. */
export function isWorkflowExecutionEvent(name: string): boolean {
  return (WORKFLOW_EXECUTION_EVENT_NAMES as readonly string[]).includes(name);
}

/** The public event from the stream's fields: `{ workflow_execution: {...}, workflow: { id, name }, phone_number_id }`. */
export function workflowExecutionEvent(name: string, fields: JsonObject): PublicEvent {
  const execution = (fields.workflow_execution ?? {}) as JsonObject;
  const number = typeof execution.phone_number_id === 'string' ? execution.phone_number_id : null;
  return {
    name,
    fields: { workflow_execution: execution, workflow: fields.workflow ?? null, phone_number_id: number },
    phoneNumberIds: number ? [number] : [],
    businessAccountId: null,
  };
}

/** A realistic sample of a workflow execution event, or undefined when `name` is not one. */
export function workflowsSample(name: string): PublicEvent | undefined {
  if (!isWorkflowExecutionEvent(name)) return undefined;
  const status = name.slice('workflow.execution.'.length).replace('started', 'running');
  return workflowExecutionEvent(name, {
    workflow_execution: {
      id: '00000000-0000-4000-8000-000000000019',
      workflow_id: '00000000-0000-4000-8000-000000000190',
      status,
      tracking_id: 'trk_0000000000000000019',
      trigger_type: 'inbound_message',
      parent_execution_id: null,
      conversation_id: '00000000-0000-4000-8000-000000000191',
      phone_number_id: SAMPLE_NUMBER.id,
      current_step: { node_id: 'ask_name', node_type: 'wait_for_response', position: 2 },
      waiting_reason: status === 'waiting' ? 'wait_for_response' : null,
      error_details: status === 'failed' ? { code: 'send_failed', message: 'The send was refused (402)', node_id: 'ask_name' } : null,
      started_at: '2026-01-01T10:00:00.000Z',
      ended_at: status === 'ended' || status === 'failed' ? '2026-01-01T10:05:00.000Z' : null,
    },
    workflow: { id: '00000000-0000-4000-8000-000000000190', name: 'Support intake' },
  });
}
