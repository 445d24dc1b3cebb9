import { describe, expect, it } from 'vitest';
import { inboxKeys } from './inbox-api';
import { keysForEvent } from './live';

const S = 'p1';
const C = 'c1';

describe('a live event → the query keys it invalidates', () => {
  const list = [inboxKeys.conversations(S), inboxKeys.counts(S)];

  it('a message (received, sent, status): the list, the counts, the conversation and its messages', () => {
    for (const e of ['message.received', 'message.sent', 'message.status'])
      expect(keysForEvent(S, e, { conversation_id: C, message_id: 'm1' }), e).toEqual([...list, inboxKeys.conversation(S, C), inboxKeys.messages(S, C)]);
  });

  it('a conversation created or ended: the list, the counts and the conversation', () => {
    for (const e of ['conversation.created', 'conversation.ended'])
      expect(keysForEvent(S, e, { conversation_id: C, status: 'ended' }), e).toEqual([...list, inboxKeys.conversation(S, C)]);
  });

  it('an inbox change: its assignments too when the assignment changed, not for a status change', () => {
    expect(keysForEvent(S, 'conversation.inbox_changed', { conversation_id: C, change: 'assignment' })).toEqual([
      ...list,
      inboxKeys.conversation(S, C),
      inboxKeys.assignments(S, C),
    ]);
    expect(keysForEvent(S, 'conversation.inbox_changed', { conversation_id: C, change: 'inbox_status' })).toEqual([...list, inboxKeys.conversation(S, C)]);
  });

  it('a thread ownership change: the conversation and the workflow holding it', () => {
    expect(keysForEvent(S, 'thread.ownership_changed', { conversation_id: C, handler: 'other_app' })).toEqual([
      ...list,
      inboxKeys.conversation(S, C),
      inboxKeys.workflow(S, C),
    ]);
  });

  it('reset: everything of the scope, and only of the scope', () => {
    expect(keysForEvent(S, 'reset', {})).toEqual([inboxKeys.all(S)]);
    expect(inboxKeys.all(S)).toEqual(['inbox', S]);
  });

  it('an event without a conversation id still refreshes the list and the counts', () => {
    expect(keysForEvent(S, 'message.received', {})).toEqual(list);
  });
});
