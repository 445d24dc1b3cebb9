/**
 * The inbox's contract with the platform: every read and write the inbox pages make, as one
 * interface with two implementations — a signed-in member (`{app_url}/api/v1/projects/{id}/...`, the
 * session cookie and CSRF token) and an inbox embed (`{app_url}/embed/api/...` with `X-Embed-Token`,
 * decision 0017). The pages never build URLs themselves: they call this, so the same components serve
 * the dashboard and the embed. Query keys of the inbox are here too (the live stream invalidates them).
 */
import { ApiError, type ApiClient } from '../api/client';

// ---- shapes of the API ------------------------------------------------------------------------

export type InboxStatus = 'open' | 'pending' | 'resolved' | 'snoozed';
export type ThreadHandler = 'this_app' | 'other_app' | 'upstream_agent' | 'idle';

/** A conversation (`svc.contacts.v1.Conversation` as the API answers it). */
export interface InboxConversation {
  id: string;
  phone_number_id: string;
  contact_id: string;
  phone_number?: string | null;
  business_scoped_user_id?: string | null;
  contact_name?: string | null;
  status: 'active' | 'ended';
  inactive: boolean;
  last_active_at: string;
  last_inbound_at?: string | null;
  last_outbound_at?: string | null;
  /** End of the 24-hour customer-service window; null/absent: no inbound message yet (templates only). */
  service_window_expires_at?: string | null;
  messages_count: number;
  last_message_type?: string | null;
  last_message_text?: string | null;
  last_message_at?: string | null;
  last_message_direction?: 'inbound' | 'outbound' | null;
  created_at: string;
  updated_at: string;
  /** Set on numbers shared with another app (decision 0231). */
  thread?: { handler: ThreadHandler; owner_app_id?: string | null; changed_at: string } | null;
  inbox_status: InboxStatus;
  snoozed_until?: string | null;
  assigned_user_id?: string | null;
  /** Unread inbound messages for the signed-in person (null for an embed). */
  unread_count?: number | null;
}

/** A message of a conversation (`svc.contacts.v1.Message`). */
export interface InboxMessage {
  id: string;
  wamid: string;
  conversation_id: string;
  phone_number_id: string;
  direction: 'inbound' | 'outbound';
  origin: 'cloud_api' | 'business_app' | 'history_sync';
  /** Upstream type: text, image, audio, video, document, sticker, location, contacts, interactive, button, reaction, order, system, unsupported, ... */
  type: string;
  status: 'pending' | 'sent' | 'delivered' | 'read' | 'played' | 'failed' | 'received';
  /** The type's object as the upstream sent it (e.g. `{ body }` for text, `{ latitude, longitude, name, address }` for location). */
  content: Record<string, unknown>;
  text?: string | null;
  has_media: boolean;
  media?: { id: string; mime_type?: string | null; sha256?: string | null; filename?: string | null; caption?: string | null } | null;
  statuses: Array<{ status: string; timestamp: string; raw?: Record<string, unknown> }>;
  /** The upstream's errors of a failed message (`{ code, title, message, error_data: { details } }`). */
  errors: Array<Record<string, unknown>>;
  context_wamid?: string | null;
  timestamp: string;
  created_at: string;
}

export interface CursorPaging {
  cursors: { before: string | null; after: string | null };
  next: string | null;
  previous: string | null;
}
export interface Page<T> {
  data: T[];
  paging: CursorPaging;
}

export interface ConversationCounts {
  open: number;
  pending: number;
  resolved: number;
  snoozed: number;
  unassigned: number;
  mine: number | null;
  total: number;
}

/** The list's filters (decision 0507); `contact_property` at most three. */
export interface ConversationFilters {
  phone_number_id?: string;
  inbox_status?: InboxStatus;
  assignee?: 'me' | 'unassigned' | string;
  unread?: boolean;
  q?: string;
  contact_property?: Array<{ key: string; value: string }>;
}

export interface Assignment {
  id: string;
  conversation_id: string;
  user_id: string;
  created_by_user_id?: string | null;
  notes?: string | null;
  active: boolean;
  created_at: string;
}

export interface Note {
  id: string;
  conversation_id: string;
  body: string;
  author: { type: 'user' | 'api_key'; id: string; name: string | null };
  created_at: string;
}

export interface Contact {
  id: string;
  phone_number?: string | null;
  business_scoped_user_id?: string | null;
  name?: string | null;
  username?: string | null;
  properties: Record<string, string | number | boolean>;
  presence: Array<{ phone_number_id: string; last_seen_at: string }>;
  created_at: string;
}

