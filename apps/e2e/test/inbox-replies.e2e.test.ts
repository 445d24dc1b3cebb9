/**
 * The inbox's replies, templates and thread control end to end (issue 37, decision 0023): a signed-in
 * agent replies through `{app_url}/api/v1/projects/{id}` → gateway → messaging-proxy (the guarded send
 * path) → simulator, with contacts storing the conversation and workflows-agent answering who holds
 * it. Risks removed: a free-form reply sent outside the customer's 24-hour window (the upstream would
 * refuse it after the platform charged for it), a retry sending twice, a refusal the operator cannot
 * read (a bare code), a take or release that never reached the upstream or that the inbox cannot see,
 * the template picker offering templates that cannot be sent.
 */
import { randomUUID } from 'node:crypto';
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCall, signIn, type DashboardSession } from '@platform/testing';
import { poll, startStack, type Stack } from '../src';

let stack: Stack;
let db: Knex;
let p: { projectId: string; apiKey: string };
let agent: DashboardSession;
let pn = '';
const OTHER_APP = '200000000000001';

const inP = (path: string) => `/projects/${p.projectId}${path}`;
const conv = (id: string, rest = '') => inP(`/messaging/conversations/${id}${rest}`);

/** An agent of the project, signed in. */
async function signedInAgent(): Promise<DashboardSession> {
  const email = `agent-${randomUUID()}@replies.test`;
  const added = (await stack.admin(['user', 'add-owner', '--project', p.projectId, '--email', email, '--json'])) as { id: string; password: string };
  expect((await stack.api(p.apiKey, 'PATCH', `/users/${added.id}`, { user: { role: 'agent' } })).status).toBe(200);
  return signIn(stack.gatewayUrl, email, added.password);
}

/** The customer writes (an inbound message through the simulator); answers their conversation's id once contacts has it. */
async function customerWrites(from: string, text: string): Promise<string> {
  await stack.sim('POST', '/__sim/webhooks/trigger', { kind: 'inbound_message', phone_number_id: pn, from, text, name: `Customer ${from.slice(-4)}` });
  return poll(async () => {
    const r = await stack.api(p.apiKey, 'GET', `/messaging/conversations?phone_number_id=${pn}&phone_number=${from}`);
    const c = r.body.data?.[0] as { id: string; service_window_expires_at: string | null } | undefined;
    return c?.service_window_expires_at ? c.id : undefined;
  });
}

/** A conversation whose customer never wrote (no window): seeded in contacts' tables. */
async function silentConversation(phone: string): Promise<string> {
  const contacts = () => db.withSchema(`${stack.id}_contacts`);
  const contactId = randomUUID();
  const id = randomUUID();
  const at = new Date();
  await contacts().table('contacts').insert({ id: contactId, project_id: p.projectId, name: 'Silent', phone_number: phone, created_at: at, updated_at: at });
  await contacts().table('conversations').insert({
    id,
    project_id: p.projectId,
    phone_number_id: pn,
    contact_id: contactId,
    status: 'active',
    last_active_at: at,
    created_at: at,
    updated_at: at,
  });
  return id;
}

const reply = (conversationId: string, message: unknown, key = randomUUID()) =>
  appCall(stack.gatewayUrl, agent, 'POST', conv(conversationId, '/messages'), { message }, { 'idempotency-key': key });
const text = (body: string) => ({ type: 'text', text: { body } });
const template = (name: string) => ({ type: 'template', template: { name, language: { code: 'en_US' } } });

beforeAll(async () => {
  stack = await startStack({ services: ['messaging-proxy', 'contacts', 'workflows-agent'] });
  db = knex({ client: 'pg', connection: stack.env.DATABASE_URL, pool: { min: 0, max: 2 } });
  p = await stack.createProject('pro');
  const fx = await stack.sim('POST', '/__sim/fixtures', {
    businesses: [
      {
        wabas: [
          {
            phone_numbers: [{ take_thread_permitted: true }],
            templates: [
              { name: 'spring_sale', category: 'MARKETING' },
              { name: 'order_update', category: 'UTILITY' },
              { name: 'draft_offer', category: 'MARKETING', status: 'PENDING' },
            ],
          },
        ],
      },
    ],
    tokens: [{}],
  });
  pn = fx.phone_numbers[0].id as string;
  const customer = await stack.api(p.apiKey, 'POST', '/customers', { customer: { name: 'Replies Co' } });
  const connected = await stack.api(p.apiKey, 'POST', `/customers/${customer.body.data.id}/messaging/phone_numbers`, {
    messaging_phone_number: { name: 'Support', kind: 'production', phone_number_id: pn, business_account_id: fx.wabas[0].id, access_token: fx.tokens[0].value },
  });
  expect(connected.status, JSON.stringify(connected.body)).toBe(201);
  // An owner first: the project's last owner cannot become an agent.
  await stack.admin(['user', 'add-owner', '--project', p.projectId, '--email', `owner-${randomUUID()}@replies.test`, '--json']);
  agent = await signedInAgent();
}, 240_000);

