/**
 * The engine's ports: the interfaces of everything the workflow engine calls out to. The workflow
 * catalog (definitions and triggers), saved integrations, the agents capability's model loop, and the
 * slice of the UsecaseContext it uses (database, clock, executions repository and publisher, sends,
 * functions, webhooks). The engine's parts and node executors depend on these, never on the adapters.
 */
import type { Trx } from '@platform/db';
import type { UsecaseContext } from '../../context';
import type { WorkflowDefinition, WorkflowNode } from '../domain/graph.schema';
import type { ExecutionContext } from '../domain/templating';
import type { ExecutionWorkflowHead } from '../infra/db/executions.repository';

/** A workflow as the engine reads it (the live definition: an execution follows edits, decision 0720). */
export interface WorkflowForExecution {
  id: string;
  name: string;
  status: string;
  definition: WorkflowDefinition;
  /** Replies arriving within this window are merged into one input (0 = none). */
  messageDebounceSeconds: number;
}

/**
 * Where the engine reads workflows and triggers. Inside a transaction the caller passes it (`trx`): a
 * transaction must never wait for a second pooled connection.
 */
export interface WorkflowCatalog {
  /**
   * A workflow of the project with its parsed definition, or undefined. `head` is the workflow's head
   * when the caller already read it (with the execution's row lock): then only a definition not yet
   * cached for its lock version is read.
   */
  getForExecution(projectId: string, workflowId: string, trx?: Trx, head?: ExecutionWorkflowHead): Promise<WorkflowForExecution | undefined>;
  /** The active inbound-message trigger's workflow on a number, or undefined. */
  inboundWorkflow(projectId: string, phoneNumberId: string, trx?: Trx): Promise<string | undefined>;
  /** Workflows whose active event trigger matches a platform event (message/conversation events, thread control). */
  eventWorkflows(projectId: string, eventName: string, phoneNumberId: string | null, trx?: Trx): Promise<string[]>;
  /** Workflows whose active project-event trigger matches an emitted event and its properties. */
  projectEventWorkflows(projectId: string, eventName: string, properties: Record<string, unknown>, trx?: Trx): Promise<string[]>;
  /** API starts are accepted while the workflow has no api_call trigger or an active one. */
  apiStartAllowed(projectId: string, workflowId: string, trx?: Trx): Promise<boolean>;
}

/** Runs a saved integration (issue 21) with source `workflow`; a DomainError is the integration's refusal or failure. */
export interface IntegrationInvoker {
  invoke(
    projectId: string,
    integrationId: string,
    input: Record<string, unknown>,
    source: 'workflow',
  ): Promise<{ run: { id?: string; status?: string }; ret: unknown }>;
}

/** The agent node's model loop (the agents capability); absent until it is wired. */
export interface AgentStepRunner {
  run(req: {
    projectId: string;
    executionId: string;
    step: number;
    node: WorkflowNode & { type: 'agent' };
    context: ExecutionContext;
    /** Names the user's message of this call (the wait it answered): a repeated step does not add it twice. */
    inputKey: string;
    /** The execution's request id (decision 0018): the node's agent run records it. */
    requestId?: string | null;
    send(message: Record<string, unknown>, key: string): Promise<void>;
  }): Promise<{ ok: true; output: AgentNodeOutput; vars?: Record<string, unknown> } | { ok: false; code: string; message: string }>;
  /** An AI decide node: the model picks one of the node's condition labels (idempotent per execution step). */
  decide(req: { projectId: string; executionId: string; step: number; node: WorkflowNode & { type: 'decide' }; context: ExecutionContext }): Promise<
    | {
        ok: true;
        label: string;
        agentRunId: string;
        usage: unknown;
        /** Set when the model's answer was not one of the node's labels and the first condition was taken (decision 0737). */
        fallback?: { code: string; reason: string };
      }
    | { ok: false; code: string; message: string }
  >;
}

/** An agent node's result: `waiting` parks the execution for the customer's reply (the same session resumes), `handoff` hands it off. */
export interface AgentNodeOutput {
  outcome: 'completed' | 'waiting' | 'handoff';
  text: string | null;
  agent_run_id?: string;
  usage?: unknown;
}

/** The slice of the UsecaseContext the engine uses. */
export type EngineContext = Pick<
  UsecaseContext,
  'db' | 'clock' | 'logger' | 'executions' | 'executionsPublisher' | 'sender' | 'functionRunner' | 'webhookCaller' | 'projectEvents'
>;

/** Options of the engine. */
export interface EngineOptions {
  /**
   * How long a worker owns a step whose side effects run outside a transaction, ms: a dead worker's
   * step is taken over after it (and repeated with the same keys). Longer than the longest step
   * (a webhook's 30 s, a function's 35 s deadline).
   */
  stepLeaseMs?: number;
  /** The agent node's model loop, when wired. */
  agent?: AgentStepRunner;
}
