/**
 * The inbox's conversation API end to end (issue 37 items 1, 2, 5; decision 0507): a person signs in
 * to the dashboard API, filters the conversations, sets an inbox status, assigns (an agent only to
 * themself), reassigns, unassigns and reads the counts, through the gateway and the contacts service.
 * Another project's conversations and people answer like unknown ones. Risks removed: the inbox
 * showing or changing another tenant's conversation, a person assigned to a project they are not in,
 * counts that disagree with the list.
 */
import { randomUUID } from 'node:crypto';
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCall, signIn, type DashboardSession } from '@platform/testing';
import { startStack, type Stack } from '../src';

let stack: Stack;
let db: Knex;
let a: { projectId: string; apiKey: string };
let b: { projectId: string; apiKey: string };
let owner: DashboardSession;
let ownerId = '';
let agent: DashboardSession;
let agentId = '';
let bOwnerId = '';
const conv: Record<string, string> = {};

/** An active member of the project with a password, signed in; answers the session and the person's user id. */
async function person(projectId: string, role: 'owner' | 'agent'): Promise<{ session: DashboardSession; userId: string }> {
  const email = `${role}-${randomUUID()}@inbox.test`;
  const added = (await stack.admin(['user', 'add-owner', '--project', projectId, '--email', email, '--json'])) as {
    id: string;
    user_id: string;
    password: string;
  };
  if (role !== 'owner') {
    const r = await stack.api(a.apiKey, 'PATCH', `/users/${added.id}`, { user: { role } });
    expect(r.status).toBe(200);
  }
  return { session: await signIn(stack.gatewayUrl, email, added.password), userId: added.user_id };
}

/** A conversation of `projectId` with a contact named `name`, active `minutesAgo`. */
async function conversation(projectId: string, name: string, phone: string, minutesAgo: number, tier = 'gold'): Promise<string> {
  const contacts = () => db.withSchema(`${stack.id}_contacts`);
  const at = new Date(Date.now() - minutesAgo * 60_000);
  const contactId = randomUUID();
  const id = randomUUID();
  await contacts()
    .table('contacts')
    .insert({ id: contactId, project_id: projectId, name, phone_number: phone, properties: { tier }, created_at: at, updated_at: at });
  await contacts().table('conversations').insert({
    id,
    project_id: projectId,
    phone_number_id: '4242',
    contact_id: contactId,
    status: 'active',
    last_active_at: at,
    created_at: at,
    updated_at: at,
  });
  return id;
}

const inA = (path: string) => `/projects/${a.projectId}${path}`;

beforeAll(async () => {
  stack = await startStack({ services: ['contacts'] });
  db = knex({ client: 'pg', connection: stack.env.DATABASE_URL, pool: { min: 0, max: 2 } });
  a = await stack.createProject('pro');
  b = await stack.createProject('pro');
  ({ session: owner, userId: ownerId } = await person(a.projectId, 'owner'));
  ({ session: agent, userId: agentId } = await person(a.projectId, 'agent'));
  bOwnerId = ((await stack.admin(['user', 'add-owner', '--project', b.projectId, '--email', `b-${randomUUID()}@inbox.test`, '--json'])) as { user_id: string })
    .user_id;
  conv.lucia = await conversation(a.projectId, 'Lúcia Prado', '5511911110001', 1);
  conv.rafa = await conversation(a.projectId, 'Rafael Dias', '5511911110002', 2, 'silver');
  conv.theirs = await conversation(b.projectId, 'Lúcia Prado', '5511911110001', 0);
}, 180_000);

afterAll(async () => {
  await db?.destroy();
  await stack?.stop();
});

