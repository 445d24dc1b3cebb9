import { randomUUID } from 'node:crypto';
import { keysetPage, type Db, type Trx, type KeysetBound, type KeysetPage } from '@platform/db';
import type { MessageStatus } from '../../domain/message-status';
import { digitsOf } from './contacts.repository';

/** A stored message. */
export interface MessageRow {
  id: string;
  project_id: string;
  wamid: string;
  conversation_id: string | null;
  contact_id: string | null;
  phone_number_id: string;
  direction: 'inbound' | 'outbound';
  origin: string;
  type: string;
  status: MessageStatus;
  content: Record<string, unknown>;
  text: string | null;
  media: { id: string; mime_type?: string; sha256?: string; filename?: string; caption?: string } | null;
  errors: Record<string, unknown>[];
  pricing: { category: string; pricing_model: string; pricing_type: string; billable: boolean } | null;
  context_wamid: string | null;
  /** X-Request-Id of the request that made an outbound send (decision 0018); null otherwise. */
  request_id?: string | null;
  timestamp: Date | string;
  created_at: Date | string;
  updated_at: Date | string;
}

/** One raw status of a message, in order of arrival. */
export interface StatusRow {
  message_id: string;
  status: string;
  timestamp: Date | string;
  raw: Record<string, unknown>;
}

/** A new message (or the placeholder a status creates before its send is recorded). */
export interface NewMessage {
  projectId: string;
  wamid: string;
  conversationId: string | null;
  contactId: string | null;
  phoneNumberId: string;
  direction: 'inbound' | 'outbound';
  origin: string;
  type: string;
  status: MessageStatus;
  content: Record<string, unknown>;
  text?: string | null;
  media?: MessageRow['media'];
  contextWamid?: string | null;
  requestId?: string | null;
  timestamp: Date;
  now: Date;
}

/** Filters of the messages list. */
export interface MessageFilter {
  phoneNumberId?: string;
  conversationId?: string;
  phoneNumber?: string;
  direction?: string;
  status?: string;
  messageType?: string;
  hasMedia?: boolean;
  since?: Date;
  until?: Date;
  limit: number;
  before?: KeysetBound;
  after?: KeysetBound;
}

/** The row a new message inserts (a new id, no errors yet). */
function messageRow(m: NewMessage) {
  return {
    id: randomUUID(),
    project_id: m.projectId,
    wamid: m.wamid,
    conversation_id: m.conversationId,
    contact_id: m.contactId,
    phone_number_id: m.phoneNumberId,
    direction: m.direction,
    origin: m.origin,
    type: m.type,
    status: m.status,
    content: JSON.stringify(m.content ?? {}),
    text: m.text ?? null,
    media: m.media ? JSON.stringify(m.media) : null,
    errors: '[]',
    context_wamid: m.contextWamid ?? null,
    request_id: m.requestId ?? null,
    timestamp: m.timestamp,
    created_at: m.now,
    updated_at: m.now,
  };
}

/** Messages and their raw status history. Every method takes the project id or a row it read. */
export class MessagesRepository {
  constructor(private readonly db: Db) {}

  /**
   * Inserts a message unless its wamid is stored (the atomic dedupe); returns the stored row,
   * locked, and whether this call inserted it.
   */
  async insertOnce(trx: Trx, m: NewMessage): Promise<{ row: MessageRow; inserted: boolean }> {
    const rows = (await trx('messages').insert(messageRow(m)).onConflict(['project_id', 'wamid']).ignore().returning('*')) as MessageRow[];
    if (rows[0]) return { row: rows[0], inserted: true };
    return { row: (await this.lockByWamid(trx, m.projectId, m.wamid))!, inserted: false };
  }

  /** The messages of many wamids of a project, locked (in id order); by `${project}\n${wamid}`. */
  async lockByWamids(trx: Trx, keys: Array<{ projectId: string; wamid: string }>): Promise<Map<string, MessageRow>> {
    if (keys.length === 0) return new Map();
    const res = await trx.raw(
      `SELECT m.* FROM messages m JOIN unnest(?::uuid[], ?::text[]) AS t(p, w) ON m.project_id = t.p AND m.wamid = t.w ORDER BY m.id FOR UPDATE OF m`,
      [keys.map((k) => k.projectId), keys.map((k) => k.wamid)],
    );
    return new Map((res.rows as MessageRow[]).map((r) => [`${r.project_id}\n${r.wamid}`, r]));
  }

  /** Inserts many messages in one statement, each once per (project, wamid); answers those inserted by `${project}\n${wamid}`. */
  async insertMany(trx: Trx, ms: NewMessage[]): Promise<Map<string, MessageRow>> {
    if (ms.length === 0) return new Map();
    const rows = (await trx('messages').insert(ms.map(messageRow)).onConflict(['project_id', 'wamid']).ignore().returning('*')) as MessageRow[];
    return new Map(rows.map((r) => [`${r.project_id}\n${r.wamid}`, r]));
  }

