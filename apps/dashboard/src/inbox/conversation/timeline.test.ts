import { describe, expect, it } from 'vitest';
import type { InboxCall, InboxMessage } from '../inbox-api';
import { artifactAvailable, buildTimeline, callDuration, dayLabel, describeCall, earlierToLoad, newestInboundId, transcriptSegments } from './timeline';

const m = (id: string, timestamp: string, extra: Partial<InboxMessage> = {}): InboxMessage => ({
  id,
  wamid: `wamid.${id}`,
  conversation_id: 'c',
  phone_number_id: 'p',
  direction: 'inbound',
  origin: 'cloud_api',
  type: 'text',
  status: 'received',
  content: { body: id },
  has_media: false,
  statuses: [],
  errors: [],
  timestamp,
  created_at: timestamp,
  ...extra,
});
const call = (id: string, started_at: string, extra: Partial<InboxCall> = {}): InboxCall => ({
  id,
  call_id: id,
  phone_number_id: '4001',
  direction: 'inbound',
  status: 'completed',
  from: '15550001111',
  to: '15550002222',
  started_at,
  answered_at: started_at,
  ended_at: null,
  duration_seconds: null,
  recording: { state: 'absent', expires_at: null },
  transcription: { state: 'absent', expires_at: null },
  ...extra,
});
const now = new Date('2026-03-03T12:00:00Z');
const opts = { now, complete: true, locale: 'en-GB', timeZone: 'UTC' };
const keys = (items: ReturnType<typeof buildTimeline>) => items.map((i) => (i.kind === 'day' ? `day:${i.label}` : i.key));

describe('buildTimeline', () => {
  it('newest-first pages become oldest → newest with a separator per day, calls interleaved by time', () => {
    const pages = [m('3', '2026-03-03T09:00:00Z'), m('2', '2026-03-02T18:00:00Z'), m('1', '2026-03-01T08:00:00Z')];
    const t = buildTimeline(pages, [call('k', '2026-03-02T19:00:00Z')], opts);
    expect(keys(t)[0]).toMatch(/^day:Sunday,? 1 March 2026$/);
    expect(keys(t).slice(1)).toEqual(['m:1', 'day:Yesterday', 'm:2', 'c:k', 'day:Today', 'm:3']);
  });

  it('a message seen on two pages (a live refetch) shows once', () => {
    expect(keys(buildTimeline([m('1', '2026-03-03T09:00:00Z'), m('1', '2026-03-03T09:00:00Z')], [], opts))).toEqual(['day:Today', 'm:1']);
  });

  it('calls older than the oldest loaded message wait for "Load earlier" while pages remain', () => {
    const t = buildTimeline([m('1', '2026-03-03T09:00:00Z')], [call('old', '2026-03-01T09:00:00Z'), call('new', '2026-03-03T10:00:00Z')], {
      ...opts,
      complete: false,
    });
    expect(keys(t)).toEqual(['day:Today', 'm:1', 'c:new']);
  });

  it('with older calls still unloaded, messages older than the oldest loaded call wait too; with both paged, the later cut-off holds', () => {
    const messages = [m('3', '2026-03-03T09:00:00Z'), m('2', '2026-03-02T09:00:00Z'), m('1', '2026-03-01T09:00:00Z')];
    const calls = [call('c2', '2026-03-03T08:00:00Z'), call('c1', '2026-03-02T12:00:00Z')];
    const only = (t: ReturnType<typeof buildTimeline>) => keys(t).filter((k) => !k.startsWith('day:'));
    expect(only(buildTimeline(messages, calls, { ...opts, complete: true, callsComplete: false }))).toEqual(['c:c1', 'c:c2', 'm:3']);
    expect(only(buildTimeline(messages, calls, { ...opts, complete: true, callsComplete: true }))).toEqual(['m:1', 'm:2', 'c:c1', 'c:c2', 'm:3']);
    expect(only(buildTimeline(messages.slice(0, 2), calls, { ...opts, complete: false, callsComplete: false }))).toEqual(['c:c1', 'c:c2', 'm:3']);
    expect(only(buildTimeline(messages.slice(0, 1), calls, { ...opts, complete: false, callsComplete: false }))).toEqual(['m:3']);
  });

  it('"Load earlier" fetches the side that limits the thread: the one whose oldest loaded item is later, both when even', () => {
    const ms = [m('2', '2026-03-02T09:00:00Z')];
    const cs = [call('c', '2026-03-02T12:00:00Z')];
    expect(earlierToLoad(ms, cs, { messages: true, calls: true })).toEqual({ messages: false, calls: true });
    expect(earlierToLoad(ms, [call('c', '2026-03-01T12:00:00Z')], { messages: true, calls: true })).toEqual({ messages: true, calls: false });
    expect(earlierToLoad(ms, [call('c', '2026-03-02T09:00:00Z')], { messages: true, calls: true })).toEqual({ messages: true, calls: true });
    expect(earlierToLoad(ms, cs, { messages: true, calls: false })).toEqual({ messages: true, calls: false });
    expect(earlierToLoad(ms, cs, { messages: false, calls: true })).toEqual({ messages: false, calls: true });
    expect(earlierToLoad(ms, cs, { messages: false, calls: false })).toEqual({ messages: false, calls: false });
  });

  it('a reaction sits on its message (latest per side; an empty emoji removes it); one to an unloaded message is a line', () => {
    const t = buildTimeline(
      [
        m('1', '2026-03-03T09:00:00Z'),
        m('r1', '2026-03-03T09:01:00Z', { type: 'reaction', content: { message_id: 'wamid.1', emoji: '👍' } }),
        m('r2', '2026-03-03T09:02:00Z', { type: 'reaction', content: { message_id: 'wamid.1', emoji: '❤️' } }),
        m('r3', '2026-03-03T09:03:00Z', { type: 'reaction', direction: 'outbound', content: { message_id: 'wamid.1', emoji: '🙏' } }),
        m('r4', '2026-03-03T09:04:00Z', { type: 'reaction', direction: 'outbound', content: { message_id: 'wamid.1', emoji: '' } }),
        m('r5', '2026-03-03T09:05:00Z', { type: 'reaction', content: { message_id: 'wamid.gone', emoji: '😮' } }),
      ],
      [],
      opts,
    );
    expect(keys(t)).toEqual(['day:Today', 'm:1', 'm:r5']);
    const first = t[1];
    expect(first.kind === 'message' && first.reactions).toEqual([{ emoji: '❤️', direction: 'inbound' }]);
  });
});

