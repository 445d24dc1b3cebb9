/**
 * The routes an inbox embed's page may call (decision 0017), under `{app_url}/embed/api`: four
 * routes of the {base_url} table (the conversations list and its counts per status, one conversation,
 * a conversation's messages), wrapped so the embed's scope is applied server-side, and three more of the table run
 * on a conversation of the scope (send a reply, the workflow holding a conversation, hand off;
 * decision 0023). Nothing else: an embed cannot assign, start a conversation, take a thread, write
 * contact notes or reach any other route.
 */
import { notFound, validationFailed } from '@platform/errors';
import { BASE_PATH } from '../surface';
import { replyHandlers } from '../../routes/contacts/conversation-replies';
import type { RouteContext, RouteDef, RouteInput } from '../../routes/route';
import { pagingOf } from '../../routes/schemas';
import type { ScopeType } from '../../embeds/inbox-embed';

/** Public path of the embed's API (below {app_url}). */
export const EMBED_API_PATH = '/embed/api';

/** The {base_url} routes an embed serves, by operationId. */
export const EMBED_TABLE_ROUTES = ['listConversations', 'countConversations', 'getConversation', 'listMessages'] as const;

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
  const counts = byId('countConversations');
  const one = byId('getConversation');
  const messages = byId('listMessages');
  const emptyPage = { body: { data: [], paging: { cursors: { before: null, after: null }, next: null, previous: null } } };
  /** The list's query narrowed to the scope's numbers; null when nothing of the scope can match. */
  const scopedQuery = async (input: Input, ctx: RouteContext): Promise<Record<string, unknown> | null> => {
    const query = input.query as Record<string, unknown> & { phone_number_id?: string };
    const numbers = await scopeNumbers(ctx);
    if (!numbers) return query;
    if (numbers.length === 0 || (query.phone_number_id !== undefined && !numbers.includes(query.phone_number_id))) return null;
    return { ...query, phone_number_ids: numbers };
  };
  return [
    {
      ...list,
      idempotent: false,
      summary: `${list.summary} Only the embed's scope: a customer's numbers or one number.`,
      async handle(input: Input, ctx) {
        const scoped = await scopedQuery(input, ctx);
        if (!scoped) return emptyPage;
        const reply = await list.handle({ ...input, query: scoped }, ctx);
        const body = reply.body as PagedBody;
        return { ...reply, body: { ...body, paging: embedPaging('/messaging/conversations', input.query as Record<string, unknown>, body.paging) } };
      },
    },
    {
      ...counts,
      summary: `${counts.summary} Only the embed's scope: a customer's numbers or one number (no \`mine\`: an embed is no person).`,
      async handle(input: Input, ctx) {
        const scoped = await scopedQuery(input, ctx);
        if (!scoped) return { body: { data: { open: 0, pending: 0, resolved: 0, snoozed: 0, unassigned: 0, mine: null, total: 0 } } };
        return counts.handle({ ...input, query: scoped }, ctx);
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

// ---- the conversation's own routes, on the embed's scope ------------------------------------

/** The table's reply, workflow and handoff routes an embed serves, by operationId → the embed's operationId. */
const EMBED_OWN_ROUTES = {
  sendConversationMessage: 'embedSendReply',
  getConversationWorkflow: 'embedConversationWorkflow',
  startConversationHandoff: 'embedHandoff',
} as const;

/**
 * Send a reply, read the workflow holding a conversation, hand it off: the table's routes (same
 * schemas, same handlers, decision 0023) run on a conversation of the embed's scope. The handlers
 * refuse templates and reactions for an embed (422: it sends text, media and interactive only).
 */
export function embedOwnRoutes(table: RouteDef[]): RouteDef[] {
  const handlers = replyHandlers(scopedConversation);
  const byHandler = { sendConversationMessage: handlers.send, getConversationWorkflow: handlers.workflow, startConversationHandoff: handlers.handoff };
  return (Object.keys(EMBED_OWN_ROUTES) as Array<keyof typeof EMBED_OWN_ROUTES>).map((id) => {
    const r = table.find((x) => x.operationId === id);
    if (!r) throw new Error(`embed: route ${id} is not in the table`);
    return {
      ...r,
      operationId: EMBED_OWN_ROUTES[id],
      tag: 'Inbox embed',
      summary: `${r.summary} Only conversations of the embed’s scope.`,
      file: 'http/embed/embed-routes.ts',
      // The send path's key (namespaced per embed) makes a reply at most once; the embed API keeps no replay store.
      idempotent: false,
      handle: byHandler[id],
    };
  });
}
