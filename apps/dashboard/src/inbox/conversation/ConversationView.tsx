/*
 * PLACEHOLDER of the inbox list's branch (h/list), so the layout builds and its tests run before the
 * conversation pane exists. The real ConversationView (branch of the conversation's engineer) replaces
 * this file at merge: keep theirs.
 */
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { inboxKeys } from '../inbox-api';
import { useInbox } from '../inbox-context';

/** Placeholder: the conversation's name and number only. */
export function ConversationView({ conversationId }: { conversationId: string }) {
  const { api } = useInbox();
  const q = useQuery({ queryKey: inboxKeys.conversation(api.scopeKey, conversationId), queryFn: () => api.getConversation(conversationId) });
  if (q.isPending) return <Loader aria-label="Loading the conversation" m="md" />;
  if (q.isError)
    return (
      <Alert color="red" role="alert" m="md">
        {q.error.message}
      </Alert>
    );
  const c = q.data;
  return (
    <Stack p="md">
      <Title order={2} size="h3">
        {c.contact_name || c.phone_number}
      </Title>
      <Text>{c.phone_number}</Text>
    </Stack>
  );
}
