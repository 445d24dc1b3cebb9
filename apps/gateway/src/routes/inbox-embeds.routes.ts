import { z } from 'zod';
import { pageMeta as pageMetaOf } from '@platform/contracts';
import { isDomainError, validationFailed } from '@platform/errors';
import { isUuid } from '@platform/grpc';
import {
  DEFAULT_MODES,
  LANGUAGE_TAG,
  MAX_ALLOWED_ORIGINS,
  normalizeOrigins,
  SCOPE_TYPES,
  statusOf,
  type InboxEmbedRecord,
  type ScopeType,
} from '../embeds/inbox-embed';
import type { InboxEmbedsUsecase } from '../usecases/inbox-embeds.usecase';
import { localRoute, routesOf, type RouteContext, type RouteDef } from './route';
import { digitsParam, maxChars, pageMeta, pageQuery, uuidParam } from './schemas';

const iso = z.string().datetime();

const embed = z.object({
  id: z.string().uuid(),
  name: z.string(),
  scope_type: z.enum(SCOPE_TYPES).describe('project: every conversation; customer: those of the customer’s numbers; phone_number: those of one number.'),
  scope_id: z.string().describe('The project id, the customer id or the phone_number_id.'),
  scope_name: z.string().describe('The scope’s name when the embed was created.'),
  status: z.enum(['active', 'revoked', 'expired']),
  allowed_origins: z.array(z.string()).describe('Origins that may frame the page (CSP frame-ancestors) and call its API (CORS).'),
  default_mode: z.enum(DEFAULT_MODES),
  language: z.string().describe('BCP 47 tag of the page (`<html lang>`).'),
  expires_at: iso.nullable(),
  last_used_at: iso.nullable().describe('Last page load or API call, recorded at most once a minute.'),
  revoked_at: iso.nullable(),
  created_at: iso,
  updated_at: iso,
});

const embedWithToken = embed.extend({
  token: z.string().describe('The embed’s token (emb_...). Shown only in this answer; only its SHA-256 is stored.'),
  embed_url: z.string().describe('{app_url}/embed/{token}: the page to put in an iframe. Shown only in this answer.'),
});

