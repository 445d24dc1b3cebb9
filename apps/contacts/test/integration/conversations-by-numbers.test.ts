/**
 * ListConversations' `phone_number_ids` (any of these numbers; an inbox embed's customer scope,
 * decision 0017) on the real database. Risk removed: a customer-scoped embed shown another
 * customer's number, or another project's conversation on the same number id.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationsRepository } from '../../src/infra/db/conversations.repository';
import { listConversationsRpc } from '../../src/rpc/list-conversations.rpc';
import { harness } from './support';

let h: Awaited<ReturnType<typeof harness>>;
const P = randomUUID();
const OTHER = randomUUID();

beforeAll(async () => {
  h = await harness();
  for (const [project, number] of [
    [P, '101'],
    [P, '102'],
    [P, '103'],
    [OTHER, '101'],
  ]) {
    const contact = randomUUID();
    await h.db.knex('contacts').insert({ id: contact, project_id: project, phone_number: `55110${number}`, created_at: new Date(), updated_at: new Date() });
    await h.db.knex('conversations').insert({
      id: randomUUID(),
      project_id: project,
      phone_number_id: number,
      contact_id: contact,
      status: 'active',
      inactive: false,
      last_active_at: new Date(),
      created_at: new Date(),
      updated_at: new Date(),
    });
  }
}, 60_000);
afterAll(async () => {
  await h?.db.cleanup();
});

const base = { project_id: P, property_filters: [], limit: 20 } as never;

describe('ListConversations phone_number_ids', () => {
  it('answers the conversations of any of the numbers, of the project only; combined with phone_number_id both must match', async () => {
    const rpc = listConversationsRpc(new ConversationsRepository(h.db));
    const two = await rpc({ ...(base as object), phone_number_ids: ['101', '102'] } as never);
    expect((two.conversations ?? []).map((c) => c.phone_number_id).sort()).toEqual(['101', '102']);
    const all = await rpc({ ...(base as object), phone_number_ids: [] } as never);
    expect(all.conversations).toHaveLength(3);
    const both = await rpc({ ...(base as object), phone_number_ids: ['101', '102'], phone_number_id: '103' } as never);
    expect(both.conversations).toEqual([]);
  });

  it('refuses an id that is not digits, and more than 1000 ids (INVALID_ARGUMENT)', async () => {
    const rpc = listConversationsRpc(new ConversationsRepository(h.db));
    await expect(rpc({ ...(base as object), phone_number_ids: ['101', 'x'] } as never)).rejects.toMatchObject({ code: 3 });
    await expect(rpc({ ...(base as object), phone_number_ids: [''] } as never)).rejects.toMatchObject({ code: 3 });
    await expect(rpc({ ...(base as object), phone_number_ids: Array.from({ length: 1001 }, (_, i) => String(i)) } as never)).rejects.toMatchObject({
      code: 3,
    });
  });
});
