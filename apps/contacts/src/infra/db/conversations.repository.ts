import { randomUUID } from 'node:crypto';
import { keysetPage, type Db, type Trx, type KeysetBound, type KeysetPage } from '@platform/db';
import { inboxStatusAfterInbound, type InboxStatus } from '../../domain/inbox-state';
import { digitsOf, type ContactRow } from './contacts.repository';

/** A stored conversation, joined with its contact's identity fields where read for the API. */
export interface ConversationRow {
  id: string;
  project_id: string;
  phone_number_id: string;
  contact_id: string;
  status: 'active' | 'ended';
  inactive: boolean;
  last_active_at: Date | string;
  last_inbound_at: Date | string | null;
  last_outbound_at: Date | string | null;
  messages_count: number;
  inbound_count: number;
  outbound_count: number;
  last_message_id: string | null;
  last_message_type: string | null;
  last_message_text: string | null;
  last_message_at: Date | string | null;
  last_message_direction: string | null;
  sandbox_session_id: string | null;
  ended_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  /** The inbox status (decision 0507). */
  inbox_status: InboxStatus;
  snoozed_until: Date | string | null;
  assigned_user_id: string | null;
  /** When the newest inbound message was stored (its created_at): unread for a person whose marker is older. */
  last_inbound_stored_at?: Date | string | null;
  /** The reading person's unread inbound messages, where read for a person. */
  unread_count?: number | null;
  contact_phone_number?: string | null;
  contact_bsuid?: string | null;
  contact_parent_bsuid?: string | null;
  contact_name?: string | null;
  contact_username?: string | null;
  /** The thread on a shared number (decision 0231), where read with it. */
  thread_handler?: string | null;
  thread_owner_app_id?: string | null;
  thread_changed_at?: Date | string | null;
  thread_last_customer_message_at?: Date | string | null;
}

/** A conversation row with its contact's identity fields (as the API reads it), from rows at hand. */
export function withContact(conv: ConversationRow, c: ContactRow): ConversationRow {
  return {
    ...conv,
    contact_phone_number: c.phone_number,
    contact_bsuid: c.business_scoped_user_id,
    contact_parent_bsuid: c.parent_business_scoped_user_id,
    contact_name: c.name,
    contact_username: c.username,
  };
}

/** Filters of the conversations list. */
export interface ConversationFilter {
  phoneNumberId?: string;
  /** Any of these numbers (empty or absent: no such filter). */
  phoneNumberIds?: string[];
  phoneNumber?: string;
  status?: string;
  lastActiveSince?: Date;
  lastActiveUntil?: Date;
  properties?: { key: string; value: string }[];
  inboxStatus?: string;
  /** `unassigned` or a user id. */
  assignee?: string;
  /** Part of the contact's name (any case) or of its phone number's digits. */
  q?: string;
  /** The person reading: rows carry their `unread_count`, and `unread` filters on it. */
  reader?: string;
  /** Only conversations with unread messages for `reader`. */
  unread?: boolean;
}

/** Filters and a page of the conversations list. */
export interface ConversationPageFilter extends ConversationFilter {
  limit: number;
  before?: KeysetBound;
  after?: KeysetBound;
}

/** Counts of {@link ConversationsRepository.counts}. */
export interface ConversationCounts {
  open: number;
  pending: number;
  resolved: number;
  snoozed: number;
  unassigned: number;
  mine: number | null;
  total: number;
}

/** A LIKE pattern matching `s` anywhere (its own `%`, `_` and `\\` taken literally). */
const containing = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const WITH_CONTACT = [
  'conversations.*',
  'contacts.phone_number as contact_phone_number',
  'contacts.business_scoped_user_id as contact_bsuid',
  'contacts.parent_business_scoped_user_id as contact_parent_bsuid',
  'contacts.name as contact_name',
  'contacts.username as contact_username',
  'thread.*',
];

/** The conversation's thread on a shared number (decision 0231), by the contact's phone digits or business-scoped user id. */
const THREAD_JOIN = `left join lateral (
  select t.handler as thread_handler, t.owner_app_id as thread_owner_app_id, t.changed_at as thread_changed_at,
         t.last_customer_message_at as thread_last_customer_message_at
  from threads t
  where t.project_id = conversations.project_id and t.phone_number_id = conversations.phone_number_id
    and t.customer in (contacts.phone_number, contacts.business_scoped_user_id)
  order by t.changed_at desc limit 1
) thread on true`;

