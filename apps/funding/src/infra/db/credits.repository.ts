import type { Db, Queryable, Trx } from '@platform/db';

/** A project's credits: balance and the sum of its active holds, in micros of `currency`. */
export interface CreditAccountRow {
  projectId: string;
  currency: string;
  balanceMicros: bigint;
  heldMicros: bigint;
  updatedAt: Date;
}

/** Status of a hold: held → sent → settled, or held → released. */
export type HoldStatus = 'held' | 'sent' | 'settled' | 'released';

/** One hold of one send key. */
export interface HoldRow {
  id: string;
  projectId: string;
  sendKey: string;
  status: HoldStatus;
  category: string;
  window: string;
  region: string | null;
  pricingType: string;
  rateCardVersion: number | null;
  amountMicros: bigint;
  currency: string;
  allowanceMonth: string | null;
  wabaId: string | null;
  phoneNumberId: string | null;
  messageId: string | null;
  chargedMicros: bigint | null;
  outcome: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What a new (or re-activated) hold stores. */
export type NewHold = Pick<
  HoldRow,
  | 'id'
  | 'projectId'
  | 'sendKey'
  | 'category'
  | 'window'
  | 'region'
  | 'pricingType'
  | 'rateCardVersion'
  | 'amountMicros'
  | 'currency'
  | 'allowanceMonth'
  | 'wabaId'
  | 'phoneNumberId'
>;

/** One ledger entry (append-only). */
export interface EntryRow {
  seq: bigint;
  id: string;
  projectId: string;
  kind: 'topup' | 'charge';
  amountMicros: bigint;
  balanceAfterMicros: bigint;
  currency: string;
  holdId: string | null;
  messageId: string | null;
  category: string | null;
  region: string | null;
  note: string | null;
  reference: string | null;
  createdAt: Date;
}

/** A new ledger entry. */
export type NewEntry = Omit<EntryRow, 'seq'>;

/** The pricing of a message as recorded from its status webhook (usage_records). */
export interface RecordedPricing {
  billable: boolean;
  category: string | null;
  pricingType: string | null;
}

const big = (v: unknown): bigint => BigInt(v as string);
const bigOrNull = (v: unknown): bigint | null => (v === null || v === undefined ? null : BigInt(v as string));

function toAccount(r: Record<string, unknown>): CreditAccountRow {
  return {
    projectId: r.project_id as string,
    currency: r.currency as string,
    balanceMicros: big(r.balance_micros),
    heldMicros: big(r.held_micros),
    updatedAt: new Date(r.updated_at as string),
  };
}

function toHold(r: Record<string, unknown>): HoldRow {
  return {
    id: r.id as string,
    projectId: r.project_id as string,
    sendKey: r.send_key as string,
    status: r.status as HoldStatus,
    category: r.category as string,
    window: r.window as string,
    region: (r.region as string | null) ?? null,
    pricingType: r.pricing_type as string,
    rateCardVersion: (r.rate_card_version as number | null) ?? null,
    amountMicros: big(r.amount_micros),
    currency: r.currency as string,
    allowanceMonth: (r.allowance_month as string | null) ?? null,
    wabaId: (r.waba_id as string | null) ?? null,
    phoneNumberId: (r.phone_number_id as string | null) ?? null,
    messageId: (r.message_id as string | null) ?? null,
    chargedMicros: bigOrNull(r.charged_micros),
    outcome: (r.outcome as string | null) ?? null,
    createdAt: new Date(r.created_at as string),
    updatedAt: new Date(r.updated_at as string),
  };
}

function toEntry(r: Record<string, unknown>): EntryRow {
  return {
    seq: big(r.seq),
    id: r.id as string,
    projectId: r.project_id as string,
    kind: r.kind as EntryRow['kind'],
    amountMicros: big(r.amount_micros),
    balanceAfterMicros: big(r.balance_after_micros),
    currency: r.currency as string,
    holdId: (r.hold_id as string | null) ?? null,
    messageId: (r.message_id as string | null) ?? null,
    category: (r.category as string | null) ?? null,
    region: (r.region as string | null) ?? null,
    note: (r.note as string | null) ?? null,
    reference: (r.reference as string | null) ?? null,
    createdAt: new Date(r.created_at as string),
  };
}

const rows = (res: { rows: unknown[] }) => res.rows as Record<string, unknown>[];
/** `sql` with each `?` placeholder numbered `$1…$n` in order (for `Db.query`; the text has no other `?`). */
const numbered = (sql: string): string => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/** The insert of a hold: its columns, in the order of {@link HOLD_VALUES}. */
const INSERT_HOLD = `INSERT INTO credit_holds (id, project_id, send_key, status, category, "window", region, pricing_type, rate_card_version, amount_micros,
                          currency, allowance_month, waba_id, phone_number_id, message_id, charged_micros, outcome, created_at, updated_at)`;
/** A new hold's row: the {@link HOLD_FIELDS}, then created_at and updated_at ({@link holdValues}). */
const HOLD_VALUES = `?, ?, ?, 'held', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, NULL, ?, ?`;
/** The conflict clause of a hold insert: a released hold of the send key is held again (a retried send); another stays. */
const REACTIVATE_RELEASED_HOLD = `ON CONFLICT (project_id, send_key) DO UPDATE SET
         status = 'held', category = EXCLUDED.category, "window" = EXCLUDED."window", region = EXCLUDED.region,
         pricing_type = EXCLUDED.pricing_type, rate_card_version = EXCLUDED.rate_card_version, amount_micros = EXCLUDED.amount_micros,
         currency = EXCLUDED.currency, allowance_month = EXCLUDED.allowance_month, waba_id = EXCLUDED.waba_id,
         phone_number_id = EXCLUDED.phone_number_id, message_id = NULL, charged_micros = NULL, outcome = NULL, updated_at = EXCLUDED.updated_at
       WHERE credit_holds.status = 'released'`;
/** {@link CreditsRepository.holdIfAvailable}'s statement, its `?` numbered `$1…$n` for a prepared statement. */
const HOLD_IF_AVAILABLE = numbered(
  `WITH existing AS (SELECT * FROM credit_holds WHERE project_id = ? AND send_key = ?),
   acc AS (
     UPDATE credit_accounts SET held_micros = held_micros + ?::bigint, updated_at = ?
      WHERE project_id = ? AND currency = ? AND balance_micros - held_micros >= ?::bigint AND NOT EXISTS (SELECT 1 FROM existing)
      RETURNING *),
   ins AS (
     ${INSERT_HOLD}
     SELECT ${HOLD_VALUES} FROM acc
     RETURNING *)
   SELECT ins.*, false AS existing, acc.currency AS a_currency, acc.balance_micros AS a_balance, acc.held_micros AS a_held, acc.updated_at AS a_updated
     FROM ins, acc
   UNION ALL
   SELECT e.*, true, a.currency, a.balance_micros, a.held_micros, a.updated_at
     FROM existing e JOIN credit_accounts a ON a.project_id = e.project_id WHERE e.status <> 'released'`,
);

/** A new hold's bound fields, in column order (status and the settlement columns are literals). */
const HOLD_FIELDS: ReadonlyArray<(h: NewHold) => string | number | null> = [
  (h) => h.id,
  (h) => h.projectId,
  (h) => h.sendKey,
  (h) => h.category,
  (h) => h.window,
  (h) => h.region,
  (h) => h.pricingType,
  (h) => h.rateCardVersion,
  (h) => h.amountMicros.toString(),
  (h) => h.currency,
  (h) => h.allowanceMonth,
  (h) => h.wabaId,
  (h) => h.phoneNumberId,
];
/** The bindings of {@link HOLD_VALUES}. */
const holdValues = (h: NewHold, now: Date) => [...HOLD_FIELDS.map((f) => f(h)), now, now];

/** Map key of a hold by its project and send key. */
export const holdKey = (projectId: string, sendKey: string): string => `${projectId}\n${sendKey}`;
/** Map key of a project's allowance month. */
export const allowanceKey = (projectId: string, month: string): string => `${projectId}\n${month}`;
/** Map key of a project's message id. */
export const messageKey = (projectId: string, messageId: string): string => `${projectId}\n${messageId}`;

/**
 * The credits ledger: accounts (balance and held sum), holds, append-only entries and the monthly
 * free-service usage. Every method takes the project id. Writers lock in one order — the message's
 * advisory lock (settlement), then the account row, then the hold row — so two paths never wait on
 * each other crosswise.
 */
export class CreditsRepository {
  constructor(private readonly db: Db) {}

