import { describe, expect, it } from 'vitest';
import type { RouteContext } from '../route';
import { testRouteContext } from '../test-context';
import { controlThread, projectConversation, replyHandlers, windowOpen } from './conversation-replies';

const PROJECT = '3f1c2b9a-6d4e-4f00-9c2a-1b2c3d4e5f60';
const CONV = '8a0f5f8e-2b7c-4d3e-8f1a-9b2c3d4e5f60';
const USER = '11111111-2222-4333-8444-555555555555';
const EMBED = '66666666-7777-4888-9999-aaaaaaaaaaaa';
const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

type Call = { service: string; method: string; request: Record<string, unknown> };

/** A context whose gRPC peers answer from `answers` (by method), recording the calls. */
function peers(caller: RouteContext['caller'], answers: Record<string, unknown | ((req: Record<string, unknown>) => unknown)>) {
  const calls: Call[] = [];
  const ctx: RouteContext = {
    ...testRouteContext(undefined, { projectId: PROJECT, caller }),
    clients: {
      call: (async (service: string, method: string, request: Record<string, unknown>) => {
        calls.push({ service, method, request });
        const a = answers[method];
        return typeof a === 'function' ? (a as (r: Record<string, unknown>) => unknown)(request) : a;
      }) as RouteContext['clients']['call'],
    },
  };
  return { ctx, calls };
}

const conversation = (over: Record<string, unknown> = {}) => ({
  id: CONV,
  phone_number_id: '4242',
  phone_number: '15550001111',
  service_window_expires_at: inAnHour(),
  ...over,
});
const user: RouteContext['caller'] = { kind: 'user', userId: USER, role: 'agent', scopes: [] };
const key: RouteContext['caller'] = { kind: 'key', keyId: 'key-1', scopes: ['full'] };
const embed: RouteContext['caller'] = { kind: 'embed', embedId: EMBED, scopeType: 'project', scopeId: PROJECT, scopes: [] };
const sendInput = (message: unknown, k = 'k-1') => ({ params: { conversation_id: CONV }, query: {}, body: { message }, headers: { 'idempotency-key': k } });
const text = { type: 'text', text: { body: 'hi' } };
const template = { type: 'template', template: { name: 'order_update', language: { code: 'en_US' } } };
const accepted = { accepted: true, wamid: 'wamid.1', http_status: 200, code: '', upstream_error_code: 0 };

const handlers = replyHandlers(projectConversation);

