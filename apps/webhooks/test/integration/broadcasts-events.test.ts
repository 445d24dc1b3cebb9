/**
 * Broadcast status changes (the BROADCASTS stream) into deliveries, through the use case the
 * broadcasts consumer calls. Risks removed: a broadcast event reaching a per-number webhook of
 * another number, a redelivered event delivered twice, an event of no project fanned out.
 */
import { randomUUID } from 'node:crypto';
import { createTestDb, type TestDb } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config';
import { migrations } from '../../src/migrations';
import { EventsUsecase } from '../../src/usecases/events.usecase';
import { WebhooksUsecase } from '../../src/usecases/webhooks.usecase';
import { testContext } from './context';

let db: TestDb;
let events: EventsUsecase;
let hooks: WebhooksUsecase;
const P = randomUUID();

beforeAll(async () => {
  db = await createTestDb({ migrations, schemaPrefix: 'webhooks_bc' });
  const ctx = testContext(db, configSchema.parse({ WEBHOOK_ALLOWED_TARGETS: '127.0.0.1', TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') }), {
    phoneNumbers: { belongsTo: async () => true, close: () => undefined },
  });
  events = new EventsUsecase(ctx);
  hooks = new WebhooksUsecase(ctx, undefined as never);
});
afterAll(async () => {
  await db?.cleanup();
});

const change = (pn: string) => ({
  broadcast_id: randomUUID(),
  name: 'Sale',
  status: 'completed',
  previous_status: 'sending',
  phone_number_id: pn,
  total_recipients: 3,
  sent: 2,
  delivered: 2,
  read: 1,
  failed: 0,
  responded: 0,
  pending: 0,
  suppressed_count: 1,
  failure_reason: '',
});

describe('broadcast events', () => {
  it('fan out to project webhooks and per-number webhooks of that number only; a redelivery adds nothing', async () => {
    const ev = ['messaging.broadcast.status_changed'];
    const all = await hooks.create({ projectId: P, url: 'http://127.0.0.1:9/all', events: ev });
    const mine = await hooks.create({ projectId: P, url: 'http://127.0.0.1:9/111', events: ev, phoneNumberId: '111' });
    const other = await hooks.create({ projectId: P, url: 'http://127.0.0.1:9/222', events: ev, phoneNumberId: '222' });
    const eventId = randomUUID();
    const c = change('111');
    const ingest = () => db.transaction((trx) => events.ingestBroadcastsEvent(trx, { eventId, projectId: P, occurredAt: new Date().toISOString(), change: c }));
    expect((await ingest())?.deliveries).toBe(2);
    expect((await ingest())?.duplicate).toBe(true);
    const rows = await db.knex('deliveries').where({ project_id: P });
    expect(rows.map((r) => r.webhook_id).sort()).toEqual([all.row.id, mine.row.id].sort());
    expect(rows.some((r) => r.webhook_id === other.row.id)).toBe(false);
    const stored = await db.knex('events').where({ project_id: P }).first();
    expect(JSON.parse(stored.body_v2)).toMatchObject({
      event: 'messaging.broadcast.status_changed',
      phone_number_id: '111',
      broadcast: { id: c.broadcast_id, status: 'completed', previous_status: 'sending', sent: 2, suppressed_count: 1, failure_reason: null },
    });
    expect(JSON.parse(stored.body_v1)).toMatchObject({ type: 'messaging.broadcast.status_changed', data: { broadcast: { id: c.broadcast_id } } });
  });

  it('an event without a project is dropped', async () => {
    expect(
      await db.transaction((trx) => events.ingestBroadcastsEvent(trx, { eventId: randomUUID(), projectId: '', occurredAt: '', change: change('111') })),
    ).toBeUndefined();
  });
});
