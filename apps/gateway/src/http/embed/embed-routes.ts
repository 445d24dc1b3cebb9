/**
 * The routes an inbox embed's page may call (decision 0017), under `{app_url}/embed/api`: three
 * routes of the {base_url} table (the conversations list, one conversation, a conversation's
 * messages), wrapped so the embed's scope is applied server-side, and three of its own (send a
 * reply, the workflow holding a conversation, hand off). Nothing else: an embed cannot assign,
 * start a conversation, write contact notes or reach any other route.
 */
import { fromStruct, toStruct } from '@platform/contracts';
import { conflict, DomainError, invalidArgument, notFound, resourceExhausted, validationFailed } from '@platform/errors';
import { z } from 'zod';
import { BASE_PATH } from '../surface';
import { conversation as conversationSchema } from '../../routes/contacts/schemas';
import type { RouteContext, RouteDef, RouteInput } from '../../routes/route';
import { maxChars, uuidParam, pagingOf } from '../../routes/schemas';
import type { ScopeType } from '../../embeds/inbox-embed';

/** Public path of the embed's API (below {app_url}). */
export const EMBED_API_PATH = '/embed/api';

/** The {base_url} routes an embed serves, by operationId. */
export const EMBED_TABLE_ROUTES = ['listConversations', 'getConversation', 'listMessages'] as const;

const CONVERSATION_NOT_FOUND = () => notFound('CONVERSATION_NOT_FOUND', 'Conversation not found');

type EmbedCaller = { kind: 'embed'; embedId: string; scopeType: ScopeType; scopeId: string };

function embedOf(ctx: RouteContext): EmbedCaller {
  if (ctx.caller.kind !== 'embed') throw new Error('embed route called without an embed');
  return ctx.caller;
}

const callOpts = (ctx: RouteContext, deadlineMs = 5_000) => ({ deadlineMs, requestId: ctx.requestId, traceContext: ctx.traceContext });

/** Most numbers a customer scope reads (pages of 100). */
const MAX_SCOPE_NUMBERS = 1000;

/**
 * The numbers the embed may see: undefined for a project scope (every number), the number for a
 * phone_number scope, the customer's numbers (read now, so a number moved to another customer leaves
 * the scope at once) for a customer scope.
 */
export async function scopeNumbers(ctx: RouteContext): Promise<string[] | undefined> {
  const e = embedOf(ctx);
  if (e.scopeType === 'project') return undefined;
  if (e.scopeType === 'phone_number') return [e.scopeId];
  const ids: string[] = [];
  for (let page = 1; ids.length < MAX_SCOPE_NUMBERS; page++) {
    const r = await ctx.clients.call(
      'messagingProxy',
      'ListPhoneNumbers',
      { project_id: ctx.projectId, phone_number_id: '', business_account_id: '', customer_id: e.scopeId, page: { page, per_page: 100 } },
      callOpts(ctx),
    );
    ids.push(...r.phone_numbers.map((n) => n.phone_number_id));
    if (r.phone_numbers.length < 100) break;
  }
  return ids;
}

/** A conversation of the embed's scope, or 404 exactly like an unknown one. */
export async function scopedConversation(ctx: RouteContext, conversationId: string) {
  const numbers = await scopeNumbers(ctx);
  const r = await ctx.clients.call('contacts', 'GetConversation', { project_id: ctx.projectId, conversation_id: conversationId }, callOpts(ctx));
  const c = r.conversation;
  if (!c || (numbers && !numbers.includes(c.phone_number_id))) throw CONVERSATION_NOT_FOUND();
  return c;
}

/** Rewrites a {base_url} paging block to the embed API's path, with the client's own filters. */
function embedPaging(
  path: string,
  query: Record<string, unknown>,
  paging: { cursors: { before: string | null; after: string | null }; next: string | null; previous: string | null },
) {
  const p = pagingOf(path, query, {
    before_cursor: paging.cursors.before ?? '',
    after_cursor: paging.cursors.after ?? '',
    has_older: paging.next !== null,
    has_newer: paging.previous !== null,
  });
  const move = (l: string | null) => (l === null ? null : `${EMBED_API_PATH}${l.slice(BASE_PATH.length)}`);
  return { ...p, next: move(p.next), previous: move(p.previous) };
}

