import type { messagingProxy } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import type { CustomersUsecase } from '../usecases/customers.usecase';

/** CreateCustomer: a customer of the caller's project. */
export function createCustomerRpc(uc: CustomersUsecase) {
  return async (req: messagingProxy.CreateCustomerRequest__Output): Promise<messagingProxy.CreateCustomerResponse> => {
    const name = req.name.trim();
    if (!name || name.length > 200) throw invalidArgument('INVALID_NAME', 'name is required (at most 200 characters)');
    const ext = req.external_customer_id?.trim();
    if (ext !== undefined && (ext === '' || ext.length > 200))
      throw invalidArgument('INVALID_EXTERNAL_CUSTOMER_ID', 'external_customer_id must be 1 to 200 characters');
    return { customer: await uc.create(req.project_id, name, ext) };
  };
}
