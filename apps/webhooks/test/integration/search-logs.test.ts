/**
 * SearchLogs of webhooks (decision 0019): the webhook_delivery source, deliveries made by the
 * contacts-stream ingestion and attempted by the running delivery engine against loopback receivers,
 * asked through the running gRPC server. Risks removed: a delivery not found by its text or keys
 * (its event's wamid), a failed delivery or failing endpoint not a problem, a page boundary losing or
 * repeating a hit, another project's deliveries returned, the retention sweeper deleting a pending
 * delivery, one inside the setting, or one a running recovery still counts on.
 */
import { randomUUID } from 'node:crypto';
import { fromStruct, idempotentMethodsOf, loadContracts, type common } from '@platform/contracts';
import { runWithRequestScope } from '@platform/grpc';
import { silentLogger } from '@platform/logger';
import { createTestDb, dropSchema, waitFor, type TestDb } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config';
import { logRetentionSweeper } from '../../src/inbound/log-retention.sweeper';
import type { DeliveryRow } from '../../src/infra/db/deliveries.repository';
import { LogSearchRepository } from '../../src/infra/db/log-search.repository';
import { migrations } from '../../src/migrations';
import { EventsUsecase } from '../../src/usecases/events.usecase';
import { deliveryTestEnv, WebhooksUnderTest } from '../support/webhooks-service';
import { testContext } from './context';

// One retry an hour later: a failing endpoint's delivery stays pending with its last attempt failed.
const env: Record<string, string> = { ...deliveryTestEnv('whls', '3600'), DELIVERY_RETENTION_DAYS: '30' };
const wh = new WebhooksUnderTest(env);
const P = randomUUID();
const Q = randomUUID();
const R1 = `req_${randomUUID()}`;
const DAY = 86_400_000;
const EVENTS = ['messaging.message.sent', 'messaging.message.failed'];
const label: Record<string, string> = {};

const search = (req: Partial<common.LogSearchRequest>) => wh.call('SearchLogs', { project_id: P, limit: 50, ...req }) as Promise<common.LogSearchReply__Output>;
/** A hit as `<event> <hook> <delivery status>`. */
const named = (r: common.LogSearchReply__Output) => r.hits.map((h) => `${h.keys.event_type} ${label[h.keys.webhook_id!]} ${h.keys.status}`);
const sorted = (r: common.LogSearchReply__Output) => named(r).sort();

const fields = (wamid: string, status: string) => ({
  message: { id: wamid, type: 'text', text: { body: 'customer words' }, svc: { direction: 'outbound', status } },
  conversation: { id: randomUUID(), phone_number_id: '111', status: 'active' },
  is_new_conversation: false,
  phone_number_id: '111',
});

beforeAll(async () => {
  const { contracts } = loadContracts();
  const { svc } = await wh.start({ idempotentMethods: idempotentMethodsOf(contracts.webhooks.WebhooksService.service) });
  const hook = async (project: string, name: string, status: number) => {
    const r = await wh.rx(() => ({ status, body: status === 200 ? '' : `refused by ${name}` }));
    const w = (await wh.call('CreateWebhook', { project_id: project, url: `${r.url}/hooks/${name}?token=s3cret`, events: EVENTS })).webhook;
    label[w.id] = name;
  };
  await hook(P, 'ok', 200);
  await hook(P, 'flaky', 500);
  await hook(P, 'gone', 410);
  await hook(Q, 'foreign', 200);
  let now = new Date(Date.now() - 10 * 60_000);
  const events = new EventsUsecase(testContext(svc.db, configSchema.parse(env), { clock: { now: () => now } }));
  const ingest = (project: string, name: string, wamid: string) =>
    svc.db.transaction((trx) =>
      events.ingestContactsEvent(trx, {
        eventId: randomUUID(),
        projectId: project,
        name,
        fieldsJson: JSON.stringify(fields(wamid, name.slice('messaging.message.'.length))),
        phoneNumberIds: ['111'],
        occurredAt: now.toISOString(),
      }),
    );
  await runWithRequestScope({ requestId: R1, projectId: P }, () => ingest(P, 'messaging.message.sent', 'wamid.W1'));
  now = new Date(Date.now() - 5 * 60_000);
  await ingest(P, 'messaging.message.failed', 'wamid.W2');
  await runWithRequestScope({ requestId: R1, projectId: Q }, () => ingest(Q, 'messaging.message.sent', 'wamid.W1'));
  // Every delivery attempted: delivered, failed (410 disables the endpoint), or pending after a failed attempt.
  await waitFor(async () => {
    const rows = (await svc.db.knex('deliveries').whereIn('project_id', [P, Q])) as DeliveryRow[];
    return rows.length === 7 && rows.every((d) => d.status !== 'pending' || d.last_failed);
  });
}, 30_000);

