import { z } from 'zod';
import type { Clock } from '@platform/runtime';
import { apiKeyToWire } from '../keys/api-key.wire';
import { SCOPES } from '../keys/scopes';
import { DEFAULT_GRACE_SECONDS, MAX_GRACE_SECONDS, type ApiKeysUsecase } from '../usecases/api-keys.usecase';
import { localRoute, routesOf, type RouteDef } from './route';
import { uuidParam } from './schemas';

const iso = z.string().datetime();

const apiKey = z.object({
  id: z.string().uuid(),
  name: z.string(),
  display_prefix: z.string().describe('First characters of the secret (mpk_ and four more).'),
  last_four: z.string().nullable().describe('Last four characters of the secret; null for keys issued before they were kept.'),
  scopes: z.array(z.enum(SCOPES)),
  status: z.enum(['active', 'rotating', 'expired', 'revoked']).describe('rotating: replaced, still accepted until expires_at.'),
  created_at: iso,
  created_by_key_id: z.string().uuid().nullable().describe('The key that created it; null for the admin CLI and a project’s first key.'),
  last_used_at: iso.nullable().describe('Last authenticated request, recorded within seconds (batched).'),
  expires_at: iso.nullable().describe('End of the grace period of a rotated key.'),
  replaced_by_key_id: z.string().uuid().nullable().describe('The key that replaced it on rotation.'),
  revoked_at: iso.nullable(),
  mcp_approvals_waived: z
    .boolean()
    .describe('The key runs MCP tools that send, delete, change webhooks or spend credits without an approval (decision 0029); set at creation only.'),
});

const apiKeyWithSecret = apiKey.extend({
  secret: z.string().describe('The API key (mpk_...). Shown only in this answer; only its SHA-256 is stored.'),
});

const keyParams = z.object({ api_key_id: uuidParam });

const createBody = z.object({
  api_key: z.object({
    name: z.string().trim().min(1).max(200),
    scopes: z.array(z.enum(SCOPES)).min(1).max(SCOPES.length).describe('What the key may do (decision 0011); never more than the key that creates it.'),
    mcp_approvals_waived: z
      .boolean()
      .optional()
      .describe(
        'true: the MCP server runs this key’s tool calls that send messages, delete, change webhooks or spend credits without asking a person (decision 0029). Only a caller with the full scope may set it; default false; kept on rotation.',
      ),
  }),
});

const rotateBody = z
  .object({
    grace_period_seconds: z
      .number()
      .int()
      .min(0)
      .max(MAX_GRACE_SECONDS)
      .optional()
      .describe(`How long the old secret keeps working, 0 to 86400 (24 hours); default ${DEFAULT_GRACE_SECONDS}.`),
  })
  .optional();

/**
 * `/api_keys`: the project's API keys (decision 0011), answered by the gateway itself: list, create
 * (the secret shown once), read, rotate (a successor, the old secret working for a grace period) and
 * revoke. The caller's key bounds what it may create or change.
 */
export function apiKeyRoutes(keys: ApiKeysUsecase, clock: Clock): RouteDef[] {
  const wire = (k: Parameters<typeof apiKeyToWire>[0]) => apiKeyToWire(k, clock.now());
  return routesOf('api-keys.routes.ts', [
    localRoute({
      method: 'get',
      path: '/api_keys',
      operationId: 'listApiKeys',
      summary: 'List the project’s API keys (active, rotating, expired and revoked), most recent first; secrets are never shown.',
      tag: 'API keys',
      response: z.object({ data: z.array(apiKey) }),
      async handle(_input, ctx) {
        return { body: { data: (await keys.list(ctx.projectId)).map(wire) } };
      },
    }),
    localRoute({
      method: 'post',
      path: '/api_keys',
      operationId: 'createApiKey',
      summary: 'Create an API key with the given scopes (no wider than the calling key); the secret is shown only in this answer.',
      tag: 'API keys',
      body: createBody,
      response: z.object({ data: apiKeyWithSecret }),
      successStatuses: [201],
      errorStatuses: [400, 403],
      async handle({ body }, ctx) {
        const issued = await keys.create(
          ctx.projectId,
          { name: body.api_key.name, scopes: body.api_key.scopes, mcpApprovalsWaived: body.api_key.mcp_approvals_waived },
          ctx.caller,
        );
        return { status: 201, body: { data: { ...wire(issued.key), secret: issued.secret } } };
      },
    }),
    localRoute({
      method: 'get',
      path: '/api_keys/:api_key_id',
      operationId: 'getApiKey',
      summary: 'Read an API key (never its secret).',
      tag: 'API keys',
      params: keyParams,
      response: z.object({ data: apiKey }),
      errorStatuses: [400, 404],
      async handle({ params }, ctx) {
        return { body: { data: wire(await keys.get(ctx.projectId, params.api_key_id)) } };
      },
    }),
    localRoute({
      method: 'post',
      path: '/api_keys/:api_key_id/rotate',
      operationId: 'rotateApiKey',
      summary:
        'Rotate an API key: a new key with the same name and scopes (its secret shown only here); the old secret keeps working for grace_period_seconds.',
      tag: 'API keys',
      params: keyParams,
      body: rotateBody,
      response: z.object({ data: apiKeyWithSecret.extend({ previous_key: apiKey.describe('The rotated key, now ending its grace period.') }) }),
      successStatuses: [201],
      errorStatuses: [400, 403, 404, 409],
      async handle({ params, body }, ctx) {
        const grace = body?.grace_period_seconds ?? DEFAULT_GRACE_SECONDS;
        const r = await keys.rotate(ctx.projectId, params.api_key_id, grace, ctx.caller);
        return { status: 201, body: { data: { ...wire(r.key), secret: r.secret, previous_key: wire(r.previous) } } };
      },
    }),
    localRoute({
      method: 'delete',
      path: '/api_keys/:api_key_id',
      operationId: 'revokeApiKey',
      summary: 'Revoke an API key at once: this gateway refuses it from now, every other replica within its revalidation interval (about 1 s, 5 s at most).',
      tag: 'API keys',
      params: keyParams,
      response: z.object({ data: apiKey }),
      errorStatuses: [400, 403, 404, 409],
      async handle({ params }, ctx) {
        return { body: { data: wire(await keys.revoke(ctx.projectId, params.api_key_id, ctx.caller)) } };
      },
    }),
  ]);
}
