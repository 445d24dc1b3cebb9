import type { webhooks } from '@platform/contracts';
import { notFound } from '@platform/errors';
import type { DeliveriesRepository } from '../infra/db/deliveries.repository';
import { deliveryToWire } from '../wire/delivery.wire';

/** GetDelivery: one delivery with its attempt log. */
export function getDeliveryRpc(repo: DeliveriesRepository) {
  return async (req: webhooks.GetDeliveryRequest__Output): Promise<webhooks.GetDeliveryResponse> => {
    const found = await repo.get(req.project_id, req.delivery_id);
    if (!found) throw notFound('DELIVERY_NOT_FOUND', 'Delivery not found');
    return { delivery: deliveryToWire(found.row, found.attempts) };
  };
}
