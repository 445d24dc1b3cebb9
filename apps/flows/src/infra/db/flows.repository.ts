import type { Db, Queryable } from '@platform/db';
import type { FlowStatus } from '../../domain/flow';

/** A stored flow (the `flows` row). */
export interface FlowRecord {
  id: string;
  project_id: string;
  upstream_flow_id: string;
  name: string;
  status: FlowStatus;
  categories: string[];
  json_version: string;
  data_api_version: string;
  business_account_id: string;
  phone_number_id: string | null;
  preview_url: string | null;
  data_endpoint_function_id: string | null;
  data_endpoint_url: string | null;
  flows_encryption_configured: boolean;
  current_version_id: string | null;
  published_at: Date | null;
  last_synced_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** Filters of a flow listing. */
export interface FlowFilters {
  status?: string;
  businessAccountId?: string;
  phoneNumberId?: string;
  name?: string;
  /** Created at or after (ISO 8601). */
  createdAfter?: string;
  /** Created strictly before (ISO 8601). */
  createdBefore?: string;
}

/** Flows of a project. Every method takes the project id: a foreign id reads as unknown. */
export class FlowsRepository {
  constructor(private readonly db: Db) {}

  /** One flow of the project, or undefined. */
  async get(projectId: string, id: string): Promise<FlowRecord | undefined> {
    const [r] = await this.db.query(GET_SQL, [projectId, id], { name: 'flows.get.v1' });
    return r ? toRecord(r) : undefined;
  }

  /** A page of the project's flows, most recent first, and the total count. */
  async list(projectId: string, f: FlowFilters, page: number, perPage: number): Promise<{ items: FlowRecord[]; total: number }> {
    const { where, values, key } = filterSql(projectId, f);
    // One round trip for the page and the total (window count), as a prepared statement per filter
    // combination (the listing is the hottest read of the service; one statement with optional
    // `$n is null or ...` filters would be re-planned on every call). Only a page past the end needs
    // a count of its own.
    const n = values.length;
    const rows = await this.db.query(
      `select *, count(*) over () as total_count from flows where ${where} order by created_at desc, id desc limit $${n + 1} offset $${n + 2}`,
      [...values, perPage, (page - 1) * perPage],
      { name: `flows.list.v2.${key}` },
    );
    if (rows.length > 0) return { items: rows.map(toRecord), total: Number(rows[0].total_count) };
    if (page === 1) return { items: [], total: 0 };
    const [{ count }] = await this.db.query<{ count: string }>(`select count(*) as count from flows where ${where}`, values, { name: `flows.count.v2.${key}` });
    return { items: [], total: Number(count) };
  }

  /** The stored flow, or undefined (a foreign id reads as unknown). */
  async find(projectId: string, id: string, q: Queryable = this.db.knex): Promise<FlowRecord | undefined> {
    const r = await q('flows').where({ project_id: projectId, id }).first();
    return r ? toRecord(r) : undefined;
  }

  /** The same flow locked for the rest of the transaction (commands on one flow run one at a time). */
  async lock(q: Queryable, projectId: string, id: string): Promise<FlowRecord | undefined> {
    const r = await q('flows').where({ project_id: projectId, id }).forUpdate().first();
    return r ? toRecord(r) : undefined;
  }

  /** The project's flows of a business account, keyed by upstream id. */
  async byUpstreamIds(projectId: string, businessAccountId: string): Promise<Map<string, FlowRecord>> {
    const rows = await this.db.knex('flows').where({ project_id: projectId, business_account_id: businessAccountId });
    return new Map(rows.map((r: Record<string, unknown>) => [r.upstream_flow_id as string, toRecord(r)]));
  }

  /**
   * The project's flow of a business account an upstream flow id names: its current upstream object,
   * else an older copy one of its versions used (a report about a copy still concerns the flow).
   */
  async byUpstreamFlowId(q: Queryable, projectId: string, businessAccountId: string, upstreamFlowId: string): Promise<FlowRecord | undefined> {
    const r = await q('flows as f')
      .where({ 'f.project_id': projectId, 'f.business_account_id': businessAccountId })
      .andWhere((w) =>
        w
          .where('f.upstream_flow_id', upstreamFlowId)
          .orWhereExists((v) =>
            v
              .select(q.raw('1'))
              .from('flow_versions as v')
              .whereRaw('v.flow_id = f.id and v.project_id = f.project_id')
              .andWhere('v.upstream_flow_id', upstreamFlowId),
          ),
      )
      .orderByRaw('(f.upstream_flow_id = ?) desc, f.created_at desc', [upstreamFlowId])
      .first('f.*');
    return r ? toRecord(r) : undefined;
  }