type Input = RouteInput<unknown, unknown, unknown>;
type PagedBody = { data: unknown[]; paging: Parameters<typeof embedPaging>[2] };

/** The table's routes an embed serves, each with the scope applied around the route's own handler. */
export function scopedTableRoutes(table: RouteDef[]): RouteDef[] {
  const byId = (id: (typeof EMBED_TABLE_ROUTES)[number]) => {
    const r = table.find((x) => x.operationId === id);
    if (!r) throw new Error(`embed: route ${id} is not in the table`);
    return r;
  };
  const list = byId('listConversations');
  const one = byId('getConversation');
  const messages = byId('listMessages');
  const emptyPage = { body: { data: [], paging: { cursors: { before: null, after: null }, next: null, previous: null } } };
  return [
    {
      ...list,
      idempotent: false,
      summary: `${list.summary} Only the embed's scope: a customer's numbers or one number.`,
      async handle(input: Input, ctx) {
        const query = input.query as Record<string, unknown> & { phone_number_id?: string };
        const numbers = await scopeNumbers(ctx);
        let scoped = query;
        if (numbers) {
          if (numbers.length === 0 || (query.phone_number_id !== undefined && !numbers.includes(query.phone_number_id))) return emptyPage;
          scoped = { ...query, phone_number_ids: numbers };
        }
        const reply = await list.handle({ ...input, query: scoped }, ctx);
        const body = reply.body as PagedBody;
        return { ...reply, body: { ...body, paging: embedPaging('/messaging/conversations', query, body.paging) } };
      },
    },
    {
      ...one,
      async handle(input: Input, ctx) {
        const { conversation_id } = input.params as { conversation_id: string };
        return { body: { data: await scopedConversation(ctx, conversation_id) } };
      },
    },
    {
      ...messages,
      summary: 'A conversation’s messages, newest first (conversation_id is required in an embed).',
      async handle(input: Input, ctx) {
        const query = input.query as Record<string, unknown> & { conversation_id?: string };
        if (!query.conversation_id) throw validationFailed('conversation_id is required: an inbox embed reads one conversation’s messages at a time');
        const c = await scopedConversation(ctx, query.conversation_id);
        const reply = await messages.handle({ ...input, query: { ...query, phone_number_id: c.phone_number_id } }, ctx);
        const body = reply.body as PagedBody;
        return { ...reply, body: { ...body, paging: embedPaging('/messaging/messages', query, body.paging) } };
      },
    },
  ];
}

// ---- the embed's own routes -------------------------------------------------------------------

