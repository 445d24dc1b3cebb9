import { Navigate } from 'react-router-dom';
import { Text } from '@mantine/core';
import { homeOf } from '../shell/navigation';
import { useCurrentProject } from '../shell/project';

/** `{app_url}/`: the last project used (or the first), its first page (the overview; an agent's conversations). */
export function HomeRedirect() {
  const { me, project, projectId } = useCurrentProject();
  if (!me) return null;
  if (!projectId || !project) return <Text>You are not a member of any project yet. Ask an owner of a project to invite you.</Text>;
  return <Navigate to={`/p/${projectId}/${homeOf(project)}`} replace />;
}
