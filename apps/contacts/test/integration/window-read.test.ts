/**
 * The send path's window read (ListConversations by recipient, decision 0503) and the messages list
 * by phone number find the contact through its (project, phone number) index. Risk removed: a scan of
 * every project's contacts per send, growing with the table.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationsRepository } from '../../src/infra/db/conversations.repository';
import { MessagesRepository } from '../../src/infra/db/messages.repository';
import { harness } from './support';

let h: Awaited<ReturnType<typeof harness>>;
const P = randomUUID();
const OTHER = randomUUID();

beforeAll(async () => {
  h = await harness();
  // 20,000 contacts with an active conversation each, in two projects; the same phone numbers in both.
  for (const project of [P, OTHER])
    await h.db.knex.raw(
      `INSERT INTO contacts (id, project_id, phone_number, created_at, updated_at)
       SELECT gen_random_uuid(), ?, (5511000000000 + g)::text, now(), now() FROM generate_series(1, 10000) g`,
      [project],
    );
  await h.db.knex.raw(
    `INSERT INTO conversations (id, project_id, phone_number_id, contact_id, status, inactive, last_active_at, created_at, updated_at)
     SELECT gen_random_uuid(), project_id, '111', id, 'active', false, now() - (random() * interval '1 hour'), now(), now() FROM contacts`,
  );
  await h.db.knex.raw(
    `INSERT INTO messages (id, project_id, wamid, conversation_id, contact_id, phone_number_id, direction, origin, type, status, timestamp, created_at, updated_at)
     SELECT gen_random_uuid(), project_id, 'wamid.' || id, id, contact_id, '111', 'outbound', 'cloud_api', 'text', 'sent', now(), now(), now() FROM conversations`,
  );
  await h.db.knex.raw('ANALYZE');
}, 60_000);
afterAll(async () => {
  await h?.db.cleanup();
});

/** The plan (EXPLAIN, JSON) of the one query `read` runs. */
async function planOf(read: () => Promise<unknown>): Promise<string> {
  let sql = '';
  let bindings: unknown[] = [];
  const listen = (q: { sql: string; bindings: unknown[] }) => {
    sql = q.sql;
    bindings = q.bindings;
  };
  h.db.knex.on('query', listen);
  try {
    await read();
  } finally {
    h.db.knex.removeListener('query', listen);
  }
  const r = await h.db.knex.raw(`EXPLAIN (FORMAT JSON) ${sql.replace(/\$\d+/g, '?')}`, bindings as never);
  return JSON.stringify(r.rows[0]['QUERY PLAN']);
}

describe('reads by phone number', () => {
  it('the conversation of a recipient (known or not) is found through the contacts (project, phone number) index, never a scan of contacts', async () => {
    const conversations = new ConversationsRepository(h.db);
    for (const phone of ['5511000000777', '5599999999999']) {
      const plan = await planOf(() => conversations.list(P, { phoneNumberId: '111', phoneNumber: phone, status: 'active', limit: 1 }));
      expect(plan).toContain('contacts_project_id_phone_number_unique');
      expect(plan).not.toMatch(/Seq Scan[^}]*"Relation Name":"contacts"/);
    }
    const found = await conversations.list(P, { phoneNumberId: '111', phoneNumber: '5511000000777', status: 'active', limit: 1 });
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ project_id: P, contact_phone_number: '5511000000777' });
  });

  it('the messages of a phone number likewise', async () => {
    const messages = new MessagesRepository(h.db);
    const plan = await planOf(() => messages.list(P, { phoneNumber: '5511000000777', limit: 10 } as never));
    expect(plan).not.toMatch(/Seq Scan[^}]*"Relation Name":"contacts"/);
    const found = await messages.list(P, { phoneNumber: '5511000000777', limit: 10 } as never);
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ project_id: P });
  });
});
