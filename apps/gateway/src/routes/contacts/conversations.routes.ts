import { invalidArgument, permissionDenied, validationFailed } from '@platform/errors';
import { z } from 'zod';
import { grpcRoute, localRoute, routesOf, type RouteContext, type RouteDef, type RouteInput } from '../route';
import { cursorPaging, digitsParam, uuidParam, cursorQuery, isoFilter, maxChars, pagingOf, queryFlag } from '../schemas';
import { contractObject } from '../contract-schema';
import { conversation, phoneFilter } from './schemas';
import { controlThread, holdingExecution, projectConversation, replyHandlers } from './conversation-replies';
import { replyBody, replyIdempotencyHeader } from './reply-message';

/** Contact-property filters at once (spec 8). */
const MAX_PROPERTY_FILTERS = 3;

const propertyFilter = z
  .string()
  .max(1100)
  .regex(/^[A-Za-z0-9_.-]{1,64}:[^]{0,1024}$/, 'must be key:value (key of letters, digits, _ . -)');

/** The inbox filters of the list and the counts (decision 0507). */
const inboxFilters = {
  inbox_status: z.enum(['open', 'pending', 'resolved', 'snoozed']).optional(),
  assignee: z
    .union([z.enum(['me', 'unassigned']), z.string().uuid({ message: 'must be me, unassigned or a user id' })])
    .optional()
    .describe('me (a signed-in person only), unassigned or a user id.'),
  q: maxChars(100, 1).optional().describe('Part of the contact’s name (any case) or phone number.'),
  unread: queryFlag.describe('Only conversations with messages the signed-in person has not read (a person only).'),
};

const filterFields = z.object({
  phone_number_id: digitsParam.optional(),
  phone_number: phoneFilter.optional().describe('The contact’s phone number.'),
  status: z.enum(['active', 'ended']).optional(),
  last_active_since: isoFilter.optional(),
  last_active_until: isoFilter.optional(),
  property: z
    .union([propertyFilter, z.array(propertyFilter)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .describe(`Contact property filter key:value (or contact_property[key]=value), repeatable up to ${MAX_PROPERTY_FILTERS} times in all (all must match).`),
  ...inboxFilters,
});

/**
 * `contact_property[<key>]=<value>` (the inbox's spelling) folded into `property=<key>:<value>`: the
 * query parser leaves the brackets in the parameter's name.
 */
function foldContactProperties(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object') return raw;
  const out: Record<string, unknown> = {};
  const folded: unknown[] = [];
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    const m = /^contact_property\[([^\]]*)\]$/.exec(k);
    if (!m) out[k] = v;
    else for (const one of Array.isArray(v) ? v : [v]) folded.push(typeof one === 'string' ? `${m[1]}:${one}` : one);
  }
  if (folded.length) out.property = [...(out.property === undefined ? [] : Array.isArray(out.property) ? out.property : [out.property]), ...folded];
  return out;
}

const filterQuery = z.preprocess(foldContactProperties, filterFields);

const conversationsQuery = z.preprocess(foldContactProperties, filterFields.extend(cursorQuery));

/** The conversation's path id. */
const conversationParams = z.object({ conversation_id: uuidParam });

/** The list's and the counts' filters as the RPC takes them: `me` is the signed-in person (400 for an API key). */
function filtersOf(query: z.infer<typeof filterQuery>, ctx: RouteContext) {
  if (query.property.length > MAX_PROPERTY_FILTERS)
    throw invalidArgument('TOO_MANY_FILTERS', `at most ${MAX_PROPERTY_FILTERS} contact property filters at once`);
  const { property, assignee, unread, ...rest } = query;
  if (assignee === 'me' && ctx.caller.kind !== 'user')
    throw invalidArgument('INVALID_ASSIGNEE', 'assignee=me needs a signed-in person; an API key names a user id');
  if (unread && ctx.caller.kind !== 'user') throw invalidArgument('INVALID_ARGUMENT', 'unread=true needs a signed-in person (unread is per person)');
  return {
    project_id: ctx.projectId,
    ...rest,
    assignee: assignee === 'me' && ctx.caller.kind === 'user' ? ctx.caller.userId : assignee,
    unread: unread || undefined,
    property_filters: property.map((p) => ({ key: p.slice(0, p.indexOf(':')), value: p.slice(p.indexOf(':') + 1) })),
  };
}