export interface MarketingPreference {
  phone_number_id: string;
  status: 'stopped' | 'resumed';
  source: string;
  updated_at: string;
}

/** An approved (or other) message template of a number's business account, as the upstream describes it. */
export interface Template {
  id: string;
  name: string;
  language: string;
  category: string;
  status: string;
  parameter_format: 'NAMED' | 'POSITIONAL' | string;
  components: Array<Record<string, unknown>>;
}

/** A recording's or transcription's state, estimated from the call's end (the upstream keeps them for a while; decision 0220). */
export interface CallArtifactState {
  state: 'absent' | 'available' | 'expired';
  expires_at: string | null;
}

/** A call with the contact on the conversation's number (messaging-proxy's call store, decisions 0220 and 0024). */
export interface InboxCall {
  id: string;
  call_id: string;
  phone_number_id: string;
  direction: 'inbound' | 'outbound';
  status: 'initiated' | 'ringing' | 'answered' | 'completed' | 'failed';
  /** Phone numbers (digits) of the caller and the called. */
  from: string;
  to: string;
  started_at: string;
  answered_at: string | null;
  ended_at: string | null;
  duration_seconds: number | null;
  /** `available`: `callArtifactUrl(id, 'recording')` serves it; `expired`: the upstream no longer keeps it. */
  recording: CallArtifactState;
  transcription: CallArtifactState;
}

/** A member of the project, for assignment pickers and names. */
export interface Member {
  user_id: string;
  name: string | null;
  email: string;
  role: string;
}

/** The workflow execution holding a conversation (running or waiting: replies wait for a handoff). */
export interface HoldingExecution {
  id: string;
  workflow_id: string;
  status: 'running' | 'waiting' | 'handoff' | 'ended' | 'failed';
}

/** A reply: the upstream message object without `to` / `messaging_product` (text, media by link, interactive, template, reaction). */
export type OutgoingMessage = { type: string } & Record<string, unknown>;

// ---- the interface ----------------------------------------------------------------------------

/** What the inbox may do in this mode; the API enforces it anyway, the UI only hides. */
export interface InboxCapabilities {
  mode: 'member' | 'embed';
  /** Inbox status changes (open/pending/resolved/snoozed). */
  inboxStatus: boolean;
  assign: boolean;
  notes: boolean;
  /** Template replies outside the 24-hour window. */
  templates: boolean;
  /** Take and release a thread on a shared number. */
  threadControl: boolean;
  /** Contact details, properties and marketing preferences. */
  contactDetails: boolean;
  /** Unread markers per person (a member only). */
  unread: boolean;
}

export interface InboxApi {
  readonly capabilities: InboxCapabilities;
  /** A stable key for the query cache (project id, or the embed's). */
  readonly scopeKey: string;
  listConversations(filters: ConversationFilters, after?: string | null, limit?: number): Promise<Page<InboxConversation>>;
  countConversations(filters: ConversationFilters): Promise<ConversationCounts>;
  getConversation(id: string): Promise<InboxConversation>;
  /** Newest first; `after` = older page. */
  listMessages(conversationId: string, after?: string | null, limit?: number): Promise<Page<InboxMessage>>;
  /** Sends through the guarded send path; `idempotencyKey` makes a retry safe. Refusals throw an ApiError whose message is a sentence. */
  sendMessage(conversationId: string, message: OutgoingMessage, idempotencyKey: string): Promise<{ wamid: string; status: 'accepted' }>;
  /** The execution holding the conversation, or null. */
  getWorkflow(conversationId: string): Promise<HoldingExecution | null>;
  handoff(conversationId: string): Promise<HoldingExecution | null>;
  threadControl(conversationId: string, action: 'take' | 'release'): Promise<InboxConversation>;
  updateInboxStatus(conversationId: string, inboxStatus: InboxStatus, snoozedUntil?: string | null): Promise<InboxConversation>;
  markRead(conversationId: string): Promise<void>;
  assign(conversationId: string, userId: string, notes?: string): Promise<Assignment>;
  unassign(conversationId: string, assignmentId: string): Promise<Assignment>;
  listAssignments(conversationId: string): Promise<Assignment[]>;
  listNotes(conversationId: string, after?: string | null): Promise<Page<Note>>;
  addNote(conversationId: string, body: string): Promise<Note>;
  getContact(contactId: string): Promise<Contact>;
  updateContactProperties(contactId: string, properties: Record<string, string | number | boolean | null>): Promise<Contact>;
  listMarketingPreferences(contactId: string): Promise<MarketingPreference[]>;
  /** Templates of the number's business account (APPROVED only when `approvedOnly`). */
  listTemplates(phoneNumberId: string, approvedOnly: boolean): Promise<Template[]>;
  listMembers(): Promise<Member[]>;
  /** Calls between the conversation's number and its contact, newest first, 50 a page. */
  listCalls(conversationId: string, after?: string | null): Promise<Page<InboxCall>>;
  /** Same-origin URL of a call's recording (audio) or transcription preview (JSON). */
  callArtifactUrl(callId: string, kind: 'recording' | 'transcription'): string;
  /** The project's numbers, for the number filter. */
  listPhoneNumbers(): Promise<Array<{ phone_number_id: string; display_phone_number?: string | null; verified_name?: string | null }>>;
  /** Same-origin URL the browser loads a media from (img/video/audio src, download link). */
  mediaUrl(mediaId: string): string;
  /** URL of the live stream (SSE; decision 0022). */
  liveUrl(): string;
}

