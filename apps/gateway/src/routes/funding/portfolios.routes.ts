import { z } from 'zod';
import { toStruct } from '@platform/contracts';
import { contractObject } from '../contract-schema';
import { grpcRoute, routesOf, type RouteDef } from '../route';
import { digitsParam, pageMeta, pageOf, pageQuery, uuidParam } from '../schemas';
import { fundingObject, usage, usageQuery } from './schemas';

/** Overrides: the only operation type is `revoke`, and its status set is closed (strings in the proto). */
const operation = contractObject(
  'svc.funding.v1.FundingOperation',
  { type: z.literal('revoke'), status: z.enum(['pending', 'running', 'succeeded', 'failed']) },
  { uuid: ['id'] },
);

/** Override: a membership is `active` or `removed`. */
const portfolioAccount = contractObject('svc.funding.v1.PortfolioAccount', {
  membership_status: z.enum(['active', 'removed']),
  funding: fundingObject,
});

const portfolioParams = z.object({ portfolio_id: digitsParam });

/** `/messaging/portfolios/*`: a portfolio's accounts, usage and funding revocation (funding service). */
export const portfolioRoutes: RouteDef[] = routesOf('funding/portfolios.routes.ts', [
  grpcRoute({
    method: 'get',
    path: '/messaging/portfolios/:portfolio_id/accounts',
    operationId: 'listPortfolioAccounts',
    summary: 'Business accounts of a portfolio, most recent first (page style).',
    tag: 'Funding',
    params: portfolioParams,
    query: pageQuery,
    response: z.object({ data: z.array(portfolioAccount), meta: pageMeta }),
    service: 'funding',
    rpc: 'ListPortfolioAccounts',
    request: ({ params, query }, ctx) => ({
      project_id: ctx.projectId,
      portfolio_id: params.portfolio_id,
      page: pageOf(query),
    }),
    reply: (res) => ({ body: { data: res.accounts, meta: res.meta } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/portfolios/:portfolio_id/usage',
    operationId: 'getPortfolioUsage',
    summary: "Recorded usage summed over a portfolio's accounts (default: the last 30 days).",
    tag: 'Funding',
    params: portfolioParams,
    query: usageQuery,
    response: z.object({ data: usage }),
    service: 'funding',
    rpc: 'GetPortfolioUsage',
    request: ({ params, query }, ctx) => ({
      project_id: ctx.projectId,
      portfolio_id: params.portfolio_id,
      start_date: query.start_date,
      end_date: query.end_date,
    }),
    reply: (res) => ({ body: { data: res.usage } }),
  }),
  grpcRoute({
    method: 'post',
    path: '/messaging/portfolios/:portfolio_id/funding/revoke',
    operationId: 'revokePortfolioFunding',
    summary: 'Stops portfolio funding asynchronously (202 with the operation). Requires Idempotency-Key; a replay returns the stored answer.',
    tag: 'Funding',
    params: portfolioParams,
    headers: z.object({ 'idempotency-key': z.string({ required_error: 'is required (Idempotency-Key header)' }).min(1).max(255) }).passthrough(),
    body: z
      .object({ reason: z.string().max(500).optional() })
      .strict()
      .optional(),
    response: z.object({ data: operation }),
    successStatuses: [202],
    errorStatuses: [400, 404, 409, 422, 503],
    service: 'funding',
    rpc: 'RevokePortfolioFunding',
    request: ({ params, headers, body }, ctx) => ({
      project_id: ctx.projectId,
      portfolio_id: params.portfolio_id,
      idempotency_key: headers['idempotency-key'] ?? '',
      // The body as the client sent it (normalised), compared by the service on replays.
      body: toStruct({ reason: body?.reason ?? null }),
      reason: body?.reason,
    }),
    reply: (res) => ({ status: 202, body: { data: res.operation } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/portfolios/:portfolio_id/funding/operations/:operation_id',
    operationId: 'getFundingOperation',
    summary: 'Polls a portfolio funding revocation.',
    tag: 'Funding',
    params: z.object({ portfolio_id: digitsParam, operation_id: uuidParam }),
    response: z.object({ data: operation }),
    service: 'funding',
    rpc: 'GetFundingOperation',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, portfolio_id: params.portfolio_id, operation_id: params.operation_id }),
    reply: (res) => ({ body: { data: res.operation } }),
  }),
]);
