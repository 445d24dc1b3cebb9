import { describe, expect, it } from 'vitest';
import {
  EXECUTION_STATUSES,
  FORCEABLE_STATUSES,
  TRANSITIONS,
  applyWait,
  callStepNamesWorkflow,
  canTransition,
  decideForce,
  decideResume,
  decideWait,
  isTerminal,
  type ExecutionStatus,
  type ResumeFacts,
  type ResumeLock,
  type ResumeVerdict,
  type WaitView,
} from './execution-state';
import type { WorkflowNode } from './graph.schema';

const expected: Record<ExecutionStatus, ExecutionStatus[]> = {
  running: ['waiting', 'ended', 'failed', 'handoff'],
  waiting: ['running', 'ended', 'failed', 'handoff'],
  handoff: ['running', 'ended', 'failed'],
  ended: [],
  failed: [],
};

describe('execution transitions (reference §1.10)', () => {
  it('allows exactly the table, for every pair', () => {
    for (const from of EXECUTION_STATUSES)
      for (const to of EXECUTION_STATUSES) expect(canTransition(from, to), `${from} → ${to}`).toBe(expected[from].includes(to));
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...EXECUTION_STATUSES].sort());
  });

  it('ended and failed are terminal, nothing else is', () => {
    expect(EXECUTION_STATUSES.filter(isTerminal)).toEqual(['ended', 'failed']);
  });

  it('a forced status follows the table; terminal and unchanged are refused', () => {
    for (const from of EXECUTION_STATUSES)
      for (const to of FORCEABLE_STATUSES) {
        const d = decideForce(from, to);
        if (isTerminal(from)) expect(d).toEqual({ reject: 'terminal' });
        else if (from === to) expect(d).toEqual({ reject: 'unchanged' });
        else if (expected[from].includes(to)) expect(d).toEqual({ to });
        else expect(d).toEqual({ reject: 'not_allowed' });
      }
    expect(decideForce('handoff', 'waiting')).toEqual({ reject: 'not_allowed' });
    expect(decideForce('handoff', 'running')).toEqual({ to: 'running' });
  });
});

const t0 = new Date('2026-01-01T00:00:00Z');
const waiting = (over: Partial<WaitView> = {}): WaitView => ({
  status: 'waiting',
  waitingReason: 'wait_for_response',
  waitSeq: 3,
  timeoutAt: new Date(t0.getTime() + 60_000),
  ...over,
});

