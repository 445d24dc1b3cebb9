import { status as grpcStatus } from '@grpc/grpc-js';
import { fromStruct, loadContracts, toStruct, type JsonObject, type workflowsAgent, lazyClient } from '@platform/contracts';
import { isDomainError } from '@platform/errors';
import { callUnary } from '@platform/grpc';

/** A workflow as broadcasts needs it (the agent of a broadcast). */
export interface AgentWorkflow {
  id: string;
  name: string;
  /** draft, active, paused, archived. */
  status: string;
}

/** An execution as broadcasts needs it (the conversation's owner). */
export interface AgentExecution {
  id: string;
  workflowId: string;
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
  /**
   * Starts an execution (StartWorkflowExecution) under `idempotencyKey`: a retry with the same key
   * answers the execution the first call started (decision 0726); rejects with the peer's DomainError.
   */
  startExecution(req: {
    projectId: string;
    workflowId: string;
    phoneNumberId: string;
    phoneNumber?: string;
    recipient?: string;
    variables: JsonObject;
    context: JsonObject;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /**
   * The execution, of any workflow, that owns the contact's conversation on the number
   * (GetConversationOwner: workflows-agent's inbound routing rule, decision 0722), or undefined.
   */
  conversationOwner(projectId: string, c: { phoneNumberId: string; phoneNumber: string | null; userId: string | null }): Promise<AgentExecution | undefined>;
  close(): void;
}

function executionOf(e: workflowsAgent.WorkflowExecution__Output): AgentExecution {
  const ctx = e.execution_context ? fromStruct(e.execution_context) : {};
  const inner = ctx.context;
  return {
    id: e.id,
    workflowId: e.workflow_id,
    status: e.status,
    phoneNumberId: e.phone_number_id ?? null,
    phoneNumber: e.phone_number ?? null,
    recipient: e.recipient ?? null,
    createdAt: e.created_at,
    context: inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Record<string, unknown>) : {},
  };
}

/** The workflows-agent client at `address` (reads retried on UNAVAILABLE; a start is retried by the handoff engine, under its key). */
export function workflowsAgentClient(address: string): WorkflowsAgentPort {
  const { contracts } = loadContracts();
  const { get: c, close } = lazyClient(contracts.workflowsAgent.WorkflowsAgentService, address, {
    defaultDeadlineMs: 10_000,
    idempotentMethods: ['GetWorkflow', 'GetConversationOwner'],
  });
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
        idempotency_key: req.idempotencyKey,
      });
      if (!r.execution?.id) throw new Error('StartWorkflowExecution answered without an execution');
      return { id: r.execution.id };
    },
    async conversationOwner(projectId, contact) {
      const r = await callUnary(c(), 'GetConversationOwner', {
        project_id: projectId,
        phone_number_id: contact.phoneNumberId,
        phone_number: contact.phoneNumber ?? undefined,
        recipient: contact.userId ?? undefined,
      });
      return r.execution ? executionOf(r.execution) : undefined;
    },
    close,
  };
}
