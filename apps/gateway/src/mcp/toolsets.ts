/**
 * The MCP server's toolsets (docs/decisions/0029). Pure rules, no I/O: which toolset each route of
 * the table belongs to (one rule from its path, like the route files and scope groups), the toolsets
 * a client may choose, and the default set that keeps an assistant's context small.
 */
import { resourceOfPath } from '../keys/scopes';

/** The toolsets, in the order they are listed. */
export const TOOLSETS = ['messaging', 'conversations', 'broadcasts', 'automation', 'observability', 'administration'] as const;

/** One toolset. */
export type Toolset = (typeof TOOLSETS)[number];

/** What each toolset is for: the `list_toolsets` tool and the server's instructions say it. */
export const TOOLSET_DESCRIPTIONS: Readonly<Record<Toolset, string>> = {
  messaging: 'Customers, their phone numbers, message templates, WhatsApp Flows, functions and the sandbox: set up and operate the numbers.',
  conversations: 'Contacts, conversations (reply, assign, notes, hand-off) and the messages sent and received.',
  broadcasts: 'Broadcasts: create, add recipients, schedule, send, stop.',
  automation: 'Workflows, triggers and executions, the agent and its runs, findings, the table store, integrations.',
  observability: 'The request log, log search, upstream (external API) calls, project events, webhook deliveries and the audit log.',
  administration: 'API keys, people and roles, webhooks, inbox embeds, funding and billing, and the approvals of MCP tool calls.',
};

/** The toolsets served when the client names none: operate numbers and read what happened. */
export const DEFAULT_TOOLSETS: readonly Toolset[] = ['messaging', 'observability'];

/**
 * The toolset of each resource (the first path segment under {base_url} after an optional
 * `/messaging`, the segment that names the route file and the scope group). A route whose resource
 * is not here has no toolset: `toolsetOfPath` throws, and `toolsets.test.ts` walks the whole table.
 */
const TOOLSET_OF_RESOURCE: Readonly<Record<string, Toolset>> = {
  customers: 'messaging',
  phone_numbers: 'messaging',
  flows: 'messaging',
  functions: 'messaging',
  sandbox_sessions: 'messaging',
  contacts: 'conversations',
  conversations: 'conversations',
  messages: 'conversations',
  broadcasts: 'broadcasts',
  workflows: 'automation',
  triggers: 'automation',
  workflow_executions: 'automation',
  agent: 'automation',
  provider_models: 'automation',
  findings: 'automation',
  db: 'automation',
  database_tables: 'automation',
  integrations: 'automation',
  integration_accounts: 'automation',
  api_logs: 'observability',
  external_api_logs: 'observability',
  log_search: 'observability',
  events: 'observability',
  webhook_deliveries: 'observability',
  // A listener streams events to a CLI (decision 0028); an assistant may create, read, replay to or end one.
  webhook_listeners: 'observability',
  audit_events: 'observability',
  api_keys: 'administration',
  users: 'administration',
  webhooks: 'administration',
  inbox_embeds: 'administration',
  accounts: 'administration',
  portfolios: 'administration',
  billing: 'administration',
  mcp: 'administration',
};

/** Whether `value` names a toolset. */
export function isToolset(value: string): value is Toolset {
  return (TOOLSETS as readonly string[]).includes(value);
}

/** The toolset of a {base_url} path (express or OpenAPI syntax); throws for a resource no toolset names. */
export function toolsetOfPath(path: string): Toolset {
  const resource = resourceOfPath(path);
  const toolset = resource === undefined ? undefined : TOOLSET_OF_RESOURCE[resource];
  if (!toolset) throw new Error(`route ${path}: no MCP toolset for its resource; add it to TOOLSET_OF_RESOURCE in mcp/toolsets.ts`);
  return toolset;
}

/** The toolsets a client asked for, or why not. */
export type ToolsetChoice = { ok: true; toolsets: Toolset[] } | { ok: false; error: string };

/**
 * The toolsets a client chose: the `toolsets` query parameter and/or the `X-MCP-Toolsets` header,
 * comma-separated, merged; `all` names every toolset; neither = the default set. An unknown name is
 * refused (a typo must not silently serve fewer tools).
 */
export function chooseToolsets(query: unknown, header: string | undefined): ToolsetChoice {
  const parts: string[] = [];
  for (const v of [query, header]) {
    const values = Array.isArray(v) ? v : [v];
    for (const s of values) if (typeof s === 'string') parts.push(...s.split(','));
  }
  const names = parts.map((s) => s.trim().toLowerCase()).filter(Boolean);
  if (names.length === 0) return { ok: true, toolsets: [...DEFAULT_TOOLSETS] };
  const unknown = names.filter((n) => n !== 'all' && !isToolset(n));
  if (unknown.length)
    return { ok: false, error: `Unknown toolset ${unknown.map((u) => `'${u.slice(0, 40)}'`).join(', ')}: choose among ${TOOLSETS.join(', ')} or all` };
  if (names.includes('all')) return { ok: true, toolsets: [...TOOLSETS] };
  return { ok: true, toolsets: TOOLSETS.filter((t) => names.includes(t)) };
}
