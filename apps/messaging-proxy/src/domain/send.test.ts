import { describe, expect, it } from 'vitest';
import {
  checkVoiceCall,
  classOf,
  inputRefusal,
  isReadReceipt,
  namedMessagingAccount,
  namedTemplate,
  recipientOf,
  retryAfterSeconds,
  retryVerdict,
  sightedRecipient,
  unstorableRecipientField,
} from './send';

describe('send body reads (decisions 0230, 0010)', () => {
  it('a read receipt: status read with a message_id, no type, no to, no recipient', () => {
    expect(isReadReceipt({ messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.1' })).toBe(true);
    expect(isReadReceipt({ messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.1', typing_indicator: { type: 'text' } })).toBe(true);
    for (const body of [
      { status: 'read' },
      { status: 'read', message_id: '' },
      { status: 'read', message_id: 7 },
      { status: 'delivered', message_id: 'wamid.1' },
      { status: 'read', message_id: 'wamid.1', type: 'text', text: { body: 'hi' } },
      { status: 'read', message_id: 'wamid.1', to: '15550001234', text: { body: 'hi' } },
      { status: 'read', message_id: 'wamid.1', recipient: 'US.1' },
      { to: '15550001234', type: 'text', text: { body: 'hi' } },
    ]) {
      expect(isReadReceipt(body)).toBe(false);
    }
  });

  it('the recipient is `to`, else `recipient`, as the upstream reads them', () => {
    expect(recipientOf({ to: '15550001234', recipient: 'US.1' })).toBe('15550001234');
    expect(recipientOf({ recipient: 'US.1' })).toBe('US.1');
    expect(recipientOf({ to: null, recipient: 'US.1' })).toBe('US.1');
    expect(recipientOf({ to: 15550001234 })).toBe('15550001234');
    expect(recipientOf({ to: 1.5 })).toBe('');
    expect(recipientOf({ to: { id: 'x' }, recipient: 'US.1' })).toBe('');
    expect(recipientOf({})).toBe('');
  });

  it('NUL and unpaired surrogates in to or recipient are named; pairs (emoji) are text', () => {
    expect(unstorableRecipientField({ to: 'a\u0000b' })).toBe('to');
    expect(unstorableRecipientField({ to: '\ud800x' })).toBe('to');
    expect(unstorableRecipientField({ recipient: 'x\udc00' })).toBe('recipient');
    expect(unstorableRecipientField({ recipient: 'US.1😀' })).toBeUndefined();
    expect(unstorableRecipientField({ to: '1555\u0000' })).toBe('to');
    expect(unstorableRecipientField({ to: '15550001234', recipient: 'US.\ud800' })).toBe('recipient');
    expect(unstorableRecipientField({ to: 5, recipient: { x: '\u0000' } })).toBeUndefined();
    expect(unstorableRecipientField({ to: '15550001234' })).toBeUndefined();
  });
});

const vc = (parameters?: unknown) => ({
  type: 'interactive',
  interactive: { type: 'voice_call', action: parameters === undefined ? { name: 'voice_call' } : { name: 'voice_call', parameters } },
});

describe('voice_call button', () => {
  it('fills defaults', () => {
    const r = checkVoiceCall(vc());
    expect(r.ok && (r.body.interactive as { action: { parameters: unknown } }).action.parameters).toEqual({ display_text: 'Call Now', ttl_minutes: 10080 });
  });
  it.each([
    [{ display_text: '' }],
    [{ display_text: 'x'.repeat(21) }],
    [{ ttl_minutes: 0 }],
    [{ ttl_minutes: 1.5 }],
    [{ ttl_minutes: 43_201 }],
    [{ payload: 'x'.repeat(513) }],
    ['nope'],
  ])('refuses %j', (p) => {
    expect(checkVoiceCall(vc(p)).ok).toBe(false);
  });
  it('accepts the limits and leaves other messages alone', () => {
    expect(checkVoiceCall(vc({ display_text: 'x'.repeat(20), ttl_minutes: 1, payload: 'x'.repeat(512) })).ok).toBe(true);
    const text = { type: 'text', text: { body: 'hi' } };
    expect(checkVoiceCall(text)).toEqual({ ok: true, body: text });
  });
  it('counts characters as code points: one emoji is one character (display_text 20, payload 512)', () => {
    const emoji = '\u{1F4DE}'; // two UTF-16 units
    expect(checkVoiceCall(vc({ display_text: emoji.repeat(20), payload: emoji.repeat(512) })).ok).toBe(true);
    expect(checkVoiceCall(vc({ display_text: `Call ${emoji}`.padEnd(20, 'x') })).ok).toBe(true);
    expect(checkVoiceCall(vc({ display_text: emoji.repeat(21) })).ok).toBe(false);
    expect(checkVoiceCall(vc({ payload: emoji.repeat(513) })).ok).toBe(false);
  });
  it('messaging_account_id wins over the deprecated alias', () => {
    expect(namedMessagingAccount({ messaging_account_id: '1', paid_messaging_account_id: '2' })).toEqual({ field: 'messaging_account_id', id: '1' });
    expect(namedMessagingAccount({ paid_messaging_account_id: '2' })).toEqual({ field: 'paid_messaging_account_id', id: '2' });
    expect(namedMessagingAccount({ messaging_account_id: null, paid_messaging_account_id: 2 })).toEqual({ field: 'paid_messaging_account_id', id: '2' });
    expect(namedMessagingAccount({})).toBeUndefined();
  });
});

describe('retry_after_seconds of a refused send (decision 0232)', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('throttling waits: pair limit 6 s, number throughput 1 s, other throttles 60 s; server faults 5 s', () => {
    expect(retryAfterSeconds(131056, 400, null, now)).toBe(6);
    expect(retryAfterSeconds(130429, 400, null, now)).toBe(1);
    expect(retryAfterSeconds(80007, 400, null, now)).toBe(60);
    expect(retryAfterSeconds(4, 400, null, now)).toBe(60);
    expect(retryAfterSeconds(131000, 500, null, now)).toBe(5);
    expect(retryAfterSeconds(undefined, 503, null, now)).toBe(5);
    expect(retryAfterSeconds(undefined, 429, null, now)).toBe(60);
  });
  it("the upstream's Retry-After wins (seconds or a date), rounded up to whole seconds", () => {
    expect(retryAfterSeconds(130429, 400, '7', now)).toBe(7);
    expect(retryAfterSeconds(131056, 429, new Date(now + 2_500).toUTCString(), now)).toBe(2);
  });
  it('errors a retry as it is will not fix: 0', () => {
    expect(retryAfterSeconds(131050, 400, null, now)).toBe(0);
    expect(retryAfterSeconds(132001, 404, null, now)).toBe(0);
    expect(retryAfterSeconds(131047, 400, null, now)).toBe(0);
    expect(retryAfterSeconds(190, 401, null, now)).toBe(0);
    expect(retryAfterSeconds(100, 400, '30', now)).toBe(0);
  });
});

describe('send input and classification (decisions 0010, 0230)', () => {
  it('refuses bad recipients (400), bad keys (400) and another business account (422), in that order', () => {
    expect(inputRefusal({ to: 'a\u0000' }, '', '1')).toMatchObject({ kind: 'refused', status: 400, code: 'invalid_recipient' });
    expect(inputRefusal({ to: '1555' }, 'has space', '1')).toMatchObject({ kind: 'refused', status: 400, code: 'invalid_idempotency_key' });
    expect(inputRefusal({ to: '1555' }, 'x'.repeat(191), '1')).toMatchObject({ status: 400, code: 'invalid_idempotency_key' });
    expect(inputRefusal({ to: '1555', messaging_account_id: '2' }, 'k', '1')).toMatchObject({ status: 422, code: 'messaging_account_mismatch' });
    expect(inputRefusal({ to: '1555', messaging_account_id: 1 }, 'k', '1')).toBeUndefined();
    // A mismatch names the field the client sent, and only that one (issue 32 #6).
    const viaAlias = inputRefusal({ to: '1555', paid_messaging_account_id: '2' }, 'k', '1');
    expect(viaAlias).toMatchObject({ status: 422, code: 'messaging_account_mismatch' });
    expect(JSON.stringify(viaAlias)).toMatch(/paid_messaging_account_id 2 does not match/);
    expect(JSON.stringify(viaAlias).replace(/paid_messaging_account_id/g, '')).not.toMatch(/messaging_account_id/);
    const viaField = inputRefusal({ to: '1555', messaging_account_id: '3', paid_messaging_account_id: '1' }, 'k', '1');
    expect(JSON.stringify(viaField)).toMatch(/"messaging_account_id 3 does not match/);
    expect(JSON.stringify(viaField)).not.toMatch(/paid_messaging_account_id/);
    expect(inputRefusal({ to: '1555' }, undefined, '1')).toBeUndefined();
  });
  it('prices a template at its upstream category, an unknown one as marketing (assumed), anything else as service', () => {
    const tpl = { type: 'template', to: '+1 (555) 000-1234', template: { name: 'n', language: { code: 'en' } } };
    expect(namedTemplate(tpl)).toEqual({ name: 'n', language: 'en' });
    expect(namedTemplate({ type: 'template', template: { name: 5, language: 'en' } })).toEqual({ name: '', language: '' });
    expect(namedTemplate({ type: 'text' })).toBeUndefined();
    expect(classOf(tpl, 'utility')).toEqual({ category: 'utility', assumed: false, recipient: '15550001234', userId: '' });
    expect(classOf(tpl, 'bogus')).toEqual({ category: 'marketing', assumed: true, recipient: '15550001234', userId: '' });
    expect(classOf(tpl, undefined)).toEqual({ category: 'marketing', assumed: true, recipient: '15550001234', userId: '' });
    expect(classOf({ type: 'text', recipient: 'US.1' }, 'utility')).toEqual({ category: 'service', assumed: false, recipient: '', userId: 'US.1' });
    expect(classOf({ ...tpl, to: ' BR.ENT.77 ' }, 'marketing')).toEqual({ category: 'marketing', assumed: false, recipient: '', userId: 'BR.ENT.77' });
    expect(classOf({ type: 'text' }, undefined)).toEqual({ category: 'service', assumed: false, recipient: '', userId: '' });
  });
});

describe("a retry of a key, from the key's record (decision 0240)", () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  const record = (state: Parameters<typeof retryVerdict>[0]['state'], leaseMs: number, wamid: string | null = null) => ({
    state,
    wamid,
    leaseUntil: new Date(now + leaseMs),
  });

  it('accepted: 409 duplicate_send with the wamid, never forwarded again', () => {
    expect(retryVerdict(record('accepted', -1, 'wamid.X'), now)).toMatchObject({
      status: 409,
      code: 'duplicate_send',
      body: { wamid: 'wamid.X' },
      retryAfterSeconds: 0,
    });
  });

  it('another attempt holds the key (claim or forward within its lease): 409 send_in_progress with a short wait', () => {
    for (const state of ['claimed', 'forwarding'] as const) {
      expect(retryVerdict(record(state, 20_000), now)).toMatchObject({ status: 409, code: 'send_in_progress', retryAfterSeconds: 5 });
      expect(retryVerdict(record(state, 1_500), now)).toMatchObject({ code: 'send_in_progress', retryAfterSeconds: 2 });
    }
  });

  it('it may have gone out (a forward past its lease, or no answer): 409 send_outcome_unknown with Retry-After', () => {
    for (const r of [record('forwarding', -1), record('unknown', -1), record('unknown', 10_000)])
      expect(retryVerdict(r, now)).toMatchObject({ status: 409, code: 'send_outcome_unknown', retryAfterSeconds: 10 });
  });

  it('never forwarded (a claim whose attempt died) or refused by the upstream: the key is taken over', () => {
    expect(retryVerdict(record('claimed', -1), now)).toBe('take');
    expect(retryVerdict(record('refused', -1), now)).toBe('take');
    expect(retryVerdict(record('refused', 10_000), now)).toBe('take');
  });

  it('unknown past the deadline: 409 idempotency_key_spent, no wait', () => {
    expect(retryVerdict(record('lapsed', -1), now)).toMatchObject({ status: 409, code: 'idempotency_key_spent', retryAfterSeconds: 0 });
  });

  it('the recipient as status webhooks name it: phone digits, else the business-scoped id', () => {
    expect(sightedRecipient({ to: '+55 (11) 98765-0001' })).toBe('5511987650001');
    expect(sightedRecipient({ to: 5511987650001 })).toBe('5511987650001');
    expect(sightedRecipient({ recipient: 'BR.ABCDEF123' })).toBe('BR.ABCDEF123');
    expect(sightedRecipient({})).toBe('');
  });
});
