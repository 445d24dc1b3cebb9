import type { Db } from '@platform/db';
import type { flows } from '@platform/contracts';

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
    status: r.status as string,
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
    const r = await this.db.knex('flows').where({ project_id: projectId, id }).first();
    return r ? toFlow(r) : undefined;
  }

  /** A page of the project's flows, most recent first, and the total count. */
  async list(projectId: string, f: FlowFilters, page: number, perPage: number): Promise<{ items: flows.Flow[]; total: number }> {
    const q = this.db.knex('flows').where({ project_id: projectId });
    if (f.status) q.where('status', f.status);
    if (f.businessAccountId) q.where('business_account_id', f.businessAccountId);
    if (f.phoneNumberId) q.where('phone_number_id', f.phoneNumberId);
    if (f.name) q.whereRaw('strpos(lower(name), lower(?)) > 0', [f.name]);
    // One round trip: the page and the total (window count). Only a page past the end needs a count of its own.
    const rows = await q
      .clone()
      .select('*', this.db.knex.raw('count(*) over () as total_count'))
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(perPage)
      .offset((page - 1) * perPage);
    if (rows.length > 0) return { items: rows.map(toFlow), total: Number(rows[0].total_count) };
    if (page === 1) return { items: [], total: 0 };
    const [{ count }] = await q.clone().count<{ count: string | number }[]>({ count: '*' });
    return { items: [], total: Number(count) };
  }
}
