import { normalizePage, pageMeta, type webhooks } from '@platform/contracts';
import type { RecoveriesUsecase } from '../usecases/recoveries.usecase';
import { recoveryToWire } from '../wire/recovery.wire';

/** ListWebhookRecoveries: the webhook's jobs, most recent first (page style). */
export function listWebhookRecoveriesRpc(uc: RecoveriesUsecase) {
  return async (req: webhooks.ListWebhookRecoveriesRequest__Output): Promise<webhooks.ListWebhookRecoveriesResponse> => {
    const { page, perPage } = normalizePage(req.page);
    const { items, total } = await uc.list(req.project_id, req.webhook_id, page, perPage);
    return { recoveries: items.map(recoveryToWire), meta: pageMeta(page, perPage, total) };
  };
}
