/**
 * The inbox live (decision 0022): one EventSource on the mode's live URL; each change invalidates the
 * query keys it touches, so the list, the counts and the open conversation refetch what they show (the
 * stream carries ids, never bodies). EventSource reconnects by itself with `Last-Event-ID`; a `reset`
 * (a gap it cannot replay) refetches everything of the scope. No polling.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useInbox } from './inbox-context';
import { inboxKeys } from './inbox-api';
import { LIVE_EVENTS } from './live-events';

/** The query keys an event touches (prefixes: a key covers every query under it). */
export function keysForEvent(scope: string, event: string, data: Record<string, unknown>): QueryKey[] {
  if (event === 'reset') return [inboxKeys.all(scope)];
  const keys: QueryKey[] = [inboxKeys.conversations(scope), inboxKeys.counts(scope)];
  const id = typeof data.conversation_id === 'string' && data.conversation_id ? data.conversation_id : null;
  if (!id) return keys;
  keys.push(inboxKeys.conversation(scope, id));
  switch (event) {
    case 'message.received':
    case 'message.sent':
    case 'message.status':
      keys.push(inboxKeys.messages(scope, id));
      break;
    case 'conversation.inbox_changed':
      if (data.change !== 'inbox_status') keys.push(inboxKeys.assignments(scope, id));
      break;
    case 'thread.ownership_changed':
      keys.push(inboxKeys.workflow(scope, id));
      break;
    default:
      break;
  }
  return keys;
}

export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'ended';

/**
 * Opens the inbox's live stream (mount once, in the layout) and answers its state: `reconnecting`
 * while EventSource retries after an error, `ended` after `session_ended` (the app then asks to sign in).
 */
export function useInboxLive(): LiveState {
  const { api } = useInbox();
  const qc = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  const url = api.liveUrl();
  const scope = api.scopeKey;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const es = new EventSource(url);
    let everOpen = false;
    es.onopen = () => {
      // After a reconnect, changes while away were replayed (or a reset came): nothing more to do.
      everOpen = true;
      setState('live');
    };
    es.onerror = () => {
      if (es.readyState === EventSource.CLOSED) setState('ended');
      else setState(everOpen ? 'reconnecting' : 'connecting');
    };
    const on = (event: string) => (e: MessageEvent<string>) => {
      let data: Record<string, unknown> = {};
      try {
        data = JSON.parse(e.data) as Record<string, unknown>;
      } catch {
        data = {};
      }
      for (const queryKey of keysForEvent(scope, event, data)) void qc.invalidateQueries({ queryKey });
    };
    for (const event of LIVE_EVENTS) es.addEventListener(event, on(event) as EventListener);
    es.addEventListener('session_ended', () => {
      es.close();
      setState('ended');
      void qc.invalidateQueries({ queryKey: ['me'] });
    });
    return () => es.close();
  }, [url, scope, qc]);
  return state;
}
