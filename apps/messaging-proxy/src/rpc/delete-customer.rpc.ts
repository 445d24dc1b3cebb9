import type { messagingProxy } from '@platform/contracts';
import type { CustomersUsecase } from '../usecases/customers.usecase';

/** DeleteCustomer: removes a customer without connected numbers, with its setup links. */
export function deleteCustomerRpc(uc: CustomersUsecase) {
  return async (req: messagingProxy.DeleteCustomerRequest__Output): Promise<messagingProxy.DeleteCustomerResponse> => {
    await uc.delete(req.project_id, req.customer_id);
    return {};
  };
}
