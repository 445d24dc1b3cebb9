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

  it('preview: never cuts a surrogate pair at the character bound', () => {
    const text = '😀'.repeat(60_000);
    const p = transcriptPreview({ segments: [{ start_ms: 0, speaker: 'user', text }] })!;
    expect(p.text.length).toBeLessThanOrEqual(100_000);
    expect(/[\uD800-\uDBFF]$/.test(p.text)).toBe(false);
    expect(p.truncated).toBe(true);
    expect(transcriptPreview({ nope: true })).toBeUndefined();
  });
});