  /**
   * The project's account row, created at balance 0 on first use, locked until the transaction ends.
   * One statement: an existing row is locked with FOR UPDATE (no write: every hold and confirmation of
   * the send path takes this lock, and the former no-op upsert wrote a new row version each time); only
   * a missing row is inserted (two first uses at once: the loser's conflict locks the winner's row).
   */
  async lockAccount(trx: Trx, projectId: string, currency: string, now: Date): Promise<CreditAccountRow> {
    const res = await trx.raw(
      `WITH locked AS (SELECT * FROM credit_accounts WHERE project_id = ? FOR UPDATE),
       created AS (
         INSERT INTO credit_accounts (project_id, currency, balance_micros, held_micros, created_at, updated_at)
         SELECT ?, ?, 0, 0, ?, ? WHERE NOT EXISTS (SELECT 1 FROM locked)
         ON CONFLICT (project_id) DO UPDATE SET updated_at = credit_accounts.updated_at
         RETURNING *)
       SELECT * FROM locked UNION ALL SELECT * FROM created`,
      [projectId, projectId, currency, now, now],
    );
    return toAccount(rows(res)[0]);
  }

  /**
   * The accounts of several projects (group commit, decision 0106), created at balance 0 where
   * missing, locked until the transaction ends. Existing rows are locked in project-id order, so two
   * batches (or replicas) sharing projects queue instead of deadlocking; missing rows are inserted
   * in the same order (two first uses at once: the loser's conflict locks the winner's row).
   */
  async lockAccounts(trx: Trx, projectIds: string[], currency: string, now: Date): Promise<Map<string, CreditAccountRow>> {
    const sorted = [...new Set(projectIds)].sort();
    const res = await trx.raw(
      `WITH locked AS (SELECT * FROM credit_accounts WHERE project_id = ANY(?::uuid[]) ORDER BY project_id FOR UPDATE),
       created AS (
         INSERT INTO credit_accounts (project_id, currency, balance_micros, held_micros, created_at, updated_at)
         SELECT p, ?, 0, 0, ?, ? FROM unnest(?::uuid[]) AS p WHERE p NOT IN (SELECT project_id FROM locked) ORDER BY p
         ON CONFLICT (project_id) DO UPDATE SET updated_at = credit_accounts.updated_at
         RETURNING *)
       SELECT * FROM locked UNION ALL SELECT * FROM created`,
      [sorted, currency, now, now, sorted],
    );
    return new Map(rows(res).map((r) => [r.project_id as string, toAccount(r)]));
  }

