import { status as grpcStatus } from '@grpc/grpc-js';
import { fromStruct, loadContracts, toStruct, type JsonObject, type workflowsAgent } from '@platform/contracts';
import { isDomainError } from '@platform/errors';
import { callUnary, createClient } from '@platform/grpc';

/** A workflow as broadcasts needs it (the agent of a broadcast). */
export interface AgentWorkflow {
  id: string;
  name: string;
  /** draft, active, paused, archived. */
  status: string;
}

/** An execution of a workflow as broadcasts needs it (owner checks and reconciliation). */
export interface AgentExecution {
  id: string;
  /** running, waiting, handoff, ended, failed. */
  status: string;
  phoneNumberId: string | null;
  phoneNumber: string | null;
  recipient: string | null;
  createdAt: string;
  /** `execution_context.context` (broadcasts puts `broadcast.recipient_id` there). */
  context: Record<string, unknown>;
}

/** What the broadcasts service asks of workflows-agent (the agent of a broadcast, decision 0805). */
export interface WorkflowsAgentPort {
  /** The project's workflow, or undefined when unknown (a foreign id reads as unknown). */
  getWorkflow(projectId: string, workflowId: string): Promise<AgentWorkflow | undefined>;
  /** Starts an execution (StartWorkflowExecution); rejects with the peer's DomainError. */
  startExecution(req: {
    projectId: string;
    workflowId: string;
    phoneNumberId: string;
    phoneNumber?: string;
    recipient?: string;
    variables: JsonObject;
    context: JsonObject;
  }): Promise<{ id: string }>;
  /** One page of a workflow's executions, newest first; `after` continues with older ones. */
  listExecutions(
    projectId: string,
    workflowId: string,
    f: { status?: string; createdAfter?: Date; after?: string },
  ): Promise<{ items: AgentExecution[]; after: string | undefined }>;
  close(): void;
}

function executionOf(e: workflowsAgent.WorkflowExecution__Output): AgentExecution {
  const ctx = e.execution_context ? fromStruct(e.execution_context) : {};
  const inner = ctx.context;
  return {
    id: e.id,
    status: e.status,
    phoneNumberId: e.phone_number_id ?? null,
    phoneNumber: e.phone_number ?? null,
    recipient: e.recipient ?? null,
    createdAt: e.created_at,
    context: inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Record<string, unknown>) : {},
  };
}

/** The workflows-agent client at `address` (reads retried on UNAVAILABLE; a start is never retried by the client). */
export function workflowsAgentClient(address: string): WorkflowsAgentPort {
  const { contracts } = loadContracts();
  let client: workflowsAgent.WorkflowsAgentServiceClient | undefined;
  const c = () =>
    (client ??= createClient(contracts.workflowsAgent.WorkflowsAgentService, address, {
      defaultDeadlineMs: 10_000,
      idempotentMethods: ['GetWorkflow', 'ListWorkflowExecutions'],
    }));
  return {
    async getWorkflow(projectId, workflowId) {
      try {
        const r = await callUnary(c(), 'GetWorkflow', { project_id: projectId, workflow_id: workflowId });
        return r.workflow ? { id: r.workflow.id, name: r.workflow.name, status: r.workflow.status } : undefined;
      } catch (err) {
        if (isDomainError(err) && err.code === grpcStatus.NOT_FOUND) return undefined;
        throw err;
      }
    },
    async startExecution(req) {
      const r = await callUnary(c(), 'StartWorkflowExecution', {
        project_id: req.projectId,
        workflow_id: req.workflowId,
        phone_number_id: req.phoneNumberId,
        phone_number: req.phoneNumber,
        recipient: req.recipient,
        variables: toStruct(req.variables),
        context: toStruct(req.context),
        metadata: toStruct({ source: 'broadcast' }),
      });
      if (!r.execution?.id) throw new Error('StartWorkflowExecution answered without an execution');
      return { id: r.execution.id };
    },
    async listExecutions(projectId, workflowId, f) {
      const r = await callUnary(c(), 'ListWorkflowExecutions', {
        project_id: projectId,
        workflow_id: workflowId,
        status: f.status,
        created_after: f.createdAfter?.toISOString(),
        limit: 100,
        after: f.after,
      });
      return { items: r.executions.map(executionOf), after: r.has_older && r.after_cursor ? r.after_cursor : undefined };
    },
    close: () => client?.close(),
  };
}
