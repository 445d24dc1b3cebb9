import { randomUUID } from 'node:crypto';
import { isUuid } from '@platform/grpc';
import type { contacts } from '@platform/contracts';
import { keysetPage, type Db, type Queryable, type Trx, type KeysetBound, type KeysetPage } from '@platform/db';
import { canNameContact, PHONE_FORM } from '../../domain/identifier';
import type { ContactFact } from '../../domain/upstream-change';

const iso = (v: unknown) => new Date(v as string).toISOString();

/** A stored contact. */
export interface ContactRow {
  id: string;
  project_id: string;
  phone_number: string | null;
  business_scoped_user_id: string | null;
  parent_business_scoped_user_id: string | null;
  name: string | null;
  username: string | null;
  properties: Record<string, unknown>;
  marketing_sequence: string | number;
  created_at: Date | string;
  updated_at: Date | string;
}

/** Digits of a phone number (`+` and separators dropped). */
export const digitsOf = (v: string) => v.replace(/[^\d]/g, '');
/** The phone digits an identifier names, or '' when it is not a phone number (a uuid, a BSUID). */
const identifierDigits = (identifier: string) => (PHONE_FORM.test(identifier) ? digitsOf(identifier) : '');

/**
 * The profile fields a fact changes on a stored contact (a name or username it carries that differs):
 * {@link ContactsRepository.upsertFromFact}'s rule, which the set-based inbound path (decision 0502)
 * applies in memory message by message.
 */
export function profilePatch(row: Pick<ContactRow, 'name' | 'username'>, fact: Pick<ContactFact, 'name' | 'username'>): { name?: string; username?: string } {
  const patch: { name?: string; username?: string } = {};
  if (fact.name && fact.name !== row.name) patch.name = fact.name;
  if (fact.username && fact.username !== row.username) patch.username = fact.username;
  return patch;
}

/** A stored marketing preference row of a contact on a number. */
export interface StoredPreferenceRow {
  phone_number_id: string;
  status: string;
  source: string;
  observed_at: Date | null;
  updated_at: Date;
}

