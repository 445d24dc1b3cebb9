import type { webhooks } from '@platform/contracts';
import { toWebhook, type WebhooksRepository } from '../infra/db/webhooks.repository';
import type { PhoneNumberDirectory } from '../infra/grpc/phone-numbers.client';
import { requireOwnNumber, requireProject } from '../usecases/webhooks.usecase';

/** ListWebhooks: project-level webhooks, or those of one number, most recent first (page style). */
export function listWebhooksRpc(repo: WebhooksRepository, phoneNumbers: PhoneNumberDirectory) {
  return async (req: webhooks.ListWebhooksRequest__Output): Promise<webhooks.ListWebhooksResponse> => {
    requireProject(req.project_id);
    if (req.phone_number_id) await requireOwnNumber(phoneNumbers, req.project_id, req.phone_number_id);
    const page = req.page?.page || 1;
    const perPage = Math.min(req.page?.per_page || 20, 100);
    const { items, total } = await repo.list(req.project_id, req.phone_number_id ?? undefined, page, perPage);
    return { webhooks: items.map(toWebhook), meta: { page, per_page: perPage, total_count: total, total_pages: Math.ceil(total / perPage) } };
  };
}
