import type { messagingProxy } from '@platform/contracts';
import type { CustomersUsecase } from '../usecases/customers.usecase';

/** GetCustomer: one customer of the caller's project; foreign and unknown ids are the same 404. */
export function getCustomerRpc(uc: CustomersUsecase) {
  return async (req: messagingProxy.GetCustomerRequest__Output): Promise<messagingProxy.GetCustomerResponse> => {
    return { customer: await uc.get(req.project_id, req.customer_id) };
  };
}