/** Contacts of a project. Every method takes the project id. */
export class ContactsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Resolves an identifier (spec 4.12): the contact uuid, a phone number, a business-scoped user id,
   * or a parent business-scoped user id (several may match: the most recently created wins).
   */
  async resolve(projectId: string, identifier: string, on: Queryable = this.db.knex, opts: { forUpdate?: boolean } = {}): Promise<ContactRow | undefined> {
    const q = on('contacts').where({ project_id: projectId });
    if (opts.forUpdate) q.forUpdate();
    if (isUuid(identifier)) {
      const r = await q.clone().where({ id: identifier }).first();
      if (r) return r as ContactRow;
    }
    const digits = identifierDigits(identifier);
    const r = await q
      .clone()
      .where((w) => {
        if (digits) w.where('phone_number', digits);
        w.orWhere('business_scoped_user_id', identifier).orWhere('parent_business_scoped_user_id', identifier);
      })
      // Exact matches on phone or BSUID outrank parent matches; among parents the newest wins.
      .orderByRaw('case when phone_number = ? or business_scoped_user_id = ? then 0 else 1 end', [digits || null, identifier])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .first();
    return (r as ContactRow | undefined) ?? undefined;
  }

  /**
   * For each identifier (resolved exactly as {@link resolve} resolves it), whether its contact stopped
   * marketing messages on the number; false for an unknown identifier. One statement for all of them.
   * An identifier that cannot name a contact ({@link canNameContact}: NUL, an unpaired surrogate, no
   * phone/BSUID/uuid form) is false without reaching the statement, so it cannot fail the others.
   */
  async stoppedOn(projectId: string, phoneNumberId: string, identifiers: string[]): Promise<boolean[]> {
    const stopped = identifiers.map(() => false);
    const at: number[] = [];
    identifiers.forEach((i, n) => {
      if (canNameContact(i)) at.push(n);
    });
    if (at.length === 0) return stopped;
    const asked = at.map((n) => identifiers[n]);
    const { rows } = await this.db.knex.raw(
      `SELECT k.i, p.status
         FROM unnest(?::text[], ?::text[], ?::uuid[]) WITH ORDINALITY AS k(ident, digits, uid, i)
         LEFT JOIN LATERAL (
           SELECT c.id FROM contacts c
            WHERE c.project_id = ?
              AND (c.id = k.uid OR (k.digits <> '' AND c.phone_number = k.digits)
                   OR c.business_scoped_user_id = k.ident OR c.parent_business_scoped_user_id = k.ident)
            -- as resolve(): the contact uuid first, then exact phone or BSUID matches, then the newest parent match
            ORDER BY (c.id = k.uid) IS TRUE DESC,
                     CASE WHEN (k.digits <> '' AND c.phone_number = k.digits) OR c.business_scoped_user_id = k.ident THEN 0 ELSE 1 END,
                     c.created_at DESC, c.id DESC
            LIMIT 1) AS c ON true
         LEFT JOIN marketing_preferences p ON p.contact_id = c.id AND p.project_id = ? AND p.phone_number_id = ?
        ORDER BY k.i`,
      [
        asked,
        asked.map(identifierDigits),
        asked.map((i) => (isUuid(i) ? i : null)) as string[] /* nulls become SQL NULLs */,
        projectId,
        projectId,
        phoneNumberId,
      ],
    );
    for (const r of rows as Array<{ i: string | number; status: string | null }>) stopped[at[Number(r.i) - 1]] = r.status === 'stopped';
    return stopped;
  }

  /** Numbers a contact talked with. */
  async presence(projectId: string, contactId: string, on: Queryable = this.db.knex): Promise<{ phone_number_id: string; last_seen_at: Date }[]> {
    return on('contact_numbers').where({ project_id: projectId, contact_id: contactId }).orderBy('phone_number_id').select('phone_number_id', 'last_seen_at');
  }

  /** True when any contact of the project talked with the number (the number is one of the project's). */
  async numberKnown(projectId: string, phoneNumberId: string): Promise<boolean> {
    const seen = await this.db.knex('contact_numbers').where({ project_id: projectId, phone_number_id: phoneNumberId }).first('contact_id');
    return Boolean(seen ?? (await this.db.knex('marketing_preferences').where({ project_id: projectId, phone_number_id: phoneNumberId }).first('contact_id')));
  }

  /** True when the contact talked with the number. */
  async seenOn(projectId: string, contactId: string, phoneNumberId: string): Promise<boolean> {
    return Boolean(
      await this.db.knex('contact_numbers').where({ project_id: projectId, contact_id: contactId, phone_number_id: phoneNumberId }).first('contact_id'),
    );
  }

  /**
   * The contact a fact names (by BSUID first, then phone number), created on first sight, its
   * profile refreshed and its presence on the number recorded. Row-locked for the transaction.
   */
  async upsertFromFact(trx: Trx, projectId: string, fact: ContactFact, phoneNumberId: string, now: Date): Promise<ContactRow | undefined> {
    const waId = fact.waId ? digitsOf(fact.waId) : undefined;
    if (!waId && !fact.userId) return undefined;
    // Presence on the number, written in the same statement as the contact's lookup or insert (one round trip fewer per event).
    const PRESENCE = `presence AS (
      INSERT INTO contact_numbers (contact_id, project_id, phone_number_id, last_seen_at) SELECT id, project_id, ?, ?::timestamptz FROM c
      ON CONFLICT (contact_id, phone_number_id) DO UPDATE SET last_seen_at = greatest(contact_numbers.last_seen_at, excluded.last_seen_at))`;
    let presenceWritten = false;
    const find = async () => {
      if (fact.userId) {
        const r = await trx('contacts').where({ project_id: projectId, business_scoped_user_id: fact.userId }).forUpdate().first();
        if (r) return r as ContactRow;
      }
      if (!waId) return undefined;
      if (fact.userId) return (await trx('contacts').where({ project_id: projectId, phone_number: waId }).forUpdate().first()) as ContactRow | undefined;
      // By number only (sends, most inbound): locked and its presence written in one statement.
      const res = await trx.raw(`WITH c AS (SELECT * FROM contacts WHERE project_id = ? AND phone_number = ? FOR UPDATE), ${PRESENCE} SELECT * FROM c`, [
        projectId,
        waId,
        phoneNumberId,
        now,
      ]);
      const r = (res.rows as ContactRow[])[0];
      presenceWritten = Boolean(r);
      return r;
    };
    let row = await find();
    if (!row) {
      const res = await trx.raw(
        `WITH c AS (
           INSERT INTO contacts (id, project_id, phone_number, business_scoped_user_id, parent_business_scoped_user_id, name, username, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING *), ${PRESENCE}
         SELECT * FROM c`,
        [
          randomUUID(),
          projectId,
          waId ?? null,
          fact.userId ?? null,
          fact.parentUserId ?? null,
          fact.name ?? null,
          fact.username ?? null,
          now,
          now,
          phoneNumberId,
          now,
        ],
      );
      const inserted = (res.rows as ContactRow[])[0];
      presenceWritten = Boolean(inserted);
      row = inserted ?? (await find());
      if (!row) return undefined;
    } else {
      const patch: Record<string, unknown> = {};
      if (waId && !row.phone_number) patch.phone_number = waId;
      if (fact.userId && !row.business_scoped_user_id) patch.business_scoped_user_id = fact.userId;
      if (fact.parentUserId && fact.parentUserId !== row.parent_business_scoped_user_id) patch.parent_business_scoped_user_id = fact.parentUserId;
      Object.assign(patch, profilePatch(row, fact));
      // A phone number or id another contact of the project holds stays with that contact.
      for (const col of ['phone_number', 'business_scoped_user_id'] as const) {
        if (
          patch[col] &&
          (await trx('contacts')
            .where({ project_id: projectId, [col]: patch[col] })
            .whereNot({ id: row.id })
            .first('id'))
        )
          delete patch[col];
      }
      if (Object.keys(patch).length) {
        const updated = await trx('contacts')
          .where({ id: row.id })
          .update({ ...patch, updated_at: now })
          .returning('*');
        row = updated[0] as ContactRow;
      }
    }
    if (!presenceWritten)
      await trx('contact_numbers')
        .insert({ contact_id: row.id, project_id: projectId, phone_number_id: phoneNumberId, last_seen_at: now })
        .onConflict(['contact_id', 'phone_number_id'])
        .merge({ last_seen_at: trx.raw('greatest(contact_numbers.last_seen_at, excluded.last_seen_at)') });
    return row;
  }

  /**
   * Contacts by phone number, many at once (the consumer's batches of recorded sends and received
   * messages, decision 0502): the missing ones created (with the profile name and username of their
   * first want, as the first message creates a contact one by one), all locked (in id order), and
   * their presence on each given number recorded — three statements whatever the count. Answers the
   * rows as locked (before any later profile change) by `${project}\n${digits}`.
   */
  async lockOrCreateByPhones(
    trx: Trx,
    wants: Array<{ projectId: string; phone: string; phoneNumberId: string; at: Date; name?: string; username?: string }>,
    now: Date,
  ): Promise<Map<string, ContactRow>> {
    if (wants.length === 0) return new Map();
    const people = new Map<string, (typeof wants)[number]>();
    for (const w of wants) if (!people.has(`${w.projectId}\n${w.phone}`)) people.set(`${w.projectId}\n${w.phone}`, w);
    const first = [...people.values()];
    await trx.raw(
      `INSERT INTO contacts (id, project_id, phone_number, name, username, created_at, updated_at)
       SELECT gen_random_uuid(), p, n, nm, un, ?::timestamptz, ?::timestamptz FROM unnest(?::uuid[], ?::text[], ?::text[], ?::text[]) AS t(p, n, nm, un) ORDER BY p, n
       ON CONFLICT DO NOTHING`,
      [
        now,
        now,
        first.map((w) => w.projectId),
        first.map((w) => w.phone),
        // Array parameters with nulls (pg sends one array); knex's binding type knows no such arrays.
        first.map((w) => w.name ?? null) as unknown as string,
        first.map((w) => w.username ?? null) as unknown as string,
      ],
    );
    const res = await trx.raw(
      `SELECT c.* FROM contacts c JOIN unnest(?::uuid[], ?::text[]) AS t(p, n) ON c.project_id = t.p AND c.phone_number = t.n ORDER BY c.id FOR UPDATE OF c`,
      [first.map((w) => w.projectId), first.map((w) => w.phone)],
    );
    const found = new Map((res.rows as ContactRow[]).map((r) => [`${r.project_id}\n${r.phone_number}`, r]));
    const presence = [...new Map(wants.map((w) => [`${w.projectId}\n${w.phone}\n${w.phoneNumberId}`, w])).values()].filter((w) =>
      found.has(`${w.projectId}\n${w.phone}`),
    );
    if (presence.length)
      await trx.raw(
        `INSERT INTO contact_numbers (contact_id, project_id, phone_number_id, last_seen_at)
         SELECT c, p, pn, at FROM unnest(?::uuid[], ?::uuid[], ?::text[], ?::timestamptz[]) AS t(c, p, pn, at)
         ON CONFLICT (contact_id, phone_number_id) DO UPDATE SET last_seen_at = greatest(contact_numbers.last_seen_at, excluded.last_seen_at)`,
        [
          presence.map((w) => found.get(`${w.projectId}\n${w.phone}`)!.id),
          presence.map((w) => w.projectId),
          presence.map((w) => w.phoneNumberId),
          presence.map((w) => w.at),
        ],
      );
    return found;
  }

  /** Sets the name and username of many locked contacts in one statement (the set-based inbound path's profile updates). */
  async setProfiles(trx: Trx, rows: Array<Pick<ContactRow, 'id' | 'name' | 'username'>>, now: Date): Promise<void> {
    if (rows.length === 0) return;
    await trx.raw(
      `UPDATE contacts c SET name = v.nm, username = v.un, updated_at = ?::timestamptz
         FROM unnest(?::uuid[], ?::text[], ?::text[]) AS v(id, nm, un) WHERE c.id = v.id`,
      [now, rows.map((r) => r.id), rows.map((r) => r.name) as unknown as string, rows.map((r) => r.username) as unknown as string],
    );
  }

  /** Locks and returns a contact by id. */
  async lock(trx: Trx, projectId: string, contactId: string): Promise<ContactRow | undefined> {
    return (await trx('contacts').where({ project_id: projectId, id: contactId }).forUpdate().first()) as ContactRow | undefined;
  }

  /** Contacts holding a business-scoped user id or a phone number (identity reconciliation). */
  async byIdentity(trx: Trx, projectId: string, ids: { userId?: string; waId?: string }): Promise<ContactRow[]> {
    if (!ids.userId && !ids.waId) return [];
    return (await trx('contacts')
      .where({ project_id: projectId })
      .where((w) => {
        if (ids.userId) w.orWhere('business_scoped_user_id', ids.userId);
        if (ids.waId) w.orWhere('phone_number', digitsOf(ids.waId));
      })
      .forUpdate()) as ContactRow[];
  }

  /** Applies an identity change to a contact. */
  async setIdentity(
    trx: Trx,
    contactId: string,
    patch: { phone_number?: string; business_scoped_user_id?: string; parent_business_scoped_user_id?: string },
    now: Date,
  ): Promise<ContactRow> {
    const [row] = await trx('contacts')
      .where({ id: contactId })
      .update({ ...patch, updated_at: now })
      .returning('*');
    return row as ContactRow;
  }

  /** Updates name and properties (already merged by the use case). */
  async update(trx: Trx, contactId: string, patch: { name?: string | null; properties?: Record<string, unknown> }, now: Date): Promise<ContactRow> {
    const [row] = await trx('contacts')
      .where({ id: contactId })
      .update({ ...patch, ...(patch.properties ? { properties: JSON.stringify(patch.properties) } : {}), updated_at: now })
      .returning('*');
    return row as ContactRow;
  }

  /** Erases a contact and everything personal cascading from it; returns what was erased. */
  async erase(trx: Trx, projectId: string, contactId: string): Promise<{ messages: number; conversations: number }> {
    const [{ n: messages }] = (await trx('messages').where({ project_id: projectId, contact_id: contactId }).count({ n: '*' })) as { n: string }[];
    const [{ n: conversations }] = (await trx('conversations').where({ project_id: projectId, contact_id: contactId }).count({ n: '*' })) as { n: string }[];
    await trx('messages').where({ project_id: projectId, contact_id: contactId }).delete();
    await trx('conversations').where({ project_id: projectId, contact_id: contactId }).delete();
    await trx('contacts').where({ project_id: projectId, id: contactId }).delete();
    return { messages: Number(messages), conversations: Number(conversations) };
  }

  /**
   * Copies a contact's presence rows onto another contact of the project (a merge): a number both
   * talked with keeps the later last_seen_at.
   */
  async movePresence(trx: Trx, projectId: string, fromContactId: string, toContactId: string): Promise<void> {
    await trx.raw(
      `INSERT INTO contact_numbers (contact_id, project_id, phone_number_id, last_seen_at)
       SELECT ?, project_id, phone_number_id, last_seen_at FROM contact_numbers WHERE project_id = ? AND contact_id = ?
       ON CONFLICT (contact_id, phone_number_id) DO UPDATE SET last_seen_at = greatest(contact_numbers.last_seen_at, excluded.last_seen_at)`,
      [toContactId, projectId, fromContactId],
    );
  }

  /** The stored marketing preferences of a contact, one per number, oldest report first (a merge replays them). */
  async storedPreferences(trx: Trx, projectId: string, contactId: string): Promise<StoredPreferenceRow[]> {
    return trx('marketing_preferences')
      .where({ project_id: projectId, contact_id: contactId })
      .orderByRaw('coalesce(observed_at, updated_at), phone_number_id')
      .select('phone_number_id', 'status', 'source', 'observed_at', 'updated_at');
  }

  /** Sets the contact's last marketing sequence. */
  async setMarketingSequence(trx: Trx, contactId: string, sequence: number): Promise<void> {
    await trx('contacts').where({ id: contactId }).update({ marketing_sequence: sequence });
  }

  /** Contacts of a project, newest first, keyset paged; optionally those seen on a number, or one phone number. */
  async list(
    projectId: string,
    f: { phoneNumberId?: string; waId?: string; limit: number; before?: KeysetBound; after?: KeysetBound },
  ): Promise<KeysetPage<ContactRow>> {
    const q = this.db.knex('contacts').where({ 'contacts.project_id': projectId }).select('contacts.*');
    if (f.phoneNumberId)
      q.whereExists((s) =>
        s.select(1).from('contact_numbers').whereRaw('contact_numbers.contact_id = contacts.id').where('contact_numbers.phone_number_id', f.phoneNumberId),
      );
    if (f.waId) q.where('contacts.phone_number', digitsOf(f.waId));
    return keysetPage<ContactRow>(q, 'contacts.created_at', 'contacts.id', f);
  }

  /** Presence rows of several contacts. */
  async presenceOf(projectId: string, contactIds: string[]): Promise<Map<string, { phone_number_id: string; last_seen_at: Date }[]>> {
    const m = new Map<string, { phone_number_id: string; last_seen_at: Date }[]>();
    if (!contactIds.length) return m;
    const rows = await this.db.knex('contact_numbers').where({ project_id: projectId }).whereIn('contact_id', contactIds).orderBy('phone_number_id');
    for (const r of rows) m.set(r.contact_id, [...(m.get(r.contact_id) ?? []), r]);
    return m;
  }

  /** Marketing preferences of a contact, one per number, most recently changed first (spec 1), then by number. */
  async preferences(projectId: string, contactId: string, phoneNumberId?: string): Promise<contacts.MarketingPreference[]> {
    const q = this.db.knex('marketing_preferences').where({ project_id: projectId, contact_id: contactId });
    if (phoneNumberId) q.where({ phone_number_id: phoneNumberId });
    const rows = await q.orderBy([{ column: 'updated_at', order: 'desc' }, 'phone_number_id']);
    return rows.map((r) => ({
      phone_number_id: r.phone_number_id,
      status: r.status,
      source: r.source,
      sequence: String(r.sequence),
      updated_at: iso(r.updated_at),
    }));
  }

  /** The stored preference of a contact on a number. */
  async preference(trx: Trx, contactId: string, phoneNumberId: string): Promise<{ status: string; observed_at: Date | null; updated_at: Date } | undefined> {
    return trx('marketing_preferences').where({ contact_id: contactId, phone_number_id: phoneNumberId }).first('status', 'observed_at', 'updated_at');
  }

  /** Records a preference transition. */
  async recordPreference(
    trx: Trx,
    p: { projectId: string; contactId: string; phoneNumberId: string; status: string; source: string; sequence: number; observedAt: Date; now: Date },
  ): Promise<void> {
    const row = {
      contact_id: p.contactId,
      project_id: p.projectId,
      phone_number_id: p.phoneNumberId,
      status: p.status,
      source: p.source,
      sequence: p.sequence,
      observed_at: p.observedAt,
      updated_at: p.now,
    };
    await trx('marketing_preferences').insert(row).onConflict(['contact_id', 'phone_number_id']).merge();
  }

  /** Moves an older report's time forward without a transition (same state confirmed later). */
  async touchPreference(trx: Trx, contactId: string, phoneNumberId: string, observedAt: Date): Promise<void> {
    await trx('marketing_preferences')
      .where({ contact_id: contactId, phone_number_id: phoneNumberId })
      .where('observed_at', '<', observedAt)
      .update({ observed_at: observedAt });
  }
}
