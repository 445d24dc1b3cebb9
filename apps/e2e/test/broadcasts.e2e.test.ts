/**
 * Broadcasts end to end (issue 17): client → gateway → broadcasts → messaging-proxy SendMessage
 * (opt-out check in contacts) → simulator, and the simulator's status webhooks back through
 * messaging-proxy to the broadcast's counters; a reply handed to the broadcast's agent (workflows-agent).
 * Risks removed: a recipient sent twice or never, one upstream error halting the campaign, a failure
 * without its upstream reason, an opted-out contact messaged or counted in the rates, statuses never
 * reaching the counters, an agent that never hears a reply or hears it without the broadcast.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poll, startStack, type Stack } from '../src';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({
    services: ['messaging-proxy', 'contacts', 'broadcasts', 'workflows-agent'],
    appEnv: { broadcasts: { BROADCAST_AGENT_SETTLE_MS: '500' } },
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

/** A project with one connected number whose account has the approved marketing template `promo` (`Hi {{1}}`). */
async function world() {
  const p = await stack.createProject('pro');
  const fx = await stack.sim('POST', '/__sim/fixtures', { businesses: [{ wabas: [{ phone_numbers: [{}] }] }], tokens: [{}] });
  const pn = fx.phone_numbers[0].id as string;
  const waba = fx.wabas[0].id as string;
  const token = fx.tokens[0].value as string;
  const graph = (method: string, path: string, body?: unknown) =>
    fetch(`${stack.simUrl}/v24.0/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
  const created = await graph('POST', `${waba}/message_templates`, {
    name: 'promo',
    language: 'en_US',
    category: 'MARKETING',
    components: [{ type: 'BODY', text: 'Hi {{1}}, 20% off today', example: { body_text: [['Ann']] } }],
  });
  expect(created.status).toBe(200);
  await poll(async () => ((await graph('GET', `${waba}/message_templates?name=promo&fields=status`)).body.data?.[0]?.status === 'APPROVED' ? true : undefined));
  const customer = await stack.api(p.apiKey, 'POST', '/customers', { customer: { name: 'Broadcast Co' } });
  const connected = await stack.api(p.apiKey, 'POST', `/customers/${customer.body.data.id}/messaging/phone_numbers`, {
    messaging_phone_number: { name: 'Sales', kind: 'production', phone_number_id: pn, business_account_id: waba, access_token: token },
  });
  expect(connected.status).toBe(201);
  return { ...p, pn, waba };
}

const body = (text: string) => ({ type: 'body', parameters: [{ type: 'text', text }] });

describe('broadcasts through the platform', () => {
  it('a campaign: every recipient once, one 132000 recorded with its reason, throttling absorbed, opted-out suppressed, statuses counted', async () => {
    const w = await world();
    const api = (method: string, path: string, b?: unknown) => stack.api(w.apiKey, method, path, b);
    const optedOut = '15550107777';
    await stack.sim('POST', '/__sim/webhooks/trigger', { kind: 'user_preferences', phone_number_id: w.pn, wa_id: optedOut, value: 'stop' });
    await poll(async () => {
      const r = await api('GET', `/messaging/contacts/${optedOut}/marketing_preferences/${w.pn}`);
      return r.status === 200 && JSON.stringify(r.body).includes('stopped') ? true : undefined;
    });

    const unknown = await api('POST', '/messaging/broadcasts', {
      broadcast: { name: 'x', phone_number_id: w.pn, template: { name: 'nope', language: 'en_US' } },
    });
    expect(unknown.status).toBe(422);
    const created = await api('POST', '/messaging/broadcasts', {
      broadcast: { name: 'Spring sale', phone_number_id: w.pn, template: { name: 'promo', language: 'en_US' }, template_parameters: [body('friend')] },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'draft', phone_number_id: w.pn, template: { name: 'promo', status: 'APPROVED', category: 'MARKETING' } });
    const id = created.body.data.id as string;

    const phones = Array.from({ length: 30 }, (_, i) => `1555010${String(1000 + i)}`);
    const added = await api('POST', `/messaging/broadcasts/${id}/recipients`, {
      broadcast: {
        recipients: [
          ...phones.map((p, i) => ({ phone_number: `+${p}`, components: [body(`n${i}`)] })),
          { phone_number: optedOut },
          { phone_number: 'not a number' },
        ],
      },
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({ added: 31, duplicates: 0, errors: ['Recipient 32: invalid phone number format'] });

    // One recipient's send answers 132000; the number's throughput limit answers twice.
    await stack.sim('POST', '/__sim/faults', { match: { method: 'POST', path: `${w.pn}/messages` }, kind: 'graph_error', code: 132000, status: 400, times: 1 });
    await stack.sim('POST', '/__sim/faults', { match: { method: 'POST', path: `${w.pn}/messages` }, kind: 'graph_error', code: 130429, times: 2 });

    const sent = await api('POST', `/messaging/broadcasts/${id}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ id, status: 'sending', scheduled_at: null, started_at: expect.any(String), completed_at: null });
    const done = await poll(async () => {
      const r = await api('GET', `/messaging/broadcasts/${id}`);
      return r.body.data.status === 'completed' ? r.body.data : undefined;
    }, 60_000);
    expect(done).toMatchObject({ total_recipients: 31, sent: 29, failed: 1, suppressed_count: 1, pending: 0 });

    // The simulator accepted each sendable recipient exactly once, and never the opted-out one.
    const state = await stack.sim('GET', '/__sim/state');
    const accepted = new Map<string, number>();
    for (const m of state.messages as Array<{ phone_number_id: string; to: string }>)
      if (m.phone_number_id === w.pn) accepted.set(m.to, (accepted.get(m.to) ?? 0) + 1);
    expect(accepted.has(optedOut)).toBe(false);
    expect([...accepted.values()].every((n) => n === 1)).toBe(true);
    expect(accepted.size).toBe(29);

    const failed = await api('GET', `/messaging/broadcasts/${id}/recipients?status=failed`);
    expect(failed.body.data).toHaveLength(1);
    expect(failed.body.data[0]).toMatchObject({ status: 'failed', error_details: { code: '132000', http_status: 400, trace_id: expect.stringMatching(/.+/) } });
    expect(accepted.has(failed.body.data[0].phone_number)).toBe(false);
    const suppressed = await api('GET', `/messaging/broadcasts/${id}/recipients?status=suppressed`);
    expect(suppressed.body.data.map((r: { phone_number: string }) => r.phone_number)).toEqual([optedOut]);

    // The simulator's sent/delivered/read webhooks reach the counters; rates leave the suppressed one out.
    const counted = await poll(async () => {
      const r = await api('GET', `/messaging/broadcasts/${id}`);
      return r.body.data.read === 29 ? r.body.data : undefined;
    }, 60_000);
    expect(counted).toMatchObject({ delivered: 29, read: 29 });
    expect(counted.delivery_rate).toBeCloseTo(29 / 30, 4);
    expect(counted.failure_rate).toBeCloseTo(1 / 30, 4);

    // Resume the failed one: sent once, the campaign completes with no failure left.
    const resumed = await api('POST', `/messaging/broadcasts/${id}/resume`, { scope: 'failed' });
    expect(resumed.status).toBe(200);
    const again = await poll(async () => {
      const r = await api('GET', `/messaging/broadcasts/${id}`);
      return r.body.data.status === 'completed' && r.body.data.failed === 0 ? r.body.data : undefined;
    }, 30_000);
    expect(again).toMatchObject({ sent: 30, suppressed_count: 1 });
  }, 180_000);

  it('lists page style with filters; a bad id or filter is a 400', async () => {
    const w = await world();
    const api = (method: string, path: string, b?: unknown) => stack.api(w.apiKey, method, path, b);
    const a = await api('POST', '/messaging/broadcasts', { broadcast: { name: 'one', phone_number_id: w.pn, template: { name: 'promo', language: 'en_US' } } });
    const list = await api('GET', `/messaging/broadcasts?status=draft&phone_number_id=${w.pn}&per_page=10`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((b: { id: string }) => b.id)).toContain(a.body.data.id);
    expect(list.body.meta).toMatchObject({ page: 1, per_page: 10 });
    expect((await api('GET', '/messaging/broadcasts?status=weird')).status).toBe(400);
    expect((await api('GET', '/messaging/broadcasts/not-a-uuid')).status).toBe(400);
    expect((await api('POST', `/messaging/broadcasts/${a.body.data.id}/recipients`, { broadcast: { recipients: [] } })).status).toBe(400);
    // Recipients filtered by phone number (any formatting) or user id; a malformed filter is a 400.
    const added = await api('POST', `/messaging/broadcasts/${a.body.data.id}/recipients`, {
      broadcast: {
        recipients: [
          { phone_number: '15550301234', components: [body('Ann')] },
          { user_id: 'US.7', components: [body('Bo')] },
        ],
      },
    });
    expect(added.body.data).toEqual({ added: 2, duplicates: 0, errors: [] });
    const byPhone = await api('GET', `/messaging/broadcasts/${a.body.data.id}/recipients?phone_number=${encodeURIComponent('+1 (555) 030-1234')}`);
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.data.map((r: { phone_number: string }) => r.phone_number)).toEqual(['15550301234']);
    const byUser = await api('GET', `/messaging/broadcasts/${a.body.data.id}/recipients?user_id=US.7`);
    expect(byUser.body.data.map((r: { user_id: string }) => r.user_id)).toEqual(['US.7']);
    const bad = await api('GET', `/messaging/broadcasts/${a.body.data.id}/recipients?phone_number=abc`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: expect.stringContaining('phone_number') });
    const dup = await api('POST', `/messaging/broadcasts/${a.body.data.id}/duplicate`);
    expect(dup.status).toBe(202);
    expect(dup.body.data).toMatchObject({ status: 'copying', name: 'one (copy)' });
    await poll(async () => ((await api('GET', `/messaging/broadcasts/${dup.body.data.id}`)).body.data.status === 'draft' ? true : undefined));
  }, 60_000);

  it('retries with an Idempotency-Key (decision 0013): one broadcast, recipients added once, one duplicate, one send', async () => {
    const w = await world();
    const api = (method: string, path: string, b?: unknown, key?: string) => stack.api(w.apiKey, method, path, b, key ? { 'Idempotency-Key': key } : {});
    const draft = { broadcast: { name: 'Retry sale', phone_number_id: w.pn, template: { name: 'promo', language: 'en_US' } } };
    const k = (what: string) => `${what}-${w.projectId}`;
    const created = await api('POST', '/messaging/broadcasts', draft, k('create'));
    expect(created.status).toBe(201);
    const retried = await api('POST', '/messaging/broadcasts', draft, k('create'));
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotency-replay')).toBe('true');
    expect(retried.body).toEqual(created.body);
    const id = created.body.data.id as string;
    const listed = await api('GET', `/messaging/broadcasts?phone_number_id=${w.pn}`);
    expect(listed.body.data.map((b: { id: string }) => b.id)).toEqual([id]);
    // The same key with another body creates nothing.
    const reused = await api('POST', '/messaging/broadcasts', { broadcast: { ...draft.broadcast, name: 'Other' } }, k('create'));
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ code: 'idempotency_key_reused' });
    expect((await api('GET', `/messaging/broadcasts?phone_number_id=${w.pn}`)).body.data).toHaveLength(1);

    // Recipients: the retry answers the first count (a second run would say duplicates: 2).
    const recipients = {
      broadcast: {
        recipients: [
          { phone_number: '15550401111', components: [body('Ann')] },
          { phone_number: '15550402222', components: [body('Bo')] },
        ],
      },
    };
    const added = await api('POST', `/messaging/broadcasts/${id}/recipients`, recipients, k('recipients'));
    expect(added.body.data).toEqual({ added: 2, duplicates: 0, errors: [] });
    const addedAgain = await api('POST', `/messaging/broadcasts/${id}/recipients`, recipients, k('recipients'));
    expect(addedAgain.body.data).toEqual({ added: 2, duplicates: 0, errors: [] });
    expect(addedAgain.headers.get('idempotency-replay')).toBe('true');

    // Duplicate: one copy.
    const dup = await api('POST', `/messaging/broadcasts/${id}/duplicate`, undefined, k('duplicate'));
    expect(dup.status).toBe(202);
    const dupAgain = await api('POST', `/messaging/broadcasts/${id}/duplicate`, undefined, k('duplicate'));
    expect(dupAgain.body.data.id).toBe(dup.body.data.id);
    expect((await api('GET', `/messaging/broadcasts?phone_number_id=${w.pn}`)).body.data).toHaveLength(2);
    // The copy's recipients are written in the background, the source locked meanwhile (a send would be a 409):
    // the copy becomes a draft once they are.
    await poll(async () => ((await api('GET', `/messaging/broadcasts/${dup.body.data.id}`)).body.data.status === 'draft' ? true : undefined), 30_000);

    // Send: the retry answers the first start; each recipient is sent once.
    const sent = await api('POST', `/messaging/broadcasts/${id}/send`, undefined, k('send'));
    expect(sent.status).toBe(200);
    const sentAgain = await api('POST', `/messaging/broadcasts/${id}/send`, undefined, k('send'));
    expect(sentAgain.status).toBe(200);
    expect(sentAgain.body).toEqual(sent.body);
    await poll(async () => ((await api('GET', `/messaging/broadcasts/${id}`)).body.data.status === 'completed' ? true : undefined), 60_000);
    const state = await stack.sim('GET', '/__sim/state');
    const to = (state.messages as Array<{ phone_number_id: string; to: string }>).filter((m) => m.phone_number_id === w.pn).map((m) => m.to);
    expect(to.sort()).toEqual(['15550401111', '15550402222']);
  }, 90_000);

  it('the agent: a reply starts its workflow with the broadcast context, which answers; the next reply reaches the same execution', async () => {
    const w = await world();
    const api = (method: string, path: string, b?: unknown) => stack.api(w.apiKey, method, path, b);
    const definition = {
      nodes: [
        { id: 'start', type: 'start' },
        { id: 'thanks', type: 'send_text', config: { message: 'Thanks for answering {{context.broadcast.name}}: {{context.reply.text}}' } },
        { id: 'wait', type: 'wait_for_response', config: { save_response_to: 'next', timeout_seconds: 3600 } },
        { id: 'done', type: 'end' },
      ].map((n, i) => ({ id: n.id, position: { x: 0, y: i * 100 }, data: { node_type: n.type, config: n.config ?? {} } })),
      edges: [
        ['start', 'thanks'],
        ['thanks', 'wait'],
        ['wait', 'done'],
      ].map(([source, target]) => ({ source, target, label: 'next' })),
    };
    const wf = await api('POST', '/workflows', { workflow: { name: 'Broadcast replies', definition } });
    expect(wf.status).toBe(201);
    const workflowId = wf.body.data.id as string;
    const other = await stack.createProject('pro');
    const foreign = await stack.api(other.apiKey, 'POST', '/workflows', { workflow: { name: 'theirs' } });
    const create = (agent: unknown) =>
      api('POST', '/messaging/broadcasts', { broadcast: { name: 'Agent sale', phone_number_id: w.pn, template: { name: 'promo', language: 'en_US' }, agent } });
    // A foreign workflow answers exactly like an unknown one.
    const f = await create({ workflow_id: foreign.body.data.id });
    const u = await create({ workflow_id: '00000000-0000-4000-8000-000000000000' });
    expect(f.status).toBe(422);
    expect(u.status).toBe(422);
    expect(f.body.error.replace(foreign.body.data.id, 'ID')).toBe(u.body.error.replace('00000000-0000-4000-8000-000000000000', 'ID'));
    expect((await create({ workflow_id: 'nope' })).status).toBe(400);

    const created = await create({ workflow_id: workflowId });
    expect(created.status).toBe(201);
    expect(created.body.data.agent).toEqual({ workflow_id: workflowId });
    const id = created.body.data.id as string;
    const to = '15550109001';
    await api('POST', `/messaging/broadcasts/${id}/recipients`, { broadcast: { recipients: [{ phone_number: to, components: [body('Ada')] }] } });
    // A draft workflow cannot take replies: the send says so (422) instead of a run whose replies are all skipped.
    const early = await api('POST', `/messaging/broadcasts/${id}/send`);
    expect(early.status).toBe(422);
    expect(early.body.error).toContain('agent.workflow_id');
    expect((await api('POST', `/workflows/${workflowId}/activate`)).status).toBe(200);
    expect((await api('POST', `/messaging/broadcasts/${id}/send`)).status).toBe(200);
    await poll(async () => ((await api('GET', `/messaging/broadcasts/${id}`)).body.data.status === 'completed' ? true : undefined), 30_000);

    await stack.sim('POST', '/__sim/webhooks/trigger', { kind: 'inbound_message', phone_number_id: w.pn, from: to, name: 'Ada', text: 'Interested' });
    const handoff = await poll(async () => {
      const r = await api('GET', `/messaging/broadcasts/${id}/recipients`);
      return r.body.data[0]?.agent_handoff?.status === 'started' ? r.body.data[0].agent_handoff : undefined;
    }, 30_000);
    expect(handoff).toMatchObject({ workflow_id: workflowId, workflow_execution_id: expect.any(String), reason: null });
    const exec = await api('GET', `/workflow_executions/${handoff.workflow_execution_id}`);
    expect(exec.status).toBe(200);
    expect(exec.body.data.execution_context.context).toMatchObject({ broadcast: { id, name: 'Agent sale' }, reply: { text: 'Interested' } });
    // The workflow talks to the recipient with the broadcast context.
    await poll(async () => {
      const r = await stack.sim('GET', `/__sim/requests?method=POST&path=${w.pn}/messages`);
      return (r.data as Array<{ body: any }>).some((x) => x.body?.to === to && x.body?.text?.body === 'Thanks for answering Agent sale: Interested')
        ? true
        : undefined;
    }, 30_000);
    // The next reply is routed by workflows-agent to that execution (decision 0722), which ends; no second execution.
    await poll(
      async () => ((await api('GET', `/workflow_executions/${handoff.workflow_execution_id}`)).body.data.status === 'waiting' ? true : undefined),
      30_000,
    );
    await stack.sim('POST', '/__sim/webhooks/trigger', { kind: 'inbound_message', phone_number_id: w.pn, from: to, name: 'Ada', text: 'Send details' });
    await poll(
      async () => ((await api('GET', `/workflow_executions/${handoff.workflow_execution_id}`)).body.data.status === 'ended' ? true : undefined),
      30_000,
    );
    const all = await api('GET', `/workflows/${workflowId}/executions`);
    expect(all.body.data).toHaveLength(1);
  }, 180_000);
});
