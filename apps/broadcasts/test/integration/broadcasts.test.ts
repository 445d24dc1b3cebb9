/**
 * broadcasts through its generated gRPC client (SendBroadcast's own tests: send-broadcast.test.ts), against a fake messaging-proxy at its gRPC contract
 * and real Postgres, Redis and NATS. Risks removed: a bad recipient or a throttle stopping a
 * campaign, a recipient sent twice, suppressed recipients sent or counted in rates, failures
 * without a reason, a copy that unlocks nothing or loses recipients, a schedule that never fires,
 * statuses not reaching the counters, cross-tenant access.
 */
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { decodeEvent, fromStruct, toStruct, type broadcasts } from '@platform/contracts';
import { callUnary } from '@platform/grpc';
import { grpcHealthStatus, waitFor } from '@platform/testing';
import { describe, expect, it } from 'vitest';
import { RecipientsRepository } from '../../src/infra/db/recipients.repository';
import {
  A,
  add,
  B,
  body,
  client,
  create,
  digits,
  fake,
  get,
  NUMBER,
  NUMBER2,
  NUMBER3,
  phones,
  publish,
  recipients,
  send,
  svc,
  until,
  useBroadcastsService,
} from '../support/broadcasts-service';

useBroadcastsService();

describe('broadcasts service', () => {
  it('is healthy', async () => {
    expect(await grpcHealthStatus(`127.0.0.1:${svc.port}`)).toBe('SERVING');
  });

  it('creates a draft only with an approved template of the number; unknown template or number refused', async () => {
    const b = await create();
    expect(b).toMatchObject({ status: 'draft', phone_number_id: NUMBER, total_recipients: 0, pending: 0 });
    expect(b.template).toMatchObject({ id: '7001', name: 'promo', language_code: 'en_US', category: 'MARKETING', status: 'APPROVED' });
    await expect(
      callUnary(client, 'CreateBroadcast', { project_id: A, name: 'x', phone_number_id: NUMBER, template: { name: 'nope', language: 'en_US' } }),
    ).rejects.toMatchObject({ code: grpc.status.INVALID_ARGUMENT, reason: 'VALIDATION_FAILED' });
    await expect(callUnary(client, 'CreateBroadcast', { project_id: A, name: 'x', phone_number_id: '999', template: { id: '7001' } })).rejects.toMatchObject({
      code: grpc.status.NOT_FOUND,
    });
    fake.templateStatus.value = 'PAUSED';
    await expect(callUnary(client, 'CreateBroadcast', { project_id: A, name: 'x', phone_number_id: NUMBER, template: { id: '7001' } })).rejects.toMatchObject({
      reason: 'VALIDATION_FAILED',
    });
    fake.templateStatus.value = 'APPROVED';
  });

  it('adds recipients deduplicated by phone or user id, with per-recipient errors; at most 1,000 per call; remove and clear', async () => {
    const b = await create('dedupe');
    const r = await callUnary(client, 'AddRecipients', {
      project_id: A,
      broadcast_id: b.id,
      recipients: [
        { phone_number: '+1 (415) 555-0101', components: [toStruct(body('Ann'))] },
        { phone_number: '14155550101' },
        { phone_number: 'call me' },
        { phone_number: '14155550102', components: [toStruct({ type: 'body', parameters: [] })] },
        { user_id: 'US.13491208655302741918' },
      ],
    });
    expect(r).toEqual({
      added: 2,
      duplicates: 1,
      errors: ['Recipient 3: invalid phone number format', 'Recipient 4: template parameters invalid - body requires 1 parameters but got 0'],
    });
    const again = await add(b.id, ['14155550101']);
    expect(again).toMatchObject({ added: 0, duplicates: 1 });
    // Newest first (spec 1: lists are returned most recent first).
    const list = await recipients(b.id);
    expect(list.map((x) => [x.phone_number, x.user_id ?? null, x.status])).toEqual([
      ['', 'US.13491208655302741918', 'pending'],
      ['14155550101', null, 'pending'],
    ]);
    // Frozen components: the recipient's own, or the broadcast's default.
    expect(fromStruct(list[1].template_components[0])).toEqual(body('Ann'));
    expect(fromStruct(list[0].template_components[0])).toEqual(body('friend'));
    await expect(add(b.id, phones(1001, 1000))).rejects.toMatchObject({ code: grpc.status.INVALID_ARGUMENT });
    await callUnary(client, 'RemoveRecipient', { project_id: A, broadcast_id: b.id, recipient_id: list[1].id });
    await expect(callUnary(client, 'RemoveRecipient', { project_id: A, broadcast_id: b.id, recipient_id: list[1].id })).rejects.toMatchObject({
      code: grpc.status.NOT_FOUND,
    });
    const cleared = await callUnary(client, 'ClearRecipients', { project_id: A, broadcast_id: b.id });
    expect(cleared.removed).toBe(1);
    expect(cleared.broadcast?.total_recipients).toBe(0);
  });

  it('a scheduled broadcast takes and loses recipients and stays scheduled; clearing them returns it to draft without its schedule; a user id (BSUID) is deduplicated like a phone', async () => {
    const b = await create('scheduled recipients');
    const list = phones(2, 14_000).map(digits);
    await add(b.id, list);
    const at = new Date(Date.now() + 3_600_000);
    expect((await callUnary(client, 'ScheduleBroadcast', { project_id: A, broadcast_id: b.id, scheduled_at: at.toISOString() })).broadcast?.status).toBe(
      'scheduled',
    );
    // User ids deduplicate within a request (trimmed) and against earlier requests, as phones do.
    const added = await callUnary(client, 'AddRecipients', {
      project_id: A,
      broadcast_id: b.id,
      recipients: [{ user_id: 'US.100' }, { user_id: ' US.100 ' }, { user_id: 'US.101' }, { phone_number: `+${list[0]}` }],
    });
    expect(added).toEqual({ added: 2, duplicates: 2, errors: [] });
    expect(await callUnary(client, 'AddRecipients', { project_id: A, broadcast_id: b.id, recipients: [{ user_id: 'US.101' }] })).toMatchObject({
      added: 0,
      duplicates: 1,
    });
    const rs = await recipients(b.id);
    expect(rs.map((r) => r.user_id ?? r.phone_number)).toEqual(['US.101', 'US.100', list[1], list[0]]);
    // Filters: a phone number in any common formatting (compared as digits), a user id exactly; bad ones refused.
    const only = async (filter: { phone_number?: string; user_id?: string; status?: string }) =>
      (await callUnary(client, 'ListRecipients', { project_id: A, broadcast_id: b.id, page: { page: 1, per_page: 100 }, ...filter })).recipients.map(
        (r) => r.user_id ?? r.phone_number,
      );
    const formatted = `+${list[1].slice(0, 1)} (${list[1].slice(1, 4)}) ${list[1].slice(4, 7)}-${list[1].slice(7)}`;
    expect(await only({ phone_number: formatted })).toEqual([list[1]]);
    expect(await only({ user_id: 'US.100' })).toEqual(['US.100']);
    expect(await only({ user_id: 'US.999' })).toEqual([]);
    expect(await only({ phone_number: list[0], status: 'pending' })).toEqual([list[0]]);
    expect(await only({ phone_number: list[0], status: 'sent' })).toEqual([]);
    await expect(only({ phone_number: 'not a number' })).rejects.toMatchObject({ code: grpc.status.INVALID_ARGUMENT, reason: 'INVALID_PHONE_NUMBER' });
    await expect(only({ user_id: '../x' })).rejects.toMatchObject({ code: grpc.status.INVALID_ARGUMENT, reason: 'INVALID_USER_ID' });
    await callUnary(client, 'RemoveRecipient', { project_id: A, broadcast_id: b.id, recipient_id: rs[0].id });
    const still = await get(b.id);
    expect(still).toMatchObject({ status: 'scheduled', total_recipients: 3 });
    expect(new Date(still.scheduled_at!).getTime()).toBe(at.getTime());
    const cleared = await callUnary(client, 'ClearRecipients', { project_id: A, broadcast_id: b.id });
    expect(cleared.removed).toBe(3);
    expect(cleared.broadcast).toMatchObject({ id: b.id, status: 'draft', total_recipients: 0 });
    expect(cleared.broadcast?.scheduled_at).toBeUndefined();
    expect(await get(b.id)).toMatchObject({ status: 'draft', total_recipients: 0 });
    // The return to draft is a status change like any other (published for webhooks).
    const rows = await svc.db.knex('outbox').where({ subject: 'broadcasts.broadcast.status_changed', project_id: A }).orderBy('seq');
    const mine = rows
      .map((r) => decodeEvent<{ broadcast_id: string; status: string; previous_status: string }>('svc.broadcasts.v1.BroadcastStatusChanged', r.payload))
      .filter((e) => e.broadcast_id === b.id);
    expect(mine.map((e) => [e.previous_status, e.status])).toEqual([
      ['draft', 'scheduled'],
      ['scheduled', 'draft'],
    ]);
  });

  it('a recipient is a duplicate when its phone OR its user id (BSUID) is already on the broadcast, in any order, across and within requests, and in a copy (the same person was sent twice)', async () => {
    const b = await create('phone or user id');
    const addEntries = (id: string, entries: Array<{ phone_number?: string; user_id?: string }>) =>
      callUnary(client, 'AddRecipients', { project_id: A, broadcast_id: id, recipients: entries });
    // {P, X} then {X}; {Y} then {Q, Y}: the second is the same person.
    expect(await addEntries(b.id, [{ phone_number: '+1 415 555 3001', user_id: 'US.3001' }])).toEqual({ added: 1, duplicates: 0, errors: [] });
    expect(await addEntries(b.id, [{ user_id: 'US.3001' }])).toEqual({ added: 0, duplicates: 1, errors: [] });
    expect(await addEntries(b.id, [{ user_id: 'US.3002' }])).toEqual({ added: 1, duplicates: 0, errors: [] });
    expect(await addEntries(b.id, [{ phone_number: '14155553002', user_id: 'US.3002' }])).toEqual({ added: 0, duplicates: 1, errors: [] });
    // Both orders inside one request, with an error among them: added + duplicates + errors = entries.
    expect(
      await addEntries(b.id, [
        { phone_number: '14155553003', user_id: 'US.3003' },
        { user_id: 'US.3003' },
        { phone_number: 'not a number', user_id: 'US.3009' },
        { user_id: 'US.3004' },
        { phone_number: '14155553004', user_id: 'US.3004' },
      ]),
    ).toEqual({ added: 2, duplicates: 2, errors: ['Recipient 3: invalid phone number format'] });
    // {P} then {P2, X} and {P3, X}: the second shares X with the first of them; again in a later request too.
    expect(await addEntries(b.id, [{ phone_number: '14155553005' }])).toEqual({ added: 1, duplicates: 0, errors: [] });
    expect(
      await addEntries(b.id, [
        { phone_number: '14155553006', user_id: 'US.3005' },
        { phone_number: '14155553007', user_id: 'US.3005' },
      ]),
    ).toEqual({ added: 1, duplicates: 1, errors: [] });
    expect(await addEntries(b.id, [{ phone_number: '14155553007', user_id: 'US.3005' }])).toEqual({ added: 0, duplicates: 1, errors: [] });
    // Another person (another phone and another user id) is added; the same phone with another user id is not.
    expect(
      await addEntries(b.id, [
        { phone_number: '14155553008', user_id: 'US.3008' },
        { phone_number: '14155553001', user_id: 'US.3010' },
      ]),
    ).toEqual({ added: 1, duplicates: 1, errors: [] });
    const stored = (await recipients(b.id)).map((r) => [r.phone_number, r.user_id ?? null]).reverse();
    expect(stored).toEqual([
      ['14155553001', 'US.3001'],
      ['', 'US.3002'],
      ['14155553003', 'US.3003'],
      ['', 'US.3004'],
      ['14155553005', null],
      ['14155553006', 'US.3005'],
      ['14155553008', 'US.3008'],
    ]);
    // A copy holds every recipient and keeps the rule: {X} and {Q, Y} are duplicates there too.
    const copy = (await callUnary(client, 'DuplicateBroadcast', { project_id: A, broadcast_id: b.id })).broadcast!;
    await until(copy.id, 'draft');
    expect((await recipients(copy.id)).map((r) => [r.phone_number, r.user_id ?? null]).reverse()).toEqual(stored);
    expect(
      await addEntries(copy.id, [
        { user_id: 'US.3001' },
        { phone_number: '14155553002', user_id: 'US.3002' },
        { phone_number: '14155553099', user_id: 'US.3005' },
      ]),
    ).toEqual({ added: 0, duplicates: 3, errors: [] });
    expect(await addEntries(copy.id, [{ phone_number: '14155553099', user_id: 'US.3099' }])).toEqual({ added: 1, duplicates: 0, errors: [] });
    expect(await get(copy.id)).toMatchObject({ total_recipients: 8 });
  });

  it('status webhooks move the counters (monotonic) and replies count as responses', async () => {
    const b = await create('statuses');
    await add(b.id, phones(3, 3000));
    await callUnary(client, 'SendBroadcast', { project_id: A, broadcast_id: b.id });
    await until(b.id, 'completed');
    const rs = await recipients(b.id);
    const ts = String(Math.floor(Date.now() / 1000));
    await publish({ statuses: [{ id: rs[0].wamid, status: 'read', timestamp: ts }] });
    await publish({ statuses: [{ id: rs[0].wamid, status: 'delivered', timestamp: ts }] });
    await publish({ statuses: [{ id: 'wamid.other', status: 'delivered', timestamp: ts, biz_opaque_callback_data: `broadcast:${b.id}:${rs[1].id}` }] });
    await publish({ messages: [{ from: rs[2].phone_number, id: 'wamid.in1', timestamp: ts, type: 'text', text: { body: 'yes' } }] });
    await waitFor(async () => {
      const g = await get(b.id);
      return g.read === 1 && g.delivered === 2 && g.responded === 1;
    });
    expect((await recipients(b.id)).map((r) => r.status)).toEqual(['read', 'delivered', 'sent']);
  });

  it('stop keeps pending recipients pending; resume sends them, each once', async () => {
    const b = await create('stop-resume');
    const list = phones(60, 4000);
    await add(b.id, list);
    fake.mps.value = 20;
    await callUnary(client, 'SendBroadcast', { project_id: A, broadcast_id: b.id });
    await waitFor(async () => (await get(b.id)).sent >= 5, { timeoutMs: 10_000, intervalMs: 20 });
    const stopped = await callUnary(client, 'StopBroadcast', { project_id: A, broadcast_id: b.id });
    expect(stopped.broadcast?.status).toBe('stopped');
    await new Promise((r) => setTimeout(r, 600));
    const frozen = await get(b.id);
    expect(frozen.pending).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 400));
    expect((await get(b.id)).sent).toBe(frozen.sent);
    fake.mps.value = 500;
    await expect(callUnary(client, 'ResumeBroadcast', { project_id: A, broadcast_id: b.id, scope: 'everything' })).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
    });
    await callUnary(client, 'ResumeBroadcast', { project_id: A, broadcast_id: b.id, scope: 'pending' });
    await until(b.id, 'completed');
    expect(await get(b.id)).toMatchObject({ sent: 60, pending: 0 });
    for (const p of list.map(digits)) expect(fake.forwards.get(p)).toBe(1);
  });

  it('resume scope failed sends the failed recipients again with a new key', async () => {
    const b = await create('retry-failed');
    const list = phones(3, 5000);
    await add(b.id, list);
    fake.paramError.add(digits(list[1]));
    await callUnary(client, 'SendBroadcast', { project_id: A, broadcast_id: b.id });
    await until(b.id, 'completed');
    expect((await get(b.id)).failed).toBe(1);
    fake.paramError.delete(digits(list[1]));
    await callUnary(client, 'ResumeBroadcast', { project_id: A, broadcast_id: b.id, scope: 'failed' });
    await until(b.id, 'completed');
    expect(await get(b.id)).toMatchObject({ sent: 3, failed: 0 });
    expect(fake.forwards.get(digits(list[1]))).toBe(1);
  });

  it('resume scope failed while recipients are pending sends only the failed ones (the pending wait, parked); scope all then sends the rest, each once; recipients are frozen while sending', async () => {
    const b = await create('failed first');
    const list = phones(60, 15_000).map(digits);
    await add(b.id, list);
    // The lowest seq are claimed first: both fail at once, most of the list is still pending.
    const [bad1, bad2] = list;
    fake.paramError.add(bad1);
    fake.paramError.add(bad2);
    fake.mps.value = 20;
    try {
      await send(b.id);
      await waitFor(
        async () => {
          const g = await get(b.id);
          return g.failed === 2 && g.sent >= 3;
        },
        { timeoutMs: 10_000, intervalMs: 20 },
      );
      // Remove, clear and add are refused while sending (draft or scheduled only).
      const [one] = await recipients(b.id, 'pending');
      for (const [rpc, extra] of [
        ['RemoveRecipient', { recipient_id: one.id }],
        ['ClearRecipients', {}],
        ['AddRecipients', { recipients: [{ phone_number: '14155559998' }] }],
      ] as const) {
        await expect(callUnary(client, rpc, { project_id: A, broadcast_id: b.id, ...extra } as never), rpc).rejects.toMatchObject({
          code: grpc.status.ABORTED,
          reason: 'CONFLICT',
          publicMessage: expect.stringContaining('a broadcast that is sending'),
        });
      }
      await callUnary(client, 'StopBroadcast', { project_id: A, broadcast_id: b.id });
    } finally {
      fake.mps.value = 500;
    }
    // Sends in flight finish and are recorded.
    await waitFor(async () => (await recipients(b.id, 'sending')).length === 0);
    const stopped = await get(b.id);
    expect(stopped).toMatchObject({ status: 'stopped', failed: 2, total_recipients: 60 });
    expect(stopped.pending).toBeGreaterThan(10);
    const waiting = (await recipients(b.id, 'pending')).map((r) => r.phone_number).sort();
    fake.paramError.delete(bad1);
    const resumed = await callUnary(client, 'ResumeBroadcast', { project_id: A, broadcast_id: b.id, scope: 'failed' });
    expect(resumed.broadcast?.status).toBe('sending');
    await until(b.id, 'completed');
    // Only the failed ones went (bad2 fails again); the pending ones were held back, still shown as pending, none sent.
    expect(await get(b.id)).toMatchObject({ sent: stopped.sent + 1, failed: 1, pending: stopped.pending });
    expect((await recipients(b.id, 'pending')).map((r) => r.phone_number).sort()).toEqual(waiting);
    for (const p of waiting) expect(fake.calls.get(p) ?? 0, p).toBe(0);
    expect(fake.forwards.get(bad1)).toBe(1);
    expect(fake.calls.get(bad2)).toBe(2);
    fake.paramError.delete(bad2);
    await callUnary(client, 'ResumeBroadcast', { project_id: A, broadcast_id: b.id, scope: 'all' });
    await until(b.id, 'completed');
    expect(await get(b.id)).toMatchObject({ sent: 60, failed: 0, pending: 0 });
    for (const p of list) expect(fake.forwards.get(p), p).toBe(1);
  });

  /**
   * Duplicates `sourceId` while its copy job is held (a share lock on the recipients table blocks the
   * job's insert), runs `during` with the copy still `copying`, then lets the job go; returns the copy's id.
   */
  async function whileCopying(sourceId: string, during: (copy: broadcasts.Broadcast__Output) => Promise<void>): Promise<string> {
    const trx = await svc.db.knex.transaction();
    await trx.raw('LOCK TABLE broadcast_recipients IN SHARE MODE');
    try {
      const copy = (await callUnary(client, 'DuplicateBroadcast', { project_id: A, broadcast_id: sourceId })).broadcast!;
      await new Promise((r) => setTimeout(r, 200));
      await during(copy);
      return copy.id;
    } finally {
      await trx.commit();
    }
  }

  it('duplicate: copy and source locked while copying; every recipient copied with its values, delivery state reset; then draft', async () => {
    const src = await create('to-copy');
    await add(src.id, phones(25, 6000));
    await callUnary(client, 'SendBroadcast', { project_id: A, broadcast_id: src.id });
    await until(src.id, 'completed');
    const copyId = await whileCopying(src.id, async (copy) => {
      expect(copy).toMatchObject({ status: 'copying', name: 'to-copy (copy)', copied_from_id: src.id });
      for (const [rpc, id] of [
        ['SendBroadcast', copy.id],
        ['ScheduleBroadcast', copy.id],
        ['UpdateBroadcast', copy.id],
        ['DuplicateBroadcast', src.id],
        ['ResumeBroadcast', src.id],
        ['SendBroadcast', src.id],
      ] as const) {
        await expect(
          callUnary(client, rpc, { project_id: A, broadcast_id: id, scheduled_at: new Date(Date.now() + 60_000).toISOString(), name: 'x' } as never),
        ).rejects.toMatchObject({ code: grpc.status.ABORTED, reason: 'CONFLICT' });
      }
    });
    await until(copyId, 'draft');
    const copied = await recipients(copyId);
    const original = await recipients(src.id);
    expect(copied).toHaveLength(25);
    expect(copied.map((r) => [r.phone_number, r.template_components.map(fromStruct)])).toEqual(
      original.map((r) => [r.phone_number, r.template_components.map(fromStruct)]),
    );
    for (const r of copied) expect(r).toMatchObject({ status: 'pending' });
    expect(copied.every((r) => r.wamid === undefined && r.sent_at === undefined)).toBe(true);
    expect(await get(copyId)).toMatchObject({ total_recipients: 25, sent: 0, pending: 25 });
    // Source unlocked: it can be duplicated again.
    expect((await callUnary(client, 'DuplicateBroadcast', { project_id: A, broadcast_id: src.id })).broadcast?.status).toBe('copying');
  });

  it('duplicate of a draft: while copying, the source refuses edits and every recipient change (locked), the copy refuses them too; nothing changes; both unlock', async () => {
    const src = await create('draft-to-copy');
    await add(src.id, phones(5, 16_000));
    const [one] = await recipients(src.id);
    const copyId = await whileCopying(src.id, async (copy) => {
      expect(copy.status).toBe('copying');
      const calls: Array<[string, Record<string, unknown>]> = [
        ['UpdateBroadcast', { name: 'x' }],
        ['ScheduleBroadcast', { scheduled_at: new Date(Date.now() + 60_000).toISOString() }],
        ['DeleteBroadcast', {}],
        ['AddRecipients', { recipients: [{ phone_number: '14155559997' }] }],
        ['RemoveRecipient', { recipient_id: one.id }],
        ['ClearRecipients', {}],
      ];
      // The source, and the copy with the same refusals, at once (AddRecipients once waited behind the copy job's row lock).
      const locked: Array<[string, string, string]> = [
        ['source', src.id, 'locked while a copy of it is being made'],
        ['copy', copy.id, 'still being copied'],
      ];
      for (const [which, broadcastId, message] of locked) {
        for (const [rpc, extra] of calls) {
          await expect(
            callUnary(client, rpc as 'GetBroadcast', { project_id: A, broadcast_id: broadcastId, ...extra } as never),
            `${which} ${rpc}`,
          ).rejects.toMatchObject({ code: grpc.status.ABORTED, reason: 'CONFLICT', publicMessage: expect.stringContaining(message) });
        }
      }
    });
    await until(copyId, 'draft');
    expect(await get(src.id)).toMatchObject({ name: 'draft-to-copy', status: 'draft', total_recipients: 5 });
    expect(await get(copyId)).toMatchObject({ status: 'draft', total_recipients: 5 });
    // Unlocked: the source takes edits and recipients again.
    expect((await callUnary(client, 'UpdateBroadcast', { project_id: A, broadcast_id: src.id, name: 'draft-to-copy 2' })).broadcast?.name).toBe(
      'draft-to-copy 2',
    );
    expect((await add(src.id, phones(1, 16_100))).added).toBe(1);
  });

  it('a copy that cannot complete ends failed and unlocks the source', async () => {
    const src = await create('fail-me');
    await add(src.id, phones(5, 7000));
    await svc.db.knex.raw(`CREATE OR REPLACE FUNCTION refuse_copy() RETURNS trigger AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM broadcasts WHERE id = NEW.broadcast_id AND name = 'fail-me (copy)') THEN RAISE EXCEPTION 'disk full'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await svc.db.knex.raw('CREATE TRIGGER refuse_copy BEFORE INSERT ON broadcast_recipients FOR EACH ROW EXECUTE FUNCTION refuse_copy()');
    try {
      const copy = (await callUnary(client, 'DuplicateBroadcast', { project_id: A, broadcast_id: src.id })).broadcast!;
      await until(copy.id, 'failed', 10_000);
      expect((await get(copy.id)).failure_reason).toContain('Copy could not complete');
      expect((await get(copy.id)).total_recipients).toBe(0);
      await expect(callUnary(client, 'SendBroadcast', { project_id: A, broadcast_id: copy.id })).rejects.toMatchObject({ reason: 'CONFLICT' });
    } finally {
      await svc.db.knex.raw('DROP TRIGGER refuse_copy ON broadcast_recipients');
    }
    const upd = await callUnary(client, 'UpdateBroadcast', { project_id: A, broadcast_id: src.id, name: 'fail-me 2' });
    expect(upd.broadcast?.name).toBe('fail-me 2');
  });

  it('a schedule fires from the database (not a timer); cancel returns to draft; past times refused', async () => {
    const b = await create('scheduled');
    await add(b.id, phones(2, 8000));
    await expect(
      callUnary(client, 'ScheduleBroadcast', { project_id: A, broadcast_id: b.id, scheduled_at: new Date(Date.now() - 1000).toISOString() }),
    ).rejects.toMatchObject({ reason: 'VALIDATION_FAILED' });
    const c = await create('cancelled');
    await callUnary(client, 'ScheduleBroadcast', { project_id: A, broadcast_id: c.id, scheduled_at: new Date(Date.now() + 60_000).toISOString() });
    const cancelled = await callUnary(client, 'CancelBroadcast', { project_id: A, broadcast_id: c.id });
    expect(cancelled.broadcast).toMatchObject({ status: 'draft' });
    expect(cancelled.broadcast?.scheduled_at).toBeUndefined();
    const s = await callUnary(client, 'ScheduleBroadcast', { project_id: A, broadcast_id: b.id, scheduled_at: new Date(Date.now() + 800).toISOString() });
    expect(s.broadcast?.status).toBe('scheduled');
    await until(b.id, 'completed');
    expect((await get(b.id)).sent).toBe(2);
  });

  it('publishes every status change to the outbox', async () => {
    const b = await create('events');
    await add(b.id, phones(1, 9000));
    await callUnary(client, 'SendBroadcast', { project_id: A, broadcast_id: b.id });
    await until(b.id, 'completed');
    const rows = await svc.db.knex('outbox').where({ subject: 'broadcasts.broadcast.status_changed', project_id: A }).orderBy('seq');
    const mine = rows
      .map((r) =>
        decodeEvent<{ broadcast_id: string; status: string; previous_status: string; sent: number }>('svc.broadcasts.v1.BroadcastStatusChanged', r.payload),
      )
      .filter((e) => e.broadcast_id === b.id);
    expect(mine.map((e) => [e.previous_status, e.status])).toEqual([
      ['draft', 'sending'],
      ['sending', 'completed'],
    ]);
    expect(mine[1].sent).toBe(1);
  });

  it('lists broadcasts newest first with filters; update and delete only drafts', async () => {
    const page = await callUnary(client, 'ListBroadcasts', { project_id: A, status: 'completed', page: { page: 1, per_page: 100 } });
    expect(page.broadcasts.length).toBeGreaterThan(0);
    expect(page.broadcasts.every((x) => x.status === 'completed')).toBe(true);
    await expect(callUnary(client, 'ListBroadcasts', { project_id: A, status: 'weird' })).rejects.toMatchObject({ code: grpc.status.INVALID_ARGUMENT });
    const done = page.broadcasts[0];
    await expect(callUnary(client, 'DeleteBroadcast', { project_id: A, broadcast_id: done.id })).rejects.toMatchObject({ reason: 'CONFLICT' });
    const d = await create('to-delete');
    await callUnary(client, 'DeleteBroadcast', { project_id: A, broadcast_id: d.id });
    await expect(callUnary(client, 'GetBroadcast', { project_id: A, broadcast_id: d.id })).rejects.toMatchObject({ code: grpc.status.NOT_FOUND });
  });

  it('a row written with only the required columns (no template yet) reads without error', async () => {
    const id = randomUUID();
    const now = new Date();
    await svc.db.knex('broadcasts').insert({ id, project_id: A, name: 'bare', status: 'draft', created_at: now, updated_at: now });
    expect(await get(id)).toMatchObject({ id, status: 'draft', template: { id: '', components: [] }, template_parameters: [], total_recipients: 0 });
  });

  it('a foreign project sees not found on every id-taking RPC and changes nothing', async () => {
    const b = await create('tenant');
    await add(b.id, phones(1, 9500));
    const [r] = await recipients(b.id);
    const calls: Array<[string, Record<string, unknown>]> = [
      ['GetBroadcast', {}],
      ['UpdateBroadcast', { name: 'hijack' }],
      ['DeleteBroadcast', {}],
      ['AddRecipients', { recipients: [{ phone_number: '14155559999' }] }],
      ['ListRecipients', {}],
      ['RemoveRecipient', { recipient_id: r.id }],
      ['ClearRecipients', {}],
      ['SendBroadcast', {}],
      ['ScheduleBroadcast', { scheduled_at: new Date(Date.now() + 60_000).toISOString() }],
      ['CancelBroadcast', {}],
      ['StopBroadcast', {}],
      ['ResumeBroadcast', {}],
      ['DuplicateBroadcast', {}],
    ];
    for (const [rpc, extra] of calls) {
      await expect(callUnary(client, rpc as 'GetBroadcast', { project_id: B, broadcast_id: b.id, ...extra } as never), rpc).rejects.toMatchObject({
        code: grpc.status.NOT_FOUND,
      });
    }
    expect(await get(b.id)).toMatchObject({ name: 'tenant', status: 'draft', total_recipients: 1 });
    expect((await callUnary(client, 'ListBroadcasts', { project_id: B })).broadcasts).toEqual([]);
  });

  it('a failed status for 131050 (the user stopped marketing) suppresses the recipient, out of the rates; a webhook failure has no HTTP status or trace id', async () => {
    const b = await create('webhook failures');
    await add(b.id, phones(3, 9600));
    await send(b.id);
    await until(b.id, 'completed');
    const [stopped, undeliverable] = await recipients(b.id);
    const ts = String(Math.floor(Date.now() / 1000));
    const failedStatus = (r: broadcasts.Recipient__Output, code: number, title: string) => ({
      id: r.wamid,
      status: 'failed',
      timestamp: ts,
      recipient_id: r.phone_number,
      biz_opaque_callback_data: `broadcast:${b.id}:${r.id}`,
      errors: [{ code, title, message: title, error_data: { details: `details of ${code}` } }],
    });
    await publish({ statuses: [failedStatus(stopped, 131050, 'Unable to deliver the message: the user stopped marketing messages')] });
    await publish({ statuses: [failedStatus(undeliverable, 131026, 'Message undeliverable')] });
    await waitFor(async () => {
      const g = await get(b.id);
      return g.suppressed_count === 1 && g.failed === 1;
    });
    expect(await get(b.id)).toMatchObject({ total_recipients: 3, sent: 1, failed: 1, suppressed_count: 1, pending: 0 });
    // Rates over the two sendable recipients: the suppressed one never counts.
    expect((await get(b.id)).failure_rate).toBeCloseTo(1 / 2, 4);
    const [s1] = await recipients(b.id, 'suppressed');
    expect(s1).toMatchObject({ id: stopped.id, status: 'suppressed', error_message: 'Unable to deliver the message: the user stopped marketing messages' });
    expect(s1.failed_at).toBeUndefined();
    expect(s1.error_details).toMatchObject({ code: '131050', details: 'details of 131050' });
    // Unknown HTTP status and trace id are unset (null in the API), not 0 and ''.
    expect(s1.error_details?.http_status).toBeUndefined();
    expect(s1.error_details?.trace_id).toBeUndefined();
    const [f1] = await recipients(b.id, 'failed');
    expect(f1).toMatchObject({ id: undeliverable.id, error_details: { code: '131026', message: 'Message undeliverable' } });
    expect(f1.error_details?.http_status).toBeUndefined();
    expect(f1.error_details?.trace_id).toBeUndefined();
  });

  it("a status matches recipients only in the event's project and on its number: forged callback data or a foreign wamid changes nothing", async () => {
    const b = await create('tenant statuses');
    await add(b.id, phones(2, 9700));
    await send(b.id);
    await until(b.id, 'completed');
    const [r1, r2] = await recipients(b.id);
    const ts = String(Math.floor(Date.now() / 1000));
    const delivered = (r: broadcasts.Recipient__Output, withCallback = true) => ({
      statuses: [{ id: r.wamid, status: 'delivered', timestamp: ts, ...(withCallback ? { biz_opaque_callback_data: `broadcast:${b.id}:${r.id}` } : {}) }],
    });
    // Project B's number echoes callback data naming A's recipient; B's status carries A's wamid; A's other number.
    await publish(delivered(r1), B);
    await publish(delivered(r2, false), B);
    await publish(delivered(r1), A, NUMBER2);
    await publish(delivered(r2, false), A, NUMBER2);
    await new Promise((r) => setTimeout(r, 400));
    expect((await get(b.id)).delivered).toBe(0);
    expect((await recipients(b.id)).map((r) => r.status)).toEqual(['sent', 'sent']);
    await publish(delivered(r1), A, NUMBER);
    await publish(delivered(r2, false), A, NUMBER);
    await waitFor(async () => (await get(b.id)).delivered === 2);
  });

  it('a failed recipient going back to pending, and then sent, no longer shows its old failure', async () => {
    const b = await create('clear old errors');
    const list = phones(2, 9900).map(digits);
    await add(b.id, list);
    fake.paramError.add(list[1]);
    await send(b.id);
    await until(b.id, 'completed');
    const failed = (await recipients(b.id, 'failed'))[0];
    expect(failed).toMatchObject({ phone_number: list[1], error_details: { code: '132000' } });
    // Back to pending (the repository step of resume scope failed or all): status, error and time cleared together.
    await svc.db.knex.transaction((trx) => new RecipientsRepository(svc.db).retryFailed(trx, A, b.id, new Date()));
    const pending = (await recipients(b.id, 'pending'))[0];
    expect(pending).toMatchObject({ id: failed.id, status: 'pending' });
    expect(pending.error_message).toBeUndefined();
    expect(pending.error_details).toBeUndefined();
    expect(pending.failed_at).toBeUndefined();
    fake.paramError.delete(list[1]);
    // Send on a completed broadcast runs it again for its pending recipients.
    await send(b.id);
    await until(b.id, 'completed');
    const sent = (await recipients(b.id)).find((r) => r.id === failed.id)!;
    expect(sent).toMatchObject({ status: 'sent' });
    expect(sent.error_message).toBeUndefined();
    expect(sent.error_details).toBeUndefined();
    expect(fake.forwards.get(list[1])).toBe(1);
  });

  it('a number disconnected mid-run (SendMessage NOT_FOUND) ends the broadcast failed with its reason, pending recipients stay pending; resumed when the number is back, they are sent, each once', async () => {
    fake.numbers.add(NUMBER3);
    const b = await create('number gone', A, NUMBER3);
    const list = phones(40, 17_000).map(digits);
    await add(b.id, list);
    // The first recipient fails on its own (132000); after 5 accepted sends the number is gone (the fake forgets it).
    fake.paramError.add(list[0]);
    fake.forgetAfter.set(NUMBER3, 5);
    try {
      await send(b.id);
      await until(b.id, 'failed');
      // Sends in flight are answered NOT_FOUND and recorded: nothing claimed any more.
      await waitFor(async () => (await recipients(b.id, 'sending')).length === 0);
      const failed = await get(b.id);
      expect(failed).toMatchObject({
        status: 'failed',
        failure_reason: 'The phone number is no longer connected to the project',
        total_recipients: 40,
        sent: 5,
      });
      expect(failed.completed_at).toBeTruthy();
      // The 132000 one is failed unless its call came after the number was gone (then it is pending too).
      expect(failed.failed).toBeLessThanOrEqual(1);
      expect(failed.pending).toBe(35 - failed.failed);
      const pending = await recipients(b.id, 'pending');
      expect(pending).toHaveLength(failed.pending);
      for (const r of pending) {
        expect(fake.forwards.get(r.phone_number) ?? 0, r.phone_number).toBe(0);
        expect(r.error_details, r.phone_number).toBeUndefined();
      }
      // The engine does not go on with a failed broadcast.
      await new Promise((r) => setTimeout(r, 300));
      expect(await get(b.id)).toMatchObject({ status: 'failed', sent: 5, pending: failed.pending });
      // While the number is still gone, a resume is refused and changes nothing.
      await expect(callUnary(client, 'ResumeBroadcast', { project_id: A, broadcast_id: b.id, scope: 'all' })).rejects.toMatchObject({
        reason: 'VALIDATION_FAILED',
        publicMessage: expect.stringContaining('no longer connected'),
      });
      expect((await get(b.id)).status).toBe('failed');
      // The number is back: resume (scope all: the failed one too) sends every recipient left.
      fake.numbers.add(NUMBER3);
      fake.paramError.delete(list[0]);
      const resumed = await callUnary(client, 'ResumeBroadcast', { project_id: A, broadcast_id: b.id, scope: 'all' });
      expect(resumed.broadcast).toMatchObject({ status: 'sending' });
      expect(resumed.broadcast?.failure_reason).toBeUndefined();
      // Up to 6 s: the recipients answered NOT_FOUND still hold their pair slots (reported).
      await until(b.id, 'completed', 20_000);
    } finally {
      fake.forgetAfter.delete(NUMBER3);
      fake.numbers.add(NUMBER3);
      fake.paramError.delete(list[0]);
    }
    expect(await get(b.id)).toMatchObject({ sent: 40, failed: 0, pending: 0 });
    for (const p of list) expect(fake.forwards.get(p), p).toBe(1);
  }, 30_000);

  it('the template cannot change while the broadcast has recipients (409, clear them first); the same template, or a number with the same one, can', async () => {
    fake.numbers.add(NUMBER2);
    const b = await create('template change');
    await add(b.id, phones(1, 10_200));
    const change = (fields: Record<string, unknown>) => callUnary(client, 'UpdateBroadcast', { project_id: A, broadcast_id: b.id, ...fields } as never);
    await expect(change({ template: { name: 'promo_two', language: 'en_US' } })).rejects.toMatchObject({
      code: grpc.status.ABORTED,
      reason: 'CONFLICT',
      publicMessage: expect.stringContaining('clear the recipients first'),
    });
    expect((await get(b.id)).template?.id).toBe('7001');
    // The same template again, or another number whose account has the same template: no change for the recipients.
    expect((await change({ template: { id: '7001' } })).broadcast?.template?.id).toBe('7001');
    expect((await change({ phone_number_id: NUMBER2 })).broadcast?.phone_number_id).toBe(NUMBER2);
    // The template was edited upstream: moving to a number re-reads it, and the snapshot would change.
    fake.templateText.value = 'Hi {{1}}, {{2}} off today';
    try {
      await expect(change({ phone_number_id: NUMBER })).rejects.toMatchObject({
        reason: 'CONFLICT',
        publicMessage: expect.stringContaining('clear the recipients first'),
      });
    } finally {
      fake.templateText.value = 'Hi {{1}}, 20% off today';
    }
    await callUnary(client, 'ClearRecipients', { project_id: A, broadcast_id: b.id });
    const changed = await change({ template: { name: 'promo_two', language: 'en_US' } });
    expect(changed.broadcast?.template).toMatchObject({ id: '7002', name: 'promo_two' });
    // New recipients are checked against the new template.
    expect((await add(b.id, phones(1, 10_210))).errors).toEqual(['Recipient 1: template parameters invalid - body requires 2 parameters but got 1']);
  });
});
