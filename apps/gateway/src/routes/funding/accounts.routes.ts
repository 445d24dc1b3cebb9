import { z } from 'zod';
import { grpcRoute, routesOf, type RouteDef } from '../route';
import { digitsParam } from '../schemas';
import { fundingObject, usage, usageQuery } from './schemas';

const wabaParams = z.object({ waba_id: digitsParam });

/** `/messaging/accounts/*`: a business account's funding and usage (funding service). */
export const accountRoutes: RouteDef[] = routesOf('funding/accounts.routes.ts', [
  grpcRoute({
    method: 'post',
    path: '/messaging/accounts/:waba_id/funding',
    operationId: 'ensureFunding',
    summary: 'Ensure funding of a business account: 202 while a run is pending or running, 200 otherwise.',
    tag: 'Funding',
    params: wabaParams,
    body: z.object({ business_portfolio_id: z.string({ required_error: 'is required' }).regex(/^\d{1,32}$/, 'must be a digit string') }),
    response: z.object({ data: fundingObject }),
    successStatuses: [200, 202],
    errorStatuses: [400, 409, 502, 503],
    deadlineMs: 15_000,
    service: 'funding',
    rpc: 'EnsureFunding',
    request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, waba_id: params.waba_id, business_portfolio_id: body.business_portfolio_id }),
    reply: (res) => ({ status: res.in_progress ? 202 : 200, body: { data: res.funding } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/accounts/:waba_id/funding',
    operationId: 'getFunding',
    summary: 'Funding status of a business account, with its latest run.',
    tag: 'Funding',
    params: wabaParams,
    response: z.object({ data: fundingObject }),
    errorStatuses: [400],
    service: 'funding',
    rpc: 'GetFunding',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, waba_id: params.waba_id }),
    reply: (res) => ({ body: { data: res.funding } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/accounts/:waba_id/usage',
    operationId: 'getAccountUsage',
    summary: 'Recorded messaging and calling usage of a business account (default: the last 30 days).',
    tag: 'Funding',
    params: wabaParams,
    query: usageQuery,
    response: z.object({ data: usage }),
    errorStatuses: [400],
    service: 'funding',
    rpc: 'GetAccountUsage',
    request: ({ params, query }, ctx) => ({ project_id: ctx.projectId, waba_id: params.waba_id, start_date: query.start_date, end_date: query.end_date }),
    reply: (res) => ({ body: { data: res.usage } }),
  }),
]);
