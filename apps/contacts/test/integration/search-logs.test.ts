/**
 * SearchLogs of contacts (decision 0019): the message_event source, one hit per status the upstream
 * reported, written by the service's own send record and status paths, asked through the running gRPC
 * server. Risks removed: a status not found by its text or its keys, a failed status not a problem, a
 * page boundary losing or repeating a hit, another project's statuses returned, the retention sweeper
 * deleting a status inside the setting (or a message).
 */
import { randomUUID } from 'node:crypto';
import { fromStruct, loadContracts, type common, type contacts } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import { silentLogger } from '@platform/logger';
import type { RunningService } from '@platform/service';
import { serviceTestEnv } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config';
import { logRetentionSweeper } from '../../src/inbound/log-retention.sweeper';
import { ContactsRepository } from '../../src/infra/db/contacts.repository';
import { ConversationsRepository } from '../../src/infra/db/conversations.repository';
import { LogSearchRepository } from '../../src/infra/db/log-search.repository';
import { MessagesRepository } from '../../src/infra/db/messages.repository';
import { SandboxSessionsRepository } from '../../src/infra/db/sandbox-sessions.repository';
import { buildUsecases, run } from '../../src/server';
import type { UsecaseContext } from '../../src/usecases/context';
import { statusValue } from './support';

let svc: RunningService;
let client: contacts.ContactsServiceClient;
const env = serviceTestEnv('contacts_ls', { CONTACTS_CONSUMER_ENABLED: 'false', CONVERSATION_SWEEP_MS: '0', MESSAGE_EVENT_RETENTION_DAYS: '30' });
const P = randomUUID();
const Q = randomUUID();
const PN = '106540352242922';
const R1 = `req_${randomUUID()}`;
const R2 = `req_${randomUUID()}`;
// Whole seconds: the upstream's timestamps are seconds.
const T0 = Math.floor(Date.now() / 1000) - 3600;
const iso = (s: number) => new Date(s * 1000).toISOString().replace('Z', '000Z');
const OLD = T0 - 40 * 86_400;

const search = (req: Partial<common.LogSearchRequest>) =>
  callUnary(client, 'SearchLogs', { project_id: P, limit: 50, ...req } as never) as Promise<common.LogSearchReply__Output>;
const wamidsOf = (r: common.LogSearchReply__Output) => r.hits.map((h) => `${h.keys.wamid} ${h.keys.status}`);

let ctx: UsecaseContext;
let conversationId = '';

