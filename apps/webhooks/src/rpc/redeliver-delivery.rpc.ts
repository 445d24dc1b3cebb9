import type { webhooks } from '@platform/contracts';
import type { DeliveriesUsecase } from '../usecases/deliveries.usecase';
import { deliveryToWire } from '../wire/delivery.wire';

/** RedeliverDelivery: a new attempt now; returns the delivery as scheduled. */
export function redeliverDeliveryRpc(uc: DeliveriesUsecase) {
  return async (req: webhooks.RedeliverDeliveryRequest__Output): Promise<webhooks.RedeliverDeliveryResponse> => {
    const { row, attempts } = await uc.redeliver(req.project_id, req.delivery_id);
    return { delivery: deliveryToWire(row, attempts) };
  };
}
