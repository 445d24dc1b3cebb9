import type { Trx } from '@platform/db';
import type { UsecaseContext } from '../../context';
import type { EngineEnv, EngineParts, ExecutionError, ObserverStart, ReplyInput } from '../engine/engine-parts';
import { ExecutionLifecycle, type ExecutionStart } from '../engine/lifecycle';
import type { EngineOptions, IntegrationInvoker, WorkflowCatalog, WorkflowForExecution } from '../engine/ports';
import { ExecutionReplies } from '../engine/replies';
import { ExecutionStepping } from '../engine/stepping';
import type { ExecutionRow } from '../infra/db/executions.repository';

/**
 * The execution engine (the facade the rest of the app uses; its parts are in ../engine): runs an
 * execution from its stored state until it waits, hands off, ends or fails, one step at a time under the
 * execution's row lock. A step without side effects commits in one transaction. A step with side effects
 * (sends, functions, webhooks, integrations, agents) is claimed with a lease, run outside any
 * transaction (no connection or lock held across a network call), and recorded in a second transaction;
 * a crash repeats at most that step, whose side effects carry the key `execution:{id}:step:{n}` (a send
 * is never repeated: messaging-proxy answers duplicate_send). Also applies replies, timeouts, child
 * completions and forced statuses through domain/execution-state.
 *
 * Parts: stepping, claims and leases (engine/stepping.ts, a step's outcome in engine/outcome.ts), one
 * executor per node type (engine/nodes/), replies and timeouts (engine/replies.ts), start and finish
 * (engine/lifecycle.ts), the ports it calls out to (engine/ports.ts).
 */
export class ExecutionEngineUsecase implements EngineParts {
  readonly stepping: ExecutionStepping;
  readonly lifecycle: ExecutionLifecycle;
  readonly replies: ExecutionReplies;

  constructor(ctx: UsecaseContext, catalog: WorkflowCatalog, integrations: IntegrationInvoker, opts: EngineOptions = {}) {
    const env: EngineEnv = { ctx, catalog, integrations, agent: opts.agent, stepLeaseMs: opts.stepLeaseMs ?? 60_000, parts: this };
    this.stepping = new ExecutionStepping(env);
    this.lifecycle = new ExecutionLifecycle(env);
    this.replies = new ExecutionReplies(env);
  }

  /**
   * Fails a running execution whose step kept failing (the work item's retries are exhausted): the
   * execution ends `failed` with `step_error` instead of being retried forever.
   */
  failStuck(projectId: string, executionId: string, message: string): Promise<void> {
    return this.lifecycle.failStuck(projectId, executionId, message);
  }

  /** Re-queues a running execution whose work item was lost (the sweeper found it untouched too long); no-op when another replica holds it. */
  requeueStalled(projectId: string, executionId: string): Promise<void> {
    return this.stepping.requeueStalled(projectId, executionId);
  }

  /** Runs the execution until it stops needing work (idempotent; see ExecutionStepping.advance). */
  advance(projectId: string, executionId: string, opts: { fromQueue?: boolean; itemId?: string } = {}): Promise<void> {
    return this.stepping.advance(projectId, executionId, opts);
  }

  /**
   * Ends or fails an execution. A child's end resumes its parent at the call node's next edge (vars merged
   * back; a failure written to the call's error variable), in this same transaction.
   */
  finish(trx: Trx, e: ExecutionRow, status: 'ended' | 'failed', error: ExecutionError | null, now: Date): Promise<void> {
    return this.lifecycle.finish(trx, e, status, error, now);
  }

  /** Applies a reply (merged pending inputs) to an execution waiting for one, under its lock (see ExecutionReplies.takeReply). */
  takeReply(trx: Trx, e: ExecutionRow, wf: WorkflowForExecution | undefined, pending: ReplyInput[], now: Date): Promise<boolean> {
    return this.replies.takeReply(trx, e, wf, pending, now);
  }

  /** Fires a wait's (or delay's) timeout if it is still the current wait and due: 'timeout', or 'ignored'. */
  fireTimeout(projectId: string, executionId: string, waitSeq: number): Promise<'timeout' | 'ignored'> {
    return this.replies.fireTimeout(projectId, executionId, waitSeq);
  }

  /** Once `trx` commits, delivers the execution's buffered inputs when their debounce window ends, in this process. */
  scheduleInputs(trx: Trx, projectId: string, executionId: string, due: Date): void {
    this.replies.scheduleInputs(trx, projectId, executionId, due);
  }

  /** Delivers buffered inputs whose debounce window has passed (the in-process timer, or the sweeper's second timer). */
  flushInputs(projectId: string, executionId: string): Promise<'reply' | 'ignored'> {
    return this.replies.flushInputs(projectId, executionId);
  }

  /** Starts an observer execution of an event trigger (never routed inbound messages; sends only to explicit numbers). */
  startObserver(trx: Trx, projectId: string, workflowId: string, o: ObserverStart): Promise<string | undefined> {
    return this.lifecycle.startObserver(trx, projectId, workflowId, o);
  }

  /** Inserts a running execution at the workflow's start node and queues its first work item. */
  create(trx: Trx, s: ExecutionStart): Promise<string> {
    return this.lifecycle.create(trx, s);
  }

  /** One workflow.execution.* event for project webhooks; its id is derived from the fact (execution, event, step). */
  publicEvent(trx: Trx, e: ExecutionRow, name: string, now: Date, workflowName: string | null): Promise<void> {
    return this.lifecycle.publicEvent(trx, e, name, now, workflowName);
  }
}