beforeAll(async () => {
  svc = await run(configSchema.parse(env));
  const { contracts } = loadContracts();
  client = createClient(contracts.contacts.ContactsService, `127.0.0.1:${svc.port}`, { defaultDeadlineMs: 5000, idempotentMethods: [] });
  ctx = {
    db: svc.db,
    clock: { now: () => new Date() },
    logger: silentLogger,
    settings: { inactiveAfterMs: 3_600_000, endAfterMs: 86_400_000 },
    contacts: new ContactsRepository(svc.db),
    conversations: new ConversationsRepository(svc.db),
    messages: new MessagesRepository(svc.db),
    sessions: new SandboxSessionsRepository(svc.db),
  };
  const uc = buildUsecases(ctx);
  const send = (projectId: string, wamid: string, to: string, at: number, requestId?: string) =>
    svc.db.transaction((trx) =>
      uc.outbound.recordOutbound(trx, {
        projectId,
        phoneNumberId: PN,
        wamid,
        to,
        requestJson: JSON.stringify({ messaging_product: 'whatsapp', to, type: 'text', text: { body: 'secret body words' } }),
        occurredAt: new Date(at * 1000),
        requestId,
      }),
    );
  const status = (projectId: string, s: Parameters<typeof statusValue>[1]) =>
    svc.db.transaction((trx) =>
      uc.inbound.ingestChange(trx, {
        eventId: randomUUID(),
        projectId,
        phoneNumberId: PN,
        field: 'messages',
        valueJson: JSON.stringify(statusValue(PN, s)),
        receivedAt: new Date(),
        sandbox: false,
      }),
    );
  await send(P, 'wamid.AAA1', '5511900000001', T0, R1);
  await status(P, { id: 'wamid.AAA1', status: 'sent', ts: T0 + 1, to: '5511900000001' });
  await status(P, { id: 'wamid.AAA1', status: 'delivered', ts: T0 + 2, to: '5511900000001' });
  await status(P, { id: 'wamid.AAA1', status: 'read', ts: T0 + 3, to: '5511900000001' });
  await send(P, 'wamid.BBB2', '5511900000002', T0 + 3, R2);
  await status(P, { id: 'wamid.BBB2', status: 'sent', ts: T0 + 4, to: '5511900000002' });
  await status(P, { id: 'wamid.BBB2', status: 'failed', ts: T0 + 5, to: '5511900000002', errors: [{ code: 131026, title: 'Message undeliverable' }] });
  // A status 40 days old (outside the 30-day setting) and another project's statuses of the same wamid and request id.
  await send(P, 'wamid.OLD3', '5511900000003', OLD - 1);
  await status(P, { id: 'wamid.OLD3', status: 'sent', ts: OLD, to: '5511900000003' });
  await send(Q, 'wamid.AAA1', '5511900000001', T0, R1);
  await status(Q, { id: 'wamid.AAA1', status: 'failed', ts: T0 + 1, to: '5511900000001', errors: [{ code: 131026, title: 'Message undeliverable' }] });
  conversationId = (await svc.db.knex('messages').where({ project_id: P, wamid: 'wamid.AAA1' }).first()).conversation_id;
});

afterAll(async () => {
  client?.close();
  await svc?.stop();
});

