import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useApi } from '../api/context';
import type { Conversation } from '../api/types';
import { useCurrentProject } from '../shell/project';
import { when } from './format';

interface ConversationsReply {
  data: Conversation[];
  paging: { cursors: { after: string | null }; next: string | null };
}

/**
 * The project's conversations, most recent activity first (`GET {app_url}/api/v1/projects/{id}/messaging/conversations`,
 * the route of {base_url} served to a member), 25 at a time; each links to its page.
 */
export function ConversationsPage() {
  const api = useApi();
  const { projectId } = useCurrentProject();
  const list = useInfiniteQuery({
    queryKey: ['conversations', projectId],
    enabled: Boolean(projectId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      api.get<ConversationsReply>(`/projects/${projectId}/messaging/conversations?limit=25${pageParam ? `&after=${encodeURIComponent(pageParam)}` : ''}`),
    getNextPageParam: (last) => (last.paging.next ? last.paging.cursors.after : null),
  });
  const items = (list.data?.pages ?? []).flatMap((p) => p.data);

  return (
    <Stack>
      <Title order={1} size="h2">
        Conversations
      </Title>
      {list.isPending && <Loader aria-label="Loading conversations" />}
      {list.isError && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.isSuccess && items.length === 0 && <Text>No conversations yet: they appear here when a customer writes to one of the project’s numbers.</Text>}
      {items.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Conversations">
          {items.map((c) => (
            <Card component="li" key={c.id} withBorder padding="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={`/p/${projectId}/conversations/${c.id}`} fw={600}>
                    {c.contact_name || c.phone_number}
                  </Anchor>
                  <Text size="sm" truncate="end">
                    {c.last_message_direction === 'outbound' ? 'You: ' : ''}
                    {c.last_message_text || '(no text)'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {c.phone_number} · {when(c.last_active_at)}
                  </Text>
                </Stack>
                <Badge variant="filled" color={c.status === 'active' ? 'teal.9' : 'gray.7'}>
                  {c.status}
                </Badge>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {list.hasNextPage && (
        <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          Show older conversations
        </Button>
      )}
    </Stack>
  );
}
