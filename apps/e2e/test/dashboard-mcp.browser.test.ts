/**
 * The MCP approvals page in a real browser on the real platform (issue 39 item 3, decision 0029): an AI
 * assistant (the MCP SDK's own client, with the project's key) asks to reply to a customer; the owner
 * opens Developers → MCP approvals, reads the exact request (the key redacted), approves it; the
 * assistant's call with the approval sends once, and the request log page says the send came via MCP.
 * A key created in the API keys page with approvals waived sends at once. axe-core on the pages, screenshots. Risks removed: an approval nobody can find or read, a button that
 * does not approve, a send the request log does not tie to the assistant.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poll } from '../src';
import { connectSimulatorNumber, startDashboardStack, type ConnectedNumber, type DashboardStack } from '../src/dashboard';

let d: DashboardStack;
let num: ConnectedNumber;
let client: Client;
let conversationId = '';

type ToolResult = { isError?: boolean; structuredContent?: Record<string, any> };

beforeAll(async () => {
  d = await startDashboardStack({ services: ['messaging-proxy', 'contacts', 'workflows-agent'] });
  num = await connectSimulatorNumber(d.stack, d.apiKey, 'MCP Co');
  const from = '15557771234';
  await d.stack.sim('POST', '/__sim/webhooks/trigger', {
    kind: 'inbound_message',
    phone_number_id: num.phoneNumberId,
    from,
    text: 'Is my order out?',
    name: 'Customer',
  });
  conversationId = await poll(async () => {
    const r = await d.stack.api(d.apiKey, 'GET', `/messaging/conversations?phone_number_id=${num.phoneNumberId}&phone_number=${from}`);
    const c = r.body.data?.[0] as { id: string; service_window_expires_at: string | null } | undefined;
    return c?.service_window_expires_at ? c.id : undefined;
  });
  client = new Client({ name: 'journey-assistant', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${d.stack.baseUrl}/mcp?toolsets=conversations`), {
      requestInit: { headers: { authorization: `Bearer ${d.apiKey}` } },
    }),
  );
  await d.signIn(d.owner);
}, 300_000);

afterAll(async () => {
  await client?.close().catch(() => undefined);
  await d?.stop();
});

describe('Developers: MCP approvals', () => {
  it('the owner reads the assistant’s pending send, approves it, and the assistant sends once', async () => {
    const sends = async () => (await d.stack.sim('GET', `/__sim/requests?method=POST&path=${num.phoneNumberId}/messages`)).count as number;
    const before = await sends();
    const args = { path: { conversation_id: conversationId }, body: { message: { type: 'text', text: { body: 'Yes, it ships today.' } } } };
    const asked = (await client.callTool({ name: 'send_conversation_message', arguments: args })) as ToolResult;
    expect(asked.structuredContent!.approval_required).toBe(true);
    const id = asked.structuredContent!.approval.id as string;

    const page = d.page;
    await page.goto(d.url('mcp-approvals'));
    await page.getByRole('heading', { level: 1, name: 'MCP approvals' }).waitFor();
    const card = page.getByRole('region', { name: 'Approval of send_conversation_message' });
    await card.waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('Sends messages');
    expect(text).toContain(`/messaging/conversations/${conversationId}/messages`);
    expect(text).toContain('[REDACTED]');
    expect(text).not.toContain(d.apiKey);
    expect(text).toContain('Yes, it ships today.');
    expect(await d.axe('mcp approvals')).toEqual([]);
    await d.shoot('mcp-approvals');

    await card.getByRole('button', { name: 'Approve send_conversation_message' }).click();
    await expect.poll(async () => (await d.stack.api(d.apiKey, 'GET', `/mcp/approvals/${id}`)).body.data.status).toBe('approved');
    await expect.poll(() => page.getByText('No tool call is waiting for a decision.').count()).toBe(1);
    expect(await sends()).toBe(before);

    const sent = (await client.callTool({ name: 'send_conversation_message', arguments: { ...args, approval_id: id } })) as ToolResult;
    expect(sent.isError).toBeFalsy();
    expect(sent.structuredContent!.status).toBe(201);
    expect(await sends()).toBe(before + 1);

    // The request log says who sent it, and through what.
    await page.goto(d.url(`logs?endpoint=${encodeURIComponent(`/conversations/${conversationId}/messages`)}`));
    const table = page.getByRole('table', { name: 'Request log' });
    await expect.poll(() => table.textContent(), { timeout: 30_000 }).toContain('via MCP');
  }, 180_000);

  it('the owner creates a key whose MCP tool calls run without approvals; the assistant sends with it at once', async () => {
    const page = d.page;
    await page.goto(d.url('settings/api-keys'));
    await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
    await page.getByLabel('Name').fill('Trusted assistant');
    await page.getByRole('checkbox', { name: /^Messaging/ }).check();
    await page.getByRole('checkbox', { name: /without asking a person/ }).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = (await page.getByLabel('Secret of the new key “Trusted assistant”', { exact: true }).textContent())!.trim();
    await page.getByRole('button', { name: 'I have copied it' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Trusted assistant' });
    expect(await row.textContent()).toContain('MCP tool calls run without approvals');
    expect(await d.axe('api keys with a waived key')).toEqual([]);

    const sends = async () => (await d.stack.sim('GET', `/__sim/requests?method=POST&path=${num.phoneNumberId}/messages`)).count as number;
    const before = await sends();
    const trusted = new Client({ name: 'trusted-assistant', version: '1.0.0' });
    await trusted.connect(
      new StreamableHTTPClientTransport(new URL(`${d.stack.baseUrl}/mcp?toolsets=conversations`), {
        requestInit: { headers: { authorization: `Bearer ${secret}` } },
      }),
    );
    const r = (await trusted.callTool({
      name: 'send_conversation_message',
      arguments: {
        path: { conversation_id: conversationId },
        body: { message: { type: 'text', text: { body: 'No approval needed.' } } },
        idempotency_key: 'trusted-1',
      },
    })) as ToolResult;
    await trusted.close();
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent!.status).toBe(201);
    expect(await sends()).toBe(before + 1);
  }, 120_000);
});
