/**
 * Project events over HTTP (issue 36 item 4, decision 0743): the gateway, workflows-agent and contacts
 * as separate processes. Journey: a workflow with a project_event trigger (created and activated
 * through the API) → POST /events starts it (a non-matching event does not) → a retry with the same
 * Idempotency-Key or the same event id starts nothing more → the started workflow emits an event of
 * its own, listed with source workflow → GET /events pages and filters; bad input answers { error }.
 * Risks removed: the route missing or shadowed, shapes lost between service and JSON, a retried POST
 * starting a workflow twice, an emitted event missing from the list.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src';

let stack: Stack;
let key: string;

type Node = { id: string; type: string; config?: Record<string, unknown> };
const graph = (nodes: Node[]) => ({
  nodes: nodes.map((n, i) => ({ id: n.id, position: { x: 0, y: i * 100 }, data: { node_type: n.type, config: n.config ?? {} } })),
  edges: nodes.slice(1).map((n, i) => ({ source: nodes[i]!.id, target: n.id, label: 'next' })),
});

/** An active workflow of `definition` with one project_event trigger. */
async function eventWorkflow(name: string, definition: ReturnType<typeof graph>, attrs: Record<string, unknown>): Promise<string> {
  const created = await stack.api(key, 'POST', '/workflows', { workflow: { name, definition } });
  if (created.status !== 201) throw new Error(`workflow: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.data.id as string;
  const trig = await stack.api(key, 'POST', `/workflows/${id}/triggers`, { trigger: { trigger_type: 'project_event', triggerable_attributes: attrs } });
  if (trig.status !== 201) throw new Error(`trigger: ${trig.status} ${JSON.stringify(trig.body)}`);
  expect((await stack.api(key, 'POST', `/workflows/${id}/activate`)).status).toBe(200);
  return id;
}

const executions = async (wf: string) => (await stack.api(key, 'GET', `/workflows/${wf}/executions?limit=100`)).body.data as Array<Record<string, unknown>>;

async function until<T>(what: string, f: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const v = await f();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never: ${what}`);
}

beforeAll(async () => {
  stack = await startStack({ services: ['contacts', 'workflows-agent'] });
  key = (await stack.createProject('pro')).apiKey;
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

describe('project events through the gateway', () => {
  it('POST /events starts the matching workflow once (Idempotency-Key or event id retries start nothing), its emitted event is listed, GET /events pages and filters', async () => {
    const emitter = await eventWorkflow(
      'Scores orders',
      graph([
        { id: 'start', type: 'start' },
        { id: 'emit', type: 'emit_event', config: { event_name: 'order.scored', properties: { total: '{{context.event.properties.total}}' } } },
      ]),
      { event_name: 'order.placed', property_key: 'total', operator: 'gt', property_value: 50 },
    );
    const other = await eventWorkflow(
      'Cancels',
      graph([
        { id: 'start', type: 'start' },
        { id: 'done', type: 'end' },
      ]),
      { event_name: 'order.cancelled' },
    );

    const small = await stack.api(key, 'POST', '/events', { event: { name: 'order.placed', properties: { total: 10 } } });
    expect(small.status).toBe(201);
    expect(small.body.data.started_execution_ids).toEqual([]);

    const body = { event: { name: 'order.placed', occurred_at: '2026-03-01T10:00:00Z', properties: { total: 80, sku: 'A-1' } } };
    const first = await stack.api(key, 'POST', '/events', body, { 'Idempotency-Key': 'evt-1' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      name: 'order.placed',
      occurred_at: '2026-03-01T10:00:00.000Z',
      conversation_id: null,
      properties: { total: 80, sku: 'A-1' },
      source: 'api',
      workflow_id: null,
      execution_id: null,
    });
    expect(first.body.data.started_execution_ids).toHaveLength(1);
    const replay = await stack.api(key, 'POST', '/events', body, { 'Idempotency-Key': 'evt-1' });
    expect(replay.status).toBe(201);
    expect(replay.body.data).toEqual(first.body.data);

    const clientId = randomUUID();
    const withId = { event: { id: clientId, name: 'order.placed', properties: { total: 99 } } };
    expect((await stack.api(key, 'POST', '/events', withId)).status).toBe(201);
    const again = await stack.api(key, 'POST', '/events', withId);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(clientId);
    const changed = await stack.api(key, 'POST', '/events', { event: { ...withId.event, properties: { total: 1 } } });
    expect(changed).toMatchObject({ status: 409, body: { error: `event.id ${clientId} was already used for a different event` } });

    const runs = await until('both runs ended', async () => {
      const r = await executions(emitter);
      return r.length === 2 && r.every((x) => x.status === 'ended') ? r : undefined;
    });
    expect(runs.every((r) => r.trigger_type === 'project_event')).toBe(true);
    expect(await executions(other)).toEqual([]);

    const emitted = await stack.api(key, 'GET', '/events?source=workflow&name=order.scored');
    expect(emitted.status).toBe(200);
    expect(emitted.body.data).toHaveLength(2);
    expect(new Set(emitted.body.data.map((e: { execution_id: string }) => e.execution_id))).toEqual(new Set(runs.map((r) => r.id)));
    expect(emitted.body.data.map((e: { properties: unknown }) => e.properties)).toEqual(expect.arrayContaining([{ total: 80 }, { total: 99 }]));
    expect(emitted.body.data[0]).toMatchObject({ source: 'workflow', workflow_id: emitter });

    // Paging: 5 events (3 posted, 2 emitted), two per page, newest first, following `next`.
    const seen: string[] = [];
    let path: string | null = '/events?limit=2';
    while (path) {
      const page = await stack.api(key, 'GET', path);
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((e: { id: string }) => e.id));
      path = page.body.paging.next ? String(page.body.paging.next).replace(/^.*\/events/, '/events') : null;
    }
    const all = (await stack.api(key, 'GET', '/events?limit=100')).body.data.map((e: { id: string }) => e.id);
    expect(seen).toEqual(all);
    expect(all).toHaveLength(5);
    expect((await stack.api(key, 'GET', '/events?source=api&period=24h')).body.data).toHaveLength(3);
    expect((await stack.api(key, 'GET', `/events?execution_id=${runs[0]!.id}`)).body.data).toHaveLength(1);
  }, 120_000);

  it('answers bad input with { error } and the right status', async () => {
    const bad = async (b: unknown, q = '') => {
      const r = q ? await stack.api(key, 'GET', `/events?${q}`) : await stack.api(key, 'POST', '/events', b);
      expect(typeof r.body.error).toBe('string');
      return r.status;
    };
    expect(await bad({ event: { name: 'Order Placed' } })).toBe(422);
    expect(await bad({ event: { name: 'x', properties: { deep: { a: 1 } } } })).toBe(422);
    expect(await bad({ event: { name: 'x', properties: Object.fromEntries(Array.from({ length: 26 }, (_, i) => [`k${i}`, i])) } })).toBe(422);
    expect(await bad({ event: { name: 'x', conversation_id: randomUUID() } })).toBe(422);
    expect(await bad({ event: { name: 'x', conversation_id: 'nope' } })).toBe(400);
    expect(await bad({ event: { name: 'x', occurred_at: 'yesterday' } })).toBe(400);
    expect(await bad({ nope: 1 })).toBe(400);
    expect(await bad(undefined, 'source=robot')).toBe(400);
    expect(await bad(undefined, 'period=24h&since=2026-01-01T00:00:00Z')).toBe(400);
    expect(await bad(undefined, 'after=garbage')).toBe(400);
  });
});
