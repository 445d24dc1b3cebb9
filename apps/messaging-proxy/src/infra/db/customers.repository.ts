import { offsetPage, type Db } from '@platform/db';
import type { Knex } from 'knex';
import { iso } from './rows';

/** A stored customer (its wire shape: wire/customer.wire.ts). */
export interface CustomerRow {
  id: string;
  name: string;
  externalCustomerId: string | null;
  /** ISO timestamps. */
  createdAt: string;
  updatedAt: string;
}

function toCustomer(r: Record<string, unknown>): CustomerRow {
  return {
    id: r.id as string,
    name: r.name as string,
    externalCustomerId: (r.external_customer_id as string | null) ?? null,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  };
}

/** Customers of a project. Every method takes the project id: a foreign id reads as unknown. */
export class CustomersRepository {
  constructor(private readonly db: Db) {}

  /** Inserts a customer; throws a unique violation when external_customer_id is taken in the project. */
  async create(c: { id: string; projectId: string; name: string; externalCustomerId?: string; now: Date }): Promise<CustomerRow> {
    const [r] = await this.db
      .knex('customers')
      .insert({ id: c.id, project_id: c.projectId, name: c.name, external_customer_id: c.externalCustomerId ?? null, created_at: c.now, updated_at: c.now })
      .returning('*');
    return toCustomer(r);
  }

  /** One customer of the project, or undefined. */
  async get(projectId: string, id: string, trx?: Knex): Promise<CustomerRow | undefined> {
    const r = await (trx ?? this.db.knex)('customers').where({ project_id: projectId, id }).first();
    return r ? toCustomer(r) : undefined;
  }

  /** A page of the project's customers, most recent first. */
  async list(projectId: string, page: number, perPage: number): Promise<{ items: CustomerRow[]; total: number }> {
    const q = this.db.knex('customers').where({ project_id: projectId });
    return offsetPage(q, { newest: 'created_at', tieBreak: 'id' }, page, perPage, toCustomer);
  }

  /** Applies changes; undefined when the customer is not the project's. */
  async update(projectId: string, id: string, changes: { name?: string; externalCustomerId?: string | null }, now: Date): Promise<CustomerRow | undefined> {
    const patch: Record<string, unknown> = { updated_at: now };
    if (changes.name !== undefined) patch.name = changes.name;
    if (changes.externalCustomerId !== undefined) patch.external_customer_id = changes.externalCustomerId;
    const [r] = await this.db.knex('customers').where({ project_id: projectId, id }).update(patch).returning('*');
    return r ? toCustomer(r) : undefined;
  }

  /** Deletes the customer (its setup links cascade); false when it is not the project's. */
  async delete(trx: Knex, projectId: string, id: string): Promise<boolean> {
    const n = await trx('customers').where({ project_id: projectId, id }).delete();
    return n > 0;
  }
}
