import { describe, expect, it } from 'vitest';
import type { RouteContext, RouteDef } from '../route';
import { testRouteContext } from '../test-context';
import { conversationRoutes } from './conversations.routes';

const PROJECT = '3f1c2b9a-6d4e-4f00-9c2a-1b2c3d4e5f60';
const CONV = '8a0f5f8e-2b7c-4d3e-8f1a-9b2c3d4e5f60';
const ASSIGNMENT = '0b4c3f6e-1f0a-4c1e-9a57-3c1b7d2e8f90';
const AGENT = '11111111-2222-4333-8444-555555555555';
const MEMBER = '66666666-7777-4888-9999-aaaaaaaaaaaa';
const STRANGER = 'bbbbbbbb-cccc-4ddd-8eee-ffffffffffff';

const routes = conversationRoutes({
  isActiveMember: async (projectId, userId) => projectId === PROJECT && (userId === AGENT || userId === MEMBER),
  nameOf: async (projectId, userId) => (projectId === PROJECT && userId === AGENT ? 'Ana Agent' : null),
});
const route = (operationId: string): RouteDef => routes.find((r) => r.operationId === operationId)!;

/** A context recording its gRPC calls; `caller` as given. */
function recording(caller: RouteContext['caller']) {
  const calls: Array<{ method: string; request: Record<string, unknown> }> = [];
  const ctx: RouteContext = {
    ...testRouteContext(undefined, { projectId: PROJECT, caller }),
    clients: {
      call: (async (_service: string, method: string, request: Record<string, unknown>) => {
        calls.push({ method, request });
        return { assignment: { id: ASSIGNMENT }, conversations: [], before_cursor: '', after_cursor: '', has_older: false, has_newer: false };
      }) as RouteContext['clients']['call'],
    },
  };
  return { ctx, calls };
}
const agent: RouteContext['caller'] = { kind: 'user', userId: AGENT, role: 'agent', scopes: [] };
const admin: RouteContext['caller'] = { kind: 'user', userId: MEMBER, role: 'admin', scopes: [] };
const key: RouteContext['caller'] = { kind: 'key', keyId: 'k', scopes: ['full'] };
const input = (over: { params?: object; query?: object; body?: unknown }) => ({ params: {}, query: {}, body: undefined, headers: {}, ...over });

