import { useParams } from 'react-router-dom';
import { useMe } from '../api/context';
import type { Me, ProjectOfMe } from '../api/types';

/** localStorage key of the last project opened, so `{app_url}/` returns to it. */
export const LAST_PROJECT_KEY = 'dashboard-last-project';

/** The project of the URL (or the last one used, or the first), among the person's projects. */
export function useCurrentProject(): { me: Me | null | undefined; project: ProjectOfMe | undefined; projectId: string | undefined } {
  const me = useMe().data;
  const { projectId: fromUrl } = useParams();
  const projects = me?.projects ?? [];
  let last: string | null = null;
  try {
    last = localStorage.getItem(LAST_PROJECT_KEY);
  } catch {
    last = null;
  }
  const project = projects.find((p) => p.id === fromUrl) ?? (fromUrl ? undefined : (projects.find((p) => p.id === last) ?? projects[0]));
  return { me, project, projectId: project?.id };
}
