import { describe, expect, it } from 'vitest';
import { customerKey, effectiveHandler, handlerAfterCall, readHandover, sendVerdict, THREAD_IDLE_MS } from './thread';

const OWN = '100000000000777';
const at = new Date('2026-11-24T12:00:00Z');

describe('thread rules (decision 0231)', () => {
  it('send verdicts: not shared or this app or idle → send; another app → thread_not_owner; unknown → thread_ownership_unknown; take-control → take', () => {
    expect(sendVerdict(false, 'other_app', false)).toEqual({ kind: 'send' });
    expect(sendVerdict(true, 'this_app', false)).toEqual({ kind: 'send' });
    expect(sendVerdict(true, 'idle', false)).toEqual({ kind: 'send' });
    expect(sendVerdict(true, 'other_app', false)).toEqual({ kind: 'refuse', code: 'thread_not_owner' });
    expect(sendVerdict(true, 'upstream_agent', false)).toEqual({ kind: 'refuse', code: 'thread_not_owner' });
    expect(sendVerdict(true, undefined, false)).toEqual({ kind: 'refuse', code: 'thread_ownership_unknown' });
    expect(sendVerdict(true, 'other_app', true)).toEqual({ kind: 'take' });
    expect(sendVerdict(true, undefined, true)).toEqual({ kind: 'take' });
  });

  it('a thread is idle 24 h after its last customer message or change, not a millisecond before', () => {
    const t = { handler: 'other_app' as const, changedAt: at, lastCustomerMessageAt: null };
    expect(effectiveHandler(t, new Date(at.getTime() + THREAD_IDLE_MS - 1))).toBe('other_app');
    expect(effectiveHandler(t, new Date(at.getTime() + THREAD_IDLE_MS))).toBe('idle');
    const wrote = { ...t, lastCustomerMessageAt: new Date(at.getTime() + 3_600_000) };
    expect(effectiveHandler(wrote, new Date(at.getTime() + THREAD_IDLE_MS))).toBe('other_app');
  });

  it('handovers: pass to another app, to this app, to the upstream agent; take; release; request; unreadable', () => {
    const base = { messaging_product: 'whatsapp', contacts: [{ wa_id: '+1 555 010 2000' }] };
    expect(readHandover({ ...base, pass_thread_control: { previous_owner_app_id: OWN, new_owner_app_id: '2', metadata: 'm' } }, OWN)).toEqual({
      action: 'pass',
      customer: '15550102000',
      handler: 'other_app',
      ownerAppId: '2',
      previousOwnerAppId: OWN,
      metadata: 'm',
    });
    expect(readHandover({ ...base, pass_thread_control: { new_owner_app_id: OWN } }, OWN)?.handler).toBe('this_app');
    expect(readHandover({ ...base, pass_thread_control: { new_owner_app_id: '3', target_role: 'ai_agent' } }, OWN)?.handler).toBe('upstream_agent');
    expect(readHandover({ ...base, take_thread_control: { previous_owner_app_id: OWN, new_owner_app_id: '2' } }, OWN)?.handler).toBe('other_app');
    expect(readHandover({ ...base, release_thread_control: {} }, OWN)).toMatchObject({ action: 'release', handler: 'idle', ownerAppId: null });
    expect(readHandover({ ...base, request_thread_control: { requested_owner_app_id: '2' } }, OWN)).toMatchObject({
      action: 'request',
      previousOwnerAppId: '2',
    });
    expect(readHandover({ sender: { id: 'US.123' }, pass_thread_control: { new_owner_app_id: '2' } }, OWN)?.customer).toBe('US.123');
    expect(readHandover({ ...base }, OWN)).toBeUndefined();
    expect(readHandover({ pass_thread_control: { new_owner_app_id: '2' } }, OWN)).toBeUndefined();
  });

  it('thread_control calls through the pass-through', () => {
    expect(handlerAfterCall({ action: 'pass' })).toEqual({ action: 'pass', handler: 'other_app' });
    expect(handlerAfterCall({ action: 'pass', control_pass: { target_role: 'ai_agent' } })).toEqual({ action: 'pass', handler: 'upstream_agent' });
    expect(handlerAfterCall({ action: 'take' })).toEqual({ action: 'take', handler: 'this_app' });
    expect(handlerAfterCall({ action: 'release' })).toEqual({ action: 'release', handler: 'idle' });
    expect(handlerAfterCall({ action: 'request' })).toBeUndefined();
  });

  it('customer keys: phone digits, business-scoped ids as given, nothing else', () => {
    expect(customerKey('+55 (11) 98765-4321')).toBe('5511987654321');
    expect(customerKey(5511987654321)).toBe('5511987654321');
    expect(customerKey('US.13491208655302741918')).toBe('US.13491208655302741918');
    expect(customerKey('')).toBeUndefined();
    expect(customerKey({})).toBeUndefined();
    expect(customerKey('x'.repeat(201))).toBeUndefined();
  });
});
