import type { z } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { accessOf, allows, groupOfPath, refusalMessage, type Scope } from '../keys/scopes';
import { bodySchemaOf, type RouteDef } from './route';

type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of a zod schema as OpenAPI 3.1 takes it (JSON Schema 2020-12 vocabulary, decision
 * 0026): null is a type (`type: ["string", "null"]` or `anyOf [..., {type: null}]`), never the 3.0
 * keyword `nullable`. `input` documents what a request may send (defaults optional), `any` what an
 * answer holds.
 */
export function jsonSchemaOf(s: z.ZodTypeAny, io: 'input' | 'any' = 'any'): JsonSchema {
  const { $schema: _drop, ...rest } = zodToJsonSchema(s, { target: 'jsonSchema2019-09', $refStrategy: 'none', effectStrategy: io }) as JsonSchema;
  return rest;
}

const toSchema = jsonSchemaOf;

/** `/a/:id/b` → `/a/{id}/b`. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: { type: 'string', description: 'What went wrong, in a sentence a person can act on.' },
    code: { type: 'string', description: 'A stable code to branch on, where the refusal has one (`outside_window`, `insufficient_credits`, …).' },
  },
  additionalProperties: true,
};

/** The resource a route's path names, in words (`/messaging/broadcasts/:broadcast_id/send` → `Broadcast`). */
function resourceWord(path: string): string {
  const segments = path.split('/').filter((x) => x && !x.startsWith(':') && x !== 'messaging');
  const params = [...path.matchAll(/:([a-z_]+)_id\b/g)].map((m) => m[1]);
  const name = params.at(-1) ?? segments[0]?.replace(/s$/, '') ?? 'Resource';
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An example error body of one status of one route: what the gateway answers, in its own words. */
function errorExample(r: RouteDef, status: number): Record<string, unknown> {
  const what = `${r.method.toUpperCase()} ${openApiPath(r.path)}`;
  switch (status) {
    case 400:
      return {
        error: r.body
          ? 'Invalid body: a field is missing or malformed (the message names it)'
          : 'Invalid query: a parameter is malformed (the message names it)',
      };
    case 401:
      return { error: 'Invalid API key' };
    case 402:
      return { error: 'The project has run out of credits, so nothing was sent. Add credits in Billing, then send again.', code: 'insufficient_credits' };
    case 403: {
      const need = { group: groupOfPath(r.path), access: accessOf(r.method) };
      const narrow = (['read_only', 'billing', 'messaging', 'automation'] as Scope[]).find((scope) => !allows([scope], need)) ?? 'read_only';
      return { error: refusalMessage([narrow], need, what) };
    }
    case 404:
      return { error: `${resourceWord(r.path)} not found` };
    case 409:
      return { error: 'A request with the same Idempotency-Key is still running; retry after the Retry-After delay', code: 'idempotency_key_in_use' };
    case 413:
      return { error: 'Request body too large (limit 1mb)' };
    case 422:
      return { error: 'The Idempotency-Key was already used with another request', code: 'idempotency_key_reused' };
    case 429:
      return { error: "Rate limit exceeded: 100 requests per minute for this project's plan" };
    case 502:
      return { error: 'The upstream network refused the call', upstream_error_code: 131000 };
    case 503:
      return { error: 'The service is unavailable; retry the request' };
    case 504:
      return { error: 'Deadline exceeded: the outcome is unknown; retry with the same Idempotency-Key' };
    default:
      return { error: STATUS_TEXT[status] ?? 'Error' };
  }
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  400: 'Invalid input',
  401: 'Missing or invalid API key',
  402: 'Billing refusal',
  403: 'The API key’s scope does not allow it',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body too large',
  422: 'Validation failed',
  429: 'Rate limit exceeded',
  502: 'Upstream failure',
  503: 'Retry the request',
  504: 'Deadline exceeded: the outcome is unknown (it may have been done); a retry with the same Idempotency-Key is safe',
};

const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  description:
    'Makes the request safe to retry (decision 0013): 1 to 255 characters (a random UUID is a good key), scoped to the project, kept 24 hours. A retry with the same key, method, path and body is answered the first answer (status, body, and headers such as Location) with `Idempotency-Replay: true`, and nothing runs again; the same key with another request is 422 `idempotency_key_reused`; while the first attempt runs, 409 `idempotency_key_in_use` with Retry-After. Successes and client errors (4xx but 401, 403, 408, 409, 425, 429) are kept; after 5xx, 409 or 429 the key is free again and a retry runs.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

const IDEMPOTENCY_REPLAY_HEADER = {
  description: 'Present (`true`) when this answer is the stored answer of the request’s Idempotency-Key, replayed.',
  schema: { type: 'string', enum: ['true'] },
};

/** What 409 and 422 also mean on a route that takes an Idempotency-Key. */
const IDEMPOTENCY_ERRORS: Record<number, string> = {
  409: 'An attempt with the same Idempotency-Key is still running (`idempotency_key_in_use`, with Retry-After)',
  422: 'The Idempotency-Key was already used with another request: method, path or body (`idempotency_key_reused`)',
};

/**
 * The OpenAPI 3.1 document of every public route, generated from the route table and its zod
 * schemas, so the document cannot drift from what the gateway validates and returns.
 */
export function buildOpenApi(routes: RouteDef[], meta: { version: string; basePath: string }): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const parameters: unknown[] = [];
    const add = (schema: z.ZodTypeAny | undefined, where: 'path' | 'query' | 'header') => {
      if (!schema) return;
      const js = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
      for (const [name, s] of Object.entries(js.properties ?? {})) {
        parameters.push({ name, in: where, required: where === 'path' || (js.required ?? []).includes(name), schema: s });
      }
    };
    add(r.params, 'path');
    add(r.query, 'query');
    add(r.headers, 'header');
    if (r.idempotent) {
      // One documented header whatever the route's own schema spells (a route that requires the key keeps it required).
      const own = parameters.findIndex(
        (p) => (p as { in: string; name: string }).in === 'header' && (p as { name: string }).name.toLowerCase() === 'idempotency-key',
      );
      const required = own >= 0 && (parameters[own] as { required: boolean }).required;
      if (own >= 0) parameters.splice(own, 1);
      parameters.push({ ...IDEMPOTENCY_KEY_PARAMETER, required });
    }
    const responses: Record<string, unknown> = {};
    const replay = r.idempotent ? { headers: { 'Idempotency-Replay': IDEMPOTENCY_REPLAY_HEADER } } : {};
    for (const s of r.successStatuses) {
      responses[String(s)] =
        s === 204
          ? { description: STATUS_TEXT[s], ...replay }
          : { description: STATUS_TEXT[s] ?? 'Success', ...replay, content: { [r.contentType ?? 'application/json']: { schema: toSchema(r.response) } } };
    }
    // Every route may be refused its key or scope, or limited; a route that calls a service may pass its deadline.
    const always = [401, 403, 429, ...(r.target === 'gateway' ? [] : [504]), ...(r.idempotent ? [400, 409, 422] : [])];
    for (const s of [...new Set([...r.errorStatuses, ...always])].sort()) {
      const own = r.errorStatuses.includes(s) ? STATUS_TEXT[s] : undefined;
      const extra = r.idempotent ? IDEMPOTENCY_ERRORS[s] : undefined;
      const description = [own, extra].filter(Boolean).join('; or ') || STATUS_TEXT[s] || 'Error';
      responses[String(s)] = { description, content: { 'application/json': { schema: ERROR_SCHEMA, example: errorExample(r, s) } } };
    }
    const op: Record<string, unknown> = { operationId: r.operationId, summary: r.summary, tags: [r.tag], parameters, responses, 'x-grpc-method': r.target };
    const body = bodySchemaOf(r);
    if (r.body && body) op.requestBody = { required: !r.body.isOptional(), content: { 'application/json': { schema: toSchema(body, 'input') } } };
    (paths[openApiPath(r.path)] ??= {})[r.method] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Messaging Platform API',
      version: meta.version,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description: [
        'Project-scoped business messaging API. Every operation requires the X-API-Key header.',
        'Safe retries: every POST takes an optional Idempotency-Key header (1 to 255 characters, per project, kept 24 hours): a retry with the same key, method, path and body is answered the first answer with `Idempotency-Replay: true` and is never done twice; the same key with another request is 422; while the first attempt runs, 409 with Retry-After.',
        'Deadlines: an operation that does not finish within its deadline is answered 504; its outcome is then unknown (it may have been done). A retry with the same Idempotency-Key is safe: it is answered 409 with Retry-After while the first attempt still runs, then with that attempt’s outcome. A retry without a key may do the operation twice.',
      ].join('\n\n'),
    },
    // Relative to where the document is served; the served copy names the absolute {base_url}.
    servers: [{ url: meta.basePath, description: '{base_url}' }],
    components: { securitySchemes: { ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } } },
    security: [{ ApiKey: [] }],
    paths,
  };
}
