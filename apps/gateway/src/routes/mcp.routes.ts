import { z } from 'zod';
import { APPROVAL_STATUSES, type McpApprovals } from '../mcp/approvals';
import { localRoute, routesOf, type RouteDef } from './route';
import { cursorPaging, keysetCursor, keysetRangeOf, keysetReply, queryInt, uuidParam } from './schemas';

const iso = z.string().datetime();

const approval = z.object({
  id: z.string().uuid(),
  status: z
    .enum(APPROVAL_STATUSES)
    .describe(
      'pending (waits for a decision), approved (the call may run once), denied, running, used (the call ran), expired (15 minutes passed undecided or unused).',
    ),
  tool: z.string().describe('The MCP tool the assistant called.'),
  operation_id: z.string().describe('The API operation the tool runs.'),
  reason: z.enum(['sends_messages', 'deletes', 'changes_webhooks', 'spends_credits']).describe('Why the call needs an approval.'),
  request: z
    .object({
      method: z.string(),
      url: z.string(),
      headers: z.record(z.string()),
      body: z.unknown().describe('The JSON body (secrets redacted); null when the request has none.'),
    })
    .describe('The exact request the call makes (its dry run): the key and any secret in the body redacted.'),
  requested_by: z.object({ api_key_id: z.string().uuid(), api_key_name: z.string() }).describe('The key the assistant connected with.'),
  decided_by: z
    .object({ type: z.enum(['user', 'api_key']), id: z.string().nullable(), name: z.string().nullable() })
    .nullable()
    .describe('The person or key that approved or denied it (the audit log names them).'),
  decided_at: iso.nullable(),
  expires_at: iso,
  created_at: iso,
  used_at: iso.nullable().describe('When the approved call ran.'),
  result_status: z.number().int().nullable().describe('HTTP status of the approved call.'),
});

const approvalParams = z.object({ approval_id: uuidParam });

const listQuery = z
  .object({
    status: z.enum(APPROVAL_STATUSES).optional().describe('Only approvals in this status.'),
    limit: queryInt(1, 100).default(50).describe('Most recent first, at most this many per page (1 to 100, default 50).'),
    before: keysetCursor.optional().describe('Cursor of the previous (newer) page: paging.cursors.before of a page.'),
    after: keysetCursor.optional().describe('Cursor of the next (older) page: paging.cursors.after of a page.'),
  })
  .refine((q) => !(q.before && q.after), { message: 'use either before or after, not both', path: ['before'] });

/** The approvals of MCP tool calls (decision 0029): read by any key or person of the project, decided by those who may write what they approve. */
export function mcpRoutes(approvals: McpApprovals, basePath: string): RouteDef[] {
  return routesOf('mcp.routes.ts', [
    localRoute({
      method: 'get',
      path: '/mcp/approvals',
      operationId: 'listMcpApprovals',
      summary: 'List approvals of MCP tool calls that send messages, delete, change webhooks or spend credits, most recent first (cursor paginated).',
      tag: 'MCP',
      query: listQuery,
      response: z.object({ data: z.array(approval), paging: cursorPaging }),
      errorStatuses: [400],
      async handle({ query }, ctx) {
        const page = await approvals.list(ctx.projectId, { status: query.status, ...keysetRangeOf(query) });
        return keysetReply('/mcp/approvals', query, page, basePath);
      },
    }),
    localRoute({
      method: 'get',
      path: '/mcp/approvals/:approval_id',
      operationId: 'getMcpApproval',
      summary: 'Get an approval of an MCP tool call, with the exact request it approves.',
      tag: 'MCP',
      params: approvalParams,
      response: z.object({ data: approval }),
      errorStatuses: [400, 404],
      async handle({ params }, ctx) {
        return { body: { data: await approvals.get(ctx.projectId, params.approval_id) } };
      },
    }),
    localRoute({
      method: 'post',
      path: '/mcp/approvals/:approval_id/approve',
      operationId: 'approveMcpApproval',
      summary:
        'Approve a pending MCP tool call: the assistant may then run it once, with the same arguments, within 15 minutes of its request. Not by the key that asked; by a person or key that may make the request itself.',
      tag: 'MCP',
      params: approvalParams,
      response: z.object({ data: approval }),
      errorStatuses: [400, 403, 404, 409],
      audit: { resourceType: 'mcp_approval', resourceParam: 'approval_id' },
      async handle({ params }, ctx) {
        return { body: { data: await approvals.decide(ctx.projectId, params.approval_id, 'approved', ctx.caller) } };
      },
    }),
    localRoute({
      method: 'post',
      path: '/mcp/approvals/:approval_id/deny',
      operationId: 'denyMcpApproval',
      summary: 'Deny a pending MCP tool call: it never runs. Not by the key that asked; by a person or key that may make the request itself.',
      tag: 'MCP',
      params: approvalParams,
      response: z.object({ data: approval }),
      errorStatuses: [400, 403, 404, 409],
      audit: { resourceType: 'mcp_approval', resourceParam: 'approval_id' },
      async handle({ params }, ctx) {
        return { body: { data: await approvals.decide(ctx.projectId, params.approval_id, 'denied', ctx.caller) } };
      },
    }),
  ]);
}
