import { z } from 'zod';
import { toProtoEnum, toStruct, type flows } from '@platform/contracts';
import { contractEnumValues, contractObject, type PublicValues } from '../contract-schema';
import { grpcRoute, routesOf, type RouteDef } from '../route';
import { digitString, pageMeta, pageOf, pageQuery, uuidParam } from '../schemas';
import { invocationsQuery, invocationsResponse } from './invocations';
import { jsonObject } from './json-body';

/** A flow as every flow route answers it (spec 2.5). */
export const flow = contractObject('svc.flows.v1.Flow', {}, { uuid: ['id', 'data_endpoint_function_id'] });
const fullVersion = contractObject('svc.flows.v1.FlowVersion', {}, { uuid: ['id'] });
/** A version whose flow_json is left out when the answer did not load it (lists, a created flow), never `{}`. */
const version = fullVersion.extend({ flow_json: (fullVersion.shape.flow_json as z.ZodTypeAny).optional() });
/** The version as answered: flow_json only when it was loaded. */
const versionOut = (v: flows.FlowVersion__Output | null | undefined) => (v ? { ...v, flow_json: v.flow_json ?? undefined } : v);
const isoInstant = z.string().refine((v) => /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)), {
  message: 'must be an ISO 8601 date-time',
});
const flowParams = z.object({ flow_id: uuidParam });

/** Upstream flow categories (reference 2.6). */
const category = z.enum(['SIGN_UP', 'SIGN_IN', 'APPOINTMENT_BOOKING', 'LEAD_GENERATION', 'SHOPPING', 'CONTACT_US', 'CUSTOMER_SUPPORT', 'SURVEY', 'OTHER']);
/** A flow JSON: an object (the upstream validates it and reports validation_errors). */
const flowJson = jsonObject('The flow JSON (`version`, `screens`, optional `data_api_version` and `routing_model`).');

const flowReply = (res: flows.FlowResponse__Output) => ({ body: { data: res.flow } });

/** A flow command on one flow: POST .../{flow_id}/{verb}, no body, answers the flow. */
function flowCommand(
  verb: string,
  operationId: string,
  summary: string,
  rpc: 'PublishFlow' | 'DeprecateFlow' | 'RefreshFlowPreview' | 'SetupFlowEncryption',
): RouteDef {
  return grpcRoute({
    method: 'post',
    path: `/messaging/flows/:flow_id/${verb}`,
    operationId,
    summary,
    tag: 'Flows',
    params: flowParams,
    response: z.object({ data: flow }),
    successStatuses: [200],
    errorStatuses: [400, 404, 409, 422, 502],
    deadlineMs: 20_000,
    service: 'flows',
    rpc,
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, flow_id: params.flow_id }),
    reply: flowReply,
  });
}