describe('quotes', () => {
  it('a reply names the loaded message it quotes, in words', () => {
    const t = buildTimeline(
      [
        m('1', '2026-03-03T09:00:00Z', { content: { body: 'Where is it?' } }),
        m('2', '2026-03-03T09:01:00Z', { direction: 'outbound', context_wamid: 'wamid.1' }),
        m('3', '2026-03-03T09:02:00Z', { context_wamid: 'wamid.unknown' }),
      ],
      [],
      opts,
    );
    expect(t.flatMap((i) => (i.kind === 'message' ? [i.replyTo] : []))).toEqual([null, 'Where is it?', null]);
  });
});

describe('the rest of the thread', () => {
  it('day labels', () => {
    expect(dayLabel('2026-03-03T00:00:01Z', now, 'en-GB', 'UTC')).toBe('Today');
    expect(dayLabel('2026-03-02T23:59:59Z', now, 'en-GB', 'UTC')).toBe('Yesterday');
  });
  it('the newest inbound message', () => {
    expect(newestInboundId([m('1', '2026-03-03T09:00:00Z'), m('2', '2026-03-03T10:00:00Z', { direction: 'outbound' }), m('0', '2026-03-01T09:00:00Z')])).toBe(
      '1',
    );
    expect(newestInboundId([])).toBeNull();
  });
  it.each([
    [5, '5 s'],
    [65, '1 min 5 s'],
    [null, null],
    [-1, null],
  ])('duration %s → %s', (s, text) => {
    expect(callDuration(s)).toBe(text);
  });
  it('a call in words', () => {
    expect(describeCall({ direction: 'inbound', status: 'completed', duration_seconds: 65 })).toBe('Incoming call · Completed · 1 min 5 s');
    expect(describeCall({ direction: 'outbound', status: 'failed', duration_seconds: null })).toBe('Outgoing call · Missed or failed');
  });
  it('artifacts: available only in the state available (not absent, not expired)', () => {
    const at = now.toISOString();
    expect(artifactAvailable(call('a', at, { recording: { state: 'available', expires_at: null } }), 'recording')).toBe(true);
    expect(artifactAvailable(call('a', at, { recording: { state: 'expired', expires_at: at } }), 'recording')).toBe(false);
    expect(artifactAvailable(call('a', at, { transcription: { state: 'available', expires_at: null } }), 'transcription')).toBe(true);
    expect(artifactAvailable(call('a', at), 'transcription')).toBe(false);
  });
  it('transcript lines as segments', () => {
    expect(transcriptSegments('[00:01] agent: Hello\n\n[01:10] customer: Hi: there\nloose line')).toEqual([
      { time: '00:01', speaker: 'agent', text: 'Hello' },
      { time: '01:10', speaker: 'customer', text: 'Hi: there' },
      { time: null, speaker: null, text: 'loose line' },
    ]);
  });
});
