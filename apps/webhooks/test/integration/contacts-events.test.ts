/**
 * Events of the contacts stream (messages, conversations, contact changes) into deliveries,
 * through the use case the contacts consumer calls. Risks removed: a message event reaching a
 * per-number webhook of another number, a redelivered event delivered twice, a malformed or unknown
 * event fanned out.
 */
import { randomUUID } from 'node:crypto';
import { runWithRequestScope } from '@platform/grpc';
import { createTestDb, type TestDb } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config';
import { migrations } from '../../src/migrations';
import { EventsUsecase } from '../../src/usecases/events.usecase';
import { WebhooksUsecase } from '../../src/usecases/webhooks.usecase';
import { deliveryToWire } from '../../src/wire/delivery.wire';
import { testContext } from './context';

let db: TestDb;
let events: EventsUsecase;
let hooks: WebhooksUsecase;
const P = randomUUID();

beforeAll(async () => {
  db = await createTestDb({ migrations, schemaPrefix: 'webhooks_ct' });
  const ctx = testContext(db, configSchema.parse({ WEBHOOK_ALLOWED_TARGETS: '127.0.0.1', TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') }), {
    phoneNumbers: { belongsTo: async () => true, close: () => undefined },
  });
  events = new EventsUsecase(ctx);
  hooks = new WebhooksUsecase(ctx, undefined as never);
});
afterAll(async () => {
  await db?.cleanup();
});

const fields = (pn: string) => ({
  message: { id: 'wamid.1', type: 'text', text: { body: 'hi' }, svc: { direction: 'inbound', status: 'received' } },
  conversation: { id: randomUUID(), phone_number_id: pn, status: 'active' },
  is_new_conversation: true,
  phone_number_id: pn,
});

describe('contacts events', () => {
  it('fan out to project webhooks and to per-number webhooks of that number only; a redelivery adds nothing', async () => {
    const all = await hooks.create({ projectId: P, url: 'http://127.0.0.1:9/all', events: ['messaging.message.received'] });
    const mine = await hooks.create({ projectId: P, url: 'http://127.0.0.1:9/111', events: ['messaging.message.received'], phoneNumberId: '111' });
    const other = await hooks.create({ projectId: P, url: 'http://127.0.0.1:9/222', events: ['messaging.message.received'], phoneNumberId: '222' });
    const eventId = randomUUID();
    const ingest = () =>
      db.transaction((trx) =>
        events.ingestContactsEvent(trx, {
          eventId,
          projectId: P,
          name: 'messaging.message.received',
          fieldsJson: JSON.stringify(fields('111')),
          phoneNumberIds: ['111'],
          occurredAt: new Date().toISOString(),
        }),
      );
    expect((await ingest())?.deliveries).toBe(2);
    expect((await ingest())?.duplicate).toBe(true);
    const rows = await db.knex('deliveries').where({ project_id: P });
    expect(rows.map((r) => r.webhook_id).sort()).toEqual([all.row.id, mine.row.id].sort());
    expect(rows.some((r) => r.webhook_id === other.row.id)).toBe(false);
    const body = JSON.parse((await db.knex('events').where({ project_id: P }).first()).body_v2);
    expect(body).toMatchObject({ event: 'messaging.message.received', message: { id: 'wamid.1' }, is_new_conversation: true, phone_number_id: '111' });
  });

  it('unknown names and fields that do not match the event are dropped', async () => {
    const drop = (name: string, f: unknown) =>
      db.transaction((trx) =>
        events.ingestContactsEvent(trx, { eventId: randomUUID(), projectId: P, name, fieldsJson: JSON.stringify(f), phoneNumberIds: ['111'], occurredAt: '' }),
      );
    expect(await drop('messaging.message.exploded', fields('111'))).toBeUndefined();
    expect(await drop('messaging.message.received', { message: 'nope' })).toBeUndefined();
    expect(await drop('agent.run.completed', { agent_run: {} })).toBeUndefined();
  });

  it('a delivery records the request id of its event (the x-request-id header the consumer scopes, decision 0018) and returns it', async () => {
    const hook = await hooks.create({ projectId: P, url: 'http://127.0.0.1:9/rid', events: ['messaging.message.received'], phoneNumberId: '333' });
    const requestId = `req_${randomUUID()}`;
    await runWithRequestScope({ requestId, projectId: P }, () =>
      db.transaction((trx) =>
        events.ingestContactsEvent(trx, {
          eventId: randomUUID(),
          projectId: P,
          name: 'messaging.message.received',
          fieldsJson: JSON.stringify(fields('333')),
          phoneNumberIds: ['333'],
          occurredAt: new Date().toISOString(),
        }),
      ),
    );
    const row = await db.knex('deliveries').where({ project_id: P, webhook_id: hook.row.id }).first();
    expect(row.request_id).toBe(requestId);
    expect(deliveryToWire(row).request_id).toBe(requestId);
  });
});
