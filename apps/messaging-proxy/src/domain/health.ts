/**
 * Health evaluation of a phone number (spec 4.9 rules 3, reference 1.5): turns what the upstream
 * answered into the checks and one overall status. Pure; the use case gathers the inputs.
 *
 * Overall status:
 *  - unhealthy: the number cannot be reached, the token is invalid, sending is BLOCKED, or the
 *    upstream reports the number DISCONNECTED;
 *  - error: the upstream could not be asked (unavailable, timed out), so nothing is known;
 *  - degraded: sending LIMITED, the app is not subscribed to the account's webhooks, webhooks
 *    were never verified, or the connection status is UNKNOWN;
 *  - healthy: every check passed.
 */

/** Sending capability of a health_status entity. */
export type CanSend = 'AVAILABLE' | 'LIMITED' | 'BLOCKED';

/** One health_status entity as the upstream sends it. */
export interface HealthEntity {
  entity_type: string;
  id: string;
  can_send_message: CanSend | string;
  additional_info?: string[];
  errors?: Array<{ error_code: number; error_description: string; possible_solution?: string }>;
}

/** An upstream failure as the checks need it. */
export interface UpstreamProblem {
  /** token: invalid or expired (an authorization error, e.g. Graph 190); denied: the token cannot reach the object; unavailable: 5xx, timeout, network. */
  kind: 'token' | 'denied' | 'unavailable' | 'other';
  message: string;
  code?: number;
}

/** The phone number node fields the checks read. */
export interface NumberNode {
  id: string;
  verified_name?: string;
  display_phone_number?: string;
  quality_rating?: string;
  status?: string;
  throughput_tier?: string;
  health_status?: { can_send_message?: string; entities?: HealthEntity[] };
}

/** Everything the evaluation needs. */
export interface HealthInputs {
  access: { ok: true; node: NumberNode } | { ok: false; problem: UpstreamProblem };
  /** debug_token verdict: valid, invalid with a reason, or unknown (introspection unavailable). */
  token: { valid: true } | { valid: false; reason: string } | { valid: null; reason: string };
  subscription: { ok: true; appId: string; subscribed: boolean } | { ok: false; problem: UpstreamProblem };
  webhookVerifiedAt: string | null;
}

/** One check of the result. */
export interface CheckResult {
  passed: boolean | null;
  error?: string;
  overall_status?: string;
  details: Record<string, unknown>;
}

/** Overall health statuses. */
export type HealthStatus = 'healthy' | 'degraded' | 'unhealthy' | 'error';

/** A health result (what is cached and returned). */
export interface HealthResult {
  status: HealthStatus;
  timestamp: string;
  error?: string;
  checks?: {
    phone_number_access: CheckResult;
    token_validity: CheckResult;
    messaging_health: CheckResult;
    webhook_subscription: CheckResult;
    webhook_verified: CheckResult;
    phone_number_connection: CheckResult;
  };
}

/** Message of the status `error` answered while another check of the number is still running (rule 2). */
export const IN_FLIGHT_ERROR = 'A health check for this phone number is already in progress and did not finish in time; retry in a few seconds';

/** `passed` of phone_number_connection: CONNECTED → true, DISCONNECTED → false, anything else (UNKNOWN) → null (rule 3). */
export function connectionPassed(status: string | undefined): boolean | null {
  if (status === 'CONNECTED') return true;
  if (status === 'DISCONNECTED') return false;
  return null;
}

/** Worst of the entities' can_send_message (BLOCKED > LIMITED > AVAILABLE). */
export function worstCanSend(values: string[]): CanSend {
  if (values.includes('BLOCKED')) return 'BLOCKED';
  if (values.includes('LIMITED')) return 'LIMITED';
  return 'AVAILABLE';
}

