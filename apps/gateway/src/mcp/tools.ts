/**
 * MCP tools generated from the route table (docs/decisions/0029): one tool per operation, named by
 * its operationId (snake_case), described by its summary, method, path and documented errors, its
 * input schema built from the route's own zod schemas (path parameters, query, body), so a tool
 * never drifts from the API it calls. Pure: no I/O.
 */
import type { z } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { accessOf, groupOfPath, type Access, type ScopeGroup } from '../keys/scopes';
import { bodySchemaOf, type RouteDef } from '../routes/route';
import { APPROVAL_REASON_TEXT, approvalReasonOf, type ApprovalReason } from './approval-rule';
import { toolsetOfPath, type Toolset } from './toolsets';

/** A JSON Schema object (what MCP's `inputSchema` holds). */
export type JsonSchema = { type: 'object'; properties: Record<string, unknown>; required?: string[]; [k: string]: unknown };

/** One generated tool and the route it runs. */
export interface ApiTool {
  name: string;
  description: string;
  inputSchema: JsonSchema;
  route: RouteDef;
  toolset: Toolset;
  group: ScopeGroup;
  access: Access;
  /** Why the tool needs an approval; undefined when it runs as asked. */
  approval?: ApprovalReason;
}

/** Statuses every route may answer (the API key guard, the scope check, the rate limit). */
const COMMON_ERRORS = [401, 403, 429];

const ERROR_TEXT: Readonly<Record<number, string>> = {
  400: 'invalid input',
  401: 'key refused',
  402: 'payment required',
  403: "the key's scope refuses it",
  404: 'not found (also another project’s id)',
  409: 'conflict with the current state',
  412: 'precondition failed',
  413: 'too large',
  422: 'breaks a rule',
  429: 'rate limited',
  502: 'the upstream network failed',
  503: 'unavailable',
  504: 'deadline passed (retry with the same idempotency_key)',
};

/** `listApiLogs` → `list_api_logs`. */
export function toolNameOf(operationId: string): string {
  return operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

/** The JSON Schema of a zod schema as a client sends it (input side of transforms, no $refs). */
export function jsonSchemaOf(schema: z.ZodTypeAny): Record<string, unknown> {
  const out = zodToJsonSchema(schema, { $refStrategy: 'none', effectStrategy: 'input', pipeStrategy: 'input', target: 'jsonSchema7' }) as Record<
    string,
    unknown
  >;
  delete out.$schema;
  return out;
}

/** The path of a route in OpenAPI syntax (`/webhooks/{webhook_id}`). */
export function openApiPathOf(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** The input schema of a route's tool: `path`, `query` and `body` as the route declares them, plus the MCP server's own arguments. */
function inputSchemaOf(route: RouteDef, access: Access, approval: ApprovalReason | undefined): JsonSchema {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  if (route.params) {
    properties.path = { ...jsonSchemaOf(route.params), description: 'Path parameters.' };
    required.push('path');
  }
  if (route.query) properties.query = { ...jsonSchemaOf(route.query), description: 'Query parameters.' };
  const body = bodySchemaOf(route);
  if (route.body && body) {
    properties.body = { ...jsonSchemaOf(body), description: 'The JSON body.' };
    if (!route.body.isOptional()) required.push('body');
  }
  if (access === 'write') {
    properties.dry_run = {
      type: 'boolean',
      description: 'true: answer the exact request this call would make (method, URL, headers and body, the key and secrets redacted) and do nothing.',
    };
  }
  if (route.idempotent) {
    properties.idempotency_key = {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      description: 'Idempotency-Key of the request: repeat a call with the same key to get its first answer instead of running it twice.',
    };
  }
  if (approval) {
    properties.approval_id = {
      type: 'string',
      format: 'uuid',
      description: 'The approval a person or another key granted for this call: repeat the call with the SAME arguments and this id.',
    };
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false };
}

function descriptionOf(route: RouteDef, approval: ApprovalReason | undefined): string {
  const errors = [...new Set([...route.errorStatuses, ...COMMON_ERRORS])].sort((a, b) => a - b);
  const lines = [
    route.summary,
    `API: ${route.method.toUpperCase()} {base_url}${openApiPathOf(route.path)}.`,
    `Errors: ${errors.map((s) => `${s}${ERROR_TEXT[s] ? ` (${ERROR_TEXT[s]})` : ''}`).join(', ')}.`,
  ];
  if (accessOf(route.method) === 'write') lines.push('Takes dry_run: true to see the exact request without making it.');
  if (approval)
    lines.push(
      `Needs an approval (${APPROVAL_REASON_TEXT[approval]}) unless the key waives approvals: the first call answers the approval to ask a person for; call again with approval_id once granted.`,
    );
  return lines.join('\n');
}

/** Whether a route answers a stream (Server-Sent Events) rather than one JSON body: no tool call can wait for its end. */
export const isStreamed = (route: RouteDef): boolean => route.contentType === 'text/event-stream';

/**
 * The tools of a route table, one per route but the streamed ones (a webhook listener's event stream
 * is for the CLI, decision 0028); throws at startup for a route without a toolset or two routes with one name.
 */
export function toolsOf(routes: readonly RouteDef[]): ApiTool[] {
  const seen = new Set<string>();
  return routes
    .filter((route) => !isStreamed(route))
    .map((route) => {
      const name = toolNameOf(route.operationId);
      if (seen.has(name)) throw new Error(`MCP tool ${name}: two routes share its operationId`);
      seen.add(name);
      const access = accessOf(route.method);
      const approval = approvalReasonOf(route);
      return {
        name,
        description: descriptionOf(route, approval),
        inputSchema: inputSchemaOf(route, access, approval),
        route,
        toolset: toolsetOfPath(route.path),
        group: groupOfPath(route.path),
        access,
        approval,
      };
    });
}
