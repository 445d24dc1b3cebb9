import { z } from 'zod';
import { toProtoEnum, toStruct, type flows } from '@platform/contracts';
import { contractObject } from '../contract-schema';
import { grpcRoute, routesOf, type RouteDef } from '../route';
import { maxChars, pageMeta, pageOf, pageQuery, queryFlag, queryInt, uuidParam } from '../schemas';
import { invocationsQuery, invocationsResponse } from './invocations';
import { jsonObject } from './json-body';

const fn = contractObject('svc.flows.v1.Function', {}, { uuid: ['id'] });
const fnParams = z.object({ function_id: uuidParam });
const code = z
  .string()
  .min(1)
  .max(1_000_000)
  .describe('Must start with `async function handler(request, env) {` and return a Response; `env.KV`, secrets as `env.NAME`.');
const responseMode = z
  .enum(['passthrough', 'wrapped'])
  .describe('How invoke answers: passthrough (the function’s own status, headers and body; new functions) or wrapped ({data: {...}}).');
const name = maxChars(100, 1);
const description = maxChars(1000);
const timeout = z.number().int().min(50).max(60_000).describe('Wall-clock limit of one invocation in ms (service maximum applies).');
const secretsReply = (names: string[]) => ({ body: { data: { secrets: names.map((name) => ({ name, type: 'secret_text' })) } } });
const secretsResponse = z.object({ data: z.object({ secrets: z.array(z.object({ name: z.string(), type: z.literal('secret_text') })) }) });