describe('reply versus timeout', () => {
  it('a reply during the wait is taken; the timeout of the same wait is then stale', () => {
    const view = waiting();
    const d = decideWait(view, { kind: 'reply', waitSeq: 3 });
    expect(d).toEqual({ take: 'reply', status: 'running', nextWaitSeq: 4 });
    const after = applyWait(view, d);
    expect(decideWait(after, { kind: 'timeout', waitSeq: 3, now: new Date(t0.getTime() + 61_000) })).toEqual({ ignore: 'not_waiting' });
  });

  it('a timeout before its time is not due; at its time it is taken and a late reply is ignored', () => {
    const view = waiting();
    expect(decideWait(view, { kind: 'timeout', waitSeq: 3, now: new Date(t0.getTime() + 59_999) })).toEqual({ ignore: 'not_due' });
    const d = decideWait(view, { kind: 'timeout', waitSeq: 3, now: new Date(t0.getTime() + 60_000) });
    expect(d).toMatchObject({ take: 'timeout' });
    expect(decideWait(applyWait(view, d), { kind: 'reply', waitSeq: 3 })).toEqual({ ignore: 'not_waiting' });
  });

  it('a timer of an earlier wait never ends a later wait', () => {
    expect(decideWait(waiting({ waitSeq: 5 }), { kind: 'timeout', waitSeq: 4, now: new Date(t0.getTime() + 3_600_000) })).toEqual({ ignore: 'stale_wait' });
  });

  it('a wait without timeout never times out; a call wait takes no reply', () => {
    expect(decideWait(waiting({ timeoutAt: null }), { kind: 'timeout', waitSeq: 3, now: new Date(8.64e15) })).toEqual({ ignore: 'not_due' });
    expect(decideWait(waiting({ waitingReason: 'call' }), { kind: 'reply', waitSeq: 3 })).toEqual({ ignore: 'not_waiting_for_response' });
    expect(decideWait(waiting({ waitingReason: 'call' }), { kind: 'timeout', waitSeq: 3, now: new Date(8.64e15) })).toEqual({
      ignore: 'not_waiting_for_response',
    });
    // A send's delay ends by its timer, never by a reply.
    expect(decideWait(waiting({ waitingReason: 'delay' }), { kind: 'reply', waitSeq: 3 })).toEqual({ ignore: 'not_waiting_for_response' });
    expect(decideWait(waiting({ waitingReason: 'delay' }), { kind: 'timeout', waitSeq: 3, now: new Date(t0.getTime() + 60_000) })).toMatchObject({
      take: 'timeout',
    });
    for (const s of ['running', 'handoff', 'ended', 'failed'] as const)
      expect(decideWait(waiting({ status: s }), { kind: 'reply', waitSeq: 3 })).toEqual({ ignore: 'not_waiting' });
  });

  it('over 1,000 random interleavings with an injected clock, exactly one of reply and timeout is taken', () => {
    // A seeded generator keeps failures reproducible.
    let seed = 42;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const counts = { reply: 0, timeout: 0 };
    for (let trial = 0; trial < 1000; trial++) {
      let view = waiting({ waitSeq: trial });
      const timeoutAt = view.timeoutAt!.getTime();
      // The clock at which each event is evaluated: around the deadline, either order.
      const replyFirst = rand() < 0.5;
      const timerNow = new Date(timeoutAt + Math.floor(rand() * 2000) - 500);
      const events = replyFirst
        ? [
            { kind: 'reply' as const, waitSeq: trial },
            { kind: 'timeout' as const, waitSeq: trial, now: timerNow },
          ]
        : [
            { kind: 'timeout' as const, waitSeq: trial, now: timerNow },
            { kind: 'reply' as const, waitSeq: trial },
          ];
      // A timer that was not due is re-armed and fires again once due (as the sweeper does).
      const retry = { kind: 'timeout' as const, waitSeq: trial, now: new Date(timeoutAt + 1) };
      const taken: string[] = [];
      for (const e of [...events, retry]) {
        const d = decideWait(view, e);
        if ('take' in d) {
          taken.push(d.take);
          view = applyWait(view, d);
        }
      }
      expect(taken, `trial ${trial}`).toHaveLength(1);
      counts[taken[0] as 'reply' | 'timeout']++;
      expect(view).toMatchObject({ status: 'running', waitSeq: trial + 1 });
    }
    // Both paths were exercised.
    expect(counts.reply).toBeGreaterThan(100);
    expect(counts.timeout).toBeGreaterThan(100);
  });
});

