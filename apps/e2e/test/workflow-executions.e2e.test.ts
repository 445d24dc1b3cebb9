/**
 * Workflow executions end to end (issue 19 items 3-7): the gateway, messaging-proxy (guarded sends to
 * the upstream simulator), contacts (inbound messages and conversations), workflows-agent (engine) and
 * webhooks as separate processes. Journey: an inbound message on a number starts its workflow, which
 * asks, waits, branches on a button reply, calls a child that asks again (resumable_execution_id =
 * the child while it waits) and ends; API starts (202), the list (unsupported waiting_reason ignored),
 * events, resume 422 on an ended execution, forced statuses; workflow.execution.* delivered to the
 * project webhook. Risks removed: a conversation that does not follow its graph over the real send and
 * receive paths; input delivered to the wrong execution; routes missing from the gateway; events lost.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src';

let stack: Stack;
let key: string;
let numberId: string;
let receiver: Server;
let hookUrl: string;
const hooks: { event: string; workflow_execution?: { id: string; status: string } }[] = [];

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`${what}: not reached; last ${JSON.stringify(v).slice(0, 600)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

type Node = { id: string; type: string; config?: Record<string, unknown> };
const graph = (nodes: Node[], edges: [string, string, string?][]) => ({
  nodes: nodes.map((n, i) => ({ id: n.id, position: { x: 0, y: i * 100 }, data: { node_type: n.type, config: n.config ?? {} } })),
  edges: edges.map(([source, target, label]) => ({ source, target, label: label ?? 'next' })),
});

async function activeWorkflow(name: string, definition: unknown): Promise<string> {
  const created = await stack.api(key, 'POST', '/workflows', { workflow: { name, definition } });
  if (created.status !== 201) throw new Error(`create ${name}: ${created.status} ${JSON.stringify(created.body)}`);
  const activated = await stack.api(key, 'POST', `/workflows/${created.body.data.id}/activate`);
  if (activated.status !== 200) throw new Error(`activate ${name}: ${activated.status} ${JSON.stringify(activated.body)}`);
  return created.body.data.id;
}

/** Texts of the messages the upstream received for a contact, in order. */
async function sentTexts(to: string): Promise<string[]> {
  const r = await stack.sim('GET', `/__sim/requests?method=POST&path=${numberId}/messages`);
  return (r.data as { body: Record<string, any> }[])
    .filter((x) => x.body?.to === to)
    .map((x) => (x.body.type === 'text' ? x.body.text.body : x.body.type === 'interactive' ? x.body.interactive.body.text : x.body.type));
}

const inbound = (from: string, message: { text?: string; button?: { id: string; title: string } }) =>
  stack.sim('POST', '/__sim/webhooks/trigger', {
    kind: 'inbound_message',
    phone_number_id: numberId,
    from,
    name: 'Ada',
    ...(message.text ? { text: message.text } : { message: { type: 'interactive', interactive: { type: 'button_reply', button_reply: message.button } } }),
  });

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      try {
        hooks.push(JSON.parse(body));
      } catch {
        // not JSON: ignored
      }
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  stack = await startStack({
    services: ['messaging-proxy', 'contacts', 'workflows-agent', 'webhooks'],
    appEnv: { 'workflows-agent': { WORKFLOW_TIMER_INTERVAL_MS: '100' }, webhooks: { WEBHOOK_ALLOWED_TARGETS: '127.0.0.1' } },
  });
  key = (await stack.createProject('pro')).apiKey;
  const fx = await stack.sim('POST', '/__sim/fixtures', {
    businesses: [{ wabas: [{ phone_numbers: [{ display_phone_number: '+1 555-010-7777' }] }] }],
    tokens: [{}],
  });
  numberId = fx.phone_numbers[0].id;
  const customer = await stack.api(key, 'POST', '/customers', { customer: { name: 'Executions' } });
  const connected = await stack.api(key, 'POST', `/customers/${customer.body.data.id}/messaging/phone_numbers`, {
    messaging_phone_number: { phone_number_id: numberId, business_account_id: fx.wabas[0].id, access_token: fx.tokens[0].value },
  });
  if (connected.status >= 300) throw new Error(`connect: ${connected.status} ${JSON.stringify(connected.body)}`);
  const hook = await stack.api(key, 'POST', '/webhooks', {
    webhook: {
      url: hookUrl,
      events: [
        'workflow.execution.started',
        'workflow.execution.waiting',
        'workflow.execution.ended',
        'workflow.execution.failed',
        'workflow.execution.handoff',
      ],
      payload_version: 'v2',
    },
  });
  if (hook.status !== 201) throw new Error(`webhook: ${hook.status} ${JSON.stringify(hook.body)}`);
}, 240_000);

afterAll(async () => {
  await stack?.stop();
  await new Promise((r) => receiver?.close(r));
});

