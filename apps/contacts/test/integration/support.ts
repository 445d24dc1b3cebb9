import { randomUUID } from 'node:crypto';
/** Builds contacts' use cases on an isolated test schema, with a clock the test moves. */
import { decodeEvent } from '@platform/contracts';
import { silentLogger } from '@platform/logger';
import { createTestDb, type TestDb } from '@platform/testing';
import { ContactsRepository } from '../../src/infra/db/contacts.repository';
import { ConversationsRepository } from '../../src/infra/db/conversations.repository';
import { MessagesRepository } from '../../src/infra/db/messages.repository';
import { SandboxSessionsRepository } from '../../src/infra/db/sandbox-sessions.repository';
import { migrations } from '../../src/migrations';
import { buildUsecases } from '../../src/server';
import type { UsecaseContext, UsecaseSettings } from '../../src/usecases/context';

/** A clock the test sets. */
export class TestClock {
  constructor(public t = new Date('2026-11-24T14:00:00Z')) {}
  now(): Date {
    return new Date(this.t);
  }
  set(iso: string): void {
    this.t = new Date(iso);
  }
}

/** The use cases on a fresh schema. */
export async function harness(settings: Partial<UsecaseSettings> = {}) {
  const db: TestDb = await createTestDb({ migrations, schemaPrefix: 'contacts' });
  const clock = new TestClock();
  const ctx: UsecaseContext = {
    db,
    clock,
    logger: silentLogger,
    settings: { inactiveAfterMs: 3_600_000, endAfterMs: 86_400_000, ...settings },
    contacts: new ContactsRepository(db),
    conversations: new ConversationsRepository(db),
    messages: new MessagesRepository(db),
    sessions: new SandboxSessionsRepository(db),
  };
  return { db, clock, ctx, uc: buildUsecases(ctx) };
}

/** Customer events written to the outbox, decoded. */
export async function outboxEvents(db: TestDb): Promise<{ name: string; event_id: string; fields: Record<string, any>; project_id: string }[]> {
  const rows = await db.knex('outbox').where({ type: 'svc.contacts.v1.CustomerEvent' }).orderBy('occurred_at');
  return rows.map((r: { payload: Buffer }) => {
    const e = decodeEvent<{ name: string; event_id: string; fields_json: string; project_id: string }>(
      'svc.contacts.v1.CustomerEvent',
      new Uint8Array(r.payload),
    );
    return { name: e.name, event_id: e.event_id, project_id: e.project_id, fields: JSON.parse(e.fields_json) };
  });
}

/** Inbox changes (decision 0507) written to the outbox, decoded, in order. */
export async function inboxChanges(db: TestDb): Promise<Record<string, string | undefined>[]> {
  const rows = await db.knex('outbox').where({ type: 'svc.contacts.v1.InboxChanged' }).orderBy('occurred_at');
  return rows.map((r: { payload: Buffer }) => decodeEvent<Record<string, string | undefined>>('svc.contacts.v1.InboxChanged', new Uint8Array(r.payload)));
}

/** A `messages` change value with inbound messages. */
export function inboundValue(
  phoneNumberId: string,
  from: { wa_id: string; user_id?: string; name?: string },
  msgs: { id: string; text: string; ts: number }[],
) {
  return {
    messaging_product: 'whatsapp',
    metadata: { display_phone_number: '15550100100', phone_number_id: phoneNumberId },
    contacts: [{ profile: { name: from.name ?? 'Ana' }, wa_id: from.wa_id, ...(from.user_id ? { user_id: from.user_id } : {}) }],
    messages: msgs.map((m) => ({ from: from.wa_id, id: m.id, timestamp: String(m.ts), type: 'text', text: { body: m.text } })),
  };
}

/** A `messages` change value with one status. */
export function statusValue(phoneNumberId: string, s: { id: string; status: string; ts: number; to: string; errors?: object[] }) {
  return {
    messaging_product: 'whatsapp',
    metadata: { display_phone_number: '15550100100', phone_number_id: phoneNumberId },
    statuses: [
      {
        id: s.id,
        status: s.status,
        timestamp: String(s.ts),
        recipient_id: s.to,
        ...(s.errors ? { errors: s.errors } : {}),
        pricing: { billable: true, pricing_model: 'PMP', type: 'regular', category: 'utility' },
      },
    ],
  };
}

/** Every row messages and sends leave in a project (contacts, presence, conversations, messages), without generated ids. */
export async function storedRows(h: Pick<Awaited<ReturnType<typeof harness>>, 'db'>, projectId: string) {
  const k = h.db.knex;
  const who = k.raw(`coalesce(ct.phone_number, ct.business_scoped_user_id)`);
  const contacts = await k('contacts')
    .where({ project_id: projectId })
    .orderBy(['phone_number', 'business_scoped_user_id'])
    .select('phone_number', 'business_scoped_user_id', 'parent_business_scoped_user_id', 'name', 'username', 'properties', 'created_at', 'updated_at');
  const presence = await k('contact_numbers as n')
    .join('contacts as ct', 'ct.id', 'n.contact_id')
    .where({ 'n.project_id': projectId })
    .select(who.wrap('', ' as who'), 'n.phone_number_id', 'n.last_seen_at')
    .orderBy([{ column: 'who' }, { column: 'n.phone_number_id' }]);
  const conversations = await k('conversations as c')
    .join('contacts as ct', 'ct.id', 'c.contact_id')
    .leftJoin('messages as lm', 'lm.id', 'c.last_message_id')
    .where({ 'c.project_id': projectId })
    .select(
      who.wrap('', ' as who'),
      'c.phone_number_id',
      'c.status',
      'c.inactive',
      'c.messages_count',
      'c.inbound_count',
      'c.outbound_count',
      'c.last_message_type',
      'c.last_message_text',
      'c.last_message_direction',
      'c.last_message_at',
      'c.last_inbound_at',
      'c.last_inbound_stored_at',
      'c.last_outbound_at',
      'c.last_active_at',
      'c.sandbox_session_id',
      'c.ended_at',
      'c.created_at',
      'c.updated_at',
      'lm.wamid as last_wamid',
    )
    .orderBy([{ column: 'who' }, { column: 'c.phone_number_id' }, { column: 'c.status' }]);
  const messages = await k('messages as m')
    .join('contacts as ct', 'ct.id', 'm.contact_id')
    .join('conversations as c', 'c.id', 'm.conversation_id')
    .where({ 'm.project_id': projectId })
    .select(
      'm.wamid',
      who.wrap('', ' as who'),
      'c.status as conversation_status',
      'm.phone_number_id',
      'm.direction',
      'm.origin',
      'm.type',
      'm.status',
      'm.content',
      'm.text',
      'm.media',
      'm.context_wamid',
      'm.timestamp',
      'm.created_at',
      'm.updated_at',
    )
    .orderBy('m.wamid');
  return { contacts, presence, conversations, messages };
}

/** An active conversation of `project` with a new contact, written straight to the tables; answers its id. */
export async function seedConversation(h: Pick<Awaited<ReturnType<typeof harness>>, 'db' | 'clock'>, project: string): Promise<string> {
  const contact = randomUUID();
  const id = randomUUID();
  const now = h.clock.now();
  await h.db
    .knex('contacts')
    .insert({ id: contact, project_id: project, phone_number: `5511${Math.floor(Math.random() * 1e9)}`, created_at: now, updated_at: now });
  await h.db
    .knex('conversations')
    .insert({ id, project_id: project, phone_number_id: '101', contact_id: contact, status: 'active', last_active_at: now, created_at: now, updated_at: now });
  return id;
}
