import type { Db, Queryable } from '@platform/db';

/** A stored version of a flow's JSON (spec 2.6). */
export interface FlowVersionRecord {
  id: string;
  project_id: string;
  flow_id: string;
  version_label: string;
  upstream_flow_id: string;
  status: string;
  flow_json: Record<string, unknown>;
  flow_json_sha: string;
  validation_errors: Array<Record<string, unknown>>;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

function toRecord(r: Record<string, unknown>): FlowVersionRecord {
  const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
  return {
    id: r.id as string,
    project_id: r.project_id as string,
    flow_id: r.flow_id as string,
    version_label: r.version_label as string,
    upstream_flow_id: r.upstream_flow_id as string,
    status: r.status as string,
    flow_json: json(r.flow_json) as Record<string, unknown>,
    flow_json_sha: r.flow_json_sha as string,
    validation_errors: json(r.validation_errors) as Array<Record<string, unknown>>,
    published_at: r.published_at ? new Date(r.published_at as string) : null,
    created_at: new Date(r.created_at as string),
    updated_at: new Date(r.updated_at as string),
  };
}

/** Versions of flows. Every method takes the project id. */
export class FlowVersionsRepository {
  constructor(private readonly db: Db) {}

  /** Stores a new version. */
  async insert(q: Queryable, rec: FlowVersionRecord): Promise<void> {
    await q('flow_versions').insert({ ...rec, flow_json: JSON.stringify(rec.flow_json), validation_errors: JSON.stringify(rec.validation_errors) });
  }

  /** How many versions the flow has (the next label's number is this + 1). */
  async count(flowId: string, q: Queryable = this.db.knex): Promise<number> {
    const [{ n }] = await q('flow_versions').where({ flow_id: flowId }).count({ n: '*' });
    return Number(n);
  }

  /** One version of one of the project's flows. */
  async get(projectId: string, flowId: string, id: string): Promise<FlowVersionRecord | undefined> {
    const r = await this.db.knex('flow_versions').where({ project_id: projectId, flow_id: flowId, id }).first();
    return r ? toRecord(r) : undefined;
  }

  /** Versions of a flow, most recent first. */
  async list(projectId: string, flowId: string): Promise<FlowVersionRecord[]> {
    const rows = await this.db
      .knex('flow_versions')
      .where({ project_id: projectId, flow_id: flowId })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'version_label', order: 'desc' },
      ]);
    return rows.map(toRecord);
  }

  /** Every upstream flow id the project's versions used (current and former upstream objects). */
  async upstreamIdsOf(projectId: string): Promise<Set<string>> {
    const rows = await this.db.knex('flow_versions').where({ project_id: projectId }).distinct('upstream_flow_id');
    return new Set(rows.map((r: { upstream_flow_id: string }) => r.upstream_flow_id));
  }

  /**
   * The flow's upstream objects still published that are not its current one (`currentUpstreamId`):
   * copies a new version or a data-endpoint change left behind. One row per upstream object, with the
   * ids of its versions.
   */
  async publishedFormerCopies(
    projectId: string,
    flowId: string,
    currentUpstreamId: string,
  ): Promise<Array<{ upstream_flow_id: string; version_ids: string[] }>> {
    const rows = await this.db
      .knex('flow_versions')
      .where({ project_id: projectId, flow_id: flowId, status: 'published' })
      .whereNot({ upstream_flow_id: currentUpstreamId })
      .groupBy('upstream_flow_id')
      .select('upstream_flow_id', this.db.knex.raw('array_agg(id) as version_ids'));
    return rows.map((r: { upstream_flow_id: string; version_ids: string[] }) => ({ upstream_flow_id: r.upstream_flow_id, version_ids: r.version_ids }));
  }

  /** Changes a version's status (and its publication time). */
  async setStatus(q: Queryable, id: string, status: string, at: Date, publishedAt?: Date): Promise<FlowVersionRecord> {
    const patch: Record<string, unknown> = { status, updated_at: at };
    if (publishedAt) patch.published_at = publishedAt;
    const [r] = await q('flow_versions').where({ id }).update(patch).returning('*');
    return toRecord(r);
  }
}