// ---- query keys (the live stream invalidates these) -------------------------------------------

export const inboxKeys = {
  all: (scope: string) => ['inbox', scope] as const,
  conversations: (scope: string) => ['inbox', scope, 'conversations'] as const,
  counts: (scope: string) => ['inbox', scope, 'counts'] as const,
  conversation: (scope: string, id: string) => ['inbox', scope, 'conversation', id] as const,
  messages: (scope: string, id: string) => ['inbox', scope, 'messages', id] as const,
  workflow: (scope: string, id: string) => ['inbox', scope, 'workflow', id] as const,
  assignments: (scope: string, id: string) => ['inbox', scope, 'assignments', id] as const,
  notes: (scope: string, id: string) => ['inbox', scope, 'notes', id] as const,
  contact: (scope: string, id: string) => ['inbox', scope, 'contact', id] as const,
  templates: (scope: string, phoneNumberId: string) => ['inbox', scope, 'templates', phoneNumberId] as const,
  calls: (scope: string, id: string) => ['inbox', scope, 'calls', id] as const,
  members: (scope: string) => ['inbox', scope, 'members'] as const,
  numbers: (scope: string) => ['inbox', scope, 'numbers'] as const,
};

// ---- the member implementation ----------------------------------------------------------------

/** The list's filters as query parameters (`contact_property[key]=value`). */
export function filterParams(f: ConversationFilters): URLSearchParams {
  const q = new URLSearchParams();
  if (f.phone_number_id) q.set('phone_number_id', f.phone_number_id);
  if (f.inbox_status) q.set('inbox_status', f.inbox_status);
  if (f.assignee) q.set('assignee', f.assignee);
  if (f.unread) q.set('unread', 'true');
  if (f.q) q.set('q', f.q);
  for (const p of f.contact_property ?? []) q.append(`contact_property[${p.key}]`, p.value);
  return q;
}

const enc = encodeURIComponent;

/**
 * What every mode does the same way on its own path prefix (`prefix('')` is the API's root of the
 * mode): the list page, one conversation, its messages, a reply, its workflow and the handoff.
 */
export function conversationMethods(
  client: ApiClient,
  prefix: (path: string) => string,
  listParams: (f: ConversationFilters) => URLSearchParams,
): Pick<InboxApi, 'listConversations' | 'getConversation' | 'listMessages' | 'sendMessage' | 'getWorkflow' | 'handoff'> {
  const conv = (id: string) => prefix(`/messaging/conversations/${enc(id)}`);
  return {
    async listConversations(filters, after, limit = 30) {
      const q = listParams(filters);
      q.set('limit', String(limit));
      if (after) q.set('after', after);
      return client.get(prefix(`/messaging/conversations?${q}`));
    },
    async getConversation(id) {
      return (await client.get<{ data: InboxConversation }>(conv(id))).data;
    },
    async listMessages(conversationId, after, limit = 50) {
      const q = new URLSearchParams({ conversation_id: conversationId, limit: String(limit) });
      if (after) q.set('after', after);
      return client.get(prefix(`/messaging/messages?${q}`));
    },
    async sendMessage(conversationId, message, idempotencyKey) {
      return (
        await client.request<{ data: { wamid: string; status: 'accepted' } }>(
          'POST',
          `${conv(conversationId)}/messages`,
          { message },
          { 'idempotency-key': idempotencyKey },
        )
      ).data;
    },
    async getWorkflow(conversationId) {
      return (await client.get<{ data: { execution: HoldingExecution | null } }>(`${conv(conversationId)}/workflow`)).data.execution;
    },
    async handoff(conversationId) {
      return (await client.post<{ data: { execution: HoldingExecution | null } }>(`${conv(conversationId)}/handoff`)).data.execution;
    },
  };
}