/** A strict object: an unknown field is refused (400), even inside the unions below (decision 0010). */
const obj = <T extends z.ZodRawShape>(shape: T) => z.object(shape).strict();
const https = z
  .string()
  .max(2048)
  .url()
  .regex(/^https:\/\//, 'must be an https URL');
const media = obj({ link: https, caption: maxChars(1024).optional() });
const text = (max: number) => obj({ text: maxChars(max, 1) });
const interactiveCommon = { header: obj({ type: z.literal('text'), text: maxChars(60, 1) }).optional(), body: text(1024), footer: text(60).optional() };

const interactive = z.discriminatedUnion('type', [
  obj({
    type: z.literal('button'),
    ...interactiveCommon,
    action: obj({
      buttons: z
        .array(obj({ type: z.literal('reply'), reply: obj({ id: maxChars(256, 1), title: maxChars(20, 1) }) }))
        .min(1)
        .max(3),
    }),
  }),
  obj({
    type: z.literal('list'),
    ...interactiveCommon,
    action: obj({
      button: maxChars(20, 1),
      sections: z
        .array(
          obj({
            title: maxChars(24, 1).optional(),
            rows: z
              .array(obj({ id: maxChars(200, 1), title: maxChars(24, 1), description: maxChars(72).optional() }))
              .min(1)
              .max(10),
          }),
        )
        .min(1)
        .max(10),
    }),
  }),
  obj({
    type: z.literal('cta_url'),
    ...interactiveCommon,
    action: obj({ name: z.literal('cta_url'), parameters: obj({ display_text: maxChars(20, 1), url: https }) }),
  }),
]);

/** A reply: text, media by https link (image, video, audio, document) or interactive (buttons, list, URL button). */
const replyBody = obj({
  message: z.discriminatedUnion('type', [
    obj({ type: z.literal('text'), text: obj({ body: maxChars(4096, 1), preview_url: z.boolean().optional() }) }),
    obj({ type: z.literal('image'), image: media }),
    obj({ type: z.literal('video'), video: media }),
    obj({ type: z.literal('audio'), audio: obj({ link: https }) }),
    obj({ type: z.literal('document'), document: media.extend({ filename: maxChars(240, 1).optional() }) }),
    obj({ type: z.literal('interactive'), interactive }),
  ]),
});

const idempotencyHeader = z.object({
  'idempotency-key': z
    .string({ required_error: 'is required: a retry with the same key never sends twice' })
    .regex(/^[\x21-\x7e]{1,100}$/, 'must be 1 to 100 printable ASCII characters without spaces'),
});

const conversationParams = z.object({ conversation_id: uuidParam });

const execution = z.object({ id: z.string(), workflow_id: z.string(), status: z.enum(['running', 'waiting', 'handoff', 'ended', 'failed']) }).nullable();

/** The execution holding a conversation (decision 0726's rule), or null. */
async function ownerOf(ctx: RouteContext, c: { phone_number_id: string; id: string }) {
  const r = await ctx.clients.call(
    'workflowsAgent',
    'GetConversationOwner',
    { project_id: ctx.projectId, phone_number_id: c.phone_number_id, conversation_id: c.id },
    callOpts(ctx),
  );
  const e = r.execution;
  return e ? { id: e.id, workflow_id: e.workflow_id, status: e.status as 'running' | 'waiting' | 'handoff' | 'ended' | 'failed' } : null;
}

const held = (e: { status: string } | null) => e !== null && (e.status === 'running' || e.status === 'waiting');

function embedRoute(def: Omit<RouteDef, 'deadlineMs' | 'idempotent' | 'target' | 'successStatuses' | 'errorStatuses'> & Partial<RouteDef>): RouteDef {
  return {
    deadlineMs: 10_000,
    idempotent: false,
    target: 'gateway',
    successStatuses: [200],
    errorStatuses: [400, 404, 409],
    file: 'http/embed/embed-routes.ts',
    ...def,
  };
}

/** Send a reply, read the workflow holding a conversation, hand it off: routes only an embed has. */
export function embedOwnRoutes(): RouteDef[] {
  return [
    embedRoute({
      method: 'post',
      path: '/messaging/conversations/:conversation_id/messages',
      operationId: 'embedSendReply',
      summary:
        'Send a reply in a conversation of the scope through the guarded send path (opt-out, funding, thread ownership, at most once per Idempotency-Key). Refused (409) while a workflow handles the conversation: hand it off first.',
      tag: 'Inbox embed',
      params: conversationParams,
      headers: idempotencyHeader,
      body: replyBody,
      response: z.object({ data: z.object({ wamid: z.string(), status: z.literal('accepted') }) }),
      successStatuses: [201],
      errorStatuses: [400, 402, 404, 409, 422, 502, 503],
      async handle(input, ctx) {
        const { conversation_id } = input.params as { conversation_id: string };
        const key = (input.headers as Record<string, string>)['idempotency-key'];
        const { message } = input.body as z.infer<typeof replyBody>;
        const c = await scopedConversation(ctx, conversation_id);
        if (held(await ownerOf(ctx, c))) throw conflict('A workflow handles this conversation: hand it off before replying', { code: 'workflow_active' });
        const to = c.phone_number ? { to: c.phone_number } : { recipient: c.business_scoped_user_id ?? '' };
        const r = await ctx.clients.call(
          'messagingProxy',
          'SendMessage',
          {
            project_id: ctx.projectId,
            phone_number_id: c.phone_number_id,
            message: toStruct({ messaging_product: 'whatsapp', recipient_type: 'individual', ...to, ...message }),
            idempotency_key: `embed:${embedOf(ctx).embedId}:${key}`,
            take_control: false,
            source: `inbox_embed:${embedOf(ctx).embedId}`,
          },
          callOpts(ctx, 10_000),
        );
        if (r.accepted || (r.code === 'duplicate_send' && r.wamid)) return { status: 201, body: { data: { wamid: r.wamid, status: 'accepted' } } };
        throw refusalOf(r);
      },
    }),
    embedRoute({
      method: 'get',
      path: '/messaging/conversations/:conversation_id/workflow',
      operationId: 'embedConversationWorkflow',
      summary: 'The workflow execution holding a conversation of the scope (running or waiting: replies wait for a handoff), or null.',
      tag: 'Inbox embed',
      params: conversationParams,
      response: z.object({ data: z.object({ execution, conversation: conversationSchema }) }),
      async handle(input, ctx) {
        const c = await scopedConversation(ctx, (input.params as { conversation_id: string }).conversation_id);
        return { body: { data: { execution: await ownerOf(ctx, c), conversation: c } } };
      },
    }),
    embedRoute({
      method: 'post',
      path: '/messaging/conversations/:conversation_id/handoff',
      operationId: 'embedHandoff',
      summary:
        'Hand a conversation of the scope over from its workflow to a person: the running or waiting execution moves to handoff. Already handed off: unchanged. No workflow: 409.',
      tag: 'Inbox embed',
      params: conversationParams,
      response: z.object({ data: z.object({ execution }) }),
      async handle(input, ctx) {
        const c = await scopedConversation(ctx, (input.params as { conversation_id: string }).conversation_id);
        const owner = await ownerOf(ctx, c);
        if (!owner) throw conflict('No workflow handles this conversation: there is nothing to hand off', { code: 'no_workflow' });
        if (owner.status === 'handoff') return { body: { data: { execution: owner } } };
        const r = await ctx.clients.call(
          'workflowsAgent',
          'UpdateWorkflowExecutionStatus',
          { project_id: ctx.projectId, execution_id: owner.id, status: 'handoff' },
          callOpts(ctx),
        );
        const e = r.execution!;
        return { body: { data: { execution: { id: e.id, workflow_id: e.workflow_id, status: e.status } } } };
      },
    }),
  ];
}

/** A send the platform or the upstream refused, as the error the page shows (status and code of the send path). */
function refusalOf(r: { http_status: number; code: string; body?: unknown; upstream_error_code: number }): DomainError {
  const body = (r.body ? fromStruct(r.body as never) : {}) as { error?: unknown };
  const err = body.error;
  const text =
    typeof err === 'string'
      ? err
      : err && typeof err === 'object' && typeof (err as { message?: unknown }).message === 'string'
        ? `The upstream refused the message (${r.upstream_error_code}): ${(err as { message: string }).message}`
        : 'The message was not sent';
  const fields = { code: r.code || (r.upstream_error_code ? String(r.upstream_error_code) : 'send_refused') };
  const status = r.http_status;
  if (status === 402) return new DomainError({ reason: 'PAYMENT_REQUIRED', code: 9, message: text, fields });
  if (status === 409) return conflict(text, fields);
  if (status === 422) return validationFailed(text, fields);
  if (status === 400) return invalidArgument('SEND_REFUSED', text, fields);
  if (status === 429) return resourceExhausted('SEND_THROTTLED', text, fields);
  if (status === 503) return new DomainError({ reason: 'UNKNOWN', code: 14, message: text, fields });
  return new DomainError({ reason: 'UPSTREAM_FAILED', code: 2, message: text, fields });
}
