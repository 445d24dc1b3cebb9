/** Which roles a person may hand out and whom they may change (decision 0014), as the API rules them. */
import type { Role } from '../../../api/types';

/** The roles, widest first. */
export const ROLES: readonly Role[] = ['owner', 'admin', 'developer', 'agent', 'viewer'];

/** What each role may do, in words (shown beside the role picker). */
export const ROLE_WORDS: Record<Role, string> = {
  owner: 'Owner — everything, including owners',
  admin: 'Admin — everything but owners',
  developer: 'Developer — builds messaging and automation, manages keys',
  agent: 'Agent — handles conversations only',
  viewer: 'Viewer — reads everything, changes nothing',
};

/** The roles `caller` may give: an owner every role, an admin every role but owner, anyone else none. */
export function assignableRoles(caller: Role, canWriteUsers: boolean): Role[] {
  if (!canWriteUsers) return [];
  return caller === 'owner' ? [...ROLES] : ROLES.filter((r) => r !== 'owner');
}

/** Whether `caller` may change or remove a member holding `target` (only an owner touches owners). */
export function canManage(caller: Role, target: Role, canWriteUsers: boolean): boolean {
  if (!canWriteUsers) return false;
  return target !== 'owner' || caller === 'owner';
}

/** A member's status in words. */
export function memberStatusWords(status: 'invited' | 'active', invitationExpiresAt: string | null, now = Date.now()): string {
  if (status === 'active') return 'Active';
  if (invitationExpiresAt && new Date(invitationExpiresAt).getTime() <= now) return 'Invitation expired';
  return 'Invited';
}
