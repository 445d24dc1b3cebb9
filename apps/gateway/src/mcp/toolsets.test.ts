import { describe, expect, it } from 'vitest';
import { readOnlyRouteTable } from '../routes';
import { toolsOf, toolNameOf, isStreamed } from './tools';
import { chooseToolsets, DEFAULT_TOOLSETS, TOOLSETS, toolsetOfPath } from './toolsets';

const routes = readOnlyRouteTable();

describe('toolsets', () => {
  it('every route of the table belongs to exactly one toolset', () => {
    expect(routes.length).toBeGreaterThan(100);
    const unmapped = routes.filter((r) => {
      try {
        toolsetOfPath(r.path);
        return false;
      } catch {
        return true;
      }
    });
    expect(unmapped.map((r) => r.path)).toEqual([]);
    // One tool per route but the streamed ones (a webhook listener's event stream), each in one toolset, every toolset used.
    const tools = toolsOf(routes);
    const streamed = routes.filter(isStreamed);
    expect(streamed.map((r) => r.path)).toEqual(['/webhook_listeners/:listener_id/stream']);
    expect(tools).toHaveLength(routes.length - streamed.length);
    expect(new Set(tools.map((t) => t.name)).size).toBe(tools.length);
    for (const t of TOOLSETS) expect(tools.some((x) => x.toolset === t)).toBe(true);
  });

  it("gives a tool's optional body its own schema (left out of required), never anyOf with an empty not", () => {
    const tools = toolsOf(routes);
    const optional = routes.filter((r) => r.body?.isOptional() && !isStreamed(r));
    expect(optional.length).toBeGreaterThan(5);
    for (const r of optional) {
      const tool = tools.find((t) => t.route === r)!;
      const schema = tool.inputSchema as { properties: Record<string, { type?: string }>; required?: string[] };
      expect(schema.properties.body.type, tool.name).toBe('object');
      expect(schema.required ?? [], tool.name).not.toContain('body');
    }
    expect(JSON.stringify(tools.map((t) => t.inputSchema))).not.toContain('{"not":{}}');
  });

  it('maps resources by the path rule', () => {
    expect(toolsetOfPath('/messaging/phone_numbers/:phone_number_id/message_templates')).toBe('messaging');
    expect(toolsetOfPath('/customers/:customer_id/messaging/phone_numbers')).toBe('messaging');
    expect(toolsetOfPath('/messaging/conversations/:conversation_id/messages')).toBe('conversations');
    expect(toolsetOfPath('/messaging/broadcasts/:broadcast_id/send')).toBe('broadcasts');
    expect(toolsetOfPath('/workflows/:workflow_id/executions')).toBe('automation');
    expect(toolsetOfPath('/log_search')).toBe('observability');
    expect(toolsetOfPath('/webhook_deliveries/:delivery_id/redeliver')).toBe('observability');
    expect(toolsetOfPath('/audit_events')).toBe('observability');
    expect(toolsetOfPath('/webhooks/:webhook_id')).toBe('administration');
    expect(toolsetOfPath('/mcp/approvals')).toBe('administration');
    expect(() => toolsetOfPath('/nothing_here')).toThrow(/no MCP toolset/);
  });

  it('a client chooses toolsets by query and header; none = the default set; unknown names are refused', () => {
    expect(chooseToolsets(undefined, undefined)).toEqual({ ok: true, toolsets: [...DEFAULT_TOOLSETS] });
    expect(chooseToolsets('observability,messaging', undefined)).toEqual({ ok: true, toolsets: ['messaging', 'observability'] });
    expect(chooseToolsets('broadcasts', ' Administration ')).toEqual({ ok: true, toolsets: ['broadcasts', 'administration'] });
    expect(chooseToolsets(['conversations', 'automation'], undefined)).toEqual({ ok: true, toolsets: ['conversations', 'automation'] });
    expect(chooseToolsets('all', undefined)).toEqual({ ok: true, toolsets: [...TOOLSETS] });
    const bad = chooseToolsets('messaging,mesaging', undefined);
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(/Unknown toolset 'mesaging'/);
  });

  it('the default set stays small', () => {
    const tools = toolsOf(routes).filter((t) => DEFAULT_TOOLSETS.includes(t.toolset));
    expect(tools.length).toBeLessThan(routes.length / 2);
  });
});

describe('generated tools', () => {
  const tools = toolsOf(routes);
  const byName = new Map(tools.map((t) => [t.name, t]));

  it('are named from the operationId and described from the summary and the documented errors', () => {
    expect(toolNameOf('listApiLogs')).toBe('list_api_logs');
    expect(toolNameOf('getMcpApproval')).toBe('get_mcp_approval');
    const search = byName.get(toolNameOf(routes.find((r) => r.path === '/log_search')!.operationId))!;
    expect(search.description).toContain(routes.find((r) => r.path === '/log_search')!.summary);
    expect(search.description).toContain('GET {base_url}/log_search');
    expect(search.description).toMatch(/Errors: .*400.*403/);
    expect(search.access).toBe('read');
    expect(search.inputSchema.properties.query).toBeDefined();
    expect(search.inputSchema.properties.dry_run).toBeUndefined();
  });

  it('take path, query and body from the route, dry_run on writes, approval_id where an approval is needed', () => {
    const del = tools.find((t) => t.route.method === 'delete' && t.route.path === '/webhooks/:webhook_id')!;
    expect(del.inputSchema.required).toContain('path');
    expect((del.inputSchema.properties.path as { properties: Record<string, unknown> }).properties.webhook_id).toBeDefined();
    expect(del.inputSchema.properties.dry_run).toBeDefined();
    expect(del.inputSchema.properties.approval_id).toBeDefined();
    const create = tools.find((t) => t.route.method === 'post' && t.route.path === '/workflows')!;
    expect(create.inputSchema.required).toContain('body');
    expect(create.inputSchema.properties.idempotency_key).toBeDefined();
    expect(create.inputSchema.properties.approval_id).toBeUndefined();
  });
});
