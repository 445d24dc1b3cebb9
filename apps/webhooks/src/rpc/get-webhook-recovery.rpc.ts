import type { webhooks } from '@platform/contracts';
import type { RecoveriesUsecase } from '../usecases/recoveries.usecase';
import { recoveryToWire } from '../wire/recovery.wire';

/** GetWebhookRecovery: one job and its counters. */
export function getWebhookRecoveryRpc(uc: RecoveriesUsecase) {
  return async (req: webhooks.GetWebhookRecoveryRequest__Output): Promise<webhooks.GetWebhookRecoveryResponse> => ({
    recovery: recoveryToWire(await uc.get(req.project_id, req.webhook_id, req.recovery_id)),
  });
}
