import type { z } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';
import type { RouteDef } from './route';

type JsonSchema = Record<string, unknown>;

const toSchema = (s: z.ZodTypeAny, io: 'input' | 'any' = 'any'): JsonSchema => {
  const { $schema: _drop, ...rest } = zodToJsonSchema(s, { target: 'openApi3', $refStrategy: 'none', effectStrategy: io }) as JsonSchema;
  return rest;
};

/** `/a/:id/b` → `/a/{id}/b`. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

const ERROR_SCHEMA = { type: 'object', required: ['error'], properties: { error: { type: 'string' } }, additionalProperties: true };

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
    const responses: Record<string, unknown> = {};
    for (const s of r.successStatuses) {
      responses[String(s)] =
        s === 204
          ? { description: STATUS_TEXT[s] }
          : { description: STATUS_TEXT[s] ?? 'Success', content: { 'application/json': { schema: toSchema(r.response) } } };
    }
    for (const s of [...new Set([...r.errorStatuses, 401, 403, 429])].sort()) {
      responses[String(s)] = { description: STATUS_TEXT[s] ?? 'Error', content: { 'application/json': { schema: ERROR_SCHEMA } } };
    }
    const op: Record<string, unknown> = { operationId: r.operationId, summary: r.summary, tags: [r.tag], parameters, responses, 'x-grpc-method': r.target };
    if (r.body) op.requestBody = { required: !r.body.isOptional(), content: { 'application/json': { schema: toSchema(r.body, 'input') } } };
    (paths[openApiPath(r.path)] ??= {})[r.method] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Messaging Platform API',
      version: meta.version,
      description: 'Project-scoped business messaging API. Every operation requires the X-API-Key header.',
    },
    components: { securitySchemes: { ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } } },
    security: [{ ApiKey: [] }],
    paths,
  };
}
