import { describe, expect, it } from 'vitest';
import { artifactView, callUpdatesOf, mergeCall, parseCallFilter, transcriptPreview, type CallRecord } from './calls';

const now = new Date('2026-01-01T00:00:00Z');
const t = (s: number) => String(Math.floor(now.getTime() / 1000) + s);

describe('calls domain', () => {
  it('folds connect, statuses and terminate in any order; status only moves forward', () => {
    const value = {
      calls: [
        {
          id: 'c1',
          event: 'terminate',
          direction: 'BUSINESS_INITIATED',
          from: '100',
          to: '200',
          status: 'COMPLETED',
          timestamp: t(60),
          start_time: t(10),
          end_time: t(60),
          duration: 50,
        },
        { id: 'c1', event: 'connect', direction: 'BUSINESS_INITIATED', from: '100', to: '200', timestamp: t(0), recording: { status: 'ENABLED' } },
      ],
      statuses: [{ id: 'c1', type: 'call', status: 'RINGING', timestamp: t(1), recipient_id: '200' }],
    };
    let call: CallRecord | undefined;
    for (const u of callUpdatesOf(value, now)) call = mergeCall(call, u, '100');
    expect(call).toMatchObject({
      callId: 'c1',
      direction: 'outbound',
      status: 'completed',
      from: '100',
      to: '200',
      durationSeconds: 50,
      recordingEnabled: true,
    });
    expect(call!.startedAt.toISOString()).toBe(new Date(Number(t(0)) * 1000).toISOString());
    expect(call!.endedAt!.toISOString()).toBe(new Date(Number(t(60)) * 1000).toISOString());
    expect(call!.answeredAt!.toISOString()).toBe(new Date(Number(t(10)) * 1000).toISOString());
  });

  it('ignores items without an id, unknown events and non-call statuses', () => {
    expect(
      callUpdatesOf({ calls: [{ event: 'connect' }, { id: 'x', event: 'dance' }], statuses: [{ id: 'm', type: 'message', status: 'read' }] }, now),
    ).toEqual([]);
    expect(callUpdatesOf('garbage', now)).toEqual([]);
  });

  it('artifact state: absent unless enabled on a completed call; available until the estimate, expired from it', () => {
    const endedAt = new Date(now.getTime() - 1000);
    expect(artifactView(false, { endedAt, status: 'completed', answeredAt: null }, 5000, now)).toEqual({ state: 'absent', expires_at: null });
    expect(artifactView(true, { endedAt, status: 'failed', answeredAt: null }, 5000, now).state).toBe('absent');
    expect(artifactView(true, { endedAt: null, status: 'answered', answeredAt: null }, 5000, now).state).toBe('absent');
    expect(artifactView(true, { endedAt, status: 'completed', answeredAt: null }, 5000, now)).toEqual({
      state: 'available',
      expires_at: new Date(endedAt.getTime() + 5000).toISOString(),
    });
    expect(artifactView(true, { endedAt, status: 'completed', answeredAt: null }, 1000, now).state).toBe('expired');
  });

  it('filters: values checked, since after until refused', () => {
    expect(parseCallFilter({ direction: 'inbound', status: 'ringing', since: '2026-01-01', until: '2026-01-02T00:00:00Z' }).ok).toBe(true);
    expect(parseCallFilter({ direction: 'in' })).toEqual({ ok: false, error: 'direction must be one of inbound, outbound' });
    expect(parseCallFilter({ since: '2026-02-30T00:00:00Z' }).ok).toBe(false);
    expect(parseCallFilter({ since: '2026-01-02', until: '2026-01-01' }).ok).toBe(false);
  });

  it('filters: a NUL or an unpaired surrogate in any parameter is refused naming it (the store never sees it)', () => {
    const refused = (name: string) => ({ ok: false, error: `${name} contains a NUL byte or an unpaired surrogate, which is not allowed` });
    expect(parseCallFilter({ call_id: '\u0000' })).toEqual(refused('call_id'));
    expect(parseCallFilter({ call_id: 'wacid.\ud800' })).toEqual(refused('call_id'));
    expect(parseCallFilter({ call_id: 'wacid.\udc00x' })).toEqual(refused('call_id'));
    expect(parseCallFilter({ call_id: undefined, direction: 'inbound\u0000' })).toEqual(refused('direction'));
    expect(parseCallFilter({ since: '2026-01-01\ud83d' })).toEqual(refused('since'));
    expect(parseCallFilter({ fields: 'id,\u0000' })).toEqual(refused('fields'));
    // A whole surrogate pair is text like any other.
    expect(parseCallFilter({ call_id: 'wacid.😀' })).toEqual({ ok: true, filter: { callId: 'wacid.😀' } });
  });

  it('preview: the 100,000-character bound counts code points (an emoji is one character) and never cuts a surrogate pair', () => {
    const codePoints = (s: string) => [...s].length;
    const text = '😀'.repeat(120_000);
    const p = transcriptPreview({ segments: [{ start_ms: 0, speaker: 'user', text }] })!;
    expect(codePoints(p.text)).toBe(100_000);
    expect(/[\uD800-\uDBFF]$/.test(p.text)).toBe(false);
    expect(p.truncated).toBe(true);
    // 60,000 emoji are 120,000 UTF-16 units but 60,014 characters with the line's prefix: shown whole.
    const whole = transcriptPreview({ segments: [{ start_ms: 0, speaker: 'user', text: '😀'.repeat(60_000) }] })!;
    expect(whole).toMatchObject({ truncated: false, segments_shown: 1 });
    expect(whole.text).toBe(`[00:00] user: ${'😀'.repeat(60_000)}`);
    // The cut lands right after an emoji: it is kept whole, exactly at the bound.
    const prefix = '[00:00] user: ';
    const edge = transcriptPreview({ segments: [{ start_ms: 0, speaker: 'user', text: `${'a'.repeat(100_000 - prefix.length - 1)}😀😀` }] })!;
    expect(codePoints(edge.text)).toBe(100_000);
    expect(edge.text.endsWith('a😀')).toBe(true);
    expect(edge.truncated).toBe(true);
    // Across lines the newlines count too; a line that fits to the character is kept whole.
    const lines = transcriptPreview({
      segments: [
        { start_ms: 0, speaker: 'a', text: '😀'.repeat(50_000) },
        { start_ms: 1000, speaker: 'b', text: '😀'.repeat(50_000 - 2 * '[00:00] a: '.length - 1) },
      ],
    })!;
    expect(codePoints(lines.text)).toBe(100_000);
    expect(lines).toMatchObject({ truncated: false, segments_shown: 2 });
    expect(transcriptPreview({ nope: true })).toBeUndefined();
  });
});
