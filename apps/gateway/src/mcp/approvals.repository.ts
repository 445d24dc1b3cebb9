import { keysetPage, type Db, type KeysetPage, type KeysetRange } from '@platform/db';

/** What an approval is for: the tool call, the request it makes and who asked (docs/decisions/0029). */
export interface NewApproval {
  id: string;
  projectId: string;
  tool: string;
  operationId: string;
  httpMethod: string;
  /** The concrete path under {base_url}. */
  path: string;
  /** The route's path template (express syntax): its scope group and role area decide who may approve. */
  routePath: string;
  reason: string;
  argumentsHash: string;
  /** The dry run: the exact request, secrets redacted. */
  request: unknown;
  requestedByKeyId: string;
  requestedByKeyName: string;
  createdAt: Date;
  expiresAt: Date;
}

/** The stored states: expiry is read from `expires_at`, never written. */
export type StoredApprovalStatus = 'pending' | 'approved' | 'denied' | 'running' | 'used';

/** One approval as stored. */
export interface ApprovalRow {
  id: string;
  project_id: string;
  tool: string;
  operation_id: string;
  http_method: string;
  path: string;
  route_path: string;
  reason: string;
  arguments_hash: string;
  request: unknown;
  requested_by_key_id: string;
  requested_by_key_name: string;
  status: StoredApprovalStatus;
  decided_by_type: string | null;
  decided_by_id: string | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  expires_at: Date;
  created_at: Date;
  used_at: Date | null;
  result_status: number | null;
  result_sealed: string | null;
}

/** Who decided an approval. */
export interface Decider {
  type: 'user' | 'api_key';
  id: string;
  name: string | null;
}

/** The approvals of MCP tool calls: every state change is one conditional UPDATE, so two deciders or two uses cannot both win. */
export class McpApprovalsRepository {
  constructor(private readonly db: Db) {}

  async insert(a: NewApproval): Promise<ApprovalRow> {
    const [row] = await this.db.knex('mcp_approvals').insert(
      {
        id: a.id,
        project_id: a.projectId,
        tool: a.tool,
        operation_id: a.operationId,
        http_method: a.httpMethod,
        path: a.path,
        route_path: a.routePath,
        reason: a.reason,
        arguments_hash: a.argumentsHash,
        request: JSON.stringify(a.request),
        requested_by_key_id: a.requestedByKeyId,
        requested_by_key_name: a.requestedByKeyName,
        status: 'pending',
        expires_at: a.expiresAt,
        created_at: a.createdAt,
      },
      '*',
    );
    return row as ApprovalRow;
  }

  /** One approval of the project; another project's id is not found. */
  async get(projectId: string, id: string): Promise<ApprovalRow | undefined> {
    return (await this.db.knex('mcp_approvals').where({ project_id: projectId, id }).first()) as ApprovalRow | undefined;
  }

  /** A page of the project's approvals, most recent first; `status` filters (expired = pending or approved past expires_at). */
  async list(projectId: string, q: { status?: string } & KeysetRange, now: Date): Promise<KeysetPage<ApprovalRow>> {
    const query = this.db.knex('mcp_approvals').where('project_id', projectId);
    if (q.status === 'expired') query.whereIn('status', ['pending', 'approved']).where('expires_at', '<=', now);
    else if (q.status === 'pending' || q.status === 'approved') query.where('status', q.status).where('expires_at', '>', now);
    else if (q.status) query.where('status', q.status);
    return keysetPage<ApprovalRow>(query.select('*'), 'created_at', 'id', q, { exact: true });
  }

  /** pending (not expired) → approved or denied; undefined when it was not pending any more. */
  async decide(projectId: string, id: string, to: 'approved' | 'denied', by: Decider, now: Date): Promise<ApprovalRow | undefined> {
    const [row] = await this.db
      .knex('mcp_approvals')
      .where({ project_id: projectId, id, status: 'pending' })
      .where('expires_at', '>', now)
      .update({ status: to, decided_by_type: by.type, decided_by_id: by.id, decided_by_name: by.name, decided_at: now }, '*');
    return row as ApprovalRow | undefined;
  }

  /** approved (not expired) → running: the one use of the approval is claimed; undefined when another took it or it is not approved. */
  async claim(projectId: string, id: string, now: Date): Promise<ApprovalRow | undefined> {
    const [row] = await this.db
      .knex('mcp_approvals')
      .where({ project_id: projectId, id, status: 'approved' })
      .where('expires_at', '>', now)
      .update({ status: 'running' }, '*');
    return row as ApprovalRow | undefined;
  }

  /** running → used, with the answer of the call (sealed). */
  async complete(projectId: string, id: string, resultStatus: number, resultSealed: string, now: Date): Promise<void> {
    await this.db
      .knex('mcp_approvals')
      .where({ project_id: projectId, id, status: 'running' })
      .update({ status: 'used', used_at: now, result_status: resultStatus, result_sealed: resultSealed });
  }

  /**
   * Deletes up to `limit` approvals asked for before `cutoff` (kept as long as the request log,
   * `API_LOG_RETENTION_DAYS`), oldest first; returns how many went. Every replica may run it.
   */
  async deleteOlderThan(cutoff: Date, limit: number): Promise<number> {
    const rows = await this.db.query(
      'delete from mcp_approvals where id in (select id from mcp_approvals where created_at < $1 order by created_at limit $2 for update skip locked) returning id',
      [cutoff, limit],
      { name: 'mcp_approvals.delete_older_than.v1' },
    );
    return rows.length;
  }

  /** running → approved: the call never reached the API (the loopback failed), so it may be tried again. */
  async release(projectId: string, id: string): Promise<void> {
    await this.db.knex('mcp_approvals').where({ project_id: projectId, id, status: 'running' }).update({ status: 'approved' });
  }
}
