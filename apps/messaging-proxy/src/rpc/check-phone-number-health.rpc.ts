import type { messagingProxy } from '@platform/contracts';
import type { HealthUsecase } from '../usecases/health.usecase';
import { healthResultToWire } from '../wire/health-check.wire';
import { requireDigits } from './guards';

/** CheckPhoneNumberHealth: cached, single-flight health check (spec 4.9 rules 1-3). */
export function checkPhoneNumberHealthRpc(uc: HealthUsecase) {
  return async (req: messagingProxy.CheckPhoneNumberHealthRequest__Output): Promise<messagingProxy.CheckPhoneNumberHealthResponse> => {
    requireDigits(req.phone_number_id, 'phone_number_id');
    const { result, cached } = await uc.check(req.project_id, req.phone_number_id);
    return healthResultToWire(result, cached);
  };
}