  /** Accounts of several projects, unlocked (a missing one never had credits or holds). */
  async accounts(trx: Trx, projectIds: string[]): Promise<Map<string, CreditAccountRow>> {
    const r = (await trx('credit_accounts').whereIn('project_id', [...new Set(projectIds)])) as Record<string, unknown>[];
    return new Map(r.map((x) => [x.project_id as string, toAccount(x)]));
  }

  /** Adds `heldDelta` to the held sum of several accounts in one statement (the table's check still applies). */
  async addHeld(trx: Trx, deltas: Map<string, bigint>, now: Date): Promise<Map<string, CreditAccountRow>> {
    const ids = [...deltas.keys()];
    if (ids.length === 0) return new Map();
    const res = await trx.raw(
      `UPDATE credit_accounts a SET held_micros = a.held_micros + v.d, updated_at = ?
         FROM (SELECT unnest(?::uuid[]) AS p, unnest(?::bigint[]) AS d) v
        WHERE a.project_id = v.p RETURNING a.*`,
      [now, ids, ids.map((p) => deltas.get(p)!.toString())],
    );
    return new Map(rows(res).map((r) => [r.project_id as string, toAccount(r)]));
  }

  /** The holds of several (project, send key) pairs, locked for the transaction; keyed by {@link holdKey}. */
  async holdsBySendKeys(trx: Trx, keys: Array<{ projectId: string; sendKey: string }>): Promise<Map<string, HoldRow>> {
    const res = await trx.raw(
      `SELECT h.* FROM credit_holds h JOIN (SELECT unnest(?::uuid[]) AS p, unnest(?::text[]) AS k) v ON h.project_id = v.p AND h.send_key = v.k
        ORDER BY h.id FOR UPDATE OF h`,
      [keys.map((k) => k.projectId), keys.map((k) => k.sendKey)],
    );
    return new Map(rows(res).map((r) => [holdKey(r.project_id as string, r.send_key as string), toHold(r)]));
  }

