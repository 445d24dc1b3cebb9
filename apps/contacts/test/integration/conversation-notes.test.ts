/**
 * Private notes (decision 0507): written on a conversation by a person or an API key, listed newest
 * first with a cursor, 1 to 4096 characters; nothing reaches the outbox (no webhook, nothing to the
 * customer). Risks removed: a note leaking into a webhook, another project's conversation annotated or
 * read through a known id, an empty or oversized note stored.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationsRepository } from '../../src/infra/db/conversations.repository';
import { NotesRepository } from '../../src/infra/db/notes.repository';
import { createConversationNoteRpc } from '../../src/rpc/create-conversation-note.rpc';
import { listConversationNotesRpc } from '../../src/rpc/list-conversation-notes.rpc';
import { harness, seedConversation } from './support';

let h: Awaited<ReturnType<typeof harness>>;
const P = randomUUID();
const OTHER = randomUUID();
const ANA = randomUUID();

beforeAll(async () => {
  h = await harness();
}, 60_000);
afterAll(async () => {
  await h?.db.cleanup();
});

const create = (f: object) => createConversationNoteRpc(h.uc.inbox)(f as never);
const list = (f: object) => listConversationNotesRpc(new ConversationsRepository(h.db), new NotesRepository(h.db))({ project_id: P, limit: 20, ...f } as never);

describe('private notes', () => {
  it('a person and an API key write notes; listed newest first, paged by cursor; nothing in the outbox', async () => {
    const c = await seedConversation(h, P);
    const outboxBefore = await h.db.knex('outbox').count<{ count: string }[]>('* as count');
    h.clock.set('2026-11-24T14:00:00Z');
    const first = (await create({ project_id: P, conversation_id: c, body: 'Asked for a refund', author: { type: 'user', id: ANA, name: 'Ana' } })).note!;
    expect(first).toMatchObject({
      conversation_id: c,
      body: 'Asked for a refund',
      author: { type: 'user', id: ANA, name: 'Ana' },
      created_at: '2026-11-24T14:00:00.000Z',
    });
    h.clock.set('2026-11-24T14:01:00Z');
    const second = (await create({ project_id: P, conversation_id: c, body: 'Refund sent 🎉', author: { type: 'api_key', id: 'key-1' } })).note!;
    expect(second.author).toEqual({ type: 'api_key', id: 'key-1', name: undefined });

    const page1 = await list({ conversation_id: c, limit: 1 });
    expect(page1.notes!.map((n) => n.id)).toEqual([second.id]);
    expect(page1.has_older).toBe(true);
    const page2 = await list({ conversation_id: c, limit: 1, after: page1.after_cursor });
    expect(page2.notes!.map((n) => n.id)).toEqual([first.id]);
    expect(await h.db.knex('outbox').count<{ count: string }[]>('* as count')).toEqual(outboxBefore);
  });

  it('a body of 0 or 4097 characters is 400 (4096 emoji pass); another project’s conversation is 404 like an unknown one', async () => {
    const c = await seedConversation(h, P);
    const author = { type: 'user', id: ANA };
    for (const body of ['', 'x'.repeat(4097)])
      await expect(create({ project_id: P, conversation_id: c, body, author })).rejects.toMatchObject({ reason: 'INVALID_ARGUMENT' });
    expect((await create({ project_id: P, conversation_id: c, body: '😀'.repeat(4096), author })).note!.body).toHaveLength(8192);
    const theirs = await seedConversation(h, OTHER);
    await create({ project_id: OTHER, conversation_id: theirs, body: 'B only', author });
    for (const conversation_id of [theirs, randomUUID()]) {
      await expect(create({ project_id: P, conversation_id, body: 'A tries', author })).rejects.toMatchObject({ reason: 'CONVERSATION_NOT_FOUND' });
      await expect(list({ conversation_id })).rejects.toMatchObject({ reason: 'CONVERSATION_NOT_FOUND' });
    }
    expect((await h.db.knex('conversation_notes').where({ conversation_id: theirs })).map((n: { body: string }) => n.body)).toEqual(['B only']);
  });
});
