import type { Role } from '../api/types';

/** The sections of the navigation and the roles that do not see them (an `agent` sees conversations only). */
export const SECTIONS: ReadonlyArray<{ path: string; label: string; hiddenFor: readonly Role[] }> = [
  { path: 'conversations', label: 'Conversations', hiddenFor: [] },
  { path: 'notifications', label: 'Notifications', hiddenFor: ['agent'] },
  { path: 'settings/profile', label: 'Settings › Profile', hiddenFor: ['agent'] },
];

/** The sections a role sees, in the navigation's order. */
export function sectionsFor(role: Role): typeof SECTIONS {
  return SECTIONS.filter((s) => !s.hiddenFor.includes(role));
}

/**
 * Where the project switcher goes: the same section in the other project when the person's role there
 * sees it (a conversation's page → the list, its id belongs to the first project), else its conversations.
 * `section` is the path after `/p/{project_id}/`.
 */
export function pathAfterSwitch(section: string, projectId: string, role: Role): string {
  const current = SECTIONS.find((s) => section === s.path || section.startsWith(`${s.path}/`));
  const keep = current && !current.hiddenFor.includes(role) ? current.path : 'conversations';
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
