/**
 * contacts' inbound path, driven through the use case the consumer calls (one transaction per
 * change, as the consumer runs it). Risks removed: duplicate messages from redelivered webhooks,
 * status regressions from out-of-order statuses, lost raw status history, events fired twice.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationChange } from '../../src/usecases/inbound.usecase';
import { harness, inboundValue, outboxEvents, statusValue } from './support';

let h: Awaited<ReturnType<typeof harness>>;
const P = randomUUID();
const PN = '106540352242922';

beforeAll(async () => {
  h = await harness();
});
afterAll(async () => {
  await h?.db.cleanup();
});

const change = (value: object, projectId = P): ConversationChange => ({
  eventId: randomUUID(),
  projectId,
  phoneNumberId: PN,
  field: 'messages',
  valueJson: JSON.stringify(value),
  receivedAt: new Date(),
  sandbox: false,
});
const ingest = (c: ConversationChange) => h.db.transaction((trx) => h.uc.inbound.ingestChange(trx, c));

function shuffle<T>(a: T[], seed = 42): T[] {
  let s = seed;
  const rnd = () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

async function pool<T>(items: T[], n: number, fn: (t: T) => Promise<unknown>): Promise<void> {
  let i = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (i < items.length) await fn(items[i++]);
    }),
  );
}

describe('inbound webhooks', () => {
  it('10,000 webhooks, 20 % duplicates, statuses shuffled: one message per wamid, no regression, raw history complete, one event per fact', async () => {
    const base = 1_790_000_000;
    const inbound = 1_600;
    const outbound = 1_600;
    const unique: ConversationChange[] = [];
    const expectedFinal = new Map<string, string>();
    const expectedHistory = new Map<string, number>();
    for (let i = 0; i < inbound; i++) {
      unique.push(change(inboundValue(PN, { wa_id: `1555${1000 + (i % 200)}` }, [{ id: `wamid.in.${i}`, text: `hello ${i}`, ts: base + i }])));
    }
    for (let i = 0; i < outbound; i++) {
      const fails = i % 10 === 0;
      const seq = fails ? ['sent', 'failed'] : i % 3 === 0 ? ['sent', 'read'] : ['sent', 'delivered', 'read'];
      expectedFinal.set(`wamid.out.${i}`, seq[seq.length - 1]);
      expectedHistory.set(`wamid.out.${i}`, seq.length);
      seq.forEach((status, k) =>
        unique.push(
          change(
            statusValue(PN, {
              id: `wamid.out.${i}`,
              status,
              ts: base + i + k,
              to: `1555${1000 + (i % 200)}`,
              errors: status === 'failed' ? [{ code: 131026, title: 'Message undeliverable' }] : undefined,
            }),
          ),
        ),
      );
    }
    // 20 % of the 10,000 are redeliveries of an earlier change (new event ids: the receiver's body-hash dedupe did not see them).
    const total = 10_000;
    const dupCount = total - unique.length;
    expect(dupCount).toBeGreaterThanOrEqual(total * 0.2 - 1);
    const dups = Array.from({ length: dupCount }, (_, k) => ({ ...unique[(k * 7919) % unique.length], eventId: randomUUID() }));
    const all = shuffle([...unique, ...dups]);
    expect(all.length).toBe(total);

    const t0 = Date.now();
    await pool(all, 8, ingest);
    // Speed is measured by bench/inbound.ts, not asserted here (the box is shared).
    const elapsed = Date.now() - t0;

    const rows = await h.db.knex('messages').where({ project_id: P }).select('wamid', 'status', 'id', 'type', 'direction');
    expect(rows.length).toBe(inbound + outbound);
    expect(new Set(rows.map((r) => r.wamid)).size).toBe(rows.length);
    const hist = await h.db.knex('message_statuses').select('message_id').count({ n: '*' }).groupBy('message_id');
    const histBy = new Map((hist as { message_id: string; n: string }[]).map((r) => [r.message_id, Number(r.n)]));
    for (const r of rows.filter((x) => x.direction === 'outbound')) {
      expect(r.status).toBe(expectedFinal.get(r.wamid));
      expect(histBy.get(r.id)).toBe(expectedHistory.get(r.wamid));
    }
    const events = await outboxEvents(h.db);
    const received = events.filter((e) => e.name === 'messaging.message.received');
    expect(received.length).toBe(inbound);
    expect(new Set(received.map((e) => e.fields.message.id)).size).toBe(inbound);
    const read = events.filter((e) => e.name === 'messaging.message.read');
    expect(read.length).toBe([...expectedFinal.values()].filter((s) => s === 'read').length);
    expect(events.filter((e) => e.name === 'messaging.message.failed').length).toBe(outbound / 10);
    // One conversation per contact; counts add up.
    const convs = await h.db.knex('conversations').where({ project_id: P });
    expect(convs.length).toBe(200);
    expect(convs.reduce((a, c) => a + c.messages_count, 0)).toBe(inbound + outbound);
    console.log(`10k webhooks through the use case in ${elapsed} ms`);
  }, 120_000);

  it('a received event carries the message with its svc extras and the conversation (v2 shape)', async () => {
    const Q = randomUUID();
    await ingest(change(inboundValue(PN, { wa_id: '15559990001', user_id: 'US.77', name: 'Bea' }, [{ id: 'wamid.shape', text: 'hi', ts: 1_790_000_000 }]), Q));
    const e = (await outboxEvents(h.db)).filter((x) => x.project_id === Q);
    expect(e.map((x) => x.name).sort()).toEqual(['messaging.conversation.created', 'messaging.message.received']);
    const f = e.find((x) => x.name === 'messaging.message.received')!.fields;
    expect(f.message).toMatchObject({
      id: 'wamid.shape',
      type: 'text',
      text: { body: 'hi' },
      svc: { direction: 'inbound', origin: 'cloud_api', content: 'hi', has_media: false },
    });
    expect(f.conversation).toMatchObject({
      phone_number: '15559990001',
      business_scoped_user_id: 'US.77',
      status: 'active',
      phone_number_id: PN,
      svc: { contact_name: 'Bea', messages_count: 1 },
    });
    expect(f.is_new_conversation).toBe(true);
    expect(f.phone_number_id).toBe(PN);
  });

  it('an outbound send recorded after its first status joins it; history imports fire nothing', async () => {
    const Q = randomUUID();
    await ingest(change(statusValue(PN, { id: 'wamid.late', status: 'delivered', ts: 1_790_000_100, to: '15558880001' }), Q));
    await h.db.transaction((trx) =>
      h.uc.outbound.recordOutbound(trx, {
        projectId: Q,
        phoneNumberId: PN,
        wamid: 'wamid.late',
        to: '+15558880001',
        requestJson: JSON.stringify({ messaging_product: 'whatsapp', to: '+15558880001', type: 'text', text: { body: 'your code' } }),
        occurredAt: new Date(1_790_000_099_000),
      }),
    );
    const m = await h.ctx.messages.get(Q, 'wamid.late');
    expect(m).toMatchObject({ type: 'text', status: 'delivered', text: 'your code', direction: 'outbound' });
    const before = (await outboxEvents(h.db)).length;
    await ingest({
      ...change(
        {
          metadata: { display_phone_number: '15550100100', phone_number_id: PN },
          history: [
            {
              threads: [
                { id: '15558880002', messages: [{ from: '15558880002', id: 'wamid.hist', timestamp: '1700000000', type: 'text', text: { body: 'old' } }] },
              ],
            },
          ],
        },
        Q,
      ),
      field: 'history',
    });
    expect(await h.ctx.messages.get(Q, 'wamid.hist')).toMatchObject({ origin: 'history_sync', direction: 'inbound' });
    expect((await outboxEvents(h.db)).length).toBe(before);
  });

  it('another project sees none of these messages', async () => {
    expect(await h.ctx.messages.get(randomUUID(), 'wamid.in.1')).toBeUndefined();
  });
});

describe('cursor paging', () => {
  it('messages page newest first with after/before cursors, stable while new messages arrive; bad cursors and limits are 400s', async () => {
    const { listMessagesRpc } = await import('../../src/rpc/list-messages.rpc');
    const list = listMessagesRpc(h.ctx.messages);
    const Q = randomUUID();
    for (let i = 0; i < 5; i++) {
      h.clock.set(`2026-11-24T12:00:0${i}Z`);
      await ingest(change(inboundValue(PN, { wa_id: '15551112222' }, [{ id: `wamid.page.${i}`, text: `p${i}`, ts: 1_790_000_000 + i }]), Q));
    }
    const base = { project_id: Q, limit: 2 } as Parameters<typeof list>[0];
    const p1 = await list(base);
    expect(p1.messages!.map((m) => m.text)).toEqual(['p4', 'p3']);
    expect(p1.has_older).toBe(true);
    h.clock.set('2026-11-24T12:00:09Z');
    await ingest(change(inboundValue(PN, { wa_id: '15551112222' }, [{ id: 'wamid.page.new', text: 'new', ts: 1_790_000_009 }]), Q));
    const p2 = await list({ ...base, after: p1.after_cursor });
    expect(p2.messages!.map((m) => m.text)).toEqual(['p2', 'p1']);
    const p3 = await list({ ...base, after: p2.after_cursor });
    expect(p3.messages!.map((m) => m.text)).toEqual(['p0']);
    expect(p3.has_older).toBe(false);
    const back = await list({ ...base, before: p2.before_cursor });
    expect(back.messages!.map((m) => m.text)).toEqual(['p4', 'p3']);
    await expect(list({ ...base, after: 'not-a-cursor!' })).rejects.toMatchObject({ reason: 'INVALID_CURSOR' });
    await expect(list({ ...base, limit: 101 })).rejects.toMatchObject({ reason: 'INVALID_LIMIT' });
  });

  it('a forged but decodable cursor whose time is not a strict UTC instant is a 400 INVALID_CURSOR, never a database error', async () => {
    const { listMessagesRpc } = await import('../../src/rpc/list-messages.rpc');
    const { listContactsRpc } = await import('../../src/rpc/list-contacts.rpc');
    const messages = listMessagesRpc(h.ctx.messages);
    const contactsList = listContactsRpc(h.ctx.contacts);
    const forged = (t: string) => Buffer.from(JSON.stringify({ t, i: randomUUID() })).toString('base64');
    const Q = randomUUID();
    for (const t of ['1', 'Jan 1 2020 (x)', '0000-01-01T00:00:00Z', '2020-01-01T00:00:00+99:00', '275760-09-13T00:00:00Z', '2021-02-30T00:00:00Z']) {
      for (const k of ['after', 'before'] as const) {
        await expect(messages({ project_id: Q, limit: 2, [k]: forged(t) } as Parameters<typeof messages>[0]), `${k} ${t}`).rejects.toMatchObject({
          reason: 'INVALID_CURSOR',
        });
        await expect(contactsList({ project_id: Q, limit: 2, [k]: forged(t) } as Parameters<typeof contactsList>[0]), `${k} ${t}`).rejects.toMatchObject({
          reason: 'INVALID_CURSOR',
        });
      }
    }
    // The edges of the accepted range reach the database and page normally.
    expect((await messages({ project_id: Q, limit: 2, after: forged('9999-12-31T23:59:59.999Z') } as Parameters<typeof messages>[0])).messages).toEqual([]);
    expect((await messages({ project_id: Q, limit: 2, before: forged('0001-01-01T00:00:00Z') } as Parameters<typeof messages>[0])).messages).toEqual([]);
  });
});
