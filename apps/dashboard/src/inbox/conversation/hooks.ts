/** Shared pieces of the conversation view: cache refresh after a change, and the send with one key per compose. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { inboxKeys, type InboxConversation, type OutgoingMessage } from '../inbox-api';
import { useInbox } from '../inbox-context';
import { keyAfterSend, keyForSend, type ComposeKey } from './idempotency';

/** A fresh idempotency key (a UUID). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** After a change of the conversation: its own answer (when the API gave it back), the list and the counts. */
export function useConversationChanged(conversationId: string) {
  const { api } = useInbox();
  const qc = useQueryClient();
  return useCallback(
    (conversation?: InboxConversation | null) => {
      const scope = api.scopeKey;
      if (conversation) qc.setQueryData(inboxKeys.conversation(scope, conversationId), conversation);
      else void qc.invalidateQueries({ queryKey: inboxKeys.conversation(scope, conversationId) });
      void qc.invalidateQueries({ queryKey: inboxKeys.conversations(scope) });
      void qc.invalidateQueries({ queryKey: inboxKeys.counts(scope) });
    },
    [api, qc, conversationId],
  );
}

/**
 * Sending from one compose (the reply box, or the template picker) with ONE idempotency key per
 * message (`idempotency.ts`): a retry after no answer (or a server error) reuses it and can never send
 * twice; acceptance, a clear refusal (4xx) or an edit starts a new key.
 */
export function useSend(conversationId: string, onSent: () => void) {
  const { api } = useInbox();
  const qc = useQueryClient();
  const changed = useConversationChanged(conversationId);
  const key = useRef<ComposeKey>({ key: newIdempotencyKey(), message: null });
  const mutation = useMutation({
    mutationFn: (message: OutgoingMessage) => {
      key.current = keyForSend(key.current, JSON.stringify(message), newIdempotencyKey);
      return api.sendMessage(conversationId, message, key.current.key);
    },
    onSuccess: () => {
      key.current = keyAfterSend(key.current, undefined, newIdempotencyKey);
      void qc.invalidateQueries({ queryKey: inboxKeys.messages(api.scopeKey, conversationId) });
      changed();
      onSent();
    },
    onError: (err) => {
      key.current = keyAfterSend(key.current, err, newIdempotencyKey);
    },
  });
  return mutation;
}
