/**
 * Workflow definitions and triggers over HTTP (issue 19 items 1, 2, 7; decisions 0710-0714): the
 * gateway, workflows-agent, flows (functions) and messaging-proxy (numbers) as separate processes.
 * Journey: create a draft graph → 422s with the failing path (graph rules, a missing function, a
 * tool-only agent on a model that cannot do it) → PATCH with lock_version (stale → 409 with both
 * versions; `flow` alias) → activate/pause/archive/restore → triggers on a connected number (one
 * active per number, atomic replace, toggle, delete) → the start burst limit per workflow.
 * Risks removed: routes missing or shadowed, spec shapes lost between service and JSON, a stale
 * write winning, two workflows answering one number, a burst starting more executions than the plan
 * allows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src';

let stack: Stack;
let key: string;
let freeKey: string;
let numberId: string;

const CODE =
  'async function handler(request, env) { return new Response(JSON.stringify({ vars: { score: 1 } }), { headers: { "content-type": "application/json" } }); }';

type Edge = { source: string; target: string; label?: string };
const graph = (extra: { nodes: unknown[]; edges: Edge[] } = { nodes: [], edges: [] }): { nodes: unknown[]; edges: Edge[] } => ({
  nodes: [
    { id: 'start', position: { x: 0, y: 0 }, data: { node_type: 'start', config: {} } },
    {
      id: 'ask',
      position: { x: 0, y: 100 },
      data: {
        node_type: 'send_interactive',
        config: {
          interactive_type: 'button',
          body_text: 'Hi {{context.contact.profile_name}}, continue?',
          buttons: [
            { id: 'yes', title: 'Yes' },
            { id: 'no', title: 'No' },
          ],
        },
      },
    },
    { id: 'wait', position: { x: 0, y: 200 }, data: { node_type: 'wait_for_response', config: { save_response_to: 'answer', timeout_seconds: 600 } } },
    { id: 'bye', position: { x: 0, y: 300 }, data: { node_type: 'send_text', config: { message: 'You said {{vars.answer}}' } } },
    { id: 'done', position: { x: 0, y: 400 }, data: { node_type: 'end', config: {} } },
    ...extra.nodes,
  ],
  edges: [
    { source: 'start', target: 'ask', label: 'next' },
    { source: 'ask', target: 'wait', label: 'next' },
    { source: 'wait', target: 'bye', label: 'next' },
    { source: 'wait', target: 'done', label: 'timeout' },
    { source: 'bye', target: 'done', label: 'next' },
    ...extra.edges,
  ],
});

beforeAll(async () => {
  stack = await startStack({ services: ['messaging-proxy', 'flows', 'workflows-agent'] });
  key = (await stack.createProject('pro')).apiKey;
  freeKey = (await stack.createProject('free')).apiKey;
  const fx = await stack.sim('POST', '/__sim/fixtures', {
    businesses: [{ wabas: [{ phone_numbers: [{ display_phone_number: '+1 555-010-4242' }] }] }],
    tokens: [{}],
  });
  numberId = fx.phone_numbers[0].id;
  const customer = await stack.api(key, 'POST', '/customers', { customer: { name: 'Workflows' } });
  const connected = await stack.api(key, 'POST', `/customers/${customer.body.data.id}/messaging/phone_numbers`, {
    messaging_phone_number: {
      name: 'Bot line',
      kind: 'production',
      phone_number_id: numberId,
      business_account_id: fx.wabas[0].id,
      access_token: fx.tokens[0].value,
      webhook_destination_url: 'https://example.com/wf',
      webhook_verify_token: 'vt',
    },
  });
  if (connected.status >= 300) throw new Error(`connect: ${connected.status} ${JSON.stringify(connected.body)}`);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

describe('workflows over HTTP', () => {
  it('creates, validates on save, updates with lock_version and moves through the statuses', async () => {
    const created = await stack.api(key, 'POST', '/workflows', { workflow: { name: 'Support bot', description: 'Asks and branches', definition: graph() } });
    expect(created.status).toBe(201);
    const wf = created.body.data;
    expect(Object.keys(wf).sort()).toEqual(
      [
        'id',
        'name',
        'description',
        'status',
        'lock_version',
        'definition',
        'execution_count',
        'last_executed_at',
        'created_at',
        'updated_at',
        'activated_at',
        'archived_at',
        'message_debounce_seconds',
      ].sort(),
    );
    expect(wf).toMatchObject({ name: 'Support bot', status: 'draft', lock_version: 1, execution_count: 0, last_executed_at: null, archived_at: null });
    expect(wf.definition.nodes[1]).toMatchObject({ id: 'ask', type: 'flow-node', data: { node_type: 'send_interactive' } });
    expect(wf.definition.edges[0]).toMatchObject({ source: 'start', target: 'ask', label: 'next', type: 'default' });

    // Graph rules: the failing path and message; nothing saved.
    const badGraph = graph();
    (badGraph.nodes[1] as { data: { config: { buttons: unknown[] } } }).data.config.buttons.push({ id: 'c', title: 'C' }, { id: 'd', title: 'D' });
    const bad = await stack.api(key, 'POST', '/workflows', { workflow: { name: 'Bad', definition: badGraph } });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      error: 'Invalid workflow definition: nodes[1].data.config.buttons: must have 1 to 3 buttons',
    });
    // A function the project does not have: 422 naming it; a function of the project is accepted.
    const missing = '0b7e3c1e-9a51-4c36-a1f5-2d8c9e4b7a10';
    // 'bye' goes to the function instead of the end; the function is a leaf (the workflow ends there).
    const fnGraph = (id: string) => {
      const g = graph({
        nodes: [{ id: 'score', position: { x: 1, y: 1 }, data: { node_type: 'function', config: { function_id: id } } }],
        edges: [{ source: 'bye', target: 'score' }],
      });
      g.edges = g.edges.filter((e) => !(e.source === 'bye' && e.target === 'done'));
      return g;
    };
    const noFn = await stack.api(key, 'POST', '/workflows', { workflow: { name: 'Fn', definition: fnGraph(missing) } });
    expect(noFn.status).toBe(422);
    expect(noFn.body.error).toContain(`function ${missing} does not exist in this project`);
    const fn = await stack.api(key, 'POST', '/functions', { function: { name: 'score', code: CODE } });
    expect(fn.status).toBe(201);
    expect((await stack.api(key, 'POST', '/workflows', { workflow: { name: 'Fn ok', definition: fnGraph(fn.body.data.id) } })).status).toBe(201);
    // Spec 7.7: tool-only delivery with a model that cannot do it → 422 on field provider_model.
    const agent = await stack.api(key, 'POST', '/workflows', {
      workflow: {
        name: 'Agent',
        definition: {
          nodes: [
            { id: 'start', data: { node_type: 'start' } },
            {
              id: 'agent',
              data: { node_type: 'agent', config: { provider_model_name: 'claude-sonnet-4-5', message_delivery_mode: 'tool_only', system_prompt: 'Help' } },
            },
          ],
          edges: [{ source: 'start', target: 'agent' }],
        },
      },
    });
    expect(agent.status).toBe(422);
    expect(agent.body).toEqual({
      error: expect.stringContaining(
        'nodes[1].data.config.provider_model_name: provider_model claude-sonnet-4-5 cannot be used with message_delivery_mode tool_only',
      ),
      field: 'provider_model',
    });

    // PATCH: lock_version required and enforced; the peer's `flow` envelope works too.
    expect((await stack.api(key, 'PATCH', `/workflows/${wf.id}`, { workflow: { name: 'x' } })).status).toBe(400);
    const renamed = await stack.api(key, 'PATCH', `/workflows/${wf.id}`, { flow: { lock_version: 1, name: 'Support bot v2', message_debounce_seconds: 3 } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Support bot v2', lock_version: 2, message_debounce_seconds: 3 });
    const stale = await stack.api(key, 'PATCH', `/workflows/${wf.id}`, { workflow: { lock_version: 1, description: 'lost update' } });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      error: 'Conflict: workflow was modified. Refetch and retry.',
      code: 'stale_lock_version',
      expected_lock_version: 1,
      current_lock_version: 2,
    });

    // Statuses.
    const active = await stack.api(key, 'POST', `/workflows/${wf.id}/activate`);
    expect(active.status).toBe(200);
    expect(active.body.data).toMatchObject({ status: 'active', lock_version: 3 });
    expect((await stack.api(key, 'POST', `/workflows/${wf.id}/pause`)).body.data.status).toBe('paused');
    expect((await stack.api(key, 'POST', `/workflows/${wf.id}/archive`)).body.data.status).toBe('archived');
    const refused = await stack.api(key, 'POST', `/workflows/${wf.id}/activate`);
    expect(refused).toMatchObject({ status: 400, body: { error: 'An archived workflow cannot become active; restore it to draft first' } });
    expect((await stack.api(key, 'POST', `/workflows/${wf.id}/restore`)).body.data).toMatchObject({ status: 'draft', archived_at: null });

    const list = await stack.api(key, 'GET', '/workflows?status=draft&name_contains=support&per_page=5');
    expect(list.status).toBe(200);
    expect(list.body.data.map((w: { id: string }) => w.id)).toContain(wf.id);
    expect(list.body.data[0].definition).toBeNull();
    expect(list.body.meta).toMatchObject({ page: 1, per_page: 5 });
    expect((await stack.api(key, 'GET', '/workflows?status=sleeping')).status).toBe(400);
  });

  it('keeps one active inbound trigger per number, replaces a set atomically, toggles and deletes', async () => {
    const one = (await stack.api(key, 'POST', '/workflows', { workflow: { name: 'Inbound one' } })).body.data;
    const two = (await stack.api(key, 'POST', '/workflows', { workflow: { name: 'Inbound two' } })).body.data;
    const t1 = await stack.api(key, 'POST', `/workflows/${one.id}/triggers`, { trigger: { trigger_type: 'inbound_message', phone_number_id: numberId } });
    expect(t1.status).toBe(201);
    expect(t1.body.data).toEqual({
      id: expect.any(String),
      workflow_id: one.id,
      trigger_type: 'inbound_message',
      active: true,
      display_name: `Inbound message on ${numberId}`,
      phone_number_id: numberId,
      event: null,
      triggerable_attributes: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const taken = await stack.api(key, 'POST', `/workflows/${two.id}/triggers`, { trigger: { trigger_type: 'inbound_message', phone_number_id: numberId } });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      error: `Phone number ${numberId} already has an active inbound_message trigger (workflow ${one.id})`,
      code: 'inbound_trigger_exists',
    });
    const unknownNumber = await stack.api(key, 'POST', `/workflows/${two.id}/triggers`, {
      trigger: { trigger_type: 'inbound_message', phone_number_id: '999000111' },
    });
    expect(unknownNumber).toMatchObject({ status: 422, body: { field: 'phone_number_id' } });

    // Replace: a set with the held number fails whole; a valid set replaces; [] empties.
    const set = [
      { trigger_type: 'messaging_event', event: 'messaging.thread.control_received' },
      { trigger_type: 'project_event', triggerable_attributes: { event_name: 'order.placed', property_key: 'total', operator: 'gt', property_value: 50 } },
    ];
    const failed = await stack.api(key, 'PUT', `/workflows/${two.id}/triggers`, {
      triggers: [...set, { trigger_type: 'inbound_message', phone_number_id: numberId }],
    });
    expect(failed.status).toBe(409);
    expect((await stack.api(key, 'GET', `/workflows/${two.id}/triggers`)).body.data).toEqual([]);
    const replaced = await stack.api(key, 'PUT', `/workflows/${two.id}/triggers`, { triggers: set });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.map((t: { display_name: string }) => t.display_name)).toEqual([
      'Event messaging.thread.control_received',
      'Project event order.placed where total gt 50',
    ]);
    expect(replaced.body.data[1].triggerable_attributes).toEqual({ event_name: 'order.placed', property_key: 'total', operator: 'gt', property_value: 50 });
    const badFilter = await stack.api(key, 'PUT', `/workflows/${two.id}/triggers`, {
      triggers: [
        {
          trigger_type: 'project_event',
          triggerable_attributes: { event_name: 'order.placed', property_key: 'total', operator: 'gt', property_value: 'lots' },
        },
      ],
    });
    expect(badFilter).toMatchObject({ status: 422, body: { error: 'triggers[0].triggerable_attributes.property_value must be a number for operator gt' } });

    // Toggle frees the number for the other workflow; delete.
    expect((await stack.api(key, 'PATCH', `/triggers/${t1.body.data.id}`, { trigger: { active: false } })).body.data.active).toBe(false);
    const moved = await stack.api(key, 'POST', `/workflows/${two.id}/triggers`, { trigger: { trigger_type: 'inbound_message', phone_number_id: numberId } });
    expect(moved.status).toBe(201);
    expect((await stack.api(key, 'PATCH', `/triggers/${t1.body.data.id}`, { trigger: { active: true } })).status).toBe(409);
    expect((await stack.api(key, 'DELETE', `/triggers/${t1.body.data.id}`)).body).toEqual({ data: { success: true } });
    expect((await stack.api(key, 'DELETE', `/triggers/${t1.body.data.id}`)).status).toBe(404);
    expect((await stack.api(key, 'GET', `/workflows/${one.id}/triggers`)).body.data).toEqual([]);
  });

  it('limits execution starts per workflow per second by plan (free: 5), with burst headers and Retry-After 1', async () => {
    const mk = async () => {
      const w = (await stack.api(freeKey, 'POST', '/workflows', { workflow: { name: 'Burst' } })).body.data;
      await stack.api(freeKey, 'POST', `/workflows/${w.id}/activate`);
      return w.id as string;
    };
    const [w1, w2] = await Promise.all([mk(), mk()]);
    const start = (id: string) =>
      stack.api(freeKey, 'POST', `/workflows/${id}/executions`, { workflow_execution: { phone_number: '+15550104242', phone_number_id: '123456' } });
    // Fired together so they fall in one one-second window (retried once if a window boundary splits them).
    let answers: Awaited<ReturnType<typeof start>>[] = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      answers = await Promise.all(Array.from({ length: 7 }, () => start(w1)));
      if (answers.filter((a) => a.status === 429).length === 2) break;
      await new Promise((r) => setTimeout(r, 1100));
    }
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(2);
    for (const a of answers) expect(a.headers.get('x-burst-ratelimit-limit')).toBe('5');
    expect(limited[0]!.headers.get('retry-after')).toBe('1');
    expect(limited[0]!.headers.get('x-burst-ratelimit-remaining')).toBe('0');
    expect(limited[0]!.body).toEqual({ error: 'Rate limit exceeded for this operation; retry after the Retry-After delay' });
    // Another workflow of the same project has its own bucket.
    const other = await start(w2);
    expect(other.status).not.toBe(429);
    expect(other.headers.get('x-burst-ratelimit-remaining')).toBe('4');
  });
});
