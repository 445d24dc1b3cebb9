/**
 * API key scopes (docs/decisions/0011). Pure rules, no I/O: what each scope grants, which grant a
 * request needs, and whether one set of scopes covers another (a key never grants more than the key
 * that creates, rotates or revokes it).
 *
 * A scope is a set of grants `<group>:<access>`; a key holds one or more scopes and may do what
 * their union grants. A route needs one grant: its group (from the resource its path names, the
 * segment that also names its route file) and `read` for GET, `write` for anything else.
 */

/** The scopes a key may hold. */
export const SCOPES = ['full', 'read_only', 'messaging', 'automation', 'billing'] as const;

/** One scope. */
export type Scope = (typeof SCOPES)[number];

/** The route groups scopes are made of. */
export const SCOPE_GROUPS = ['messaging', 'automation', 'billing', 'logs', 'keys', 'users', 'audit'] as const;

/** One route group. */
export type ScopeGroup = (typeof SCOPE_GROUPS)[number];

/** What a request does to its group. */
export type Access = 'read' | 'write';

/** A grant: a group and an access (`messaging:write`). */
export type Grant = `${ScopeGroup}:${Access}`;

const all = (access: Access): Grant[] => SCOPE_GROUPS.map((g) => `${g}:${access}` as Grant);
/** Every group's reads but the audit log's: the audit log is read with `full` only (decision 0016). */
const allButAudit = (access: Access): Grant[] => all(access).filter((g) => !g.startsWith('audit:'));
const rw = (group: ScopeGroup): Grant[] => [`${group}:read`, `${group}:write`];

/**
 * The grants of each scope. `keys` access of the narrow scopes lets them manage keys no wider than
 * themselves (the coverage rule below bounds what they create, rotate or revoke).
 */
const GRANTS: Readonly<Record<Scope, ReadonlySet<Grant>>> = {
  full: new Set([...all('read'), ...all('write')]),
  read_only: new Set(allButAudit('read')),
  messaging: new Set([...rw('messaging'), ...rw('keys')]),
  automation: new Set([...rw('automation'), ...rw('keys')]),
  billing: new Set([...rw('billing'), ...rw('keys')]),
};

/**
 * The group of each resource of {base_url} (the first path segment after an optional `/messaging`).
 * Every route of the table must have one: `requirementOf` throws for an unmapped resource, and the
 * route table is checked at startup and by `scopes.test.ts`.
 */
const GROUP_OF_RESOURCE: Readonly<Record<string, ScopeGroup>> = {
  // Numbers, conversations and sends, and what they are configured with.
  customers: 'messaging',
  phone_numbers: 'messaging',
  contacts: 'messaging',
  conversations: 'messaging',
  messages: 'messaging',
  broadcasts: 'messaging',
  flows: 'messaging',
  functions: 'messaging',
  sandbox_sessions: 'messaging',
  webhooks: 'messaging',
  webhook_deliveries: 'messaging',
  // Live listeners of a CLI (decision 0028): the project's events, like its webhooks.
  webhook_listeners: 'messaging',
  // Inbox embeds (decision 0017): a page showing conversations, managed like the numbers it shows.
  inbox_embeds: 'messaging',
  // Money: funding of business accounts, their usage, the credits ledger.
  accounts: 'billing',
  portfolios: 'billing',
  billing: 'billing',
  // Workflows, the agent, findings, the table store and integrations.
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
  // Project events (decision 0743): posted like workflows are changed, read like the rest.
  events: 'automation',
  // The project's own request log and keys.
  api_logs: 'logs',
  // The upstream calls made for the project (decision 0250): read like the request log.
  external_api_logs: 'logs',
  // Log search over every log of the project (decision 0019): read like the request log.
  log_search: 'logs',
  api_keys: 'keys',
  // The project's people and their roles (decision 0014): full and read_only only, no narrow scope.
  users: 'users',
  // The project's audit log (decision 0016): full only (a read_only key is what a developer may create).
  audit_events: 'audit',
  // Approvals of MCP tool calls (decision 0029): like keys, every scope reads and decides them; deciding one
  // also needs the write of the approved request's own group (mcp/approvals.ts).
  mcp: 'keys',
};

/** Whether `value` names a scope. */
export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/** What a request needs: one grant. */
export interface Requirement {
  group: ScopeGroup;
  access: Access;
}

/** The access of an HTTP method: GET and HEAD read, every other method writes. */
export function accessOf(method: string): Access {
  const m = method.toUpperCase();
  return m === 'GET' || m === 'HEAD' ? 'read' : 'write';
}

/**
 * The resource of a {base_url} path: its first segment after an optional `/messaging`. One rule names
 * a route's file, its scope group and its MCP toolset.
 */
export function resourceOfPath(path: string): string | undefined {
  const segments = path.split('/').filter(Boolean);
  return segments[0] === 'messaging' ? segments[1] : segments[0];
}

/** The group of a {base_url} path (express or OpenAPI syntax); throws for a resource no group names. */
export function groupOfPath(path: string): ScopeGroup {
  const resource = resourceOfPath(path);
  const group = resource === undefined ? undefined : GROUP_OF_RESOURCE[resource];
  if (!group) throw new Error(`route ${path}: no scope group for its resource; add it to GROUP_OF_RESOURCE in keys/scopes.ts`);
  return group;
}

/** The grants of one scope (the role table, keys/roles.ts, is checked against them). */
export function grantsOf(scope: Scope): ReadonlySet<Grant> {
  return GRANTS[scope];
}

/** Whether keys holding `scopes` may do what `need` names. */
export function allows(scopes: readonly Scope[], need: Requirement): boolean {
  const grant: Grant = `${need.group}:${need.access}`;
  return scopes.some((s) => GRANTS[s].has(grant));
}

/** The scopes that grant `need`, widest first (`full`, then the others in {@link SCOPES} order). */
export function scopesAllowing(need: Requirement): Scope[] {
  return SCOPES.filter((s) => GRANTS[s].has(`${need.group}:${need.access}`));
}

/** Whether `holder` grants everything `wanted` grants (a key may create or manage only keys it covers). */
export function covers(holder: readonly Scope[], wanted: readonly Scope[]): boolean {
  return wanted.every((w) => [...GRANTS[w]].every((g) => holder.some((h) => GRANTS[h].has(g))));
}

/** Scopes in canonical order, without duplicates (how they are stored and shown). */
export function normalizeScopes(scopes: readonly Scope[]): Scope[] {
  return SCOPES.filter((s) => scopes.includes(s));
}

/** The message of a 403: which scopes the key holds and which one the request needs. */
export function refusalMessage(scopes: readonly Scope[], need: Requirement, what: string): string {
  const needed = scopesAllowing(need);
  return `This API key's scope (${scopes.join(', ')}) does not allow ${what}: it needs the ${needed.join(' or ')} scope`;
}