afterAll(async () => {
  await db?.destroy();
  await stack?.stop();
});

describe('inbox replies through the dashboard API', () => {
  it('an agent replies inside the window (201, the message in the list); a retry with the same key answers the same wamid', async () => {
    const id = await customerWrites('15557770001', 'Where is my order?');
    const key = randomUUID();
    const first = await reply(id, text('It ships today.'), key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toEqual({ wamid: expect.any(String), status: 'accepted' });
    const retry = await reply(id, text('It ships today.'), key);
    expect(retry.status).toBe(201);
    expect(retry.body.data.wamid).toBe(first.body.data.wamid);
    expect((await stack.sim('GET', `/__sim/requests?method=POST&path=${pn}/messages`)).count).toBe(1);
    const listed = await poll(async () => {
      const r = await appCall(stack.gatewayUrl, agent, 'GET', inP(`/messaging/messages?conversation_id=${id}`));
      const m = (r.body.data as Array<{ wamid: string; direction: string; text: string | null }>).find((x) => x.wamid === first.body.data.wamid);
      return m;
    });
    expect(listed).toMatchObject({ direction: 'outbound', text: 'It ships today.' });
    // No key: 400, nothing sent.
    const noKey = await appCall(stack.gatewayUrl, agent, 'POST', conv(id, '/messages'), { message: text('again') });
    expect(noKey.status).toBe(400);
  }, 60_000);

  it('outside the window (the customer never wrote) text is 422 outside_window with a sentence; an approved template is 201', async () => {
    const id = await silentConversation('15557770002');
    const refused = await reply(id, text('Hello?'));
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      error: 'The customer last wrote more than 24 hours ago (or never): only an approved template can be sent until they write again.',
      code: 'outside_window',
    });
    const sent = await reply(id, template('order_update'));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  }, 60_000);

  it('an opted-out contact: the marketing template is refused with a sentence and its code, nothing forwarded', async () => {
    const to = '15557770003';
    const id = await customerWrites(to, 'STOP');
    await stack.sim('POST', '/__sim/webhooks/trigger', { kind: 'user_preferences', phone_number_id: pn, wa_id: to, value: 'stop' });
    await poll(async () => {
      const r = await stack.api(p.apiKey, 'GET', `/messaging/contacts/${to}/marketing_preferences/${pn}`);
      return r.status === 200 && JSON.stringify(r.body).includes('stopped') ? true : undefined;
    });
    const before = (await stack.sim('GET', `/__sim/requests?method=POST&path=${pn}/messages`)).count as number;
    const r = await reply(id, template('spring_sale'));
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('marketing_preference_stopped');
    expect(r.body.error).toMatch(/^The contact asked to stop marketing messages from this number, so nothing was sent\./);
    expect((await stack.sim('GET', `/__sim/requests?method=POST&path=${pn}/messages`)).count).toBe(before);
  }, 60_000);

  it('a shared number: the reply is refused while another app handles the thread; take, reply, release', async () => {
    const to = '15557770004';
    const id = await customerWrites(to, 'Talk to a human');
    await stack.sim('POST', '/__sim/webhooks/trigger', { kind: 'handover', phone_number_id: pn, wa_id: to, action: 'pass', new_owner_app_id: OTHER_APP });
    await poll(async () => {
      const r = await appCall(stack.gatewayUrl, agent, 'GET', conv(id));
      return r.body.data?.thread?.handler === 'other_app' ? true : undefined;
    });
    const refused = await reply(id, text('Hi, I am here'));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'thread_not_owner', error: expect.stringMatching(/^Another app handles this conversation/) });

    const taken = await appCall(stack.gatewayUrl, agent, 'POST', conv(id, '/thread_control'), { action: 'take' });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.data.conversation).toMatchObject({ id, thread: { handler: 'this_app' } });
    const calls = await stack.sim('GET', `/__sim/requests?method=POST&path=${pn}/thread_control`);
    expect(calls.data.map((c: { body: { action: string } }) => c.body.action)).toEqual(['take']);
    expect((await reply(id, text('Hi, I am here'))).status).toBe(201);

    const released = await appCall(stack.gatewayUrl, agent, 'POST', conv(id, '/thread_control'), { action: 'release' });
    expect(released.status).toBe(200);
    expect(released.body.data.conversation.thread.handler).toBe('idle');
    await poll(async () => ((await appCall(stack.gatewayUrl, agent, 'GET', conv(id))).body.data?.thread?.handler === 'idle' ? true : undefined));
    const bad = await appCall(stack.gatewayUrl, agent, 'POST', conv(id, '/thread_control'), { action: 'pass' });
    expect(bad.status).toBe(400);
  }, 90_000);

  it('the template picker: the number’s templates, approved only with status=APPROVED; an unknown number is 404', async () => {
    const all = await appCall(stack.gatewayUrl, agent, 'GET', inP(`/messaging/phone_numbers/${pn}/message_templates?limit=100`));
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data.map((t: { name: string }) => t.name).sort()).toEqual(['draft_offer', 'order_update', 'spring_sale']);
    const approved = await appCall(stack.gatewayUrl, agent, 'GET', inP(`/messaging/phone_numbers/${pn}/message_templates?status=APPROVED&limit=100`));
    expect(approved.body.data.map((t: { name: string }) => t.name).sort()).toEqual(['order_update', 'spring_sale']);
    expect(approved.body.data[0]).toMatchObject({
      id: expect.any(String),
      language: 'en_US',
      status: 'APPROVED',
      category: expect.any(String),
      components: expect.any(Array),
    });
    expect((await appCall(stack.gatewayUrl, agent, 'GET', inP('/messaging/phone_numbers/999999999/message_templates'))).status).toBe(404);
  }, 60_000);

  it('a conversation of another project answers exactly like an unknown one', async () => {
    const other = await stack.createProject('pro');
    const strange = await appCall(
      stack.gatewayUrl,
      agent,
      'POST',
      `/projects/${other.projectId}/messaging/conversations/${randomUUID()}/messages`,
      { message: text('x') },
      {
        'idempotency-key': randomUUID(),
      },
    );
    expect([401, 403, 404]).toContain(strange.status);
    const unknown = await reply(randomUUID(), text('x'));
    expect(unknown.status).toBe(404);
  }, 60_000);
});