describe('replies (decision 0023)', () => {
  it('the window: open until service_window_expires_at; absent or past is closed', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(windowOpen({ service_window_expires_at: '2026-01-01T12:00:01Z' }, now)).toBe(true);
    expect(windowOpen({ service_window_expires_at: '2026-01-01T12:00:00Z' }, now)).toBe(false);
    expect(windowOpen({ service_window_expires_at: undefined }, now)).toBe(false);
    expect(windowOpen({ service_window_expires_at: '' }, now)).toBe(false);
  });

  it('sends under the caller’s source and key space: a person, an API key, an embed', async () => {
    for (const [caller, source, prefix] of [
      [user, `user:${USER}`, `user:${USER}:`],
      [key, 'api_key:key-1', 'api_key:key-1:'],
      [embed, `inbox_embed:${EMBED}`, `embed:${EMBED}:`],
    ] as const) {
      const p = peers(caller, { GetConversation: { conversation: conversation() }, GetConversationOwner: {}, SendMessage: accepted });
      const r = await handlers.send(sendInput(text, 'abc'), p.ctx);
      expect(r).toEqual({ status: 201, body: { data: { wamid: 'wamid.1', status: 'accepted' } } });
      const sent = p.calls.find((c) => c.method === 'SendMessage')!.request;
      expect(sent).toMatchObject({ project_id: PROJECT, phone_number_id: '4242', source, idempotency_key: `${prefix}abc`, take_control: false });
    }
  });

  it('outside the window: text is 422 outside_window before anything is sent; a template goes out', async () => {
    for (const over of [{ service_window_expires_at: undefined }, { service_window_expires_at: new Date(Date.now() - 1000).toISOString() }]) {
      const p = peers(user, { GetConversation: { conversation: conversation(over) }, GetConversationOwner: {}, SendMessage: accepted });
      await expect(handlers.send(sendInput(text), p.ctx)).rejects.toMatchObject({
        reason: 'VALIDATION_FAILED',
        publicFields: { code: 'outside_window' },
        publicMessage: 'The customer last wrote more than 24 hours ago (or never): only an approved template can be sent until they write again.',
      });
      expect(p.calls.map((c) => c.method)).not.toContain('SendMessage');
      expect((await handlers.send(sendInput(template), p.ctx)).status).toBe(201);
    }
  });

  it('a retry whose first send was accepted answers the first wamid (duplicate_send); other refusals are sentences', async () => {
    const dup = peers(user, {
      GetConversation: { conversation: conversation() },
      GetConversationOwner: {},
      SendMessage: { accepted: false, wamid: 'wamid.first', http_status: 409, code: 'duplicate_send', upstream_error_code: 0 },
    });
    expect((await handlers.send(sendInput(text), dup.ctx)).body).toEqual({ data: { wamid: 'wamid.first', status: 'accepted' } });
    const opted = peers(user, {
      GetConversation: { conversation: conversation() },
      GetConversationOwner: {},
      SendMessage: { accepted: false, wamid: '', http_status: 422, code: 'marketing_preference_stopped', upstream_error_code: 0 },
    });
    await expect(handlers.send(sendInput(template), opted.ctx)).rejects.toMatchObject({
      reason: 'VALIDATION_FAILED',
      publicFields: { code: 'marketing_preference_stopped' },
      publicMessage: expect.stringMatching(/^The contact asked to stop marketing messages/),
    });
  });

  it('a workflow running or waiting holds the conversation: 409 workflow_active, nothing sent', async () => {
    const p = peers(user, {
      GetConversation: { conversation: conversation() },
      GetConversationOwner: { execution: { id: 'e', workflow_id: 'w', status: 'waiting' } },
      SendMessage: accepted,
    });
    await expect(handlers.send(sendInput(text), p.ctx)).rejects.toMatchObject({ publicFields: { code: 'workflow_active' } });
    expect(p.calls.map((c) => c.method)).not.toContain('SendMessage');
  });

  it('an embed sends no template nor reaction (422 with a sentence), before reading anything', async () => {
    for (const message of [template, { type: 'reaction', reaction: { message_id: 'wamid.x', emoji: '👍' } }]) {
      const p = peers(embed, { GetConversation: { conversation: conversation() } });
      await expect(handlers.send(sendInput(message), p.ctx)).rejects.toMatchObject({
        reason: 'VALIDATION_FAILED',
        publicFields: { code: 'message_type_not_allowed' },
      });
      expect(p.calls).toEqual([]);
    }
  });
});

describe('thread control (decision 0023)', () => {
  const input = (action: string) => ({ params: { conversation_id: CONV }, query: {}, body: { action }, headers: {} });

  it('answers the conversation read back; until contacts caught up, with the thread ControlThread recorded', async () => {
    const at = new Date().toISOString();
    let reads = 0;
    const p = peers(user, {
      GetConversation: () => ({
        conversation: conversation({ thread: reads++ === 0 ? { handler: 'other_app', changed_at: '2026-01-01T00:00:00Z' } : undefined }),
      }),
      ControlThread: { shared: true, thread: { handler: 'this_app', owner_app_id: '1234', changed_at: at } },
    });
    const r = await controlThread(input('take'), p.ctx);
    expect(p.calls.find((c) => c.method === 'ControlThread')!.request).toEqual({
      project_id: PROJECT,
      phone_number_id: '4242',
      recipient: '15550001111',
      action: 'take',
    });
    expect((r.body as { data: { conversation: { thread: unknown } } }).data.conversation.thread).toEqual({
      handler: 'this_app',
      owner_app_id: '1234',
      changed_at: at,
    });
  });

  it('contacts caught up: its conversation as it is; a number not shared: the conversation unchanged, no second read', async () => {
    const at = new Date().toISOString();
    const caught = peers(user, {
      GetConversation: { conversation: conversation({ thread: { handler: 'idle', changed_at: at, inbox_status: 'open' } }) },
      ControlThread: { shared: true, thread: { handler: 'idle', owner_app_id: '', changed_at: at } },
    });
    const r = await controlThread(input('release'), caught.ctx);
    expect((r.body as { data: { conversation: { thread: unknown } } }).data.conversation.thread).toEqual({
      handler: 'idle',
      changed_at: at,
      inbox_status: 'open',
    });
    const alone = peers(user, { GetConversation: { conversation: conversation() }, ControlThread: { shared: false } });
    const same = await controlThread(input('take'), alone.ctx);
    expect((same.body as { data: { conversation: { id: string } } }).data.conversation.id).toBe(CONV);
    expect(alone.calls.filter((c) => c.method === 'GetConversation')).toHaveLength(1);
  });
});
