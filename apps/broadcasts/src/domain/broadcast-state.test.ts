import { describe, expect, it } from 'vitest';
import {
  BROADCAST_STATES,
  RESTARTABLE_STATES,
  copyName,
  nextRecipientStatus,
  ratesOf,
  transition,
  type BroadcastOperation,
  type BroadcastState,
} from './broadcast-state';

const OPS: BroadcastOperation[] = [
  'send',
  'schedule',
  'cancel',
  'stop',
  'resume',
  'edit',
  'recipients',
  'clear',
  'due',
  'complete',
  'fail',
  'duplicate',
  'copy_finished',
  'copy_failed',
];

/**
 * The full expected table, written by hand (not read from TRANSITIONS): every (state, operation)
 * pair, `null` where the operation is refused. A change to one transition of the code fails here.
 */
const EXPECTED: Record<BroadcastState, Record<BroadcastOperation, BroadcastState | null>> = {
  // prettier-ignore
  copying:   { send: null,      schedule: null,        cancel: null,    stop: null,      resume: null,      edit: null,    recipients: null,        clear: null,    due: null,      complete: null,        fail: null,     duplicate: null,        copy_finished: 'draft', copy_failed: 'failed' },
  // prettier-ignore
  draft:     { send: 'sending', schedule: 'scheduled', cancel: null,    stop: null,      resume: null,      edit: 'draft', recipients: 'draft',     clear: 'draft', due: null,      complete: null,        fail: null,     duplicate: 'draft',     copy_finished: null,    copy_failed: null },
  // prettier-ignore
  scheduled: { send: 'sending', schedule: 'scheduled', cancel: 'draft', stop: null,      resume: null,      edit: null,    recipients: 'scheduled', clear: 'draft', due: 'sending', complete: null,        fail: null,     duplicate: 'scheduled', copy_finished: null,    copy_failed: null },
  // prettier-ignore
  sending:   { send: 'sending', schedule: null,        cancel: null,    stop: 'stopped', resume: null,      edit: null,    recipients: null,        clear: null,    due: null,      complete: 'completed', fail: 'failed', duplicate: 'sending',   copy_finished: null,    copy_failed: null },
  // prettier-ignore
  completed: { send: 'sending', schedule: null,        cancel: null,    stop: null,      resume: 'sending', edit: null,    recipients: null,        clear: null,    due: null,      complete: null,        fail: null,     duplicate: 'completed', copy_finished: null,    copy_failed: null },
  // prettier-ignore
  stopped:   { send: 'sending', schedule: null,        cancel: null,    stop: null,      resume: 'sending', edit: null,    recipients: null,        clear: null,    due: null,      complete: null,        fail: null,     duplicate: 'stopped',   copy_finished: null,    copy_failed: null },
  // prettier-ignore
  failed:    { send: 'sending', schedule: null,        cancel: null,    stop: null,      resume: 'sending', edit: null,    recipients: null,        clear: null,    due: null,      complete: null,        fail: null,     duplicate: 'failed',    copy_finished: null,    copy_failed: null },
};