const ms = (v: Date | string | null | undefined) => (v === null || v === undefined ? null : new Date(v).getTime());
/** Postgres' greatest(): the later time, a null ignored. */
const greatest = (v: Date | string | null | undefined, at: Date): Date => {
  const t = ms(v);
  return t !== null && t > at.getTime() ? new Date(t) : at;
};

/**
 * The row {@link ConversationsRepository.countMessage} leaves, computed from the row before it
 * (the same rules, in memory): the set-based inbound path (decision 0502) builds each message's
 * event from the conversation as counting that message one by one leaves it.
 */
export function countedRow(
  r: ConversationRow,
  m: { id: string; direction: 'inbound' | 'outbound'; type: string; text?: string | null; at: Date },
  now: Date,
): ConversationRow {
  const lastMessageAt = ms(r.last_message_at);
  const newest = lastMessageAt === null || lastMessageAt <= m.at.getTime();
  const lastActiveAt = ms(r.last_active_at);
  const inbound = m.direction === 'inbound';
  return {
    ...r,
    messages_count: r.messages_count + 1,
    inbound_count: r.inbound_count + (inbound ? 1 : 0),
    outbound_count: r.outbound_count + (inbound ? 0 : 1),
    last_inbound_at: inbound ? greatest(r.last_inbound_at, m.at) : r.last_inbound_at,
    last_inbound_stored_at: inbound ? greatest(r.last_inbound_stored_at, now) : r.last_inbound_stored_at,
    last_outbound_at: inbound ? r.last_outbound_at : greatest(r.last_outbound_at, m.at),
    last_active_at: greatest(r.last_active_at, m.at),
    last_message_id: newest ? m.id : r.last_message_id,
    last_message_type: newest ? m.type : r.last_message_type,
    last_message_text: newest ? (m.text ?? null) : r.last_message_text,
    last_message_direction: newest ? m.direction : r.last_message_direction,
    last_message_at: greatest(r.last_message_at, m.at),
    inactive: lastActiveAt !== null && m.at.getTime() >= lastActiveAt ? false : r.inactive,
    inbox_status: inbound ? inboxStatusAfterInbound(r.inbox_status) : r.inbox_status,
    snoozed_until: inbound && r.inbox_status === 'snoozed' ? null : r.snoozed_until,
    updated_at: now,
  };
}

/** Inbound messages of the conversation stored after the reader's (the binding's) read marker. */
const UNREAD_OF_READER = `from messages m where m.conversation_id = conversations.id and m.direction = 'inbound'
  and m.created_at > coalesce((select r.read_at from conversation_reads r where r.conversation_id = conversations.id and r.user_id = ?), '-infinity'::timestamptz)`;

/** SET clauses reopening a resolved or snoozed conversation on a customer's message (decision 0507). */
const REOPEN_SET = (alias: string) =>
  `inbox_status = case when ${alias}inbox_status in ('resolved', 'snoozed') then 'open' else ${alias}inbox_status end,
   snoozed_until = case when ${alias}inbox_status = 'snoozed' then null else ${alias}snoozed_until end,`;

/** Conversations: one contact on one number. Every method takes the project id. */
export class ConversationsRepository {
  constructor(private readonly db: Db) {}

  /**
   * The open conversation of a contact on a number, opened when there is none. `created` tells
   * whether this call opened it. Runs under the contact's row lock (the caller holds it).
   */
  async openFor(
    trx: Trx,
    p: { projectId: string; phoneNumberId: string; contactId: string; sandboxSessionId?: string | null; at: Date; now: Date },
  ): Promise<{ row: ConversationRow; created: boolean }> {
    const existing = (await trx('conversations')
      .where({ project_id: p.projectId, phone_number_id: p.phoneNumberId, contact_id: p.contactId, status: 'active' })
      .forUpdate()
      .first()) as ConversationRow | undefined;
    if (existing) return { row: existing, created: false };
    const [row] = await trx('conversations')
      .insert({
        id: randomUUID(),
        project_id: p.projectId,
        phone_number_id: p.phoneNumberId,
        contact_id: p.contactId,
        status: 'active',
        inactive: false,
        last_active_at: p.at,
        sandbox_session_id: p.sandboxSessionId ?? null,
        created_at: p.now,
        updated_at: p.now,
      })
      .returning('*');
    return { row: row as ConversationRow, created: true };
  }

