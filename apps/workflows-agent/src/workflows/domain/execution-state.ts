/**
 * The states of a workflow execution and every transition between them (reference upstream-and-peers
 * §1.10), plus the one rule that decides which of a reply and a wait's timeout advances a waiting
 * execution. Pure: no I/O, time passed in. The engine applies these under the execution's row lock, so
 * the decision here is the only place where "who advances" is settled. Also the rule that decides
 * whether a resume (POST /workflow_executions/{id}/resume) is allowed, and where its input goes.
 */
import type { WorkflowNode } from './graph.schema';

/** Execution states (spec 4.12, reference §1.10). */
export const EXECUTION_STATUSES = ['running', 'waiting', 'handoff', 'ended', 'failed'] as const;
/** One execution state. */
export type ExecutionStatus = (typeof EXECUTION_STATUSES)[number];

/** The transition table: from → allowed targets. `ended` and `failed` are terminal. */
export const TRANSITIONS: Readonly<Record<ExecutionStatus, readonly ExecutionStatus[]>> = {
  running: ['waiting', 'ended', 'failed', 'handoff'],
  waiting: ['running', 'ended', 'failed', 'handoff'],
  handoff: ['running', 'ended', 'failed'],
  ended: [],
  failed: [],
};

/** Statuses a client may force with the status update (reference §1.10 names ended, handoff, waiting; running leaves a handoff, decision 0722). */
export const FORCEABLE_STATUSES = ['ended', 'handoff', 'waiting', 'running'] as const;
/** A status a client may force. */
export type ForceableStatus = (typeof FORCEABLE_STATUSES)[number];

/** True when the execution can no longer change. */
export function isTerminal(s: ExecutionStatus): boolean {
  return TRANSITIONS[s].length === 0;
}

