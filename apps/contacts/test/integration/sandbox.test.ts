/**
 * Sandbox sessions (spec 3.7) with an injected clock. Risks removed: a code accepted after its 15
 * minutes (or refused before), a tester's messages landing in the wrong project, a superseded
 * session keeping its conversations open.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationChange } from '../../src/usecases/inbound.usecase';
import { harness, inboundValue, outboxEvents } from './support';

let h: Awaited<ReturnType<typeof harness>>;
const SANDBOX = '100000000000900';
let n = 0;

beforeAll(async () => {
  h = await harness({ sandbox: { phoneNumberId: SANDBOX, displayPhoneNumber: '+1 555-000-0900' } });
});
afterAll(async () => {
  await h?.db.cleanup();
});

/** The tester sends `text` to the sandbox number (a change the receiver hands on with no project). */
const send = (from: string, text: string) => {
  const c: ConversationChange = {
    eventId: randomUUID(),
    projectId: '',
    phoneNumberId: SANDBOX,
    field: 'messages',
    valueJson: JSON.stringify(inboundValue(SANDBOX, { wa_id: from }, [{ id: `wamid.sb.${n++}`, text, ts: Math.floor(h.clock.now().getTime() / 1000) }])),
    receivedAt: h.clock.now(),
    sandbox: true,
  };
  return h.db.transaction((trx) => h.uc.inbound.ingestChange(trx, c));
};

describe('sandbox sessions', () => {
  it('created pending_activation with a code, its message and a wa.me link, expiring 15 minutes after creation', async () => {
    h.clock.set('2026-11-24T14:45:00Z');
    const s = await h.uc.sandbox.create(randomUUID(), '+1 555 444 0001');
    expect(s).toMatchObject({
      status: 'pending_activation',
      phone_number: '15554440001',
      expires_at: '2026-11-24T15:00:00.000Z',
      sandbox_phone_number: '+1 555-000-0900',
    });
    expect(s.activation_code).toMatch(/^[A-Z2-9]{6}$/);
    expect(s.activation_message).toBe(`join ${s.activation_code}`);
    expect(s.activation_link).toBe(`https://wa.me/15550000900?text=join%20${s.activation_code}`);
    await expect(h.uc.sandbox.create(randomUUID(), 'not a number')).rejects.toMatchObject({ reason: 'INVALID_PHONE_NUMBER' });
  });

  it('a code sent at 14:59 activates (created 14:45); one sent at 15:01 does not, and the message belongs to no project', async () => {
    const A = randomUUID();
    h.clock.set('2026-11-24T14:45:00Z');
    const early = await h.uc.sandbox.create(A, '15554440002');
    const late = await h.uc.sandbox.create(A, '15554440003');
    h.clock.set('2026-11-24T14:59:00Z');
    await send('15554440002', `join ${early.activation_code}`);
    h.clock.set('2026-11-24T15:01:00Z');
    await send('15554440003', `join ${late.activation_code}`);
    expect((await h.ctx.sessions.get(A, early.id!))!.status).toBe('active');
    expect((await h.ctx.sessions.get(A, late.id!))!.status).toBe('pending_activation');
    const msgs = await h.db.knex('messages').where({ project_id: A });
    expect(msgs.map((m) => m.text)).toEqual([`join ${early.activation_code}`]);
    // Later messages of the active tester belong to A's session.
    await send('15554440002', 'hello sandbox');
    const conv = await h.db.knex('conversations').where({ project_id: A, sandbox_session_id: early.id });
    expect(conv).toHaveLength(1);
    expect(conv[0].messages_count).toBe(2);
  });

  it('activating a number active in another session supersedes it and closes its open sandbox conversations', async () => {
    const A = randomUUID();
    const B = randomUUID();
    h.clock.set('2026-11-24T16:00:00Z');
    const first = await h.uc.sandbox.create(A, '15554440009');
    await send('15554440009', first.activation_code!);
    await send('15554440009', 'in A');
    const second = await h.uc.sandbox.create(B, '15554440009');
    h.clock.set('2026-11-24T16:05:00Z');
    await send('15554440009', `join ${second.activation_code}`);
    await send('15554440009', 'in B');
    expect((await h.ctx.sessions.get(A, first.id!))!.status).toBe('superseded');
    expect((await h.ctx.sessions.get(B, second.id!))!.status).toBe('active');
    const convA = await h.db.knex('conversations').where({ project_id: A });
    expect(convA.map((c) => c.status)).toEqual(['ended']);
    expect((await h.db.knex('messages').where({ project_id: B })).map((m) => m.text).sort()).toEqual([`join ${second.activation_code}`, 'in B'].sort());
    expect((await outboxEvents(h.db)).filter((e) => e.project_id === A && e.name === 'messaging.conversation.ended')).toHaveLength(1);
    // Project B does not see A's session; A does not see B's.
    expect(await h.ctx.sessions.get(B, first.id!)).toBeUndefined();
    expect(await h.ctx.sessions.list(A)).toHaveLength(1);
  });
});