  /** Stores several new holds (or re-activates released ones of the same send keys) in one statement; keyed by {@link holdKey}. */
  async putHolds(trx: Trx, hs: NewHold[], now: Date): Promise<Map<string, HoldRow>> {
    if (hs.length === 0) return new Map();
    const res = await trx.raw(
      `${INSERT_HOLD}
       SELECT id, p, k, 'held', c, w, r, pt, v, a, cur, am, wb, pn, NULL, NULL, NULL, ?::timestamptz, ?::timestamptz
         FROM unnest(?::uuid[], ?::uuid[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::int[], ?::bigint[], ?::text[], ?::text[], ?::text[], ?::text[])
           AS t(id, p, k, c, w, r, pt, v, a, cur, am, wb, pn)
       ${REACTIVATE_RELEASED_HOLD}
       RETURNING *`,
      // Array parameters with nulls (pg sends them as one array each); knex's binding type knows no such arrays.
      [now, now, ...HOLD_FIELDS.map((f) => hs.map(f) as unknown as string)],
    );
    return new Map(rows(res).map((r) => [holdKey(r.project_id as string, r.send_key as string), toHold(r)]));
  }

  /**
   * Marks several held holds as sent upstream, each as its message id, in one statement; a hold whose
   * message id another hold of its project is already bound to is left as it is and missing from the
   * answer (keyed by hold id). The caller holds the messages' advisory locks.
   */
  async markSentUnlessTakenMany(trx: Trx, items: Array<{ projectId: string; id: string; messageId: string }>, now: Date): Promise<Map<string, HoldRow>> {
    if (items.length === 0) return new Map();
    const res = await trx.raw(
      `UPDATE credit_holds h SET status = 'sent', message_id = v.m, updated_at = ?
         FROM (SELECT unnest(?::uuid[]) AS id, unnest(?::uuid[]) AS p, unnest(?::text[]) AS m) v
        WHERE h.id = v.id AND NOT EXISTS (SELECT 1 FROM credit_holds o WHERE o.project_id = v.p AND o.message_id = v.m AND o.id <> v.id)
        RETURNING h.*`,
      [now, items.map((i) => i.id), items.map((i) => i.projectId), items.map((i) => i.messageId)],
    );
    return new Map(rows(res).map((r) => [r.id as string, toHold(r)]));
  }

