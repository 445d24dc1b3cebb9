import type { ApiKeyInfo, IssuedKey } from '../keys/api-keys.repository';
import type { Plan } from '../projects/plans';
import type { Project } from '../projects/projects.repository';
import type { UsecaseContext } from './context';

/**
 * Projects and their API keys (the admin CLI, the all-in-one's demo project, tests). A key belongs to
 * a project, so the steps that touch both run here, in one transaction: a project is created with its
 * first key, a key is added only to a project that exists, a rotation revokes and issues atomically.
 */
export class ProjectsUsecase {
  constructor(private readonly ctx: UsecaseContext) {}

  /** Creates a project with its first API key; returns the key's secret once. */
  createProject(name: string, plan: Plan, keyName = 'default'): Promise<{ project: Project } & IssuedKey> {
    return this.ctx.db.transaction(async (trx) => {
      const now = this.ctx.clock.now();
      const project = await this.ctx.projects.insert(trx, name, plan, now);
      const { key, secret } = await this.ctx.apiKeys.insert(trx, project.id, keyName, now);
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

  /** Adds a key to a project; returns its secret once, or undefined when the project is unknown. */
  createKey(projectId: string, name: string): Promise<IssuedKey | undefined> {
    return this.ctx.db.transaction(async (trx) => {
      if (!(await this.ctx.projects.exists(trx, projectId))) return undefined;
      return this.ctx.apiKeys.insert(trx, projectId, name, this.ctx.clock.now());
    });
  }

  /** Keys of a project (active and revoked), newest first. */
  listKeys(projectId: string): Promise<ApiKeyInfo[]> {
    return this.ctx.apiKeys.listByProject(projectId);
  }

  /** Revokes a key; every replica stops accepting it within the auth cache bound. False when unknown. */
  revokeKey(keyId: string): Promise<boolean> {
    return this.ctx.apiKeys.revoke(keyId, this.ctx.clock.now());
  }

  /** Rotation: a new key with the same name, and the old one revoked, atomically. Undefined when unknown. */
  rotateKey(keyId: string): Promise<(IssuedKey & { revoked: string }) | undefined> {
    return this.ctx.db.transaction(async (trx) => {
      const old = await this.ctx.apiKeys.lockForRotation(trx, keyId);
      if (!old) return undefined;
      const now = this.ctx.clock.now();
      await this.ctx.apiKeys.revoke(keyId, now, trx);
      const created = await this.ctx.apiKeys.insert(trx, old.project_id, old.name, now);
      return { ...created, revoked: keyId };
    });
  }
}