  /**
   * The active conversations of many (project, number, contact), locked; the missing ones opened
   * (decision 0502: two statements for a batch). Answers by `${project}\n${number}\n${contact}` with
   * whether it was opened now.
   */
  async openMany(
    trx: Trx,
    wants: Array<{ projectId: string; phoneNumberId: string; contactId: string; at: Date }>,
    now: Date,
  ): Promise<Map<string, { row: ConversationRow; created: boolean }>> {
    const out = new Map<string, { row: ConversationRow; created: boolean }>();
    if (wants.length === 0) return out;
    const key = (p: string, pn: string, c: string) => `${p}\n${pn}\n${c}`;
    const res = await trx.raw(
      `SELECT c.* FROM conversations c JOIN unnest(?::uuid[], ?::text[], ?::uuid[]) AS t(p, pn, ct)
         ON c.project_id = t.p AND c.phone_number_id = t.pn AND c.contact_id = t.ct AND c.status = 'active'
       ORDER BY c.id FOR UPDATE OF c`,
      [wants.map((w) => w.projectId), wants.map((w) => w.phoneNumberId), wants.map((w) => w.contactId)],
    );
    for (const r of res.rows as ConversationRow[]) out.set(key(r.project_id, r.phone_number_id, r.contact_id), { row: r, created: false });
    // One row per conversation to open, with its first want's time (as the first message opens it one by one).
    const missing = new Map<string, (typeof wants)[number]>();
    for (const w of wants) {
      const k = key(w.projectId, w.phoneNumberId, w.contactId);
      if (!out.has(k) && !missing.has(k)) missing.set(k, w);
    }
    if (missing.size) {
      const opening = [...missing.values()];
      const ins = await trx.raw(
        `INSERT INTO conversations (id, project_id, phone_number_id, contact_id, status, inactive, last_active_at, sandbox_session_id, created_at, updated_at)
         SELECT gen_random_uuid(), p, pn, ct, 'active', false, at, NULL, ?::timestamptz, ?::timestamptz
           FROM unnest(?::uuid[], ?::text[], ?::uuid[], ?::timestamptz[]) AS t(p, pn, ct, at)
         RETURNING *`,
        [now, now, opening.map((w) => w.projectId), opening.map((w) => w.phoneNumberId), opening.map((w) => w.contactId), opening.map((w) => w.at)],
      );
      for (const r of ins.rows as ConversationRow[]) out.set(key(r.project_id, r.phone_number_id, r.contact_id), { row: r, created: true });
    }
    return out;
  }

  /**
   * Counts new messages of one direction on many conversations in one statement: per conversation
   * their number and the newest of them (the one {@link countMessage} applied one by one would leave
   * as the last message; its time decides `inactive` as the newest's does one by one). Answers the
   * updated rows by id.
   */
  async countMany(
    trx: Trx,
    direction: 'inbound' | 'outbound',
    counts: Array<{ conversationId: string; n: number; id: string; type: string; text: string | null; at: Date }>,
    now: Date,
  ): Promise<Map<string, ConversationRow>> {
    if (counts.length === 0) return new Map();
    const [dirCol, lastCol] = direction === 'inbound' ? ['inbound_count', 'last_inbound_at'] : ['outbound_count', 'last_outbound_at'];
    const newest = 'c.last_message_at is null or c.last_message_at <= v.at';
    const res = await trx.raw(
      `UPDATE conversations c SET
         messages_count = c.messages_count + v.n,
         ${dirCol} = c.${dirCol} + v.n,
         ${lastCol} = greatest(c.${lastCol}, v.at),
         last_active_at = greatest(c.last_active_at, v.at),
         last_message_id = case when ${newest} then v.mid else c.last_message_id end,
         last_message_type = case when ${newest} then v.mtype else c.last_message_type end,
         last_message_text = case when ${newest} then v.mtext else c.last_message_text end,
         last_message_direction = case when ${newest} then ?::text else c.last_message_direction end,
         last_message_at = greatest(c.last_message_at, v.at),
         inactive = case when v.at >= c.last_active_at then false else c.inactive end,
         ${direction === 'inbound' ? `${REOPEN_SET('c.')} last_inbound_stored_at = greatest(c.last_inbound_stored_at, ?::timestamptz),` : ''}
         updated_at = ?::timestamptz
       FROM unnest(?::uuid[], ?::int[], ?::uuid[], ?::text[], ?::text[], ?::timestamptz[]) AS v(cid, n, mid, mtype, mtext, at)
       WHERE c.id = v.cid
       RETURNING c.*`,
      [
        direction,
        ...(direction === 'inbound' ? [now] : []),
        now,
        counts.map((x) => x.conversationId),
        counts.map((x) => x.n),
        counts.map((x) => x.id),
        counts.map((x) => x.type),
        // Array parameters with nulls (pg sends one array); knex's binding type knows no such arrays.
        counts.map((x) => x.text) as unknown as string,
        counts.map((x) => x.at),
      ],
    );
    return new Map((res.rows as ConversationRow[]).map((r) => [r.id, r]));
  }

