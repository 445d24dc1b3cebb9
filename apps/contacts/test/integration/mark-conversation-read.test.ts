/**
 * Unread per person (decision 0507): MarkConversationRead moves the person's marker to now; the list
 * read for a person shows their `unread_count` (inbound messages stored after the marker) and
 * `unread=true` filters on it; without a person it is not applicable. Risks removed: one agent's
 * reading clearing another's badge, an outbound reply counted as unread, a marker moved back, another
 * project's conversation marked through a known id.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationsRepository } from '../../src/infra/db/conversations.repository';
import { countConversationsRpc } from '../../src/rpc/count-conversations.rpc';
import { listConversationsRpc } from '../../src/rpc/list-conversations.rpc';
import { markConversationReadRpc } from '../../src/rpc/mark-conversation-read.rpc';
import type { ConversationChange } from '../../src/usecases/inbound.usecase';
import { harness, inboundValue } from './support';

let h: Awaited<ReturnType<typeof harness>>;
const P = randomUUID();
const OTHER = randomUUID();
const PN = '106540352242923';
const ANA = randomUUID();
const BRUNO = randomUUID();

beforeAll(async () => {
  h = await harness();
}, 60_000);
afterAll(async () => {
  await h?.db.cleanup();
});

/** `n` customer messages from `wa` in `project` at the clock's time; answers the conversation id. */
async function customerWrites(project: string, wa: string, n = 1): Promise<string> {
  const ts = Math.floor(h.clock.now().getTime() / 1000);
  const msgs = Array.from({ length: n }, (_, i) => ({ id: `wamid.${randomUUID()}`, text: `m${i}`, ts }));
  const change: ConversationChange = {
    eventId: randomUUID(),
    projectId: project,
    phoneNumberId: PN,
    field: 'messages',
    valueJson: JSON.stringify(inboundValue(PN, { wa_id: wa }, msgs)),
    receivedAt: h.clock.now(),
    sandbox: false,
    threadHandler: '',
  };
  await h.db.transaction((trx) => h.uc.inbound.ingestChange(trx, change));
  const row = await h.db
    .knex('conversations')
    .join('contacts', 'contacts.id', 'conversations.contact_id')
    .where({ 'conversations.project_id': project, 'contacts.phone_number': wa })
    .first('conversations.id');
  return row.id as string;
}

const list = async (f: object) =>
  (
    (await listConversationsRpc(new ConversationsRepository(h.db))({ project_id: P, property_filters: [], phone_number_ids: [], limit: 20, ...f } as never))
      .conversations ?? []
  ).map((c) => [c.contact_name, c.unread_count ?? null]);
const markRead = (conversation_id: string, user_id: string, project_id = P) =>
  markConversationReadRpc(h.uc.inbox)({ project_id, conversation_id, user_id } as never);

describe('unread per person', () => {
  it('counts inbound messages after each person’s own marker; unread=true filters; without a person it is null', async () => {
    h.clock.set('2026-11-24T14:00:00Z');
    const c1 = await customerWrites(P, '5511900000011', 2);
    h.clock.set('2026-11-24T14:01:00Z');
    await customerWrites(P, '5511900000012');
    // Unread is decided on the conversation's row (migration 0007): when its newest inbound message was stored.
    const stored = await h.db.knex('conversations').where({ id: c1 }).first('last_inbound_stored_at');
    expect(new Date(stored.last_inbound_stored_at).toISOString()).toBe('2026-11-24T14:00:00.000Z');
    expect(await list({ reader_user_id: ANA })).toEqual([
      ['Ana', 1],
      ['Ana', 2],
    ]);
    expect(await list({})).toEqual([
      ['Ana', null],
      ['Ana', null],
    ]);

    h.clock.set('2026-11-24T14:02:00Z');
    expect((await markRead(c1, ANA)).conversation).toMatchObject({ id: c1, unread_count: 0 });
    h.clock.set('2026-11-24T14:03:00Z');
    await customerWrites(P, '5511900000011');
    expect(await list({ reader_user_id: ANA })).toEqual([
      ['Ana', 1],
      ['Ana', 1],
    ]);
    expect(await list({ reader_user_id: BRUNO })).toEqual([
      ['Ana', 3],
      ['Ana', 1],
    ]);

    // Marking read again at an earlier clock never moves the marker back.
    h.clock.set('2026-11-24T14:00:30Z');
    expect((await markRead(c1, ANA)).conversation!.unread_count).toBe(1);
    h.clock.set('2026-11-24T14:04:00Z');
    await markRead(c1, ANA);
    expect(await list({ reader_user_id: ANA, unread: true })).toEqual([['Ana', 1]]);
    const counts = await countConversationsRpc(new ConversationsRepository(h.db))({
      project_id: P,
      property_filters: [],
      phone_number_ids: [],
      unread: true,
      me_user_id: ANA,
    } as never);
    expect(counts).toMatchObject({ open: 1, total: 1 });
    // Each person's own marker: Bruno has read nothing (both unread), and Ana's marker never counts for him.
    const countFor = async (me: string) =>
      countConversationsRpc(new ConversationsRepository(h.db))({
        project_id: P,
        property_filters: [],
        phone_number_ids: [],
        unread: true,
        me_user_id: me,
      } as never);
    expect(await countFor(BRUNO)).toMatchObject({ open: 2, total: 2 });
    await markRead(c1, BRUNO);
    expect(await countFor(BRUNO)).toMatchObject({ open: 1, total: 1 });
    expect(await countFor(ANA)).toMatchObject({ open: 1, total: 1 });
    expect(await list({ reader_user_id: BRUNO, unread: true })).toEqual([['Ana', 1]]);
  });

  it('another project’s conversation is 404 like an unknown one; unread without a person is 400', async () => {
    const theirs = await customerWrites(OTHER, '5511900000013');
    await expect(markRead(theirs, ANA)).rejects.toMatchObject({ reason: 'CONVERSATION_NOT_FOUND' });
    await expect(markRead(randomUUID(), ANA)).rejects.toMatchObject({ reason: 'CONVERSATION_NOT_FOUND' });
    expect(await h.db.knex('conversation_reads').where({ conversation_id: theirs })).toEqual([]);
    await expect(list({ unread: true })).rejects.toMatchObject({ code: 3 });
    // Without a person (an API key): the conversation as it is, nothing marked.
    const mine = await customerWrites(P, '5511900000014');
    expect((await markRead(mine, '')).conversation).toMatchObject({ id: mine, unread_count: undefined });
    expect(await h.db.knex('conversation_reads').where({ conversation_id: mine })).toEqual([]);
  });
});
