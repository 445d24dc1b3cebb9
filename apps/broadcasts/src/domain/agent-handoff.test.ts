import { describe, expect, it } from 'vitest';
import { classifyStartFailure, handoffStartKey, startedForRecipient, startRetryDelayMs, type ExecutionSeen } from './agent-handoff';

const exec = (p: Partial<ExecutionSeen>): ExecutionSeen => ({
  id: 'e',
  status: 'waiting',
  phoneNumberId: '1',
  phoneNumber: null,
  recipient: null,
  context: {},
  ...p,
});

describe('agent handoff rules', () => {
  it('a workflow gone or not startable is skipped for good; other refusals fail; transport errors retry', () => {
    expect(classifyStartFailure({ grpcCode: 5 })).toMatchObject({ kind: 'skip', reason: 'workflow_not_found' });
    expect(classifyStartFailure({ grpcCode: 3, code: 'workflow_not_active' })).toMatchObject({ kind: 'skip', reason: 'workflow_not_active' });
    expect(classifyStartFailure({ grpcCode: 3, code: 'api_trigger_inactive' })).toMatchObject({ kind: 'skip', reason: 'api_trigger_inactive' });
    expect(classifyStartFailure({ grpcCode: 3, code: 'recipient_required', message: 'x' })).toEqual({ kind: 'fail', reason: 'start_refused', message: 'x' });
    for (const grpcCode of [4, 8, 13, 14, undefined]) expect(classifyStartFailure({ grpcCode })).toEqual({ kind: 'retry' });
  });

  it('retries back off from 2 s, doubling, capped at 5 min', () => {
    expect([1, 2, 3, 4].map(startRetryDelayMs)).toEqual([2000, 4000, 8000, 16000]);
    expect(startRetryDelayMs(30)).toBe(300_000);
  });

  it('names one start key per recipient (every attempt of a handoff, on any replica, the same key)', () => {
    expect(handoffStartKey('r1')).toBe('broadcast-agent-handoff:r1');
    expect(handoffStartKey('r1')).not.toBe(handoffStartKey('r2'));
    expect(handoffStartKey('0b4c3f6e-1f0a-4c1e-9a57-3c1b7d2e8f90').length).toBeLessThanOrEqual(255);
  });

  it('reads the recipient an execution was started for from its context', () => {
    expect(startedForRecipient(exec({ context: { broadcast: { recipient_id: 'r1' } } }))).toBe('r1');
    expect(startedForRecipient(exec({ context: { broadcast: 'x' } }))).toBeUndefined();
    expect(startedForRecipient(exec({}))).toBeUndefined();
  });
});