describe('SearchLogs (contacts: message_event)', () => {
  it('every status of the project, newest first, each with its keys, summary and detail; the source reports its retention', async () => {
    const r = await search({});
    expect(wamidsOf(r)).toEqual(['wamid.BBB2 failed', 'wamid.BBB2 sent', 'wamid.AAA1 read', 'wamid.AAA1 delivered', 'wamid.AAA1 sent', 'wamid.OLD3 sent']);
    expect(r.sources).toEqual([{ source: 'message_event', status: 'searched', retention_days: 30, oldest_at: iso(OLD) }]);
    const failed = r.hits[0]!;
    expect(failed).toMatchObject({
      source: 'message_event',
      occurred_at: iso(T0 + 5),
      resource_type: 'message',
      resource_id: 'wamid.BBB2',
      summary: 'message wamid.BBB2 failed (131026 Message undeliverable)',
      problem: true,
      keys: { wamid: 'wamid.BBB2', phone_number_id: PN, conversation_id: expect.any(String), request_id: R2, status: 'failed', wa_id: '5511900000002' },
    });
    expect(fromStruct(failed.detail)).toMatchObject({
      status: 'failed',
      message_status: 'failed',
      direction: 'outbound',
      origin: 'cloud_api',
      type: 'text',
      recipient_id: '5511900000002',
      errors: '[{"code":131026,"title":"Message undeliverable"}]',
    });
    expect(r.hits[1]!.problem).toBe(false);
    // The message body is customer content: neither searchable nor in the hit.
    expect(JSON.stringify(r.hits)).not.toContain('secret body');
    expect((await search({ text: 'secret body' })).hits).toEqual([]);
  });

  it('found by text: error title, error code, a wamid substring', async () => {
    expect(wamidsOf(await search({ text: 'undeliverable' }))).toEqual(['wamid.BBB2 failed']);
    expect(wamidsOf(await search({ text: '131026' }))).toEqual(['wamid.BBB2 failed']);
    expect(wamidsOf(await search({ text: 'AAA1' }))).toEqual(['wamid.AAA1 read', 'wamid.AAA1 delivered', 'wamid.AAA1 sent']);
    expect(wamidsOf(await search({ text: 'delivered' }))).toEqual(['wamid.AAA1 delivered']);
  });

  it('found by each exact key; a key the source lacks makes it not applicable', async () => {
    expect(wamidsOf(await search({ keys: { wamid: 'wamid.AAA1' } }))).toEqual(['wamid.AAA1 read', 'wamid.AAA1 delivered', 'wamid.AAA1 sent']);
    expect(wamidsOf(await search({ keys: { request_id: R2 } }))).toEqual(['wamid.BBB2 failed', 'wamid.BBB2 sent']);
    expect(wamidsOf(await search({ keys: { status: 'delivered', phone_number_id: PN } }))).toEqual(['wamid.AAA1 delivered']);
    expect(wamidsOf(await search({ keys: { wa_id: '5511900000002' } }))).toEqual(['wamid.BBB2 failed', 'wamid.BBB2 sent']);
    expect(wamidsOf(await search({ keys: { conversation_id: conversationId } }))).toEqual(['wamid.AAA1 read', 'wamid.AAA1 delivered', 'wamid.AAA1 sent']);
    const na = await search({ keys: { webhook_id: randomUUID() } });
    expect(na.hits).toEqual([]);
    expect(na.sources).toEqual([{ source: 'message_event', status: 'not_applicable', retention_days: 30, oldest_at: '' }]);
    // A related request id matches although the source lacks another key asked.
    expect(wamidsOf(await search({ keys: { webhook_id: randomUUID() }, related_request_ids: [R1] }))).toEqual([
      'wamid.AAA1 read',
      'wamid.AAA1 delivered',
      'wamid.AAA1 sent',
    ]);
  });

  it('problems only, and a period', async () => {
    expect(wamidsOf(await search({ problems_only: true }))).toEqual(['wamid.BBB2 failed']);
    expect(wamidsOf(await search({ since: new Date((T0 + 2) * 1000).toISOString(), until: new Date((T0 + 4) * 1000).toISOString(), ascending: true }))).toEqual(
      ['wamid.AAA1 delivered', 'wamid.AAA1 read'],
    );
  });

  it('pages by position without loss or duplicate', async () => {
    const first = await search({ limit: 4 });
    expect(first.hits).toHaveLength(4);
    const last = first.hits[3]!;
    const second = await search({ limit: 4, position: { occurred_at: last.occurred_at, source: last.source, id: last.id } });
    expect([...wamidsOf(first), ...wamidsOf(second)]).toEqual([
      'wamid.BBB2 failed',
      'wamid.BBB2 sent',
      'wamid.AAA1 read',
      'wamid.AAA1 delivered',
      'wamid.AAA1 sent',
      'wamid.OLD3 sent',
    ]);
  });

  it("another project's statuses are never returned, not even by its wamid or request id", async () => {
    expect(wamidsOf(await search({ keys: { wamid: 'wamid.AAA1' }, problems_only: true }))).toEqual([]);
    expect(wamidsOf(await search({ project_id: Q }))).toEqual(['wamid.AAA1 failed']);
    expect(wamidsOf(await search({ project_id: Q, keys: { request_id: R2 } }))).toEqual([]);
  });

  it('the retention sweeper deletes the statuses older than the setting only; messages stay', async () => {
    const repo = new LogSearchRepository(svc.db, silentLogger, { messageEventRetentionDays: 30 });
    const sweeper = logRetentionSweeper({ repo, clock: ctx.clock, logger: silentLogger, retentionDays: 30, everyMs: 3_600_000 }).start();
    await sweeper.stop();
    const r = await search({});
    expect(wamidsOf(r)).toEqual(['wamid.BBB2 failed', 'wamid.BBB2 sent', 'wamid.AAA1 read', 'wamid.AAA1 delivered', 'wamid.AAA1 sent']);
    expect(r.sources[0]!.oldest_at).toBe(iso(T0 + 1));
    expect(await svc.db.knex('messages').where({ project_id: P, wamid: 'wamid.OLD3' }).first()).toMatchObject({ status: 'sent' });
    expect(wamidsOf(await search({ project_id: Q }))).toEqual(['wamid.AAA1 failed']);
  });
});
