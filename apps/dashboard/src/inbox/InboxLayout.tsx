import { Anchor, Center, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ConversationList } from './ConversationList';
import { ConversationView } from './conversation/ConversationView';
import { useInbox } from './inbox-context';
import { useInboxLive, type LiveState } from './live';
import './inbox.css';

/** Desktop from this width: the list and the conversation side by side (Mantine's `md`, 992 px). */
const WIDE = '(min-width: 62em)';

/** A polite status line, always in the page (a live region announces changes of its text): empty while live. */
function LiveStatus({ state }: { state: LiveState }) {
  const text =
    state === 'reconnecting'
      ? 'Reconnecting… new messages appear when the connection is back.'
      : state === 'ended'
        ? 'Live updates stopped. Reload the page to see new messages.'
        : '';
  return (
    <Text role="status" aria-live="polite" size="xs" c="dimmed" className="inbox-live-status">
      {text}
    </Text>
  );
}

/**
 * The inbox: the conversation list and the open conversation (`:conversationId` of the route). Wide
 * screens show both panes; narrow ones show the list, or the conversation with a way back. The live
 * stream is opened here, once.
 */
export function InboxLayout() {
  const { basePath } = useInbox();
  const { conversationId } = useParams();
  const { search } = useLocation();
  const wide = useMediaQuery(WIDE, true, { getInitialValueInEffect: false });
  const live = useInboxLive();
  const showList = wide || !conversationId;
  const showConversation = wide || Boolean(conversationId);
  // Narrow: the row that was clicked is gone with the list; unless the conversation took the focus
  // itself, its pane takes it (not left on the page's body).
  const pane = useRef<HTMLElement>(null);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (!wide && conversationId && lost) pane.current?.focus();
  }, [wide, conversationId]);
  return (
    <div className="inbox-layout" data-wide={wide || undefined} data-live={live}>
      {showList && (
        <section className="inbox-list-pane" aria-label="Conversation list">
          <LiveStatus state={live} />
          <ConversationList openId={conversationId} />
        </section>
      )}
      {showConversation && (
        <section ref={pane} tabIndex={-1} className="inbox-conversation-pane" aria-label="Conversation">
          {!wide && <LiveStatus state={live} />}
          {!wide && (
            <Anchor component={Link} to={`${basePath}/conversations${search}`} size="sm" px="md" pt="sm">
              ‹ Back to conversations
            </Anchor>
          )}
          {conversationId ? (
            <ConversationView key={conversationId} conversationId={conversationId} />
          ) : (
            <Center flex={1} p="xl">
              <Text c="dimmed" ta="center">
                Choose a conversation in the list to read it and reply.
              </Text>
            </Center>
          )}
        </section>
      )}
    </div>
  );
}