/** The inbox of a signed-in member of `projectId`: `{app_url}/api/v1/projects/{id}` + the {base_url} routes. */
export function memberInboxApi(api: ApiClient, projectId: string): InboxApi {
  const p = (path: string) => `/projects/${enc(projectId)}${path}`;
  const conv = (id: string) => p(`/messaging/conversations/${enc(id)}`);
  return {
    capabilities: { mode: 'member', inboxStatus: true, assign: true, notes: true, templates: true, threadControl: true, contactDetails: true, unread: true },
    scopeKey: projectId,
    ...conversationMethods(api, p, filterParams),
    async countConversations(filters) {
      return (await api.get<{ data: ConversationCounts }>(p(`/messaging/conversations/counts?${filterParams(filters)}`))).data;
    },
    async threadControl(conversationId, action) {
      return (await api.post<{ data: { conversation: InboxConversation } }>(`${conv(conversationId)}/thread_control`, { action })).data.conversation;
    },
    async updateInboxStatus(conversationId, inboxStatus, snoozedUntil) {
      const conversation: Record<string, unknown> = { inbox_status: inboxStatus };
      if (snoozedUntil) conversation.snoozed_until = snoozedUntil;
      return (await api.request<{ data: InboxConversation }>('PATCH', conv(conversationId), { conversation })).data;
    },
    async markRead(conversationId) {
      await api.post(`${conv(conversationId)}/read`);
    },
    async assign(conversationId, userId, notes) {
      return (
        await api.post<{ data: Assignment }>(`${conv(conversationId)}/assignments`, { assignment: notes ? { user_id: userId, notes } : { user_id: userId } })
      ).data;
    },
    async unassign(conversationId, assignmentId) {
      return (await api.request<{ data: Assignment }>('PATCH', `${conv(conversationId)}/assignments/${enc(assignmentId)}`, { assignment: { active: false } }))
        .data;
    },
    async listAssignments(conversationId) {
      return (await api.get<{ data: Assignment[] }>(`${conv(conversationId)}/assignments`)).data;
    },
    async listNotes(conversationId, after) {
      return api.get(`${conv(conversationId)}/notes?limit=50${after ? `&after=${enc(after)}` : ''}`);
    },
    async addNote(conversationId, body) {
      return (await api.post<{ data: Note }>(`${conv(conversationId)}/notes`, { note: { body } })).data;
    },
    async getContact(contactId) {
      return (await api.get<{ data: Contact }>(p(`/messaging/contacts/${enc(contactId)}`))).data;
    },
    async updateContactProperties(contactId, properties) {
      return (await api.request<{ data: Contact }>('PATCH', p(`/messaging/contacts/${enc(contactId)}`), { contact: { properties } })).data;
    },
    async listMarketingPreferences(contactId) {
      return (await api.get<{ data: MarketingPreference[] }>(p(`/messaging/contacts/${enc(contactId)}/marketing_preferences`))).data;
    },
    async listTemplates(phoneNumberId, approvedOnly) {
      const q = approvedOnly ? '?status=APPROVED&limit=100' : '?limit=100';
      return (await api.get<{ data: Template[] }>(p(`/messaging/phone_numbers/${enc(phoneNumberId)}/message_templates${q}`))).data;
    },
    async listMembers() {
      return (await api.get<{ data: Member[] }>(p('/members'))).data;
    },
    async listCalls(conversationId, after) {
      return api.get(`${conv(conversationId)}/calls?limit=50${after ? `&after=${enc(after)}` : ''}`);
    },
    callArtifactUrl(callId, kind) {
      return `/app/api/v1${p(`/messaging_calls/${enc(callId)}/artifacts/${kind}`)}`;
    },
    async listPhoneNumbers() {
      return (
        await api.get<{ data: Array<{ phone_number_id: string; display_phone_number?: string | null; verified_name?: string | null }> }>(
          p('/messaging/phone_numbers?per_page=100'),
        )
      ).data;
    },
    mediaUrl(mediaId) {
      return `/app/api/v1${p(`/media/${enc(mediaId)}`)}`;
    },
    liveUrl() {
      return `/app/api/v1${p('/live')}`;
    },
  };
}

/** True when the refusal is the API's "not found" (a conversation gone or outside the scope). */
export const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;
