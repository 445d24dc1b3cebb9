import type { messagingProxy } from '@platform/contracts';
import type { CustomerRow } from '../infra/db/customers.repository';

/** A customer as the RPCs answer it. */
export function customerToWire(c: CustomerRow): messagingProxy.Customer {
  return {
    id: c.id,
    name: c.name,
    external_customer_id: c.externalCustomerId ?? undefined,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  };
}
