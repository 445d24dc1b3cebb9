/**
 * Tenant isolation across every route that takes an id: project A's key asking for project B's
 * resource gets exactly what it gets for an id that does not exist (status and body), and B's
 * resource is unchanged. Every id-taking route of the OpenAPI document must have an entry here.
 */
import { randomUUID } from 'node:crypto';
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src';

let stack: Stack;
let db: Knex;
let A: { projectId: string; apiKey: string };
let B: { projectId: string; apiKey: string };

/** How to make one of B's resources for a path template, and an unknown id of the same shape. */
interface Case {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** Query string appended to the request (not part of the route's path template). */
  query?: string;
  /**
   * The path names a resource in the caller's own namespace (table store tables): A's write to the
   * name of B's table creates or changes A's own table. The check: A gets what it gets for a name
   * it never used, and B's rows are unchanged.
   */
  namespaced?: boolean;
  headers?: () => Record<string, string>;
  /**
   * Spec 4.1 makes POST funding on an account of another project a 409 of its own ("belongs to
   * another project"): for that route the check is that A gets a conflict and B's data is unchanged.
   */
  specConflict?: boolean;
  /** Creates B's resource; returns the path parameters. */
  create(): Promise<Record<string, string>>;
  unknown(): Record<string, string>;
}

const schema = (app: string) => `${stack.id}_${app.replace(/-/g, '_')}`;
const now = () => new Date();

const cases: Case[] = [
  // API keys (decision 0011): B's key, read, rotated or revoked with A's key, answers like an unknown id and stays active.
  ...(
    [
      ['GET', '/api_keys/{api_key_id}'],
      ['POST', '/api_keys/{api_key_id}/rotate', { grace_period_seconds: 0 }],
      ['DELETE', '/api_keys/{api_key_id}'],
    ] as const
  ).map(([method, path, body]) => ({
    method,
    path,
    body,
    async create() {
      const r = await stack.api(B.apiKey, 'POST', '/api_keys', { api_key: { name: 'B key', scopes: ['messaging'] } });
      if (r.status !== 201) throw new Error(`B key: ${r.status} ${JSON.stringify(r.body)}`);
      return { api_key_id: r.body.data.id as string };
    },
    unknown: () => ({ api_key_id: randomUUID() }),
  })),
  // People (decision 0014): B's member, read, re-roled or removed with A's key, answers like an unknown id and stays.
  ...(
    [
      ['GET', '/users/{member_id}'],
      ['PATCH', '/users/{member_id}', { user: { role: 'admin' } }],
      ['DELETE', '/users/{member_id}'],
    ] as const
  ).map(([method, path, body]) => ({
    method,
    path,
    body,
    async create() {
      const r = await stack.api(B.apiKey, 'POST', '/users', { user: { email: `b-${randomUUID()}@example.com`, role: 'viewer' } });
      if (r.status !== 201) throw new Error(`B member: ${r.status} ${JSON.stringify(r.body)}`);
      return { member_id: r.body.data.id as string };
    },
    unknown: () => ({ member_id: randomUUID() }),
  })),
  // Approvals of MCP tool calls (decision 0029): B's pending approval, read, approved or denied with A's key, answers like an unknown id and stays pending.
  ...(
    [
      ['GET', '/mcp/approvals/{approval_id}'],
      ['POST', '/mcp/approvals/{approval_id}/approve'],
      ['POST', '/mcp/approvals/{approval_id}/deny'],
    ] as const
  ).map(([method, path]) => ({
    method,
    path,
    async create() {
      const id = randomUUID();
      const at = now();
      await db
        .withSchema(schema('gateway'))
        .table('mcp_approvals')
        .insert({
          id,
          project_id: B.projectId,
          tool: 'delete_webhook',
          operation_id: 'deleteWebhook',
          http_method: 'DELETE',
          path: `/webhooks/${randomUUID()}`,
          route_path: '/webhooks/:webhook_id',
          reason: 'deletes',
          arguments_hash: 'a'.repeat(64),
          request: JSON.stringify({ method: 'DELETE', url: 'http://b.example/webhooks/x', headers: { 'x-api-key': '[REDACTED]' }, body: null }),
          requested_by_key_id: randomUUID(),
          requested_by_key_name: 'B assistant',
          status: 'pending',
          expires_at: new Date(at.getTime() + 15 * 60_000),
          created_at: at,
        });
      return { approval_id: id };
    },
    unknown: () => ({ approval_id: randomUUID() }),
  })),
  // Inbox embeds (decision 0017): B's embed, read, changed or revoked with A's key, answers like an unknown id and stays active.
  ...(
    [
      ['GET', '/inbox_embeds/{inbox_embed_id}'],
      ['PATCH', '/inbox_embeds/{inbox_embed_id}', { inbox_embed: { name: 'taken by A', allowed_origins: ['https://a.example.com'] } }],
      ['DELETE', '/inbox_embeds/{inbox_embed_id}'],
    ] as const
  ).map(([method, path, body]) => ({
    method,
    path,
    body,
    async create() {
      const r = await stack.api(B.apiKey, 'POST', '/inbox_embeds', {
        inbox_embed: { name: 'B embed', scope_type: 'project', allowed_origins: ['https://b.example.com'] },
      });
      if (r.status !== 201) throw new Error(`B embed: ${r.status} ${JSON.stringify(r.body)}`);
      return { inbox_embed_id: r.body.data.id as string };
    },
    unknown: () => ({ inbox_embed_id: randomUUID() }),
  })),
  {
    method: 'GET',
    path: '/messaging/flows/{flow_id}',
    async create() {
      const id = randomUUID();
      await db.withSchema(schema('flows')).table('flows').insert({
        id,
        project_id: B.projectId,
        upstream_flow_id: '1',
        name: 'B flow',
        status: 'draft',
        json_version: '7.1',
        data_api_version: '3.0',
        business_account_id: '1',
        created_at: now(),
        updated_at: now(),
      });
      return { flow_id: id };
    },
    unknown: () => ({ flow_id: randomUUID() }),
  },
  // Flows and functions (issue 18): every id-taking route; the service checks the flow or function before any upstream call.
  ...(
    [
      ['GET', '/messaging/flows/{flow_id}/versions'],
      ['POST', '/messaging/flows/{flow_id}/versions', { flow_json: { version: '7.3', screens: [] } }],
      ['GET', '/messaging/flows/{flow_id}/versions/{version_id}'],
      ['POST', '/messaging/flows/{flow_id}/publish'],
      ['POST', '/messaging/flows/{flow_id}/deprecate'],
      ['POST', '/messaging/flows/{flow_id}/preview'],
      ['POST', '/messaging/flows/{flow_id}/clone', { name: 'A copy' }],
      ['POST', '/messaging/flows/{flow_id}/setup_encryption'],
      ['PATCH', '/messaging/flows/{flow_id}/data_endpoint', { function_id: randomUUID() }],
      ['POST', '/messaging/flows/{flow_id}/data_endpoint/register', {}],
      ['GET', '/messaging/flows/{flow_id}/function_invocations'],
    ] as const
  ).map(([method, path, body]) => ({
    method,
    path,
    body,
    async create() {
      const id = randomUUID();
      const versionId = randomUUID();
      await db.withSchema(schema('flows')).table('flows').insert({
        id,
        project_id: B.projectId,
        upstream_flow_id: '2',
        name: 'B flow',
        status: 'published',
        json_version: '7.3',
        data_api_version: '',
        business_account_id: '1',
        created_at: now(),
        updated_at: now(),
      });
      await db
        .withSchema(schema('flows'))
        .table('flow_versions')
        .insert({
          id: versionId,
          project_id: B.projectId,
          flow_id: id,
          version_label: 'v1',
          upstream_flow_id: '2',
          status: 'published',
          flow_json: JSON.stringify({ version: '7.3', screens: [] }),
          flow_json_sha: '0',
          validation_errors: '[]',
          created_at: now(),
          updated_at: now(),
        });
      return { flow_id: id, version_id: versionId };
    },
    unknown: () => ({ flow_id: randomUUID(), version_id: randomUUID() }),
  })),
  ...(
    [
      ['GET', '/functions/{function_id}'],
      ['PATCH', '/functions/{function_id}', { function: { description: 'A was here' } }],
      ['POST', '/functions/{function_id}/deploy'],
      ['POST', '/functions/{function_id}/invoke', { hello: 'B' }],
      ['GET', '/functions/{function_id}/invocations'],
      ['GET', '/functions/{function_id}/secrets'],
      ['POST', '/functions/{function_id}/secrets', { secret: { name: 'A_SECRET', value: 'a' } }],
      ['DELETE', '/functions/{function_id}/secrets/{name}'],
      ['GET', '/functions/{function_id}/logs'],
      ['DELETE', '/functions/{function_id}'],
    ] as const
  ).map(([method, path, body]) => ({
    method,
    path,
    body,
    async create() {
      const id = randomUUID();
      await db
        .withSchema(schema('flows'))
        .table('functions')
        .insert({
          id,
          project_id: B.projectId,
          name: `B fn ${id}`,
          slug: `b-fn-${id}`,
          code: 'async function handler(request, env) { return new Response("B"); }',
          version: 1,
          status: 'draft',
          timeout_ms: 1000,
          created_at: now(),
          updated_at: now(),
        });
      await db
        .withSchema(schema('flows'))
        .table('function_secrets')
        .insert({ function_id: id, project_id: B.projectId, name: 'B_SECRET', value_ciphertext: 'sealed', updated_at: now() });
      return { function_id: id, name: 'B_SECRET' };
    },
    unknown: () => ({ function_id: randomUUID(), name: 'B_SECRET' }),
  })),
  // Broadcasts (issue 17): every id-taking route; B's broadcast is a draft with one recipient.
  ...(
    [
      ['GET', '/messaging/broadcasts/{broadcast_id}'],
      ['PATCH', '/messaging/broadcasts/{broadcast_id}', { broadcast: { name: 'A' } }],
      ['DELETE', '/messaging/broadcasts/{broadcast_id}'],
      ['POST', '/messaging/broadcasts/{broadcast_id}/recipients', { broadcast: { recipients: [{ phone_number: '14155550199' }] } }],
      ['GET', '/messaging/broadcasts/{broadcast_id}/recipients'],
      ['DELETE', '/messaging/broadcasts/{broadcast_id}/recipients'],
      ['DELETE', '/messaging/broadcasts/{broadcast_id}/recipients/{recipient_id}'],
      ['POST', '/messaging/broadcasts/{broadcast_id}/send'],
      ['POST', '/messaging/broadcasts/{broadcast_id}/schedule', () => ({ scheduled_at: new Date(Date.now() + 3_600_000).toISOString() })],
      ['POST', '/messaging/broadcasts/{broadcast_id}/cancel'],
      ['POST', '/messaging/broadcasts/{broadcast_id}/stop'],
      ['POST', '/messaging/broadcasts/{broadcast_id}/resume', { scope: 'all' }],
      ['POST', '/messaging/broadcasts/{broadcast_id}/duplicate'],
    ] as const
  ).map(([method, path, body]) => ({
    method,
    path,
    body,
    async create() {
      const id = randomUUID();
      const recipientId = randomUUID();
      await db
        .withSchema(schema('broadcasts'))
        .table('broadcasts')
        .insert({ id, project_id: B.projectId, name: 'B', status: 'draft', created_at: now(), updated_at: now() });
      await db.withSchema(schema('broadcasts')).table('broadcast_recipients').insert({
        id: recipientId,
        broadcast_id: id,
        project_id: B.projectId,
        phone_number: '14155550100',
        dedupe_key: '14155550100',
        status: 'pending',
        created_at: now(),
        updated_at: now(),
      });
      return { broadcast_id: id, recipient_id: recipientId };
    },
    unknown: () => ({ broadcast_id: randomUUID(), recipient_id: randomUUID() }),
  })),
  ...[
    '/messaging/contacts/{identifier}',
    '/messaging/contacts/{identifier}/marketing_preferences',
    '/messaging/contacts/{identifier}/marketing_preferences/{phone_number_id}',
  ].map((path) => ({
    method: 'GET' as const,
    path,
    async create() {
      const id = randomUUID();
      await db
        .withSchema(schema('contacts'))
        .table('contacts')
        .insert({ id, project_id: B.projectId, phone_number: `1555${Math.floor(Math.random() * 1e7)}`, created_at: now(), updated_at: now() });
      // B's contact stopped marketing on number 123: B reads its preference (200), A gets the unknown-contact 404.
      await db.withSchema(schema('contacts')).table('marketing_preferences').insert({
        contact_id: id,
        project_id: B.projectId,
        phone_number_id: '123',
        status: 'stopped',
        source: 'meta_webhook',
        sequence: 1,
        observed_at: now(),
        updated_at: now(),
      });
      return { identifier: id, phone_number_id: '123' };
    },
    unknown: () => ({ identifier: randomUUID(), phone_number_id: '123' }),
  })),
  ...conversationCases(),
  {
    method: 'GET',
    path: '/workflow_executions/{execution_id}',
    async create() {
      const id = randomUUID();
      await db
        .withSchema(schema('workflows-agent'))
        .table('workflow_executions')
        .insert({ id, project_id: B.projectId, workflow_id: randomUUID(), status: 'running', created_at: now(), updated_at: now() });
      return { execution_id: id };
    },
    unknown: () => ({ execution_id: randomUUID() }),
  },
  ...tableStoreCases(),
  ...integrationCases(),
  ...agentCases(),
  ...findingCases(),
  ...workflowDefinitionCases(),
  ...workflowExecutionCases(),
];

/**
 * Agent runs and provider keys (issue 20, decisions 0730-0735): B's completed agent run (the LLM
 * simulator's default script answers) and B's provider key. A's reads and commands on B's run answer
 * exactly like an unknown id; provider keys are per project (A's PUT sets A's own key, A's DELETE
 * finds none), and B's key and run stay as they were.
 */
function agentCases(): Case[] {
  let bKey = false;
  const bRun = async () => {
    if (!bKey) {
      const k = await stack.api(B.apiKey, 'PUT', '/agent/provider_keys/openai', { api_key: `sk-b-tenant-${randomUUID()}` });
      if (k.status !== 200) throw new Error(`B key: ${k.status} ${JSON.stringify(k.body)}`);
      bKey = true;
    }
    const res = await stack.api(B.apiKey, 'POST', '/agent/runs', { prompt: 'B asks', agent: { provider_model: 'gpt-4.1-mini' } });
    if (res.status !== 202) throw new Error(`B agent run: ${res.status} ${JSON.stringify(res.body)}`);
    const id = res.body.data.id as string;
    for (let i = 0; i < 100; i++) {
      const r = await stack.api(B.apiKey, 'GET', `/agent/runs/${id}`);
      if (r.body.data.status === 'completed') return { run_id: id };
      await new Promise((x) => setTimeout(x, 100));
    }
    throw new Error('B agent run did not complete');
  };
  const unknownRun = () => ({ run_id: randomUUID() });
  const bProviderKey = async () => {
    await bRun();
    return { provider: 'openai' };
  };
  return [
    { method: 'GET', path: '/agent/runs/{run_id}', create: bRun, unknown: unknownRun },
    { method: 'GET', path: '/agent/runs/{run_id}/steps', create: bRun, unknown: unknownRun },
    ...(['pause', 'resume', 'cancel'] as const).map((verb): Case => ({
      method: 'POST',
      path: `/agent/runs/{run_id}/${verb}`,
      create: bRun,
      unknown: unknownRun,
    })),
    ...(['approve', 'reject'] as const).map((verb): Case => ({
      method: 'POST',
      path: `/agent/runs/{run_id}/${verb}`,
      body: {},
      create: bRun,
      unknown: unknownRun,
    })),
    {
      method: 'PUT',
      path: '/agent/provider_keys/{provider}',
      body: { api_key: 'sk-a-own-key-123' },
      namespaced: true,
      create: bProviderKey,
      unknown: () => ({ provider: 'anthropic' }),
    },
    { method: 'DELETE', path: '/agent/provider_keys/{provider}', create: bProviderKey, unknown: () => ({ provider: 'anthropic' }) },
  ];
}

/**
 * Findings (issue 20 item 5, decisions 0740-0743): an open finding of B, written where the sweep
 * writes it (B has no week of signals in this stack). A's reads, evidence, dismiss, mark_addressed
 * and start_investigation on it answer exactly like an unknown id; B's finding stays open with no
 * investigation.
 */
function findingCases(): Case[] {
  const bFinding = async () => {
    const id = randomUUID();
    const at = now();
    await db
      .withSchema(schema('workflows-agent'))
      .table('findings')
      .insert({
        id,
        project_id: B.projectId,
        signal: 'send_failed',
        key: `b-${id.slice(0, 8)}`,
        status: 'open',
        category: 'operational',
        title: 'B sends fail',
        metrics: JSON.stringify({
          recent_count: 30,
          baseline_count: 4,
          recent_daily_rate: 4.286,
          baseline_daily_rate: 0.143,
          ratio: 30,
          recent_days: 7,
          baseline_days: 28,
        }),
        qualified_at: at,
        first_qualified_at: at,
        created_at: at,
        updated_at: at,
      });
    return { finding_id: id };
  };
  const unknownFinding = () => ({ finding_id: randomUUID() });
  return [
    { method: 'GET', path: '/findings/{finding_id}', create: bFinding, unknown: unknownFinding },
    { method: 'GET', path: '/findings/{finding_id}/evidence', create: bFinding, unknown: unknownFinding },
    { method: 'POST', path: '/findings/{finding_id}/dismiss', body: { reason: 'other', note: 'A tries' }, create: bFinding, unknown: unknownFinding },
    { method: 'POST', path: '/findings/{finding_id}/mark_addressed', create: bFinding, unknown: unknownFinding },
    { method: 'POST', path: '/findings/{finding_id}/start_investigation', create: bFinding, unknown: unknownFinding },
  ];
}

/** Contact commands, conversations, messages and sandbox sessions (issue 14): rows of B in the contacts schema. */
function conversationCases(): Case[] {
  const contacts = () => db.withSchema(schema('contacts'));
  const bContact = async () => {
    const id = randomUUID();
    await contacts()
      .table('contacts')
      .insert({ id, project_id: B.projectId, phone_number: `1556${Math.floor(Math.random() * 1e7)}`, name: 'B', created_at: now(), updated_at: now() });
    return id;
  };
  const bConversation = async () => {
    const contactId = await bContact();
    const id = randomUUID();
    await contacts().table('conversations').insert({
      id,
      project_id: B.projectId,
      phone_number_id: '123',
      contact_id: contactId,
      status: 'active',
      last_active_at: now(),
      created_at: now(),
      updated_at: now(),
    });
    return { id, contactId };
  };
  let aMember: string | undefined;
  const bAssignment = async () => {
    const c = await bConversation();
    const id = randomUUID();
    const user = randomUUID();
    await contacts()
      .table('conversation_assignments')
      .insert({ id, project_id: B.projectId, conversation_id: c.id, user_id: user, active: true, created_at: now(), updated_at: now() });
    await contacts().table('conversations').where({ id: c.id }).update({ assigned_user_id: user });
    return { conversation_id: c.id, assignment_id: id };
  };
  return [
    {
      method: 'PATCH',
      path: '/messaging/contacts/{identifier}',
      body: { contact: { name: 'A' } },
      create: async () => ({ identifier: await bContact() }),
      unknown: () => ({ identifier: randomUUID() }),
    },
    {
      method: 'DELETE',
      path: '/messaging/contacts/{identifier}',
      create: async () => ({ identifier: await bContact() }),
      unknown: () => ({ identifier: randomUUID() }),
    },
    {
      method: 'GET',
      path: '/messaging/conversations/{conversation_id}',
      create: async () => ({ conversation_id: (await bConversation()).id }),
      unknown: () => ({ conversation_id: randomUUID() }),
    },
    // The inbox (decision 0507): B's conversation and assignment, set, assigned or listed with A's key, answer like unknown ids.
    {
      method: 'PATCH',
      path: '/messaging/conversations/{conversation_id}',
      body: { conversation: { inbox_status: 'resolved' } },
      create: async () => ({ conversation_id: (await bConversation()).id }),
      unknown: () => ({ conversation_id: randomUUID() }),
    },
    {
      method: 'POST',
      path: '/messaging/conversations/{conversation_id}/assignments',
      // A's own member: the gateway's member check passes, so the conversation id decides.
      body: () => ({ assignment: { user_id: aMember } }),
      async create() {
        aMember ??= (
          (await stack.admin(['user', 'add-owner', '--project', A.projectId, '--email', `a-${randomUUID()}@example.com`, '--json'])) as { user_id: string }
        ).user_id;
        return { conversation_id: (await bConversation()).id };
      },
      unknown: () => ({ conversation_id: randomUUID() }),
    },
    {
      method: 'POST',
      path: '/messaging/conversations/{conversation_id}/notes',
      body: { note: { body: 'A tries' } },
      create: async () => ({ conversation_id: (await bConversation()).id }),
      unknown: () => ({ conversation_id: randomUUID() }),
    },
    {
      method: 'GET',
      path: '/messaging/conversations/{conversation_id}/notes',
      create: async () => ({ conversation_id: (await bConversation()).id }),
      unknown: () => ({ conversation_id: randomUUID() }),
    },
    // Calls of a conversation (decision 0024): B's conversation read with A's key is 404 before any call is listed.
    {
      method: 'GET',
      path: '/messaging/conversations/{conversation_id}/calls',
      create: async () => ({ conversation_id: (await bConversation()).id }),
      unknown: () => ({ conversation_id: randomUUID() }),
    },
    {
      method: 'POST',
      path: '/messaging/conversations/{conversation_id}/read',
      create: async () => ({ conversation_id: (await bConversation()).id }),
      unknown: () => ({ conversation_id: randomUUID() }),
    },
    {
      method: 'GET',
      path: '/messaging/conversations/{conversation_id}/assignments',
      create: async () => ({ conversation_id: (await bAssignment()).conversation_id }),
      unknown: () => ({ conversation_id: randomUUID() }),
    },
    {
      method: 'PATCH',
      path: '/messaging/conversations/{conversation_id}/assignments/{assignment_id}',
      body: { assignment: { active: false } },
      create: bAssignment,
      unknown: () => ({ conversation_id: randomUUID(), assignment_id: randomUUID() }),
    },
    // Replies, workflow, handoff and thread control (decision 0023): B's conversation answers like an unknown one, nothing sent.
    {
      method: 'POST',
      path: '/messaging/conversations/{conversation_id}/messages',
      body: { message: { type: 'text', text: { body: 'A tries' } } },
      headers: () => ({ 'idempotency-key': randomUUID() }),
      create: async () => ({ conversation_id: (await bConversation()).id }),
      unknown: () => ({ conversation_id: randomUUID() }),
    },
    {
      method: 'GET',
      path: '/messaging/conversations/{conversation_id}/workflow',
      create: async () => ({ conversation_id: (await bConversation()).id }),
      unknown: () => ({ conversation_id: randomUUID() }),
    },
    {
      method: 'POST',
      path: '/messaging/conversations/{conversation_id}/handoff',
      create: async () => ({ conversation_id: (await bConversation()).id }),
      unknown: () => ({ conversation_id: randomUUID() }),
    },
    {
      method: 'POST',
      path: '/messaging/conversations/{conversation_id}/thread_control',
      body: { action: 'take' },
      create: async () => ({ conversation_id: (await bConversation()).id }),
      unknown: () => ({ conversation_id: randomUUID() }),
    },
    {
      method: 'GET',
      path: '/messaging/messages/{wamid}',
      async create() {
        const c = await bConversation();
        const wamid = `wamid.B${randomUUID()}`;
        await contacts()
          .table('messages')
          .insert({
            id: randomUUID(),
            project_id: B.projectId,
            wamid,
            conversation_id: c.id,
            contact_id: c.contactId,
            phone_number_id: '123',
            direction: 'inbound',
            origin: 'cloud_api',
            type: 'text',
            status: 'received',
            content: JSON.stringify({ body: 'B' }),
            timestamp: now(),
            created_at: now(),
            updated_at: now(),
          });
        return { wamid };
      },
      unknown: () => ({ wamid: `wamid.U${randomUUID()}` }),
    },
    {
      method: 'GET',
      path: '/messaging/sandbox_sessions/{session_id}',
      async create() {
        const id = randomUUID();
        await contacts()
          .table('sandbox_sessions')
          .insert({
            id,
            project_id: B.projectId,
            phone_number: '15550001111',
            status: 'pending_activation',
            activation_code: randomUUID().slice(0, 6).toUpperCase(),
            expires_at: new Date(Date.now() + 900_000),
            created_at: now(),
            updated_at: now(),
          });
        return { session_id: id };
      },
      unknown: () => ({ session_id: randomUUID() }),
    },
  ];
}

/**
 * Workflow executions (issue 19, decisions 0720-0722): B's waiting execution and B's workflow. A's
 * start, list, events, status change and resume answer exactly like an unknown id, and B's execution
 * is still waiting afterwards.
 */
function workflowExecutionCases(): Case[] {
  const bExecution = async () => {
    const id = randomUUID();
    await db.withSchema(schema('workflows-agent')).table('workflow_executions').insert({
      id,
      project_id: B.projectId,
      workflow_id: randomUUID(),
      status: 'waiting',
      waiting_reason: 'wait_for_response',
      root_execution_id: id,
      resumable_execution_id: id,
      current_node_id: 'wait',
      current_node_type: 'wait_for_response',
      created_at: now(),
      updated_at: now(),
    });
    return { execution_id: id };
  };
  const bWorkflow = async () => {
    const res = await stack.api(B.apiKey, 'POST', '/workflows', { workflow: { name: 'B workflow' } });
    if (res.status !== 201) throw new Error(`B workflow: ${res.status} ${JSON.stringify(res.body)}`);
    return { workflow_id: res.body.data.id as string };
  };
  const unknownExecution = () => ({ execution_id: randomUUID() });
  const unknownWorkflow = () => ({ workflow_id: randomUUID() });
  return [
    {
      method: 'POST',
      path: '/workflows/{workflow_id}/executions',
      body: { workflow_execution: { phone_number: '15550001111', phone_number_id: '123' } },
      create: bWorkflow,
      unknown: unknownWorkflow,
    },
    { method: 'GET', path: '/workflows/{workflow_id}/executions', create: bWorkflow, unknown: unknownWorkflow },
    { method: 'GET', path: '/workflow_executions/{execution_id}/events', create: bExecution, unknown: unknownExecution },
    {
      method: 'PATCH',
      path: '/workflow_executions/{execution_id}',
      body: { workflow_execution: { status: 'ended' } },
      create: bExecution,
      unknown: unknownExecution,
    },
    {
      method: 'POST',
      path: '/workflow_executions/{execution_id}/resume',
      body: { message: { kind: 'payload', data: 'A' } },
      create: bExecution,
      unknown: unknownExecution,
    },
  ];
}

/**
 * Workflows and triggers (issue 19, decisions 0710-0713): B's draft workflow and its api_call
 * trigger. A's reads and changes (PATCH, status actions, trigger add/replace/toggle/delete) answer
 * exactly like an unknown id, and B's workflow stays a draft at lock_version 1 with its trigger.
 */
function workflowDefinitionCases(): Case[] {
  const bWorkflow = async () => {
    const res = await stack.api(B.apiKey, 'POST', '/workflows', { workflow: { name: 'B workflow' } });
    if (res.status !== 201) throw new Error(`B workflow: ${res.status} ${JSON.stringify(res.body)}`);
    return { workflow_id: res.body.data.id as string };
  };
  const bTrigger = async () => {
    const { workflow_id } = await bWorkflow();
    const res = await stack.api(B.apiKey, 'POST', `/workflows/${workflow_id}/triggers`, { trigger: { trigger_type: 'api_call' } });
    if (res.status !== 201) throw new Error(`B trigger: ${res.status} ${JSON.stringify(res.body)}`);
    return { workflow_id, trigger_id: res.body.data.id as string };
  };
  const unknownWorkflow = () => ({ workflow_id: randomUUID() });
  const unknownTrigger = () => ({ workflow_id: randomUUID(), trigger_id: randomUUID() });
  return [
    { method: 'GET', path: '/workflows/{workflow_id}', create: bWorkflow, unknown: unknownWorkflow },
    { method: 'PATCH', path: '/workflows/{workflow_id}', body: { workflow: { lock_version: 1, name: 'A' } }, create: bWorkflow, unknown: unknownWorkflow },
    ...(['activate', 'pause', 'archive', 'restore'] as const).map((verb): Case => ({
      method: 'POST',
      path: `/workflows/{workflow_id}/${verb}`,
      create: bWorkflow,
      unknown: unknownWorkflow,
    })),
    { method: 'GET', path: '/workflows/{workflow_id}/triggers', create: bTrigger, unknown: unknownWorkflow },
    { method: 'POST', path: '/workflows/{workflow_id}/triggers', body: { trigger: { trigger_type: 'api_call' } }, create: bTrigger, unknown: unknownWorkflow },
    { method: 'PUT', path: '/workflows/{workflow_id}/triggers', body: { triggers: [] }, create: bTrigger, unknown: unknownWorkflow },
    { method: 'PATCH', path: '/triggers/{trigger_id}', body: { trigger: { active: false } }, create: bTrigger, unknown: unknownTrigger },
    { method: 'DELETE', path: '/triggers/{trigger_id}', create: bTrigger, unknown: unknownTrigger },
  ];
}

/**
 * Integrations (issue 21): B's integration on B's connected account. The action catalog is the
 * connector's, the same for every project (A and B get the same answer); what is B's there is the
 * connected account, which A's requests meet exactly like an unknown one.
 */
function integrationCases(): Case[] {
  let bAccount = '';
  const account = async () => {
    if (bAccount) return bAccount;
    const t = await stack.api(B.apiKey, 'POST', '/integrations/connect_token', { app_slug: 'slack' });
    const r = await fetch(`${stack.connectorUrl}/__sim/connect/${t.body.data.token}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ app: 'slack', name: 'B slack' }),
    });
    bAccount = ((await r.json()) as { id: string }).id;
    return bAccount;
  };
  const bIntegration = async () => {
    const res = await stack.api(B.apiKey, 'POST', '/integrations', {
      action_id: 'slack-send-message',
      app_slug: 'slack',
      name: 'B integration',
      configured_props: { channel: 'C0GENERAL', text: '{{t}}' },
      account_id: await account(),
    });
    if (res.status !== 201) throw new Error(`B integration: ${res.status} ${JSON.stringify(res.body)}`);
    return { integration_id: res.body.data.id as string };
  };
  const unknownIntegration = () => ({ integration_id: randomUUID() });
  const catalog = async () => {
    await account();
    return { action_id: 'slack-send-message' };
  };
  const sameAction = () => ({ action_id: 'slack-send-message' });
  return [
    { method: 'GET', path: '/integrations/{integration_id}', create: bIntegration, unknown: unknownIntegration },
    { method: 'PATCH', path: '/integrations/{integration_id}', body: { name: 'A' }, create: bIntegration, unknown: unknownIntegration },
    { method: 'DELETE', path: '/integrations/{integration_id}', create: bIntegration, unknown: unknownIntegration },
    { method: 'POST', path: '/integrations/{integration_id}/invoke', body: { input: { t: 'A' } }, create: bIntegration, unknown: unknownIntegration },
    { method: 'GET', path: '/integrations/{integration_id}/runs', create: bIntegration, unknown: unknownIntegration },
    { method: 'GET', path: '/integrations/actions/{action_id}/schema', create: catalog, unknown: sameAction },
    {
      method: 'DELETE',
      path: '/integration_accounts/{account_id}',
      async create() {
        const id = await account();
        const listed = await stack.api(B.apiKey, 'GET', '/integration_accounts');
        return { account_id: (listed.body.data as { id: string; connector_account_id: string }[]).find((a) => a.connector_account_id === id)!.id };
      },
      unknown: () => ({ account_id: randomUUID() }),
    },
    {
      method: 'POST',
      path: '/integrations/actions/{action_id}/configure_prop',
      body: () => ({ prop_name: 'channel', account_id: bAccount }),
      create: catalog,
      unknown: sameAction,
    },
    {
      method: 'POST',
      path: '/integrations/actions/{action_id}/reload_props',
      body: () => ({ account_id: bAccount }),
      create: catalog,
      unknown: sameAction,
    },
  ];
}

/** Table store routes (issue 21): B's table, and a table name A never used. */
function tableStoreCases(): Case[] {
  const bTable = async () => {
    const table = `b_${randomUUID().replace(/-/g, '')}`;
    const res = await stack.api(B.apiKey, 'POST', `/db/${table}`, { v: 'B' });
    if (res.status !== 201) throw new Error(`B table: ${res.status} ${JSON.stringify(res.body)}`);
    return { table, row_id: res.body.data[0].id as string };
  };
  const unknownTable = () => ({ table: `u_${randomUUID().replace(/-/g, '')}`, row_id: randomUUID() });
  return [
    { method: 'GET', path: '/db/{table}', create: bTable, unknown: unknownTable },
    { method: 'GET', path: '/db/{table}/{row_id}', create: bTable, unknown: unknownTable },
    { method: 'PATCH', path: '/db/{table}', query: 'v=eq.B', body: { v: 'A' }, create: bTable, unknown: unknownTable },
    { method: 'DELETE', path: '/db/{table}', query: 'all=true', create: bTable, unknown: unknownTable },
    { method: 'POST', path: '/db/{table}', body: { v: 'A' }, namespaced: true, create: bTable, unknown: unknownTable },
    { method: 'PUT', path: '/db/{table}', query: 'v=eq.B', body: { w: 'A' }, namespaced: true, create: bTable, unknown: unknownTable },
    { method: 'GET', path: '/database_tables/{table}', create: bTable, unknown: unknownTable },
    { method: 'DELETE', path: '/database_tables/{table}', create: bTable, unknown: unknownTable },
  ];
}

/** B's world, built once: customer, setup link, connected number, display name request, webhook,
 * delivery, funded account with a revocation operation. */
const world: Record<string, string> = {};
const digits = () => `7${Math.floor(Math.random() * 1e9)}${Math.floor(Math.random() * 1e5)}`;
const fromWorld =
  (...keys: string[]) =>
  async () =>
    Object.fromEntries(keys.map((k) => [k, world[k]]));
const unknownIds = () => ({
  customer_id: randomUUID(),
  setup_link_id: randomUUID(),
  phone_number_id: digits(),
  request_id: randomUUID(),
  waba_id: digits(),
  portfolio_id: digits(),
  operation_id: randomUUID(),
  webhook_id: randomUUID(),
  delivery_id: randomUUID(),
  recovery_id: randomUUID(),
  listener_id: randomUUID(),
});
/** A fresh live listener of B per case (a listener ends 5 minutes after its last keep-alive, decision 0028). */
const bListener = async () => {
  const r = await stack.api(B.apiKey, 'POST', '/webhook_listeners', { events: [] });
  if (r.status !== 201) throw new Error(`B's listener: ${r.status} ${JSON.stringify(r.body)}`);
  return { listener_id: r.body.data.id as string };
};
/** A webhook recovery window (decision 0304): the last hour. */
const recoveryWindow = () => ({ since: new Date(Date.now() - 3_600_000).toISOString(), until: new Date().toISOString() });
const worldCases: Case[] = [
  ...(['GET', 'PATCH', 'DELETE'] as const).map((method) => ({
    method,
    path: '/customers/{customer_id}',
    body: method === 'PATCH' ? { customer: { name: 'renamed by A' } } : undefined,
    create: fromWorld('customer_id'),
    unknown: unknownIds,
  })),
  { method: 'POST', path: '/customers/{customer_id}/setup_links', body: { setup_link: {} }, create: fromWorld('customer_id'), unknown: unknownIds },
  { method: 'GET', path: '/customers/{customer_id}/setup_links', create: fromWorld('customer_id'), unknown: unknownIds },
  { method: 'GET', path: '/customers/{customer_id}/setup_links/{setup_link_id}', create: fromWorld('customer_id', 'setup_link_id'), unknown: unknownIds },
  {
    method: 'PATCH',
    path: '/customers/{customer_id}/setup_links/{setup_link_id}',
    body: { setup_link: { status: 'revoked' } },
    create: fromWorld('customer_id', 'setup_link_id'),
    unknown: unknownIds,
  },
  {
    method: 'POST',
    path: '/customers/{customer_id}/messaging/phone_numbers',
    body: {
      messaging_phone_number: {
        name: 'A tries',
        kind: 'production',
        phone_number_id: '123456789012345',
        business_account_id: '123456789012346',
        access_token: 'EAA-not-valid',
        webhook_destination_url: 'https://example.com/h',
        webhook_verify_token: 'vt',
      },
    },
    create: fromWorld('customer_id'),
    unknown: unknownIds,
  },
  ...(['GET', 'PATCH'] as const).map((method) => ({
    method,
    path: '/messaging/phone_numbers/{phone_number_id}',
    body: method === 'PATCH' ? { messaging_phone_number: { webhook_destination_url: 'https://evil.example.com/h' } } : undefined,
    create: fromWorld('phone_number_id'),
    unknown: unknownIds,
  })),
  { method: 'GET', path: '/messaging/phone_numbers/{phone_number_id}/health', create: fromWorld('phone_number_id'), unknown: unknownIds },
  { method: 'GET', path: '/messaging/phone_numbers/{phone_number_id}/message_templates', create: fromWorld('phone_number_id'), unknown: unknownIds },
  {
    method: 'POST',
    path: '/messaging/phone_numbers/{phone_number_id}/messages',
    body: { to: '+15550001111', message: { type: 'text', text: { body: 'A tries' } } },
    headers: () => ({ 'idempotency-key': randomUUID() }),
    create: fromWorld('phone_number_id'),
    unknown: unknownIds,
  },
  {
    method: 'POST',
    path: '/messaging/phone_numbers/{phone_number_id}/display_name_requests',
    body: { display_name_request: { display_name: 'A Corp' } },
    create: fromWorld('phone_number_id'),
    unknown: unknownIds,
  },
  { method: 'GET', path: '/messaging/phone_numbers/{phone_number_id}/display_name_requests', create: fromWorld('phone_number_id'), unknown: unknownIds },
  {
    method: 'GET',
    path: '/messaging/phone_numbers/{phone_number_id}/display_name_requests/{request_id}',
    create: fromWorld('phone_number_id', 'request_id'),
    unknown: unknownIds,
  },
  {
    method: 'POST',
    path: '/messaging/phone_numbers/{phone_number_id}/webhooks',
    body: { webhook: { url: 'https://example.com/a', events: ['messaging.phone_number.disconnected'], payload_version: 'v2' } },
    create: fromWorld('phone_number_id'),
    unknown: unknownIds,
  },
  { method: 'GET', path: '/messaging/phone_numbers/{phone_number_id}/webhooks', create: fromWorld('phone_number_id'), unknown: unknownIds },
  {
    method: 'POST',
    path: '/messaging/accounts/{waba_id}/funding',
    body: () => ({ business_portfolio_id: world.portfolio_id }),
    create: fromWorld('waba_id'),
    unknown: unknownIds,
    specConflict: true,
  },
  { method: 'GET', path: '/messaging/accounts/{waba_id}/funding', create: fromWorld('waba_id'), unknown: unknownIds },
  { method: 'GET', path: '/messaging/accounts/{waba_id}/usage', create: fromWorld('waba_id'), unknown: unknownIds },
  { method: 'GET', path: '/messaging/portfolios/{portfolio_id}/accounts', create: fromWorld('portfolio_id'), unknown: unknownIds },
  { method: 'GET', path: '/messaging/portfolios/{portfolio_id}/usage', create: fromWorld('portfolio_id'), unknown: unknownIds },
  {
    method: 'POST',
    path: '/messaging/portfolios/{portfolio_id}/funding/revoke',
    body: {},
    headers: () => ({ 'idempotency-key': `a-${randomUUID()}` }),
    create: fromWorld('portfolio_id'),
    unknown: unknownIds,
  },
  {
    method: 'GET',
    path: '/messaging/portfolios/{portfolio_id}/funding/operations/{operation_id}',
    create: fromWorld('portfolio_id', 'operation_id'),
    unknown: unknownIds,
  },
  ...(['GET', 'PATCH', 'DELETE'] as const).map((method) => ({
    method,
    path: '/webhooks/{webhook_id}',
    body: method === 'PATCH' ? { webhook: { active: false } } : undefined,
    create: fromWorld('webhook_id'),
    unknown: unknownIds,
  })),
  { method: 'POST', path: '/webhooks/{webhook_id}/rotate_secret', body: {}, create: fromWorld('webhook_id'), unknown: unknownIds },
  { method: 'POST', path: '/webhooks/{webhook_id}/test', body: {}, create: fromWorld('webhook_id'), unknown: unknownIds },
  { method: 'GET', path: '/webhook_deliveries/{delivery_id}', create: fromWorld('delivery_id'), unknown: unknownIds },
  { method: 'POST', path: '/webhook_deliveries/{delivery_id}/redeliver', body: {}, create: fromWorld('delivery_id'), unknown: unknownIds },
  { method: 'GET', path: '/webhook_listeners/{listener_id}', create: bListener, unknown: unknownIds },
  { method: 'GET', path: '/webhook_listeners/{listener_id}/stream', create: bListener, unknown: unknownIds },
  { method: 'DELETE', path: '/webhook_listeners/{listener_id}', create: bListener, unknown: unknownIds },
  { method: 'POST', path: '/webhook_listeners/{listener_id}/replay', body: () => ({ event_id: world.event_id }), create: bListener, unknown: unknownIds },
  { method: 'POST', path: '/webhooks/{webhook_id}/recover', body: recoveryWindow, create: fromWorld('webhook_id'), unknown: unknownIds },
  { method: 'GET', path: '/webhooks/{webhook_id}/recoveries', create: fromWorld('webhook_id'), unknown: unknownIds },
  { method: 'GET', path: '/webhooks/{webhook_id}/recoveries/{recovery_id}', create: fromWorld('webhook_id', 'recovery_id'), unknown: unknownIds },
];
cases.push(...(worldCases as Case[]));

async function buildWorld(): Promise<void> {
  const ok = (r: { status: number; body: any }, what: string) => {
    if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  };
  world.customer_id = ok(await stack.api(B.apiKey, 'POST', '/customers', { customer: { name: 'B world' } }), 'customer').data.id;
  world.setup_link_id = ok(await stack.api(B.apiKey, 'POST', `/customers/${world.customer_id}/setup_links`, { setup_link: {} }), 'setup link').data.id;
  const fx = await stack.sim('POST', '/__sim/fixtures', {
    businesses: [{ wabas: [{ phone_numbers: [{ display_phone_number: '+1 555-010-7777' }] }] }],
    tokens: [{}],
  });
  world.phone_number_id = fx.phone_numbers[0].id;
  world.number_waba_id = fx.wabas[0].id;
  world.number_token = fx.tokens[0].value;
  ok(
    await stack.api(B.apiKey, 'POST', `/customers/${world.customer_id}/messaging/phone_numbers`, {
      messaging_phone_number: {
        name: 'B line',
        kind: 'production',
        phone_number_id: world.phone_number_id,
        business_account_id: fx.wabas[0].id,
        access_token: fx.tokens[0].value,
        webhook_destination_url: 'https://example.com/b',
        webhook_verify_token: 'vt',
      },
    }),
    'connect',
  );
  world.request_id = ok(
    await stack.api(B.apiKey, 'POST', `/messaging/phone_numbers/${world.phone_number_id}/display_name_requests`, {
      display_name_request: { display_name: 'B Corp' },
    }),
    'display name',
  ).data.id;
  world.webhook_id = ok(
    await stack.api(B.apiKey, 'POST', '/webhooks', { webhook: { url: 'http://127.0.0.1:9/hook', events: ['agent.run.completed'], payload_version: 'v2' } }),
    'webhook',
  ).data.id;
  ok(await stack.api(B.apiKey, 'POST', `/webhooks/${world.webhook_id}/test`, {}), 'test send');
  for (let i = 0; i < 50 && !world.delivery_id; i++) {
    const d = ok(await stack.api(B.apiKey, 'GET', `/webhook_deliveries?webhook_id=${world.webhook_id}`), 'deliveries');
    world.delivery_id = d.data[0]?.id;
    world.event_id = d.data[0]?.event_id;
    if (!world.delivery_id) await new Promise((r) => setTimeout(r, 100));
  }
  world.recovery_id = ok(await stack.api(B.apiKey, 'POST', `/webhooks/${world.webhook_id}/recover`, recoveryWindow()), 'recovery').data.id;
  // Funding: B's portfolio and account, B's solution, a run, then a revocation operation.
  const f = { portfolio: digits(), waba: digits(), partner: digits(), line: digits(), solution: digits(), token: `EAAiso${randomUUID().replace(/-/g, '')}` };
  await stack.sim('POST', '/__sim/fixtures', {
    businesses: [
      { id: f.portfolio, wabas: [{ id: f.waba, currency: 'EUR' }] },
      { id: f.partner, credit_lines: [{ id: f.line }] },
    ],
    tokens: [{ value: f.token, ids: [f.portfolio, f.partner] }],
  });
  await stack.admin([
    'solution',
    'configure',
    '--project',
    B.projectId,
    '--solution-id',
    f.solution,
    '--business-id',
    f.partner,
    '--credit-line-id',
    f.line,
    '--access-token',
    f.token,
    '--json',
  ]);
  world.waba_id = f.waba;
  world.portfolio_id = f.portfolio;
  ok(await stack.api(B.apiKey, 'POST', `/messaging/accounts/${f.waba}/funding`, { business_portfolio_id: f.portfolio }), 'funding');
  world.operation_id = ok(
    await stack.api(B.apiKey, 'POST', `/messaging/portfolios/${f.portfolio}/funding/revoke`, {}, { 'idempotency-key': 'b-revoke-1' }),
    'revoke',
  ).data.id;
  for (const [k, v] of Object.entries(world)) if (!v) throw new Error(`world.${k} missing`);
}

const fill = (path: string, params: Record<string, string>) => path.replace(/\{([a-z_]+)\}/g, (_, k) => encodeURIComponent(params[k]));

beforeAll(async () => {
  stack = await startStack({ services: ['funding', 'messaging-proxy', 'flows', 'broadcasts', 'contacts', 'workflows-agent', 'webhooks'] });
  db = knex({ client: 'pg', connection: stack.env.DATABASE_URL, pool: { min: 0, max: 2 } });
  A = await stack.createProject('enterprise', 'A');
  B = await stack.createProject('enterprise', 'B');
  await buildWorld();
}, 180_000);

afterAll(async () => {
  await db?.destroy();
  await stack?.stop();
});

describe('tenant isolation on every route that takes an id', () => {
  it('covers every id-taking route of the OpenAPI document', async () => {
    const doc = (await (await fetch(`${stack.baseUrl}/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => (p.includes('{') ? Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`) : []));
    const covered = new Set(cases.map((c) => `${c.method} ${c.path}`));
    expect(documented.filter((r) => !covered.has(r))).toEqual([]);
  });

  it.each(cases.map((c) => [`${c.method} ${c.path}`, c] as const))('%s: A sees B’s resource exactly like an unknown one', async (_name, c) => {
    const mine = await c.create();
    const body = typeof c.body === 'function' ? (c.body as () => unknown)() : c.body;
    const q = c.query ? `?${c.query}` : '';
    const foreign = await stack.api(A.apiKey, c.method, fill(c.path, mine) + q, body, c.headers?.());
    const unknownParams = c.unknown();
    const unknown = await stack.api(A.apiKey, c.method, fill(c.path, unknownParams) + q, body, c.headers?.());
    if (c.namespaced) {
      expect(foreign.status).toBe(unknown.status);
      expect([200, 201]).toContain(foreign.status);
      expect(JSON.stringify(foreign.body)).not.toContain(mine.row_id);
    } else if (c.specConflict) {
      expect(foreign.status).toBe(409);
      expect(JSON.stringify(foreign.body)).not.toContain(B.projectId);
    } else {
      // Bodies may echo the requested id (e.g. a not_funded view of the asked waba_id): compare with ids masked.
      const mask = (body: unknown, params: Record<string, string>) => Object.values(params).reduce((t, v) => t.split(v).join('<id>'), JSON.stringify(body));
      expect(foreign.status).toBe(unknown.status);
      expect(mask(foreign.body, mine)).toEqual(mask(unknown.body, unknownParams));
      expect([404, 200]).toContain(foreign.status);
    }
    // B still sees its own resource, unchanged by A's attempt.
    const readBack = c.path
      .replace(/\/funding\/revoke$/, '/accounts')
      .replace(/\/messaging\/phone_numbers$/, '')
      .replace(/\/(configure_prop|reload_props)$/, '/schema')
      .replace(/^\/integration_accounts\/\{account_id\}$/, '/integration_accounts')
      .replace(/^(\/messaging\/phone_numbers\/\{phone_number_id\})\/messages$/, '$1')
      .replace(/^(\/messaging\/broadcasts\/\{broadcast_id\})\/(recipients(\/\{recipient_id\})?|schedule|cancel|stop|resume|duplicate)$/, '$1')
      .replace(/^(\/api_keys\/\{api_key_id\})\/rotate$/, '$1')
      .replace(/^(\/webhook_listeners\/\{listener_id\})\/(stream|replay)$/, '$1')
      .replace(/^(\/mcp\/approvals\/\{approval_id\})\/(approve|deny)$/, '$1')
      .replace(/\/(send|test|rotate_secret|redeliver|invoke|recover)$/, '')
      .replace(/^(\/agent\/runs\/\{run_id\})\/(steps|pause|resume|cancel|approve|reject)$/, '$1')
      .replace(/^\/agent\/provider_keys\/\{provider\}$/, '/agent/provider_keys')
      .replace(/^(\/findings\/\{finding_id\})\/(evidence|dismiss|mark_addressed|start_investigation)$/, '$1')
      .replace(/^\/workflows\/\{workflow_id\}\/(activate|pause|archive|restore)$/, '/workflows/{workflow_id}')
      .replace(/^\/triggers\/\{trigger_id\}$/, '/workflows/{workflow_id}/triggers')
      .replace(/^(\/workflow_executions\/\{execution_id\})\/resume$/, '$1')
      .replace(/^(\/messaging\/conversations\/\{conversation_id\}\/assignments)\/\{assignment_id\}$/, '$1')
      .replace(/^(\/messaging\/conversations\/\{conversation_id\})\/(read|messages|handoff|thread_control)$/, '$1')
      .replace(
        /\/(data_endpoint\/register|data_endpoint|function_invocations|publish|deprecate|preview|clone|setup_encryption|deploy|invoke|secrets\/\{name\})$/,
        '',
      );
    const own = await stack.api(B.apiKey, 'GET', fill(readBack, mine));
    expect(own.status, `B reading ${readBack}`).toBe(200);
    if (c.path.startsWith('/messaging/broadcasts')) expect(own.body.data).toMatchObject({ name: 'B', status: 'draft', total_recipients: 1 });
    if (c.path === '/customers/{customer_id}') expect(own.body.data.name).toBe('B world');
    if (c.path === '/customers/{customer_id}/setup_links/{setup_link_id}') expect(own.body.data.status).toBe('active');
    if (readBack === '/api_keys/{api_key_id}') expect(own.body.data).toMatchObject({ id: mine.api_key_id, name: 'B key', status: 'active', revoked_at: null });
    if (readBack === '/users/{member_id}') expect(own.body.data).toMatchObject({ id: mine.member_id, role: 'viewer', status: 'invited' });
    if (readBack === '/inbox_embeds/{inbox_embed_id}')
      expect(own.body.data).toMatchObject({
        id: mine.inbox_embed_id,
        name: 'B embed',
        status: 'active',
        revoked_at: null,
        allowed_origins: ['https://b.example.com'],
      });
    if (readBack === '/mcp/approvals/{approval_id}') expect(own.body.data).toMatchObject({ id: mine.approval_id, status: 'pending', decided_by: null });
    if (c.path === '/webhooks/{webhook_id}') expect(own.body.data.active).toBe(true);
    if (c.path.startsWith('/messaging/conversations/{conversation_id}')) {
      const conv = await stack.api(B.apiKey, 'GET', fill('/messaging/conversations/{conversation_id}', mine));
      expect(conv.body.data.inbox_status).toBe('open');
      if (readBack.endsWith('/notes')) expect(own.body.data).toEqual([]);
      if (mine.assignment_id) expect(own.body.data).toEqual([expect.objectContaining({ id: mine.assignment_id, active: true })]);
      else if (readBack.endsWith('/assignments')) expect(own.body.data).toEqual(c.method === 'GET' ? [expect.objectContaining({ active: true })] : []);
    }
    if (readBack === '/integrations/{integration_id}') expect(own.body.data).toMatchObject({ name: 'B integration', enabled: true });
    if (readBack === '/workflows/{workflow_id}') expect(own.body.data).toMatchObject({ name: 'B workflow', status: 'draft', lock_version: 1 });
    if (readBack === '/workflows/{workflow_id}/triggers' && mine.trigger_id)
      expect(own.body.data).toEqual([expect.objectContaining({ id: mine.trigger_id, trigger_type: 'api_call', active: true })]);
    if (readBack === '/workflow_executions/{execution_id}') expect(own.body.data).toMatchObject({ status: expect.stringMatching(/^(waiting|running)$/) });
    if (c.path === '/workflow_executions/{execution_id}/resume' || (c.method === 'PATCH' && c.path === '/workflow_executions/{execution_id}'))
      expect(own.body.data.status).toBe('waiting');
    if (readBack === '/agent/runs/{run_id}') expect(own.body.data).toMatchObject({ id: mine.run_id, status: 'completed', prompt: 'B asks' });
    if (readBack === '/findings/{finding_id}')
      expect({ ...own.body.data, latest_investigation: own.body.data.latest_investigation ?? null }).toMatchObject({
        id: mine.finding_id,
        status: 'open',
        title: 'B sends fail',
        latest_investigation: null,
      });
    if (readBack === '/agent/provider_keys') expect(own.body.data.map((k: { provider: string }) => k.provider)).toContain('openai');
    if (readBack === '/integration_accounts') expect(own.body.data.map((a: { id: string }) => a.id)).toContain(mine.account_id);
    if (c.path.startsWith('/messaging/flows/{flow_id}/') && readBack === '/messaging/flows/{flow_id}')
      expect(own.body.data).toMatchObject({ status: 'published', has_data_endpoint: false });
    if (readBack === '/functions/{function_id}') expect(own.body.data).toMatchObject({ description: null, status: 'draft', secret_names: ['B_SECRET'] });
    if (c.path.startsWith('/db/') || c.path.startsWith('/database_tables/')) {
      const rows = await stack.api(B.apiKey, 'GET', fill('/db/{table}', mine));
      expect(rows.body.data.map((r: Record<string, unknown>) => [r.id, r.v, r.w ?? null])).toEqual([[mine.row_id, 'B', null]]);
    }
  });
});

/**
 * {proxy_url} (decision 0211): paths keyed by a phone number, a business account or a media id of
 * project B, called with A's key (X-API-Key or Bearer), answer exactly like an unknown id, and
 * nothing reaches the upstream.
 */
describe('tenant isolation on {proxy_url} ids', () => {
  it('A gets the unknown-id answer for B’s number, business account and media, on every edge', async () => {
    const root = stack.proxyUrl.replace(/\/v\d+\.\d+$/, '');
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'b.png');
    const up = await fetch(`${root}/v24.0/${world.phone_number_id}/media`, { method: 'POST', headers: { 'x-api-key': B.apiKey }, body: form });
    expect(up.status).toBe(200);
    const mediaId = ((await up.json()) as { id: string }).id;
    const ids = { pn: world.phone_number_id, waba: world.number_waba_id, media: mediaId };
    const unknownIds = { pn: digits(), waba: digits(), media: digits() };
    const send = { messaging_product: 'whatsapp', to: '15550001111', type: 'text', text: { body: 'from A' } };
    const template = { name: 'a_template', language: 'en_US', category: 'UTILITY', components: [{ type: 'BODY', text: 'x' }] };
    const edges: Array<[string, string, unknown?, Record<string, string>?]> = [
      ['GET', '{pn}?fields=id'],
      ['POST', '{pn}/messages', send],
      // Taking another project's conversation (decision 0231) is the unknown-number answer too.
      ['POST', '{pn}/messages', send, { 'x-svc-take-control': 'true' }],
      ['POST', '{pn}/thread_control', { messaging_product: 'whatsapp', recipient: '15550001111', action: 'take' }],
      ['GET', '{pn}/whatsapp_business_profile'],
      ['POST', '{pn}/register', { messaging_product: 'whatsapp', pin: '123456' }],
      ['GET', '{pn}/block_users'],
      ['GET', '{pn}/calls'],
      ['GET', '{pn}/calls?call_id=wacid.x&direction=inbound'],
      ['GET', '{waba}/message_templates'],
      ['POST', '{waba}/message_templates', template],
      ['DELETE', '{waba}/message_templates?name=a_template'],
      ['GET', '{waba}/phone_numbers'],
      ['GET', '{waba}/subscribed_apps'],
      ['DELETE', '{waba}/subscribed_apps'],
      ['GET', '{media}'],
      ['GET', '{media}/download'],
      ['DELETE', '{media}'],
    ];
    const forwarded = async () =>
      Promise.all(Object.values(ids).map(async (id) => (await stack.sim('GET', `/__sim/requests?path=${encodeURIComponent(`/${id}`)}`)).count as number));
    const before = await forwarded();
    const auths: Array<Record<string, string>> = [{ 'x-api-key': A.apiKey }, { authorization: `Bearer ${A.apiKey}` }];
    for (const [method, template_, body, extra] of edges) {
      for (const auth of auths) {
        const call = (p: Record<string, string>) =>
          fetch(`${root}/v24.0/${template_.replace(/\{(pn|waba|media)\}/, (_, k: 'pn' | 'waba' | 'media') => p[k])}`, {
            method,
            headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}), ...extra },
            body: body ? JSON.stringify(body) : undefined,
          });
        const foreign = await call(ids);
        const unknown = await call(unknownIds);
        expect(foreign.status, `${method} ${template_}`).toBe(404);
        expect(foreign.status).toBe(unknown.status);
        expect(await foreign.text()).toBe(await unknown.text());
      }
    }
    expect(await forwarded()).toEqual(before);
    // B's media is still there for B.
    const own = await fetch(`${root}/v24.0/${mediaId}`, { headers: { 'x-api-key': B.apiKey } });
    expect(own.status).toBe(200);
  });
});

