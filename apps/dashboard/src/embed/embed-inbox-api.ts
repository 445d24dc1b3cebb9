/**
 * The inbox of an inbox embed (decision 0017): `{app_url}/embed/api/...` with the embed's token in
 * `X-Embed-Token`, no cookie and no CSRF token (the page is framed by another site; the token is its
 * only credential). The embed API serves the scope's conversations and messages, replies, the workflow
 * holding a conversation and the handoff; anything else an embed cannot do is refused here with a
 * sentence, before any request (the API would refuse it anyway).
 */
import { ApiClient, ApiError, type ApiClientOptions } from '../api/client';
import { conversationMethods, filterParams, type ConversationCounts, type ConversationFilters, type InboxApi } from '../inbox/inbox-api';

/** Prefix of the embed's API: `{app_url}/embed/api`, same origin as the page. */
export const EMBED_API_ROOT = '/app/embed/api';

/** What the page knows of its embed (`GET {app_url}/embed/api/embed`). */
export interface EmbedInfo {
  name: string;
  scope_type: 'project' | 'customer' | 'phone_number';
  scope_name: string;
  default_mode: 'system' | 'light' | 'dark';
  language: string;
}

const enc = encodeURIComponent;

/** The embed's token from the page's path `/app/embed/{token}[/...]`, or null. */
export function embedTokenOf(pathname: string): string | null {
  const m = /^\/app\/embed\/(emb_[A-Za-z0-9_-]+)(?:\/|$)/.exec(pathname);
  return m ? m[1]! : null;
}

/** The API client of an embed: root `/app/embed/api`, the token header on every call, no cookie. */
export function embedApiClient(token: string, opts: Pick<ApiClientOptions, 'fetch' | 'onUnauthorized'> = {}): ApiClient {
  return new ApiClient({ ...opts, root: EMBED_API_ROOT, credentials: 'omit', csrf: false, headers: { 'x-embed-token': token } });
}

/** The embed's name, scope, theme and language. */
export async function getEmbedInfo(client: ApiClient): Promise<EmbedInfo> {
  return (await client.get<{ data: EmbedInfo }>('/embed')).data;
}

/** A refusal of something an embedded inbox cannot do (403, never sent to the API). */
const cannot = (what: string) => new ApiError(403, `An embedded inbox cannot ${what}.`);

/** The list's filters an embed can use: not "mine" nor "unread" (an embed is nobody). */
function embedFilterParams(f: ConversationFilters): URLSearchParams {
  const q = filterParams(f);
  q.delete('unread');
  if (f.assignee === 'me') q.delete('assignee');
  return q;
}

/** The inbox of the embed whose token is `token`, through `client` ({@link embedApiClient}). */
export function embedInboxApi(client: ApiClient, token: string): InboxApi {
  return {
    capabilities: {
      mode: 'embed',
      inboxStatus: false,
      assign: false,
      notes: false,
      templates: false,
      threadControl: false,
      contactDetails: false,
      unread: false,
    },
    scopeKey: `embed:${token.slice(0, 12)}`,
    ...conversationMethods(client, (path) => path, embedFilterParams),
    async countConversations(filters) {
      return (await client.get<{ data: ConversationCounts }>(`/messaging/conversations/counts?${embedFilterParams(filters)}`)).data;
    },
    async threadControl() {
      throw cannot('take or release a thread');
    },
    async updateInboxStatus() {
      throw cannot('change a conversation’s status');
    },
    // Unread markers are per person; an embed is nobody, so there is nothing to mark.
    async markRead() {},
    async assign() {
      throw cannot('assign conversations');
    },
    async unassign() {
      throw cannot('assign conversations');
    },
    async listAssignments() {
      throw cannot('show assignments');
    },
    async listNotes() {
      throw cannot('show notes');
    },
    async addNote() {
      throw cannot('write notes');
    },
    async getContact() {
      throw cannot('show contact details');
    },
    async updateContactProperties() {
      throw cannot('change contact details');
    },
    async listMarketingPreferences() {
      throw cannot('show marketing preferences');
    },
    async listTemplates() {
      throw cannot('send templates');
    },
    async listMembers() {
      throw cannot('show the project’s members');
    },
    async listCalls() {
      throw cannot('show calls');
    },
    callArtifactUrl() {
      throw cannot('play call recordings');
    },
    async listPhoneNumbers() {
      throw cannot('list the project’s numbers');
    },
    mediaUrl(mediaId) {
      return `/app/embed/${enc(token)}/media/${enc(mediaId)}`;
    },
    liveUrl() {
      return `/app/embed/${enc(token)}/live`;
    },
  };
}
