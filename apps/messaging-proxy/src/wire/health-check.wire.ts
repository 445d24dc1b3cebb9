import { toStruct, type messagingProxy } from '@platform/contracts';
import type { CheckResult, HealthResult } from '../domain/health';

/** One check of a health result → the public HealthCheck (an unknown outcome has no `passed`). */
export function healthCheckToWire(c: CheckResult): messagingProxy.HealthCheck {
  return {
    passed: c.passed === null ? undefined : c.passed,
    error: c.error,
    overall_status: c.overall_status,
    details: toStruct(c.details),
  };
}

/** A health result (cached or fresh) → the CheckPhoneNumberHealth answer (spec 4.9). */
export function healthResultToWire(result: HealthResult, cached: boolean): messagingProxy.CheckPhoneNumberHealthResponse {
  const c = result.checks;
  return {
    status: result.status,
    timestamp: result.timestamp,
    error: result.error,
    cached,
    checks: c
      ? {
          phone_number_access: healthCheckToWire(c.phone_number_access),
          token_validity: healthCheckToWire(c.token_validity),
          messaging_health: healthCheckToWire(c.messaging_health),
          webhook_subscription: healthCheckToWire(c.webhook_subscription),
          webhook_verified: healthCheckToWire(c.webhook_verified),
          phone_number_connection: healthCheckToWire(c.phone_number_connection),
        }
      : undefined,
  };
}
