/**
 * The MCP server of one request (docs/decisions/0029): the tools the key's scopes allow in the
 * toolsets the client chose, a `list_toolsets` tool, and the call of a tool: its scope check (the
 * API's own 403 sentence), its dry run, its approval, then the API operation itself through
 * {base_url} (`loopback.ts`).
 */
import { randomUUID } from 'node:crypto';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod/v4';
import { v7 as uuidv7 } from 'uuid';
import type { AuditWriter } from '../audit/audit.writer';
import { openAnswer, sealAnswer } from '../idempotency/idempotency';
import type { KeyPrincipal } from '../keys/api-keys.repository';
import { allows, refusalMessage } from '../keys/scopes';
import { API_VERSION, BASE_PATH } from '../http/surface';
import { APPROVAL_REASON_TEXT } from './approval-rule';
import { APPROVAL_TTL_MS, statusAt, viewOf } from './approvals';
import type { ApprovalRow, McpApprovalsRepository } from './approvals.repository';
import { argumentsHashOf, buildRequest, shownRequest, type ApiRequest, type ToolArguments } from './dry-run';
import { callApi, type ApiAnswer, type InternalSource } from './loopback';
import { openApiPathOf, type ApiTool } from './tools';
import { DEFAULT_TOOLSETS, TOOLSET_DESCRIPTIONS, TOOLSETS, type Toolset } from './toolsets';

/** What every request's server shares. */
export interface McpServerDeps {
  tools: readonly ApiTool[];
  approvals: McpApprovalsRepository;
  marker: InternalSource;
  /** The audit log: each approval asked for is recorded (`mcp_approval.requested`); its decision and the call are recorded by their routes. */
  audit?: AuditWriter;
  now(): Date;
}

/** What one request brings: who calls, with which key, which toolsets, where the API and the dashboard are. */
export interface McpCall {
  principal: KeyPrincipal;
  /** The key as presented: sent with each tool call, and the secret the approved answers are sealed with. */
  apiKey: string;
  toolsets: Toolset[];
  /** Where the gateway reaches itself (`selfOriginOf`). */
  origin: string;
  /** {base_url} as clients know it: the dry run's URL. */
  baseUrl: string;
  /** {app_url} as people open it: where approvals are decided. */
  appUrl: string;
  userAgent?: string;
  /** The MCP request, for the audit record of an approval asked for. */
  request: { id: string; path: string; ip: string | null };
}

/** The meta tool listing the toolsets. */
const LIST_TOOLSETS = 'list_toolsets';

/** The server's instructions: what the toolsets are and how approvals work. */
export function instructionsOf(toolsets: readonly Toolset[]): string {
  return [
    'Operates one project of the business messaging platform through its API, with the scopes of the API key you connected with.',
    `Tools are grouped into toolsets; this connection serves: ${toolsets.join(', ')}. Connect with ?toolsets=a,b (or the X-MCP-Toolsets header; "all" for every one) to choose others. Default: ${DEFAULT_TOOLSETS.join(', ')}.`,
    ...TOOLSETS.map((t) => `- ${t}: ${TOOLSET_DESCRIPTIONS[t]}`),
    'Every write tool takes dry_run: true, which answers the exact request without making it.',
    'Tools that send messages, delete, change webhooks or spend credits need an approval: the first call answers an approval id; a person approves it in the dashboard (or another API key by POST /mcp/approvals/{id}/approve); then call the tool again with approval_id and the same arguments. It runs once.',
  ].join('\n');
}

const text = (value: unknown, isError = false): CallToolResult => ({
  content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) }],
  ...(value && typeof value === 'object' && !Array.isArray(value) ? { structuredContent: value as Record<string, unknown> } : {}),
  ...(isError ? { isError: true } : {}),
});

/** The tool result of an API answer: the status, the headers worth showing and the body; an error status is an error result. */
function answerResult(answer: ApiAnswer, extra: Record<string, unknown> = {}): CallToolResult {
  return text(
    { status: answer.status, ...(Object.keys(answer.headers).length ? { headers: answer.headers } : {}), body: answer.body, ...extra },
    answer.status >= 400,
  );
}

/**
 * A request of `schema`'s method whose params are read by `schema` in the handler: malformed params
 * (`arguments` not an object, no tool name) answer JSON-RPC -32602 Invalid params, where the SDK's own
 * parse before the handler would answer -32603 Internal error with zod's issues.
 */
