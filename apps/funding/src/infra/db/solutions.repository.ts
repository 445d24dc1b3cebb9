import { randomUUID } from 'node:crypto';
import type { Db } from '@platform/db';
import { isoOrUndef } from './rows';

/** A project's external multi-partner solution (the encrypted token stays in this layer's callers). */
export interface SolutionRow {
  id: string;
  projectId: string;
  solutionId: string;
  businessId: string;
  creditLineId: string;
  accessTokenEnc: string | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

function toSolution(r: Record<string, unknown>): SolutionRow {
  return {
    id: r.id as string,
    projectId: r.project_id as string,
    solutionId: r.solution_id as string,
    businessId: r.business_id as string,
    creditLineId: r.credit_line_id as string,
    accessTokenEnc: (r.access_token_enc as string | null) ?? null,
    active: Boolean(r.active),
    createdAt: isoOrUndef(r.created_at)!,
    updatedAt: isoOrUndef(r.updated_at)!,
  };
}

/** Solutions of a project. Every method takes the project id. */
export class SolutionsRepository {
  constructor(private readonly db: Db) {}

  /** Every solution of the project, oldest first. */
  async list(projectId: string): Promise<SolutionRow[]> {
    const rows = await this.db.knex('solutions').where({ project_id: projectId }).orderBy('created_at', 'asc');
    return rows.map(toSolution);
  }

  /** The project's active solutions (funding needs exactly one). */
  async listActive(projectId: string): Promise<SolutionRow[]> {
    const rows = await this.db.knex('solutions').where({ project_id: projectId, active: true }).orderBy('created_at', 'asc');
    return rows.map(toSolution);
  }

  /** One solution by its upstream id, or undefined. */
  async get(projectId: string, solutionId: string): Promise<SolutionRow | undefined> {
    const r = await this.db.knex('solutions').where({ project_id: projectId, solution_id: solutionId }).first();
    return r ? toSolution(r) : undefined;
  }

  /** Creates or updates a solution; a null token keeps the stored one. */
  async upsert(
    projectId: string,
    s: { solutionId: string; businessId: string; creditLineId: string; accessTokenEnc: string | null; active: boolean },
    now: Date,
  ): Promise<SolutionRow> {
    const insert = {
      id: randomUUID(),
      project_id: projectId,
      solution_id: s.solutionId,
      business_id: s.businessId,
      credit_line_id: s.creditLineId,
      access_token_enc: s.accessTokenEnc,
      active: s.active,
      created_at: now,
      updated_at: now,
    };
    const merge: Record<string, unknown> = { business_id: s.businessId, credit_line_id: s.creditLineId, active: s.active, updated_at: now };
    if (s.accessTokenEnc !== null) merge.access_token_enc = s.accessTokenEnc;
    const [r] = await this.db.knex('solutions').insert(insert).onConflict(['project_id', 'solution_id']).merge(merge).returning('*');
    return toSolution(r);
  }
}