describe('conversation routes of the inbox (decision 0507)', () => {
  it('declares counts before /:conversation_id (else `counts` reads as an id)', () => {
    const paths = routes.filter((r) => r.method === 'get').map((r) => r.path);
    expect(paths).toEqual([
      '/messaging/conversations',
      '/messaging/conversations/counts',
      '/messaging/conversations/:conversation_id',
      '/messaging/conversations/:conversation_id/assignments',
      '/messaging/conversations/:conversation_id/notes',
      '/messaging/conversations/:conversation_id/workflow',
      '/messaging/conversations/:conversation_id/calls',
    ]);
  });

  it('assignee=me is the signed-in person; an API key asking for me is 400', async () => {
    const r = route('listConversations');
    const query = r.query!.parse({ assignee: 'me', inbox_status: 'open', q: 'ana' });
    const person = recording(agent);
    await r.handle(input({ query }), person.ctx);
    expect(person.calls[0]!.request).toMatchObject({ project_id: PROJECT, assignee: AGENT, inbox_status: 'open', q: 'ana' });
    const byKey = recording(key);
    await expect(r.handle(input({ query }), byKey.ctx)).rejects.toMatchObject({ reason: 'INVALID_ASSIGNEE' });
    expect(byKey.calls).toHaveLength(0);
    for (const bad of [{ assignee: 'someone' }, { inbox_status: 'closed' }, { q: '' }])
      expect(r.query!.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('contact_property[key]=value joins property=key:value; a fourth filter in all is 400 naming the limit', async () => {
    const r = route('listConversations');
    const query = r.query!.parse({ 'contact_property[plan]': 'pro', 'contact_property[city]': ['Rio', 'Recife'], property: 'vip:true' });
    const k = recording(key);
    await expect(r.handle(input({ query }), k.ctx)).rejects.toMatchObject({
      reason: 'TOO_MANY_FILTERS',
      message: 'at most 3 contact property filters at once',
    });
    const three = r.query!.parse({ 'contact_property[plan]': 'pro', 'contact_property[city]': 'Rio', property: 'vip:true' });
    await r.handle(input({ query: three }), k.ctx);
    expect(k.calls[0]!.request.property_filters).toEqual([
      { key: 'vip', value: 'true' },
      { key: 'plan', value: 'pro' },
      { key: 'city', value: 'Rio' },
    ]);
    expect(r.query!.safeParse({ 'contact_property[bad key]': 'x' }).success).toBe(false);
  });

  it('unread: the person reads their own (reader_user_id); unread=true with an API key is 400; marking read names the person, none for a key', async () => {
    const r = route('listConversations');
    const person = recording(agent);
    await r.handle(input({ query: r.query!.parse({ unread: 'true' }) }), person.ctx);
    expect(person.calls[0]!.request).toMatchObject({ reader_user_id: AGENT, unread: true });
    const byKey = recording(key);
    await r.handle(input({ query: r.query!.parse({}) }), byKey.ctx);
    expect([byKey.calls[0]!.request.reader_user_id, byKey.calls[0]!.request.unread]).toEqual([undefined, undefined]);
    await expect(r.handle(input({ query: r.query!.parse({ unread: 'true' }) }), byKey.ctx)).rejects.toMatchObject({ code: 3 });
    expect(byKey.calls).toHaveLength(1);
    const read = route('markConversationRead');
    await read.handle(input({ params: { conversation_id: CONV } }), person.ctx);
    await read.handle(input({ params: { conversation_id: CONV } }), byKey.ctx);
    expect([person.calls[1], byKey.calls[1]]).toEqual([
      { method: 'MarkConversationRead', request: { project_id: PROJECT, conversation_id: CONV, user_id: AGENT } },
      { method: 'MarkConversationRead', request: { project_id: PROJECT, conversation_id: CONV, user_id: undefined } },
    ]);
  });

  it('counts pass the person as me_user_id, none for a key', async () => {
    const r = route('countConversations');
    const person = recording(admin);
    await r.handle(input({ query: r.query!.parse({ assignee: 'unassigned' }) }), person.ctx);
    expect(person.calls[0]).toMatchObject({ method: 'CountConversations', request: { assignee: 'unassigned', me_user_id: MEMBER } });
    const byKey = recording(key);
    await r.handle(input({ query: r.query!.parse({}) }), byKey.ctx);
    expect(byKey.calls[0]!.request.me_user_id).toBeUndefined();
  });

  it('an agent assigns only to themself (403 otherwise, no call); a stranger or another project’s person is 422; created_by is the person', async () => {
    const r = route('createConversationAssignment');
    const body = (user_id: string) => r.body!.parse({ assignment: { user_id, notes: 'VIP' } });
    const a = recording(agent);
    await expect(r.handle(input({ params: { conversation_id: CONV }, body: body(MEMBER) }), a.ctx)).rejects.toMatchObject({ reason: 'FORBIDDEN' });
    expect(a.calls).toHaveLength(0);
    expect(await r.handle(input({ params: { conversation_id: CONV }, body: body(AGENT) }), a.ctx)).toMatchObject({ status: 201 });
    expect(a.calls[0]).toEqual({
      method: 'CreateConversationAssignment',
      request: { project_id: PROJECT, conversation_id: CONV, user_id: AGENT, notes: 'VIP', created_by_user_id: AGENT },
    });
    const k = recording(key);
    await expect(r.handle(input({ params: { conversation_id: CONV }, body: body(STRANGER) }), k.ctx)).rejects.toMatchObject({ reason: 'VALIDATION_FAILED' });
    const other = recording(key);
    await expect(
      r.handle(input({ params: { conversation_id: CONV }, body: body(MEMBER) }), { ...other.ctx, projectId: '99999999-9999-4999-8999-999999999999' }),
    ).rejects.toMatchObject({ reason: 'VALIDATION_FAILED', message: 'user_id: no active member of this project with this id' });
    expect([...k.calls, ...other.calls]).toHaveLength(0);
    await r.handle(input({ params: { conversation_id: CONV }, body: body(MEMBER) }), k.ctx);
    expect(k.calls[0]!.request.created_by_user_id).toBeUndefined();
  });

  it('PATCH an assignment: reassign checks the member, active:false unassigns, null notes clear; an empty patch or active:true is 400', async () => {
    const r = route('updateConversationAssignment');
    const params = { conversation_id: CONV, assignment_id: ASSIGNMENT };
    const a = recording(admin);
    await expect(r.handle(input({ params, body: r.body!.parse({ assignment: { user_id: STRANGER } }) }), a.ctx)).rejects.toMatchObject({
      reason: 'VALIDATION_FAILED',
    });
    await r.handle(input({ params, body: r.body!.parse({ assignment: { active: false, notes: null } }) }), a.ctx);
    expect(a.calls).toEqual([
      {
        method: 'UpdateConversationAssignment',
        request: { project_id: PROJECT, conversation_id: CONV, assignment_id: ASSIGNMENT, user_id: undefined, notes: '', active: false, by_user_id: MEMBER },
      },
    ]);
    for (const bad of [{ assignment: {} }, { assignment: { active: true } }, { assignment: { user_id: 'x' } }, {}])
      expect(r.body!.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('a note’s author is the person with their name, or the API key; an inbox embed writes none; the body is 1..4096', async () => {
    const r = route('createConversationNote');
    const body = r.body!.parse({ note: { body: 'Refund sent' } });
    const person = recording(agent);
    expect(await r.handle(input({ params: { conversation_id: CONV }, body }), person.ctx)).toMatchObject({ status: 201 });
    const k = recording(key);
    await r.handle(input({ params: { conversation_id: CONV }, body }), k.ctx);
    expect([person.calls[0], k.calls[0]]).toEqual([
      {
        method: 'CreateConversationNote',
        request: { project_id: PROJECT, conversation_id: CONV, body: 'Refund sent', author: { type: 'user', id: AGENT, name: 'Ana Agent' } },
      },
      { method: 'CreateConversationNote', request: { project_id: PROJECT, conversation_id: CONV, body: 'Refund sent', author: { type: 'api_key', id: 'k' } } },
    ]);
    const embed = recording({ kind: 'embed', embedId: 'e', scopeType: 'project', scopeId: PROJECT, scopes: [] });
    await expect(r.handle(input({ params: { conversation_id: CONV }, body }), embed.ctx)).rejects.toMatchObject({ reason: 'FORBIDDEN' });
    expect(embed.calls).toHaveLength(0);
    for (const bad of [{ note: { body: '' } }, { note: { body: 'x'.repeat(4097) } }, { note: { body: 'x', internal: true } }, {}])
      expect(r.body!.safeParse(bad).success, JSON.stringify(bad).slice(0, 40)).toBe(false);
  });

  it('PATCH a conversation takes { conversation: { inbox_status, snoozed_until? } } only', () => {
    const r = route('updateConversation');
    expect(r.errorStatuses).toEqual([400, 404, 422]);
    expect(r.body!.safeParse({ conversation: { inbox_status: 'snoozed', snoozed_until: '2026-12-01T09:00:00Z' } }).success).toBe(true);
    for (const bad of [{ conversation: { inbox_status: 'closed' } }, { conversation: { inbox_status: 'open', status: 'ended' } }, { conversation: {} }, {}])
      expect(r.body!.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
