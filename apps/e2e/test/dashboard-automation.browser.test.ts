/**
 * The automation sections in a real browser (issue 38 pages 6 and 11): workflows, executions, agent runs
 * and findings, on the gateway, messaging-proxy, contacts and workflows-agent with the upstream and LLM
 * simulators. An owner sees a workflow made by API drawn as a graph, activates it, starts an execution
 * from the page, sees it wait and resumes it with a reply until it ends (its path on the graph and as
 * events); approves an agent run's pending tool call and sees the run complete; reads a finding's
 * evidence and dismisses it. axe-core on every page (and dark on one), no CSP report, screenshots.
 * Risks removed: pages that look right but whose resume, approval or dismissal never reaches the service,
 * a graph that is not drawn or not reachable by keyboard, a page that stops following a live execution.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSimulatorNumber, startDashboardStack, type ConnectedNumber, type DashboardStack } from '../src/dashboard';

let d: DashboardStack;
let num: ConnectedNumber;
let db: Knex;
let tools: Server;
let toolsBase: string;
const toolCalls: string[] = [];
const PROVIDER_KEY = `sk-dash-${Date.now()}-automation`;
const CONTACT = '15557770042';

const graph = (nodes: Array<{ id: string; type: string; config?: Record<string, unknown>; name?: string }>, edges: Array<[string, string, string?]>) => ({
  nodes: nodes.map((n, i) => ({
    id: n.id,
    position: { x: 0, y: i * 100 },
    data: { node_type: n.type, config: n.config ?? {}, ...(n.name ? { display_name: n.name } : {}) },
  })),
  edges: edges.map(([source, target, label]) => ({ source, target, label: label ?? 'next' })),
});

/** axe-core on the page as it is: no serious or critical violation. */
async function accessible(label: string): Promise<void> {
  expect(await d.axe(label), label).toEqual([]);
}

beforeAll(async () => {
  tools = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      toolCalls.push(`${req.url} ${body}`);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ refunded: true }));
    });
  });
  await new Promise<void>((r) => tools.listen(0, '127.0.0.1', r));
  toolsBase = `http://127.0.0.1:${(tools.address() as AddressInfo).port}`;
  d = await startDashboardStack({
    services: ['messaging-proxy', 'contacts', 'workflows-agent'],
    appEnv: { 'workflows-agent': { WORKFLOW_TIMER_INTERVAL_MS: '100', AGENT_RUN_POLL_MS: '100', AGENT_WEBHOOK_ALLOWED_TARGETS: '127.0.0.1' } },
  });
  db = knex({ client: 'pg', connection: d.stack.env.DATABASE_URL, pool: { min: 0, max: 1 } });
  num = await connectSimulatorNumber(d.stack, d.apiKey, 'Automation Co');
  await d.signIn(d.owner);
}, 240_000);

afterAll(async () => {
  await db?.destroy();
  await d?.stop();
  await new Promise((r) => tools?.close(r));
});