  /** Free service messages used by projects in allowance months, keyed by {@link allowanceKey}. */
  async allowancesUsed(trx: Trx, keys: Array<{ projectId: string; month: string }>): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const res = await trx.raw(
      `SELECT u.project_id, u.month, u.used FROM service_allowance_usage u
         JOIN (SELECT unnest(?::uuid[]) AS p, unnest(?::text[]) AS m) v ON u.project_id = v.p AND u.month = v.m`,
      [keys.map((k) => k.projectId), keys.map((k) => k.month)],
    );
    return new Map(rows(res).map((r) => [allowanceKey(r.project_id as string, r.month as string), Number(r.used)]));
  }

  /** Adds deltas to several months' free-service usage in one statement (keys from {@link allowanceKey}). */
  async addAllowances(trx: Trx, deltas: Array<{ projectId: string; month: string; delta: number }>): Promise<void> {
    if (deltas.length === 0) return;
    await trx.raw(
      `INSERT INTO service_allowance_usage AS u (project_id, month, used)
       SELECT p, m, GREATEST(d, 0) FROM unnest(?::uuid[], ?::text[], ?::int[]) AS t(p, m, d)
       ON CONFLICT (project_id, month) DO UPDATE SET used = GREATEST(u.used + (EXCLUDED.used), 0)`,
      [deltas.map((d) => d.projectId), deltas.map((d) => d.month), deltas.map((d) => d.delta)],
    );
  }

  /**
   * The advisory locks of several messages (see {@link lockMessage}), taken in key order so two
   * batches sharing messages queue instead of deadlocking.
   */
  async lockMessages(trx: Trx, items: Array<{ projectId: string; messageId: string }>): Promise<void> {
    const keys = [...new Set(items.map((i) => `${i.projectId}:${i.messageId}`))].sort();
    await trx.raw(`SELECT pg_advisory_xact_lock(hashtextextended(k, 15)) FROM (SELECT unnest(?::text[]) AS k ORDER BY 1) s`, [keys]);
  }

  /** The pricings recorded for several messages, keyed by {@link messageKey}. */
  async recordedPricings(trx: Trx, items: Array<{ projectId: string; messageId: string }>): Promise<Map<string, RecordedPricing>> {
    const res = await trx.raw(
      `SELECT u.project_id, u.ref_id, u.billable, u.category, u.pricing_type FROM usage_records u
         JOIN (SELECT unnest(?::uuid[]) AS p, unnest(?::text[]) AS m) v ON u.project_id = v.p AND u.kind = 'messaging' AND u.ref_id = v.m`,
      [items.map((i) => i.projectId), items.map((i) => i.messageId)],
    );
    return new Map(
      rows(res).map((r) => [
        messageKey(r.project_id as string, r.ref_id as string),
        { billable: r.billable as boolean, category: (r.category as string | null) ?? null, pricingType: (r.pricing_type as string | null) ?? null },
      ]),
    );
  }

  /**
   * The one-statement hold (decision 0106): when the send key has no hold, the project's account (in
   * `currency`) moves `held_micros` by the price only if its available credits cover it, and the hold
   * is inserted — both in one statement, so in one implicit transaction: the account row's update
   * re-checks the available credits under its row lock, so concurrent holds never over-commit. An
   * existing hold of the key comes back instead (with the account as it stands). Undefined when the
   * statement did nothing: no account, another currency, credits too low, or a released hold of the
   * key — the caller then takes the full path, which decides those exactly. Two first holds of one key
   * at once: the second's insert fails on the key's unique index and the whole statement with it.
   */
  async holdIfAvailable(h: NewHold, now: Date): Promise<{ hold: HoldRow; account: CreditAccountRow; existing: boolean } | undefined> {
    // A prepared statement (issue 40): every send runs it; parsing and planning it each time, and knex's own
    // handling of its 22 bindings, cost half of its ~1.1 ms on an idle box.
    const found = await this.db.query(
      HOLD_IF_AVAILABLE,
      [
        h.projectId,
        h.sendKey,
        h.amountMicros.toString(),
        now,
        h.projectId,
        h.currency,
        h.amountMicros.toString(),
        // The one-statement path holds no allowance message.
        ...holdValues({ ...h, allowanceMonth: null }, now),
      ],
      { name: 'funding.hold_if_available.v1' },
    );
    const r = found[0];
    if (!r) return undefined;
    const account = toAccount({
      project_id: r.project_id,
      currency: r.a_currency,
      balance_micros: r.a_balance,
      held_micros: r.a_held,
      updated_at: r.a_updated,
    });
    return { hold: toHold(r), account, existing: r.existing as boolean };
  }