function withParamsOf<T extends z.ZodType>(schema: T, method: string) {
  return {
    envelope: z.object({ method: z.literal(method), params: z.unknown() }),
    read(request: unknown): z.output<T> {
      const parsed = schema.safeParse(request);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new McpError(ErrorCode.InvalidParams, `Invalid params: ${issue.path.join('.') || 'params'}: ${issue.message}`);
      }
      return parsed.data;
    },
  };
}

const CALL_TOOL = withParamsOf(CallToolRequestSchema, 'tools/call');
const LIST_TOOLS = withParamsOf(ListToolsRequestSchema, 'tools/list');

/** The MCP server answering one HTTP request (stateless: a new one per request). */
export function createMcpServer(deps: McpServerDeps, call: McpCall): McpServer {
  const server = new McpServer(
    { name: 'platform', version: API_VERSION },
    { capabilities: { tools: { listChanged: false } }, instructions: instructionsOf(call.toolsets) },
  );
  const scopes = call.principal.scopes;
  const allowed = (t: ApiTool) => allows(scopes, { group: t.group, access: t.access });
  const listed = deps.tools.filter((t) => call.toolsets.includes(t.toolset) && allowed(t));
  const byName = new Map(deps.tools.map((t) => [t.name, t]));

  server.server.setRequestHandler(LIST_TOOLS.envelope, async (request) => {
    LIST_TOOLS.read(request);
    return listOfTools();
  });
  const listOfTools = () => ({
    tools: [
      {
        name: LIST_TOOLSETS,
        description: 'List the toolsets of this MCP server, which ones this connection serves, and how many tools of each the key may use.',
        inputSchema: { type: 'object' as const, properties: {}, additionalProperties: false },
        annotations: { readOnlyHint: true },
      },
      ...listed.map((t) => ({
        name: t.name,
        description: t.description,
        inputSchema: t.inputSchema,
        annotations: {
          readOnlyHint: t.access === 'read',
          destructiveHint: t.route.method === 'delete',
          idempotentHint: t.access === 'read' || t.route.method === 'put',
        },
      })),
    ],
  });

  server.server.setRequestHandler(CALL_TOOL.envelope, async (request) => {
    const req = CALL_TOOL.read(request);
    const name = req.params.name;
    if (name === LIST_TOOLSETS) return text({ toolsets: toolsetsView() });
    const tool = byName.get(name);
    if (!tool) return text(`Unknown tool '${String(name).slice(0, 100)}': call ${LIST_TOOLSETS} and list the tools`, true);
    const what = `${tool.route.method.toUpperCase()} ${openApiPathOf(tool.route.path)}`;
    // The API's own refusal, before anything else (a refused tool is not even listed).
    if (!allowed(tool)) return text({ status: 403, body: { error: refusalMessage(scopes, { group: tool.group, access: tool.access }, what) } }, true);
    if (!call.toolsets.includes(tool.toolset))
      return text(
        `Tool ${tool.name} belongs to the toolset '${tool.toolset}', which this connection does not serve (${call.toolsets.join(', ')}): reconnect with ?toolsets=${tool.toolset}`,
        true,
      );
    const args = (req.params.arguments ?? {}) as ToolArguments;
    const notObject = (v: unknown) => v !== undefined && (typeof v !== 'object' || v === null || Array.isArray(v));
    if (notObject(args)) return text('The arguments must be an object', true);
    if (notObject(args.path) || notObject(args.query)) return text('path and query must be objects of their parameters', true);
    if (args.dry_run !== undefined && typeof args.dry_run !== 'boolean') return text('dry_run must be true or false', true);
    if (args.idempotency_key !== undefined && typeof args.idempotency_key !== 'string') return text('idempotency_key must be a string', true);
    return runTool(tool, args);
  });

  function toolsetsView() {
    return TOOLSETS.map((t) => ({
      name: t,
      description: TOOLSET_DESCRIPTIONS[t],
      served: call.toolsets.includes(t),
      default: DEFAULT_TOOLSETS.includes(t),
      tools_allowed: deps.tools.filter((x) => x.toolset === t && allowed(x)).length,
      tools_total: deps.tools.filter((x) => x.toolset === t).length,
    }));
  }

  async function runTool(tool: ApiTool, args: ToolArguments): Promise<CallToolResult> {
    const needsApproval = tool.approval !== undefined && call.principal.mcpApprovalsWaived !== true;
    if (args.approval_id !== undefined && (typeof args.approval_id !== 'string' || !needsApproval))
      return text(needsApproval ? 'approval_id must be a string' : `Tool ${tool.name} needs no approval for this key: call it without approval_id`, true);
    if (args.dry_run === true) {
      const built = buildRequest(tool.route, args, idempotencyKeyOf(tool, args, args.approval_id));
      if (!built.ok) return text(built.error, true);
      return text({
        dry_run: true,
        request: shownRequest(built.request, call.baseUrl),
        ...(needsApproval ? { needs_approval: APPROVAL_REASON_TEXT[tool.approval!] } : {}),
      });
    }
    if (!needsApproval) {
      const built = buildRequest(tool.route, args, idempotencyKeyOf(tool, args, undefined));
      if (!built.ok) return text(built.error, true);
      const answer = await send(built.request);
      // A write is audited by its route (source mcp); a read an assistant made is audited here, so every tool call is in the audit log.
      if (tool.access === 'read') auditRead(tool, built.request, answer);
      return answerResult(answer);
    }
    return args.approval_id === undefined ? askApproval(tool, args) : useApproval(tool, args, args.approval_id);
  }

  /** The Idempotency-Key of a call: the assistant's, else for an approved call one made of the approval (it runs once). */
  function idempotencyKeyOf(tool: ApiTool, args: ToolArguments, approvalId: string | undefined): string | undefined {
    if (!tool.route.idempotent) return undefined;
    if (typeof args.idempotency_key === 'string') return args.idempotency_key;
    return approvalId ? `mcp-approval-${approvalId}` : undefined;
  }

  function send(request: ApiRequest): Promise<ApiAnswer> {
    return callApi(call.origin, { apiKey: call.apiKey, userAgent: call.userAgent, clientIp: call.request.ip }, deps.marker, request);
  }

  /** `mcp_tool.called`: a read tool call, with the API path it read and its answer's status (decision 0029). */
  function auditRead(tool: ApiTool, request: ApiRequest, answer: ApiAnswer): void {
    const failed = answer.status >= 400;
    const error = failed && answer.body && typeof answer.body === 'object' ? (answer.body as { error?: unknown; code?: unknown }) : undefined;
    deps.audit?.append({
      id: uuidv7(),
      project_id: call.principal.projectId,
      created_at: deps.now(),
      actor_type: 'api_key',
      actor_id: call.principal.keyId,
      actor_name: call.principal.keyName,
      action: 'mcp_tool.called',
      resource_type: 'mcp_tool',
      resource_id: tool.name,
      outcome: failed ? 'failed' : 'succeeded',
      status_code: answer.status,
      error_code: typeof error?.code === 'string' ? error.code.slice(0, 100) : null,
      error_message: typeof error?.error === 'string' ? error.error.slice(0, 500) : null,
      changed_fields: null,
      request_id: answer.headers['x-request-id'] ?? call.request.id,
      http_method: request.method,
      path: `${BASE_PATH}${request.pathAndQuery.split('?')[0]}`,
      ip_address: call.request.ip,
      user_agent: call.userAgent ?? null,
      source: 'mcp',
    });
  }

  function approvalLinks(id: string) {
    return {
      dashboard: `${call.appUrl}/p/${call.principal.projectId}/mcp-approvals`,
      api: `POST ${call.baseUrl}/mcp/approvals/${id}/approve`,
    };
  }

  async function askApproval(tool: ApiTool, args: ToolArguments): Promise<CallToolResult> {
    const id = randomUUID();
    const built = buildRequest(tool.route, args, idempotencyKeyOf(tool, args, id));
    if (!built.ok) return text(built.error, true);
    const now = deps.now();
    const row = await deps.approvals.insert({
      id,
      projectId: call.principal.projectId,
      tool: tool.name,
      operationId: tool.route.operationId,
      httpMethod: built.request.method,
      path: built.request.pathAndQuery.split('?')[0],
      routePath: tool.route.path,
      reason: tool.approval!,
      argumentsHash: argumentsHashOf(tool.name, args),
      request: shownRequest(built.request, call.baseUrl),
      requestedByKeyId: call.principal.keyId,
      requestedByKeyName: call.principal.keyName,
      createdAt: now,
      expiresAt: new Date(now.getTime() + APPROVAL_TTL_MS),
    });
    deps.audit?.append({
      id: uuidv7(),
      project_id: call.principal.projectId,
      created_at: now,
      actor_type: 'api_key',
      actor_id: call.principal.keyId,
      actor_name: call.principal.keyName,
      action: 'mcp_approval.requested',
      resource_type: 'mcp_approval',
      resource_id: id,
      outcome: 'succeeded',
      status_code: 200,
      error_code: null,
      error_message: null,
      changed_fields: null,
      request_id: call.request.id,
      http_method: 'POST',
      path: call.request.path,
      ip_address: call.request.ip,
      user_agent: call.userAgent ?? null,
      source: 'mcp',
    });
    return text(
      {
        approval_required: true,
        message: `This call needs a person's approval because ${APPROVAL_REASON_TEXT[tool.approval!]}. Ask them to approve approval ${id} (in the dashboard, or another API key by the API) within 15 minutes, then call ${tool.name} again with the same arguments and approval_id "${id}". Nothing was done.`,
        approval: viewOf(row, now),
        approve_at: approvalLinks(id),
      },
      true,
    );
  }

  async function useApproval(tool: ApiTool, args: ToolArguments, approvalId: string): Promise<CallToolResult> {
    const projectId = call.principal.projectId;
    const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(approvalId);
    const row = isUuid ? await deps.approvals.get(projectId, approvalId) : undefined;
    // Another key's approval is not this call's: answered like an unknown one.
    if (!row || row.requested_by_key_id !== call.principal.keyId) return text(`MCP approval ${approvalId.slice(0, 64)} not found for this key`, true);
    if (row.tool !== tool.name || row.arguments_hash !== argumentsHashOf(tool.name, args))
      return text(`Approval ${row.id} was given for other arguments (or another tool): call ${row.tool} with exactly the arguments it was asked with`, true);
    const now = deps.now();
    const status = statusAt(row, now);
    if (status === 'used') return usedResult(row);
    if (status !== 'approved') return text({ message: notUsable(status), approval: viewOf(row, now), approve_at: approvalLinks(row.id) }, true);
    const claimed = await deps.approvals.claim(projectId, row.id, now);
    if (!claimed) {
      const current = (await deps.approvals.get(projectId, row.id)) ?? row;
      return statusAt(current, deps.now()) === 'used'
        ? usedResult(current)
        : text({ message: notUsable(statusAt(current, deps.now())), approval: viewOf(current, deps.now()) }, true);
    }
    const built = buildRequest(tool.route, args, idempotencyKeyOf(tool, args, row.id));
    if (!built.ok) {
      await deps.approvals.release(projectId, row.id);
      return text(built.error, true);
    }
    let answer: ApiAnswer;
    try {
      answer = await send(built.request);
    } catch (err) {
      // The request never got an answer: the approval may be used again (an idempotent route's key keeps it once).
      await deps.approvals.release(projectId, row.id);
      throw err;
    }
    if (isRetryable(answer)) {
      // Not done, or not known to be done (rate limited, unavailable, deadline passed, its key still running): the
      // approval stays usable; a retry runs with the same Idempotency-Key, so a send that did happen is answered, not repeated.
      await deps.approvals.release(projectId, row.id);
      return answerResult(answer, { approval_id: row.id, approval_still_usable: true });
    }
    const sealed = sealAnswer(projectId, `${call.apiKey}:${row.id}`, { headers: answer.headers, body: Buffer.from(JSON.stringify(answer.body ?? null)) });
    await deps.approvals.complete(projectId, row.id, answer.status, sealed, deps.now());
    return answerResult(answer, { approval_id: row.id });
  }

  /** A used approval's call answers what it answered the first time. */
  function usedResult(row: ApprovalRow): CallToolResult {
    if (row.result_sealed === null || row.result_status === null) return text(`Approval ${row.id} was used`, true);
    const stored = openAnswer(call.principal.projectId, `${call.apiKey}:${row.id}`, row.result_sealed);
    return answerResult(
      { status: row.result_status, headers: stored.headers, body: JSON.parse(stored.body.toString('utf8')) as unknown },
      { approval_id: row.id, replayed: true },
    );
  }
  return server;
}

/** An answer after which the call may be tried again: 429, a 5xx, or its Idempotency-Key still held by a running attempt. */
function isRetryable(answer: ApiAnswer): boolean {
  const code = (answer.body as { code?: unknown } | null)?.code;
  return answer.status === 429 || answer.status >= 500 || (answer.status === 409 && code === 'idempotency_key_in_use');
}

function notUsable(status: string): string {
  switch (status) {
    case 'pending':
      return 'The approval is still pending: a person (or another key) must approve it first';
    case 'denied':
      return 'The approval was denied: the call will not run';
    case 'expired':
      return 'The approval expired (15 minutes): call the tool again without approval_id to ask anew';
    case 'running':
      return 'The approved call is running: call again in a moment for its answer';
    default:
      return `The approval is ${status}`;
  }
}