/** The project's people as the inbox needs them (the gateway's people, decision 0014). */
export interface InboxPeople {
  /** Who may be assigned: an active member of the project. */
  isActiveMember(projectId: string, userId: string): Promise<boolean>;
  /** The name shown beside a person's notes. */
  nameOf(projectId: string, userId: string): Promise<string | null>;
}

/**
 * The assignment rules of the gateway (decision 0507): an `agent` assigns only to themself; an inbox
 * embed never assigns; the assignee is an active member of the project (another project's person
 * answers 422 like an unknown id).
 */
async function checkAssignee(members: InboxPeople, ctx: RouteContext, userId: string): Promise<void> {
  if (ctx.caller.kind === 'embed') throw permissionDenied('FORBIDDEN', 'An inbox embed cannot assign conversations');
  if (ctx.caller.kind === 'user' && ctx.caller.role === 'agent' && ctx.caller.userId !== userId)
    throw permissionDenied('FORBIDDEN', 'An agent may assign conversations only to themself');
  if (!(await members.isActiveMember(ctx.projectId, userId)))
    throw validationFailed('user_id: no active member of this project with this id', { code: 'assignee_not_member' });
}

/** A route that runs `check` before its gRPC call (a rejection answers without calling the service). */
function checked(route: RouteDef, check: (input: { body: unknown }, ctx: RouteContext) => Promise<void>): RouteDef {
  return {
    ...route,
    async handle(input, ctx) {
      await check(input, ctx);
      return route.handle(input, ctx);
    },
  };
}

/** The person acting, for `created_by_user_id` (unset for an API key). */
const personOf = (ctx: RouteContext) => (ctx.caller.kind === 'user' ? ctx.caller.userId : undefined);

const assignment = contractObject('svc.contacts.v1.ConversationAssignment', {}, { uuid: ['id', 'conversation_id', 'user_id'] });

const notes = maxChars(1000).nullable().optional().describe('Free text for the team (at most 1000 characters; empty or null clears).');

const createAssignmentBody = z.object({ assignment: z.object({ user_id: z.string().uuid(), notes }).strict() }).strict();

const updateAssignmentBody = z
  .object({
    assignment: z
      .object({ user_id: z.string().uuid().optional(), notes, active: z.literal(false).optional().describe('false ends the assignment (unassigns).') })
      .strict()
      .refine((a) => Object.keys(a).length > 0, 'give user_id, notes or active'),
  })
  .strict();

const updateConversationBody = z
  .object({
    conversation: z
      .object({
        inbox_status: z.enum(['open', 'pending', 'resolved', 'snoozed']),
        snoozed_until: isoFilter.nullable().optional().describe('Only with snoozed: until when (absent: until the customer’s next message).'),
      })
      .strict(),
  })
  .strict();

const note = contractObject('svc.contacts.v1.ConversationNote', {}, { uuid: ['id', 'conversation_id'] });

const createNoteBody = z
  .object({ note: z.object({ body: maxChars(4096, 1).describe('1 to 4096 characters; never sent to the customer.') }).strict() })
  .strict();

const NOTE_DEADLINE_MS = 5_000;

const threadControlBody = z
  .object({ action: z.enum(['take', 'release']).describe('take: this platform handles the thread; release: nobody does until the next message.') })
  .strict();

/** The reply, workflow and handoff handlers on the project's conversations (the embed runs them on its scope's). */
const replies = replyHandlers(projectConversation);