  /** Stores a new flow. */
  async insert(q: Queryable, rec: FlowRecord): Promise<void> {
    await q('flows').insert({ ...rec, categories: JSON.stringify(rec.categories) });
  }

  /** Changes a flow's columns; returns the row as stored. */
  async update(q: Queryable, projectId: string, id: string, patch: Partial<Omit<FlowRecord, 'id' | 'project_id'>>): Promise<FlowRecord> {
    const values: Record<string, unknown> = { ...patch };
    if (patch.categories) values.categories = JSON.stringify(patch.categories);
    const [r] = await q('flows').where({ project_id: projectId, id }).update(values).returning('*');
    return toRecord(r);
  }

  /** Ids of the project's flows pointed at a function. */
  async usingFunction(projectId: string, functionId: string): Promise<FlowRecord[]> {
    const rows = await this.db.knex('flows').where({ project_id: projectId, data_endpoint_function_id: functionId });
    return rows.map(toRecord);
  }

  /** Clears a deleted function from the project's flows that used it (kind 2: the function is locked in `q`). */
  async clearFunction(q: Queryable, projectId: string, functionId: string, at: Date): Promise<void> {
    await q('flows').where({ project_id: projectId, data_endpoint_function_id: functionId }).update({ data_endpoint_function_id: null, updated_at: at });
  }

  /** The flow behind a public data-endpoint URL (no project: the upstream calls it). */
  async findForEndpoint(id: string): Promise<FlowRecord | undefined> {
    const [r] = await this.db.query('select * from flows where id = $1', [id], { name: 'flows.endpoint.v1' });
    return r ? toRecord(r) : undefined;
  }
}

const date = (v: unknown): Date | null => (v instanceof Date ? v : v ? new Date(v as string) : null);

function toRecord(r: Record<string, unknown>): FlowRecord {
  return {
    id: r.id as string,
    project_id: r.project_id as string,
    upstream_flow_id: r.upstream_flow_id as string,
    name: r.name as string,
    status: r.status as FlowStatus,
    categories: (typeof r.categories === 'string' ? JSON.parse(r.categories) : (r.categories ?? [])) as string[],
    json_version: r.json_version as string,
    data_api_version: r.data_api_version as string,
    business_account_id: r.business_account_id as string,
    phone_number_id: (r.phone_number_id as string) ?? null,
    preview_url: (r.preview_url as string) ?? null,
    data_endpoint_function_id: (r.data_endpoint_function_id as string) ?? null,
    data_endpoint_url: (r.data_endpoint_url as string) ?? null,
    flows_encryption_configured: Boolean(r.flows_encryption_configured),
    current_version_id: (r.current_version_id as string) ?? null,
    published_at: date(r.published_at),
    last_synced_at: date(r.last_synced_at),
    created_at: date(r.created_at)!,
    updated_at: date(r.updated_at)!,
  };
}

const GET_SQL = 'select * from flows where project_id = $1 and id = $2';

/** The WHERE clause of a listing, its parameters, and a key naming the filter combination (≤ 16 statements). */
function filterSql(projectId: string, f: FlowFilters): { where: string; values: unknown[]; key: string } {
  const clauses = ['project_id = $1'];
  const values: unknown[] = [projectId];
  let key = '';
  const add = (value: string | undefined, clause: (p: string) => string, letter: string) => {
    if (!value) return;
    values.push(value);
    clauses.push(clause(`$${values.length}`));
    key += letter;
  };
  add(f.status, (p) => `status = ${p}`, 's');
  add(f.businessAccountId, (p) => `business_account_id = ${p}`, 'b');
  add(f.phoneNumberId, (p) => `phone_number_id = ${p}`, 'p');
  add(f.name, (p) => `strpos(lower(name), lower(${p})) > 0`, 'n');
  add(f.createdAfter, (p) => `created_at >= ${p}::timestamptz`, 'a');
  add(f.createdBefore, (p) => `created_at < ${p}::timestamptz`, 'c');
  return { where: clauses.join(' and '), values, key: key || 'all' };
}
