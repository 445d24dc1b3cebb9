import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { embedApiClient, embedInboxApi, embedTokenOf, getEmbedInfo } from './embed-inbox-api';

const TOKEN = `emb_${'a'.repeat(43)}`;

/** A fetch that records its calls and answers `status` with `body`. */
function fakeFetch(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const f = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { f, calls };
}

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;
const page = { data: [], paging: { cursors: { before: null, after: null }, next: null, previous: null } };

describe('embedInboxApi', () => {
  it('calls {app_url}/embed/api with X-Embed-Token, no cookie and no CSRF token', async () => {
    const { f, calls } = fakeFetch(200, { data: { execution: null, ...page } });
    const client = embedApiClient(TOKEN, { fetch: f });
    client.setCsrfToken('never-sent');
    const api = embedInboxApi(client, TOKEN);
    await api.listConversations({ inbox_status: 'open', q: 'ana', assignee: 'me', unread: true }, 'cur', 20);
    await api.getConversation('c 1');
    await api.listMessages('c1', 'older');
    await api.getWorkflow('c1');
    await api.handoff('c1');
    await api.sendMessage('c1', { type: 'text', text: { body: 'hi' } }, 'key-1');
    await api.countConversations({ q: 'ana', assignee: 'me', unread: true });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET /app/embed/api/messaging/conversations?inbox_status=open&q=ana&limit=20&after=cur',
      'GET /app/embed/api/messaging/conversations/c%201',
      'GET /app/embed/api/messaging/messages?conversation_id=c1&limit=50&after=older',
      'GET /app/embed/api/messaging/conversations/c1/workflow',
      'POST /app/embed/api/messaging/conversations/c1/handoff',
      'POST /app/embed/api/messaging/conversations/c1/messages',
      // The status tabs' counts, on the same filters (an embed is no person: no `me`, no unread).
      'GET /app/embed/api/messaging/conversations/counts?q=ana',
    ]);
    for (const c of calls) {
      expect(headersOf(c.init)['x-embed-token']).toBe(TOKEN);
      expect(headersOf(c.init)['x-csrf-token']).toBeUndefined();
      expect(c.init.credentials).toBe('omit');
    }
    expect(headersOf(calls[5]!.init)['idempotency-key']).toBe('key-1');
    expect(JSON.parse(String(calls[5]!.init.body))).toEqual({ message: { type: 'text', text: { body: 'hi' } } });
  });

  it('is an embed: no status, assignment, notes, templates, thread control, contact details or unread', () => {
    const api = embedInboxApi(embedApiClient(TOKEN), TOKEN);
    expect(api.capabilities).toEqual({
      mode: 'embed',
      inboxStatus: false,
      assign: false,
      notes: false,
      templates: false,
      threadControl: false,
      contactDetails: false,
      unread: false,
    });
    expect(api.scopeKey).not.toContain(TOKEN);
  });

  it('refuses what an embed cannot do with a sentence, without calling the API', async () => {
    const { f, calls } = fakeFetch(200, {});
    const api = embedInboxApi(embedApiClient(TOKEN, { fetch: f }), TOKEN);
    const refusals = [
      api.updateInboxStatus('c1', 'resolved'),
      api.assign('c1', 'u1'),
      api.addNote('c1', 'x'),
      api.threadControl('c1', 'take'),
      api.listTemplates('pn', true),
      api.getContact('k1'),
    ];
    for (const r of refusals) {
      const err = await r.then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).message).toMatch(/^An embedded inbox cannot .+\.$/);
    }
    await api.markRead('c1');
    expect(calls).toEqual([]);
  });

  it('media and the live stream are same-origin URLs with the token in the path (an <img> or EventSource sends no header)', () => {
    const api = embedInboxApi(embedApiClient(TOKEN), TOKEN);
    expect(api.mediaUrl('m/1')).toBe(`/app/embed/${TOKEN}/media/m%2F1`);
    expect(api.liveUrl()).toBe(`/app/embed/${TOKEN}/live`);
  });

  it('reads the embed’s name, scope, mode and language; a refused token calls onUnauthorized', async () => {
    const info = { name: 'Support', scope_type: 'customer', scope_name: 'Acme', default_mode: 'dark', language: 'pt-BR' };
    const ok = fakeFetch(200, { data: info });
    expect(await getEmbedInfo(embedApiClient(TOKEN, { fetch: ok.f }))).toEqual(info);
    expect(ok.calls[0]!.url).toBe('/app/embed/api/embed');
    let refused = 0;
    const bad = fakeFetch(401, { error: 'Inbox embed has been revoked' });
    await expect(getEmbedInfo(embedApiClient(TOKEN, { fetch: bad.f, onUnauthorized: () => refused++ }))).rejects.toMatchObject({
      status: 401,
      message: 'Inbox embed has been revoked.',
    });
    expect(refused).toBe(1);
  });

  it('finds the token in the page’s path', () => {
    expect(embedTokenOf(`/app/embed/${TOKEN}`)).toBe(TOKEN);
    expect(embedTokenOf(`/app/embed/${TOKEN}/conversations/c1`)).toBe(TOKEN);
    expect(embedTokenOf('/app/p/x/conversations')).toBeNull();
    expect(embedTokenOf('/app/embed/api/embed')).toBeNull();
  });
});