describe('a conversation driven by inbound messages', () => {
  it('asks, waits, branches, calls a child (resumable = child while it waits) and ends', async () => {
    const child = await activeWorkflow(
      'Issue intake',
      graph(
        [
          { id: 'start', type: 'start' },
          { id: 'ask_issue', type: 'send_text', config: { message: 'What is the issue, {{vars.name}}?' } },
          { id: 'wait_issue', type: 'wait_for_response', config: { save_response_to: 'issue', timeout_seconds: 3600 } },
          { id: 'done', type: 'end' },
        ],
        [
          ['start', 'ask_issue'],
          ['ask_issue', 'wait_issue'],
          ['wait_issue', 'done'],
        ],
      ),
    );
    const parent = await activeWorkflow(
      'Front desk',
      graph(
        [
          { id: 'start', type: 'start' },
          { id: 'ask_name', type: 'send_text', config: { message: 'Hi! What is your name?' } },
          { id: 'wait_name', type: 'wait_for_response', config: { save_response_to: 'name', timeout_seconds: 3600 } },
          {
            id: 'menu',
            type: 'send_interactive',
            config: {
              interactive_type: 'button',
              body_text: 'Thanks {{vars.name}}. Support or sales?',
              buttons: [
                { id: 'support', title: 'Support' },
                { id: 'sales', title: 'Sales' },
              ],
            },
          },
          { id: 'call_support', type: 'call', config: { workflow_id: child } },
          { id: 'bye', type: 'send_text', config: { message: 'Noted: {{vars.issue}}' } },
          { id: 'sales_msg', type: 'send_text', config: { message: 'Sales will call' } },
        ],
        [
          ['start', 'ask_name'],
          ['ask_name', 'wait_name'],
          ['wait_name', 'menu'],
          ['menu', 'call_support', 'support'],
          ['menu', 'sales_msg', 'sales'],
          ['call_support', 'bye'],
        ],
      ),
    );
    const trigger = await stack.api(key, 'POST', `/workflows/${parent}/triggers`, { trigger: { trigger_type: 'inbound_message', phone_number_id: numberId } });
    expect(trigger.status).toBe(201);
    const from = '15557770001';

    await inbound(from, { text: 'hello' });
    await until(
      () => sentTexts(from),
      (t) => t.length === 1,
      'the first question',
    );
    const list = await stack.api(key, 'GET', `/workflows/${parent}/executions?waiting_reason=wait_for_response`);
    expect(list.status).toBe(200); // waiting_reason is not supported: ignored (spec 9.7)
    expect(list.body.data).toHaveLength(1);
    expect(list.body.paging).toMatchObject({ cursors: { before: expect.any(String), after: expect.any(String) } });
    const root = list.body.data[0];
    expect(root).toMatchObject({ workflow_id: parent, trigger_type: 'inbound_message', phone_number_id: numberId, phone_number: from });

    await inbound(from, { text: 'Ada' });
    await until(
      () => sentTexts(from),
      (t) => t.length === 2,
      'the menu',
    );
    await inbound(from, { button: { id: 'support', title: 'Support' } });
    expect(
      await until(
        () => sentTexts(from),
        (t) => t.length === 3,
        'the child question',
      ),
    ).toEqual(['Hi! What is your name?', 'Thanks Ada. Support or sales?', 'What is the issue, Ada?']);
    const waiting = await until(
      () => stack.api(key, 'GET', `/workflow_executions/${root.id}`),
      (r) => r.body.data?.status === 'waiting' && r.body.data.resumable_execution_id !== root.id,
      'the parent waits on its child',
    );
    const childId = waiting.body.data.resumable_execution_id;
    expect(waiting.body.data).toMatchObject({ waiting_reason: 'call', current_step: { node_id: 'call_support', node_type: 'call' } });
    // The child's question is at the upstream before the child records that it waits (its send answers first).
    const childRead = await until(
      () => stack.api(key, 'GET', `/workflow_executions/${childId}`),
      (r) => r.body.data?.status !== 'running',
      'the child waits for the answer',
    );
    expect(childRead.body.data).toMatchObject({ workflow_id: child, parent_execution_id: root.id, status: 'waiting', waiting_reason: 'wait_for_response' });

    await inbound(from, { text: 'printer broken' });
    await until(
      () => sentTexts(from),
      (t) => t.length === 4,
      'the goodbye',
    );
    expect((await sentTexts(from))[3]).toBe('Noted: printer broken');
    const ended = await until(
      () => stack.api(key, 'GET', `/workflow_executions/${root.id}`),
      (r) => r.body.data?.status === 'ended',
      'the parent ends',
    );
    expect(ended.body.data.execution_context.vars).toMatchObject({ name: 'Ada', issue: 'printer broken' });

    const events = await stack.api(key, 'GET', `/workflow_executions/${root.id}/events?limit=100`);
    expect(events.status).toBe(200);
    expect(events.body.data.map((e: { event_type: string }) => e.event_type)).toEqual(
      expect.arrayContaining(['message_sent', 'input_received', 'child_completed']),
    );

    const late = await stack.api(key, 'POST', `/workflow_executions/${root.id}/resume`, { message: { kind: 'payload', data: 'again' } });
    expect(late.status).toBe(422);
    expect(late.body).toMatchObject({ error: expect.stringContaining('not waiting') });

    await until(
      async () => hooks.filter((h) => h.workflow_execution?.id === root.id).map((h) => h.event),
      (names) => ['workflow.execution.started', 'workflow.execution.waiting', 'workflow.execution.ended'].every((n) => names.includes(n)),
      'workflow.execution.* delivered',
    );
  }, 90_000);
});

