/**
 * Conversation lifecycle timers with an injected clock. Risks removed: a quiet conversation never
 * reported inactive, an old one never ended (so the next message never opens a new conversation),
 * an event fired twice for one quiet period.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harness, inboundValue, outboxEvents } from './support';

let h: Awaited<ReturnType<typeof harness>>;
const PN = '106540352242922';

beforeAll(async () => {
  h = await harness({ inactiveAfterMs: 60 * 60_000, endAfterMs: 24 * 3_600_000 });
});
afterAll(async () => {
  await h?.db.cleanup();
});

const send = (projectId: string, text: string, at: Date) =>
  h.db.transaction((trx) =>
    h.uc.inbound.ingestChange(trx, {
      eventId: randomUUID(),
      projectId,
      phoneNumberId: PN,
      field: 'messages',
      valueJson: JSON.stringify(inboundValue(PN, { wa_id: '15554443333' }, [{ id: `wamid.sw.${randomUUID()}`, text, ts: Math.floor(at.getTime() / 1000) }])),
      receivedAt: at,
      sandbox: false,
    }),
  );

describe('conversation sweeper', () => {
  it('inactive after the quiet period (once), ended after the end period; the next message opens a new conversation', async () => {
    const P = randomUUID();
    h.clock.set('2026-11-24T10:00:00Z');
    await send(P, 'first', h.clock.now());
    h.clock.set('2026-11-24T10:59:00Z');
    await h.uc.lifecycle.sweep();
    const names = async () => (await outboxEvents(h.db)).filter((e) => e.project_id === P).map((e) => e.name);
    expect(await names()).not.toContain('messaging.conversation.inactive');
    h.clock.set('2026-11-24T11:01:00Z');
    await h.uc.lifecycle.sweep();
    await h.uc.lifecycle.sweep();
    expect((await names()).filter((n) => n === 'messaging.conversation.inactive')).toHaveLength(1);
    const inactive = (await outboxEvents(h.db)).find((e) => e.project_id === P && e.name === 'messaging.conversation.inactive')!;
    expect(inactive.fields).toMatchObject({ inactivity: { minutes: 60 }, conversation: { status: 'active', svc: { inactive: true } } });
    h.clock.set('2026-11-25T10:01:00Z');
    await h.uc.lifecycle.sweep();
    expect((await names()).filter((n) => n === 'messaging.conversation.ended')).toHaveLength(1);
    await send(P, 'again', h.clock.now());
    const convs = await h.db.knex('conversations').where({ project_id: P }).orderBy('created_at');
    expect(convs.map((c) => c.status)).toEqual(['ended', 'active']);
    const received = (await outboxEvents(h.db)).filter((e) => e.project_id === P && e.name === 'messaging.message.received');
    expect(received.map((e) => e.fields.is_new_conversation)).toEqual([true, true]);
  });
});