/** Functions on the edge runtime (platform-capabilities 4; the flows service runs them on workerd). */
export const functionRoutes: RouteDef[] = routesOf('flows/functions.routes.ts', [
  grpcRoute({
    method: 'post',
    path: '/functions',
    operationId: 'createFunction',
    summary: 'Create a function (draft until deployed).',
    tag: 'Functions',
    body: z.object({
      function: z.object({ name, code, description: description.optional(), timeout_ms: timeout.optional(), invoke_response_mode: responseMode.optional() }),
    }),
    response: z.object({ data: fn }),
    errorStatuses: [400, 409],
    service: 'flows',
    rpc: 'CreateFunction',
    request: ({ body }, ctx) => ({
      project_id: ctx.projectId,
      ...body.function,
      invoke_response_mode: body.function.invoke_response_mode ? toProtoEnum('INVOKE_RESPONSE_MODE', body.function.invoke_response_mode) : undefined,
    }),
    reply: (res) => ({ status: 201, body: { data: res.function } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/functions',
    operationId: 'listFunctions',
    summary: 'List functions, most recent first (page style).',
    tag: 'Functions',
    query: pageQuery,
    response: z.object({ data: z.array(fn), meta: pageMeta }),
    errorStatuses: [400],
    service: 'flows',
    rpc: 'ListFunctions',
    request: ({ query }, ctx) => ({ project_id: ctx.projectId, page: pageOf(query) }),
    reply: (res) => ({ body: { data: res.functions, meta: res.meta } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/functions/:function_id',
    operationId: 'getFunction',
    summary: 'Read a function (secret names only).',
    tag: 'Functions',
    params: fnParams,
    response: z.object({ data: fn }),
    service: 'flows',
    rpc: 'GetFunction',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, function_id: params.function_id }),
    reply: (res) => ({ body: { data: res.function } }),
  }),
  grpcRoute({
    method: 'patch',
    path: '/functions/:function_id',
    operationId: 'updateFunction',
    summary: 'Change a function; new code is a new version, live after the next deploy.',
    tag: 'Functions',
    params: fnParams,
    body: z.object({
      function: z.object({
        name: name.optional(),
        code: code.optional(),
        description: description.optional(),
        timeout_ms: timeout.optional(),
        invoke_response_mode: responseMode.optional(),
      }),
    }),
    response: z.object({ data: fn }),
    errorStatuses: [400, 404, 409],
    service: 'flows',
    rpc: 'UpdateFunction',
    request: ({ params, body }, ctx) => ({
      project_id: ctx.projectId,
      function_id: params.function_id,
      ...body.function,
      invoke_response_mode: body.function.invoke_response_mode ? toProtoEnum('INVOKE_RESPONSE_MODE', body.function.invoke_response_mode) : undefined,
    }),
    reply: (res) => ({ body: { data: res.function } }),
  }),
  grpcRoute({
    method: 'post',
    path: '/functions/:function_id/deploy',
    operationId: 'deployFunction',
    summary: 'Deploy the current code to the edge runtime; status becomes deployed, or error with deploy_error.',
    tag: 'Functions',
    params: fnParams,
    response: z.object({ data: fn }),
    successStatuses: [200],
    errorStatuses: [400, 404],
    deadlineMs: 30_000,
    service: 'flows',
    rpc: 'DeployFunction',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, function_id: params.function_id }),
    reply: (res) => ({ body: { data: res.function } }),
  }),
  grpcRoute({
    method: 'post',
    path: '/functions/:function_id/invoke',
    operationId: 'invokeFunction',
    summary:
      'Invoke the deployed function with a JSON body (recorded, secrets redacted in the record); 422 while it is not deployed. `passthrough` functions answer with their own status, headers and body (a failure: its status and `{error, invocation_id}`); `wrapped` ones with the object below.',
    tag: 'Functions',
    params: fnParams,
    body: jsonObject('The JSON request handed to the function.').optional(),
    response: z.object({
      data: contractObject('svc.flows.v1.InvokeFunctionResponse', { response_mode: null, raw_body: null, headers: null }, { uuid: ['invocation_id'] }),
    }),
    successStatuses: [200],
    errorStatuses: [400, 404, 422],
    deadlineMs: 70_000,
    service: 'flows',
    rpc: 'InvokeFunction',
    request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, function_id: params.function_id, body: toStruct(body ?? {}) }),
    reply: invokeReply,
  }),
  grpcRoute({
    method: 'get',
    path: '/functions/:function_id/invocations',
    operationId: 'listFunctionInvocations',
    summary: 'Recent invocations of a function, most recent first.',
    tag: 'Functions',
    params: fnParams,
    query: invocationsQuery,
    response: invocationsResponse,
    errorStatuses: [400, 404],
    service: 'flows',
    rpc: 'ListFunctionInvocations',
    request: ({ params, query }, ctx) => ({
      project_id: ctx.projectId,
      function_id: params.function_id,
      status: query.status ? toProtoEnum('INVOCATION_STATUS', query.status) : undefined,
      limit: query.limit,
    }),
    reply: (res) => ({ body: { data: res } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/functions/:function_id/secrets',
    operationId: 'listFunctionSecrets',
    summary: 'Names of the function’s secrets (values are write-only).',
    tag: 'Functions',
    params: fnParams,
    response: secretsResponse,
    service: 'flows',
    rpc: 'ListFunctionSecrets',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, function_id: params.function_id }),
    reply: (res) => secretsReply(res.names),
  }),
  grpcRoute({
    method: 'post',
    path: '/functions/:function_id/secrets',
    operationId: 'setFunctionSecret',
    summary: 'Set a secret (bound as env.NAME); its value is never returned.',
    tag: 'Functions',
    params: fnParams,
    body: z.object({
      secret: z.object({
        name: z
          .string()
          .regex(/^[A-Z][A-Z0-9_]*$/)
          .max(64),
        value: z.string().min(1).max(5000),
      }),
    }),
    response: secretsResponse,
    errorStatuses: [400, 404],
    service: 'flows',
    rpc: 'SetFunctionSecret',
    request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, function_id: params.function_id, name: body.secret.name, value: body.secret.value }),
    reply: (res) => ({ status: 201, ...secretsReply(res.names) }),
  }),
  grpcRoute({
    method: 'delete',
    path: '/functions/:function_id/secrets/:name',
    operationId: 'deleteFunctionSecret',
    summary: 'Delete a secret.',
    tag: 'Functions',
    params: z.object({
      function_id: uuidParam,
      name: z
        .string()
        .regex(/^[A-Z][A-Z0-9_]*$/)
        .max(64),
    }),
    response: z.object({}),
    successStatuses: [204],
    errorStatuses: [400, 404],
    service: 'flows',
    rpc: 'DeleteFunctionSecret',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, function_id: params.function_id, name: params.name }),
    reply: () => ({ status: 204, body: {} }),
  }),
  grpcRoute({
    method: 'get',
    path: '/functions/:function_id/logs',
    operationId: 'listFunctionLogs',
    summary: 'Console lines of the function’s recent invocations, most recent first (secrets redacted).',
    tag: 'Functions',
    params: fnParams,
    query: z.object({ limit: queryInt(1, 50).default(20).describe('1 to 50 lines, default 20.') }),
    response: z.object({ data: contractObject('svc.flows.v1.FunctionLogsResponse', {}, { uuid: ['function_id'] }) }),
    errorStatuses: [400, 404],
    service: 'flows',
    rpc: 'ListFunctionLogs',
    request: ({ params, query }, ctx) => ({ project_id: ctx.projectId, function_id: params.function_id, limit: query.limit }),
    reply: (res) => ({ body: { data: res } }),
  }),
  grpcRoute({
    method: 'delete',
    path: '/functions/:function_id',
    operationId: 'deleteFunction',
    summary:
      'Delete a function and its secrets. While an active workflow or a flow’s data endpoint uses it: 409 `function_in_use` with `workflows` and `flows` [{id, name}], unless `force=true`.',
    tag: 'Functions',
    params: fnParams,
    query: z.object({ force: queryFlag.describe('Delete even while workflows or flows use it.') }),
    response: z.object({}),
    successStatuses: [204],
    errorStatuses: [400, 404, 409],
    service: 'flows',
    rpc: 'DeleteFunction',
    request: ({ params, query }, ctx) => ({ project_id: ctx.projectId, function_id: params.function_id, force: query.force }),
    reply: () => ({ status: 204, body: {} }),
  }),
]);

/**
 * The invoke answer by the function's mode: passthrough forwards its status, headers and body bytes
 * (a failure of the function itself: its status and `{error, invocation_id}`); wrapped answers the
 * `{data: {...}}` object. Both carry `X-Function-Invocation-Id` and `X-Edge-Ray-Id`.
 */
function invokeReply(res: flows.InvokeFunctionResponse__Output) {
  const ids = { 'x-function-invocation-id': res.invocation_id, 'x-edge-ray-id': res.edge_ray_id };
  if (res.response_mode !== 'INVOKE_RESPONSE_MODE_PASSTHROUGH') return { headers: ids, body: { data: res } };
  if (res.error_message !== undefined && res.error_message !== null)
    return {
      status: res.status_code,
      headers: ids,
      raw: Buffer.from(JSON.stringify({ error: res.error_message, invocation_id: res.invocation_id })),
      contentType: 'application/json',
    };
  const headers: Record<string, string> = {};
  for (const h of res.headers) headers[h.name] = headers[h.name] === undefined ? h.value : `${headers[h.name]}, ${h.value}`;
  return {
    status: res.status_code,
    headers: { ...headers, ...ids },
    raw: Buffer.from(res.raw_body),
    contentType: headers['content-type'] ?? 'application/octet-stream',
  };
}
