import { z } from 'zod';
import { contractObject } from '../contract-schema';
import { grpcRoute, type RouteDef, type RouteLimit } from '../route';
import { phoneNumberParams } from '../schemas';

/** Health check limits (spec 8): 5 per second and 60 per minute per project, counted in Redis before the call. */
const HEALTH_LIMITS: RouteLimit[] = [
  { name: 'health-second', points: 5, durationSec: 1, limitHeader: 'X-Health-RateLimit-Second-Limit', remainingHeader: 'X-Health-RateLimit-Second-Remaining' },
  {
    name: 'health-minute',
    points: 60,
    durationSec: 60,
    limitHeader: 'X-Health-RateLimit-Minute-Limit',
    remainingHeader: 'X-Health-RateLimit-Minute-Remaining',
  },
];

/** Overrides: a check's `error` and `overall_status` are left out when unset (not null). */
const healthCheck = contractObject('svc.messaging_proxy.v1.HealthCheck', { error: z.string().optional(), overall_status: z.string().optional() });

const CHECKS = ['phone_number_access', 'token_validity', 'messaging_health', 'webhook_subscription', 'webhook_verified', 'phone_number_connection'] as const;

/**
 * Overrides: the overall status is a closed set; `error` and `checks` are left out when unset; the
 * `cached` flag is internal (the gateway does not show it).
 */
const healthBody = contractObject('svc.messaging_proxy.v1.CheckPhoneNumberHealthResponse', {
  status: z.enum(['healthy', 'degraded', 'unhealthy', 'error']),
  error: z.string().optional(),
  checks: contractObject('svc.messaging_proxy.v1.HealthChecks', Object.fromEntries(CHECKS.map((k) => [k, healthCheck]))).optional(),
  cached: null,
});

/** The health check of a number (messaging-proxy), with its own rate limits. */
export const healthRoutes: RouteDef[] = [
  grpcRoute({
    method: 'get',
    path: '/messaging/phone_numbers/:phone_number_id/health',
    operationId: 'checkPhoneNumberHealth',
    summary: 'Health check of a number: cached 3 minutes; 5 per second and 60 per minute per project (429 with Retry-After).',
    tag: 'Phone Numbers',
    params: phoneNumberParams,
    response: healthBody,
    errorStatuses: [400, 404],
    deadlineMs: 20_000,
    limits: HEALTH_LIMITS,
    service: 'messagingProxy',
    rpc: 'CheckPhoneNumberHealth',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, phone_number_id: params.phone_number_id }),
    // Empty strings count as unset, as they always have; the rest is the derived shape.
    reply: (res) => {
      const c = res.checks;
      const checks = c
        ? Object.fromEntries(CHECKS.map((k) => [k, { ...c[k], error: c[k]?.error || undefined, overall_status: c[k]?.overall_status || undefined }]))
        : undefined;
      return { body: { ...res, error: res.error || undefined, checks } };
    },
  }),
];