/** Builds the checks and the overall status. */
export function evaluateHealth(inputs: HealthInputs, now: Date): HealthResult {
  const timestamp = now.toISOString();
  const { access, token, subscription } = inputs;
  const node = access.ok ? access.node : undefined;

  const phone_number_access: CheckResult = access.ok
    ? {
        passed: true,
        details: {
          id: node!.id,
          verified_name: node!.verified_name ?? null,
          display_phone_number: node!.display_phone_number ?? null,
          quality_rating: node!.quality_rating ?? null,
          status: node!.status ?? null,
          throughput_tier: node!.throughput_tier ?? null,
        },
      }
    : {
        passed: access.problem.kind === 'unavailable' ? null : false,
        error: access.problem.message,
        details: access.problem.code !== undefined ? { upstream_error_code: access.problem.code } : {},
      };

  let tokenCheck: CheckResult;
  if (token.valid === true) tokenCheck = { passed: true, details: {} };
  else if (token.valid === false) tokenCheck = { passed: false, error: token.reason, details: {} };
  else if (!access.ok && access.problem.kind === 'token')
    tokenCheck = { passed: false, error: access.problem.message, details: { upstream_error_code: access.problem.code ?? 190 } };
  else tokenCheck = { passed: access.ok ? true : null, error: access.ok ? undefined : token.reason, details: {} };

  let messaging_health: CheckResult;
  if (node?.health_status) {
    const entities = node.health_status.entities ?? [];
    const overall = (node.health_status.can_send_message as CanSend | undefined) ?? worstCanSend(entities.map((e) => String(e.can_send_message)));
    const blockedErrors = entities.flatMap((e) => e.errors ?? []);
    messaging_health = {
      passed: overall !== 'BLOCKED',
      overall_status: overall,
      error:
        overall === 'BLOCKED'
          ? blockedErrors[0]
            ? `${blockedErrors[0].error_code}: ${blockedErrors[0].error_description}`
            : 'Messaging is blocked'
          : undefined,
      details: { can_send_message: overall, entities },
    };
  } else {
    messaging_health = { passed: null, error: access.ok ? 'The upstream returned no health status' : 'Phone number not reachable', details: {} };
  }

  const webhook_subscription: CheckResult = subscription.ok
    ? {
        passed: subscription.subscribed,
        error: subscription.subscribed ? undefined : 'The platform app is not subscribed to the business account webhooks',
        details: { app_id: subscription.appId, subscribed: subscription.subscribed, subscribed_fields: [] },
      }
    : { passed: subscription.problem.kind === 'unavailable' ? null : false, error: subscription.problem.message, details: {} };

  const webhook_verified: CheckResult = inputs.webhookVerifiedAt
    ? { passed: true, details: { verified_at: inputs.webhookVerifiedAt, message: 'Webhook deliveries from the upstream were verified' } }
    : {
        passed: false,
        error: 'No verified webhook delivery received for this number yet',
        details: { verified_at: null, message: 'Webhook not verified yet' },
      };

  const connStatus = node?.status;
  const phone_number_connection: CheckResult = {
    passed: node ? connectionPassed(connStatus) : null,
    details: {
      status: node ? (connStatus === 'CONNECTED' || connStatus === 'DISCONNECTED' ? connStatus : 'UNKNOWN') : 'UNKNOWN',
      upstream_status: connStatus ?? null,
    },
  };
  if (phone_number_connection.passed === false) phone_number_connection.error = 'The upstream reports the phone number as DISCONNECTED';

  const checks = { phone_number_access, token_validity: tokenCheck, messaging_health, webhook_subscription, webhook_verified, phone_number_connection };

  let status: HealthStatus;
  const unavailable = (!access.ok && access.problem.kind === 'unavailable') || (!subscription.ok && subscription.problem.kind === 'unavailable');
  if (phone_number_access.passed === false || tokenCheck.passed === false || messaging_health.passed === false || phone_number_connection.passed === false)
    status = 'unhealthy';
  else if (unavailable) status = 'error';
  else if (
    messaging_health.overall_status === 'LIMITED' ||
    webhook_subscription.passed !== true ||
    webhook_verified.passed !== true ||
    phone_number_connection.passed === null
  )
    status = 'degraded';
  else status = 'healthy';

  const result: HealthResult = { status, timestamp, checks };
  if (status === 'error') result.error = 'The upstream network could not be reached to check this number; retry shortly';
  return result;
}