  /** Counts a new message on the conversation and moves its last-message fields when it is the newest. */
  async countMessage(
    trx: Trx,
    conversationId: string,
    m: { id: string; direction: 'inbound' | 'outbound'; type: string; text?: string | null; at: Date; now: Date },
  ): Promise<ConversationRow> {
    const dirCol = m.direction === 'inbound' ? 'inbound_count' : 'outbound_count';
    const lastCol = m.direction === 'inbound' ? 'last_inbound_at' : 'last_outbound_at';
    const newest = 'last_message_at is null or last_message_at <= ?::timestamptz';
    const [row] = await trx('conversations')
      .where({ id: conversationId })
      .update({
        messages_count: trx.raw('messages_count + 1'),
        [dirCol]: trx.raw(`${dirCol} + 1`),
        [lastCol]: trx.raw(`greatest(${lastCol}, ?::timestamptz)`, [m.at]),
        last_active_at: trx.raw('greatest(last_active_at, ?::timestamptz)', [m.at]),
        last_message_id: trx.raw(`case when ${newest} then ?::uuid else last_message_id end`, [m.at, m.id]),
        last_message_type: trx.raw(`case when ${newest} then ? else last_message_type end`, [m.at, m.type]),
        last_message_text: trx.raw(`case when ${newest} then ? else last_message_text end`, [m.at, m.text ?? null]),
        last_message_direction: trx.raw(`case when ${newest} then ? else last_message_direction end`, [m.at, m.direction]),
        last_message_at: trx.raw('greatest(last_message_at, ?::timestamptz)', [m.at]),
        inactive: trx.raw('case when ?::timestamptz >= last_active_at then false else inactive end', [m.at]),
        ...(m.direction === 'inbound'
          ? {
              inbox_status: trx.raw(`case when inbox_status in ('resolved', 'snoozed') then 'open' else inbox_status end`),
              snoozed_until: trx.raw(`case when inbox_status = 'snoozed' then null else snoozed_until end`),
              last_inbound_stored_at: trx.raw('greatest(last_inbound_stored_at, ?::timestamptz)', [m.now]),
            }
          : {}),
        updated_at: m.now,
      })
      .returning('*');
    return row as ConversationRow;
  }

  /** One conversation with its contact fields (and `reader`'s unread count when given). */
  async get(projectId: string, conversationId: string, on: Trx | Db['knex'] = this.db.knex, reader?: string): Promise<ConversationRow | undefined> {
    const q = on('conversations')
      .join('contacts', 'contacts.id', 'conversations.contact_id')
      .joinRaw(THREAD_JOIN)
      .where({ 'conversations.project_id': projectId, 'conversations.id': conversationId })
      .first(WITH_CONTACT);
    if (reader) q.select(on.raw(`(select count(*)::int ${UNREAD_OF_READER}) as unread_count`, [reader]));
    return (await q) as ConversationRow | undefined;
  }

  /** Moves a person's read marker of a conversation the transaction resolved under its project (kind 2) to `at`. */
  async markRead(trx: Trx, conv: { id: string; project_id: string }, userId: string, at: Date): Promise<void> {
    await trx('conversation_reads')
      .insert({ conversation_id: conv.id, user_id: userId, project_id: conv.project_id, read_at: at })
      .onConflict(['conversation_id', 'user_id'])
      .merge({ read_at: trx.raw('greatest(conversation_reads.read_at, excluded.read_at)') });
  }

  /** The open conversation of a contact on a number, with its contact and thread fields, or undefined. */
  async activeOf(projectId: string, phoneNumberId: string, contactId: string, on: Trx | Db['knex'] = this.db.knex): Promise<ConversationRow | undefined> {
    return (await on('conversations')
      .join('contacts', 'contacts.id', 'conversations.contact_id')
      .joinRaw(THREAD_JOIN)
      .where({
        'conversations.project_id': projectId,
        'conversations.phone_number_id': phoneNumberId,
        'conversations.contact_id': contactId,
        'conversations.status': 'active',
      })
      .first(WITH_CONTACT)) as ConversationRow | undefined;
  }

