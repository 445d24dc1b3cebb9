import { describe, expect, it } from 'vitest';
import { computeCounts, doubleSent, sumCounts, tokensIn, type Observed } from './counts';
import { failuresText, summary, table } from './report';

const BN = '222';
const key = (n: number) => `CK.ab1.1.s.${n}`;

/** A clean scenario: two client sends, one inbound message, two broadcast recipients, one workflow send. */
function clean(): Observed {
  return {
    sends: [
      { key: key(0), outcome: 'accepted', wamid: 'w0', failures: [] },
      { key: key(1), outcome: 'accepted', wamid: 'w1', failures: ['502', 'net'] },
    ],
    upstream: [
      { token: key(0), phoneNumberId: '111', to: '1', messageId: 'w0' },
      { token: key(1), phoneNumberId: '111', to: '2', messageId: 'w1' },
      { token: 'B:155501', phoneNumberId: BN, to: '155501', messageId: 'b1' },
      { token: 'B:155502', phoneNumberId: BN, to: '155502', messageId: 'b2' },
      { token: 'CK.ab1.1.w.0', phoneNumberId: '333', to: '7', messageId: 'x0' },
    ],
    holds: ['w0', 'w1', 'b1', 'b2', 'x0'].map((m, i) => ({
      sendKey: `key:${i}`,
      status: i % 2 ? 'settled' : 'sent',
      messageId: m,
      outcome: i % 2 ? 'priced' : null,
    })),
    outbound: ['w0', 'w1', 'b1', 'b2', 'x0'].map((wamid) => ({ wamid, type: wamid.startsWith('x') ? 'text' : 'template' })),
    inbound: [{ token: 'CK.ab1.1.i.0', wamid: 'in0' }],
    inboundStored: ['in0'],
    deliveries: [
      { webhookId: 'evt-1', event: 'messaging.message.received', tokens: ['CK.ab1.1.i.0'] },
      // A redelivery keeps its webhook-id: not a duplicate.
      { webhookId: 'evt-1', event: 'messaging.message.received', tokens: ['CK.ab1.1.i.0'] },
    ],
    broadcastNumber: BN,
    broadcastRecipients: [
      { phone: '155501', status: 'sent' },
      { phone: '155502', status: 'delivered' },
    ],
    executions: [{ token: 'CK.ab1.1.w.0', started: true }],
    otherFailures: ['503'],
  };
}

