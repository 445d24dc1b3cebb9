/**
 * UpdateConversation: the inbox status beside the lifecycle (decision 0507), on the real database.
 * Risks removed: a resolved or snoozed conversation that stays hidden when the customer writes again,
 * a snooze that never wakes, another project's conversation changed through a known id, a bad
 * status stored.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationChange } from '../../src/usecases/inbound.usecase';
import { harness, inboundValue, inboxChanges } from './support';

let h: Awaited<ReturnType<typeof harness>>;
const P = randomUUID();
const OTHER = randomUUID();
const PN = '106540352242923';

beforeAll(async () => {
  h = await harness();
}, 60_000);
afterAll(async () => {
  await h?.db.cleanup();
});

const ts = () => Math.floor(h.clock.now().getTime() / 1000);
/** A customer message from `wa` in `project` (one by one, or through the set-based batch path); answers the conversation id. */
async function customerWrites(project: string, wa: string, batch = false): Promise<string> {
  const change: ConversationChange = {
    eventId: randomUUID(),
    projectId: project,
    phoneNumberId: PN,
    field: 'messages',
    valueJson: JSON.stringify(inboundValue(PN, { wa_id: wa }, [{ id: `wamid.${randomUUID()}`, text: 'hello', ts: ts() }])),
    receivedAt: h.clock.now(),
    sandbox: false,
    threadHandler: '',
  };
  await h.db.transaction(async (trx) => {
    if (batch) await h.uc.inbound.recordInbounds(trx, [change]);
    else await h.uc.inbound.ingestChange(trx, change);
  });
  const row = await h.db
    .knex('conversations')
    .join('contacts', 'contacts.id', 'conversations.contact_id')
    .where({ 'conversations.project_id': project, 'contacts.phone_number': wa })
    .first('conversations.id');
  return row.id as string;
}
/** The conversation's inbox changes published so far: [change, inbox_status, by_user_id]. */
const changesOf = async (id: string) => (await inboxChanges(h.db)).filter((e) => e.conversation_id === id).map((e) => [e.change, e.inbox_status, e.by_user_id]);
const statusOf = async (id: string) =>
  (await h.db.knex('conversations').where({ id }).first('inbox_status', 'snoozed_until')) as { inbox_status: string; snoozed_until: Date | null };

describe('UpdateConversation (inbox status)', () => {
  it('a new conversation is open; resolved is stored; the customer’s next message reopens it', async () => {
    const id = await customerWrites(P, '5511900000001');
    expect(await statusOf(id)).toEqual({ inbox_status: 'open', snoozed_until: null });
    const row = await h.uc.inbox.updateStatus(P, id, { inbox_status: 'resolved' });
    expect(row.inbox_status).toBe('resolved');
    expect(row.contact_phone_number).toBe('5511900000001');
    h.clock.set('2026-11-24T14:05:00Z');
    expect(await customerWrites(P, '5511900000001')).toBe(id);
    expect(await statusOf(id)).toEqual({ inbox_status: 'open', snoozed_until: null });
    // The reopening is announced like any inbox change, by no one (decision 0024): the live stream and lists follow.
    expect(await changesOf(id)).toEqual([
      ['inbox_status', 'resolved', undefined],
      ['inbox_status', 'open', undefined],
    ]);
    // A message on an open conversation changes no inbox status: nothing more.
    await customerWrites(P, '5511900000001');
    expect(await changesOf(id)).toHaveLength(2);
  });

  it('snoozed until the next message reopens on it; pending stays pending', async () => {
    const id = await customerWrites(P, '5511900000002');
    await h.uc.inbox.updateStatus(P, id, { inbox_status: 'snoozed' });
    expect(await statusOf(id)).toEqual({ inbox_status: 'snoozed', snoozed_until: null });
    await customerWrites(P, '5511900000002');
    expect((await statusOf(id)).inbox_status).toBe('open');
    await h.uc.inbox.updateStatus(P, id, { inbox_status: 'pending' });
    await customerWrites(P, '5511900000002');
    expect((await statusOf(id)).inbox_status).toBe('pending');
    expect(await changesOf(id)).toEqual([
      ['inbox_status', 'snoozed', undefined],
      ['inbox_status', 'open', undefined],
      ['inbox_status', 'pending', undefined],
    ]);
  });

  it('the set-based inbound path (decision 0502) reopens too', async () => {
    const id = await customerWrites(P, '5511900000005', true);
    await h.uc.inbox.updateStatus(P, id, { inbox_status: 'snoozed' });
    h.clock.set('2026-11-24T14:10:00Z');
    expect(await customerWrites(P, '5511900000005', true)).toBe(id);
    expect(await statusOf(id)).toEqual({ inbox_status: 'open', snoozed_until: null });
    expect(await changesOf(id)).toEqual([
      ['inbox_status', 'snoozed', undefined],
      ['inbox_status', 'open', undefined],
    ]);
    await customerWrites(P, '5511900000005', true);
    expect(await changesOf(id)).toHaveLength(2);
  });

  it('a snooze until a time wakes when the sweeper passes it, not before', async () => {
    h.clock.set('2026-11-24T15:00:00Z');
    const id = await customerWrites(P, '5511900000003');
    await h.uc.inbox.updateStatus(P, id, { inbox_status: 'snoozed', snoozed_until: '2026-11-24T16:00:00Z' });
    expect(await statusOf(id)).toEqual({ inbox_status: 'snoozed', snoozed_until: new Date('2026-11-24T16:00:00.000Z') });
    h.clock.set('2026-11-24T15:59:59Z');
    expect(await h.uc.inbox.wakeSnoozed()).toBe(0);
    h.clock.set('2026-11-24T16:00:00Z');
    expect(await h.uc.inbox.wakeSnoozed()).toBe(1);
    expect(await statusOf(id)).toEqual({ inbox_status: 'open', snoozed_until: null });
    expect((await inboxChanges(h.db)).filter((e) => e.conversation_id === id).map((e) => [e.change, e.inbox_status, e.snoozed_until])).toEqual([
      ['inbox_status', 'snoozed', '2026-11-24T16:00:00.000Z'],
      ['inbox_status', 'open', undefined],
    ]);
  });

  it('a bad status or snooze is 422 and changes nothing; another project’s id is 404 like an unknown one', async () => {
    const id = await customerWrites(P, '5511900000004');
    await expect(h.uc.inbox.updateStatus(P, id, { inbox_status: 'closed' })).rejects.toMatchObject({ reason: 'VALIDATION_FAILED' });
    await expect(h.uc.inbox.updateStatus(P, id, { inbox_status: 'open', snoozed_until: '2026-12-01T00:00:00Z' })).rejects.toMatchObject({
      reason: 'VALIDATION_FAILED',
    });
    expect((await statusOf(id)).inbox_status).toBe('open');
    const foreign = await customerWrites(OTHER, '5511900000004');
    await expect(h.uc.inbox.updateStatus(P, foreign, { inbox_status: 'resolved' })).rejects.toMatchObject({
      reason: 'CONVERSATION_NOT_FOUND',
      message: 'Conversation not found',
    });
    await expect(h.uc.inbox.updateStatus(P, randomUUID(), { inbox_status: 'resolved' })).rejects.toMatchObject({
      reason: 'CONVERSATION_NOT_FOUND',
      message: 'Conversation not found',
    });
    expect((await statusOf(foreign)).inbox_status).toBe('open');
  });
});
