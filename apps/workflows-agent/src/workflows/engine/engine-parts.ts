/**
 * The shapes the engine's parts share: a step's outcome, a claimed step, the environment every part
 * is built with, and what the parts call on each other (`EngineParts`, wired once by the facade
 * `ExecutionEngineUsecase`; each part imports this file, never another part, so the parts have no
 * import cycle).
 */
import type { Trx } from '@platform/db';
import type { WorkflowNode } from '../domain/graph.schema';
import type { ExecutionContext } from '../domain/templating';
import type { ExecutionPatch, ExecutionRow, NewExecutionEvent, PendingInput } from '../infra/db/executions.repository';
import type { AgentStepRunner, EngineContext, IntegrationInvoker, WorkflowCatalog, WorkflowForExecution } from './ports';

/** An execution's error details (`error_details`). */
export interface ExecutionError {
  code: string;
  message: string;
  [k: string]: unknown;
}

/** A step outcome: where the execution goes next. */
export type Outcome =
  | { kind: 'next'; label: string; context?: ExecutionContext }
  /** The same node runs again as a new step (a new step number, so its side effects carry new keys). */
  | { kind: 'repeat'; context?: ExecutionContext }
  | { kind: 'wait_reply'; timeoutAt: Date | null; context?: ExecutionContext }
  | { kind: 'delay'; until: Date; context: ExecutionContext }
  | { kind: 'call'; child: ExecutionRow; context?: ExecutionContext }
  | { kind: 'handoff'; reason?: string; context?: ExecutionContext }
  | { kind: 'end' }
  | { kind: 'fail'; error: ExecutionError };

/** The idempotency key of step n of an execution (sends, webhooks, functions). */
export const stepKey = (executionId: string, step: number) => `execution:${executionId}:step:${step}`;

/**
 * An execution row locked by the current transaction (as this transaction changed it), the workflow read
 * with the lock, and the changes not yet written (`unwritten`: the next write of the row carries them).
 */
export type Locked = { e: ExecutionRow; wf: WorkflowForExecution | undefined; unwritten?: ExecutionPatch };
/** A step with side effects claimed (its lease written) and not yet run. */
export type Claim = { e: ExecutionRow; wf: WorkflowForExecution; node: WorkflowNode };
/** Where a run of steps stopped: the execution needs no more work now (or more), or a step with side effects was claimed. */
export type Phase = { more: boolean } | { claim: Claim };
/** A step's history event written when the step's outcome is recorded. */
export type PendingEvent = Omit<NewExecutionEvent, 'at'>;

/** A buffered input as a reply takes it. */
export type ReplyInput = Pick<PendingInput, 'id' | 'text' | 'payload'>;

/** An internal history event of the execution at its current node and step (`edgeLabel` only when given). */
export function currentNodeEvent(
  e: ExecutionRow,
  eventType: string,
  now: Date,
  o: { payload?: Record<string, unknown>; edgeLabel?: string } = {},
): NewExecutionEvent {
  return {
    projectId: e.projectId,
    executionId: e.id,
    eventType,
    direction: 'internal',
    nodeId: e.currentNodeId,
    nodeType: e.currentNodeType,
    step: e.step,
    ...(o.edgeLabel !== undefined ? { edgeLabel: o.edgeLabel } : {}),
    payload: o.payload ?? {},
    at: now,
  };
}

/** How a resumed execution was resumed: written with its move (`patch`, `events`, inputs consumed). */
export interface Resume {
  patch: ExecutionPatch;
  events: NewExecutionEvent[];
  consumedInputs?: string[];
}

/** What an observer execution of an event trigger starts from. */
export interface ObserverStart {
  triggerType: string;
  event: Record<string, unknown>;
  phoneNumberId: string | null;
  conversationId?: string | null;
  phoneNumber?: string | null;
  now: Date;
}

/** What the other parts call of the stepping, claims and leases (./stepping). */
export interface SteppingPart {
  /** Remembers a claim once `trx` commits (this process's next local run takes it). */
  keepClaim(trx: Trx, claim: Claim): void;
}

/** What the other parts call of the lifecycle: finish and the public events, observer starts (./lifecycle). */
export interface LifecyclePart {
  finish(trx: Trx, e: ExecutionRow, status: 'ended' | 'failed', error: ExecutionError | null, now: Date): Promise<void>;
  publicEvent(trx: Trx, e: ExecutionRow, name: string, now: Date, workflowName: string | null): Promise<void>;
  startObserver(trx: Trx, projectId: string, workflowId: string, o: ObserverStart): Promise<string | undefined>;
}

/** What the other parts call of the replies and timeouts: moves past a wait, replies (./replies). */
export interface RepliesPart {
  moveOn(trx: Trx, waiting: ExecutionRow, wf: WorkflowForExecution | undefined, label: string, now: Date, resume: Resume): Promise<void>;
  takeReply(trx: Trx, e: ExecutionRow, wf: WorkflowForExecution | undefined, pending: ReplyInput[], now: Date): Promise<boolean>;
}

/** The engine's parts, as they call each other (wired once by the facade). */
export interface EngineParts {
  readonly stepping: SteppingPart;
  readonly lifecycle: LifecyclePart;
  readonly replies: RepliesPart;
}

/** What every part of the engine is built with. */
export interface EngineEnv {
  ctx: EngineContext;
  catalog: WorkflowCatalog;
  integrations: IntegrationInvoker;
  /** The agent node's model loop, when wired. */
  agent?: AgentStepRunner;
  /** How long a claimed step's lease lasts, ms. */
  stepLeaseMs: number;
  /** The other parts (read at call time). */
  parts: EngineParts;
}

/** A part of the engine: built with the engine's environment, reads the context and the executions repository. */
export abstract class EnginePart {
  constructor(protected readonly env: EngineEnv) {}

  protected get ctx(): EngineContext {
    return this.env.ctx;
  }

  protected get repo(): EngineContext['executions'] {
    return this.env.ctx.executions;
  }
}