  /** The project's account; undefined when it never had credits or holds. */
  async account(projectId: string, q?: Queryable): Promise<CreditAccountRow | undefined> {
    const r = await (q ?? this.db.knex)('credit_accounts').where({ project_id: projectId }).first();
    return r ? toAccount(r as Record<string, unknown>) : undefined;
  }

  /** Applies deltas to the balance and the held sum (the table's check refuses a negative or over-held result). */
  async adjust(trx: Trx, projectId: string, balanceDelta: bigint, heldDelta: bigint, now: Date): Promise<CreditAccountRow> {
    const res = await trx.raw(
      `UPDATE credit_accounts SET balance_micros = balance_micros + ?, held_micros = held_micros + ?, updated_at = ?
        WHERE project_id = ? RETURNING *`,
      [balanceDelta.toString(), heldDelta.toString(), now, projectId],
    );
    return toAccount(rows(res)[0]);
  }

  /** The hold of a send key, locked for the transaction. */
  async holdBySendKey(trx: Trx, projectId: string, sendKey: string): Promise<HoldRow | undefined> {
    const r = await trx('credit_holds').where({ project_id: projectId, send_key: sendKey }).forUpdate().first();
    return r ? toHold(r as Record<string, unknown>) : undefined;
  }

  /** The hold bound to a message id; `lock` locks it for the transaction. */
  async holdByMessage(q: Queryable, projectId: string, messageId: string, lock = false): Promise<HoldRow | undefined> {
    const b = q('credit_holds').where({ project_id: projectId, message_id: messageId });
    const r = await (lock ? b.forUpdate() : b).first();
    return r ? toHold(r as Record<string, unknown>) : undefined;
  }

  /** A hold by id, locked for the transaction. */
  async lockHold(trx: Trx, projectId: string, id: string): Promise<HoldRow | undefined> {
    const r = await trx('credit_holds').where({ project_id: projectId, id }).forUpdate().first();
    return r ? toHold(r as Record<string, unknown>) : undefined;
  }

  /** Stores a new hold, or re-activates the released hold of the same send key (a retried send). */
  async putHold(trx: Trx, h: NewHold, now: Date): Promise<HoldRow> {
    const res = await trx.raw(
      `${INSERT_HOLD}
       VALUES (${HOLD_VALUES})
       ${REACTIVATE_RELEASED_HOLD}
       RETURNING *`,
      holdValues(h, now),
    );
    return toHold(rows(res)[0]);
  }

  /**
   * Marks a held hold (or an expired one confirmed late, decision 0239: its release's charge and
   * outcome cleared) as sent upstream as `messageId` unless another hold of the project is already
   * bound to that message id (then nothing changes and the answer is undefined): the check and the
   * update in one statement (the caller holds the message's advisory lock, so no other confirmation of
   * the id runs meanwhile).
   */
  async markSentUnlessTaken(trx: Trx, projectId: string, id: string, messageId: string, now: Date): Promise<HoldRow | undefined> {
    const res = await trx.raw(
      `UPDATE credit_holds SET status = 'sent', message_id = ?, charged_micros = NULL, outcome = NULL, updated_at = ?
        WHERE id = ? AND NOT EXISTS (SELECT 1 FROM credit_holds o WHERE o.project_id = ? AND o.message_id = ? AND o.id <> ?)
        RETURNING *`,
      [messageId, now, id, projectId, messageId, id],
    );
    const r = rows(res)[0];
    return r ? toHold(r) : undefined;
  }

