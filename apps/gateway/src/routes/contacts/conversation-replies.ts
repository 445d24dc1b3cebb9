/**
 * What the inbox does in a conversation beyond reading it (decision 0023): reply through the guarded
 * send path, read the workflow holding the conversation, hand it off, take or release its thread.
 * The {base_url} routes (conversations.routes.ts) and the inbox embed's (http/embed/embed-routes.ts)
 * run these same handlers; only how the conversation is found differs (`resolve`: the project's, or
 * the embed's scope).
 */
import { toStruct, type contacts } from '@platform/contracts';
import { conflict, notFound, validationFailed } from '@platform/errors';
import { z } from 'zod';
import type { RouteContext, RouteInput, RouteReply } from '../route';
import type { ReplyMessage } from './reply-message';
import { OUTSIDE_WINDOW, sendRefusal } from './send-refusals';

/** A conversation as contacts answers it. */
export type Conversation = contacts.Conversation__Output;

/** Finds a conversation the caller may act on, or throws 404 exactly like an unknown one. */
export type ConversationResolver = (ctx: RouteContext, conversationId: string) => Promise<Conversation>;

const callOpts = (ctx: RouteContext, deadlineMs = 5_000) => ({ deadlineMs, requestId: ctx.requestId, traceContext: ctx.traceContext });

/** The project's conversation (contacts answers 404 for an unknown or foreign id). */
export const projectConversation: ConversationResolver = async (ctx, conversationId) => {
  const r = await ctx.clients.call('contacts', 'GetConversation', { project_id: ctx.projectId, conversation_id: conversationId }, callOpts(ctx));
  if (!r.conversation) throw notFound('CONVERSATION_NOT_FOUND', 'Conversation not found');
  return r.conversation;
};

/** The execution holding a conversation, as the routes answer it. */
export const holdingExecution = z
  .object({ id: z.string(), workflow_id: z.string(), status: z.enum(['running', 'waiting', 'handoff', 'ended', 'failed']) })
  .nullable();
type Execution = z.infer<typeof holdingExecution>;

/** The execution holding a conversation (decision 0726's rule), or null. */
async function ownerOf(ctx: RouteContext, c: Conversation): Promise<Execution> {
  const r = await ctx.clients.call(
    'workflowsAgent',
    'GetConversationOwner',
    { project_id: ctx.projectId, phone_number_id: c.phone_number_id, conversation_id: c.id },
    callOpts(ctx),
  );
  const e = r.execution;
  return e ? { id: e.id, workflow_id: e.workflow_id, status: e.status as NonNullable<Execution>['status'] } : null;
}

/** A workflow running or waiting holds the conversation: replies wait for a handoff. */
const held = (e: Execution) => e !== null && (e.status === 'running' || e.status === 'waiting');

/** Whether the 24-hour customer-service window is open at `now` (absent: the customer never wrote). */
export function windowOpen(c: Pick<Conversation, 'service_window_expires_at'>, now: Date): boolean {
  const end = c.service_window_expires_at ? Date.parse(c.service_window_expires_at) : NaN;
  return Number.isFinite(end) && end > now.getTime();
}

/** Who sends, for the send's record and logs: a person, an API key or an embed. */
export function senderOf(ctx: RouteContext): { source: string; keySpace: string } {
  const c = ctx.caller;
  if (c.kind === 'user') return { source: `user:${c.userId}`, keySpace: `user:${c.userId}` };
  if (c.kind === 'embed') return { source: `inbox_embed:${c.embedId}`, keySpace: `embed:${c.embedId}` };
  return { source: `api_key:${c.keyId}`, keySpace: `api_key:${c.keyId}` };
}

/** Message types an inbox embed may send (decision 0017): text, media and interactive. */
const EMBED_TYPES: ReadonlySet<string> = new Set(['text', 'image', 'video', 'audio', 'document', 'interactive']);

type Input = RouteInput<unknown, unknown, unknown>;
const conversationIdOf = (input: Input) => (input.params as { conversation_id: string }).conversation_id;

