/**
 * Findings against real Postgres and NATS, with the LLM provider simulator (a child process) behind
 * the `ai` SDK. Contacts' customer events and messaging-proxy's health events are published on the
 * bus as those services publish them; contacts' conversation reads are a recording peer at the
 * AgentPeers port. Risks removed: a seeded week (over a 28-day baseline) opening findings it should
 * not (steady signals, low volume) or missing one it should; 131047/131050 folded into generic
 * failures; evidence without caps; an investigation that never reports; mark_addressed without a
 * completed investigation; 409/422 rules of start_investigation; paging bounds; a foreign finding
 * readable.
 */
import { randomUUID } from 'node:crypto';
import { envelopeHeaders } from '@platform/bus';
import { encodeEvent, type workflowsAgent } from '@platform/contracts';
import { callUnary } from '@platform/grpc';
import type { RunningService } from '@platform/service';
import { dropSchema, serviceTestEnv, type ListeningProcess } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindingsUsecase } from '../../src/findings/usecases/findings.usecase';
import { daysBefore, findingsPeers, startFindingsService, until, type FindingsService } from '../support/findings-service';
import { startLlmSim, failureOf as failure } from '../support/common';

const env = serviceTestEnv('wfafindings');
const NOW = new Date();
let sim: ListeningProcess | undefined;
let simUrl: string;
let service: FindingsService | undefined;
let svc: RunningService;
let client: workflowsAgent.WorkflowsAgentServiceClient;
let sweeper: FindingsUsecase;

/** Messages of each conversation, as contacts would answer (oldest first). */
const transcripts = new Map<string, Array<{ direction: string; text: string }>>();
const peers = findingsPeers(async (_projectId, id) => (transcripts.get(id) ?? []).map((m, i) => ({ id: `m${i}`, type: 'text', ...m })));