afterAll(async () => {
  await wh.stop();
  await dropSchema(env.DB_SCHEMA!);
});

describe('SearchLogs (webhooks: webhook_delivery)', () => {
  it('every delivery of the project, newest first, with keys, summary and detail (the URL only as its host); the source reports its retention', async () => {
    const r = await search({});
    expect(r.sources).toEqual([{ source: 'webhook_delivery', status: 'searched', retention_days: 30, oldest_at: expect.any(String) }]);
    expect(named(r).slice(0, 3).sort()).toEqual([
      'messaging.message.failed flaky pending',
      'messaging.message.failed gone failed',
      'messaging.message.failed ok delivered',
    ]);
    expect(named(r).slice(3).sort()).toEqual([
      'messaging.message.sent flaky pending',
      'messaging.message.sent gone failed',
      'messaging.message.sent ok delivered',
    ]);
    const flaky = r.hits.find((h) => label[h.keys.webhook_id!] === 'flaky' && h.keys.event_type === 'messaging.message.sent')!;
    expect(flaky).toMatchObject({
      source: 'webhook_delivery',
      resource_type: 'webhook',
      resource_id: flaky.keys.webhook_id,
      summary: 'messaging.message.sent → 127.0.0.1: pending (HTTP 500) after 1 attempt(s)',
      problem: true,
      keys: { event_type: 'messaging.message.sent', status: 'pending', wamid: 'wamid.W1', phone_number_id: '111', request_id: R1 },
    });
    expect(fromStruct(flaky.detail)).toMatchObject({
      event_type: 'messaging.message.sent',
      status: 'pending',
      attempt_count: 1,
      last_response_status: 500,
      url_host: '127.0.0.1',
      delivered_at: '',
      is_test: false,
    });
    const ok = r.hits.find((h) => label[h.keys.webhook_id!] === 'ok' && h.keys.event_type === 'messaging.message.failed')!;
    expect(ok.problem).toBe(false);
    expect(ok.keys.request_id).toBeUndefined();
    // The URL's path and query (a token) and the event body are never in a hit.
    const all = JSON.stringify(r.hits);
    expect(all).not.toContain('s3cret');
    expect(all).not.toContain('/hooks/');
    expect(all).not.toContain('customer words');
  });

  it('found by text: event type, status, last error, host, wamid', async () => {
    expect(sorted(await search({ text: 'failed' }))).toEqual([
      'messaging.message.failed flaky pending',
      'messaging.message.failed gone failed',
      'messaging.message.failed ok delivered',
      'messaging.message.sent gone failed',
    ]);
    expect(sorted(await search({ text: 'wamid.W2' }))).toEqual([
      'messaging.message.failed flaky pending',
      'messaging.message.failed gone failed',
      'messaging.message.failed ok delivered',
    ]);
    expect((await search({ text: '127.0.0' })).hits).toHaveLength(6);
    expect((await search({ text: 'customer words' })).hits).toEqual([]);
  });

  it('found by each exact key; a key the source lacks makes it not applicable', async () => {
    expect(sorted(await search({ keys: { wamid: 'wamid.W1' } }))).toEqual([
      'messaging.message.sent flaky pending',
      'messaging.message.sent gone failed',
      'messaging.message.sent ok delivered',
    ]);
    expect(sorted(await search({ keys: { request_id: R1, status: 'delivered' } }))).toEqual(['messaging.message.sent ok delivered']);
    expect(sorted(await search({ keys: { event_type: 'messaging.message.failed', phone_number_id: '111', status: 'failed' } }))).toEqual([
      'messaging.message.failed gone failed',
    ]);
    const ok = Object.keys(label).find((id) => label[id] === 'ok')!;
    expect(sorted(await search({ keys: { webhook_id: ok } }))).toEqual(['messaging.message.failed ok delivered', 'messaging.message.sent ok delivered']);
    const na = await search({ keys: { conversation_id: randomUUID() } });
    expect(na.hits).toEqual([]);
    expect(na.sources).toEqual([{ source: 'webhook_delivery', status: 'not_applicable', retention_days: 30, oldest_at: '' }]);
  });

  it('problems only (failed, or the last attempt failed), and a period', async () => {
    expect(sorted(await search({ problems_only: true }))).toEqual([
      'messaging.message.failed flaky pending',
      'messaging.message.failed gone failed',
      'messaging.message.sent flaky pending',
      'messaging.message.sent gone failed',
    ]);
    const since = new Date(Date.now() - 7 * 60_000).toISOString();
    expect(sorted(await search({ since }))).toEqual([
      'messaging.message.failed flaky pending',
      'messaging.message.failed gone failed',
      'messaging.message.failed ok delivered',
    ]);
    expect(sorted(await search({ until: since }))).toEqual([
      'messaging.message.sent flaky pending',
      'messaging.message.sent gone failed',
      'messaging.message.sent ok delivered',
    ]);
  });

  it('pages by position without loss or duplicate (ties of one instant included)', async () => {
    for (const ascending of [false, true]) {
      const whole = await search({ ascending });
      expect(whole.hits).toHaveLength(6);
      const first = await search({ ascending, limit: 4 });
      const last = first.hits[3]!;
      const second = await search({ ascending, limit: 4, position: { occurred_at: last.occurred_at, source: last.source, id: last.id } });
      expect(second.hits).toHaveLength(2);
      expect([...first.hits, ...second.hits].map((h) => h.id)).toEqual(whole.hits.map((h) => h.id));
    }
  });

  it("another project's deliveries are never returned, not even by its wamid or request id", async () => {
    expect((await search({ keys: { request_id: R1 } })).hits.map((h) => label[h.keys.webhook_id!]).sort()).toEqual(['flaky', 'gone', 'ok']);
    expect(named(await search({ project_id: Q }))).toEqual(['messaging.message.sent foreign delivered']);
    expect(named(await search({ project_id: Q, keys: { wamid: 'wamid.W2' } }))).toEqual([]);
  });
});