/** The handlers of a conversation's reply, workflow and handoff, finding the conversation with `resolve`. */
export function replyHandlers(resolve: ConversationResolver) {
  return {
    /**
     * A reply: an embed's type check, the conversation, the 24-hour window (a template is the only
     * message outside it), the workflow holding it, then SendMessage under the caller's key space.
     * A retry with the same key answers the first send's wamid.
     */
    async send(input: Input, ctx: RouteContext): Promise<RouteReply> {
      const key = (input.headers as Record<string, string>)['idempotency-key'];
      const { message } = input.body as { message: ReplyMessage };
      if (ctx.caller.kind === 'embed' && !EMBED_TYPES.has(message.type)) {
        throw validationFailed(
          message.type === 'template'
            ? 'An inbox embed cannot send templates: it replies with text, media or buttons while the customer’s 24-hour window is open.'
            : 'An inbox embed sends text, media or buttons only.',
          { code: 'message_type_not_allowed' },
        );
      }
      const c = await resolve(ctx, conversationIdOf(input));
      if (message.type !== 'template' && !windowOpen(c, new Date())) throw validationFailed(OUTSIDE_WINDOW, { code: 'outside_window' });
      if (held(await ownerOf(ctx, c))) throw conflict('A workflow handles this conversation: hand it off before replying.', { code: 'workflow_active' });
      const to = c.phone_number ? { to: c.phone_number } : { recipient: c.business_scoped_user_id ?? '' };
      const sender = senderOf(ctx);
      const r = await ctx.clients.call(
        'messagingProxy',
        'SendMessage',
        {
          project_id: ctx.projectId,
          phone_number_id: c.phone_number_id,
          message: toStruct({ messaging_product: 'whatsapp', recipient_type: 'individual', ...to, ...message }),
          idempotency_key: `${sender.keySpace}:${key}`,
          take_control: false,
          source: sender.source,
        },
        callOpts(ctx, 10_000),
      );
      if (r.accepted || (r.code === 'duplicate_send' && r.wamid)) return { status: 201, body: { data: { wamid: r.wamid, status: 'accepted' } } };
      throw sendRefusal(r);
    },

    /** The execution holding the conversation, or null, with the conversation. */
    async workflow(input: Input, ctx: RouteContext): Promise<RouteReply> {
      const c = await resolve(ctx, conversationIdOf(input));
      return { body: { data: { execution: await ownerOf(ctx, c), conversation: c } } };
    },

    /** The running or waiting execution moves to handoff; already handed off: unchanged; none: 409. */
    async handoff(input: Input, ctx: RouteContext): Promise<RouteReply> {
      const c = await resolve(ctx, conversationIdOf(input));
      const owner = await ownerOf(ctx, c);
      if (!owner) throw conflict('No workflow handles this conversation: there is nothing to hand off.', { code: 'no_workflow' });
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
  };
}

/**
 * Take or release the conversation's thread on a shared number (ControlThread), answered with the
 * conversation read back from contacts; the change reaches contacts through the bus, so until it has,
 * `thread` is the one ControlThread recorded. On a number not shared nothing changes: the conversation
 * as it is (no thread: the platform handles it).
 */
export async function controlThread(input: Input, ctx: RouteContext): Promise<RouteReply> {
  const { action } = input.body as { action: 'take' | 'release' };
  const c = await projectConversation(ctx, conversationIdOf(input));
  const recipient = c.phone_number || c.business_scoped_user_id || '';
  const r = await ctx.clients.call(
    'messagingProxy',
    'ControlThread',
    { project_id: ctx.projectId, phone_number_id: c.phone_number_id, recipient, action },
    callOpts(ctx, 10_000),
  );
  if (!r.shared || !r.thread) return { body: { data: { conversation: c } } };
  const after = await projectConversation(ctx, c.id);
  const recorded = { handler: r.thread.handler, owner_app_id: r.thread.owner_app_id || null, changed_at: r.thread.changed_at };
  const caughtUp = after.thread && after.thread.handler === recorded.handler && Date.parse(after.thread.changed_at) >= Date.parse(recorded.changed_at);
  return { body: { data: { conversation: caughtUp ? after : { ...after, thread: recorded } } } };
}
