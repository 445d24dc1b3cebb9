import { describe, expect, it } from 'vitest';
import { catalogEntry, eventSupportsVersion, renderBody, sampleEvent } from './index';
import { WORKFLOW_EXECUTION_EVENT_NAMES, isWorkflowExecutionEvent, workflowExecutionEvent } from './workflows';

describe('workflow.execution.*', () => {
  const fields = {
    workflow_execution: {
      id: 'e1',
      workflow_id: 'w1',
      status: 'failed',
      phone_number_id: '106540352242922',
      error_details: { code: 'send_failed', message: 'refused' },
    },
    workflow: { id: 'w1', name: 'Intake' },
  };

  it('are in the catalog in both versions, from workflows-agent', () => {
    for (const name of WORKFLOW_EXECUTION_EVENT_NAMES) {
      expect(catalogEntry(name)?.source).toBe('workflows_agent');
      expect(eventSupportsVersion(name, 'v1')).toBe(true);
      expect(eventSupportsVersion(name, 'v2')).toBe(true);
      expect(sampleEvent(name, '2026-01-01T00:00:00.000Z').name).toBe(name);
    }
    expect(isWorkflowExecutionEvent('workflow.execution.paused')).toBe(false);
  });

  it('carries the execution and workflow, flat in v2 and wrapped in v1, for the execution number', () => {
    const e = workflowExecutionEvent('workflow.execution.failed', fields);
    expect(e.phoneNumberIds).toEqual(['106540352242922']);
    expect(JSON.parse(renderBody(e, 'v2', '2026-01-01T00:00:00.000Z')!)).toEqual({
      event: 'workflow.execution.failed',
      ...fields,
      phone_number_id: '106540352242922',
    });
    const v1 = JSON.parse(renderBody(e, 'v1', '2026-01-01T00:00:00.000Z')!);
    expect(v1).toMatchObject({ type: 'workflow.execution.failed', data: { workflow_execution: { error_details: { code: 'send_failed' } } } });
  });

  it('an execution without a number concerns no number (project-wide webhooks only)', () => {
    expect(workflowExecutionEvent('workflow.execution.started', { workflow_execution: { id: 'e2' } }).phoneNumberIds).toEqual([]);
  });
});