  /** The message with this wamid, locked. */
  async lockByWamid(trx: Trx, projectId: string, wamid: string): Promise<MessageRow | undefined> {
    return (await trx('messages').where({ project_id: projectId, wamid }).forUpdate().first()) as MessageRow | undefined;
  }

  /** Fills a placeholder (created by an early status) with the send's content and conversation. */
  async fillPlaceholder(
    trx: Trx,
    id: string,
    m: {
      conversationId: string;
      contactId: string;
      type: string;
      content: Record<string, unknown>;
      text?: string | null;
      media?: MessageRow['media'];
      requestId?: string;
      timestamp: Date;
      now: Date;
    },
  ): Promise<MessageRow> {
    const [row] = await trx('messages')
      .where({ id })
      .update({
        conversation_id: m.conversationId,
        contact_id: m.contactId,
        type: m.type,
        content: JSON.stringify(m.content),
        text: m.text ?? null,
        media: m.media ? JSON.stringify(m.media) : null,
        ...(m.requestId ? { request_id: m.requestId } : {}),
        timestamp: m.timestamp,
        updated_at: m.now,
      })
      .returning('*');
    return row as MessageRow;
  }

  /** Sets the status (already decided by the status machine), errors and pricing. */
  async setStatus(
    trx: Trx,
    id: string,
    p: { status: MessageStatus; errors?: Record<string, unknown>[]; pricing?: MessageRow['pricing']; now: Date },
  ): Promise<MessageRow> {
    const patch: Record<string, unknown> = { status: p.status, updated_at: p.now };
    if (p.errors?.length) patch.errors = JSON.stringify(p.errors);
    if (p.pricing) patch.pricing = JSON.stringify(p.pricing);
    const [row] = await trx('messages').where({ id }).update(patch).returning('*');
    return row as MessageRow;
  }

  /**
   * Appends a raw status to the history (with the message's project and wamid: the row is a
   * message_event of log search on its own); false when this exact status was recorded before.
   */
  async appendStatus(
    trx: Trx,
    message: Pick<MessageRow, 'id' | 'project_id' | 'wamid'>,
    s: { status: string; timestamp: Date; raw: Record<string, unknown>; now: Date },
  ): Promise<boolean> {
    const rows = await trx('message_statuses')
      .insert({
        message_id: message.id,
        project_id: message.project_id,
        wamid: message.wamid,
        status: s.status,
        timestamp: s.timestamp,
        raw: JSON.stringify(s.raw),
        received_at: s.now,
      })
      .onConflict(['message_id', 'status', 'timestamp'])
      .ignore()
      .returning('seq');
    return rows.length > 0;
  }

  /** Raw statuses of messages, in order of arrival. */
  async statusesOf(messageIds: string[], on: Trx | Db['knex'] = this.db.knex): Promise<Map<string, StatusRow[]>> {
    const m = new Map<string, StatusRow[]>();
    if (!messageIds.length) return m;
    const rows = (await on('message_statuses').whereIn('message_id', messageIds).orderBy('seq')) as StatusRow[];
    for (const r of rows) m.set(r.message_id, [...(m.get(r.message_id) ?? []), r]);
    return m;
  }

  /** One message by wamid. */
  async get(projectId: string, wamid: string): Promise<MessageRow | undefined> {
    return (await this.db.knex('messages').where({ project_id: projectId, wamid }).first()) as MessageRow | undefined;
  }

  /** Messages newest first, keyset paged. */
  async list(projectId: string, f: MessageFilter): Promise<KeysetPage<MessageRow>> {
    const q = this.db.knex('messages').where({ 'messages.project_id': projectId }).select('messages.*');
    if (f.phoneNumberId) q.where('messages.phone_number_id', f.phoneNumberId);
    if (f.conversationId) q.where('messages.conversation_id', f.conversationId);
    // The contact's project too: (project_id, phone_number) is the contacts index.
    if (f.phoneNumber)
      q.join('contacts', 'contacts.id', 'messages.contact_id').where({ 'contacts.project_id': projectId, 'contacts.phone_number': digitsOf(f.phoneNumber) });
    if (f.direction) q.where('messages.direction', f.direction);
    if (f.status) q.where('messages.status', f.status);
    if (f.messageType) q.where('messages.type', f.messageType);
    if (f.hasMedia === true) q.whereNotNull('messages.media');
    if (f.hasMedia === false) q.whereNull('messages.media');
    if (f.since) q.where('messages.created_at', '>=', f.since);
    if (f.until) q.where('messages.created_at', '<', f.until);
    return keysetPage<MessageRow>(q, 'messages.created_at', 'messages.id', f);
  }

  /** Moves messages of one contact onto another (identity merge). */
  async reassignContact(trx: Trx, projectId: string, fromContactId: string, toContactId: string): Promise<void> {
    await trx('messages').where({ project_id: projectId, contact_id: fromContactId }).update({ contact_id: toContactId });
  }
}