/**
 * {proxy_url} signed media links (decision 0243): a link B was handed works with no header for B's
 * media only; used with A's key, moved to A's project or to another media id it answers exactly
 * like a forged link, and nothing reaches the upstream.
 */
describe('tenant isolation of signed media links', () => {
  it('B’s link does not cross to A: with A’s key, another project or another media id it is a forged link', async () => {
    const root = stack.proxyUrl.replace(/\/v\d+\.\d+$/, '');
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'b.png');
    const up = await fetch(`${root}/v24.0/${world.phone_number_id}/media`, { method: 'POST', headers: { 'x-api-key': B.apiKey }, body: form });
    expect(up.status).toBe(200);
    const mediaId = ((await up.json()) as { id: string }).id;
    const meta = await fetch(`${root}/v24.0/${mediaId}`, { headers: { 'x-api-key': B.apiKey } });
    const link = new URL(((await meta.json()) as { url: string }).url);
    expect(link.searchParams.get('project_id')).toBe(B.projectId);
    const upstreamCalls = async () => (await stack.sim('GET', `/__sim/requests?path=${encodeURIComponent(`/${mediaId}`)}`)).count as number;
    const before = await upstreamCalls();

    const forged = new URL(link);
    forged.searchParams.set('signature', 'A'.repeat(43));
    const forgedAnswer = await fetch(forged);
    expect(forgedAnswer.status).toBe(403);
    const forgedBody = await forgedAnswer.text();
    expect(JSON.parse(forgedBody)).toEqual({ error: expect.any(String) });

    const toA = new URL(link);
    toA.searchParams.set('project_id', A.projectId);
    const toUnknownMedia = new URL(link.toString().replace(`/${mediaId}/download`, `/${digits()}/download`));
    const unknownForged = new URL(forged.toString().replace(`/${mediaId}/download`, `/${digits()}/download`));
    const attempts: Array<[string, URL, Record<string, string>]> = [
      ['with A’s key', link, { 'x-api-key': A.apiKey }],
      ['with A’s key as Bearer', link, { authorization: `Bearer ${A.apiKey}` }],
      ['moved to A’s project', toA, {}],
      ['moved to A’s project, with A’s key', toA, { 'x-api-key': A.apiKey }],
      ['moved to another media id', toUnknownMedia, {}],
      ['forged, for an unknown media id, with A’s key', unknownForged, { 'x-api-key': A.apiKey }],
    ];
    for (const [what, url, headers] of attempts) {
      const r = await fetch(url, { headers });
      expect(r.status, what).toBe(403);
      expect(await r.text(), what).toBe(forgedBody);
    }
    expect(await upstreamCalls()).toBe(before);

    // B's link itself, with no header: B's bytes.
    const own = await fetch(link);
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer())).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });
});