/** The shape of an allowed origin (parseOrigin in embeds/inbox-embed.ts decides, and normalizes). */
const ORIGIN_SHAPE = /^(https:\/\/(\*\.)?([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}|http:\/\/localhost)(:[1-9][0-9]{0,4})?\/?$/;
const origins = z
  .array(z.string().max(253).regex(ORIGIN_SHAPE, 'must be an origin: https://host[:port], https://*.example.com or http://localhost[:port], no path'))
  .min(1)
  .max(MAX_ALLOWED_ORIGINS);
const language = z.string().regex(LANGUAGE_TAG, 'must be a BCP 47 language tag (en, pt-BR)');
const future = z.string().datetime({ offset: true });

const createBody = z.object({
  inbox_embed: z.object({
    name: maxChars(200, 1),
    scope_type: z.enum(SCOPE_TYPES),
    scope_id: z.string().min(1).max(64).optional().describe('The customer id or phone_number_id; for a project scope, the project id (or omitted).'),
    allowed_origins: origins.describe(
      `1 to ${MAX_ALLOWED_ORIGINS} origins: https://host[:port], https://*.example.com (its subdomains) or http://localhost[:port]; no paths.`,
    ),
    default_mode: z.enum(DEFAULT_MODES).default('system'),
    language: language.default('en'),
    expires_at: future.optional().describe('When the token stops working (401 from then); never when absent.'),
  }),
});

const patchBody = z.object({
  inbox_embed: z.object({
    name: maxChars(200, 1).optional(),
    allowed_origins: origins.optional(),
    default_mode: z.enum(DEFAULT_MODES).optional(),
    language: language.optional(),
    expires_at: future.nullable().optional().describe('null: never expires.'),
  }),
});

const listQuery = pageQuery.extend({
  status: z.enum(['active', 'revoked', 'expired']).optional(),
  scope_type: z.enum(SCOPE_TYPES).optional(),
  scope_id: z.string().min(1).max(64).optional(),
});

const embedParams = z.object({ inbox_embed_id: uuidParam });

const scopeNotFound = (t: ScopeType) =>
  validationFailed(`scope_id: no ${t === 'customer' ? 'customer' : t === 'phone_number' ? 'phone number' : 'project'} with this id in the project`, {
    code: 'scope_not_found',
  });

/**
 * The scope's id and name, read from its owner: the project itself, a customer (messaging-proxy) or a
 * phone number (messaging-proxy). Another project's customer or number answers exactly like an
 * unknown one (422 `scope_not_found`).
 */
async function resolveScope(type: ScopeType, id: string | undefined, ctx: RouteContext, embeds: InboxEmbedsUsecase): Promise<{ id: string; name: string }> {
  const opts = { deadlineMs: 5_000, requestId: ctx.requestId, traceContext: ctx.traceContext };
  const missing = (err: unknown) => {
    if (isDomainError(err) && err.code === 5) throw scopeNotFound(type);
    throw err;
  };
  if (type === 'project') {
    if (id !== undefined && id !== ctx.projectId) throw scopeNotFound(type);
    return { id: ctx.projectId, name: await embeds.projectName(ctx.projectId) };
  }
  if (id === undefined) throw validationFailed(`scope_id is required for a ${type} scope`, { code: 'scope_not_found' });
  if (type === 'customer') {
    if (!isUuid(id)) throw scopeNotFound(type);
    const r = await ctx.clients.call('messagingProxy', 'GetCustomer', { project_id: ctx.projectId, customer_id: id }, opts).catch(missing);
    return { id, name: r!.customer?.name ?? '' };
  }
  if (!digitsParam.safeParse(id).success) throw scopeNotFound(type);
  const r = await ctx.clients.call('messagingProxy', 'GetPhoneNumber', { project_id: ctx.projectId, phone_number_id: id }, opts).catch(missing);
  const n = r!.phone_number;
  return { id, name: n?.display_phone_number || n?.name || id };
}

/**
 * `/inbox_embeds`: the project's inbox embeds (decision 0017), answered by the gateway itself: list,
 * create (token and URL shown once), read, change (never the scope) and revoke.
 */
export function inboxEmbedRoutes(embeds: InboxEmbedsUsecase, now: () => Date): RouteDef[] {
  const wire = (e: InboxEmbedRecord) => ({ ...e, status: statusOf(e, now()) });
  return routesOf('inbox-embeds.routes.ts', [
    localRoute({
      method: 'get',
      path: '/inbox_embeds',
      operationId: 'listInboxEmbeds',
      summary: 'List the project’s inbox embeds, most recent first; filters status, scope_type, scope_id. Tokens are never shown.',
      tag: 'Inbox embeds',
      query: listQuery,
      response: z.object({ data: z.array(embed), meta: pageMeta }),
      async handle({ query }, ctx) {
        const { items, total } = await embeds.list(
          ctx.projectId,
          { status: query.status, scopeType: query.scope_type, scopeId: query.scope_id },
          query.page,
          query.per_page,
        );
        return { body: { data: items.map(wire), meta: pageMetaOf(query.page, query.per_page, total) } };
      },
    }),
    localRoute({
      method: 'post',
      path: '/inbox_embeds',
      operationId: 'createInboxEmbed',
      summary:
        'Create an inbox embed: a page at embed_url showing the scope’s conversations, framed only by allowed_origins. The token and embed_url are shown only in this answer.',
      tag: 'Inbox embeds',
      body: createBody,
      response: z.object({ data: embedWithToken }),
      successStatuses: [201],
      errorStatuses: [400, 422],
      async handle({ body }, ctx) {
        const b = body.inbox_embed;
        const o = normalizeOrigins(b.allowed_origins);
        if (!o.ok) throw validationFailed(o.message, { code: 'invalid_origin' });
        const scope = await resolveScope(b.scope_type, b.scope_id, ctx, embeds);
        const issued = await embeds.create(
          ctx.projectId,
          {
            name: b.name,
            scopeType: b.scope_type,
            scopeId: scope.id,
            scopeName: scope.name,
            allowedOrigins: o.origins,
            defaultMode: b.default_mode,
            language: b.language,
            expiresAt: b.expires_at ? new Date(b.expires_at) : null,
          },
          ctx.caller,
        );
        return { status: 201, body: { data: { ...wire(issued.embed), token: issued.token, embed_url: issued.embedUrl } } };
      },
    }),
    localRoute({
      method: 'get',
      path: '/inbox_embeds/:inbox_embed_id',
      operationId: 'getInboxEmbed',
      summary: 'Read an inbox embed (never its token).',
      tag: 'Inbox embeds',
      params: embedParams,
      response: z.object({ data: embed }),
      errorStatuses: [400, 404],
      async handle({ params }, ctx) {
        return { body: { data: wire(await embeds.get(ctx.projectId, params.inbox_embed_id)) } };
      },
    }),
    localRoute({
      method: 'patch',
      path: '/inbox_embeds/:inbox_embed_id',
      operationId: 'updateInboxEmbed',
      summary: 'Change an inbox embed’s name, allowed origins, default mode, language or expiry; the scope cannot change. A revoked embed is 409.',
      tag: 'Inbox embeds',
      params: embedParams,
      body: patchBody,
      response: z.object({ data: embed }),
      errorStatuses: [400, 404, 409, 422],
      async handle({ params, body }, ctx) {
        const b = body.inbox_embed;
        let allowedOrigins: string[] | undefined;
        if (b.allowed_origins) {
          const o = normalizeOrigins(b.allowed_origins);
          if (!o.ok) throw validationFailed(o.message, { code: 'invalid_origin' });
          allowedOrigins = o.origins;
        }
        const changed = await embeds.update(ctx.projectId, params.inbox_embed_id, {
          name: b.name,
          allowedOrigins,
          defaultMode: b.default_mode,
          language: b.language,
          expiresAt: b.expires_at === undefined ? undefined : b.expires_at === null ? null : new Date(b.expires_at),
        });
        return { body: { data: wire(changed) } };
      },
    }),
    localRoute({
      method: 'delete',
      path: '/inbox_embeds/:inbox_embed_id',
      operationId: 'revokeInboxEmbed',
      summary:
        'Revoke an inbox embed: its page and API answer 401 from now on, on every gateway. It is kept (status revoked); revoking again answers it unchanged.',
      tag: 'Inbox embeds',
      params: embedParams,
      response: z.object({ data: embed }),
      errorStatuses: [400, 404],
      async handle({ params }, ctx) {
        return { body: { data: wire(await embeds.revoke(ctx.projectId, params.inbox_embed_id)) } };
      },
    }),
  ]);
}
