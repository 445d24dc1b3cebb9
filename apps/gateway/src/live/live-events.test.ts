import { describe, expect, it } from 'vitest';
import { LiveLog, liveChangeOfCustomerEvent, liveChangeOfInboxChanged, liveFrame } from './live-events';

const change = (project_id: string) => ({ project_id, event: 'message.sent' as const, data: {} });

describe('LiveLog (decision 0022)', () => {
  it('numbers each project from 1, replays what followed an id in the window, resets before it or past the end', () => {
    const log = new LiveLog({ maxPerProject: 3, maxAgeMs: 60_000 });
    for (let i = 0; i < 5; i++) log.append(change('p'));
    log.append(change('q'));
    expect(log.position('p')).toBe(5);
    expect(log.position('q')).toBe(1);
    expect(log.position('none')).toBe(0);
    const ids = (lastId: number) => {
      const r = log.since('p', lastId);
      return r.reset ? 'reset' : r.entries.map((e) => e.id);
    };
    expect(ids(2)).toEqual([3, 4, 5]);
    expect(ids(4)).toEqual([5]);
    expect(ids(5)).toEqual([]);
    expect(ids(1)).toBe('reset');
    expect(ids(6)).toBe('reset');
    expect(log.since('none', 0)).toEqual({ reset: false, entries: [] });
    expect(log.since('none', 3)).toEqual({ reset: true });
  });

  it('frames an entry once for every stream of its epoch; another epoch gets its own id', () => {
    const log = new LiveLog({ maxPerProject: 10, maxAgeMs: 60_000 });
    const e = log.append({ project_id: 'p', event: 'message.received', data: { conversation_id: 'c', message_id: 'm' } });
    const f = liveFrame('ep1', e);
    expect(f).toBe('id: ep1.1\nevent: message.received\ndata: {"conversation_id":"c","message_id":"m","project_id":"p"}\n\n');
    expect(liveFrame('ep1', e)).toBe(f);
    expect(liveFrame('ep2', e)).toBe('id: ep2.1\nevent: message.received\ndata: {"conversation_id":"c","message_id":"m","project_id":"p"}\n\n');
  });

  it('drops entries older than the window', () => {
    let now = 1_000;
    const log = new LiveLog({ maxPerProject: 100, maxAgeMs: 500, now: () => now });
    log.append(change('p'));
    now = 1_400;
    log.append(change('p'));
    now = 1_600;
    expect(log.since('p', 0)).toEqual({ reset: true });
    expect(log.since('p', 1)).toMatchObject({ reset: false, entries: [{ id: 2 }] });
    // A sweep drops an idle project's entries but keeps its position: an old id resets, the last one places.
    now = 5_000;
    log.sweep();
    expect(log.position('p')).toBe(2);
    expect(log.since('p', 1)).toEqual({ reset: true });
    expect(log.since('p', 2)).toEqual({ reset: false, entries: [] });
  });

  it('hands new entries to the project’s listeners only, until unsubscribed', () => {
    const log = new LiveLog({ maxPerProject: 10, maxAgeMs: 60_000 });
    const got: number[] = [];
    const off = log.subscribe('p', (e) => got.push(e === 'reset' ? -1 : e.id));
    log.append(change('q'));
    log.append(change('p'));
    off();
    log.append(change('p'));
    expect(got).toEqual([1]);
  });
});

describe('LiveLog.restart', () => {
  it('starts another epoch from position 0 and tells every listener reset', () => {
    const log = new LiveLog({ maxPerProject: 10, maxAgeMs: 60_000, now: () => 1000 });
    const got: unknown[] = [];
    log.subscribe('p', (e) => got.push(e === 'reset' ? e : e.id));
    log.append(change('p'));
    const before = log.epoch;
    log.restart();
    expect(log.epoch).not.toBe(before);
    expect(log.epoch).toMatch(/^[a-z0-9]{1,16}$/);
    expect(log.position('p')).toBe(0);
    log.append(change('p'));
    expect(got).toEqual([1, 'reset', 1]);
  });
});

describe('mapping of contacts events', () => {
  it('a message status event carries ids and status, never the body; unknown names are not relayed', () => {
    const fields = {
      message: { id: 'm', type: 'text', text: { body: 'hi' }, svc: { direction: 'outbound', status: 'read', wamid: 'w' } },
      conversation: { id: 'c' },
      phone_number_id: 'n',
    };
    expect(liveChangeOfCustomerEvent('p', 'messaging.message.read', fields)).toEqual({
      project_id: 'p',
      event: 'message.status',
      data: { conversation_id: 'c', message_id: 'm', wamid: 'w', type: 'text', direction: 'outbound', status: 'read', phone_number_id: 'n' },
    });
    expect(liveChangeOfCustomerEvent('p', 'messaging.contact.updated', fields)).toBeUndefined();
    expect(liveChangeOfCustomerEvent('p', 'messaging.conversation.inactive', fields)).toBeUndefined();
  });

  it('a thread ownership change carries the catalog thread fields (handler, owner app, previous handler, reason)', () => {
    const fields = {
      phone_number_id: '101',
      thread: { customer: '15551230001', handler: 'other_app', owner_app_id: '200000000000001', changed_at: 't', previous_handler: 'this_app', reason: 'pass' },
      conversation: { id: 'c1', phone_number_id: '101', status: 'active' },
      contact: { id: 'k1' },
    };
    expect(liveChangeOfCustomerEvent('p', 'messaging.thread.ownership_changed', fields)).toEqual({
      project_id: 'p',
      event: 'thread.ownership_changed',
      data: {
        conversation_id: 'c1',
        handler: 'other_app',
        owner_app_id: '200000000000001',
        previous_handler: 'this_app',
        reason: 'pass',
        phone_number_id: '101',
      },
    });
  });

  it('an inbox change without a project is dropped', () => {
    expect(liveChangeOfInboxChanged({ conversation_id: 'c' })).toBeUndefined();
    expect(liveChangeOfInboxChanged({ project_id: 'p', conversation_id: 'c', change: 'inbox_status', inbox_status: 'resolved' })).toEqual({
      project_id: 'p',
      event: 'conversation.inbox_changed',
      data: { conversation_id: 'c', change: 'inbox_status', inbox_status: 'resolved', snoozed_until: null, assigned_user_id: null, by_user_id: null },
    });
  });
});