async function startSim(): Promise<void> {
  sim = await startLlmSim({ acceptAnyKey: false });
  simUrl = sim.url;
}
const simPost = (path: string, body: unknown) =>
  fetch(`${simUrl}/__sim${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const daysAgo = daysBefore(NOW);

async function customerEvent(projectId: string, name: string, fields: Record<string, unknown>, at: Date): Promise<void> {
  const id = randomUUID();
  const type = 'svc.contacts.v1.CustomerEvent';
  await svc.bus.publish(
    'contacts.customer_event.created',
    encodeEvent(type, { event_id: id, project_id: projectId, name, fields_json: JSON.stringify(fields), phone_number_ids: [], occurred_at: at.toISOString() }),
    { msgId: id, headers: envelopeHeaders({ id, type, occurredAt: at.toISOString(), projectId, headers: {} }) },
  );
}

const failedSend = (projectId: string, code: number, at: Date, number = '1065001') =>
  customerEvent(
    projectId,
    'messaging.message.failed',
    {
      message: { id: `wamid.${randomUUID()}`, type: 'text', svc: { direction: 'outbound', status: 'failed', errors: [{ code, title: `error ${code}` }] } },
      conversation: { id: randomUUID(), phone_number_id: number },
      phone_number_id: number,
    },
    at,
  );

async function endedConversation(projectId: string, messages: Array<[string, string]>, at: Date): Promise<string> {
  const id = randomUUID();
  transcripts.set(
    id,
    messages.map(([direction, text]) => ({ direction, text })),
  );
  await customerEvent(projectId, 'messaging.conversation.ended', { conversation: { id, phone_number_id: '1065001', status: 'ended' } }, at);
  return id;
}

const HANDOFF: Array<[string, string]> = [
  ['inbound', 'my order never arrived'],
  ['outbound', 'I can check that for you. What is the order number?'],
  ['inbound', 'I want to talk to a human please'],
];
const NEUTRAL: Array<[string, string]> = [
  ['inbound', 'hello'],
  ['outbound', 'Hi! Your order ships tomorrow.'],
  ['inbound', 'great, thanks'],
];
const LOOP: Array<[string, string]> = [
  ['inbound', 'hello'],
  ['outbound', 'Sorry, I did not understand that.'],
  ['inbound', 'ok'],
  ['outbound', 'Sorry, I did not understand that.'],
  ['inbound', 'ok then'],
  ['outbound', 'Sorry, I did not understand that.'],
];

const P = randomUUID();
const Q = randomUUID();
const db = () => svc.db.knex.withSchema(env.DB_SCHEMA);

beforeAll(async () => {
  await startSim();
  service = await startFindingsService(
    env,
    {
      AGENT_OPENAI_BASE_URL: `${simUrl}/v1`,
      AGENT_ANTHROPIC_BASE_URL: `${simUrl}/v1`,
      AGENT_RUN_POLL_MS: '50',
      AGENT_PROVIDER_RETRY_BASE_MS: '20',
      AGENT_PROVIDER_MAX_RETRIES: '1',
    },
    peers,
  );
  ({ svc, client, sweeper } = service);
}, 60_000);

afterAll(async () => {
  await service?.stop();
  await dropSchema(env.DB_SCHEMA);
  await sim?.stop();
});

const list = (projectId: string, limit?: number, after?: string, before?: string, status?: string) =>
  callUnary(client, 'ListFindings', { project_id: projectId, limit: limit ?? 0, after, before, status });
const simRequests = async (apiKey: string) =>
  ((await (await fetch(`${simUrl}/__sim/requests?api_key=${encodeURIComponent(apiKey)}`)).json()) as { data: Array<{ body: Record<string, any> }> }).data;
const get = (projectId: string, id: string) => callUnary(client, 'GetFinding', { project_id: projectId, finding_id: id }).then((r) => r.finding!);

describe('findings from a seeded week over a 28-day baseline', () => {
  let found: workflowsAgent.Finding__Output[] = [];
  const by = (signal: string, key = '') => found.find((f) => f.signal === signal && f.key === key)!;

  it('opens exactly the expected findings: rises with volume, 131047/131050 and health on their own; no steady, low-volume or neutral ones', async () => {
    const sends: Array<Promise<void>> = [];
    // 131047 on number 1065001: 2 in the baseline, 14 this week → open.
    for (let i = 0; i < 2; i++) sends.push(failedSend(P, 131047, daysAgo(10 + i * 7)));
    for (let i = 0; i < 14; i++) sends.push(failedSend(P, 131047, daysAgo(i % 7, i)));
    // 131050: 6 in the baseline, 6 this week → ratio 4, volume below open → candidate.
    for (let i = 0; i < 6; i++) sends.push(failedSend(P, 131050, daysAgo(8 + i * 4)));
    for (let i = 0; i < 6; i++) sends.push(failedSend(P, 131050, daysAgo(i)));
    // 131026 steady at one a day for 35 days → none.
    for (let d = 0; d < 35; d++) sends.push(failedSend(P, 131026, daysAgo(d)));
    // 130472: 3 this week, none before → too few → none.
    for (let i = 0; i < 3; i++) sends.push(failedSend(P, 130472, daysAgo(i)));
    // 131000: 120 this week, none before → open (evidence capped at 100 events).
    for (let i = 0; i < 120; i++) sends.push(failedSend(P, 131000, daysAgo(i % 7, i % 20)));
    await Promise.all(sends);
    // Conversations: handoff requests 4 in the baseline, 12 this week → open; a bot loop 6 this week → candidate; neutral ones both windows → none.
    for (let i = 0; i < 4; i++) await endedConversation(P, HANDOFF, daysAgo(9 + i * 6));
    for (let i = 0; i < 12; i++) await endedConversation(P, HANDOFF, daysAgo(i % 7, 1));
    for (let i = 0; i < 6; i++) await endedConversation(P, LOOP, daysAgo(i, 2));
    for (let i = 0; i < 10; i++) await endedConversation(P, NEUTRAL, daysAgo(8 + i * 2));
    for (let i = 0; i < 10; i++) await endedConversation(P, NEUTRAL, daysAgo(i % 7, 3));
    // A restricted business account this week → open.
    const at = daysAgo(1).toISOString();
    const hid = randomUUID();
    const type = 'svc.messaging_proxy.v1.AccountRestricted';
    await svc.bus.publish(
      'messaging_proxy.account.restricted',
      encodeEvent(type, {
        event_id: hid,
        project_id: P,
        waba_id: '2001',
        phone_numbers: [{ id: '1065001', display_phone_number: '+1 555 0100' }],
        restrictions: [{ type: 'RESTRICTED_BIZ_INITIATED_MESSAGING', expires_at: NOW.toISOString() }],
        occurred_at: at,
      }),
      { msgId: hid, headers: envelopeHeaders({ id: hid, type, occurredAt: at, projectId: P, headers: {} }) },
    );

    // Every event counted, every conversation evaluated (no model key: the rules decide).
    await until(
      async () => {
        const [sig] = await db().from('finding_signal_events').where({ project_id: P }).count<{ n: string }[]>({ n: '*' });
        const [pending] = await db().from('finding_conversation_evaluations').where({ project_id: P, status: 'pending' }).count<{ n: string }[]>({ n: '*' });
        const [all] = await db().from('finding_conversation_evaluations').where({ project_id: P }).count<{ n: string }[]>({ n: '*' });
        return { signals: Number(sig.n), pending: Number(pending.n), evaluations: Number(all.n) };
      },
      (v) => v.evaluations === 42 && v.pending === 0 && v.signals === 16 + 12 + 35 + 3 + 120 + 16 + 6 + 1,
      'signals and evaluations',
      30_000,
    );
    const methods = await db().from('finding_conversation_evaluations').where({ project_id: P }).distinct('method');
    expect(methods.map((m: { method: string }) => m.method)).toEqual(['rules']);

    await sweeper.sweep(NOW, P);
    const res = await list(P, 25);
    found = res.findings;
    expect(found.map((f) => `${f.signal}|${f.key}|${f.status}`).sort()).toEqual(
      [
        'reengagement_window_closed|1065001|open',
        'marketing_opted_out|1065001|candidate',
        'send_failed|131000|open',
        'handoff_requested||open',
        'bot_loop||candidate',
        'number_health_degraded|2001|open',
      ].sort(),
    );
    expect(await db().from('findings').where({ project_id: P }).count<{ n: string }[]>({ n: '*' })).toEqual([{ n: '6' }]);
    expect(by('reengagement_window_closed', '1065001').metrics).toMatchObject({
      recent_count: 14,
      baseline_count: 2,
      recent_days: 7,
      baseline_days: 28,
      ratio: 28,
    });
    expect(by('handoff_requested').metrics).toMatchObject({ recent_count: 12, baseline_count: 4 });
    // A second sweep at the same `now` changes nothing (idempotent).
    expect(await sweeper.sweep(NOW, P)).toBe(0);
  }, 60_000);

  it('evidence: 35 days of history, events capped at 100 with coverage, affected and comparison conversations', async () => {
    const big = (await callUnary(client, 'GetFindingEvidence', { project_id: P, finding_id: by('send_failed', '131000').id })).evidence!;
    expect(big.daily).toHaveLength(35);
    expect(big.daily.reduce((n, d) => n + d.count, 0)).toBe(120);
    expect(big.events).toHaveLength(100);
    expect(big.coverage).toMatchObject({ events_total: 120, events_shown: 100 });
    const handoff = (await callUnary(client, 'GetFindingEvidence', { project_id: P, finding_id: by('handoff_requested').id })).evidence!;
    expect(handoff.affected_conversation_ids).toHaveLength(12);
    expect(handoff.comparison_conversation_ids.length).toBeGreaterThan(0);
    expect(handoff.comparison_conversation_ids.length).toBeLessThanOrEqual(20);
    expect(handoff.comparison_conversation_ids.filter((id) => handoff.affected_conversation_ids.includes(id))).toEqual([]);
  });

  it('paging: limit 1..25, a cursor walks every finding once; out-of-range limits and bad cursors are 400', async () => {
    const seen: string[] = [];
    let after: string | undefined;
    do {
      const page = await list(P, 4, after);
      expect(page.findings.length).toBeLessThanOrEqual(4);
      seen.push(...page.findings.map((f) => f.id));
      after = page.after_cursor || undefined;
    } while (after);
    expect(seen.sort()).toEqual(found.map((f) => f.id).sort());
    expect((await list(P)).findings).toHaveLength(6);
    // Pages go back: the second page's before cursor answers the first page again; the first has none.
    const first = await list(P, 2);
    expect(first.before_cursor).toBe('');
    const second = await list(P, 2, first.after_cursor);
    expect(second.findings).toHaveLength(2);
    const back = await list(P, 2, undefined, second.before_cursor);
    expect(back.findings.map((f) => f.id)).toEqual(first.findings.map((f) => f.id));
    expect(back.before_cursor).toBe('');
    expect(back.after_cursor).toBe(first.after_cursor);
    expect(await failure(list(P, 2, first.after_cursor, second.before_cursor))).toMatchObject({ status: 400 });
    expect(await failure(list(P, 2, undefined, 'not-a-cursor'))).toMatchObject({ status: 400, fields: { field: 'before' } });
    expect((await failure(list(P, 26))).status).toBe(400);
    expect((await failure(list(P, -1))).status).toBe(400);
    expect((await failure(list(P, 5, 'not-a-cursor'))).status).toBe(400);
    // Cursors that decode but Postgres would refuse are 400 too, never a 500.
    const cursor = (text: string) => Buffer.from(text).toString('base64url');
    for (const bad of [
      `2024-01-01T00:00:00.000Z|${'-'.repeat(36)}`,
      `1|${randomUUID()}`,
      `0000-01-01T00:00:00Z|${randomUUID()}`,
      `2024-02-30T00:00:00Z|${randomUUID()}`,
    ])
      expect(await failure(list(P, 5, cursor(bad)))).toMatchObject({ status: 400 });
  });

  it('status: candidate or open lists exactly the findings in it, the cursor keeping the filter; another status is 400', async () => {
    for (const status of ['candidate', 'open'] as const) {
      const expected = found.filter((f) => f.status === status).map((f) => f.id);
      const seen: string[] = [];
      let after: string | undefined;
      do {
        const page = await list(P, 1, after, undefined, status);
        expect(page.findings.every((f) => f.status === status)).toBe(true);
        seen.push(...page.findings.map((f) => f.id));
        after = page.after_cursor || undefined;
      } while (after);
      expect(seen.sort()).toEqual(expected.sort());
    }
    expect(found.some((f) => f.status === 'candidate') && found.some((f) => f.status === 'open')).toBe(true);
    for (const bad of ['dismissed', 'OPEN', 'x'])
      expect(await failure(list(P, 5, undefined, undefined, bad))).toMatchObject({ status: 400, fields: { field: 'status' } });
  });

  it('CountOpenFindings counts exactly the open findings, per signal (the overview); another project has none', async () => {
    const open = found.filter((f) => f.status === 'open');
    const bySignal: Record<string, number> = {};
    for (const f of open) bySignal[f.signal] = (bySignal[f.signal] ?? 0) + 1;
    expect(open.length).toBeGreaterThan(1);
    expect(await callUnary(client, 'CountOpenFindings', { project_id: P })).toEqual({ open: open.length, by_signal: bySignal });
    expect(await callUnary(client, 'CountOpenFindings', { project_id: Q })).toEqual({ open: 0, by_signal: {} });
  });

  it('another project sees none of them: its list is empty, reads and commands answer 404', async () => {
    expect((await list(Q)).findings).toEqual([]);
    const id = by('bot_loop').id;
    expect((await failure(get(Q, id))).status).toBe(404);
    expect((await failure(callUnary(client, 'GetFindingEvidence', { project_id: Q, finding_id: id }))).status).toBe(404);
    expect((await failure(callUnary(client, 'DismissFinding', { project_id: Q, finding_id: id, reason: 'other', note: 'x' }))).status).toBe(404);
    expect((await failure(callUnary(client, 'StartFindingInvestigation', { project_id: Q, finding_id: id }))).status).toBe(404);
    expect((await failure(callUnary(client, 'MarkFindingAddressed', { project_id: Q, finding_id: id }))).status).toBe(404);
  });

  it('dismiss needs a known reason and a note; a dismissed finding leaves the list, cannot be investigated, and stays dismissed on the next sweep', async () => {
    const id = by('bot_loop').id;
    expect((await failure(callUnary(client, 'DismissFinding', { project_id: P, finding_id: id, reason: 'meh', note: 'x' }))).status).toBe(400);
    expect((await failure(callUnary(client, 'DismissFinding', { project_id: P, finding_id: id, reason: 'other', note: ' ' }))).status).toBe(400);
    const d = (await callUnary(client, 'DismissFinding', { project_id: P, finding_id: id, reason: 'expected_behavior', note: 'the menu repeats on purpose' }))
      .finding!;
    expect(d).toMatchObject({ status: 'dismissed', dismissal: { reason: 'expected_behavior', note: 'the menu repeats on purpose' } });
    expect((await list(P)).findings.map((f) => f.id)).not.toContain(id);
    expect((await get(P, id)).status).toBe('dismissed');
    const r = await failure(callUnary(client, 'StartFindingInvestigation', { project_id: P, finding_id: id }));
    expect(r).toMatchObject({ status: 422, fields: { code: 'finding_not_eligible' } });
    expect((await failure(callUnary(client, 'DismissFinding', { project_id: P, finding_id: id, reason: 'other', note: 'again' }))).status).toBe(409);
    await sweeper.sweep(NOW, P);
    expect((await get(P, id)).status).toBe('dismissed');
  });

  it('investigation: 422 without a model key; 409 while a dispatch is in flight; 202 then 422 while running; the report lands; mark_addressed only after it', async () => {
    const f = by('handoff_requested');
    const notConfigured = await failure(callUnary(client, 'StartFindingInvestigation', { project_id: P, finding_id: f.id }));
    expect(notConfigured).toMatchObject({ status: 422, fields: { code: 'investigator_not_configured' } });
    expect(await failure(callUnary(client, 'MarkFindingAddressed', { project_id: P, finding_id: f.id }))).toMatchObject({
      status: 422,
      fields: { code: 'investigation_required' },
    });

    // A dispatch in flight (another request between its two steps) → 409.
    const inflight = randomUUID();
    await db().table('finding_investigations').insert({
      id: inflight,
      project_id: P,
      finding_id: f.id,
      status: 'dispatching',
      covers_qualified_at: NOW,
      started_at: new Date(),
      updated_at: new Date(),
    });
    expect(await failure(callUnary(client, 'StartFindingInvestigation', { project_id: P, finding_id: f.id }))).toMatchObject({
      status: 409,
      fields: { code: 'dispatch_in_flight' },
    });
    await db().table('finding_investigations').where({ id: inflight }).update({ status: 'failed', finished_at: new Date() });

    const key = `sk-openai-${randomUUID()}`;
    await simPost('/keys', { provider: 'openai', api_key: key });
    await callUnary(client, 'SetProviderKey', { project_id: P, provider: 'openai', api_key: key });
    // The investigator reads the evidence through its tools, then writes the report as structured output citing it.
    const ev = (await callUnary(client, 'GetFindingEvidence', { project_id: P, finding_id: f.id })).evidence!;
    const conversation = ev.affected_conversation_ids[0]!;
    const event = ev.events.find((e) => e.conversation_id === conversation)!;
    const written = {
      summary: 'Customers ask for a person after the bot cannot find their order.',
      causes: [
        { cause: 'The order lookup step fails for orders older than 30 days', evidence_ids: [`event:${event.id}`, 'message:m2', `event:${randomUUID()}`] },
        { cause: 'The bot offers no handoff itself', evidence_ids: ['message:m0'] },
      ],
      suggested_fixes: ['Extend the order lookup window', 'Offer a handoff after one failed lookup'],
    };
    const report = {
      summary: written.summary,
      causes: written.causes.map((c) => c.cause),
      suggested_fixes: written.suggested_fixes,
      evidence: [
        { id: `event:${event.id}`, kind: 'event', causes: [0] },
        { id: 'message:m2', kind: 'message', causes: [0] },
        { id: 'message:m0', kind: 'message', causes: [1] },
      ],
    };
    await simPost('/scripts', {
      api_key: key,
      steps: [
        { type: 'tool_calls', calls: [{ name: 'read_finding_events', arguments: { conversation_id: conversation } }] },
        { type: 'tool_calls', calls: [{ name: 'read_conversation_messages', arguments: { conversation_id: conversation } }] },
        { type: 'tool_calls', calls: [{ name: 'complete_task', arguments: { summary: 'read enough' } }] },
        { type: 'text', text: JSON.stringify(written) },
      ],
    });
    const started = (await callUnary(client, 'StartFindingInvestigation', { project_id: P, finding_id: f.id })).finding!;
    expect(started.latest_investigation).toMatchObject({ status: 'running' });
    const runId = started.latest_investigation!.agent_run_id!;
    const active = await failure(callUnary(client, 'StartFindingInvestigation', { project_id: P, finding_id: f.id }));
    expect(active).toMatchObject({ status: 422, fields: { code: 'investigation_active' } });

    const done = await until(
      () => get(P, f.id),
      (x) => x.latest_investigation?.status === 'completed' || x.latest_investigation?.status === 'failed',
      'the investigation',
    );
    expect(done.latest_investigation).toMatchObject({ status: 'completed', agent_run_id: runId, report });
    const runRes = (await callUnary(client, 'GetAgentRun', { project_id: P, run_id: runId })).run!;
    expect(runRes.prompt).toContain(f.id);
    expect(runRes.prompt).toContain('handoff_requested');
    expect(runRes.agent!.tools).not.toContain('send_notification_to_user');
    const reqs = await simRequests(key);
    expect(reqs).toHaveLength(4);
    expect(reqs[0]!.body.tools.map((t: { function: { name: string } }) => t.function.name)).toEqual(
      expect.arrayContaining(['read_finding_metrics', 'read_finding_events', 'read_conversation_messages']),
    );
    // The report is the SDK's structured output: a JSON schema response format, no tools.
    expect(reqs[3]!.body.response_format).toMatchObject({ type: 'json_schema' });
    expect(reqs[3]!.body.tools).toBeUndefined();
    const steps = (await callUnary(client, 'ListAgentRunSteps', { project_id: P, run_id: runId })).steps;
    expect(steps.filter((x) => x.kind === 'tool').map((x) => [x.tool_name, x.status])).toEqual([
      ['read_finding_events', 'completed'],
      ['read_conversation_messages', 'completed'],
      ['complete_task', 'completed'],
    ]);
    expect(JSON.stringify(steps[1]!.result)).toContain(`event:${event.id}`);
    expect(steps.filter((x) => x.kind === 'model')).toHaveLength(4);

    const addressed = (await callUnary(client, 'MarkFindingAddressed', { project_id: P, finding_id: f.id })).finding!;
    expect(addressed.status).toBe('addressed');
    expect(addressed.addressed_at).toBeTruthy();
    expect((await list(P)).findings.map((x) => x.id)).not.toContain(f.id);
    // Monitoring: nothing happened since it was addressed, so the next sweep leaves it addressed.
    await sweeper.sweep(NOW, P);
    expect((await get(P, f.id)).status).toBe('addressed');
  }, 60_000);

  it('an empty or unparseable report fails the investigation with the reason, never completed; mark_addressed then needs a note, which it keeps', async () => {
    const f = by('send_failed', '131000');
    const key = `sk-openai-${randomUUID()}`;
    await simPost('/keys', { provider: 'openai', api_key: key });
    await callUnary(client, 'SetProviderKey', { project_id: P, provider: 'openai', api_key: key });
    const read = { type: 'tool_calls', calls: [{ name: 'read_finding_metrics', arguments: {} }] };
    const complete = { type: 'tool_calls', calls: [{ name: 'complete_task', arguments: { summary: 'done' } }] };
    const cases: Array<[unknown[], string, string]> = [
      [[read, complete, { type: 'text', text: JSON.stringify({ summary: ' ', causes: [], suggested_fixes: [] }) }], 'report_empty', 'no summary and no cause'],
      [[read, complete, { type: 'text', text: 'The sends fail because of the template.' }], 'report_unparseable', 'not the object asked for'],
      [
        [read, complete, { type: 'text', text: JSON.stringify({ summary: 'x', causes: [{ cause: 'y', evidence_ids: ['event:nope'] }], suggested_fixes: [] }) }],
        'report_uncited',
        'cites none of the evidence',
      ],
      [[complete, { type: 'text', text: '{}' }], 'report_without_evidence', 'read no evidence'],
    ];
    for (const [steps, code, message] of cases) {
      await simPost('/scripts', { api_key: key, steps });
      await callUnary(client, 'StartFindingInvestigation', { project_id: P, finding_id: f.id });
      const done = await until(
        () => get(P, f.id),
        (x) => x.latest_investigation?.status === 'completed' || x.latest_investigation?.status === 'failed',
        'the investigation',
      );
      expect(done.latest_investigation).toMatchObject({ status: 'failed', error: { code } });
      expect(done.latest_investigation!.error!.message).toContain(message);
      expect(done.latest_investigation!.report).toBeUndefined();
    }
    expect(await failure(callUnary(client, 'MarkFindingAddressed', { project_id: P, finding_id: f.id }))).toMatchObject({
      status: 422,
      fields: { code: 'investigation_required' },
    });
    const addressed = (await callUnary(client, 'MarkFindingAddressed', { project_id: P, finding_id: f.id, note: 'Template 131000 fixed upstream' })).finding!;
    expect(addressed).toMatchObject({ status: 'addressed', addressed_note: 'Template 131000 fixed upstream' });
  }, 60_000);

  it('an ended conversation is classified by the agent model when the project has a key (rules would find nothing in it)', async () => {
    const key = `sk-openai-${randomUUID()}`;
    await simPost('/keys', { provider: 'openai', api_key: key });
    await callUnary(client, 'SetProviderKey', { project_id: Q, provider: 'openai', api_key: key });
    await simPost('/scripts', {
      api_key: key,
      steps: [{ type: 'tool_calls', calls: [{ name: 'report_signals', arguments: { signals: ['user_frustrated'] } }] }],
    });
    const conv = await endedConversation(
      Q,
      [
        ['inbound', 'this is the third time I write about my refund'],
        ['outbound', 'Your refund is being processed.'],
      ],
      daysAgo(0),
    );
    const ev = await until(
      () => db().from('finding_conversation_evaluations').where({ project_id: Q, conversation_id: conv }).first(),
      (v) => v?.status === 'done',
      'the evaluation',
    );
    expect(ev).toMatchObject({ method: 'model', signals: ['user_frustrated'] });
    const sig = await db().from('finding_signal_events').where({ project_id: Q, conversation_id: conv });
    expect(sig.map((s: { signal: string }) => s.signal)).toEqual(['user_frustrated']);
  });
});
