import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '@platform/db';
import type { Plan } from './plans';

/** A project row. */
export interface Project {
  id: string;
  name: string;
  plan: Plan;
  created_at: string;
  updated_at: string;
}

const iso = (v: Date | string): string => new Date(v).toISOString();
const toProject = (r: { id: string; name: string; plan: Plan; created_at: Date | string; updated_at: Date | string }): Project => ({
  ...r,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

/** Project rows of the gateway schema (their API keys are keys/' ApiKeysRepository). */
export class ProjectsRepository {
  constructor(private readonly db: Db) {}

  /** Inserts a new project created at `now`. */
  async insert(trx: Queryable, name: string, plan: Plan, now: Date): Promise<Project> {
    const project = { id: randomUUID(), name, plan, created_at: now, updated_at: now };
    await trx('projects').insert(project);
    return toProject(project);
  }

  /** All projects, newest first. */
  async list(): Promise<Project[]> {
    const rows = await this.db.knex('projects').select('*').orderBy('created_at', 'desc');
    return rows.map(toProject);
  }

  /** One project or undefined. */
  async get(id: string, trx: Queryable = this.db.knex): Promise<Project | undefined> {
    const r = await trx('projects').where({ id }).first();
    return r ? toProject(r) : undefined;
  }

  /** Whether a project exists (read inside the caller's transaction, before adding a key to it). */
  async exists(trx: Queryable, id: string): Promise<boolean> {
    return Boolean(await trx('projects').where({ id }).first('id'));
  }

  /** Locks a project's row until `trx` ends (serialises changes to its keys that must see each other). */
  async lock(trx: Queryable, id: string): Promise<void> {
    await trx('projects').where({ id }).forUpdate().first('id');
  }

  /** Sets a project's plan; undefined when the project is unknown. */
  async changePlan(id: string, plan: Plan, now: Date): Promise<Project | undefined> {
    const n = await this.db.knex('projects').where({ id }).update({ plan, updated_at: now });
    return n ? this.get(id) : undefined;
  }
}