  /**
   * Confirmation in one statement (decision 0106): the send key's hold, if held, its message id not
   * bound to another hold of the project and no pricing recorded for it yet, becomes sent as
   * `messageId`; answers it with the project's account as it stands (unlocked: an unpriced
   * confirmation changes no account). Undefined when nothing changed (no hold, not held, message id
   * taken, already priced): the caller takes the full path. Run after the message's advisory lock, in
   * a later statement, so its snapshot sees a pricing committed before the lock was granted.
   */
  async markSentBySendKey(
    trx: Trx,
    projectId: string,
    sendKey: string,
    messageId: string,
    now: Date,
  ): Promise<{ hold: HoldRow; account: CreditAccountRow | undefined } | undefined> {
    const res = await trx.raw(
      `UPDATE credit_holds h SET status = 'sent', message_id = ?, updated_at = ?
        WHERE h.project_id = ? AND h.send_key = ? AND h.status = 'held'
          AND NOT EXISTS (SELECT 1 FROM credit_holds o WHERE o.project_id = ? AND o.message_id = ? AND o.id <> h.id)
          AND NOT EXISTS (SELECT 1 FROM usage_records u WHERE u.project_id = ? AND u.kind = 'messaging' AND u.ref_id = ?)
        RETURNING h.*,
          (SELECT a.currency FROM credit_accounts a WHERE a.project_id = h.project_id) AS a_currency,
          (SELECT a.balance_micros FROM credit_accounts a WHERE a.project_id = h.project_id) AS a_balance,
          (SELECT a.held_micros FROM credit_accounts a WHERE a.project_id = h.project_id) AS a_held,
          (SELECT a.updated_at FROM credit_accounts a WHERE a.project_id = h.project_id) AS a_updated`,
      [messageId, now, projectId, sendKey, projectId, messageId, projectId, messageId],
    );
    const r = rows(res)[0];
    if (!r) return undefined;
    const account =
      r.a_currency === null
        ? undefined
        : toAccount({ project_id: r.project_id, currency: r.a_currency, balance_micros: r.a_balance, held_micros: r.a_held, updated_at: r.a_updated });
    return { hold: toHold(r), account };
  }

  /** Ends a hold: settled with what was charged, or released (charged 0). */
  async finishHold(trx: Trx, id: string, status: 'settled' | 'released', chargedMicros: bigint, outcome: string, now: Date): Promise<HoldRow> {
    const res = await trx.raw(`UPDATE credit_holds SET status = ?, charged_micros = ?, outcome = ?, updated_at = ? WHERE id = ? RETURNING *`, [
      status,
      chargedMicros.toString(),
      outcome,
      now,
      id,
    ]);
    return toHold(rows(res)[0]);
  }

  /** Free service messages used by the project in an allowance month. */
  async allowanceUsed(trx: Trx, projectId: string, month: string): Promise<number> {
    const r = await trx('service_allowance_usage').where({ project_id: projectId, month }).first('used');
    return r ? Number((r as { used: number }).used) : 0;
  }

  /** Adds `delta` (±1) free service messages to a month's usage. */
  async addAllowance(trx: Trx, projectId: string, month: string, delta: number): Promise<void> {
    await trx.raw(
      `INSERT INTO service_allowance_usage AS u (project_id, month, used) VALUES (?, ?, GREATEST(?, 0))
       ON CONFLICT (project_id, month) DO UPDATE SET used = GREATEST(u.used + ?, 0)`,
      [projectId, month, delta, delta],
    );
  }

