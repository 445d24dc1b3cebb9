import { describe, expect, it } from 'vitest';
import { BROADCAST_STATES, TRANSITIONS, transition, type BroadcastOperation } from './broadcast-state';

const OPS: BroadcastOperation[] = ['send', 'copy_finished', 'copy_failed', 'schedule', 'edit'];

describe('broadcast state machine', () => {
  it.each(BROADCAST_STATES.flatMap((s) => OPS.map((op) => [s, op] as const)))('%s + %s follows the table', (state, op) => {
    const r = transition(state, op);
    const expected = TRANSITIONS[state][op];
    if (expected) expect(r).toEqual({ ok: true, to: expected });
    else expect(r.ok).toBe(false);
  });

  it('send moves draft and scheduled to sending (spec 3.4)', () => {
    expect(transition('draft', 'send')).toEqual({ ok: true, to: 'sending' });
    expect(transition('scheduled', 'send')).toEqual({ ok: true, to: 'sending' });
  });

  it('a locked source refuses edit, send and schedule until the copy finishes', () => {
    for (const op of ['send', 'edit', 'schedule'] as const) expect(transition('draft', op, true).ok).toBe(false);
  });

  it('a copy becomes draft when finished and failed when it cannot complete', () => {
    expect(transition('copying', 'copy_finished')).toEqual({ ok: true, to: 'draft' });
    expect(transition('copying', 'copy_failed')).toEqual({ ok: true, to: 'failed' });
    expect(transition('copying', 'send').ok).toBe(false);
  });
});
