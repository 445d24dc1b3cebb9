import { randomUUID } from 'node:crypto';
import { normalizePage, pageMeta, type PageInput, type messagingProxy } from '@platform/contracts';
import { alreadyExists, conflict, notFound } from '@platform/errors';
import { isUniqueViolation } from '@platform/db';
import { customerToWire } from '../wire/customer.wire';
import type { UsecaseContext } from './context';

const duplicate = () => alreadyExists('CUSTOMER_EXTERNAL_ID_TAKEN', 'A customer with this external_customer_id already exists in the project');

/** Customer use cases (create, read, list, update, delete). */
export class CustomersUsecase {
  constructor(private readonly ctx: UsecaseContext) {}

  /** Creates a customer; external_customer_id is unique per project (409). */
  async create(projectId: string, name: string, externalCustomerId?: string): Promise<messagingProxy.Customer> {
    try {
      return customerToWire(await this.ctx.customers.create({ id: randomUUID(), projectId, name, externalCustomerId, now: this.ctx.clock.now() }));
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate();
      throw err;
    }
  }

  /** Reads a customer; foreign and unknown ids are the same 404. */
  async get(projectId: string, id: string): Promise<messagingProxy.Customer> {
    const c = await this.ctx.customers.get(projectId, id);
    if (!c) throw notFound('CUSTOMER_NOT_FOUND', 'Customer not found');
    return customerToWire(c);
  }

  /** Lists customers, most recent first. */
  async list(projectId: string, p: PageInput | null | undefined) {
    const { page, perPage } = normalizePage(p);
    const { items, total } = await this.ctx.customers.list(projectId, page, perPage);
    return { customers: items.map(customerToWire), meta: pageMeta(page, perPage, total) };
  }

  /** Updates name and/or external_customer_id (null clears it). */
  async update(projectId: string, id: string, changes: { name?: string; externalCustomerId?: string | null }): Promise<messagingProxy.Customer> {
    try {
      const c = await this.ctx.customers.update(projectId, id, changes, this.ctx.clock.now());
      if (!c) throw notFound('CUSTOMER_NOT_FOUND', 'Customer not found');
      return customerToWire(c);
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate();
      throw err;
    }
  }

  /** Deletes a customer and its setup links; refused (409) while phone numbers are connected for it. */
  async delete(projectId: string, id: string): Promise<void> {
    await this.ctx.db.transaction(async (trx) => {
      const c = await this.ctx.customers.get(projectId, id, trx);
      if (!c) throw notFound('CUSTOMER_NOT_FOUND', 'Customer not found');
      const numbers = await this.ctx.phoneNumbers.countForCustomer(projectId, id, trx);
      if (numbers > 0) throw conflict(`Customer has ${numbers} connected phone number(s); it cannot be deleted while numbers are connected`);
      await this.ctx.customers.delete(trx, projectId, id);
    });
  }
}