describe('delivery retention', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb({ migrations, schemaPrefix: 'webhooks_lsr' });
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  it('deletes finished deliveries (with attempts) and finished recoveries (with items) older than the setting; never a pending one or one a running recovery counts on', async () => {
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * DAY);
    const webhookId = randomUUID();
    const delivery = (status: string, days: number) => ({
      id: randomUUID(),
      project_id: P,
      webhook_id: webhookId,
      event_id: randomUUID(),
      event_name: 'messaging.message.sent',
      payload_version: 'v2',
      status,
      next_attempt_at: status === 'pending' ? ago(-1) : null,
      url: 'https://example.com/h',
      created_at: ago(days),
      updated_at: ago(days),
    });
    const rows = {
      oldDelivered: delivery('delivered', 40),
      oldFailed: delivery('failed', 31),
      oldPending: delivery('pending', 40),
      oldInRunningRecovery: delivery('failed', 40),
      recent: delivery('failed', 29),
    };
    await db.knex('deliveries').insert(Object.values(rows));
    await db.knex('delivery_attempts').insert(
      Object.values(rows).map((d) => ({
        delivery_id: d.id,
        project_id: P,
        number: 1,
        url: d.url,
        started_at: d.created_at,
        duration_ms: 5,
        response_status: 500,
      })),
    );
    const recovery = (status: string, days: number, deliveryId: string) => ({
      job: { id: randomUUID(), project_id: P, webhook_id: webhookId, status, since: ago(60), until: ago(days), created_at: ago(days), updated_at: ago(days) },
      item: { delivery_id: deliveryId, delivery_created_at: ago(days), state: 'resent' },
    });
    const jobs = {
      oldCompleted: recovery('completed', 40, rows.oldFailed.id),
      oldRunning: recovery('running', 40, rows.oldInRunningRecovery.id),
      recentCompleted: recovery('completed', 29, rows.recent.id),
    };
    for (const j of Object.values(jobs)) {
      await db.knex('webhook_recoveries').insert(j.job);
      await db.knex('webhook_recovery_items').insert({ ...j.item, recovery_id: j.job.id });
    }

    const repo = new LogSearchRepository(db, silentLogger, { deliveryRetentionDays: 30 });
    const sweeper = logRetentionSweeper({ repo, clock: { now: () => new Date(now) }, logger: silentLogger, retentionDays: 30 }).start();
    await sweeper.stop();

    const left = (await db.knex('deliveries').where({ project_id: P }).pluck('id')) as string[];
    expect(left.sort()).toEqual([rows.oldPending.id, rows.oldInRunningRecovery.id, rows.recent.id].sort());
    const attempts = (await db.knex('delivery_attempts').where({ project_id: P }).pluck('delivery_id')) as string[];
    expect(attempts.sort()).toEqual([rows.oldPending.id, rows.oldInRunningRecovery.id, rows.recent.id].sort());
    expect(((await db.knex('webhook_recoveries').pluck('id')) as string[]).sort()).toEqual([jobs.oldRunning.job.id, jobs.recentCompleted.job.id].sort());
    expect(((await db.knex('webhook_recovery_items').pluck('recovery_id')) as string[]).sort()).toEqual(
      [jobs.oldRunning.job.id, jobs.recentCompleted.job.id].sort(),
    );
  });
});