/** Flows (flows service, spec 2.5, 2.6, 3.3, 4.5), each change synced with the upstream Flows API. */
const flowCrudRoutes: RouteDef[] = [
  grpcRoute({
    method: 'get',
    path: '/messaging/flows',
    operationId: 'listFlows',
    summary: 'List flows, most recent first (page style).',
    tag: 'Flows',
    query: pageQuery.extend({
      status: z.enum(contractEnumValues<PublicValues<flows.FlowStatus__Output, 'FLOW_STATUS'>>('svc.flows.v1.Flow', 'status')).optional(),
      business_account_id: digitString.optional(),
      phone_number_id: digitString.optional(),
      name_contains: z.string().min(1).max(200).optional().describe('Substring of the flow name, case-insensitive.'),
      name: z.string().min(1).max(200).optional().describe('Alias of name_contains.'),
      created_after: isoInstant.optional().describe('Flows created at or after this instant (ISO 8601).'),
      created_before: isoInstant.optional().describe('Flows created before this instant (ISO 8601).'),
    }),
    response: z.object({ data: z.array(flow), meta: pageMeta }),
    errorStatuses: [400],
    service: 'flows',
    rpc: 'ListFlows',
    request: ({ query }, ctx) => ({
      project_id: ctx.projectId,
      status: query.status ? toProtoEnum('FLOW_STATUS', query.status) : undefined,
      business_account_id: query.business_account_id,
      phone_number_id: query.phone_number_id,
      name: query.name_contains ?? query.name,
      created_after: query.created_after,
      created_before: query.created_before,
      page: pageOf(query),
    }),
    reply: (res) => ({ body: { data: res.flows, meta: res.meta } }),
  }),
  grpcRoute({
    method: 'post',
    path: '/messaging/flows',
    operationId: 'createFlow',
    summary:
      'Create a flow: created upstream as a draft with its JSON uploaded (a one-screen welcome flow when flow_json is omitted), published when `publish` is true and the upstream reports no validation errors. Needs business_account_id or phone_number_id of the project.',
    tag: 'Flows',
    body: z.object({
      name: z.string().min(1).max(200),
      categories: z.array(category).max(9).default([]).describe('Upstream categories; default OTHER.'),
      business_account_id: digitString.optional(),
      phone_number_id: digitString.optional(),
      flow_json: flowJson.optional(),
      publish: z.boolean().default(false),
    }),
    response: z.object({ data: flow.extend({ version: version.nullable() }) }),
    errorStatuses: [400, 404, 422, 502],
    deadlineMs: 20_000,
    service: 'flows',
    rpc: 'CreateFlow',
    request: ({ body }, ctx) => ({
      project_id: ctx.projectId,
      name: body.name,
      categories: body.categories,
      business_account_id: body.business_account_id,
      phone_number_id: body.phone_number_id,
      flow_json: body.flow_json ? toStruct(body.flow_json) : undefined,
      publish: body.publish,
    }),
    reply: (res) => ({ status: 201, body: { data: { ...res.flow, version: versionOut(res.version) ?? null } } }),
  }),
  grpcRoute({
    method: 'post',
    path: '/messaging/flows/sync',
    operationId: 'syncFlows',
    summary: 'Pull the flows of a business account from the upstream: flows created there are added, known ones refreshed.',
    tag: 'Flows',
    body: z.object({ business_account_id: digitString }),
    response: z.object({ data: z.object({ created: z.array(flow), updated: z.array(flow) }) }),
    successStatuses: [200],
    errorStatuses: [400, 404, 422, 502],
    deadlineMs: 60_000,
    service: 'flows',
    rpc: 'SyncFlows',
    request: ({ body }, ctx) => ({ project_id: ctx.projectId, business_account_id: body.business_account_id }),
    reply: (res) => ({ body: { data: { created: res.created, updated: res.updated } } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/flows/:flow_id',
    operationId: 'getFlow',
    summary: 'Read a flow.',
    tag: 'Flows',
    params: flowParams,
    response: z.object({ data: flow }),
    service: 'flows',
    rpc: 'GetFlow',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, flow_id: params.flow_id }),
    reply: (res) => ({ body: { data: res.flow } }),
  }),
  grpcRoute({
    method: 'post',
    path: '/messaging/flows/:flow_id/versions',
    operationId: 'createFlowVersion',
    summary:
      'A new version of the flow JSON, uploaded upstream; validation_errors as the upstream reports them. A published flow returns to draft (a new upstream draft); a deprecated flow refuses (409).',
    tag: 'Flows',
    params: flowParams,
    body: z.object({ flow_json: flowJson }),
    response: z.object({ data: version }),
    errorStatuses: [400, 404, 409, 422, 502],
    deadlineMs: 20_000,
    service: 'flows',
    rpc: 'CreateFlowVersion',
    request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, flow_id: params.flow_id, flow_json: toStruct(body.flow_json) }),
    reply: (res) => ({ status: 201, body: { data: versionOut(res.version) } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/flows/:flow_id/versions',
    operationId: 'listFlowVersions',
    summary: 'Versions of a flow, most recent first (flow_json left out).',
    tag: 'Flows',
    params: flowParams,
    response: z.object({ data: z.array(version) }),
    service: 'flows',
    rpc: 'ListFlowVersions',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, flow_id: params.flow_id }),
    reply: (res) => ({ body: { data: res.versions.map(versionOut) } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/flows/:flow_id/versions/:version_id',
    operationId: 'getFlowVersion',
    summary: 'Read a flow version including its flow_json.',
    tag: 'Flows',
    params: z.object({ flow_id: uuidParam, version_id: uuidParam }),
    response: z.object({ data: fullVersion }),
    service: 'flows',
    rpc: 'GetFlowVersion',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, flow_id: params.flow_id, version_id: params.version_id }),
    reply: (res) => ({ body: { data: res.version } }),
  }),
  flowCommand('publish', 'publishFlow', 'Publish the draft upstream (422 with the upstream’s reason when it refuses, e.g. validation errors).', 'PublishFlow'),
  flowCommand('deprecate', 'deprecateFlow', 'Deprecate a published flow (terminal).', 'DeprecateFlow'),
  flowCommand('preview', 'refreshFlowPreview', 'Get a fresh preview_url from the upstream.', 'RefreshFlowPreview'),
  grpcRoute({
    method: 'post',
    path: '/messaging/flows/:flow_id/clone',
    operationId: 'cloneFlow',
    summary: 'Clone a flow upstream into a new draft (its current JSON becomes the clone’s first version; no data endpoint).',
    tag: 'Flows',
    params: flowParams,
    body: z.object({ name: z.string().min(1).max(200).optional() }).optional(),
    response: z.object({ data: flow }),
    errorStatuses: [400, 404, 422, 502],
    deadlineMs: 20_000,
    service: 'flows',
    rpc: 'CloneFlow',
    request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, flow_id: params.flow_id, name: body?.name }),
    reply: (res) => ({ status: 201, body: { data: res.flow } }),
  }),
];

