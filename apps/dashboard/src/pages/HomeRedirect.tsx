import { Navigate } from 'react-router-dom';
import { Text } from '@mantine/core';
import { useCurrentProject } from '../shell/project';

/** `{app_url}/`: the last project used (or the first), its conversations. */
export function HomeRedirect() {
  const { me, projectId } = useCurrentProject();
  if (!me) return null;
  if (!projectId) return <Text>You are not a member of any project yet. Ask an owner of a project to invite you.</Text>;
  return <Navigate to={`/p/${projectId}/conversations`} replace />;
}
