import type { webhooks } from '@platform/contracts';
import type { RecoveriesUsecase } from '../usecases/recoveries.usecase';
import { recoveryToWire } from '../wire/recovery.wire';

/** RecoverWebhook: queues a recovery of the window (or returns the identical active one). */
export function recoverWebhookRpc(uc: RecoveriesUsecase) {
  return async (req: webhooks.RecoverWebhookRequest__Output): Promise<webhooks.RecoverWebhookResponse> => {
    const { row, created } = await uc.recover(req.project_id, req.webhook_id, req.since, req.until);
    return { recovery: recoveryToWire(row), created };
  };
}