/** Flows encryption and data endpoints (spec 4.4, 4.5). */
const dataEndpointRoutes: RouteDef[] = [
  flowCommand(
    'setup_encryption',
    'setupFlowEncryption',
    'Flows encryption for the flow’s phone number: an RSA key pair is generated (private key encrypted at rest) and its public key uploaded upstream.',
    'SetupFlowEncryption',
  ),
  grpcRoute({
    method: 'patch',
    path: '/messaging/flows/:flow_id/data_endpoint',
    operationId: 'setFlowDataEndpoint',
    summary:
      'Point the flow at a deployed function of the project and register its URL upstream in one call. Requires a phone number and flows encryption configured for the flow (400 otherwise).',
    tag: 'Flows',
    params: flowParams,
    body: z.object({ function_id: uuidParam }),
    response: z.object({ data: flow }),
    successStatuses: [200],
    errorStatuses: [400, 404, 409, 422, 502],
    deadlineMs: 30_000,
    service: 'flows',
    rpc: 'SetFlowDataEndpoint',
    request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, flow_id: params.flow_id, function_id: body.function_id }),
    reply: flowReply,
  }),
  grpcRoute({
    method: 'post',
    path: '/messaging/flows/:flow_id/data_endpoint/register',
    operationId: 'registerFlowDataEndpoint',
    summary: 'Register the function already configured on the flow with the upstream again; a function_id in the body is ignored.',
    tag: 'Flows',
    params: flowParams,
    body: z
      .object({ function_id: z.unknown().optional().describe('Ignored.') })
      .passthrough()
      .optional(),
    response: z.object({ data: flow }),
    successStatuses: [200],
    errorStatuses: [400, 404, 409, 422, 502],
    deadlineMs: 30_000,
    service: 'flows',
    rpc: 'RegisterFlowDataEndpoint',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, flow_id: params.flow_id }),
    reply: flowReply,
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/flows/:flow_id/function_invocations',
    operationId: 'listFlowFunctionInvocations',
    summary: 'Recent invocations of the flow’s data-endpoint function, across every flow that shares it (most recent first).',
    tag: 'Flows',
    params: flowParams,
    query: invocationsQuery,
    response: invocationsResponse,
    errorStatuses: [400, 404],
    service: 'flows',
    rpc: 'ListFlowFunctionInvocations',
    request: ({ params, query }, ctx) => ({
      project_id: ctx.projectId,
      flow_id: params.flow_id,
      status: query.status ? toProtoEnum('INVOCATION_STATUS', query.status) : undefined,
      limit: query.limit,
    }),
    reply: (res) => ({ body: { data: res } }),
  }),
];

/** `/messaging/flows/*`: flows, their versions, encryption and data endpoint (flows service). */
export const flowRoutes: RouteDef[] = routesOf('flows/flows.routes.ts', [...flowCrudRoutes, ...dataEndpointRoutes]);
