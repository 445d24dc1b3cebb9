/**
 * Log search of messaging-proxy (decision 0019): the external API log (written by the pass-through's
 * upstream calls) and the received upstream changes (written by the receiver with the delivery's
 * receipt), answered through SearchLogs by text, exact keys, problems, period and position, never
 * across projects; the retention sweeper deletes only what is past its setting.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { fromStruct, type common } from '@platform/contracts';
import { createLogger } from '@platform/logger';
import { systemClock } from '@platform/runtime';
import { waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logRetentionSweeper } from '../../src/inbound/log-retention.sweeper';
import { LogSearchRepository } from '../../src/infra/db/log-search.repository';
import { connectSeededNumber, seedAccount, startService, startSim, type SeededAccount, type ServiceUnderTest, type SimProcess } from './harness';

let sim: SimProcess;
let mp: ServiceUnderTest;
let acct: SeededAccount;
const project = randomUUID();
const other = randomUUID();
let pn: string;
let otherPn: string;

const sendRequestId = `req_send_${randomUUID()}`;
const failRequestId = `req_fail_${randomUUID()}`;
let sentWamid: string;
const inboundWamid = `wamid.IN${randomUUID().replace(/-/g, '')}`;
const otherWamid = `wamid.OTHER${randomUUID().replace(/-/g, '')}`;
/** X-Request-Id the receiver answered each delivery with (`in_<uuid>`). */
const deliveries: Record<string, string> = {};

type Hit = common.LogSearchHit__Output;

const search = async (req: Partial<common.LogSearchRequest>, projectId = project) =>
  mp.call('SearchLogs', { project_id: projectId, limit: 100, ...req }) as Promise<common.LogSearchReply__Output>;
const hitsOf = async (req: Partial<common.LogSearchRequest>, projectId = project): Promise<Hit[]> => (await search(req, projectId)).hits;

/** Posts a delivery signed with the app secret, as the upstream does; answers the receiver's X-Request-Id. */
async function deliver(entry: unknown[]): Promise<string> {
  const body = JSON.stringify({ object: 'whatsapp_business_account', entry });
  const sig = createHmac('sha256', sim.appSecret).update(body).digest('hex');
  const res = await fetch(`${mp.httpUrl}/upstream/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${sig}` },
    body,
  });
  expect(res.status).toBe(200);
  return res.headers.get('x-request-id')!;
}

const metadata = (id: string) => ({ display_phone_number: '15550000000', phone_number_id: id });
const now = () => String(Math.floor(Date.now() / 1000));

