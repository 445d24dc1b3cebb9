import { describe, expect, it } from 'vitest';
import { checkVoiceCall, namedMessagingAccount } from './voice-call';

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
    expect(namedMessagingAccount({ messaging_account_id: '1', paid_messaging_account_id: '2' })).toBe('1');
    expect(namedMessagingAccount({ paid_messaging_account_id: '2' })).toBe('2');
    expect(namedMessagingAccount({})).toBeUndefined();
  });
});