/** The note's request; its author is the signed-in person (named by the route) or the API key; an inbox embed writes none (403). */
function noteRequest(
  { params, body }: RouteInput<{ conversation_id: string }, unknown, z.infer<typeof createNoteBody>>,
  ctx: RouteContext,
): { project_id: string; conversation_id: string; body: string; author: { type: string; id: string; name?: string } } {
  if (ctx.caller.kind === 'embed') throw permissionDenied('FORBIDDEN', 'An inbox embed cannot write notes');
  const author = ctx.caller.kind === 'user' ? { type: 'user', id: ctx.caller.userId } : { type: 'api_key', id: ctx.caller.keyId };
  return { project_id: ctx.projectId, conversation_id: params.conversation_id, body: body.note.body, author };
}

const counts = z.object({
  open: z.number().int(),
  pending: z.number().int(),
  resolved: z.number().int(),
  snoozed: z.number().int(),
  unassigned: z.number().int(),
  mine: z.number().int().nullable().describe('Assigned to the signed-in person; null for an API key.'),
  total: z.number().int(),
});

/**
 * `/messaging/conversations/*` (contacts service; filters of reference §1.6), with the inbox's status,
 * assignments and counts (decision 0507); `members` checks assignees.
 */
export function conversationRoutes(members: InboxPeople): RouteDef[] {
  return routesOf('contacts/conversations.routes.ts', [
    grpcRoute({
      method: 'get',
      path: '/messaging/conversations',
      operationId: 'listConversations',
      summary:
        'List conversations, most recent activity first (cursor paginated like api_logs); up to 3 contact-property filters; unread_count is the signed-in person’s (null for an API key).',
      tag: 'Conversations',
      query: conversationsQuery,
      response: z.object({ data: z.array(conversation), paging: cursorPaging }),
      errorStatuses: [400],
      service: 'contacts',
      rpc: 'ListConversations',
      request: ({ query }, ctx) => {
        const { limit, before, after, ...filters } = query;
        return { ...filtersOf(filters, ctx), reader_user_id: personOf(ctx), limit, before, after };
      },
      reply: (res, { query }) => ({ body: { data: res.conversations, paging: pagingOf('/messaging/conversations', query, res) } }),
    }),
    // Before /:conversation_id, which would take `counts` for an id.
    grpcRoute({
      method: 'get',
      path: '/messaging/conversations/counts',
      operationId: 'countConversations',
      summary: 'Counts per inbox status (under every filter but inbox_status), unassigned and mine (under every filter but assignee), total.',
      tag: 'Conversations',
      query: filterQuery,
      response: z.object({ data: counts }),
      errorStatuses: [400],
      service: 'contacts',
      rpc: 'CountConversations',
      request: ({ query }, ctx) => ({ ...filtersOf(query, ctx), me_user_id: personOf(ctx) }),
      reply: (res) => ({ body: { data: res } }),
    }),
    grpcRoute({
      method: 'get',
      path: '/messaging/conversations/:conversation_id',
      operationId: 'getConversation',
      summary: 'Read one conversation.',
      tag: 'Conversations',
      params: z.object({ conversation_id: uuidParam }),
      response: z.object({ data: conversation }),
      service: 'contacts',
      rpc: 'GetConversation',
      request: ({ params }, ctx) => ({ project_id: ctx.projectId, conversation_id: params.conversation_id }),
      reply: (res) => ({ body: { data: res.conversation } }),
    }),
    grpcRoute({
      method: 'patch',
      path: '/messaging/conversations/:conversation_id',
      operationId: 'updateConversation',
      summary: 'Set the inbox status: open, pending, resolved or snoozed (until a time, or the customer’s next message, which reopens resolved and snoozed).',
      tag: 'Conversations',
      params: conversationParams,
      body: updateConversationBody,
      response: z.object({ data: conversation }),
      errorStatuses: [400, 404, 422],
      service: 'contacts',
      rpc: 'UpdateConversation',
      request: ({ params, body }, ctx) => ({
        project_id: ctx.projectId,
        conversation_id: params.conversation_id,
        inbox_status: body.conversation.inbox_status,
        snoozed_until: body.conversation.snoozed_until ?? undefined,
        by_user_id: personOf(ctx),
      }),
      reply: (res) => ({ body: { data: res.conversation } }),
    }),
    checked(
      grpcRoute({
        method: 'post',
        path: '/messaging/conversations/:conversation_id/assignments',
        operationId: 'createConversationAssignment',
        summary: 'Assign the conversation to a member (ends the active assignment); an agent assigns only to themself.',
        tag: 'Conversations',
        params: conversationParams,
        body: createAssignmentBody,
        response: z.object({ data: assignment }),
        errorStatuses: [400, 404, 422],
        service: 'contacts',
        rpc: 'CreateConversationAssignment',
        request: ({ params, body }, ctx) => ({
          project_id: ctx.projectId,
          conversation_id: params.conversation_id,
          user_id: body.assignment.user_id,
          notes: body.assignment.notes ?? undefined,
          created_by_user_id: personOf(ctx),
        }),
        reply: (res) => ({ status: 201, body: { data: res.assignment } }),
      }),
      async ({ body }, ctx) => checkAssignee(members, ctx, (body as z.infer<typeof createAssignmentBody>).assignment.user_id),
    ),
    checked(
      grpcRoute({
        method: 'patch',
        path: '/messaging/conversations/:conversation_id/assignments/:assignment_id',
        operationId: 'updateConversationAssignment',
        summary: 'Reassign (user_id: a new active assignment, this one ends), edit notes, or unassign (active: false).',
        tag: 'Conversations',
        params: conversationParams.extend({ assignment_id: uuidParam }),
        body: updateAssignmentBody,
        response: z.object({ data: assignment }),
        errorStatuses: [400, 404, 409, 422],
        service: 'contacts',
        rpc: 'UpdateConversationAssignment',
        request: ({ params, body }, ctx) => ({
          project_id: ctx.projectId,
          conversation_id: params.conversation_id,
          assignment_id: params.assignment_id,
          user_id: body.assignment.user_id,
          // An empty string clears the notes (proto3 optional: null would read as unset).
          notes: body.assignment.notes === null ? '' : body.assignment.notes,
          active: body.assignment.active,
          by_user_id: personOf(ctx),
        }),
        reply: (res) => ({ body: { data: res.assignment } }),
      }),
      async ({ body }, ctx) => {
        const userId = (body as z.infer<typeof updateAssignmentBody>).assignment.user_id;
        if (ctx.caller.kind === 'embed') throw permissionDenied('FORBIDDEN', 'An inbox embed cannot assign conversations');
        if (userId !== undefined) await checkAssignee(members, ctx, userId);
      },
    ),
    grpcRoute({
      method: 'get',
      path: '/messaging/conversations/:conversation_id/assignments',
      operationId: 'listConversationAssignments',
      summary: 'The conversation’s assignments, newest first (one active at most).',
      tag: 'Conversations',
      params: conversationParams,
      response: z.object({ data: z.array(assignment) }),
      service: 'contacts',
      rpc: 'ListConversationAssignments',
      request: ({ params }, ctx) => ({ project_id: ctx.projectId, conversation_id: params.conversation_id }),
      reply: (res) => ({ body: { data: res.assignments ?? [] } }),
    }),
    grpcRoute({
      method: 'post',
      path: '/messaging/conversations/:conversation_id/read',
      operationId: 'markConversationRead',
      summary:
        'Mark the conversation read up to now for the signed-in person (their unread_count becomes 0); with an API key nothing is marked (unread_count null).',
      tag: 'Conversations',
      params: conversationParams,
      response: z.object({ data: conversation }),
      successStatuses: [200],
      service: 'contacts',
      rpc: 'MarkConversationRead',
      request: ({ params }, ctx) => ({ project_id: ctx.projectId, conversation_id: params.conversation_id, user_id: personOf(ctx) }),
      reply: (res) => ({ body: { data: res.conversation } }),
    }),
    {
      ...grpcRoute({
        method: 'post',
        path: '/messaging/conversations/:conversation_id/notes',
        operationId: 'createConversationNote',
        summary: 'Add a private note for the team (never sent to the customer, never in webhooks); the author is the person or the API key.',
        tag: 'Conversations',
        params: conversationParams,
        body: createNoteBody,
        response: z.object({ data: note }),
        service: 'contacts',
        rpc: 'CreateConversationNote',
        request: noteRequest,
        reply: (res) => ({ status: 201, body: { data: res.note } }),
      }),
      // A person's name is looked up before the call (grpcRoute's request is synchronous).
      async handle(input, ctx) {
        const req = noteRequest(input as RouteInput<{ conversation_id: string }, unknown, z.infer<typeof createNoteBody>>, ctx);
        if (ctx.caller.kind === 'user') req.author.name = (await members.nameOf(ctx.projectId, ctx.caller.userId)) ?? undefined;
        const res = await ctx.clients.call('contacts', 'CreateConversationNote', req, {
          deadlineMs: ctx.deadlineMs ?? NOTE_DEADLINE_MS,
          requestId: ctx.requestId,
          traceContext: ctx.traceContext,
        });
        return { status: 201, body: { data: res.note } };
      },
    },
    grpcRoute({
      method: 'get',
      path: '/messaging/conversations/:conversation_id/notes',
      operationId: 'listConversationNotes',
      summary: 'The conversation’s private notes, newest first (cursor paginated).',
      tag: 'Conversations',
      params: conversationParams,
      query: z.object(cursorQuery),
      response: z.object({ data: z.array(note), paging: cursorPaging }),
      service: 'contacts',
      rpc: 'ListConversationNotes',
      request: ({ params, query }, ctx) => ({ project_id: ctx.projectId, conversation_id: params.conversation_id, ...query }),
      reply: (res, { params, query }) => ({
        body: { data: res.notes ?? [], paging: pagingOf(`/messaging/conversations/${params.conversation_id}/notes`, query, res) },
      }),
    }),
    {
      ...localRoute({
        method: 'post',
        path: '/messaging/conversations/:conversation_id/messages',
        operationId: 'sendConversationMessage',
        summary:
          'Reply in the conversation through the guarded send path (opt-out, credits, thread ownership, at most once per Idempotency-Key: a retry answers the same wamid): text, media by https link, interactive, template or reaction. Outside the customer’s 24-hour window only a template (422 outside_window); while a workflow handles the conversation, 409 workflow_active. Refusals answer a sentence and their code.',
        tag: 'Conversations',
        params: conversationParams,
        body: replyBody,
        response: z.object({ data: z.object({ wamid: z.string(), status: z.literal('accepted') }) }),
        successStatuses: [201],
        errorStatuses: [400, 402, 404, 409, 422, 429, 502, 503],
        handle: replies.send,
      }),
      headers: replyIdempotencyHeader,
      deadlineMs: 15_000,
      target: 'messagingProxy.SendMessage',
    },
    {
      ...localRoute({
        method: 'get',
        path: '/messaging/conversations/:conversation_id/workflow',
        operationId: 'getConversationWorkflow',
        summary: 'The workflow execution holding the conversation (running or waiting: replies wait for a handoff), or null.',
        tag: 'Conversations',
        params: conversationParams,
        response: z.object({ data: z.object({ execution: holdingExecution, conversation }) }),
        handle: replies.workflow,
      }),
      target: 'workflowsAgent.GetConversationOwner',
    },
    {
      ...localRoute({
        method: 'post',
        path: '/messaging/conversations/:conversation_id/handoff',
        operationId: 'startConversationHandoff',
        summary:
          'Hand the conversation over from its workflow to a person: the running or waiting execution moves to handoff. Already handed off: unchanged. No workflow: 409 no_workflow.',
        tag: 'Conversations',
        params: conversationParams,
        response: z.object({ data: z.object({ execution: holdingExecution }) }),
        successStatuses: [200],
        errorStatuses: [400, 404, 409],
        handle: replies.handoff,
      }),
      target: 'workflowsAgent.UpdateWorkflowExecutionStatus',
    },
    {
      ...localRoute({
        method: 'post',
        path: '/messaging/conversations/:conversation_id/thread_control',
        operationId: 'updateConversationThread',
        summary:
          'Take or release the conversation’s thread on a number shared with another app; answers the conversation with its thread after the change. On a number not shared nothing changes (the platform already handles the conversation). The upstream refusing the take: 409; no upstream answer: 502 (it may have gone through).',
        tag: 'Conversations',
        params: conversationParams,
        body: threadControlBody,
        response: z.object({ data: z.object({ conversation }) }),
        successStatuses: [200],
        errorStatuses: [400, 404, 409, 502],
        handle: controlThread,
      }),
      deadlineMs: 15_000,
      target: 'messagingProxy.ControlThread',
    },
    {
      ...grpcRoute({
        method: 'get',
        path: '/messaging/conversations/:conversation_id/calls',
        operationId: 'listConversationCalls',
        summary:
          'The calls between the conversation’s number and its contact, newest first (cursor paginated), with the recording’s and transcription’s states; empty for a contact known only by a business-scoped user id.',
        tag: 'Conversations',
        params: conversationParams,
        query: z.object(cursorQuery),
        response: z.object({ data: z.array(call), paging: cursorPaging }),
        service: 'messagingProxy',
        rpc: 'ListCalls',
        request: callsRequest,
        reply: callsReply,
      }),
      // The conversation (its number and contact) is read first, under the project: a foreign id is 404 like an unknown one.
      async handle(input, ctx) {
        const typed = input as CallsInput;
        const opts = { deadlineMs: ctx.deadlineMs ?? CALLS_DEADLINE_MS, requestId: ctx.requestId, traceContext: ctx.traceContext };
        const got = await ctx.clients.call('contacts', 'GetConversation', { project_id: ctx.projectId, conversation_id: typed.params.conversation_id }, opts);
        const c = got.conversation;
        if (!c?.phone_number) return callsReply({ calls: [], before_cursor: '', after_cursor: '', has_older: false, has_newer: false }, typed);
        const res = await ctx.clients.call(
          'messagingProxy',
          'ListCalls',
          callsRequest(typed, ctx, { phoneNumberId: c.phone_number_id, counterpart: c.phone_number }),
          opts,
        );
        return callsReply(res, typed);
      },
    },
  ]);
}