  /** Conversations newest activity first, keyset paged. */
  async list(projectId: string, f: ConversationPageFilter): Promise<KeysetPage<ConversationRow>> {
    const q = this.filtered(projectId, f, {}).joinRaw(THREAD_JOIN).select(WITH_CONTACT);
    if (f.reader) q.select(this.db.knex.raw(`(select count(*)::int ${UNREAD_OF_READER}) as unread_count`, [f.reader]));
    return keysetPage<ConversationRow>(q, 'conversations.last_active_at', 'conversations.id', f);
  }

  /**
   * Counts under the filters (decision 0507): per inbox status with every filter but `inboxStatus`,
   * unassigned and mine (`meUserId`'s) with every filter but `assignee`, the total with all.
   */
  async counts(projectId: string, f: ConversationFilter, meUserId?: string): Promise<ConversationCounts> {
    const q = this.filtered(projectId, f, { skipInboxStatus: true, skipAssignee: true });
    const status = f.inboxStatus ? this.db.knex.raw('conversations.inbox_status = ?', [f.inboxStatus]).toQuery() : 'true';
    const assignee =
      f.assignee === undefined
        ? 'true'
        : f.assignee === 'unassigned'
          ? 'conversations.assigned_user_id is null'
          : this.db.knex.raw('conversations.assigned_user_id = ?', [f.assignee]).toQuery();
    const mine = meUserId ? this.db.knex.raw('conversations.assigned_user_id = ?', [meUserId]).toQuery() : 'false';
    const per = (s: InboxStatus) => `count(*) filter (where conversations.inbox_status = '${s}' and ${assignee})::int as ${s}`;
    const row = (await q.first(
      this.db.knex.raw(
        [
          per('open'),
          per('pending'),
          per('resolved'),
          per('snoozed'),
          `count(*) filter (where conversations.assigned_user_id is null and ${status})::int as unassigned`,
          `count(*) filter (where ${mine} and ${status})::int as mine`,
          `count(*) filter (where ${status} and ${assignee})::int as total`,
        ].join(', '),
      ),
    )) as Omit<ConversationCounts, 'mine'> & { mine: number };
    return { ...row, mine: meUserId ? row.mine : null };
  }

  /** The conversations of a project under the filters (without the thread join or columns). */
  private filtered(projectId: string, f: ConversationFilter, skip: { skipInboxStatus?: boolean; skipAssignee?: boolean }) {
    const q = this.db.knex('conversations').join('contacts', 'contacts.id', 'conversations.contact_id').where({ 'conversations.project_id': projectId });
    if (f.phoneNumberId) q.where('conversations.phone_number_id', f.phoneNumberId);
    if (f.phoneNumberIds?.length) q.whereIn('conversations.phone_number_id', f.phoneNumberIds);
    // The contact's project too: (project_id, phone_number) is the contacts index (without it, a seq scan of every project's contacts).
    if (f.phoneNumber) q.where({ 'contacts.project_id': projectId, 'contacts.phone_number': digitsOf(f.phoneNumber) });
    if (f.status) q.where('conversations.status', f.status);
    if (f.lastActiveSince) q.where('conversations.last_active_at', '>=', f.lastActiveSince);
    if (f.lastActiveUntil) q.where('conversations.last_active_at', '<', f.lastActiveUntil);
    for (const p of f.properties ?? []) q.whereRaw('contacts.properties ->> ? = ?', [p.key, p.value]);
    if (f.unread && f.reader) {
      // Unread = an inbound message stored after the reader's marker = the newest stored after it: decided on the
      // conversation's row with the marker joined once, without reading messages (`/counts?unread=true` over
      // 100,000 conversations: p50 204 ms with an exists over messages per conversation; bench/inbox-list.ts).
      const reader = f.reader;
      q.leftJoin('conversation_reads as reader_read', (j) =>
        j.on('reader_read.conversation_id', '=', 'conversations.id').andOnVal('reader_read.user_id', '=', reader),
      );
      q.whereRaw(`conversations.last_inbound_stored_at > coalesce(reader_read.read_at, '-infinity'::timestamptz)`);
    }
    if (f.inboxStatus && !skip.skipInboxStatus) q.where('conversations.inbox_status', f.inboxStatus);
    if (f.assignee && !skip.skipAssignee) {
      if (f.assignee === 'unassigned') q.whereNull('conversations.assigned_user_id');
      else q.where('conversations.assigned_user_id', f.assignee);
    }
    if (f.q) {
      const text = f.q;
      const digits = text.replace(/\D/g, '');
      q.where((w) => {
        w.whereRaw(`contacts.name ilike ? escape '\\'`, [containing(text)]);
        if (digits.length) w.orWhereRaw(`contacts.phone_number like ? escape '\\'`, [containing(digits)]);
      });
    }
    return q;
  }