async function send(requestId: string): Promise<Response> {
  return fetch(`${mp.httpUrl}/proxy/${pn}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-project-id': project, 'x-request-id': requestId },
    body: JSON.stringify({ messaging_product: 'whatsapp', to: '15550001234', type: 'text', text: { body: 'hi' } }),
  });
}

beforeAll(async () => {
  sim = await startSim();
  mp = await startService(sim, { env: { EXTERNAL_API_LOG_RETENTION_DAYS: '10', UPSTREAM_WEBHOOK_EVENT_RETENTION_DAYS: '20' } });
  acct = await seedAccount(sim, { numbers: [{}, {}] });
  pn = (await connectSeededNumber(mp, project, acct, { index: 0 })).id!;
  otherPn = (await connectSeededNumber(mp, other, acct, { index: 1 })).id!;

  // The send path's upstream calls: one accepted, one refused by the upstream.
  const ok = await send(sendRequestId);
  sentWamid = ((await ok.json()) as { messages: Array<{ id: string }> }).messages[0].id;
  await sim.control('POST', '/faults', { match: { method: 'POST', path: `${pn}/messages` }, kind: 'graph_error', code: 131026, status: 400, times: 1 });
  expect((await send(failRequestId)).status).toBe(400);

  // Upstream deliveries: a received message and the send's statuses (delivered, then failed), the
  // other project's number receiving a message, and an account update for both projects.
  deliveries.message = await deliver([
    {
      id: acct.wabaId,
      time: Number(now()),
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: metadata(pn),
            contacts: [{ wa_id: '15550001111', profile: { name: 'Ann' } }],
            messages: [{ id: inboundWamid, from: '15550001111', timestamp: now(), type: 'text', text: { body: 'hello there' } }],
          },
        },
      ],
    },
  ]);
  deliveries.statuses = await deliver([
    {
      id: acct.wabaId,
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: metadata(pn),
            statuses: [
              { id: sentWamid, status: 'delivered', timestamp: now(), recipient_id: '15550001234' },
              {
                id: sentWamid,
                status: 'failed',
                timestamp: now(),
                recipient_id: '15550001234',
                errors: [{ code: 131047, title: 'Re-engagement message', message: 'More than 24 hours have passed' }],
              },
            ],
          },
        },
      ],
    },
  ]);
  deliveries.other = await deliver([
    {
      id: acct.wabaId,
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: metadata(otherPn),
            messages: [{ id: otherWamid, from: '15550002222', timestamp: now(), type: 'text', text: { body: 'Re-engagement elsewhere' } }],
          },
        },
      ],
    },
  ]);
  deliveries.account = await deliver([
    { id: acct.wabaId, changes: [{ field: 'account_update', value: { event: 'VERIFIED_ACCOUNT', phone_number: '15550000000' } }] },
  ]);
  // The external API log is written off the call's path, in batches.
  await waitFor(async () => (await hitsOf({ sources: ['external_api_log'], keys: { request_id: failRequestId } })).length === 1, { timeoutMs: 10_000 });
}, 60_000);

afterAll(async () => {
  await mp?.stop();
  await sim?.stop();
});

describe('SearchLogs of messaging-proxy', () => {
  it('finds an upstream call by text and by its exact keys, with its public fields and never a token', async () => {
    const [failed] = await hitsOf({ text: '131026' });
    expect(failed).toMatchObject({
      source: 'external_api_log',
      resource_type: 'phone_number',
      resource_id: pn,
      problem: true,
      keys: { request_id: failRequestId, phone_number_id: pn, status: '400', endpoint: `${pn}/messages` },
    });
    expect(failed.summary).toContain(`POST ${pn}/messages → 400 (error 131026`);
    expect(fromStruct(failed.detail)).toMatchObject({ method: 'POST', path: `${pn}/messages`, status: 400, error_code: 131026, request_id: failRequestId });

    const byKeys = await hitsOf({ keys: { request_id: sendRequestId, status: '200', endpoint: `${pn}/messages` } });
    expect(byKeys.map((h) => [h.source, h.problem])).toEqual([['external_api_log', false]]);
    expect(await hitsOf({ keys: { request_id: sendRequestId, status: '400' } })).toEqual([]);
    expect(await hitsOf({ keys: { phone_number_id: pn, status: '400' } })).toHaveLength(1);
    const all = JSON.stringify(await hitsOf({}));
    expect(all).not.toContain(acct.token);
    expect(all).not.toContain(sim.appSecret);
  });

  it('records each received change of the project with its delivery id, found by text and keys', async () => {
    const [failed] = await hitsOf({ text: 'Re-engagement' });
    expect(failed).toMatchObject({
      source: 'upstream_webhook_event',
      resource_type: 'message',
      resource_id: sentWamid,
      problem: true,
      keys: { wamid: sentWamid, phone_number_id: pn, request_id: deliveries.statuses, event_type: 'messages', status: 'failed' },
    });
    expect(deliveries.statuses).toMatch(/^in_[0-9a-f-]{36}$/);
    expect(failed.summary).toBe(`messages status:failed ${sentWamid} errors 131047 (Re-engagement message)`);

    const received = await hitsOf({ keys: { wamid: inboundWamid } });
    expect(received.map((h) => [h.source, h.summary, h.keys.request_id, h.problem])).toEqual([
      ['upstream_webhook_event', `messages message ${inboundWamid}`, deliveries.message, false],
    ]);
    const detail = fromStruct(received[0].detail);
    expect(detail).toMatchObject({ field: 'messages', kind: 'message', wamid: inboundWamid, wa_id: '15550001111', error_codes: [] });
    expect(JSON.parse(detail.payload_excerpt as string)).toMatchObject({ messages: [{ id: inboundWamid, text: { body: 'hello there' } }] });

    // The sent message's story: its statuses, and through their related request id the call that sent it.
    const story = await hitsOf({ keys: { wamid: sentWamid }, related_request_ids: [sendRequestId], ascending: true });
    expect(story.map((h) => [h.source, h.keys.status])).toEqual([
      ['external_api_log', '200'],
      ['upstream_webhook_event', 'delivered'],
      ['upstream_webhook_event', 'failed'],
    ]);
    const account = await hitsOf({ keys: { event_type: 'account_update' } });
    expect(account.map((h) => [h.summary, h.keys.request_id, h.resource_type])).toEqual([
      ['account_update VERIFIED_ACCOUNT', deliveries.account, 'upstream_webhook'],
    ]);
    // A key only the other source has: that source answers not applicable.
    const states = (await search({ keys: { event_type: 'messages' } })).sources;
    expect(states.map((s) => [s.source, s.status, s.retention_days])).toEqual([
      ['external_api_log', 'not_applicable', 10],
      ['upstream_webhook_event', 'searched', 20],
    ]);
  });

  it('problems_only answers the failed call and the failed status only', async () => {
    const problems = await hitsOf({ problems_only: true });
    expect(problems.map((h) => [h.source, h.keys.request_id]).sort()).toEqual(
      [
        ['external_api_log', failRequestId],
        ['upstream_webhook_event', deliveries.statuses],
      ].sort(),
    );
  });

  it('period: since and until bound the rows', async () => {
    const all = await hitsOf({});
    const rowsOf = async (table: string) => Number((await mp.svc.db.knex(table).where('project_id', project).count({ n: '*' }).first())!.n);
    expect(all.length).toBe((await rowsOf('external_api_logs')) + (await rowsOf('upstream_webhook_events')));
    const later = new Date(Date.now() + 60_000).toISOString();
    const earlier = new Date(Date.now() - 3_600_000).toISOString();
    expect(await hitsOf({ since: later })).toEqual([]);
    expect(await hitsOf({ until: earlier })).toEqual([]);
    expect((await hitsOf({ since: earlier, until: later })).map((h) => h.id)).toEqual(all.map((h) => h.id));
    // The failed status came after the failed call: from its instant on, the call is not included.
    const [failedStatus] = await hitsOf({ text: 'Re-engagement' });
    const since = await hitsOf({ since: failedStatus.occurred_at, problems_only: true });
    expect(since.map((h) => h.source)).toEqual(['upstream_webhook_event']);
  });

  it('pages by position without loss or duplicate, both directions', async () => {
    for (const ascending of [false, true]) {
      const all = await hitsOf({ ascending });
      expect(all.length).toBeGreaterThanOrEqual(8);
      const seen: string[] = [];
      let position: common.LogSearchPosition | undefined;
      for (let i = 0; i < 20; i++) {
        const page = await hitsOf({ ascending, limit: 3, ...(position ? { position } : {}) });
        seen.push(...page.map((h) => `${h.source}/${h.id}`));
        if (page.length < 3) break;
        const last = page[page.length - 1];
        position = { occurred_at: last.occurred_at, source: last.source, id: last.id };
      }
      expect(seen).toEqual(all.map((h) => `${h.source}/${h.id}`));
      expect(new Set(seen).size).toBe(seen.length);
    }
  });

  it("never answers another project's rows", async () => {
    // The other project's message is on the same account: it has its own row, the project never sees it.
    expect(await hitsOf({ keys: { wamid: otherWamid } })).toEqual([]);
    expect((await hitsOf({ keys: { wamid: otherWamid } }, other)).map((h) => h.keys.request_id)).toEqual([deliveries.other]);
    expect((await hitsOf({ text: 'Re-engagement' }, other)).map((h) => h.summary)).toEqual([]);
    expect(await hitsOf({ keys: { request_id: failRequestId } }, other)).toEqual([]);
    expect(await hitsOf({ keys: { wamid: sentWamid } }, other)).toEqual([]);
    // The account update names no number: each project has its own row.
    expect((await hitsOf({ keys: { event_type: 'account_update' } }, other)).map((h) => h.keys.request_id)).toEqual([deliveries.account]);
    const states = (await search({}, randomUUID())).sources;
    expect(states.map((s) => [s.source, s.status, s.oldest_at])).toEqual([
      ['external_api_log', 'searched', ''],
      ['upstream_webhook_event', 'searched', ''],
    ]);
  });

  it('the retention sweeper deletes only what is older than each setting, receipts after 8 days', async () => {
    const knex = mp.svc.db.knex;
    const day = 86_400_000;
    // Just past the setting, and just within it.
    const ago = (days: number) => new Date(Date.now() - days * day - 60_000);
    const within = (days: number) => new Date(Date.now() - days * day + 60_000);
    const [oldCall, keptCall] = (await knex('external_api_logs').where('project_id', project).orderBy('created_at').select('id')).map((r) => r.id as string);
    await knex('external_api_logs')
      .where('id', oldCall)
      .update({ created_at: ago(10) });
    await knex('external_api_logs')
      .where('id', keptCall)
      .update({ created_at: within(10) });
    const [oldEvent, keptEvent] = (await knex('upstream_webhook_events').where('project_id', project).orderBy('received_at').select('id')).map(
      (r) => r.id as string,
    );
    await knex('upstream_webhook_events')
      .where('id', oldEvent)
      .update({ received_at: ago(20) });
    // Taken once: the oldest row's day is checked against it below (a second within(20) could fall on the next UTC day).
    const keptEventAt = within(20);
    await knex('upstream_webhook_events').where('id', keptEvent).update({ received_at: keptEventAt });
    const [oldReceipt, keptReceipt] = (await knex('upstream_webhook_receipts').orderBy('body_sha256').select('body_sha256')).map(
      (r) => r.body_sha256 as string,
    );
    await knex('upstream_webhook_receipts')
      .where('body_sha256', oldReceipt)
      .update({ received_at: ago(8) });
    await knex('upstream_webhook_receipts')
      .where('body_sha256', keptReceipt)
      .update({ received_at: within(8) });
    const counts = async () => ({
      calls: Number((await knex('external_api_logs').count({ n: '*' }).first())!.n),
      events: Number((await knex('upstream_webhook_events').count({ n: '*' }).first())!.n),
      receipts: Number((await knex('upstream_webhook_receipts').count({ n: '*' }).first())!.n),
    });
    const before = await counts();

    const logger = createLogger({ name: 'test', level: 'silent' });
    const repo = new LogSearchRepository(mp.svc.db, logger, { externalApiLogDays: 10, upstreamWebhookEventDays: 20 });
    const sweeper = logRetentionSweeper({
      repo,
      clock: systemClock,
      logger,
      intervalMs: 3_600_000,
      days: {
        external_api_logs: mp.config.EXTERNAL_API_LOG_RETENTION_DAYS,
        upstream_webhook_events: mp.config.UPSTREAM_WEBHOOK_EVENT_RETENTION_DAYS,
        upstream_webhook_receipts: 8,
      },
    });
    try {
      expect(await sweeper.pass()).toBe(3);
    } finally {
      await sweeper.stop();
    }
    expect(await counts()).toEqual({ calls: before.calls - 1, events: before.events - 1, receipts: before.receipts - 1 });
    expect(await knex('external_api_logs').where('id', oldCall).first()).toBeUndefined();
    expect(await knex('external_api_logs').where('id', keptCall).first()).toBeDefined();
    expect(await knex('upstream_webhook_events').where('id', oldEvent).first()).toBeUndefined();
    expect(await knex('upstream_webhook_events').where('id', keptEvent).first()).toBeDefined();
    expect(await knex('upstream_webhook_receipts').where('body_sha256', oldReceipt).first()).toBeUndefined();
    expect(await knex('upstream_webhook_receipts').where('body_sha256', keptReceipt).first()).toBeDefined();
    // The search states the oldest row the project still has.
    const states = (await search({})).sources;
    expect(states.find((s) => s.source === 'upstream_webhook_event')!.oldest_at.slice(0, 10)).toBe(keptEventAt.toISOString().slice(0, 10));
  });
  it('concurrent deliveries share transactions: one row per change, none for a redelivery', async () => {
    const tag = randomUUID().slice(0, 8);
    // One timestamp for the burst: a redelivery is the same bytes (a clock second crossed between two
    // builds of one message would make a different body, rightly received as a new delivery).
    const sentAt = now();
    const entryOf = (i: number) => [
      {
        id: acct.wabaId,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: metadata(pn),
              messages: [{ id: `wamid.${tag}.${i}`, from: '15550003333', timestamp: sentAt, type: 'text', text: { body: `burst ${tag}` } }],
            },
          },
        ],
      },
    ];
    // 24 deliveries, the first 6 twice, all at once.
    const ids = await Promise.all([...Array.from({ length: 24 }, (_, i) => i), ...Array.from({ length: 6 }, (_, i) => i)].map((i) => deliver(entryOf(i))));
    const hits = await hitsOf({ text: `wamid.${tag}` });
    expect(hits.map((h) => h.keys.wamid).sort()).toEqual(Array.from({ length: 24 }, (_, i) => `wamid.${tag}.${i}`).sort());
    expect(hits.every((h) => ids.includes(h.keys.request_id))).toBe(true);
    expect(new Set(hits.map((h) => h.keys.request_id)).size).toBe(24);
    // Written in the batches' transactions (fewer transactions than deliveries).
    const txids = await mp.svc.db
      .knex('upstream_webhook_events')
      .where('wamid', 'like', `wamid.${tag}.%`)
      .countDistinct<{ n: string }[]>({ n: mp.svc.db.knex.raw('xmin::text') });
    expect(Number(txids[0].n)).toBeLessThan(24);
  });
});
