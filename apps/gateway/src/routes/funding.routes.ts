import { z } from 'zod';
import { grpcRoute, type RouteDef } from './route';
import { digitsParam, pageMeta, pageQuery, uuidParam } from './schemas';

const fundingRun = z.object({
  id: z.string().uuid(),
  status: z.enum(['pending', 'running', 'succeeded', 'failed', 'cancelled', 'expired']),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  error_kind: z.string().nullable().describe('Failure class (extensible).'),
  upstream_error_code: z.number().int().nullable(),
});

const fundingObject = z.object({
  waba_id: z.string(),
  business_portfolio_id: z.string().nullable(),
  status: z.enum(['funded', 'pending', 'unknown', 'not_funded', 'revoked']),
  reason: z.string().nullable().describe('Machine-readable, extensible; null when funded.'),
  message: z.string(),
  currency: z.string(),
  waba_currency: z.string().nullable(),
  last_verified_at: z.string().nullable(),
  last_checked_at: z.string().nullable(),
  paid_messages: z.object({ paused: z.boolean(), reasons: z.array(z.string()) }),
  operation: fundingRun.nullable(),
});

const usageBreakdown = z.object({
  type: z.enum(['messaging', 'calling']),
  amount_micros: z.number().int().describe('Charges in millionths of currency.'),
  currency: z.string(),
  quantity: z.number().int(),
  billable_quantity: z.number().int(),
  duration_seconds: z.number().int(),
  last_recorded_at: z.string().nullable().describe('Freshness of this charge type on this day.'),
});

const usage = z.object({
  waba_id: z.string().nullable(),
  business_portfolio_id: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  entries: z.array(z.object({ date: z.string(), currency: z.string(), amount_micros: z.number().int(), breakdown: z.array(usageBreakdown) })),
  freshness: z.object({ messaging_last_recorded_at: z.string().nullable(), calling_last_recorded_at: z.string().nullable() }),
});

const operation = z.object({
  id: z.string().uuid(),
  business_portfolio_id: z.string(),
  type: z.literal('revoke'),
  status: z.enum(['pending', 'running', 'succeeded', 'failed']),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  error_kind: z.string().nullable(),
  upstream_error_code: z.number().int().nullable(),
  accounts_total: z.number().int(),
  accounts_revoked: z.number().int(),
  accounts_failed: z.number().int(),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
const usageQuery = z.object({ start_date: day.optional(), end_date: day.optional() });
const wabaParams = z.object({ waba_id: digitsParam });
const portfolioParams = z.object({ portfolio_id: digitsParam });

/** Funding, portfolios, usage and revocation (funding service). */
export const fundingRoutes: RouteDef[] = [
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
  grpcRoute({
    method: 'get',
    path: '/messaging/portfolios/:portfolio_id/accounts',
    operationId: 'listPortfolioAccounts',
    summary: 'Business accounts of a portfolio, most recent first (page style).',
    tag: 'Funding',
    params: portfolioParams,
    query: pageQuery,
    response: z.object({
      data: z.array(z.object({ waba_id: z.string(), business_portfolio_id: z.string(), membership_status: z.enum(['active', 'removed']), created_at: z.string(), funding: fundingObject })),
      meta: pageMeta,
    }),
    service: 'funding',
    rpc: 'ListPortfolioAccounts',
    request: ({ params, query }, ctx) => ({ project_id: ctx.projectId, portfolio_id: params.portfolio_id, page: { page: query.page, per_page: query.per_page } }),
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
    request: ({ params, query }, ctx) => ({ project_id: ctx.projectId, portfolio_id: params.portfolio_id, start_date: query.start_date, end_date: query.end_date }),
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
    body: z.object({ reason: z.string().max(500).optional() }).strict().optional(),
    response: z.object({ data: operation }),
    successStatuses: [202],
    errorStatuses: [400, 404, 409, 422, 503],
    service: 'funding',
    rpc: 'RevokePortfolioFunding',
    request: ({ params, headers, body }, ctx) => ({
      project_id: ctx.projectId,
      portfolio_id: params.portfolio_id,
      idempotency_key: headers['idempotency-key'] ?? '',
      body_json: JSON.stringify({ reason: body?.reason ?? null }),
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
];