describe('chaos counts', () => {
  it('a clean scenario counts nothing wrong, and failed requests by status', () => {
    const c = computeCounts(clean());
    expect(c).toMatchObject({ lost: 0, duplicated: 0, uncharged: 0, chargedTwice: 0, keysSentTwice: 0, recipientsSentTwice: 0, undelivered: 0, unresolved: 0 });
    expect(c.failures).toEqual({ '502': 1, net: 1, '503': 1 });
    expect(c.messages).toBe(2 + 1 + 2 + 1);
    expect(doubleSent(c)).toBe(0);
  });

  it('issue 31 item 1: accepted upstream, hold never bound (held, then hold_expired), record built from the status webhook → uncharged and lost', () => {
    const o = clean();
    o.holds = o.holds.filter((h) => h.messageId !== 'w1');
    o.holds.push({ sendKey: 'key:K1', status: 'released', messageId: null, outcome: 'hold_expired' });
    o.outbound = o.outbound.map((r) => (r.wamid === 'w1' ? { ...r, type: 'unknown' } : r));
    const c = computeCounts(o);
    expect(c.uncharged).toBe(1);
    expect(c.lost).toBe(1);
    expect(c.lostBy).toEqual({ sends: 1, inbound: 0, broadcast: 0, workflows: 0 });
  });

  it('a hold bound but released as hold_expired, or settled unbilled, is uncharged; a missing outbound record is lost', () => {
    const o = clean();
    o.holds = o.holds.map((h) =>
      h.messageId === 'b1'
        ? { ...h, status: 'released', outcome: 'hold_expired' }
        : h.messageId === 'x0'
          ? { ...h, status: 'settled', outcome: 'unbilled_late_confirmation' }
          : h,
    );
    o.outbound = o.outbound.filter((r) => r.wamid !== 'b2');
    const c = computeCounts(o);
    expect(c.uncharged).toBe(2);
    expect(c.lost).toBe(1);
  });

  it('issue 31 item 2: a key the upstream accepted twice (two wamids, both charged) is a key sent twice and charged twice', () => {
    const o = clean();
    o.upstream.push({ token: key(1), phoneNumberId: '111', to: '2', messageId: 'w1b' });
    o.holds.push({ sendKey: 'key:again', status: 'sent', messageId: 'w1b', outcome: null });
    o.outbound.push({ wamid: 'w1b', type: 'template' });
    const c = computeCounts(o);
    expect(c.keysSentTwice).toBe(1);
    expect(c.chargedTwice).toBe(1);
    expect(doubleSent(c)).toBe(2);
    expect(c.lost + c.uncharged).toBe(0);
  });

  it('a request the upstream refused (no message id) is not a send', () => {
    const o = clean();
    o.upstream.push({ token: key(0), phoneNumberId: '111', to: '1', messageId: null });
    expect(computeCounts(o).keysSentTwice).toBe(0);
  });

  it('broadcast recipients: accepted twice → sent twice; never sent and not failed → lost; failed or suppressed and never sent → fine', () => {
    const o = clean();
    o.upstream.push({ token: 'B:155501', phoneNumberId: BN, to: '155501', messageId: 'b1b' });
    o.holds.push({ sendKey: 'k', status: 'sent', messageId: 'b1b', outcome: null });
    o.outbound.push({ wamid: 'b1b', type: 'template' });
    o.broadcastRecipients.push({ phone: '155503', status: 'pending' }, { phone: '155504', status: 'failed' }, { phone: '155505', status: 'suppressed' });
    const c = computeCounts(o);
    expect(c.recipientsSentTwice).toBe(1);
    expect(c.chargedTwice).toBe(1);
    expect(c.lost).toBe(1);
    expect(c.lostBy).toEqual({ sends: 0, inbound: 0, broadcast: 1, workflows: 0 });
  });

  it('inbound: never stored → lost; never delivered → lost and undelivered; stored twice or two webhook-ids → duplicated', () => {
    const o = clean();
    o.inbound.push({ token: 'CK.ab1.1.i.1', wamid: 'in1' }, { token: 'CK.ab1.1.i.2', wamid: 'in2' }, { token: 'CK.ab1.1.i.3', wamid: 'in3' });
    o.inboundStored.push('in2', 'in3', 'in3');
    o.deliveries.push(
      { webhookId: 'evt-2', event: 'messaging.message.received', tokens: ['CK.ab1.1.i.1'] },
      { webhookId: 'evt-3', event: 'messaging.message.received', tokens: ['CK.ab1.1.i.3'] },
      { webhookId: 'evt-4', event: 'messaging.message.received', tokens: ['CK.ab1.1.i.3'] },
      // Another event naming the token does not deliver the message.
      { webhookId: 'evt-5', event: 'messaging.conversation.created', tokens: ['CK.ab1.1.i.2'] },
    );
    const c = computeCounts(o);
    // in1 never stored, in2 never delivered.
    expect(c.lost).toBe(2);
    expect(c.lostBy).toEqual({ sends: 0, inbound: 2, broadcast: 0, workflows: 0 });
    expect(c.undelivered).toBe(1);
    // in3 stored twice and delivered under two webhook-ids.
    expect(c.duplicated).toBe(2);
  });

  it('workflow sends: never sent → lost, sent twice → a key sent twice; an execution that never started counts neither', () => {
    const o = clean();
    o.executions.push({ token: 'CK.ab1.1.w.1', started: true }, { token: 'CK.ab1.1.w.2', started: true }, { token: 'CK.ab1.1.w.3', started: false });
    o.upstream.push(
      { token: 'CK.ab1.1.w.2', phoneNumberId: '333', to: '8', messageId: 'x2' },
      { token: 'CK.ab1.1.w.2', phoneNumberId: '333', to: '8', messageId: 'x2b' },
    );
    o.holds.push({ sendKey: 'a', status: 'sent', messageId: 'x2', outcome: null }, { sendKey: 'b', status: 'sent', messageId: 'x2b', outcome: null });
    o.outbound.push({ wamid: 'x2', type: 'text' }, { wamid: 'x2b', type: 'text' });
    const c = computeCounts(o);
    expect(c.lost).toBe(1);
    expect(c.lostBy).toEqual({ sends: 0, inbound: 0, broadcast: 0, workflows: 1 });
    expect(c.keysSentTwice).toBe(1);
  });

  it('a client told "accepted" with a wamid the upstream never gave is lost; unresolved sends are counted', () => {
    const o = clean();
    o.sends.push(
      { key: key(2), outcome: 'accepted', wamid: 'nowhere', failures: [] },
      { key: key(3), outcome: 'unresolved', wamid: null, failures: ['409 in_progress'] },
    );
    const c = computeCounts(o);
    expect(c.lost).toBe(1);
    expect(c.unresolved).toBe(1);
  });

  it('tokens are found in request bodies and payloads', () => {
    expect(tokensIn(JSON.stringify({ text: { body: 'hello CK.ab1.12.i.7' }, ctx: 'CK.ab1.12.i.7 CK.zz.3.s.0' }))).toEqual(['CK.ab1.12.i.7', 'CK.zz.3.s.0']);
    expect(tokensIn('CK.ab1.x.s.1 nothing')).toEqual([]);
  });
});

describe('chaos report', () => {
  it('sums scenarios into the last line; S = keys sent twice + recipients sent twice + charged twice; fails on any or on a scenario that could not run', () => {
    const bad = computeCounts(clean());
    bad.lost = 2;
    bad.keysSentTwice = 1;
    bad.recipientsSentTwice = 2;
    bad.chargedTwice = 1;
    bad.uncharged = 3;
    const good = computeCounts(clean());
    const results = [
      { name: 'a', counts: bad, drainSeconds: 12, restarts: [] },
      { name: 'b', counts: good, drainSeconds: null, restarts: ['funding'] },
    ];
    expect(summary(results)).toEqual({ line: 'chaos: 2 scenarios, 2 lost, 0 duplicated, 3 uncharged, 4 double-sent', ok: false });
    expect(summary([{ name: 'b', counts: good, drainSeconds: 3, restarts: [] }])).toEqual({
      line: 'chaos: 1 scenarios, 0 lost, 0 duplicated, 0 uncharged, 0 double-sent',
      ok: true,
    });
    expect(summary([{ name: 'c', counts: null, error: 'boom', drainSeconds: null, restarts: [] }]).ok).toBe(false);
    expect(sumCounts([bad, good]).failures).toEqual({ '502': 2, net: 2, '503': 2 });
    const t = table(results);
    expect(t.split('\n')).toHaveLength(4);
    expect(t).toContain('timeout');
    expect(t).toContain('(restarted: funding)');
    expect(failuresText({ '503': 2, net: 5 })).toBe('net×5 503×2');
  });
});
