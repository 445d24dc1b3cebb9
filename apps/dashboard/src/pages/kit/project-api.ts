import { useApi } from '../../api/context';
import type { ApiClient } from '../../api/client';
import type { Area, ProjectOfMe } from '../../api/types';
import { useCurrentProject } from '../../shell/project';

/** What a page of a project needs: the client, the project, paths under it, and what the role allows. */
export interface ProjectApi {
  api: ApiClient;
  projectId: string;
  project: ProjectOfMe;
  /** `{app_url}/api/v1/projects/{id}{path}`'s path for the client: `p('/webhooks')` → `/projects/{id}/webhooks`. */
  p(path: string): string;
  /** Whether the person's role allows `access` on `area` here (the grants `GET /me` gives). */
  can(area: Area, access: 'read' | 'write'): boolean;
}

/** Whether a project's grants allow `access` on `area`. */
export function allows(project: Pick<ProjectOfMe, 'grants'>, area: Area, access: 'read' | 'write'): boolean {
  return project.grants.includes(`${area}:${access}`);
}

/**
 * The project of the URL with its API paths. Only used under a section route (the Shell and
 * `RequireArea` have made sure the project is one of the person's).
 */
export function useProjectApi(): ProjectApi {
  const api = useApi();
  const { project } = useCurrentProject();
  if (!project) throw new Error('useProjectApi outside a project route');
  const base = `/projects/${encodeURIComponent(project.id)}`;
  return {
    api,
    projectId: project.id,
    project,
    p: (path: string) => `${base}${path}`,
    can: (area, access) => allows(project, area, access),
  };
}

/** A query string of the defined, non-empty values (`undefined`, `null`, `''` and `false` left out). */
export function queryString(params: Record<string, string | number | boolean | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '' || v === false) continue;
    q.set(k, String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** A fresh idempotency key for one intended write (kept while the same write is retried). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