/**
 * {app_url} calls (decision 0220): B's call, read with A's key at `/app/api/v1/messaging_calls/{id}`
 * and its artifacts, answers exactly like an unknown call id, and nothing is fetched upstream.
 */
describe('tenant isolation on {app_url} calls', () => {
  it('A gets the unknown-id answer for B’s call and both of its artifacts', async () => {
    const placed = await stack.sim('POST', '/__sim/calls', { phone_number_id: world.phone_number_id, from: '15550007777', duration: 3 });
    const listed = await fetch(`${stack.proxyUrl}/${world.phone_number_id}/calls?call_id=${encodeURIComponent(placed.call.id)}`, {
      headers: { 'x-api-key': B.apiKey },
    });
    const callId = ((await listed.json()) as { data: Array<{ id: string }> }).data[0].id;
    const app = `${stack.gatewayUrl}/app/api/v1/messaging_calls`;
    const fetched = async () => (await stack.sim('GET', `/__sim/requests?path=${encodeURIComponent(encodeURIComponent(placed.call.id))}`)).count as number;
    const before = await fetched();
    for (const suffix of ['', '/artifacts/recording', '/artifacts/transcription', '/artifacts/transcription?download=true']) {
      const foreign = await fetch(`${app}/${callId}${suffix}`, { headers: { 'x-api-key': A.apiKey } });
      const unknown = await fetch(`${app}/${randomUUID()}${suffix}`, { headers: { 'x-api-key': A.apiKey } });
      expect(foreign.status, suffix).toBe(404);
      expect(await foreign.text()).toBe(await unknown.text());
    }
    expect(await fetched()).toBe(before);
    const own = await fetch(`${app}/${callId}`, { headers: { 'x-api-key': B.apiKey } });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { data: { artifacts: { recording: { state: string } } } }).data.artifacts.recording.state).toBe('available');
  });
});

