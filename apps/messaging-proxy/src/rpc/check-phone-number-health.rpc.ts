import { toStruct, type messagingProxy } from '@platform/contracts';
import type { CheckResult } from '../domain/health';
import type { HealthUsecase } from '../usecases/health.usecase';
import { requireDigits } from './guards';

const toCheck = (c: CheckResult): messagingProxy.HealthCheck => ({
  passed: c.passed === null ? undefined : c.passed,
  error: c.error,
  overall_status: c.overall_status,
  details: toStruct(c.details),
});

/** CheckPhoneNumberHealth: cached, single-flight health check (spec 4.9 rules 1-3). */
export function checkPhoneNumberHealthRpc(uc: HealthUsecase) {
  return async (req: messagingProxy.CheckPhoneNumberHealthRequest__Output): Promise<messagingProxy.CheckPhoneNumberHealthResponse> => {
    requireDigits(req.phone_number_id, 'phone_number_id');
    const { result, cached } = await uc.check(req.project_id, req.phone_number_id);
    const c = result.checks;
    return {
      status: result.status,
      timestamp: result.timestamp,
      error: result.error,
      cached,
      checks: c
        ? {
            phone_number_access: toCheck(c.phone_number_access),
            token_validity: toCheck(c.token_validity),
            messaging_health: toCheck(c.messaging_health),
            webhook_subscription: toCheck(c.webhook_subscription),
            webhook_verified: toCheck(c.webhook_verified),
            phone_number_connection: toCheck(c.phone_number_connection),
          }
        : undefined,
    };
  };
}
