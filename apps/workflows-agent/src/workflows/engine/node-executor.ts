/**
 * One node type's executor: the only place with that node type's side effects. The engine's stepping
 * looks the executor up by node type (./nodes/index.ts) and runs it; the executor answers the step's
 * outcome (./engine-parts `Outcome`) and its history events, and says whether its step has side
 * effects outside the database (then it runs outside any transaction, under a lease).
 */
import { storableJson, type Trx } from '@platform/db';
import type { NodeType, WorkflowNode } from '../domain/graph.schema';
import type { ExecutionContext } from '../domain/templating';
import type { ExecutionRow, NewExecutionEvent } from '../infra/db/executions.repository';
import type { EngineEnv, Outcome } from './engine-parts';
import type { WorkflowForExecution } from './ports';

/** The node of one (or several) node types. */
export type NodeOfType<T extends NodeType> = Extract<WorkflowNode, { type: T }>;

/** One step as an executor sees it. */
export interface NodeStep<N extends WorkflowNode = WorkflowNode> {
  /** The step's transaction; null for a step with side effects (it runs outside any transaction). */
  trx: Trx | null;
  e: ExecutionRow;
  wf: WorkflowForExecution;
  node: N;
  now: Date;
  /** The execution's context (`e.context`). */
  context: ExecutionContext;
  /** The step's idempotency key (`stepKey`). */
  key: string;
  /** Records a history event of the step (written by the caller with the step's outcome). */
  event(type: string, payload?: Record<string, unknown>, direction?: NewExecutionEvent['direction']): void;
  /** The step's transaction, for a node type that needs one (throws when it runs outside one). */
  inTrx(): Trx;
}

/** Runs the nodes of one node type (or several sharing one behaviour, like the sends). */
export interface NodeExecutor<T extends NodeType = NodeType> {
  /** True when the node's step has side effects outside the database (run outside a transaction, under a lease). */
  external(node: NodeOfType<T>, e: ExecutionRow): boolean;
  /** Executes the step and answers where the execution goes next. */
  run(step: NodeStep<NodeOfType<T>>, env: EngineEnv): Promise<Outcome>;
}

/** A step without side effects outside the database. */
export const internal = (): boolean => false;
/** A step with side effects outside the database. */
export const external = (): boolean => true;

/**
 * A peer's answer as stored in the execution context: every string and key with NUL and unpaired
 * surrogates replaced (decision 0010; jsonb refuses both). A walk over the value, never an edit of its
 * JSON text, so a peer's literal `\\u0000` (six characters) is kept as text.
 */
export function storable<T>(v: T): T {
  return storableJson(v);
}

/** True for a plain JSON object. */
export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