describe('broadcast state machine', () => {
  it('the expected table names every state and operation of the code', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...BROADCAST_STATES].sort());
    for (const s of BROADCAST_STATES) expect(Object.keys(EXPECTED[s]).sort()).toEqual([...OPS].sort());
  });

  it.each(BROADCAST_STATES.flatMap((s) => OPS.map((op) => [s, op] as const)))('%s + %s follows the expected table', (state, op) => {
    const r = transition(state, op);
    const expected = EXPECTED[state][op];
    if (expected) expect(r).toEqual({ ok: true, to: expected });
    else expect(r.ok).toBe(false);
  });

  it('send moves every state that can run to sending (spec 3.4 "any → sending"); a copy in progress or a locked source refuses it', () => {
    expect(transition('draft', 'send')).toEqual({ ok: true, to: 'sending' });
    expect(transition('scheduled', 'send')).toEqual({ ok: true, to: 'sending' });
    // A finished run restarts (for its pending recipients, as resume scope pending); sending stays sending.
    for (const s of ['stopped', 'failed', 'completed', 'sending'] as const) expect(transition(s, 'send')).toEqual({ ok: true, to: 'sending' });
    expect([...RESTARTABLE_STATES].sort()).toEqual(['completed', 'failed', 'stopped']);
    expect(transition('copying', 'send').ok).toBe(false);
    for (const s of ['draft', 'stopped', 'completed', 'sending'] as const) expect(transition(s, 'send', true).ok).toBe(false);
  });

  it('a locked source refuses edit, send, schedule, recipients and resume until the copy finishes; stop still works', () => {
    for (const op of ['send', 'edit', 'schedule', 'recipients', 'clear', 'duplicate'] as const) expect(transition('draft', op, true).ok).toBe(false);
    expect(transition('stopped', 'resume', true).ok).toBe(false);
    expect(transition('sending', 'stop', true)).toEqual({ ok: true, to: 'stopped' });
  });

  it('a copy becomes draft when finished and failed when it cannot complete; nothing else while copying', () => {
    expect(transition('copying', 'copy_finished')).toEqual({ ok: true, to: 'draft' });
    expect(transition('copying', 'copy_failed')).toEqual({ ok: true, to: 'failed' });
    for (const op of ['send', 'edit', 'schedule', 'recipients', 'duplicate'] as const) expect(transition('copying', op).ok).toBe(false);
  });

  it('cancel is scheduled → draft only; stop is sending only; resume from stopped, failed, completed', () => {
    expect(transition('scheduled', 'cancel')).toEqual({ ok: true, to: 'draft' });
    expect(transition('draft', 'cancel').ok).toBe(false);
    expect(transition('draft', 'stop').ok).toBe(false);
    for (const s of ['stopped', 'failed', 'completed'] as const) expect(transition(s, 'resume')).toEqual({ ok: true, to: 'sending' });
  });
});

describe('recipient statuses', () => {
  it('move forward only; failed only before delivery; suppressed and failed are final', () => {
    expect(nextRecipientStatus('none', 'sent')).toBe('sent');
    expect(nextRecipientStatus('sent', 'read')).toBe('read');
    expect(nextRecipientStatus('delivered', 'sent')).toBeUndefined();
    expect(nextRecipientStatus('read', 'delivered')).toBeUndefined();
    expect(nextRecipientStatus('sent', 'failed')).toBe('failed');
    expect(nextRecipientStatus('delivered', 'failed')).toBeUndefined();
    expect(nextRecipientStatus('suppressed', 'sent')).toBeUndefined();
  });

  it('a failed status for 131050 (the user stopped marketing) suppresses the recipient, before delivery only', () => {
    expect(nextRecipientStatus('none', 'failed', 131050)).toBe('suppressed');
    expect(nextRecipientStatus('sent', 'failed', 131050)).toBe('suppressed');
    expect(nextRecipientStatus('delivered', 'failed', 131050)).toBeUndefined();
    expect(nextRecipientStatus('failed', 'failed', 131050)).toBeUndefined();
    expect(nextRecipientStatus('sent', 'failed', 131026)).toBe('failed');
    expect(nextRecipientStatus('sent', 'failed')).toBe('failed');
  });
});

describe('rates and names', () => {
  it('rates exclude suppressed recipients', () => {
    const r = ratesOf({ total_recipients: 10, suppressed_count: 5, delivered: 4, failed: 1, responded: 2, sent: 5, read: 0, pending: 0 });
    expect(r).toEqual({ delivery_rate: 0.8, failure_rate: 0.2, response_rate: 0.4 });
    expect(ratesOf({ total_recipients: 3, suppressed_count: 3, delivered: 0, failed: 0, responded: 0, sent: 0, read: 0, pending: 0 }).delivery_rate).toBe(0);
  });

  it('a copy gets a suffix within 200 characters', () => {
    expect(copyName('Spring sale')).toBe('Spring sale (copy)');
    expect(copyName('x'.repeat(200))).toHaveLength(200);
  });

  /** True when `s` has no lone surrogate (every code point whole). */
  const wellFormed = (s: string) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

  it('a cut name never splits a surrogate pair (the limit counts UTF-16 code units, as the name validation does)', () => {
    // The 193rd code unit is the first half of an emoji: the whole emoji goes.
    const name = `${'x'.repeat(192)}😀yyy`;
    const copy = copyName(name);
    expect(copy).toBe(`${'x'.repeat(192)} (copy)`);
    expect(copy.length).toBeLessThanOrEqual(200);
    expect(wellFormed(copy)).toBe(true);
    // A pair that fits whole is kept.
    expect(copyName(`${'x'.repeat(191)}😀yyy`)).toBe(`${'x'.repeat(191)}😀 (copy)`);
    for (let n = 185; n <= 200; n++) expect(wellFormed(copyName('😀'.repeat(n)))).toBe(true);
  });
});
