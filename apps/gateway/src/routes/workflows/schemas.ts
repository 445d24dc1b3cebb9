import { z } from 'zod';
import { contractObject } from '../contract-schema';
import { depthOf } from '../schemas';

// Schemas shared by the workflow route files (workflows, triggers and workflow-executions .routes.ts).

export const triggerType = z.enum(['inbound_message', 'api_call', 'messaging_event', 'project_event']);

export const trigger = contractObject('svc.workflows_agent.v1.WorkflowTrigger', { trigger_type: triggerType }, { uuid: ['id', 'workflow_id'] });

export const executionStatus = z.enum(['running', 'waiting', 'handoff', 'ended', 'failed']);

export const executionStep = contractObject('svc.workflows_agent.v1.ExecutionStep');

export const execution = contractObject(
  'svc.workflows_agent.v1.WorkflowExecution',
  {
    status: executionStatus,
    current_step: executionStep.nullable(),
    waiting_reason: z.enum(['wait_for_response', 'call', 'delay']).nullable(),
  },
  { uuid: ['id', 'workflow_id', 'resumable_execution_id', 'conversation_id', 'parent_execution_id'] },
);

/** True when a JSON value holds a NUL character anywhere (keys included): Postgres text and jsonb cannot store it. */
const hasNul = (v: unknown) => JSON.stringify(v).includes('\\u0000');
/** Free-form JSON object (variables, context), at most 32 levels deep, no NUL characters. */
export const jsonObject = z
  .record(z.unknown())
  .refine((o) => depthOf(o, 32) <= 32, 'nests objects and arrays deeper than 32 levels')
  .refine((o) => !hasNul(o), 'must not contain NUL characters');
