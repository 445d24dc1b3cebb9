import { toStruct } from '@platform/contracts';
import { z } from 'zod';
import { contractObject } from './contract-schema';
import { grpcRoute, routesOf, type RouteDef } from './route';
import { depthOf, digitString, pageMeta, pageOf, pageQuery, uuidParam } from './schemas';

const recipientError = contractObject('svc.broadcasts.v1.RecipientError');
const template = contractObject('svc.broadcasts.v1.BroadcastTemplate');
const broadcast = contractObject('svc.broadcasts.v1.Broadcast', { template }, { uuid: ['id', 'copied_from_id'] });
const recipient = contractObject('svc.broadcasts.v1.Recipient', { error_details: recipientError.nullable() }, { uuid: ['id'] });

/** Free-form JSON object (one template component), at most 16 levels deep. */
const component = z
  .record(z.unknown())
  .refine((o) => depthOf(o, 16) <= 16, 'nests objects and arrays deeper than 16 levels')
  .describe('A template component in the upstream syntax: { type: "body", parameters: [{ type: "text", text: "Ann" }] }.');
const components = z.array(component).max(20);
const templateChoice = z
  .object({ name: z.string().min(1).max(512), language: z.string().min(1).max(20) })
  .describe("An approved template of the number's account by name and language (or give template_id).");
const name = z.string().trim().min(1).max(200);
const agent = z
  .object({ workflow_id: uuidParam.describe('A workflow of the project (draft, active or paused; active when the broadcast is sent).') })
  .describe("The workflow a recipient's first reply is handed to, with the broadcast in its context (decision 0805).");

const createBody = z.object({
  broadcast: z
    .object({
      name,
      phone_number_id: digitString,
      template: templateChoice.optional(),
      template_id: digitString.optional().describe('The upstream template id (instead of template).'),
      template_parameters: components.optional().describe('Default components for recipients added without their own.'),
      agent: agent.nullable().optional(),
    })
    .refine((b) => b.template || b.template_id, 'template (name and language) or template_id is required'),
});
const updateBody = z.object({
  broadcast: z.object({
    name: name.optional(),
    phone_number_id: digitString.optional(),
    template: templateChoice.optional(),
    template_id: digitString.optional(),
    template_parameters: components.optional(),
    agent: agent.nullable().optional().describe('The new agent, or null to remove it.'),
  }),
});
const recipientInput = z
  .object({
    phone_number: z.string().min(1).max(32).optional(),
    user_id: z.string().min(1).max(260).optional().describe('A business-scoped user id instead of a phone number.'),
    components: components.optional().describe("This recipient's template components, frozen when added."),
  })
  .refine((r) => r.phone_number || r.user_id, 'phone_number or user_id is required');
const recipientsBody = z.object({ broadcast: z.object({ recipients: z.array(recipientInput).min(1).max(1000) }) });
const idParams = z.object({ broadcast_id: uuidParam });
const listQuery = pageQuery.extend({
  status: z.enum(['copying', 'draft', 'scheduled', 'sending', 'completed', 'stopped', 'failed']).optional(),
  phone_number_id: digitString.optional(),
});
const recipientsQuery = pageQuery.extend({
  status: z.enum(['pending', 'sending', 'sent', 'delivered', 'read', 'failed', 'suppressed']).optional(),
  phone_number: z.string().min(1).max(40).optional().describe('Only the recipient with this phone number (any common formatting).'),
  user_id: z.string().min(1).max(260).optional().describe('Only the recipient with this business-scoped user id.'),
});
const data = z.object({ data: broadcast });
const BROADCAST_ERRORS = [400, 404, 409, 422, 502, 503];
const id = ({ params }: { params: { broadcast_id: string } }, ctx: { projectId: string }) => ({ project_id: ctx.projectId, broadcast_id: params.broadcast_id });

/** A bodyless state change of one broadcast (cancel, stop): 200 with the broadcast, 409 when its state refuses it. */
function stateCommand(verb: string, operationId: string, summary: string, rpc: 'CancelBroadcast' | 'StopBroadcast'): RouteDef {
  return grpcRoute({
    method: 'post',
    path: `/messaging/broadcasts/:broadcast_id/${verb}`,
    operationId,
    summary,
    tag: 'Broadcasts',
    params: idParams,
    response: data,
    successStatuses: [200],
    errorStatuses: [400, 404, 409],
    service: 'broadcasts',
    rpc,
    request: id,
    reply: (res) => ({ body: { data: res.broadcast } }),
  });
}

