import type { Db, Queryable } from '@platform/db';
import type { FunctionStatus, InvokeResponseMode } from '../../domain/function';

/** A stored function. */
export interface FunctionRecord {
  id: string;
  project_id: string;
  name: string;
  slug: string;
  description: string | null;
  code: string;
  version: number;
  status: FunctionStatus;
  deployed_code: string | null;
  deployed_version: number | null;
  deploy_error: string | null;
  timeout_ms: number;
  /** How invoke answers: the function's own reply, or the wrapped shape. */
  invoke_response_mode: InvokeResponseMode;
  last_deployed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A stored secret (value sealed). */
export interface SecretRecord {
  name: string;
  value_ciphertext: string;
}

function toRecord(r: Record<string, unknown>): FunctionRecord {
  const d = (v: unknown) => (v ? new Date(v as string) : null);
  return {
    id: r.id as string,
    project_id: r.project_id as string,
    name: r.name as string,
    slug: r.slug as string,
    description: (r.description as string) ?? null,
    code: r.code as string,
    version: Number(r.version),
    status: r.status as FunctionStatus,
    deployed_code: (r.deployed_code as string) ?? null,
    deployed_version: r.deployed_version === null || r.deployed_version === undefined ? null : Number(r.deployed_version),
    deploy_error: (r.deploy_error as string) ?? null,
    timeout_ms: Number(r.timeout_ms),
    invoke_response_mode: r.invoke_response_mode === 'wrapped' ? 'wrapped' : 'passthrough',
    last_deployed_at: d(r.last_deployed_at),
    created_at: d(r.created_at)!,
    updated_at: d(r.updated_at)!,
  };
}

/** Functions and their secrets. Every method takes the project id. */
export class FunctionsRepository {
  constructor(private readonly db: Db) {}

  /** One of the project's functions. */
  async find(projectId: string, id: string, q: Queryable = this.db.knex): Promise<FunctionRecord | undefined> {
    const r = await q('functions').where({ project_id: projectId, id }).first();
    return r ? toRecord(r) : undefined;
  }

  /** The function locked for the rest of the transaction. */
  async lock(q: Queryable, projectId: string, id: string): Promise<FunctionRecord | undefined> {
    const r = await q('functions').where({ project_id: projectId, id }).forUpdate().first();
    return r ? toRecord(r) : undefined;
  }

  /** A page of the project's functions, most recent first, and the total. */
  async list(projectId: string, page: number, perPage: number): Promise<{ items: FunctionRecord[]; total: number }> {
    const rows = await this.db
      .knex('functions')
      .where({ project_id: projectId })
      .select('*', this.db.knex.raw('count(*) over () as total_count'))
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(perPage)
      .offset((page - 1) * perPage);
    if (rows.length > 0) return { items: rows.map(toRecord), total: Number(rows[0].total_count) };
    const [{ n }] = await this.db.knex('functions').where({ project_id: projectId }).count({ n: '*' });
    return { items: [], total: Number(n) };
  }

  /** Stores a new function; false when the slug is taken in the project. */
  async insert(q: Queryable, rec: FunctionRecord): Promise<boolean> {
    const rows = await q('functions').insert(rec).onConflict(['project_id', 'slug']).ignore().returning('id');
    return rows.length === 1;
  }

  /** Whether another function of the project has this slug. */
  async slugTaken(q: Queryable, projectId: string, slug: string, exceptId: string): Promise<boolean> {
    const r = await q('functions').where({ project_id: projectId, slug }).whereNot({ id: exceptId }).first('id');
    return Boolean(r);
  }

  /** Changes a function's columns; returns the row as stored. */
  async update(q: Queryable, projectId: string, id: string, patch: Partial<Omit<FunctionRecord, 'id' | 'project_id'>>): Promise<FunctionRecord> {
    const [r] = await q('functions').where({ project_id: projectId, id }).update(patch).returning('*');
    return toRecord(r);
  }

  /** Secret names of a function, sorted. */
  async secretNames(functionId: string, q: Queryable = this.db.knex): Promise<string[]> {
    const rows = await q('function_secrets').where({ function_id: functionId }).orderBy('name').select('name');
    return rows.map((r: { name: string }) => r.name);
  }

  /** Sealed secrets of a function. */
  async secrets(functionId: string): Promise<SecretRecord[]> {
    return this.db.knex('function_secrets').where({ function_id: functionId }).orderBy('name').select('name', 'value_ciphertext');
  }

  /** Sets (or replaces) a secret. */
  async putSecret(q: Queryable, projectId: string, functionId: string, name: string, ciphertext: string, at: Date): Promise<void> {
    await q('function_secrets')
      .insert({ function_id: functionId, project_id: projectId, name, value_ciphertext: ciphertext, updated_at: at })
      .onConflict(['function_id', 'name'])
      .merge(['value_ciphertext', 'updated_at']);
  }

  /** Deletes a function the transaction locked (kind 2), its secrets with it (cascade); its invocation records stay until retention. */
  async delete(q: Queryable, id: string): Promise<void> {
    await q('functions').where({ id }).delete();
  }

  /** Deletes a secret; false when it did not exist. */
  async deleteSecret(q: Queryable, functionId: string, name: string): Promise<boolean> {
    return (await q('function_secrets').where({ function_id: functionId, name }).delete()) > 0;
  }
}