/**
 * Billing reads (decision 0104) take no id: the project is the key's. A's key reads A's credits and
 * ledger only, never B's, whatever B holds.
 */
describe('tenant isolation on connecting a number', () => {
  it('A connecting B’s number, even with a token that reaches it, gets the answer of a number its token cannot reach; B gets a clear 409 (decision 0204, issue 32)', async () => {
    const customer = (await stack.api(A.apiKey, 'POST', '/customers', { customer: { name: 'A connects' } })).body.data.id as string;
    const other = await stack.sim('POST', '/__sim/fixtures', { businesses: [{ wabas: [{ phone_numbers: [{}] }] }], tokens: [{}] });
    const connect = (key: string, customerId: string, phoneNumberId: string, wabaId: string) =>
      stack.api(key, 'POST', `/customers/${customerId}/messaging/phone_numbers`, {
        messaging_phone_number: {
          name: 'line',
          kind: 'production',
          phone_number_id: phoneNumberId,
          business_account_id: wabaId,
          access_token: world.number_token,
        },
      });
    const foreign = await connect(A.apiKey, customer, world.phone_number_id, world.number_waba_id);
    const unreachable = await connect(A.apiKey, customer, other.phone_numbers[0].id, other.wabas[0].id);
    const masked = (body: unknown, id: string) => JSON.stringify(body).split(id).join('<id>');
    expect(unreachable.status).toBe(422);
    expect(foreign.status).toBe(unreachable.status);
    expect(masked(foreign.body, world.phone_number_id)).toEqual(masked(unreachable.body, other.phone_numbers[0].id));
    expect(JSON.stringify(foreign.body)).not.toMatch(/already|connected|project/i);
    expect((await stack.api(A.apiKey, 'GET', `/messaging/phone_numbers/${world.phone_number_id}`)).status).toBe(404);
    // The owner is told plainly, and its number is unchanged.
    const own = await connect(B.apiKey, world.customer_id, world.phone_number_id, world.number_waba_id);
    expect(own.status).toBe(409);
    expect(own.body.error).toMatch(/already connected/);
    const mine = await stack.api(B.apiKey, 'GET', `/messaging/phone_numbers/${world.phone_number_id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.name).toBe('B line');
  }, 30_000);
});

describe('tenant isolation on billing reads', () => {
  it('A reads its own (empty) credits and ledger while B has credits', async () => {
    await stack.admin(['credits', 'top-up', '--project', B.projectId, '--amount', '3.50', '--reference', 'b-isolation', '--json']);
    const mine = await stack.api(B.apiKey, 'GET', '/billing/credits');
    expect(mine.body.data.balance_micros).toBeGreaterThanOrEqual(3_500_000);
    const balance = await stack.api(A.apiKey, 'GET', '/billing/credits');
    expect(balance.status).toBe(200);
    expect(balance.body.data).toMatchObject({ balance_micros: 0, held_micros: 0, available_micros: 0 });
    const entries = await stack.api(A.apiKey, 'GET', '/billing/credits/entries?limit=100');
    expect(entries.body.data).toEqual([]);
    expect(JSON.stringify(entries.body)).not.toContain('b-isolation');
  });
});

describe('tenant isolation of Idempotency-Key (decision 0013)', () => {
  it('a key used by project B never replays to project A, and A may use it with any request', async () => {
    const key = `shared-${randomUUID()}`;
    const b = await stack.api(B.apiKey, 'POST', '/customers', { customer: { name: 'B keyed' } }, { 'Idempotency-Key': key });
    expect(b.status).toBe(201);
    // Same key, same request from A: A's own customer, not B's answer.
    const aSame = await stack.api(A.apiKey, 'POST', '/customers', { customer: { name: 'B keyed' } }, { 'Idempotency-Key': key });
    expect(aSame.status).toBe(201);
    expect(aSame.headers.get('idempotency-replay')).toBeNull();
    expect(aSame.body.data.id).not.toBe(b.body.data.id);
    expect((await stack.api(A.apiKey, 'GET', `/customers/${b.body.data.id}`)).status).toBe(404);
    // Same key, another request from a third project: no 422 from B's use.
    const C = await stack.createProject('pro', 'C');
    const cOther = await stack.api(C.apiKey, 'POST', '/customers', { customer: { name: 'C other' } }, { 'Idempotency-Key': key });
    expect(cOther.status).toBe(201);
    // Each project's retry replays its own answer.
    const bAgain = await stack.api(B.apiKey, 'POST', '/customers', { customer: { name: 'B keyed' } }, { 'Idempotency-Key': key });
    expect(bAgain.body).toEqual(b.body);
    expect(bAgain.headers.get('idempotency-replay')).toBe('true');
    const aAgain = await stack.api(A.apiKey, 'POST', '/customers', { customer: { name: 'B keyed' } }, { 'Idempotency-Key': key });
    expect(aAgain.body).toEqual(aSame.body);
    // B's key with another request is B's 422 only.
    expect((await stack.api(B.apiKey, 'POST', '/customers', { customer: { name: 'B other' } }, { 'Idempotency-Key': key })).status).toBe(422);
  });
});

describe('tenant isolation of the audit log (decision 0016)', () => {
  /** Every event of a project's audit log, following its `next` links. */
  async function allEvents(apiKey: string): Promise<Array<{ actor: { type: string; id: string | null }; outcome: string }>> {
    const out = [];
    let path: string | null = '/audit_events?limit=100';
    while (path) {
      const r = await stack.api(apiKey, 'GET', path);
      expect(r.status).toBe(200);
      out.push(...r.body.data);
      path = r.body.paging.next ? String(r.body.paging.next).replace(/^.*\/audit_events/, '/audit_events') : null;
    }
    return out;
  }
  const keyIds = async (apiKey: string) => new Set<string>((await stack.api(apiKey, 'GET', '/api_keys')).body.data.map((k: { id: string }) => k.id));

  it('each project’s log holds only its own actors’ events (A’s attempts on B’s ids are in A’s log, failed), and filters never reach the other project', async () => {
    const [aKeys, bKeys] = [await keyIds(A.apiKey), await keyIds(B.apiKey)];
    const [aEvents, bEvents] = [await allEvents(A.apiKey), await allEvents(B.apiKey)];
    expect(aEvents.length).toBeGreaterThan(0);
    expect(bEvents.length).toBeGreaterThan(0);
    expect(aEvents.filter((e) => e.actor.type !== 'admin_cli' && !aKeys.has(String(e.actor.id)))).toEqual([]);
    expect(bEvents.filter((e) => e.actor.type !== 'admin_cli' && !bKeys.has(String(e.actor.id)))).toEqual([]);
    for (const id of bKeys) expect((await stack.api(A.apiKey, 'GET', `/audit_events?actor_id=${id}`)).body.data).toEqual([]);
  });
});

describe('tenant isolation of project events (decision 0743)', () => {
  it("A naming B's conversation or event id gets exactly what an unknown id gets; B's events never show to A and stay unchanged", async () => {
    const contacts = () => db.withSchema(schema('contacts'));
    const contactId = randomUUID();
    await contacts()
      .table('contacts')
      .insert({
        id: contactId,
        project_id: B.projectId,
        phone_number: `1557${Math.floor(Math.random() * 1e7)}`,
        name: 'B',
        created_at: now(),
        updated_at: now(),
      });
    const conv = randomUUID();
    await contacts().table('conversations').insert({
      id: conv,
      project_id: B.projectId,
      phone_number_id: '123',
      contact_id: contactId,
      status: 'active',
      last_active_at: now(),
      created_at: now(),
      updated_at: now(),
    });
    const eventId = randomUUID();
    const posted = await stack.api(B.apiKey, 'POST', '/events', { event: { id: eventId, name: 'b.secret', conversation_id: conv, properties: { v: 1 } } });
    expect(posted.status).toBe(201);
    const unknownConv = randomUUID();
    const mask = (body: unknown, id: string) => JSON.stringify(body).split(id).join('<id>');

    const foreignPost = await stack.api(A.apiKey, 'POST', '/events', { event: { name: 'a.try', conversation_id: conv } });
    const unknownPost = await stack.api(A.apiKey, 'POST', '/events', { event: { name: 'a.try', conversation_id: unknownConv } });
    expect(foreignPost.status).toBe(unknownPost.status);
    expect(foreignPost.status).toBe(422);
    expect(mask(foreignPost.body, conv)).toBe(mask(unknownPost.body, unknownConv));

    for (const q of [`conversation_id=${conv}`, `name=b.secret`, `conversation_id=${unknownConv}`]) {
      const r = await stack.api(A.apiKey, 'GET', `/events?${q}`);
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual([]);
    }
    // A's client id equal to B's event id is A's own (a new event of A); B's event is unchanged.
    const sameId = await stack.api(A.apiKey, 'POST', '/events', { event: { id: eventId, name: 'a.own' } });
    expect(sameId.status).toBe(201);
    expect(sameId.body.data).toMatchObject({ id: eventId, name: 'a.own', conversation_id: null });
    const bList = await stack.api(B.apiKey, 'GET', `/events?conversation_id=${conv}`);
    expect(bList.body.data).toEqual([posted.body.data]);
    expect(JSON.stringify((await stack.api(A.apiKey, 'GET', '/events?limit=100')).body)).not.toContain('b.secret');
  });
});

describe('tenant isolation of the external API log (decision 0250)', () => {
  it("B's upstream calls are in B's log only: A's list, A's filters on B's number and on B's request id find nothing", async () => {
    const call = await stack.api(B.apiKey, 'GET', `/messaging/phone_numbers/${world.phone_number_id}/health`);
    const requestId = call.headers.get('x-request-id')!;
    expect(requestId).toBeTruthy();
    const bRows = await waitForRows(B.apiKey, `/external_api_logs?request_id=${encodeURIComponent(requestId)}`);
    expect(bRows.every((r) => r.request_id === requestId)).toBe(true);
    const aAll = data(await stack.api(A.apiKey, 'GET', '/external_api_logs?limit=100')) as Array<{ id: string; phone_number_id: string | null }>;
    const bIds = new Set(bRows.map((r) => r.id));
    expect(aAll.filter((r) => bIds.has(r.id) || r.phone_number_id === world.phone_number_id)).toEqual([]);
    expect(data(await stack.api(A.apiKey, 'GET', `/external_api_logs?phone_number_id=${world.phone_number_id}`))).toEqual([]);
    expect(data(await stack.api(A.apiKey, 'GET', `/external_api_logs?request_id=${encodeURIComponent(requestId)}`))).toEqual([]);
  });

  const data = (r: { status: number; body: any }) => {
    expect(r.status).toBe(200);
    return r.body.data;
  };

  /** The rows of `path` once the service's batched writer has written them. */
  async function waitForRows(apiKey: string, path: string) {
    for (let i = 0; i < 100; i++) {
      const rows = data(await stack.api(apiKey, 'GET', path)) as Array<{ id: string; request_id: string | null }>;
      if (rows.length > 0) return rows;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no rows at ${path}`);
  }
});

describe('tenant isolation of log search (decision 0019)', () => {
  it("B's entries never show to A: not by text, not by B's wamid, not by B's request id", async () => {
    const marker = `walrus-${randomUUID()}`;
    const missed = await stack.api(B.apiKey, 'GET', `/${marker}`);
    expect(missed.status).toBe(404);
    // A request of B that causes an upstream call, and a message B received (its wamid).
    const health = await stack.api(B.apiKey, 'GET', `/messaging/phone_numbers/${world.phone_number_id}/health`);
    const requestId = health.headers.get('x-request-id')!;
    expect(requestId).toBeTruthy();
    const text = `B inbound ${randomUUID()}`;
    await stack.sim('POST', '/__sim/webhooks/trigger', {
      kind: 'inbound_message',
      phone_number_id: world.phone_number_id,
      from: '15558880077',
      text,
      name: 'Bo',
    });
    let message: { wamid: string } | undefined;
    for (let i = 0; i < 200 && !message; i++) {
      message = await db.withSchema(schema('contacts')).table('messages').where({ text }).first('wamid');
      if (!message) await new Promise((r) => setTimeout(r, 100));
    }
    const wamid = message!.wamid;
    expect(wamid).toBeTruthy();
    // B finds its own entries (the request log is written in batches).
    let own: Array<{ source: string }> = [];
    for (let i = 0; i < 100 && own.length < 2; i++) {
      const byText = await stack.api(B.apiKey, 'GET', `/log_search?q=${marker}&sources=request_log`);
      const byId = await stack.api(B.apiKey, 'GET', `/log_search?request_id=${encodeURIComponent(requestId)}&sources=request_log`);
      own = [...byText.body.data, ...byId.body.data];
      if (own.length < 2) await new Promise((r) => setTimeout(r, 100));
    }
    expect(own.map((h) => h.source)).toEqual(['request_log', 'request_log']);
    for (const q of [`q=${marker}`, `request_id=${encodeURIComponent(requestId)}`, `wamid=${encodeURIComponent(wamid)}`, `q=${encodeURIComponent(wamid)}`]) {
      const r = await stack.api(A.apiKey, 'GET', `/log_search?${q}`);
      expect([q, r.status]).toEqual([q, 200]);
      expect([q, r.body.data]).toEqual([q, []]);
      expect(r.body.sources).toHaveLength(10);
    }
    expect(JSON.stringify((await stack.api(A.apiKey, 'GET', '/log_search?limit=100')).body)).not.toContain(marker);
  }, 60_000);
});
