import type { Db } from '@platform/db';
import { toProtoEnum, type flows } from '@platform/contracts';

/** Filters of a flow listing. */
export interface FlowFilters {
  status?: string;
  businessAccountId?: string;
  phoneNumberId?: string;
  name?: string;
}

const iso = (v: unknown): string | undefined => (v ? new Date(v as string).toISOString() : undefined);

function toFlow(r: Record<string, unknown>): flows.Flow {
  return {
    id: r.id as string,
    upstream_flow_id: r.upstream_flow_id as string,
    name: r.name as string,
    status: toProtoEnum('FLOW_STATUS', r.status as 'draft' | 'published'),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    published_at: iso(r.published_at),
    last_synced_at: iso(r.last_synced_at),
    json_version: r.json_version as string,
    data_api_version: r.data_api_version as string,
    business_account_id: r.business_account_id as string,
    preview_url: (r.preview_url as string) ?? undefined,
    data_endpoint_function_id: (r.data_endpoint_function_id as string) ?? undefined,
    phone_number_id: (r.phone_number_id as string) ?? undefined,
    data_endpoint_url: (r.data_endpoint_url as string) ?? undefined,
    has_data_endpoint: Boolean(r.data_endpoint_function_id),
    flows_encryption_configured: Boolean(r.flows_encryption_configured),
  };
}

/** Flows of a project. Every method takes the project id: a foreign id reads as unknown. */
export class FlowsRepository {
  constructor(private readonly db: Db) {}

  /** One flow of the project, or undefined. */
  async get(projectId: string, id: string): Promise<flows.Flow | undefined> {
    const [r] = await this.db.query(GET_SQL, [projectId, id], { name: 'flows.get.v1' });
    return r ? toFlow(r) : undefined;
  }

  /** A page of the project's flows, most recent first, and the total count. */
  async list(projectId: string, f: FlowFilters, page: number, perPage: number): Promise<{ items: flows.Flow[]; total: number }> {
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
    if (rows.length > 0) return { items: rows.map(toFlow), total: Number(rows[0].total_count) };
    if (page === 1) return { items: [], total: 0 };
    const [{ count }] = await this.db.query<{ count: string }>(`select count(*) as count from flows where ${where}`, values, { name: `flows.count.v2.${key}` });
    return { items: [], total: Number(count) };
  }
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
  return { where: clauses.join(' and '), values, key: key || 'all' };
}
