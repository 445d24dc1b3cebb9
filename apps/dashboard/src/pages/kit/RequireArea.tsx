import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Area } from '../../api/types';
import { useCurrentProject } from '../../shell/project';
import { allows } from './project-api';

/**
 * A section of the project that needs `area:read` (decision 0014): a person whose role cannot read it
 * goes to the project's conversations (an agent's only section). The API refuses anyway; this only
 * keeps the person from a page of 403s.
 */
export function RequireArea({ area, children }: { area: Area; children: ReactNode }) {
  const { project } = useCurrentProject();
  if (!project) return <Text>This project is not one of yours, or it does not exist.</Text>;
  if (!allows(project, area, 'read')) return <Navigate to={`/p/${project.id}/conversations`} replace />;
  return <>{children}</>;
}
