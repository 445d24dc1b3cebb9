/**
 * The inbox's list filters (inbox_status, assignee, q with the existing ones) and CountConversations
 * under the same filters (decision 0507). Risks removed: an inbox tab whose badge disagrees with its
 * list, a search that matches another project's contacts or treats `%` as a wildcard, a bad filter
 * answered 500.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationsRepository } from '../../src/infra/db/conversations.repository';
import { countConversationsRpc } from '../../src/rpc/count-conversations.rpc';
import { listConversationsRpc } from '../../src/rpc/list-conversations.rpc';
import { harness } from './support';

let h: Awaited<ReturnType<typeof harness>>;
const P = randomUUID();
const OTHER = randomUUID();
const ANA = randomUUID();
const BRUNO = randomUUID();

/** name, phone, inbox status, assignee, properties, minutes ago (the list's order). */
const ROWS: [string, string, string, string | null, object, number][] = [
  ['Maria Souza', '5511900000001', 'open', null, { plan: 'pro' }, 1],
  ['Mário Lima', '5511900000002', 'open', ANA, { plan: 'free' }, 2],
  ['João 100%', '5521900000003', 'pending', ANA, { plan: 'pro' }, 3],
  ['Ana Paula', '5521900000004', 'resolved', BRUNO, { plan: 'pro' }, 4],
  ['Pedro', '5531900000005', 'snoozed', null, {}, 5],
];
const ids = new Map<string, string>();

beforeAll(async () => {
  h = await harness();
  const at = (minutes: number) => new Date(Date.parse('2026-11-24T14:00:00Z') - minutes * 60_000);
  for (const [project, rows] of [
    [P, ROWS],
    [OTHER, [['Maria Outra', '5511900000001', 'open', null, { plan: 'pro' }, 0]]],
  ] as const) {
    for (const [name, phone, inbox_status, assigned, properties, ago] of rows) {
      const contact = randomUUID();
      const id = randomUUID();
      await h.db.knex('contacts').insert({ id: contact, project_id: project, name, phone_number: phone, properties, created_at: at(ago), updated_at: at(ago) });
      await h.db.knex('conversations').insert({
        id,
        project_id: project,
        phone_number_id: '101',
        contact_id: contact,
        status: 'active',
        inbox_status,
        assigned_user_id: assigned,
        last_active_at: at(ago),
        created_at: at(ago),
        updated_at: at(ago),
      });
      if (project === P) ids.set(name, id);
    }
  }
}, 60_000);
afterAll(async () => {
  await h?.db.cleanup();
});

const list = async (f: object) =>
  (
    (await listConversationsRpc(new ConversationsRepository(h.db))({ project_id: P, property_filters: [], phone_number_ids: [], limit: 20, ...f } as never))
      .conversations ?? []
  ).map((c) => c.contact_name);
const count = (f: object) =>
  countConversationsRpc(new ConversationsRepository(h.db))({ project_id: P, property_filters: [], phone_number_ids: [], ...f } as never);

describe('inbox filters and counts', () => {
  it('filters by inbox status, assignee and q (name any case, phone digits, % literal), newest activity first', async () => {
    expect(await list({})).toEqual(['Maria Souza', 'Mário Lima', 'João 100%', 'Ana Paula', 'Pedro']);
    expect(await list({ inbox_status: 'open' })).toEqual(['Maria Souza', 'Mário Lima']);
    expect(await list({ assignee: 'unassigned' })).toEqual(['Maria Souza', 'Pedro']);
    expect(await list({ assignee: ANA })).toEqual(['Mário Lima', 'João 100%']);
    expect(await list({ assignee: ANA, inbox_status: 'pending' })).toEqual(['João 100%']);
    expect(await list({ q: 'maria' })).toEqual(['Maria Souza']);
    expect(await list({ q: '+55 21' })).toEqual(['João 100%', 'Ana Paula']);
    expect(await list({ q: '100%' })).toEqual(['João 100%']);
    expect(await list({ q: '%' })).toEqual(['João 100%']);
    expect(await list({ q: 'pa', property_filters: [{ key: 'plan', value: 'pro' }] })).toEqual(['Ana Paula']);
  });

  it('counts: per inbox status under every filter but inbox_status, unassigned and mine under every filter but assignee', async () => {
    expect(await count({ me_user_id: ANA })).toEqual({ open: 2, pending: 1, resolved: 1, snoozed: 1, unassigned: 2, mine: 2, total: 5 });
    expect(await count({})).toEqual({ open: 2, pending: 1, resolved: 1, snoozed: 1, unassigned: 2, total: 5 });
    expect(await count({ inbox_status: 'open', me_user_id: BRUNO })).toEqual({
      open: 2,
      pending: 1,
      resolved: 1,
      snoozed: 1,
      unassigned: 1,
      mine: 0,
      total: 2,
    });
    expect(await count({ assignee: ANA, property_filters: [{ key: 'plan', value: 'pro' }], me_user_id: ANA })).toEqual({
      open: 0,
      pending: 1,
      resolved: 0,
      snoozed: 0,
      unassigned: 1,
      mine: 1,
      total: 1,
    });
  });

  it('bad filters are 400 (INVALID_ARGUMENT), never 500', async () => {
    for (const f of [
      { inbox_status: 'closed' },
      { assignee: 'me' },
      { assignee: 'nobody' },
      { q: 'x'.repeat(101) },
      { property_filters: [1, 2, 3, 4].map((i) => ({ key: `k${i}`, value: 'v' })) },
    ]) {
      await expect(list(f), JSON.stringify(f)).rejects.toMatchObject({ code: 3 });
      await expect(count(f), JSON.stringify(f)).rejects.toMatchObject({ code: 3 });
    }
  });
});