/** Broadcasts (alpha; broadcasts service, spec 2.11, 3.4, 4.6, issue 17). */
export const broadcastRoutes: RouteDef[] = routesOf('broadcasts.routes.ts', [
  grpcRoute({
    method: 'post',
    path: '/messaging/broadcasts',
    operationId: 'createBroadcast',
    summary: 'Create a draft broadcast of an approved template from a phone number (alpha).',
    tag: 'Broadcasts',
    body: createBody,
    response: data,
    successStatuses: [201],
    errorStatuses: [400, 404, 422, 502, 503],
    service: 'broadcasts',
    rpc: 'CreateBroadcast',
    request: ({ body }, ctx) => ({
      project_id: ctx.projectId,
      name: body.broadcast.name,
      phone_number_id: body.broadcast.phone_number_id,
      template: body.broadcast.template_id
        ? { id: body.broadcast.template_id }
        : { name: body.broadcast.template?.name, language: body.broadcast.template?.language },
      template_parameters: (body.broadcast.template_parameters ?? []).map((c) => toStruct(c)),
      agent: body.broadcast.agent ? { workflow_id: body.broadcast.agent.workflow_id } : undefined,
    }),
    reply: (res) => ({ status: 201, body: { data: res.broadcast } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/broadcasts',
    operationId: 'listBroadcasts',
    summary: 'List broadcasts, newest first (page style; filters status and phone_number_id).',
    tag: 'Broadcasts',
    query: listQuery,
    response: z.object({ data: z.array(broadcast), meta: pageMeta }),
    service: 'broadcasts',
    rpc: 'ListBroadcasts',
    request: ({ query }, ctx) => ({
      project_id: ctx.projectId,
      page: pageOf(query),
      status: query.status ?? '',
      phone_number_id: query.phone_number_id ?? '',
    }),
    reply: (res) => ({ body: { data: res.broadcasts, meta: res.meta } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/broadcasts/:broadcast_id',
    operationId: 'getBroadcast',
    summary: 'Read a broadcast with its counters and rates (alpha); progress of a send is read here.',
    tag: 'Broadcasts',
    params: idParams,
    response: data,
    service: 'broadcasts',
    rpc: 'GetBroadcast',
    request: id,
    reply: (res) => ({ body: { data: res.broadcast } }),
  }),
  grpcRoute({
    method: 'patch',
    path: '/messaging/broadcasts/:broadcast_id',
    operationId: 'updateBroadcast',
    summary: 'Update a draft: name, phone number, template, default template parameters, agent.',
    tag: 'Broadcasts',
    params: idParams,
    body: updateBody,
    response: data,
    errorStatuses: BROADCAST_ERRORS,
    service: 'broadcasts',
    rpc: 'UpdateBroadcast',
    request: (input, ctx) => {
      const b = input.body.broadcast;
      return {
        ...id(input, ctx),
        name: b.name,
        phone_number_id: b.phone_number_id,
        template: b.template_id ? { id: b.template_id } : b.template ? { name: b.template.name, language: b.template.language } : undefined,
        template_parameters: (b.template_parameters ?? []).map((c) => toStruct(c)),
        set_template_parameters: b.template_parameters !== undefined,
        agent: b.agent ? { workflow_id: b.agent.workflow_id } : undefined,
        set_agent: b.agent !== undefined,
      };
    },
    reply: (res) => ({ body: { data: res.broadcast } }),
  }),
  grpcRoute({
    method: 'delete',
    path: '/messaging/broadcasts/:broadcast_id',
    operationId: 'deleteBroadcast',
    summary: 'Delete a draft broadcast and its recipients.',
    tag: 'Broadcasts',
    params: idParams,
    response: z.object({ data: z.object({ success: z.boolean() }) }),
    errorStatuses: [400, 404, 409],
    service: 'broadcasts',
    rpc: 'DeleteBroadcast',
    request: id,
    reply: () => ({ body: { data: { success: true } } }),
  }),
  grpcRoute({
    method: 'post',
    path: '/messaging/broadcasts/:broadcast_id/recipients',
    operationId: 'addBroadcastRecipients',
    summary: 'Add up to 1,000 recipients (draft or scheduled), deduplicated by phone number or user id.',
    tag: 'Broadcasts',
    params: idParams,
    body: recipientsBody,
    response: z.object({ data: z.object({ added: z.number().int(), duplicates: z.number().int(), errors: z.array(z.string()) }) }),
    successStatuses: [200],
    errorStatuses: [400, 404, 409],
    deadlineMs: 15_000,
    service: 'broadcasts',
    rpc: 'AddRecipients',
    request: (input, ctx) => ({
      ...id(input, ctx),
      recipients: input.body.broadcast.recipients.map((r) => ({
        phone_number: r.phone_number ?? '',
        user_id: r.user_id ?? '',
        components: (r.components ?? []).map((c) => toStruct(c)),
      })),
    }),
    reply: (res) => ({ body: { data: { added: res.added, duplicates: res.duplicates, errors: res.errors } } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/broadcasts/:broadcast_id/recipients',
    operationId: 'listBroadcastRecipients',
    summary: "A broadcast's recipients, newest first, with status and error details (page style; filter by status, phone_number, user_id).",
    tag: 'Broadcasts',
    params: idParams,
    query: recipientsQuery,
    response: z.object({ data: z.array(recipient), meta: pageMeta }),
    service: 'broadcasts',
    rpc: 'ListRecipients',
    request: (input, ctx) => ({
      ...id(input, ctx),
      page: { page: input.query.page, per_page: input.query.per_page },
      status: input.query.status ?? '',
      phone_number: input.query.phone_number ?? '',
      user_id: input.query.user_id ?? '',
    }),
    reply: (res) => ({ body: { data: res.recipients, meta: res.meta } }),
  }),
  grpcRoute({
    method: 'delete',
    path: '/messaging/broadcasts/:broadcast_id/recipients',
    operationId: 'clearBroadcastRecipients',
    summary: 'Remove every recipient (draft or scheduled; a scheduled broadcast returns to draft).',
    tag: 'Broadcasts',
    params: idParams,
    response: z.object({ data: z.object({ removed: z.number().int(), broadcast }) }),
    errorStatuses: [400, 404, 409],
    service: 'broadcasts',
    rpc: 'ClearRecipients',
    request: id,
    reply: (res) => ({ body: { data: { removed: res.removed, broadcast: res.broadcast } } }),
  }),
  grpcRoute({
    method: 'delete',
    path: '/messaging/broadcasts/:broadcast_id/recipients/:recipient_id',
    operationId: 'removeBroadcastRecipient',
    summary: 'Remove one recipient (draft or scheduled).',
    tag: 'Broadcasts',
    params: z.object({ broadcast_id: uuidParam, recipient_id: uuidParam }),
    response: z.object({ data: z.object({ success: z.boolean() }) }),
    errorStatuses: [400, 404, 409],
    service: 'broadcasts',
    rpc: 'RemoveRecipient',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, broadcast_id: params.broadcast_id, recipient_id: params.recipient_id }),
    reply: () => ({ body: { data: { success: true } } }),
  }),
  grpcRoute({
    method: 'post',
    path: '/messaging/broadcasts/:broadcast_id/send',
    operationId: 'sendBroadcast',
    summary:
      'Start sending a broadcast at once (asynchronous; no body). A stopped, failed or completed broadcast runs again for its pending recipients; a sending one answers as it is.',
    tag: 'Broadcasts',
    params: idParams,
    // Spec 4.6 fixes this reply to five fields, `sending` and two nulls: hand-written, not the Broadcast.
    response: z.object({
      data: z.object({ id: z.string().uuid(), status: z.literal('sending'), scheduled_at: z.null(), started_at: z.string(), completed_at: z.null() }),
    }),
    successStatuses: [200],
    errorStatuses: BROADCAST_ERRORS,
    service: 'broadcasts',
    rpc: 'SendBroadcast',
    request: id,
    reply: (res) => ({
      body: { data: { id: res.broadcast?.id, status: res.broadcast?.status, scheduled_at: null, started_at: res.broadcast?.started_at, completed_at: null } },
    }),
  }),
  grpcRoute({
    method: 'post',
    path: '/messaging/broadcasts/:broadcast_id/schedule',
    operationId: 'scheduleBroadcast',
    summary: 'Schedule a draft (or move a scheduled) broadcast to start at scheduled_at (in the future).',
    tag: 'Broadcasts',
    params: idParams,
    body: z.object({ scheduled_at: z.string().datetime({ offset: true }).describe('ISO 8601 date-time in the future.') }),
    response: data,
    successStatuses: [200],
    errorStatuses: [400, 404, 409, 422],
    service: 'broadcasts',
    rpc: 'ScheduleBroadcast',
    request: (input, ctx) => ({ ...id(input, ctx), scheduled_at: input.body.scheduled_at }),
    reply: (res) => ({ body: { data: res.broadcast } }),
  }),
  stateCommand('cancel', 'cancelBroadcast', 'Cancel a scheduled broadcast (back to draft).', 'CancelBroadcast'),
  stateCommand('stop', 'stopBroadcast', 'Stop a sending broadcast; pending recipients stay pending (resume sends them).', 'StopBroadcast'),
  grpcRoute({
    method: 'post',
    path: '/messaging/broadcasts/:broadcast_id/resume',
    operationId: 'resumeBroadcast',
    summary: 'Resume a stopped, failed or completed broadcast for its pending recipients, its failed ones, or all.',
    tag: 'Broadcasts',
    params: idParams,
    body: z.object({ scope: z.enum(['pending', 'failed', 'all']).default('pending') }).optional(),
    response: data,
    successStatuses: [200],
    errorStatuses: BROADCAST_ERRORS,
    service: 'broadcasts',
    rpc: 'ResumeBroadcast',
    request: (input, ctx) => ({ ...id(input, ctx), scope: input.body?.scope ?? 'pending' }),
    reply: (res) => ({ body: { data: res.broadcast } }),
  }),
  grpcRoute({
    method: 'post',
    path: '/messaging/broadcasts/:broadcast_id/duplicate',
    operationId: 'duplicateBroadcast',
    summary: 'Copy a broadcast: the copy starts in copying and becomes draft once every recipient is copied (source locked meanwhile).',
    tag: 'Broadcasts',
    params: idParams,
    response: data,
    successStatuses: [202],
    errorStatuses: [400, 404, 409],
    service: 'broadcasts',
    rpc: 'DuplicateBroadcast',
    request: id,
    reply: (res) => ({ status: 202, body: { data: res.broadcast } }),
  }),
]);
