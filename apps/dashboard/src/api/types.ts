/** Roles of a member in a project (decision 0014). */
export type Role = 'owner' | 'admin' | 'developer' | 'agent' | 'viewer';

/** One of the person's projects, as `GET /me` lists it. */
export interface ProjectOfMe {
  id: string;
  name: string;
  role: Role;
  membership_id: string;
  /** What the role allows, `area:read|write` (decision 0014): e.g. `messaging:write`. */
  grants: string[];
}

/** The areas roles are granted over (decision 0014): the API's scope groups and the conversations. */
export type Area = 'messaging' | 'conversations' | 'automation' | 'billing' | 'logs' | 'keys' | 'users' | 'audit';

/** `GET /me`'s data. */
export interface Me {
  user: { id: string; email: string; name: string | null; totp_enabled: boolean; created_at: string };
  projects: ProjectOfMe[];
  session_id: string;
  csrf_token: string;
}

/** A notification (decision 0020). */
export interface Notification {
  id: string;
  project_id: string;
  kind: string;
  title: string;
  body: string;
  link_path: string | null;
  status: 'unread' | 'read';
  created_at: string;
  read_at: string | null;
}
