import type { IssuedKey } from '../keys/api-keys.repository';
import type { Plan } from '../projects/plans';
import type { Project } from '../projects/projects.repository';
import type { UsecaseContext } from './context';

/**
 * Projects (the admin CLI, the all-in-one's demo project, tests). A project is created with its first
 * API key, a `full` one, in one transaction; every other key change is `ApiKeysUsecase`'s.
 */
export class ProjectsUsecase {
  constructor(private readonly ctx: UsecaseContext) {}

  /** Creates a project with its first (full-scope) API key; returns the key's secret once. */
  createProject(name: string, plan: Plan, keyName = 'default'): Promise<{ project: Project } & IssuedKey> {
    return this.ctx.db.transaction(async (trx) => {
      const now = this.ctx.clock.now();
      const project = await this.ctx.projects.insert(trx, name, plan, now);
      const { key, secret } = await this.ctx.apiKeys.insert(trx, project.id, { name: keyName, scopes: ['full'], createdByKeyId: null }, now);
      return { project, key, secret };
    });
  }

  /** All projects, newest first. */
  listProjects(): Promise<Project[]> {
    return this.ctx.projects.list();
  }

  /** One project or undefined. */
  getProject(id: string): Promise<Project | undefined> {
    return this.ctx.projects.get(id);
  }

  /** Changes a project's plan; replicas apply the new limit once their key cache entry is re-read (≤ 5 s). */
  changePlan(id: string, plan: Plan): Promise<Project | undefined> {
    return this.ctx.projects.changePlan(id, plan, this.ctx.clock.now());
  }
}
