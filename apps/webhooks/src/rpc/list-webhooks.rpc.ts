import { normalizePage, pageMeta, type webhooks } from '@platform/contracts';
import type { WebhooksRepository } from '../infra/db/webhooks.repository';
import type { PhoneNumberDirectory } from '../infra/grpc/phone-numbers.client';
import { requireOwnNumber } from '../usecases/webhooks.usecase';
import { webhookToWire } from '../wire/webhook.wire';

/** ListWebhooks: project-level webhooks, or those of one number, most recent first (page style). */
export function listWebhooksRpc(repo: WebhooksRepository, phoneNumbers: PhoneNumberDirectory) {
  return async (req: webhooks.ListWebhooksRequest__Output): Promise<webhooks.ListWebhooksResponse> => {
    if (req.phone_number_id) await requireOwnNumber(phoneNumbers, req.project_id, req.phone_number_id);
    const { page, perPage } = normalizePage(req.page);
    const { items, total } = await repo.list(req.project_id, req.phone_number_id ?? undefined, page, perPage);
    return { webhooks: items.map(webhookToWire), meta: pageMeta(page, perPage, total) };
  };
}