  /** One conversation of a project locked until `trx` ends, or undefined. */
  async lock(trx: Trx, projectId: string, conversationId: string): Promise<ConversationRow | undefined> {
    return (await trx('conversations').where({ project_id: projectId, id: conversationId }).forUpdate().first()) as ConversationRow | undefined;
  }

  /** Sets the inbox status of a conversation the transaction resolved under its project (kind 2). */
  async setInboxStatus(trx: Trx, id: string, status: InboxStatus, snoozedUntil: Date | null, now: Date): Promise<void> {
    await trx('conversations').where({ id }).update({ inbox_status: status, snoozed_until: snoozedUntil, updated_at: now });
  }

  /** Sets the assignee of a conversation the transaction resolved under its project (kind 2). */
  async setAssignee(trx: Trx, id: string, userId: string | null, now: Date): Promise<void> {
    await trx('conversations').where({ id }).update({ assigned_user_id: userId, updated_at: now });
  }

  /** Snoozed conversations whose time has come reopen (sweeper, all projects by design: kind 1). Returns their rows. */
  async wakeSnoozed(trx: Trx, now: Date, limit: number): Promise<ConversationRow[]> {
    const due = trx('conversations')
      .where({ inbox_status: 'snoozed' })
      .where('snoozed_until', '<=', now)
      .orderBy('snoozed_until')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .select('id');
    return (await trx('conversations')
      .whereIn('id', due)
      .update({ inbox_status: 'open', snoozed_until: null, updated_at: now })
      .returning('*')) as ConversationRow[];
  }

  /** Active conversations quiet since `before` and not yet marked inactive (locked, skipping busy ones). */
  async quietSince(trx: Trx, before: Date, limit: number): Promise<ConversationRow[]> {
    return (await trx('conversations')
      .where({ status: 'active', inactive: false })
      .where('last_active_at', '<', before)
      .orderBy('last_active_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()) as ConversationRow[];
  }

  /** Active conversations quiet since `before` (to end), locked, skipping busy ones. */
  async endableSince(trx: Trx, before: Date, limit: number): Promise<ConversationRow[]> {
    return (await trx('conversations')
      .where({ status: 'active' })
      .where('last_active_at', '<', before)
      .orderBy('last_active_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()) as ConversationRow[];
  }

  /** Marks a conversation inactive. */
  async markInactive(trx: Trx, id: string, now: Date): Promise<void> {
    await trx('conversations').where({ id }).update({ inactive: true, updated_at: now });
  }

  /** Ends conversations; returns the ended rows. */
  async end(trx: Trx, ids: string[], now: Date): Promise<ConversationRow[]> {
    if (!ids.length) return [];
    return (await trx('conversations')
      .whereIn('id', ids)
      .where({ status: 'active' })
      .update({ status: 'ended', ended_at: now, updated_at: now })
      .returning('*')) as ConversationRow[];
  }

  /** Open conversations of a sandbox session (locked). */
  async openOfSession(trx: Trx, sessionId: string): Promise<ConversationRow[]> {
    return (await trx('conversations').where({ sandbox_session_id: sessionId, status: 'active' }).forUpdate()) as ConversationRow[];
  }

  /** Moves conversations of one contact onto another (identity merge). */
  async reassignContact(trx: Trx, projectId: string, fromContactId: string, toContactId: string, now: Date): Promise<number> {
    // An open conversation of the old contact on a number where the new one has one too is ended first.
    await trx.raw(
      `update conversations c set status = 'ended', ended_at = ?, updated_at = ?
        where c.project_id = ? and c.contact_id = ? and c.status = 'active'
          and exists (select 1 from conversations o where o.project_id = c.project_id and o.phone_number_id = c.phone_number_id and o.contact_id = ? and o.status = 'active')`,
      [now, now, projectId, fromContactId, toContactId],
    );
    return trx('conversations').where({ project_id: projectId, contact_id: fromContactId }).update({ contact_id: toContactId, updated_at: now });
  }
}