  /** Appends a ledger entry. */
  async appendEntry(trx: Trx, e: NewEntry): Promise<EntryRow> {
    const res = await trx.raw(
      `INSERT INTO credit_entries (id, project_id, kind, amount_micros, balance_after_micros, currency, hold_id, message_id, category, region, note, reference, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      [
        e.id,
        e.projectId,
        e.kind,
        e.amountMicros.toString(),
        e.balanceAfterMicros.toString(),
        e.currency,
        e.holdId,
        e.messageId,
        e.category,
        e.region,
        e.note,
        e.reference,
        e.createdAt,
      ],
    );
    return toEntry(rows(res)[0]);
  }

  /** The top-up entry of a caller reference, if one was made. */
  async entryByReference(trx: Trx, projectId: string, reference: string): Promise<EntryRow | undefined> {
    const r = await trx('credit_entries').where({ project_id: projectId, reference }).first();
    return r ? toEntry(r as Record<string, unknown>) : undefined;
  }

  /**
   * The sum and count of a project's charges made at or after `since` and before `until`, with its account's
   * currency (null without an account). One statement over the charges' partial index (project, time).
   */
  async chargesIn(projectId: string, since: Date, until: Date): Promise<{ currency: string | null; chargedMicros: bigint; charges: number }> {
    const [r] = await this.db.query<{ currency: string | null; charged_micros: string; charges: string }>(
      `SELECT (SELECT currency FROM credit_accounts WHERE project_id = $1) AS currency,
              COALESCE(-SUM(amount_micros), 0)::text AS charged_micros, COUNT(*)::text AS charges
         FROM credit_entries
        WHERE project_id = $1 AND kind = 'charge' AND created_at >= $2 AND created_at < $3`,
      [projectId, since, until],
      { name: 'funding.charges_in.v1' },
    );
    return { currency: r.currency, chargedMicros: BigInt(r.charged_micros), charges: Number(r.charges) };
  }

  /** Entries newest first, strictly before sequence `beforeSeq` when given, at most `limit`. */
  async entries(projectId: string, limit: number, beforeSeq?: bigint): Promise<EntryRow[]> {
    const q = this.db.knex('credit_entries').where({ project_id: projectId });
    if (beforeSeq !== undefined) q.andWhere('seq', '<', beforeSeq.toString());
    const r = await q.orderBy('seq', 'desc').limit(limit);
    return (r as Record<string, unknown>[]).map(toEntry);
  }

  /**
   * Serialises the settlement paths of one message (the status webhook's pricing and the send's
   * confirmation) for the transaction, so whichever commits second sees the other's write.
   */
  async lockMessage(trx: Trx, projectId: string, messageId: string): Promise<void> {
    await trx.raw(`SELECT pg_advisory_xact_lock(hashtextextended(?, 15))`, [`${projectId}:${messageId}`]);
  }

  /** The pricing recorded for a message from its status webhook, if any arrived. */
  async recordedPricing(trx: Trx, projectId: string, messageId: string): Promise<RecordedPricing | undefined> {
    const r = await trx('usage_records').where({ project_id: projectId, kind: 'messaging', ref_id: messageId }).first('billable', 'category', 'pricing_type');
    if (!r) return undefined;
    const x = r as { billable: boolean; category: string | null; pricing_type: string | null };
    return { billable: x.billable, category: x.category, pricingType: x.pricing_type };
  }

  /** Holds in `status` untouched since before `before`, oldest first (the sweeper's work). */
  async stale(status: 'held' | 'sent', before: Date, limit: number): Promise<Array<Pick<HoldRow, 'id' | 'projectId'>>> {
    const r = await this.db
      .knex('credit_holds')
      .where({ status })
      .andWhere('updated_at', '<', before)
      .orderBy('updated_at')
      .limit(limit)
      .select('id', 'project_id');
    return (r as Array<{ id: string; project_id: string }>).map((x) => ({ id: x.id, projectId: x.project_id }));
  }
}
