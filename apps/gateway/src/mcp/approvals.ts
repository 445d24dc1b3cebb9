/**
 * Approvals of MCP tool calls (docs/decisions/0029): the public view of an approval, and who may
 * decide one. A person whose role may write the area of the approved request, or an API key whose
 * scopes grant that write — never the key that asked — approves or denies a pending approval
 * before it expires; the assistant then repeats the call with `approval_id` and the same arguments.
 */
import type { KeysetPage, KeysetRange } from '@platform/db';
import { conflict, notFound, permissionDenied } from '@platform/errors';
import { areaOfPath, roleAllows, roleRefusalMessage } from '../keys/roles';
import { allows, groupOfPath, refusalMessage } from '../keys/scopes';
import type { KeyCaller } from '../usecases/api-keys.usecase';
import type { ApprovalRow, Decider, McpApprovalsRepository } from './approvals.repository';

/** How long an approval may be decided and used: 15 minutes from the call that asked for it. */
export const APPROVAL_TTL_MS = 15 * 60_000;

/** The statuses an approval shows. */
export const APPROVAL_STATUSES = ['pending', 'approved', 'denied', 'running', 'used', 'expired'] as const;

/** One shown status. */
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** An approval as the API and the dashboard show it. */
export interface ApprovalView {
  id: string;
  status: ApprovalStatus;
  tool: string;
  operation_id: string;
  reason: string;
  request: unknown;
  requested_by: { api_key_id: string; api_key_name: string };
  decided_by: { type: string; id: string | null; name: string | null } | null;
  decided_at: string | null;
  expires_at: string;
  created_at: string;
  used_at: string | null;
  result_status: number | null;
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** The status an approval shows at `now`: pending or approved past its expiry is expired. */
export function statusAt(row: Pick<ApprovalRow, 'status' | 'expires_at'>, now: Date): ApprovalStatus {
  if ((row.status === 'pending' || row.status === 'approved') && new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
  return row.status;
}

/** The public view of a stored approval. */
export function viewOf(row: ApprovalRow, now: Date): ApprovalView {
  return {
    id: row.id,
    status: statusAt(row, now),
    tool: row.tool,
    operation_id: row.operation_id,
    reason: row.reason,
    request: typeof row.request === 'string' ? (JSON.parse(row.request) as unknown) : row.request,
    requested_by: { api_key_id: row.requested_by_key_id, api_key_name: row.requested_by_key_name },
    decided_by: row.decided_by_type ? { type: row.decided_by_type, id: row.decided_by_id, name: row.decided_by_name } : null,
    decided_at: iso(row.decided_at),
    expires_at: iso(row.expires_at)!,
    created_at: iso(row.created_at)!,
    used_at: iso(row.used_at),
    result_status: row.result_status,
  };
}

const NOT_FOUND = () => notFound('MCP_APPROVAL_NOT_FOUND', 'MCP approval not found');

/** Who decides: the route's caller. */
export type DecidingCaller = Exclude<KeyCaller, { kind: 'operator' }>;

/**
 * Why `caller` may not decide `row`, or undefined when it may: the requesting key never; another
 * key needs the write grant of the request's scope group; a person the write of its role area.
 */
export function decisionRefusal(
  row: Pick<ApprovalRow, 'requested_by_key_id' | 'route_path' | 'http_method' | 'operation_id'>,
  caller: DecidingCaller,
): string | undefined {
  const what = `${row.http_method.toUpperCase()} ${row.route_path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
  if (caller.kind === 'key') {
    if (caller.keyId === row.requested_by_key_id) return 'An API key cannot approve or deny its own MCP tool call: a person or another key must';
    const need = { group: groupOfPath(row.route_path), access: 'write' as const };
    return allows(caller.scopes, need) ? undefined : refusalMessage(caller.scopes, need, `deciding an approval of ${what}`);
  }
  if (caller.kind === 'user') {
    const area = areaOfPath(row.route_path);
    return roleAllows(caller.role, area, row.http_method)
      ? undefined
      : roleRefusalMessage(caller.role, area, row.http_method, `deciding an approval of ${what}`);
  }
  return 'An inbox embed cannot decide MCP approvals';
}

/** Reads and decides approvals for the API routes (`routes/mcp.routes.ts`). */
export class McpApprovals {
  constructor(
    private readonly repo: McpApprovalsRepository,
    private readonly now: () => Date,
  ) {}

  /** A page of the project's approvals, most recent first. */
  async list(projectId: string, q: { status?: ApprovalStatus } & KeysetRange): Promise<KeysetPage<ApprovalView>> {
    const now = this.now();
    const page = await this.repo.list(projectId, q, now);
    return { ...page, items: page.items.map((r) => viewOf(r, now)) };
  }

  async get(projectId: string, id: string): Promise<ApprovalView> {
    const row = await this.repo.get(projectId, id);
    if (!row) throw NOT_FOUND();
    return viewOf(row, this.now());
  }

  /** Approves or denies a pending approval: 403 for a caller who may not, 409 once it is not pending. */
  async decide(projectId: string, id: string, to: 'approved' | 'denied', caller: DecidingCaller): Promise<ApprovalView> {
    const row = await this.repo.get(projectId, id);
    if (!row) throw NOT_FOUND();
    const refusal = decisionRefusal(row, caller);
    if (refusal) throw permissionDenied('MCP_APPROVAL_FORBIDDEN', refusal);
    const now = this.now();
    const by: Decider =
      caller.kind === 'key' ? { type: 'api_key', id: caller.keyId, name: null } : { type: 'user', id: (caller as { userId: string }).userId, name: null };
    const decided = await this.repo.decide(projectId, id, to, by, now);
    if (decided) return viewOf(decided, now);
    const current = (await this.repo.get(projectId, id)) ?? row;
    throw conflict(`MCP approval is ${statusAt(current, now)}: only a pending approval can be approved or denied`, { code: 'approval_not_pending' });
  }
}
