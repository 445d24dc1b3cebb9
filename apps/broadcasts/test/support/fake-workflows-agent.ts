/**
 * A deterministic workflows-agent at its generated gRPC contract (GetWorkflow,
 * StartWorkflowExecution, GetConversationOwner) for the broadcasts tests of the agent (decisions
 * 0805, 0726). It answers like the real service: workflows are the project's (a foreign id is
 * NOT_FOUND), a start of a workflow that is not active is refused `workflow_not_active` (422), a
 * started execution waits for the customer's reply; an idempotency key answers the execution its
 * first start created (checked before the workflow's status, as the real service does), reused for
 * another request it is 422 `idempotency_key_reused`; the conversation's owner is the project's
 * root execution running, waiting or in handoff on the number with the contact's phone or user id,
 * one in handoff first, else the newest.
 */
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { fromStruct, loadContracts, toStruct, type JsonObject, type workflowsAgent } from '@platform/contracts';
import { notFound, toServiceError, validationFailed } from '@platform/errors';

/** A workflow the fake knows. */
export interface FakeWorkflow {
  id: string;
  projectId: string;
  name: string;
  status: string;
}

/** An execution the fake started (or a test planted). */
export interface FakeExecution {
  id: string;
  projectId: string;
  workflowId: string;
  status: string;
  phoneNumberId: string;
  phoneNumber?: string;
  recipient?: string;
  variables: JsonObject;
  context: JsonObject;
  createdAt: Date;
  /** The start's idempotency key and its request (what a retry must repeat). */
  idempotencyKey?: string;
  request?: string;
}

/** The running fake and what it saw. */
export interface FakeWorkflowsAgent {
  address: string;
  workflows: Map<string, FakeWorkflow>;
  executions: FakeExecution[];
  /** StartWorkflowExecution calls (answered or not). */
  startCalls: { value: number };
  /** The next N starts create the execution but answer UNAVAILABLE (the answer lost on the way). */
  loseAnswers: { value: number };
  /** The next N starts answer UNAVAILABLE without starting anything. */
  unavailable: { value: number };
  /** Status of a started execution: waiting (the default: it waits for the customer), or ended (it ran to its end at once). */
  startStatus: { value: string };
  /** Adds a workflow of `projectId`; returns it. */
  addWorkflow(projectId: string, status?: string): FakeWorkflow;
  close(): Promise<void>;
}

function message(e: FakeExecution): workflowsAgent.WorkflowExecution {
  const at = e.createdAt.toISOString();
  return {
    id: e.id,
    workflow_id: e.workflowId,
    status: e.status,
    created_at: at,
    updated_at: at,
    tracking_id: e.id,
    started_at: at,
    last_event_at: at,
    phone_number_id: e.phoneNumberId,
    phone_number: e.phoneNumber,
    recipient: e.recipient,
    trigger_type: 'api_call',
    execution_context: toStruct({ vars: e.variables, system: {}, context: e.context, metadata: {} }),
    observer: false,
    waiting_reason: e.status === 'waiting' ? 'wait_for_response' : undefined,
  };
}

/** Starts the fake on a loopback port. */
export async function startFakeWorkflowsAgent(): Promise<FakeWorkflowsAgent> {
  const { contracts } = loadContracts();
  const server = new grpc.Server();
  const workflows = new Map<string, FakeWorkflow>();
  const executions: FakeExecution[] = [];
  const startCalls = { value: 0 };
  const loseAnswers = { value: 0 };
  const unavailable = { value: 0 };
  const startStatus = { value: 'waiting' };
  const unknown = () => toServiceError(notFound('WORKFLOW_NOT_FOUND', 'Workflow not found'));
  const digits = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '');
  const find = (projectId: string, id: string) => {
    const wf = workflows.get(id);
    return wf && wf.projectId === projectId ? wf : undefined;
  };
  const impl: Partial<workflowsAgent.WorkflowsAgentServiceHandlers> = {
    GetWorkflow(call, cb) {
      const wf = find(call.request.project_id, call.request.workflow_id);
      if (!wf) return cb(unknown());
      const at = new Date().toISOString();
      cb(null, {
        workflow: {
          id: wf.id,
          name: wf.name,
          status: wf.status,
          lock_version: 1,
          execution_count: 0,
          created_at: at,
          updated_at: at,
          message_debounce_seconds: 0,
        },
      });
    },
    StartWorkflowExecution(call, cb) {
      startCalls.value++;
      const r = call.request;
      if (unavailable.value > 0) {
        unavailable.value--;
        return cb({ code: grpc.status.UNAVAILABLE, details: 'unavailable' });
      }
      const request = JSON.stringify([
        r.workflow_id,
        r.phone_number_id,
        digits(r.phone_number),
        r.recipient ?? '',
        r.variables ? fromStruct(r.variables) : {},
        r.context ? fromStruct(r.context) : {},
      ]);
      const prior = r.idempotency_key ? executions.find((e) => e.projectId === r.project_id && e.idempotencyKey === r.idempotency_key) : undefined;
      if (prior) {
        if (prior.request !== request)
          return cb(
            toServiceError(validationFailed('This idempotency key was already used for a different start request', { code: 'idempotency_key_reused' })),
          );
        return cb(null, { execution: message(prior) });
      }
      const wf = find(r.project_id, r.workflow_id);
      if (!wf) return cb(unknown());
      if (wf.status !== 'active') return cb(toServiceError(validationFailed('Workflow is not active', { code: 'workflow_not_active' })));
      if (!r.recipient && !r.phone_number)
        return cb(toServiceError(validationFailed('One of recipient and phone_number is required', { code: 'recipient_required' })));
      const e: FakeExecution = {
        id: randomUUID(),
        projectId: r.project_id,
        workflowId: r.workflow_id,
        status: startStatus.value,
        phoneNumberId: r.phone_number_id,
        phoneNumber: r.phone_number ?? undefined,
        recipient: r.recipient ?? undefined,
        variables: r.variables ? (fromStruct(r.variables) as JsonObject) : {},
        context: r.context ? (fromStruct(r.context) as JsonObject) : {},
        createdAt: new Date(),
        idempotencyKey: r.idempotency_key || undefined,
        request,
      };
      executions.push(e);
      if (loseAnswers.value > 0) {
        loseAnswers.value--;
        return cb({ code: grpc.status.UNAVAILABLE, details: 'connection reset' });
      }
      cb(null, { execution: message(e) });
    },
    GetConversationOwner(call, cb) {
      const r = call.request;
      const phone = digits(r.phone_number);
      const owners = executions
        .filter((e) => e.projectId === r.project_id && e.phoneNumberId === r.phone_number_id)
        .filter((e) => ['running', 'waiting', 'handoff'].includes(e.status))
        .filter((e) => (phone && digits(e.phoneNumber) === phone) || (r.recipient && e.recipient === r.recipient))
        .reverse();
      const owner = owners.find((e) => e.status === 'handoff') ?? owners[0];
      cb(null, { execution: owner ? message(owner) : undefined });
    },
  };
  server.addService(contracts.workflowsAgent.WorkflowsAgentService.service, impl as grpc.UntypedServiceImplementation);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p))),
  );
  return {
    address: `127.0.0.1:${port}`,
    workflows,
    executions,
    startCalls,
    loseAnswers,
    unavailable,
    startStatus,
    addWorkflow(projectId, status = 'active') {
      const wf = { id: randomUUID(), projectId, name: `wf-${workflows.size + 1}`, status };
      workflows.set(wf.id, wf);
      return wf;
    },
    close: () => new Promise<void>((resolve) => server.tryShutdown(() => resolve())),
  };
}
