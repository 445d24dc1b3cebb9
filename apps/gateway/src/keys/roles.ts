/**
 * Roles of people in a project (docs/decisions/0014), beside the scopes of API keys (scopes.ts). Pure
 * rules, no I/O: what each role may do to each area of {base_url}, and which key scopes a role may
 * hand out.
 *
 * A role's area is the route's scope group, except that the `messaging` group is split: its
 * conversation resources (conversations, their messages, contacts) form the `conversations` area, the
 * only one the `agent` role reaches. Every other role treats the two alike.
 */
import { accessOf, groupOfPath, grantsOf, SCOPE_GROUPS, SCOPES, type Access, type Scope, type ScopeGroup } from './scopes';

/** The roles a person may hold in a project, widest first. */
export const ROLES = ['owner', 'admin', 'developer', 'agent', 'viewer'] as const;

/** One role. */
export type Role = (typeof ROLES)[number];

/** Whether `value` names a role. */
export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The areas roles are granted over: the scope groups, and the conversations split out of `messaging`. */
export type RoleArea = ScopeGroup | 'conversations';

/** A role grant: an area and an access (`conversations:write`). */
type RoleGrant = `${RoleArea}:${Access}`;

/** The resources of the `conversations` area (first path segment after an optional `/messaging`). */
const CONVERSATION_RESOURCES: ReadonlySet<string> = new Set(['conversations', 'messages', 'contacts']);

/**
 * Paths of other resources in the `conversations` area (path under an optional `/messaging`, `*` for a
 * parameter): the template picker of a reply (decision 0023), so an agent can send a template.
 */
const CONVERSATION_PATHS: ReadonlySet<string> = new Set(['phone_numbers/*/message_templates']);

const AREAS: readonly RoleArea[] = [...SCOPE_GROUPS, 'conversations'];
const every = (access: Access): RoleGrant[] => AREAS.map((a) => `${a}:${access}` as RoleGrant);
/** Every area's reads but the audit log's, which only owners and admins read (decision 0016). */
const everyButAudit = (access: Access): RoleGrant[] => every(access).filter((g) => !g.startsWith('audit:'));
const rw = (...areas: RoleArea[]): RoleGrant[] => areas.flatMap((a) => [`${a}:read`, `${a}:write`] as RoleGrant[]);

/**
 * The role → area permission table (decision 0014). `owner` and `admin` do everything (an admin
 * cannot touch owners: users.usecase.ts); a `developer` builds (messaging, conversations, automation,
 * keys no wider than itself) and reads the rest; an `agent` handles conversations only; a `viewer`
 * reads everything. Only owners and admins read the audit log (decision 0016). The role matrix test
 * walks every route of the table against it.
 */
export const ROLE_GRANTS: Readonly<Record<Role, ReadonlySet<RoleGrant>>> = {
  owner: new Set([...every('read'), ...every('write')]),
  admin: new Set([...every('read'), ...every('write')]),
  developer: new Set([...everyButAudit('read'), ...rw('messaging', 'conversations', 'automation', 'keys')]),
  agent: new Set(rw('conversations')),
  viewer: new Set(everyButAudit('read')),
};

/** The grants of a role, sorted (`messaging:read`, ...): `GET /me` gives them per project so the dashboard offers what the API allows. */
export function grantsOfRole(role: Role): string[] {
  return [...ROLE_GRANTS[role]].sort();
}

/** The role area of a {base_url} path (express or OpenAPI syntax); throws like `groupOfPath` for an unmapped resource. */
export function areaOfPath(path: string): RoleArea {
  const group = groupOfPath(path);
  const segments = path.split('/').filter(Boolean);
  const under = segments[0] === 'messaging' ? segments.slice(1) : segments;
  const pattern = under.map((s) => (s.startsWith(':') || s.startsWith('{') ? '*' : s)).join('/');
  return group === 'messaging' && (CONVERSATION_RESOURCES.has(under[0]) || CONVERSATION_PATHS.has(pattern)) ? 'conversations' : group;
}

/** Whether a person holding `role` may do `method` on an area. */
export function roleAllows(role: Role, area: RoleArea, method: string): boolean {
  return ROLE_GRANTS[role].has(`${area}:${accessOf(method)}`);
}

/** The message of a role's 403: the role held and the roles that would do. */
export function roleRefusalMessage(role: Role, area: RoleArea, method: string, what: string): string {
  const needed = ROLES.filter((r) => roleAllows(r, area, method));
  return `Your role (${role}) does not allow ${what}: it needs the ${needed.join(', ')} role`;
}

/**
 * The key scopes a role covers: those whose every grant the role holds (a `messaging` grant needs the
 * role's `messaging` and `conversations` grants alike). A person creates, rotates and revokes only keys
 * these cover, as a key does (decision 0011): owner and admin → every scope; developer → read_only,
 * messaging, automation; viewer → read_only; agent → none.
 */
export function scopesOfRole(role: Role): Scope[] {
  const has = (g: string) => ROLE_GRANTS[role].has(g as RoleGrant);
  return SCOPES.filter((s) => [...grantsOf(s)].every((g) => has(g) && (!g.startsWith('messaging:') || has(g.replace('messaging:', 'conversations:')))));
}