describe('API starts, statuses and input checks', () => {
  it('starts by API (202 with the id to poll), resumes with input, forces statuses; bad input is a 400 naming the field', async () => {
    const wf = await activeWorkflow(
      'Ask once',
      graph(
        [
          { id: 'start', type: 'start' },
          { id: 'q', type: 'send_text', config: { message: 'Rate us 1-5' } },
          { id: 'wait', type: 'wait_for_response', config: { save_response_to: 'rating' } },
          { id: 'thanks', type: 'send_text', config: { message: 'Thanks for {{vars.rating}}' } },
          { id: 'wait2', type: 'wait_for_response' },
        ],
        [
          ['start', 'q'],
          ['q', 'wait'],
          ['wait', 'thanks'],
          ['thanks', 'wait2'],
        ],
      ),
    );
    const to = '15557770002';
    const started = await stack.api(key, 'POST', `/workflows/${wf}/executions`, {
      workflow_execution: { phone_number: `+${to}`, recipient: 'US.777000', phone_number_id: numberId, variables: { source: 'crm' } },
    });
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({ id: expect.any(String), status: 'running', phone_number: to, recipient: 'US.777000' });
    const id = started.body.data.id;
    await until(
      () => stack.api(key, 'GET', `/workflow_executions/${id}`),
      (r) => r.body.data?.status === 'waiting',
      'waits',
    );
    const resumed = await stack.api(key, 'POST', `/workflow_executions/${id}/resume`, { message: { kind: 'payload', data: '5' }, variables: { tag: 'vip' } });
    expect(resumed.status).toBe(200);
    await until(
      () => sentTexts(to),
      (t) => t.includes('Thanks for 5'),
      'the reply used the input',
    );
    const w2 = await until(
      () => stack.api(key, 'GET', `/workflow_executions/${id}`),
      (r) => r.body.data?.current_step?.node_id === 'wait2',
      'waits again',
    );
    expect(w2.body.data.execution_context.vars).toMatchObject({ source: 'crm', rating: '5', tag: 'vip' });

    const handoff = await stack.api(key, 'PATCH', `/workflow_executions/${id}`, { workflow_execution: { status: 'handoff' } });
    expect(handoff.status).toBe(200);
    expect(handoff.body.data.status).toBe('handoff');
    const refused = await stack.api(key, 'PATCH', `/workflow_executions/${id}`, { workflow_execution: { status: 'waiting' } });
    expect(refused.status).toBe(422);
    const ended = await stack.api(key, 'PATCH', `/workflow_executions/${id}`, { workflow_execution: { status: 'ended' } });
    expect(ended.body.data).toMatchObject({ status: 'ended', ended_at: expect.any(String) });

    // Idempotency-Key: a retry returns the execution the key started; the key with another request is 422.
    const keyed = { workflow_execution: { phone_number: '+15557770003', phone_number_id: numberId } };
    const ik = { 'Idempotency-Key': `start-${id}` };
    const first = await stack.api(key, 'POST', `/workflows/${wf}/executions`, keyed, ik);
    expect(first.status).toBe(202);
    const again = await stack.api(key, 'POST', `/workflows/${wf}/executions`, keyed, ik);
    expect(again.status).toBe(202);
    expect(again.body.data.id).toBe(first.body.data.id);
    const reused = await stack.api(
      key,
      'POST',
      `/workflows/${wf}/executions`,
      { workflow_execution: { phone_number: '+15557770004', phone_number_id: numberId } },
      ik,
    );
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ code: 'idempotency_key_reused' });
    const tooLong = await stack.api(key, 'POST', `/workflows/${wf}/executions`, keyed, { 'Idempotency-Key': 'k'.repeat(256) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatch(/idempotency-key/i);

    const neither = await stack.api(key, 'POST', `/workflows/${wf}/executions`, { workflow_execution: { phone_number_id: numberId } });
    expect(neither.status).toBe(400);
    expect(neither.body.error).toMatch(/recipient/);
    const badStatus = await stack.api(key, 'PATCH', `/workflow_executions/${id}`, { workflow_execution: { status: 'failed' } });
    expect(badStatus.status).toBe(400);
    const unknown = await stack.api(key, 'GET', `/workflow_executions/00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
  }, 60_000);
});
