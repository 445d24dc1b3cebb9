import type { messagingProxy } from '@platform/contracts';
import type { CustomersUsecase } from '../usecases/customers.usecase';

/** ListCustomers: the project's customers, most recent first, page style. */
export function listCustomersRpc(uc: CustomersUsecase) {
  return async (req: messagingProxy.ListCustomersRequest__Output): Promise<messagingProxy.ListCustomersResponse> => {
    return uc.list(req.project_id, req.page);
  };
}
