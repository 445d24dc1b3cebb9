import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useApi, useMe } from '../api/context';
import { InboxLayout } from './InboxLayout';
import { memberInboxApi } from './inbox-api';
import { InboxProvider, type InboxContextValue } from './inbox-context';

/** The inbox of a signed-in member (`/p/:projectId/conversations[/:conversationId]`): the member API of the project. */
export function MemberInbox() {
  const client = useApi();
  const { projectId } = useParams();
  const me = useMe().data;
  const userId = me?.user.id ?? null;
  const value = useMemo<InboxContextValue | null>(
    () => (projectId ? { api: memberInboxApi(client, projectId), basePath: `/p/${projectId}`, userId } : null),
    [client, projectId, userId],
  );
  if (!value || !me?.projects.some((p) => p.id === projectId)) return <Text p="md">This project is not one of yours, or it does not exist.</Text>;
  return (
    <InboxProvider value={value}>
      <InboxLayout />
    </InboxProvider>
  );
}
