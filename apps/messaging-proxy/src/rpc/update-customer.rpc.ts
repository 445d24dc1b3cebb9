import type { messagingProxy } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import type { CustomersUsecase } from '../usecases/customers.usecase';

/** UpdateCustomer: name and external_customer_id (cleared with clear_external_customer_id). */
export function updateCustomerRpc(uc: CustomersUsecase) {
  return async (req: messagingProxy.UpdateCustomerRequest__Output): Promise<messagingProxy.UpdateCustomerResponse> => {
    const name = req.name?.trim();
    if (name !== undefined && (name === '' || name.length > 200)) throw invalidArgument('INVALID_NAME', 'name must be 1 to 200 characters');
    const ext = req.clear_external_customer_id ? null : req.external_customer_id?.trim();
    if (typeof ext === 'string' && (ext === '' || ext.length > 200))
      throw invalidArgument('INVALID_EXTERNAL_CUSTOMER_ID', 'external_customer_id must be 1 to 200 characters');
    return { customer: await uc.update(req.project_id, req.customer_id, { name, externalCustomerId: ext }) };
  };
}
