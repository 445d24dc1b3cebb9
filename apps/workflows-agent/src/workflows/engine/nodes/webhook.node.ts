import { NEXT_LABEL } from '../../domain/graph.schema';
import { renderTemplate, renderValue, withVar } from '../../domain/templating';
import { external, storable, type NodeExecutor } from '../node-executor';

/** webhook: calls the node's URL (through the SSRF policy) with the step's key; the answer is optionally saved. */
export const webhookNode: NodeExecutor<'webhook'> = {
  external,
  async run({ node, context: ctx, key, event }, env) {
    const c = node.config;
    const url = renderTemplate(c.url, ctx);
    const headers: Record<string, string> = { 'idempotency-key': key, 'user-agent': 'svc-workflows/1' };
    for (const [k, v] of Object.entries(c.headers ?? {})) headers[k.toLowerCase()] = renderTemplate(v, ctx);
    let body: string | undefined;
    if (c.method !== 'GET' && c.body_template !== undefined) {
      body = typeof c.body_template === 'string' ? renderTemplate(c.body_template, ctx) : JSON.stringify(renderValue(c.body_template, ctx));
      headers['content-type'] ??= 'application/json';
    }
    const res = await env.ctx.webhookCaller.call({ url, method: c.method, headers, body, timeoutMs: (c.timeout_seconds ?? 10) * 1000 });
    if (!res.ok)
      return { kind: 'fail', error: { code: res.reason === 'blocked' ? 'webhook_blocked' : 'webhook_failed', message: res.message, node_id: node.id } };
    event('webhook_called', { status: res.status }, 'outbound');
    const saved = storable({ status: res.status, body: res.body });
    return { kind: 'next', label: NEXT_LABEL, context: c.save_response_to ? withVar(ctx, c.save_response_to, saved) : ctx };
  },
};