/** True when `from → to` is in the table (a status never "transitions" to itself). */
export function canTransition(from: ExecutionStatus, to: ExecutionStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Why a wait exists: a reply (wait node, button/list choice), a call node's child, or a send's delay. */
export type WaitingReason = 'wait_for_response' | 'call' | 'delay';

/** What the wait rule needs of an execution (read under its row lock). */
export interface WaitView {
  status: ExecutionStatus;
  waitingReason: WaitingReason | null;
  /** Counts waits: a reply or timer is for one wait only (it carries the number it was issued for). */
  waitSeq: number;
  /** When the wait times out; null = no timeout. */
  timeoutAt: Date | null;
}

/** Something that may end a wait. */
export type WaitEvent = { kind: 'reply'; waitSeq: number } | { kind: 'timeout'; waitSeq: number; now: Date };

/** The decision: this event advances the execution (the next wait number given), or it is ignored, with why. */
export type WaitDecision =
  { take: 'reply' | 'timeout'; status: 'running'; nextWaitSeq: number } | { ignore: 'not_waiting' | 'not_waiting_for_response' | 'stale_wait' | 'not_due' };

/**
 * Decides whether a reply or a timeout ends the current wait. Exactly one event per wait is taken: taking
 * one moves the execution to `running` and increments `waitSeq`, so the other (carrying the old number)
 * is then `stale_wait` or `not_waiting`. A timeout is taken only when due (`now >= timeoutAt`).
 */
export function decideWait(view: WaitView, event: WaitEvent): WaitDecision {
  if (view.status !== 'waiting') return { ignore: 'not_waiting' };
  // A delay ends by its timer only; a child's wait by the child (replies go to the child).
  const endsBy = view.waitingReason === 'wait_for_response' ? ['reply', 'timeout'] : view.waitingReason === 'delay' ? ['timeout'] : [];
  if (!endsBy.includes(event.kind)) return { ignore: 'not_waiting_for_response' };
  if (event.waitSeq !== view.waitSeq) return { ignore: 'stale_wait' };
  if (event.kind === 'timeout') {
    if (!view.timeoutAt || event.now.getTime() < view.timeoutAt.getTime()) return { ignore: 'not_due' };
    return { take: 'timeout', status: 'running', nextWaitSeq: view.waitSeq + 1 };
  }
  return { take: 'reply', status: 'running', nextWaitSeq: view.waitSeq + 1 };
}

/** Applies a taken decision to the view (what the engine writes). */
export function applyWait(view: WaitView, d: WaitDecision): WaitView {
  if (!('take' in d)) return view;
  return { status: d.status, waitingReason: null, waitSeq: d.nextWaitSeq, timeoutAt: null };
}

/** Outcome of a forced status update. */
export type ForceDecision = { to: ExecutionStatus } | { reject: 'terminal' | 'not_allowed' | 'unchanged' };

/**
 * A client's status update (PATCH): allowed when the table allows it. Forcing `waiting` onto a running
 * execution parks it without a timer; forcing `running` is how a handoff returns to the bot.
 */
export function decideForce(from: ExecutionStatus, to: ForceableStatus): ForceDecision {
  if (isTerminal(from)) return { reject: 'terminal' };
  if (from === to) return { reject: 'unchanged' };
  if (!canTransition(from, to)) return { reject: 'not_allowed' };
  return { to };
}

/** Public webhook event fired on entering a status (`workflow.execution.*`); running is entered silently after start. */
export const STATUS_EVENT: Readonly<Record<ExecutionStatus, string | undefined>> = {
  running: undefined,
  waiting: 'workflow.execution.waiting',
  handoff: 'workflow.execution.handoff',
  ended: 'workflow.execution.ended',
  failed: 'workflow.execution.failed',
};

/** An execution on a resume's way, as its NOWAIT row lock found it: absent, locked by another transaction, or its state. */
export type ResumeLock = 'missing' | 'busy' | { status: ExecutionStatus; waitingReason: WaitingReason | null; hasParent: boolean };

/**
 * What a resume has read so far, in the order it reads it (each execution under a NOWAIT row lock, so a
 * busy one answers at once). The rule (`decideResume`) asks for the next read until it decides.
 */
export interface ResumeFacts {
  /** The execution the request names. */
  requested: ResumeLock;
  /**
   * Its ancestors, nearest first: absent, busy, or whether its call step (in the live definition) still
   * names the workflow of the execution below it, and whether it has a parent itself.
   */
  parents: ('missing' | 'busy' | { callStepNamesChild: boolean; hasParent: boolean })[];
  /**
   * Down the call chain from the execution waiting on a call: its active child (`none` when it has
   * none), whether the call step still names the child's workflow, then the child's lock (read last).
   */
  children: ('none' | { callStepNamesChild: boolean; lock?: ResumeLock })[];
}

/** Why a resume is refused: 404 not_found, 409 busy (retry shortly), 422 the others. */
export type ResumeRefusal =
  | { refuse: 'not_found' | 'busy' | 'no_active_child' | 'call_step_changed' | 'not_waiting_for_input' }
  | { refuse: 'not_waiting' | 'child_not_waiting'; status: ExecutionStatus };

/** The rule's answer: refused, the next fact to read, or resume (the input goes to the last execution read). */
export type ResumeVerdict = ResumeRefusal | { read: 'parent' | 'child' | 'child_lock' } | { resume: true };

/**
 * The resume rule (POST /workflow_executions/{id}/resume): 409 at once when the execution (or one on
 * its way) is busy or running; 422 when it is not waiting, when a call step between it and its
 * ancestors or down to the waiting child now names another workflow, when a call wait has no active
 * child, or when the execution that would take the input is not waiting for one. The input goes to the
 * execution that accepts input next (the deepest waiting child). Facts are asked for one at a time, in
 * the order the first refusal needs them (nothing more is read once refused).
 */
export function decideResume(f: ResumeFacts): ResumeVerdict {
  const r = f.requested;
  if (r === 'missing') return { refuse: 'not_found' };
  if (r === 'busy' || r.status === 'running') return { refuse: 'busy' };
  if (r.status !== 'waiting') return { refuse: 'not_waiting', status: r.status };
  // A child resumed directly: its parents' call steps must still name the workflows on the chain.
  let hasParent = r.hasParent;
  for (let i = 0; hasParent; i++) {
    const p = f.parents[i];
    if (p === undefined) return { read: 'parent' };
    if (p === 'busy') return { refuse: 'busy' };
    if (p === 'missing') break;
    if (!p.callStepNamesChild) return { refuse: 'call_step_changed' };
    hasParent = p.hasParent;
  }
  let waitingReason = r.waitingReason;
  for (let j = 0; waitingReason === 'call'; j++) {
    const c = f.children[j];
    if (c === undefined) return { read: 'child' };
    if (c === 'none') return { refuse: 'no_active_child' };
    if (!c.callStepNamesChild) return { refuse: 'call_step_changed' };
    if (c.lock === undefined) return { read: 'child_lock' };
    if (c.lock === 'missing' || c.lock === 'busy' || c.lock.status === 'running') return { refuse: 'busy' };
    if (c.lock.status !== 'waiting') return { refuse: 'child_not_waiting', status: c.lock.status };
    waitingReason = c.lock.waitingReason;
  }
  if (waitingReason !== 'wait_for_response') return { refuse: 'not_waiting_for_input' };
  return { resume: true };
}

/** True while a call step (the node a waiting parent is at, in the live definition) still names the child's workflow. */
export function callStepNamesWorkflow(node: WorkflowNode | undefined, workflowId: string): boolean {
  return node?.type === 'call' && node.config.workflow_id === workflowId;
}
