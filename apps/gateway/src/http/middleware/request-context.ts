import { randomUUID } from 'node:crypto';
import { trace, type Context } from '@opentelemetry/api';
import type { NextFunction, Request, Response } from 'express';
import { v7 as uuidv7 } from 'uuid';
import type { AuditActor } from '../../audit/audit-event';
import type { IdempotencyAttempt } from '../../idempotency/idempotency';
import type { KeyPrincipal } from '../../keys/api-keys.repository';
import type { Role } from '../../keys/roles';
import type { Scope } from '../../keys/scopes';
import type { ScopeType } from '../../embeds/inbox-embed';
import type { RequestSource } from '../../logs/api-log';
import type { Plan } from '../../projects/plans';

/**
 * A person acting in one project through a dashboard session (decision 0015): their role decides
 * what they may do (keys/roles.ts); `scopes` are the key scopes that role covers (what keys they may
 * create, rotate or revoke).
 */
export interface SessionPrincipal {
  userId: string;
  email: string;
  role: Role;
  sessionId: string;
  projectId: string;
  plan: Plan;
  scopes: Scope[];
}

/**
 * An inbox embed's page calling its API (decision 0017): its token opened the embed; it acts in the
 * embed's project, only on the embed's routes, only within its scope.
 */
export interface EmbedPrincipal {
  embedId: string;
  /** The embed's name: the audit log's actor name (decision 0016). */
  embedName: string;
  projectId: string;
  plan: Plan;
  /** What the authorization point checks: the embed's routes are all messaging routes. */
  scopes: Scope[];
  scopeType: ScopeType;
  scopeId: string;
}

/** Who calls. */
export type Principal = KeyPrincipal | SessionPrincipal | EmbedPrincipal;

/** Whether the caller is a person's session rather than an API key. */
export function isSessionPrincipal(p: Principal | undefined): p is SessionPrincipal {
  return p !== undefined && 'userId' in p;
}

/** Whether the caller is an inbox embed (decision 0017). */
export function isEmbedPrincipal(p: Principal | undefined): p is EmbedPrincipal {
  return p !== undefined && 'embedId' in p;
}

/** Per-request state the middleware chain fills in (kept on res.locals, typed here). */
export interface RequestState {
  requestId: string;
  startedAt: number;
  startedAtDate: Date;
  /**
   * Id of the request's log entry: a UUIDv7 taken at arrival, so entries that share a millisecond
   * still sort in arrival order (most recent first is `(created_at, id) desc`).
   */
  logId: string;
  /** Who calls: an API key, or a person's session in one project (`{app_url}/api/v1/projects/{id}/...`). */
  principal?: Principal;
  /**
   * The project of a keyless {proxy_url} media download whose signed link was verified (decision 0243):
   * the request acts for it without a key. Never set together with `principal`.
   */
  linkProjectId?: string;
  /** Public error message of a failed request, recorded in the request log. */
  errorMessage?: string;
  /** The request's trace context (its SERVER span), when tracing carries it explicitly. */
  traceContext?: Context;
  /** The request holds its Idempotency-Key (decision 0013). */
  idempotency?: IdempotencyAttempt;
  /** The request was answered by replaying its Idempotency-Key's stored answer (recorded in the request log). */
  idempotentReplay?: boolean;
  /** The `code` of a failed request's error body, when it has one (recorded in the audit log, decision 0016). */
  errorCode?: string;
  /**
   * Who acts, for the audit log, when not the principal's key or person: an inbox embed's guard names
   * the embed here (`{ type: 'embed', id, name }`); otherwise derived from `principal` (decision 0016).
   */
  auditActor?: AuditActor;
  /** The id of the resource a write created (the answer's `data.id`), noted by the route handler for the audit log. */
  auditResourceId?: string;
  /** Names of the fields of the validated body (never values), noted by the route handler for the audit log. */
  auditChangedFields?: string[] | null;
  /**
   * Where the request came from when not derived from its principal (docs/decisions/0029): `mcp` for
   * the MCP endpoint and the tool calls it makes through {base_url} (marked by `internalSource`).
   */
  source?: RequestSource;
  /**
   * A tool call the MCP endpoint makes through {base_url} (the internal marker matched): the MCP request
   * that made it already counted against the project's plan limit, one point per JSON-RPC message, so
   * the key guard does not count it again (decision 0029).
   */
  mcpToolCall?: boolean;
  /**
   * The client's address when it is not the connection's: a tool call of the MCP endpoint arrives from
   * the gateway itself and carries, under the internal marker, the address of the MCP request's client.
   */
  clientIp?: string;
}

/** The client's address as the request log, the audit log and per-address limits record it. */
export function clientIpOf(req: Request, res: Response): string | undefined {
  return state(res).clientIp ?? req.ip ?? req.socket.remoteAddress;
}

/** The source of a request: the one set on its state (`mcp`), else by its principal (a session: dashboard; an embed; else the API). */
export function sourceOf(s: RequestState): RequestSource {
  if (s.source) return s.source;
  if (isSessionPrincipal(s.principal)) return 'dashboard';
  if (isEmbedPrincipal(s.principal)) return 'embed';
  return 'api';
}

/** The project a request acts for: its key's, or its verified signed link's (decision 0243). */
export function projectIdOf(s: RequestState): string | undefined {
  return s.principal?.projectId ?? s.linkProjectId;
}

/** The request state of `res`. */
export function state(res: Response): RequestState {
  return res.locals as unknown as RequestState;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The request's fields for a log line (request id, and project once the key is known). The gateway
 * passes them explicitly at its few log sites instead of through an AsyncLocalStorage context: on
 * Node 20 an active AsyncLocalStorage hooks every promise the process creates, a cost every request
 * paid for lines that are almost never written (bench/README.md).
 */
export function logFields(res: Response): { request_id?: string; project_id?: string; trace_id?: string; span_id?: string } {
  const s = state(res);
  const span = s.traceContext && trace.getSpan(s.traceContext)?.spanContext();
  return { request_id: s.requestId, project_id: projectIdOf(s), ...(span ? { trace_id: span.traceId, span_id: span.spanId } : {}) };
}

/** Assigns the request id (a well-formed client `X-Request-Id` is kept) and the request's log entry id. */
export function requestContext(clock: { now(): Date }) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const incoming = req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const s = state(res);
    s.requestId = requestId;
    s.startedAt = performance.now();
    s.startedAtDate = clock.now();
    s.logId = uuidv7();
    res.setHeader('X-Request-Id', requestId);
    next();
  };
}