/** Deadline of each of the calls list's two reads. */
const CALLS_DEADLINE_MS = 5_000;

/** A call of the conversation (messaging-proxy's call store, decision 0220). */
const call = contractObject(
  'svc.messaging_proxy.v1.Call',
  {
    direction: z.enum(['inbound', 'outbound']),
    status: z.enum(['initiated', 'ringing', 'answered', 'completed', 'failed']),
    recording: z.object({ state: z.enum(['absent', 'available', 'expired']), expires_at: z.string().nullable() }),
    transcription: z.object({ state: z.enum(['absent', 'available', 'expired']), expires_at: z.string().nullable() }),
  },
  { uuid: ['id'] },
);

type CallsInput = RouteInput<{ conversation_id: string }, { limit: number; before?: string; after?: string }, undefined>;

/** ListCalls of the conversation's number and contact (both read from the conversation by the route's handler). */
function callsRequest({ query }: CallsInput, ctx: RouteContext, of: { phoneNumberId: string; counterpart: string } = { phoneNumberId: '', counterpart: '' }) {
  return { project_id: ctx.projectId, phone_number_id: of.phoneNumberId, counterpart: of.counterpart, ...query };
}

function callsReply(
  res: { calls?: unknown[] | null; before_cursor: string; after_cursor: string; has_older: boolean; has_newer: boolean },
  { params, query }: CallsInput,
) {
  return { body: { data: res.calls ?? [], paging: pagingOf(`/messaging/conversations/${params.conversation_id}/calls`, query, res) } };
}