describe('the resume rule (POST /workflow_executions/{id}/resume)', () => {
  const row = (status: ExecutionStatus, waitingReason: WaitView['waitingReason'] = null, hasParent = false): ResumeLock => ({
    status,
    waitingReason,
    hasParent,
  });
  const facts = (requested: ResumeLock, parents: ResumeFacts['parents'] = [], children: ResumeFacts['children'] = []): ResumeFacts => ({
    requested,
    parents,
    children,
  });
  const waitingInput = row('waiting', 'wait_for_response');
  const waitingCall = row('waiting', 'call');
  const parentOk = { callStepNamesChild: true, hasParent: false };
  const childOk = (lock?: ResumeLock) => ({ callStepNamesChild: true, lock });

  // Written by hand: what each state of the way answers (404, 409 busy, 422 with its reason, the next read, resume).
  const table: [string, ResumeFacts, ResumeVerdict][] = [
    ['unknown execution', facts('missing'), { refuse: 'not_found' }],
    ['locked by another transaction', facts('busy'), { refuse: 'busy' }],
    ['running (the engine holds it)', facts(row('running')), { refuse: 'busy' }],
    ['ended', facts(row('ended')), { refuse: 'not_waiting', status: 'ended' }],
    ['failed', facts(row('failed')), { refuse: 'not_waiting', status: 'failed' }],
    ['handoff', facts(row('handoff')), { refuse: 'not_waiting', status: 'handoff' }],
    ['waiting for a reply', facts(waitingInput), { resume: true }],
    ['waiting on a delay', facts(row('waiting', 'delay')), { refuse: 'not_waiting_for_input' }],
    ['parked without a reason', facts(row('waiting', null)), { refuse: 'not_waiting_for_input' }],
    // A child resumed directly: its ancestors first.
    ['a child, parent not read yet', facts(row('waiting', 'wait_for_response', true)), { read: 'parent' }],
    ['a child whose parent is busy', facts(row('waiting', 'wait_for_response', true), ['busy']), { refuse: 'busy' }],
    ['a child whose parent is gone', facts(row('waiting', 'wait_for_response', true), ['missing']), { resume: true }],
    ['a delayed child whose parent is gone (the ancestors stop there)', facts(row('waiting', 'delay', true), ['missing']), { refuse: 'not_waiting_for_input' }],
    ['a middle execution whose parent is gone: its own child next', facts(row('waiting', 'call', true), ['missing']), { read: 'child' }],
    ['a child whose parent still calls it', facts(row('waiting', 'wait_for_response', true), [parentOk]), { resume: true }],
    [
      "a child whose parent's call step changed",
      facts(row('waiting', 'wait_for_response', true), [{ callStepNamesChild: false, hasParent: false }]),
      { refuse: 'call_step_changed' },
    ],
    [
      'a grandchild, grandparent not read yet',
      facts(row('waiting', 'wait_for_response', true), [{ callStepNamesChild: true, hasParent: true }]),
      { read: 'parent' },
    ],
    [
      "a grandchild whose grandparent's call step changed",
      facts(row('waiting', 'wait_for_response', true), [
        { callStepNamesChild: true, hasParent: true },
        { callStepNamesChild: false, hasParent: false },
      ]),
      { refuse: 'call_step_changed' },
    ],
    ['a busy parent wins over a delay (ancestors are checked before the wait reason)', facts(row('waiting', 'delay', true), ['busy']), { refuse: 'busy' }],
    ['a delayed child whose parents are fine', facts(row('waiting', 'delay', true), [parentOk]), { refuse: 'not_waiting_for_input' }],
    // A parent waiting on a call: the input goes down to the deepest waiting child.
    ['waiting on a call, child not read yet', facts(waitingCall), { read: 'child' }],
    ['waiting on a call without an active child', facts(waitingCall, [], ['none']), { refuse: 'no_active_child' }],
    ['the call step now names another workflow', facts(waitingCall, [], [{ callStepNamesChild: false }]), { refuse: 'call_step_changed' }],
    ['the child found, its lock not taken yet', facts(waitingCall, [], [childOk()]), { read: 'child_lock' }],
    ['the child is locked by another transaction', facts(waitingCall, [], [childOk('busy')]), { refuse: 'busy' }],
    ['the child vanished before its lock', facts(waitingCall, [], [childOk('missing')]), { refuse: 'busy' }],
    ['the child is running', facts(waitingCall, [], [childOk(row('running'))]), { refuse: 'busy' }],
    ['the child is in handoff', facts(waitingCall, [], [childOk(row('handoff'))]), { refuse: 'child_not_waiting', status: 'handoff' }],
    ['the child ended', facts(waitingCall, [], [childOk(row('ended'))]), { refuse: 'child_not_waiting', status: 'ended' }],
    ['the child waits for a reply', facts(waitingCall, [], [childOk(waitingInput)]), { resume: true }],
    ['the child waits on a delay', facts(waitingCall, [], [childOk(row('waiting', 'delay'))]), { refuse: 'not_waiting_for_input' }],
    ['the child waits on its own call', facts(waitingCall, [], [childOk(waitingCall)]), { read: 'child' }],
    ['the grandchild waits for a reply', facts(waitingCall, [], [childOk(waitingCall), childOk(waitingInput)]), { resume: true }],
    ["the grandchild's call step changed", facts(waitingCall, [], [childOk(waitingCall), { callStepNamesChild: false }]), { refuse: 'call_step_changed' }],
    // Both ways: a child that is itself waiting on a call.
    [
      'a middle execution: parent fine, its child waits for a reply',
      facts(row('waiting', 'call', true), [parentOk], [childOk(waitingInput)]),
      { resume: true },
    ],
    [
      'a middle execution: parent changed wins over a missing child',
      facts(row('waiting', 'call', true), [{ callStepNamesChild: false, hasParent: false }], ['none']),
      { refuse: 'call_step_changed' },
    ],
  ];

  it.each(table)('%s', (_name, f, expected) => {
    expect(decideResume(f)).toEqual(expected);
  });

  it('a call step names the child while it is a call node of the child workflow', () => {
    const call = (workflowId: string) => ({ id: 'c', type: 'call', config: { workflow_id: workflowId }, position: { x: 0, y: 0 } }) as WorkflowNode;
    const end = { id: 'c', type: 'end', config: {}, position: { x: 0, y: 0 } } as WorkflowNode;
    expect(callStepNamesWorkflow(call('wf-a'), 'wf-a')).toBe(true);
    expect(callStepNamesWorkflow(call('wf-b'), 'wf-a')).toBe(false);
    expect(callStepNamesWorkflow(end, 'wf-a')).toBe(false);
    expect(callStepNamesWorkflow(undefined, 'wf-a')).toBe(false);
  });
});
