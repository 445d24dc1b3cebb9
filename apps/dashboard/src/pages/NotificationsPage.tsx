import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api/context';
import { useCurrentProject } from '../shell/project';
import { notificationsKey, useNotifications } from './notifications';
import { when } from './kit/format';

/** The person's notifications in the project, newest first, live; each marked read on demand, or all at once. */
export function NotificationsPage() {
  const api = useApi();
  const qc = useQueryClient();
  const { projectId } = useCurrentProject();
  const list = useNotifications(projectId);
  const refresh = () => qc.invalidateQueries({ queryKey: notificationsKey(projectId) });
  const markRead = useMutation({ mutationFn: (id: string) => api.post(`/notifications/${id}/read`), onSuccess: refresh });
  const markAll = useMutation({ mutationFn: () => api.post('/notifications/read_all', { project_id: projectId }), onSuccess: refresh });
  const failure = markRead.error ?? markAll.error;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Notifications
        </Title>
        <Button variant="default" onClick={() => markAll.mutate()} disabled={!list.data?.unread_count} loading={markAll.isPending}>
          Mark all read
        </Button>
      </Group>
      {failure && (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      )}
      {list.isPending && <Loader role="status" aria-label="Loading notifications" />}
      {list.isError && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.data && list.data.data.length === 0 && <Text>No notifications in this project.</Text>}
      {list.data && list.data.data.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Notifications">
          {list.data.data.map((n) => (
            <Card component="li" key={n.id} withBorder padding="sm" data-status={n.status}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Group gap="xs">
                    <Text fw={n.status === 'unread' ? 700 : 400}>{n.title}</Text>
                    {n.status === 'unread' && (
                      <Badge size="sm" variant="filled">
                        Unread
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">{n.body}</Text>
                  <Text size="xs" c="dimmed">
                    {when(n.created_at)}
                  </Text>
                </Stack>
                {n.status === 'unread' && (
                  <Button size="xs" variant="light" style={{ flexShrink: 0 }} onClick={() => markRead.mutate(n.id)} aria-label={`Mark read: ${n.title}`}>
                    Mark read
                  </Button>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
