/**
 * Marketing preferences and identity changes through the use cases the consumer calls. Risks
 * removed: events fired without a transition, a sequence that does not strictly increase, an older
 * webhook regressing a newer state, identity control messages producing message events.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harness, outboxEvents, statusValue } from './support';

let h: Awaited<ReturnType<typeof harness>>;
const PN = '106540352242922';
const PN2 = '106540352242923';

beforeAll(async () => {
  h = await harness();
});
afterAll(async () => {
  await h?.db.cleanup();
});

const pref = (projectId: string, waId: string, value: string, ts: number, phoneNumberId = PN) =>
  h.db.transaction((trx) => h.uc.preferences.fromWebhook(trx, { projectId, phoneNumberId, waId, value, occurredAt: new Date(ts * 1000) }));

describe('marketing preferences', () => {
  it('fires only on real transitions; sequence strictly increases; duplicates and older reports change nothing', async () => {
    const P = randomUUID();
    const base = 1_790_000_000;
    const fired: boolean[] = [];
    fired.push(await pref(P, '15551230001', 'resume', base)); // first resume: subscribed already
    fired.push(await pref(P, '15551230001', 'stop', base + 10));
    fired.push(await pref(P, '15551230001', 'stop', base + 10)); // duplicate
    fired.push(await pref(P, '15551230001', 'resume', base + 5)); // older than the stored stop
    fired.push(await pref(P, '15551230001', 'resume', base + 20));
    fired.push(await pref(P, '15551230001', 'stop', base + 30, PN2)); // another number, same contact
    fired.push(await pref(P, '15551230001', 'stop', base + 40));
    expect(fired).toEqual([false, true, false, false, true, true, true]);
    const events = (await outboxEvents(h.db)).filter((e) => e.project_id === P && e.name === 'messaging.contact.marketing_preference_changed');
    expect(events.map((e) => e.fields.sequence)).toEqual([1, 2, 3, 4]);
    expect(events.map((e) => e.fields.marketing_preference.status)).toEqual(['stopped', 'resumed', 'stopped', 'stopped']);
    expect(events[1].fields.marketing_preference.previous_status).toBe('stopped');
    const contact = (await h.ctx.contacts.resolve(P, '+15551230001'))!;
    const prefs = await h.ctx.contacts.preferences(P, contact.id);
    expect(prefs.map((p) => [p.phone_number_id, p.status, p.source, p.sequence])).toEqual([
      [PN, 'stopped', 'meta_webhook', '4'],
      [PN2, 'stopped', 'meta_webhook', '3'],
    ]);
  });

  it("a contact's preferences list most recently changed first (spec 1), ties by number", async () => {
    const P = randomUUID();
    const before = h.clock.t;
    try {
      h.clock.set('2026-11-24T15:00:00Z');
      await pref(P, '15551230009', 'stop', 1_790_000_000, PN);
      h.clock.set('2026-11-24T15:05:00Z');
      await pref(P, '15551230009', 'stop', 1_790_000_010, PN2);
      const contact = (await h.ctx.contacts.resolve(P, '15551230009'))!;
      expect((await h.ctx.contacts.preferences(P, contact.id)).map((p) => p.phone_number_id)).toEqual([PN2, PN]);
      h.clock.set('2026-11-24T15:10:00Z');
      await pref(P, '15551230009', 'resume', 1_790_000_020, PN);
      expect((await h.ctx.contacts.preferences(P, contact.id)).map((p) => [p.phone_number_id, p.status])).toEqual([
        [PN, 'resumed'],
        [PN2, 'stopped'],
      ]);
    } finally {
      h.clock.t = before;
    }
  });

  it('concurrent shuffled reports of one contact keep the sequence strictly increasing without gaps', async () => {
    const P = randomUUID();
    const base = 1_790_000_000;
    const reports = Array.from({ length: 40 }, (_, i) => ({ value: i % 2 ? 'resume' : 'stop', ts: base + i, pn: i % 3 ? PN : PN2 }));
    await Promise.all(reports.reverse().map((r) => pref(P, '15551230002', r.value, r.ts, r.pn)));
    const seqs = (await outboxEvents(h.db)).filter((e) => e.project_id === P).map((e) => e.fields.sequence as number);
    expect(seqs.length).toBeGreaterThan(0);
    expect([...seqs].sort((a, b) => a - b)).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
  });

  it('a status failing with 131050 records stopped from meta_delivery_error; a synchronous 131050 from meta_synchronous_error', async () => {
    const P = randomUUID();
    await h.db.transaction((trx) =>
      h.uc.inbound.ingestChange(trx, {
        eventId: randomUUID(),
        projectId: P,
        phoneNumberId: PN,
        field: 'messages',
        valueJson: JSON.stringify(
          statusValue(PN, { id: 'wamid.mkt', status: 'failed', ts: 1_790_000_000, to: '15551230003', errors: [{ code: 131050, title: 'stopped' }] }),
        ),
        receivedAt: new Date(),
        sandbox: false,
      }),
    );
    await h.db.transaction((trx) =>
      h.uc.outbound.recordRefusal(trx, { projectId: P, phoneNumberId: PN2, to: '+15551230003', errorCode: 131050, occurredAt: new Date() }),
    );
    const contact = (await h.ctx.contacts.resolve(P, '15551230003'))!;
    const prefs = await h.ctx.contacts.preferences(P, contact.id);
    expect(prefs.map((p) => [p.phone_number_id, p.status, p.source])).toEqual([
      [PN, 'stopped', 'meta_delivery_error'],
      [PN2, 'stopped', 'meta_synchronous_error'],
    ]);
    const e = (await outboxEvents(h.db)).filter((x) => x.project_id === P && x.name === 'messaging.contact.marketing_preference_changed');
    expect(e.map((x) => x.fields.marketing_preference.upstream_error_code)).toEqual([131050, 131050]);
  });
});

describe('identity changes', () => {
  it('a user_changed_number system message rotates the BSUID onto the contact (conversations follow), fires identity_changed, never message.received', async () => {
    const P = randomUUID();
    const ingest = (value: object, field = 'messages') =>
      h.db.transaction((trx) =>
        h.uc.inbound.ingestChange(trx, {
          eventId: randomUUID(),
          projectId: P,
          phoneNumberId: PN,
          field,
          valueJson: JSON.stringify(value),
          receivedAt: new Date(),
          sandbox: false,
        }),
      );
    const meta = { display_phone_number: '15550100100', phone_number_id: PN };
    await ingest({
      metadata: meta,
      contacts: [{ profile: { name: 'Old' }, wa_id: '15551110000', user_id: 'US.old' }],
      messages: [{ from: '15551110000', id: 'wamid.id1', timestamp: '1790000000', type: 'text', text: { body: 'hi' } }],
    });
    // The new identity wrote first (a message under the new number and id), then the control message arrives.
    await ingest({
      metadata: meta,
      contacts: [{ profile: { name: 'New' }, wa_id: '15552220000', user_id: 'US.new' }],
      messages: [{ from: '15552220000', id: 'wamid.id2', timestamp: '1790000100', type: 'text', text: { body: 'new phone' } }],
    });
    await ingest({
      metadata: meta,
      contacts: [{ profile: { name: 'Old' }, wa_id: '15551110000', user_id: 'US.old' }],
      messages: [
        {
          from: '15551110000',
          id: 'wamid.sys',
          timestamp: '1790000200',
          type: 'system',
          system: { body: 'User changed number', type: 'user_changed_number', wa_id: '15552220000', new_user_id: 'US.new' },
        },
      ],
    });
    const contact = (await h.ctx.contacts.resolve(P, 'US.new'))!;
    expect(contact).toMatchObject({ phone_number: '15552220000', business_scoped_user_id: 'US.new' });
    expect(await h.ctx.contacts.resolve(P, 'US.old')).toBeUndefined();
    const msgs = await h.db.knex('messages').where({ project_id: P }).orderBy('wamid');
    expect(msgs.map((m) => [m.wamid, m.contact_id])).toEqual([
      ['wamid.id1', contact.id],
      ['wamid.id2', contact.id],
    ]);
    const events = (await outboxEvents(h.db)).filter((e) => e.project_id === P);
    expect(events.filter((e) => e.name === 'messaging.message.received').map((e) => e.fields.message.id)).toEqual(['wamid.id1', 'wamid.id2']);
    const idc = events.filter((e) => e.name === 'messaging.contact.identity_changed');
    expect(idc).toHaveLength(1);
    expect(idc[0].fields.contact).toMatchObject({ id: contact.id, business_scoped_user_id: 'US.new', previous_business_scoped_user_id: 'US.old' });
  });

  it('a merge keeps the opt-outs of the contact the new identity created: a stop under the new id still stops marketing', async () => {
    const P = randomUUID();
    const ingest = (value: object) =>
      h.db.transaction((trx) =>
        h.uc.inbound.ingestChange(trx, {
          eventId: randomUUID(),
          projectId: P,
          phoneNumberId: PN,
          field: 'messages',
          valueJson: JSON.stringify(value),
          receivedAt: new Date(),
          sandbox: false,
        }),
      );
    const meta = { display_phone_number: '15550100100', phone_number_id: PN };
    await ingest({
      metadata: meta,
      contacts: [{ profile: { name: 'Old' }, wa_id: '15554440000', user_id: 'US.m.old' }],
      messages: [{ from: '15554440000', id: 'wamid.m1', timestamp: '1790000000', type: 'text', text: { body: 'hi' } }],
    });
    // The old identity stopped and resumed on PN long ago; the new identity stops on PN and, its first talk there, PN2.
    await pref(P, '15554440000', 'stop', 1_789_999_000);
    await pref(P, '15554440000', 'resume', 1_789_999_100);
    await ingest({
      metadata: meta,
      contacts: [{ profile: { name: 'New' }, wa_id: '15555550000', user_id: 'US.m.new' }],
      messages: [{ from: '15555550000', id: 'wamid.m2', timestamp: '1790000100', type: 'text', text: { body: 'new phone' } }],
    });
    await pref(P, '15555550000', 'stop', 1_790_000_150);
    await pref(P, '15555550000', 'stop', 1_790_000_160, PN2);
    const newcomer = (await h.ctx.contacts.resolve(P, 'US.m.new'))!;
    await ingest({
      metadata: meta,
      contacts: [{ profile: { name: 'Old' }, wa_id: '15554440000', user_id: 'US.m.old' }],
      messages: [
        {
          from: '15554440000',
          id: 'wamid.m.sys',
          timestamp: '1790000200',
          type: 'system',
          system: { body: 'User changed number', type: 'user_changed_number', wa_id: '15555550000', new_user_id: 'US.m.new' },
        },
      ],
    });
    const merged = (await h.ctx.contacts.resolve(P, 'US.m.new'))!;
    expect(merged.id).not.toBe(newcomer.id);
    expect(await h.ctx.contacts.stoppedOn(P, PN, ['US.m.new', '+15555550000', merged.id])).toEqual([true, true, true]);
    expect(await h.ctx.contacts.stoppedOn(P, PN2, ['US.m.new'])).toEqual([true]);
    const prefs = await h.ctx.contacts.preferences(P, merged.id);
    expect(prefs.map((p) => [p.phone_number_id, p.status]).sort()).toEqual([
      [PN, 'stopped'],
      [PN2, 'stopped'],
    ]);
    // PN2 was only ever seen by the new identity: the survivor keeps it.
    expect((await h.ctx.contacts.presence(P, merged.id)).map((r) => r.phone_number_id)).toEqual([PN, PN2]);
    // The survivor's transitions continue its own sequence and fire on the survivor.
    const events = (await outboxEvents(h.db)).filter((e) => e.project_id === P && e.name === 'messaging.contact.marketing_preference_changed');
    const survivor = events.filter((e) => e.fields.contact.id === merged.id);
    expect(survivor.map((e) => [e.fields.phone_number_id, e.fields.marketing_preference.status, e.fields.sequence])).toEqual([
      [PN, 'stopped', 1],
      [PN, 'resumed', 2],
      [PN, 'stopped', 3],
      [PN2, 'stopped', 4],
    ]);
    expect(survivor[2].fields.contact.business_scoped_user_id).toBe('US.m.new');
  });

  it('a merge never lets an older report of the new identity regress the survivor, nor fires without a transition', async () => {
    const P = randomUUID();
    const ingest = (value: object) =>
      h.db.transaction((trx) =>
        h.uc.inbound.ingestChange(trx, {
          eventId: randomUUID(),
          projectId: P,
          phoneNumberId: PN,
          field: 'messages',
          valueJson: JSON.stringify(value),
          receivedAt: new Date(),
          sandbox: false,
        }),
      );
    const meta = { display_phone_number: '15550100100', phone_number_id: PN };
    await ingest({
      metadata: meta,
      contacts: [{ profile: { name: 'Old' }, wa_id: '15556660000', user_id: 'US.r.old' }],
      messages: [{ from: '15556660000', id: 'wamid.r1', timestamp: '1790000000', type: 'text', text: { body: 'hi' } }],
    });
    await ingest({
      metadata: meta,
      contacts: [{ profile: { name: 'New' }, wa_id: '15557770000', user_id: 'US.r.new' }],
      messages: [{ from: '15557770000', id: 'wamid.r2', timestamp: '1790000100', type: 'text', text: { body: 'new phone' } }],
    });
    await pref(P, '15557770000', 'stop', 1_790_000_110);
    await pref(P, '15557770000', 'resume', 1_790_000_120); // the new identity ends subscribed
    await pref(P, '15556660000', 'stop', 1_790_000_130); // the old one stopped later
    await ingest({
      metadata: meta,
      contacts: [{ profile: { name: 'Old' }, wa_id: '15556660000', user_id: 'US.r.old' }],
      messages: [
        {
          from: '15556660000',
          id: 'wamid.r.sys',
          timestamp: '1790000200',
          type: 'system',
          system: { body: 'User changed number', type: 'user_changed_number', wa_id: '15557770000', new_user_id: 'US.r.new' },
        },
      ],
    });
    const merged = (await h.ctx.contacts.resolve(P, 'US.r.new'))!;
    expect(await h.ctx.contacts.stoppedOn(P, PN, ['US.r.new'])).toEqual([true]);
    const events = (await outboxEvents(h.db)).filter(
      (e) => e.project_id === P && e.name === 'messaging.contact.marketing_preference_changed' && e.fields.contact.id === merged.id,
    );
    expect(events.map((e) => e.fields.sequence)).toEqual([1]);
  });

  it('a user_id_update change rotates the BSUID and keeps the parent', async () => {
    const P = randomUUID();
    const ingest = (value: object, field: string) =>
      h.db.transaction((trx) =>
        h.uc.inbound.ingestChange(trx, {
          eventId: randomUUID(),
          projectId: P,
          phoneNumberId: PN,
          field,
          valueJson: JSON.stringify(value),
          receivedAt: new Date(),
          sandbox: false,
        }),
      );
    await ingest(
      {
        metadata: { phone_number_id: PN },
        contacts: [{ profile: { name: 'A' }, wa_id: '15553330000', user_id: 'US.a1' }],
        messages: [{ from: '15553330000', id: 'wamid.u1', timestamp: '1790000000', type: 'text', text: { body: 'x' } }],
      },
      'messages',
    );
    await ingest(
      {
        metadata: { phone_number_id: PN },
        user_id_update: [{ wa_id: '15553330000', previous_user_id: 'US.a1', user_id: 'US.a2', parent_user_id: 'US.ENT.1', timestamp: '1790000300' }],
      },
      'user_id_update',
    );
    expect(await h.ctx.contacts.resolve(P, 'US.ENT.1')).toMatchObject({ business_scoped_user_id: 'US.a2', phone_number: '15553330000' });
    // A redelivery changes nothing and fires nothing more.
    await ingest(
      {
        metadata: { phone_number_id: PN },
        user_id_update: [{ wa_id: '15553330000', previous_user_id: 'US.a1', user_id: 'US.a2', parent_user_id: 'US.ENT.1', timestamp: '1790000300' }],
      },
      'user_id_update',
    );
    expect((await outboxEvents(h.db)).filter((e) => e.project_id === P && e.name === 'messaging.contact.identity_changed')).toHaveLength(1);
  });
});