describe('POST /messaging/phone_numbers/{id}/messages: a send from a number by API key (the typed send of the SDK, CLI and MCP)', () => {
  /** A number of its own, not shared with another app. */
  let own = '';
  const send = (body: unknown, key: string | null = randomUUID()) =>
    stack.api(p.apiKey, 'POST', `/messaging/phone_numbers/${own}/messages`, body, key ? { 'idempotency-key': key } : {});
  const sends = async (to: string) =>
    ((await stack.sim('GET', `/__sim/requests?method=POST&path=${own}/messages`)).data as Array<{ body: { to: string; template?: unknown } }>).filter(
      (r) => r.body.to === to,
    );

  beforeAll(async () => {
    const fx = await stack.sim('POST', '/__sim/fixtures', {
      businesses: [{ wabas: [{ phone_numbers: [{}], templates: [{ name: 'order_update', category: 'UTILITY' }] }] }],
      tokens: [{}],
    });
    own = fx.phone_numbers[0].id as string;
    const customer = await stack.api(p.apiKey, 'POST', '/customers', { customer: { name: 'Sends Co' } });
    const connected = await stack.api(p.apiKey, 'POST', `/customers/${customer.body.data.id}/messaging/phone_numbers`, {
      messaging_phone_number: {
        name: 'Sales',
        kind: 'production',
        phone_number_id: own,
        business_account_id: fx.wabas[0].id,
        access_token: fx.tokens[0].value,
      },
    });
    expect(connected.status, JSON.stringify(connected.body)).toBe(201);
  }, 60_000);

  it('a template with parameters to a new customer reaches the upstream once; a retry with the same key answers the same wamid', async () => {
    const to = '15557770010';
    const message = {
      type: 'template',
      template: { name: 'order_update', language: { code: 'en_US' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'A-1042' }] }] },
    };
    const key = randomUUID();
    const first = await send({ to: `+${to}`, message }, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toEqual({ wamid: expect.stringMatching(/^wamid\./), status: 'accepted' });
    const retry = await send({ to: `+${to}`, message }, key);
    expect(retry.status).toBe(201);
    expect(retry.body.data.wamid).toBe(first.body.data.wamid);
    const seen = await sends(to);
    expect(seen).toHaveLength(1);
    expect(seen[0].body.template).toEqual(message.template);
  }, 60_000);

  it('refusals are sentences with their codes; bad input is 400 naming the field; the key is required', async () => {
    const noKey = await send({ to: '+15557770011', message: text('hi') }, null);
    expect(noKey.status).toBe(400);
    expect(noKey.body.error).toMatch(/idempotency-key/i);
    const both = await send({ to: '+15557770011', recipient: 'US.123', message: text('hi') });
    expect(both).toMatchObject({ status: 400, body: { error: expect.stringMatching(/either to or recipient/) } });
    const badPhone = await send({ to: 'call me', message: text('hi') });
    expect(badPhone).toMatchObject({ status: 400, body: { error: expect.stringMatching(/international format/) } });
    const unknownType = await send({ to: '+15557770011', message: { type: 'sticker', sticker: { id: '1' } } });
    expect(unknownType.status).toBe(400);
    const unknownNumber = await stack.api(
      p.apiKey,
      'POST',
      '/messaging/phone_numbers/999999999/messages',
      { to: '+15557770011', message: text('x') },
      { 'idempotency-key': randomUUID() },
    );
    expect(unknownNumber.status).toBe(404);
  }, 60_000);
});
