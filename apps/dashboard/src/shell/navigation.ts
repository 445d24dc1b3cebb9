import type { Area, ProjectOfMe } from '../api/types';

/** A section of a project's navigation. */
export interface Section {
  /** Path after `/p/{project_id}/`. */
  path: string;
  label: string;
  /** Heading of the navigation group it is listed under. */
  group: 'Messaging' | 'Automation' | 'Developers' | 'Account';
  /** The role area the section reads (decision 0014): hidden from a role without `area:read`. */
  area: Area;
}

/**
 * The sections of a project, in the navigation's order (decision 0025). A role sees those whose area it
 * reads: an `agent` only the conversations (notifications and the profile are read with `conversations`
 * grants nobody else lacks, but an agent's dashboard is the inbox alone, decision 0021).
 */
export const SECTIONS: readonly Section[] = [
  { path: 'overview', label: 'Overview', group: 'Messaging', area: 'messaging' },
  { path: 'conversations', label: 'Conversations', group: 'Messaging', area: 'conversations' },
  { path: 'customers', label: 'Customers', group: 'Messaging', area: 'messaging' },
  { path: 'numbers', label: 'Numbers', group: 'Messaging', area: 'messaging' },
  { path: 'templates', label: 'Templates', group: 'Messaging', area: 'messaging' },
  { path: 'broadcasts', label: 'Broadcasts', group: 'Messaging', area: 'messaging' },
  { path: 'workflows', label: 'Workflows', group: 'Automation', area: 'automation' },
  { path: 'agent-runs', label: 'Agent runs', group: 'Automation', area: 'automation' },
  { path: 'flows', label: 'Flows', group: 'Automation', area: 'messaging' },
  { path: 'functions', label: 'Functions', group: 'Automation', area: 'messaging' },
  { path: 'findings', label: 'Findings', group: 'Automation', area: 'automation' },
  { path: 'webhooks', label: 'Webhooks', group: 'Developers', area: 'messaging' },
  { path: 'logs', label: 'Logs', group: 'Developers', area: 'logs' },
  { path: 'settings/api-keys', label: 'API keys', group: 'Developers', area: 'keys' },
  { path: 'mcp-approvals', label: 'MCP approvals', group: 'Developers', area: 'keys' },
  { path: 'billing', label: 'Funding and billing', group: 'Account', area: 'billing' },
  { path: 'notifications', label: 'Notifications', group: 'Account', area: 'messaging' },
  { path: 'settings/users', label: 'Users and roles', group: 'Account', area: 'users' },
  { path: 'settings/embeds', label: 'Inbox embeds', group: 'Account', area: 'messaging' },
  { path: 'settings/audit', label: 'Audit log', group: 'Account', area: 'audit' },
  { path: 'settings/profile', label: 'Profile', group: 'Account', area: 'messaging' },
];

/** The sections a project's role sees, in the navigation's order. */
export function sectionsFor(project: Pick<ProjectOfMe, 'grants'>): Section[] {
  return SECTIONS.filter((s) => project.grants.includes(`${s.area}:read`));
}

/** Sections under their group headings, in order. */
export function navigationGroups(sections: readonly Section[]): Array<[Section['group'], Section[]]> {
  const groups = new Map<Section['group'], Section[]>();
  for (const s of sections) groups.set(s.group, [...(groups.get(s.group) ?? []), s]);
  return [...groups];
}

/** The section a path after `/p/{project_id}/` is in (the longest matching section path). */
export function sectionOf(path: string): Section | undefined {
  return SECTIONS.filter((s) => path === s.path || path.startsWith(`${s.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];
}

/** A role's first page in a project: the overview when it reads it, else the conversations. */
export function homeOf(project: Pick<ProjectOfMe, 'grants'>): string {
  return sectionsFor(project)[0]?.path ?? 'conversations';
}

/**
 * Where the project switcher goes: the same section in the other project when the person's role there
 * sees it (a resource's page → the section's list: its id belongs to the first project), else the
 * other project's first page. `section` is the path after `/p/{project_id}/`.
 */
export function pathAfterSwitch(section: string, projectId: string, target: Pick<ProjectOfMe, 'grants'>): string {
  const current = sectionOf(section);
  const keep = current && target.grants.includes(`${current.area}:read`) ? current.path : homeOf(target);
  return `/p/${projectId}/${keep}`;
}

/**
 * Where sign-in sends the person afterwards: the app's page they asked for (kept in the router's
 * state), never another site (`//evil.example`, `https://...`) — else the home page.
 */
export function pathAfterSignIn(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\') && from !== '/sign-in' ? from : '/';
}