describe('workflows and executions', () => {
  let workflowId: string;

  it('a workflow created by API is listed and drawn as a graph (focusable named nodes, labelled edges, the steps as text); the owner activates it', async () => {
    const created = await d.stack.api(d.apiKey, 'POST', '/workflows', {
      workflow: {
        name: 'Rate us',
        description: 'Asks for a rating and thanks',
        definition: graph(
          [
            { id: 'start', type: 'start' },
            { id: 'ask', type: 'send_text', config: { message: 'Rate us 1-5' }, name: 'Ask for a rating' },
            { id: 'wait', type: 'wait_for_response', config: { save_response_to: 'rating', timeout_seconds: 3600 } },
            { id: 'thanks', type: 'send_text', config: { message: 'Thanks for {{vars.rating}}' } },
            { id: 'late', type: 'end' },
            { id: 'done', type: 'end' },
          ],
          [
            ['start', 'ask'],
            ['ask', 'wait'],
            ['wait', 'thanks'],
            ['wait', 'late', 'timeout'],
            ['thanks', 'done'],
          ],
        ),
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    workflowId = created.body.data.id;

    const page = d.page;
    await page.goto(d.url('workflows'));
    await page.getByRole('link', { name: 'Rate us' }).waitFor();
    await expect.poll(() => page.getByRole('table', { name: 'Workflows' }).textContent(), { timeout: 30_000 }).toContain('Draft');
    await accessible('workflows list');
    await d.shoot('workflows-list');

    await page.getByRole('link', { name: 'Rate us' }).click();
    await page.getByRole('heading', { level: 1, name: 'Workflow: Rate us' }).waitFor();
    const drawing = page.getByRole('region', { name: 'Graph of Rate us (read-only)' });
    await drawing.waitFor();
    // Every node drawn with its type and name, reachable by keyboard with a name; edges with their labels.
    await expect.poll(() => drawing.locator('.react-flow__node').count(), { timeout: 30_000 }).toBe(6);
    const askNode = drawing.getByRole('group', { name: /Send text, Ask for a rating/ });
    await expect.poll(() => askNode.getAttribute('tabindex'), { timeout: 30_000 }).toBe('0');
    await expect
      .poll(() => drawing.locator('.react-flow__edge-text').allTextContents(), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['next', 'timeout']));
    await expect.poll(() => page.getByRole('list', { name: 'Steps of the workflow' }).textContent(), { timeout: 30_000 }).toContain('Wait for response');
    expect(await page.getByRole('list', { name: 'Steps of the workflow' }).textContent()).toMatch(/timeout\s*→\s*late/);

    await page.getByRole('button', { name: 'Activate' }).click();
    await expect.poll(async () => (await d.stack.api(d.apiKey, 'GET', `/workflows/${workflowId}`)).body.data.status, { timeout: 30_000 }).toBe('active');
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    await accessible('a workflow with its graph');
    await d.shoot('workflow-graph');
  }, 120_000);

  it('an execution started from the page waits; resumed from the page with a reply, it ends; its path is shown on the graph and as events', async () => {
    const page = d.page;
    const form = page.getByRole('form', { name: 'Start an execution' });
    await form.getByLabel('Send from (phone number ID)').fill(num.phoneNumberId);
    await form.getByLabel('Contact phone number').fill(`+${CONTACT}`);
    await form.getByLabel('Variables (JSON object)').fill('{"source": "dashboard"}');
    await form.getByRole('button', { name: 'Start execution' }).click();
    await form.getByRole('link', { name: /^execution / }).click();
    await page.getByRole('heading', { level: 1, name: /^Execution / }).waitFor();
    // The page follows the execution until it waits for the reply.
    const resume = page.getByRole('form', { name: 'Resume the execution' });
    await resume.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Waiting' }).first().textContent(), { timeout: 30_000 })
      .toContain('Waiting for a reply');
    const executionId = page.url().split('/').pop()!;
    expect((await d.stack.api(d.apiKey, 'GET', `/workflow_executions/${executionId}`)).body.data).toMatchObject({
      status: 'waiting',
      current_step: { node_id: 'wait' },
    });

    await resume.getByRole('textbox', { name: 'Reply' }).fill('5');
    await resume.getByLabel('Variables (JSON object, optional)').fill('{"tag": "vip"}');
    await resume.getByRole('button', { name: 'Resume execution' }).click();
    await expect
      .poll(async () => (await d.stack.api(d.apiKey, 'GET', `/workflow_executions/${executionId}`)).body.data.status, { timeout: 30_000 })
      .toBe('ended');
    // The page saw it end by itself (refetch while live) and shows the variables it ended with.
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Ended' }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('region', { name: 'Variables (vars)' }).textContent(), { timeout: 30_000 }).toContain('"rating": "5"');
    expect(await page.getByRole('region', { name: 'Variables (vars)' }).textContent()).toContain('"tag": "vip"');
    // The path: on the graph (passed nodes named so) and as ordered events.
    const drawing = page.getByRole('region', { name: "The workflow's graph with the path of this execution" });
    await expect.poll(() => drawing.getByRole('group', { name: /thanks, (passed|the current step)/ }).count(), { timeout: 30_000 }).toBe(1);
    expect(await drawing.getByRole('group', { name: /late, not reached/ }).count()).toBe(1);
    // Every edge of the path is drawn taken once the page has the ended execution (it may still be on the step before).
    await expect.poll(() => drawing.locator('.wf-edge-taken').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    const events = page.getByRole('region', { name: 'Events of the execution, oldest first' });
    await expect.poll(() => events.textContent(), { timeout: 30_000 }).toMatch(/Execution started[\s\S]*wait[\s\S]*thanks/i);
    const sent = await d.stack.sim('GET', `/__sim/requests?method=POST&path=${num.phoneNumberId}/messages`);
    expect((sent.data as Array<{ body: { to: string; text?: { body: string } } }>).filter((r) => r.body?.to === CONTACT).map((r) => r.body.text?.body)).toEqual(
      ['Rate us 1-5', 'Thanks for 5'],
    );
    await accessible('an execution that ended');
    await d.shoot('execution-detail');
  }, 120_000);
});

describe('agent runs', () => {
  it('a run waiting for approval shows its pending tool call; approved from the page, the tool runs once and the run completes', async () => {
    expect((await d.stack.api(d.apiKey, 'PUT', '/agent/provider_keys/openai', { api_key: PROVIDER_KEY })).status).toBe(200);
    const script = await fetch(`${d.stack.llmUrl}/__sim/scripts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        api_key: PROVIDER_KEY,
        steps: [
          { type: 'tool_calls', calls: [{ name: 'refund', arguments: { order: 42 } }] },
          { type: 'tool_calls', calls: [{ name: 'complete_task', arguments: { summary: 'refund done' } }] },
        ],
      }),
    });
    expect(script.status).toBe(201);
    const created = await d.stack.api(d.apiKey, 'POST', '/agent/runs', {
      prompt: 'Refund order 42',
      agent: {
        provider_model: 'gpt-4.1-mini',
        webhook_tools: [{ name: 'refund', description: 'Refund an order', url: `${toolsBase}/refund`, method: 'POST', requires_approval: true }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(202);
    const runId = created.body.data.id as string;

    const page = d.page;
    await page.goto(d.url('agent-runs'));
    await page.getByRole('link', { name: 'Refund order 42' }).click();
    await page.getByRole('heading', { level: 1, name: `Agent run ${runId.slice(0, 8)}` }).waitFor();
    await page.getByRole('heading', { name: 'Tool call waiting for approval: refund' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('region', { name: 'Arguments of refund' }).textContent()).toContain('"order": 42');
    expect(toolCalls).toHaveLength(0);
    await accessible('an agent run waiting for approval');
    await page.getByRole('button', { name: 'Approve tool call' }).click();
    await expect.poll(async () => (await d.stack.api(d.apiKey, 'GET', `/agent/runs/${runId}`)).body.data.status, { timeout: 30_000 }).toBe('completed');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Completed' }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.getByText('refund done', { exact: true }).waitFor();
    expect(toolCalls.filter((c) => c.startsWith('/refund'))).toHaveLength(1);
    await expect
      .poll(() => page.getByRole('region', { name: 'Steps of the run, oldest first' }).textContent(), { timeout: 30_000 })
      .toMatch(/Model call[\s\S]*Tool refund: completed/);
    await accessible('a completed agent run');
    await d.shoot('agent-run');
    await page.goto(d.url('agent-runs'));
    await page.getByRole('table', { name: 'Agent runs' }).waitFor();
    await accessible('agent runs list');
    await d.shoot('agent-runs-list');
  }, 120_000);
});

describe('findings', () => {
  it('a finding is listed, shown with its evidence, and dismissed from the page (light and dark)', async () => {
    // An open finding with its signal events and daily counts, written where the sweep writes them
    // (a week of failed sends is not something a journey can wait for).
    const schema = `${d.stack.id}_workflows_agent`;
    const id = randomUUID();
    const now = new Date();
    const key = '131026';
    await db
      .withSchema(schema)
      .table('findings')
      .insert({
        id,
        project_id: d.projectId,
        signal: 'send_failed',
        key,
        status: 'open',
        category: 'operational',
        title: 'Messages fail with 131026 (undeliverable)',
        metrics: JSON.stringify({
          recent_count: 3,
          baseline_count: 1,
          recent_daily_rate: 0.429,
          baseline_daily_rate: 0.036,
          ratio: 12,
          recent_days: 7,
          baseline_days: 28,
        }),
        qualified_at: now,
        first_qualified_at: now,
        created_at: now,
        updated_at: now,
      });
    const conversationId = randomUUID();
    for (let i = 0; i < 3; i++) {
      await db
        .withSchema(schema)
        .table('finding_signal_events')
        .insert({
          id: randomUUID(),
          project_id: d.projectId,
          signal: 'send_failed',
          key,
          source_id: `evt-${i}`,
          occurred_at: new Date(now.getTime() - (i + 1) * 3_600_000),
          conversation_id: i === 0 ? conversationId : null,
          detail: JSON.stringify({ error_code: 131026, message: 'Message undeliverable' }),
        });
    }
    await db
      .withSchema(schema)
      .table('finding_signal_daily')
      .insert([
        { project_id: d.projectId, signal: 'send_failed', key, day: now.toISOString().slice(0, 10), count: 3 },
        { project_id: d.projectId, signal: 'send_failed', key, day: new Date(now.getTime() - 20 * 86_400_000).toISOString().slice(0, 10), count: 1 },
      ]);

    const page = d.page;
    await page.goto(d.url('findings'));
    await page.getByRole('link', { name: 'Messages fail with 131026 (undeliverable)' }).waitFor();
    expect(await page.getByRole('table', { name: 'Findings' }).textContent()).toContain('Sends failing (131026)');
    await accessible('findings list');
    await d.shoot('findings');
    // The status filter is the API's: candidate shows none of this project's (its one finding is open), open shows it.
    await page.getByRole('radiogroup', { name: 'Findings by status' }).getByText('Candidate', { exact: true }).click();
    await page.getByText('No candidate finding.').waitFor();
    await page.getByRole('radiogroup', { name: 'Findings by status' }).getByText('Open', { exact: true }).click();
    await page.getByRole('link', { name: 'Messages fail with 131026 (undeliverable)' }).waitFor();

    await page.getByRole('link', { name: 'Messages fail with 131026 (undeliverable)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Messages fail with 131026 (undeliverable)' }).waitFor();
    const events = page.getByRole('table', { name: 'Events of the signal' });
    await events.waitFor();
    expect(await events.locator('tbody tr').count()).toBe(3);
    expect(await events.textContent()).toContain('Message undeliverable');
    expect(await page.getByText('3 newest shown of 3 in the recent window.').count()).toBe(1);
    expect(await page.locator('figcaption').textContent()).toMatch(/3 in the last 7 days, 1 in the days before/);
    await page
      .getByRole('link', { name: conversationId.slice(0, 8) })
      .first()
      .waitFor();
    await accessible('a finding with its evidence');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await accessible('a finding, dark');
    await d.shoot('finding-evidence-dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();

    await page.getByRole('button', { name: 'Dismiss', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Dismiss this finding' });
    await dialog.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Expected behaviour' }).click();
    await dialog.getByRole('textbox', { name: 'Note' }).fill('These numbers were ported away on purpose.');
    await accessible('the dismiss dialog');
    await dialog.getByRole('button', { name: 'Dismiss finding' }).click();
    await expect
      .poll(async () => (await d.stack.api(d.apiKey, 'GET', `/findings/${id}`)).body.data, { timeout: 30_000 })
      .toMatchObject({ status: 'dismissed', dismissal: { reason: 'expected_behavior', note: 'These numbers were ported away on purpose.' } });
    await page.getByText('These numbers were ported away on purpose.').waitFor();
    // The actions follow the dismissed finding (the page renders it again once the answer is in the cache).
    await expect.poll(() => page.getByRole('button', { name: 'Dismiss', exact: true }).count(), { timeout: 10_000 }).toBe(0);
    await d.shoot('finding-dismissed');
    expect(d.cspViolations).toEqual([]);
  }, 120_000);
});