describe('the inbox conversation API through the gateway', () => {
  it('a person filters, sets a status, assigns, reassigns and unassigns; counts follow', async () => {
    const list = async (q: string) => {
      const r = await appCall(stack.gatewayUrl, owner, 'GET', inA(`/messaging/conversations?${q}`));
      expect(r.status).toBe(200);
      return (r.body.data as Array<{ id: string }>).map((c) => c.id);
    };
    expect(await list('')).toEqual([conv.lucia, conv.rafa]);
    expect(await list('q=lucia')).toEqual([]);
    expect(await list('q=L%C3%BAcia')).toEqual([conv.lucia]);
    expect(await list('q=0002')).toEqual([conv.rafa]);

    const resolved = await appCall(stack.gatewayUrl, owner, 'PATCH', inA(`/messaging/conversations/${conv.rafa}`), {
      conversation: { inbox_status: 'resolved' },
    });
    expect([resolved.status, resolved.body.data.inbox_status, resolved.body.data.assigned_user_id]).toEqual([200, 'resolved', null]);
    const badSnooze = await appCall(stack.gatewayUrl, owner, 'PATCH', inA(`/messaging/conversations/${conv.rafa}`), {
      conversation: { inbox_status: 'snoozed', snoozed_until: '2020-01-01T00:00:00Z' },
    });
    expect(badSnooze.status).toBe(422);

    const assigned = await appCall(stack.gatewayUrl, owner, 'POST', inA(`/messaging/conversations/${conv.lucia}/assignments`), {
      assignment: { user_id: agentId, notes: 'Spanish speaker' },
    });
    expect(assigned.status).toBe(201);
    expect(assigned.body.data).toMatchObject({ user_id: agentId, created_by_user_id: ownerId, notes: 'Spanish speaker', active: true });
    expect(await list('assignee=unassigned')).toEqual([conv.rafa]);
    expect(await list(`assignee=${agentId}&inbox_status=open`)).toEqual([conv.lucia]);

    const mineForAgent = await appCall(stack.gatewayUrl, agent, 'GET', inA('/messaging/conversations?assignee=me'));
    expect(mineForAgent.body.data.map((c: { id: string }) => c.id)).toEqual([conv.lucia]);
    const counts = await appCall(stack.gatewayUrl, agent, 'GET', inA('/messaging/conversations/counts'));
    expect(counts.body.data).toEqual({ open: 1, pending: 0, resolved: 1, snoozed: 0, unassigned: 1, mine: 1, total: 2 });
    const gold = await appCall(stack.gatewayUrl, agent, 'GET', inA('/messaging/conversations/counts?contact_property[tier]=gold'));
    expect(gold.body.data).toEqual({ open: 1, pending: 0, resolved: 0, snoozed: 0, unassigned: 0, mine: 1, total: 1 });
    const four = await appCall(
      stack.gatewayUrl,
      agent,
      'GET',
      inA('/messaging/conversations?contact_property[a]=1&contact_property[b]=2&contact_property[c]=3&property=d:4'),
    );
    expect([four.status, four.body.error]).toEqual([400, 'at most 3 contact property filters at once']);

    // An agent assigns only to themself.
    const agentToOwner = await appCall(stack.gatewayUrl, agent, 'POST', inA(`/messaging/conversations/${conv.rafa}/assignments`), {
      assignment: { user_id: ownerId },
    });
    expect(agentToOwner.status).toBe(403);
    const agentToSelf = await appCall(stack.gatewayUrl, agent, 'POST', inA(`/messaging/conversations/${conv.rafa}/assignments`), {
      assignment: { user_id: agentId },
    });
    expect(agentToSelf.status).toBe(201);

    const reassigned = await appCall(stack.gatewayUrl, owner, 'PATCH', inA(`/messaging/conversations/${conv.lucia}/assignments/${assigned.body.data.id}`), {
      assignment: { user_id: ownerId },
    });
    expect(reassigned.body.data).toMatchObject({ user_id: ownerId, notes: 'Spanish speaker', active: true });
    const unassigned = await appCall(stack.gatewayUrl, owner, 'PATCH', inA(`/messaging/conversations/${conv.lucia}/assignments/${reassigned.body.data.id}`), {
      assignment: { active: false },
    });
    expect(unassigned.body.data.active).toBe(false);
    const history = await appCall(stack.gatewayUrl, owner, 'GET', inA(`/messaging/conversations/${conv.lucia}/assignments`));
    expect(history.body.data.map((x: { user_id: string; active: boolean }) => [x.user_id, x.active])).toEqual([
      [ownerId, false],
      [agentId, false],
    ]);
    const read = await appCall(stack.gatewayUrl, owner, 'GET', inA(`/messaging/conversations/${conv.lucia}`));
    expect(read.body.data).toMatchObject({ inbox_status: 'open', assigned_user_id: null });
  });

  it('unread is per person: a customer message is unread for each until they mark it read; an API key reads null', async () => {
    const contacts = () => db.withSchema(`${stack.id}_contacts`);
    const c = await contacts().table('conversations').where({ id: conv.rafa }).first('contact_id');
    const stored = new Date();
    // As counting an inbound message leaves the conversation: when its newest inbound message was stored (migration 0007).
    await contacts().table('conversations').where({ id: conv.rafa }).update({ last_inbound_stored_at: stored });
    await contacts()
      .table('messages')
      .insert({
        id: randomUUID(),
        project_id: a.projectId,
        wamid: `wamid.${randomUUID()}`,
        conversation_id: conv.rafa,
        contact_id: c.contact_id,
        phone_number_id: '4242',
        direction: 'inbound',
        origin: 'cloud_api',
        type: 'text',
        status: 'received',
        content: JSON.stringify({ body: 'still there?' }),
        timestamp: stored,
        created_at: stored,
        updated_at: stored,
      });
    const unreadOf = async (who: DashboardSession) =>
      (await appCall(stack.gatewayUrl, who, 'GET', inA('/messaging/conversations?unread=true'))).body.data.map((x: { id: string; unread_count: number }) => [
        x.id,
        x.unread_count,
      ]);
    expect(await unreadOf(owner)).toEqual([[conv.rafa, 1]]);
    const read = await appCall(stack.gatewayUrl, owner, 'POST', inA(`/messaging/conversations/${conv.rafa}/read`));
    expect([read.status, read.body.data.unread_count]).toEqual([200, 0]);
    expect(await unreadOf(owner)).toEqual([]);
    expect(await unreadOf(agent)).toEqual([[conv.rafa, 1]]);
    const byKey = await stack.api(a.apiKey, 'GET', '/messaging/conversations');
    expect(byKey.body.data.map((x: { unread_count: number | null }) => x.unread_count)).toEqual([null, null]);
    expect((await stack.api(a.apiKey, 'GET', '/messaging/conversations?unread=true')).status).toBe(400);
  });

  it('private notes: the person is the author with their name, the API key by its id; newest first; not in the conversation', async () => {
    const byPerson = await appCall(stack.gatewayUrl, agent, 'POST', inA(`/messaging/conversations/${conv.lucia}/notes`), {
      note: { body: 'Wants a call back' },
    });
    expect([byPerson.status, byPerson.body.data.author.type, byPerson.body.data.author.id]).toEqual([201, 'user', agentId]);
    expect(byPerson.body.data.author.name).toMatch(/^agent-.*@inbox\.test$/);
    const byKey = await stack.api(a.apiKey, 'POST', `/messaging/conversations/${conv.lucia}/notes`, { note: { body: 'Called back' } });
    expect([byKey.status, byKey.body.data.author.type, byKey.body.data.author.name]).toEqual([201, 'api_key', null]);
    const listed = await appCall(stack.gatewayUrl, owner, 'GET', inA(`/messaging/conversations/${conv.lucia}/notes`));
    expect(listed.body.data.map((n: { body: string }) => n.body)).toEqual(['Called back', 'Wants a call back']);
    expect((await appCall(stack.gatewayUrl, owner, 'POST', inA(`/messaging/conversations/${conv.lucia}/notes`), { note: { body: '' } })).status).toBe(400);
  });

  it('another project’s conversation answers like an unknown one; another project’s person is refused like an unknown user id', async () => {
    for (const [method, path, body] of [
      ['PATCH', '', { conversation: { inbox_status: 'pending' } }],
      ['POST', '/assignments', { assignment: { user_id: ownerId } }],
      ['GET', '/assignments', undefined],
      ['POST', '/read', undefined],
      ['POST', '/notes', { note: { body: 'A tries' } }],
      ['GET', '/notes', undefined],
    ] as const) {
      const foreign = await appCall(stack.gatewayUrl, owner, method, inA(`/messaging/conversations/${conv.theirs}${path}`), body);
      const unknownId = randomUUID();
      const unknown = await appCall(stack.gatewayUrl, owner, method, inA(`/messaging/conversations/${unknownId}${path}`), body);
      expect([foreign.status, JSON.stringify(foreign.body).split(conv.theirs).join('<id>')]).toEqual([
        404,
        JSON.stringify(unknown.body).split(unknownId).join('<id>'),
      ]);
    }
    const stranger = randomUUID();
    const foreignPerson = await appCall(stack.gatewayUrl, owner, 'POST', inA(`/messaging/conversations/${conv.rafa}/assignments`), {
      assignment: { user_id: bOwnerId },
    });
    const unknownPerson = await appCall(stack.gatewayUrl, owner, 'POST', inA(`/messaging/conversations/${conv.rafa}/assignments`), {
      assignment: { user_id: stranger },
    });
    expect([foreignPerson.status, foreignPerson.body]).toEqual([422, unknownPerson.body]);
    const theirs = await db.withSchema(`${stack.id}_contacts`).table('conversations').where({ id: conv.theirs }).first('inbox_status', 'assigned_user_id');
    expect(theirs).toEqual({ inbox_status: 'open', assigned_user_id: null });
    // With an API key, `me` means nobody: 400.
    expect((await stack.api(a.apiKey, 'GET', '/messaging/conversations?assignee=me')).status).toBe(400);
  });

  it('decision 0024: an agent reads the members directory; removing a member ends their assignments in contacts and drops them from it', async () => {
    const leaving = await person(a.projectId, 'agent');
    const c = await conversation(a.projectId, 'Leo Left', '5511911110009', 30);
    const assigned = await appCall(stack.gatewayUrl, owner, 'POST', inA(`/messaging/conversations/${c}/assignments`), {
      assignment: { user_id: leaving.userId },
    });
    expect(assigned.status).toBe(201);
    const directory = async () => {
      const r = await appCall(stack.gatewayUrl, agent, 'GET', inA('/members'));
      expect(r.status).toBe(200);
      return r.body.data as Array<{ user_id: string; role: string }>;
    };
    expect(await directory()).toEqual(expect.arrayContaining([expect.objectContaining({ user_id: leaving.userId, role: 'agent' })]));
    expect((await directory()).map((m) => m.user_id)).not.toContain(bOwnerId);
    const people = await stack.api(a.apiKey, 'GET', '/users?per_page=100');
    const membership = (people.body.data as Array<{ id: string; user_id: string }>).find((m) => m.user_id === leaving.userId)!;
    expect((await appCall(stack.gatewayUrl, owner, 'DELETE', inA(`/users/${membership.id}`))).status).toBe(200);
    const after = await appCall(stack.gatewayUrl, owner, 'GET', inA(`/messaging/conversations/${c}`));
    expect(after.body.data.assigned_user_id).toBeNull();
    const history = await appCall(stack.gatewayUrl, owner, 'GET', inA(`/messaging/conversations/${c}/assignments`));
    expect(history.body.data).toEqual([expect.objectContaining({ id: assigned.body.data.id, user_id: leaving.userId, active: false })]);
    expect((await directory()).map((m) => m.user_id)).not.toContain(leaving.userId);
  });
});
