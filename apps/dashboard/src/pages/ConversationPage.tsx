import { Alert, Anchor, Badge, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useApi } from '../api/context';
import type { Conversation } from '../api/types';
import { useCurrentProject } from '../shell/project';
import { when } from './format';

/** One conversation's summary (`GET .../messaging/conversations/{id}`): the deep link of the list. */
export function ConversationPage() {
  const api = useApi();
  const { projectId } = useCurrentProject();
  const { conversationId } = useParams();
  const q = useQuery({
    queryKey: ['conversation', projectId, conversationId],
    enabled: Boolean(projectId && conversationId),
    queryFn: () => api.get<{ data: Conversation }>(`/projects/${projectId}/messaging/conversations/${encodeURIComponent(conversationId!)}`),
  });
  const c = q.data?.data;
  return (
    <Stack>
      <Anchor component={Link} to={`/p/${projectId}/conversations`} size="sm">
        ‹ All conversations
      </Anchor>
      {q.isPending && <Loader aria-label="Loading the conversation" />}
      {q.isError && (
        <Alert color="red" role="alert">
          {q.error.message}
        </Alert>
      )}
      {c && (
        <>
          <Group>
            <Title order={1} size="h2">
              {c.contact_name || c.phone_number}
            </Title>
            <Badge variant="filled" color={c.status === 'active' ? 'teal.9' : 'gray.7'}>
              {c.status}
            </Badge>
          </Group>
          <Card withBorder>
            <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
              {[
                ['Contact number', c.phone_number],
                ['Last activity', when(c.last_active_at)],
                ['Messages', String(c.messages_count)],
                ['Started', when(c.created_at)],
              ].map(([k, v]) => (
                <div key={k}>
                  <Text component="dt" size="xs" c="dimmed">
                    {k}
                  </Text>
                  <Text component="dd" m={0}>
                    {v}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          </Card>
          <Card withBorder>
            <Text size="xs" c="dimmed">
              Last message ({c.last_message_direction})
            </Text>
            <Text>{c.last_message_text || '(no text)'}</Text>
          </Card>
        </>
      )}
    </Stack>
  );
}
