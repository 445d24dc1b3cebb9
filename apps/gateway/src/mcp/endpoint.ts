/**
 * `{base_url}/mcp`: the MCP server over Streamable HTTP (docs/decisions/0029), mounted before the
 * route table. Stateless: each POST is one JSON-RPC exchange answered by a server made for it (no
 * session id, no server-sent stream), so any replica answers any request and nothing is kept
 * between them but what the API itself stores. Authenticated by the project's API key (`X-API-Key`
 * or `Authorization: Bearer`), limited and logged like every request (source `mcp`): the plan limit
 * counts each JSON-RPC message once, and the tool calls it makes are not counted again.
 */
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Logger } from '@platform/logger';
import type { AuditWriter } from '../audit/audit.writer';
import { sendError } from '../http/errors';
import type { GatewayLimiter } from '../http/limiter';
import { retryAfterSeconds, setLimitHeaders } from '../http/rate-limit-headers';
import { REQUESTS_PER_MINUTE } from '../projects/plans';
import { clientIpOf, isEmbedPrincipal, isSessionPrincipal, logFields, state } from '../http/middleware/request-context';
import { presentedKey } from '../http/middleware/api-key-guard';
import { jsonBody } from '../http/middleware/json-body';
import type { RouteDef } from '../routes/route';
import type { McpApprovalsRepository } from './approvals.repository';
import { selfOriginOf, type InternalSource } from './loopback';
import { createMcpServer } from './server';
import { toolsOf } from './tools';
import { chooseToolsets } from './toolsets';

/** The path of the endpoint under {base_url}. */
export const MCP_PATH = '/mcp';

/** What the endpoint needs. */
export interface McpEndpointDeps {
  /** The API key guard taking `Authorization: Bearer` too (what MCP clients send). */
  guard: RequestHandler;
  /** The plan limit's counter (each message of a batch counts). */
  limiter: GatewayLimiter;
  routes: RouteDef[];
  approvals: McpApprovalsRepository;
  marker: InternalSource;
  /** The audit log's writer (decision 0016): approvals asked for are recorded. */
  audit?: AuditWriter;
  bodyLimit: string;
  logger: Logger;
  now(): Date;
  /** {base_url} and {app_url} as clients know them, when configured; else the request's own origin. */
  publicUrl?: string;
  appUrl?: string;
}

/** The router mounted at `{base_url}/mcp`. */
export function mcpEndpoint(deps: McpEndpointDeps): Router {
  const tools = toolsOf(deps.routes);
  const router = express.Router();
  // Only the endpoint itself: the paths below it (`/mcp/approvals`) are routes of the table.
  const mark: RequestHandler = (_req, res, next) => {
    state(res).source = 'mcp';
    next();
  };
  router.post('/', mark, deps.guard, jsonBody(deps.bodyLimit, ['application/json']), async (req: Request, res: Response, next) => {
    try {
      const p = state(res).principal;
      const key = presentedKey(req, true);
      if (!p || isSessionPrincipal(p) || isEmbedPrincipal(p) || key === undefined) return sendError(res, 401, 'Missing API key');
      const choice = chooseToolsets(req.query.toolsets, req.header('x-mcp-toolsets'));
      if (!choice.ok) return sendError(res, 400, choice.error);
      // JSON-RPC 2.0: an empty batch is an invalid request (the transport would take it for notifications: 202).
      if (Array.isArray(req.body) && req.body.length === 0)
        return void res.status(400).json({ jsonrpc: '2.0', error: { code: -32600, message: 'Invalid Request: an empty batch' }, id: null });
      // The plan limit counts each JSON-RPC message once (the key guard counted the first; the tool calls
      // it makes through {base_url} are not counted again): a batch of n messages is n requests.
      const extra = Array.isArray(req.body) ? req.body.length - 1 : 0;
      if (extra > 0) {
        const d = await deps.limiter.consume('project', p.projectId, REQUESTS_PER_MINUTE[p.plan], 60, extra);
        setLimitHeaders(res, d);
        if (!d.allowed) {
          res.setHeader('Retry-After', retryAfterSeconds(d));
          return sendError(
            res,
            429,
            `Rate limit exceeded: ${d.limit} requests per minute for this project's plan (a batch of ${extra + 1} messages counts ${extra + 1})`,
          );
        }
      }
      const origin = selfOriginOf(req);
      const publicOrigin = (deps.publicUrl ?? `${req.protocol}://${req.get('host') ?? ''}`).replace(/\/$/, '');
      const server = createMcpServer(
        { tools, approvals: deps.approvals, marker: deps.marker, audit: deps.audit, now: deps.now },
        {
          principal: p,
          apiKey: key,
          toolsets: choice.toolsets,
          origin,
          baseUrl: `${publicOrigin}${req.baseUrl.slice(0, -MCP_PATH.length)}`,
          appUrl: (deps.appUrl ?? `${publicOrigin}/app`).replace(/\/$/, ''),
          userAgent: req.header('user-agent'),
          request: { id: state(res).requestId, path: req.originalUrl.split('?')[0], ip: clientIpOf(req, res) ?? null },
        },
      );
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      res.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (err) {
      deps.logger.warn({ err, ...logFields(res) }, 'mcp: request failed');
      next(err);
    }
  });
  // Stateless: no server-sent stream to open (GET) and no session to end (DELETE).
  router.all('/', mark, (req, res) => {
    res.setHeader('Allow', 'POST');
    sendError(res, 405, `${req.method} is not supported: this MCP server is stateless; send JSON-RPC messages with POST`);
  });
  return router;
}
