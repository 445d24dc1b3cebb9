import { randomUUID } from 'node:crypto';
import type { Db, Queryable, Trx } from '@platform/db';
import type { NormalisedRecipient } from '../../domain/recipients';
import type { RecipientErrorDetails } from '../../domain/send-outcome';
import { HANDOFF_COLUMNS } from './agent-handoffs.repository';

/** A recipient claimed for sending. */
export interface ClaimedRecipient {
  id: string;
  broadcastId: string;
  projectId: string;
  phoneNumber: string | null;
  userId: string | null;
  components: Array<Record<string, unknown>>;
  sendSeq: number;
  /** Transient outcomes so far (retries and send path calls without an answer; throttles never count). */
  attempts: number;
  /** True when an earlier claim ended without a recorded outcome (a crash): reconciled, not resent blindly. */
  inDoubt: boolean;
  /**
   * This claim's own token (`claimed_by`: the worker and a per-claim id): an outcome other than an
   * accepted send is recorded only while the recipient is still held by this very claim, not by a later
   * claim of the same worker after this one's lease ran out.
   */
  claim: string;
}

/** The recorded outcome of one claimed send. */
export type RecordedOutcome =
  | { id: string; kind: 'sent'; wamid: string | null }
  | { id: string; kind: 'failed'; error: RecipientErrorDetails }
  | { id: string; kind: 'suppressed'; error: RecipientErrorDetails }
  /**
   * Nothing was sent (throttled, busy, stopped): back to pending, retried at `at`; `bump` changes
   * the send key. `transient`: a transient error (busy, no answer) that counts as an attempt and is
   * shown on the recipient while it is retried; throttles and stops carry none.
   */
  | { id: string; kind: 'release'; at: Date | null; bump: boolean; transient?: RecipientErrorDetails };

/** An outcome with the claim it ends ({@link ClaimedRecipient.claim}). */
export type ClaimOutcome = RecordedOutcome extends infer O ? (O extends RecordedOutcome ? O & { claim: string } : never) : never;

/** Filters of a recipients listing: a status, a phone number's digits, a business-scoped user id. */
export interface RecipientFilter {
  status?: string;
  phoneNumber?: string;
  userId?: string;
}

/**
 * The claim (see {@link RecipientsRepository.claim}): bindings from {@link claimBindings}. Exported so
 * a test can read its plan.
 */
export const CLAIM_SQL = `WITH in_doubt AS (
    SELECT id, seq, status AS was FROM broadcast_recipients
    WHERE broadcast_id = ? AND status = 'sending' AND claim_until < ?
    ORDER BY seq LIMIT ? FOR UPDATE SKIP LOCKED),
  due AS (
    SELECT id, seq, status AS was FROM broadcast_recipients
    WHERE broadcast_id = ? AND status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ?)
    ORDER BY seq LIMIT ? FOR UPDATE SKIP LOCKED),
  picked AS (SELECT id, was FROM (SELECT * FROM in_doubt UNION ALL SELECT * FROM due) c ORDER BY seq LIMIT ?)
  UPDATE broadcast_recipients r
  SET status = 'sending', claimed_by = ?, claim_until = ?, updated_at = ?
  FROM picked WHERE r.id = picked.id
  RETURNING r.id, r.broadcast_id, r.project_id, r.seq, r.phone_number, r.user_id, r.components, r.send_seq, r.attempts, picked.was`;

/** The bindings of {@link CLAIM_SQL}. */
export function claimBindings(broadcastId: string, worker: string, limit: number, now: Date, leaseUntil: Date): Array<string | number | Date> {
  return [broadcastId, now, limit, broadcastId, now, limit, limit, worker, leaseUntil, now];
}

/** Recipients of broadcasts. Every tenant-facing method takes the project id. */
export class RecipientsRepository {
  constructor(readonly db: Db) {}

  /** Adds recipients; those already on the broadcast (same phone or user id) are skipped. Returns how many were added. */
  async insertMany(trx: Trx, projectId: string, broadcastId: string, rows: NormalisedRecipient[], now: Date): Promise<number> {
    if (rows.length === 0) return 0;
    const inserted = await trx('broadcast_recipients')
      .insert(
        rows.map((r) => ({
          id: randomUUID(),
          broadcast_id: broadcastId,
          project_id: projectId,
          phone_number: r.phone_number,
          user_id: r.user_id,
          dedupe_key: r.dedupe_key,
          // The second unique key (decision 0801): a recipient with a user id is one per broadcast by it too.
          user_dedupe: r.user_id,
          components: JSON.stringify(r.components),
          status: 'pending',
          created_at: now,
          updated_at: now,
        })),
      )
      // No conflict target: a row conflicting on either unique index (phone key or user id) is skipped.
      .onConflict()
      .ignore()
      .returning('id');
    return inserted.length;
  }

  /** A page of a broadcast's recipient rows (with their handoff's `h_` columns; wire/recipient.wire.ts maps them), newest first (spec 1; `seq` is unique, so pages are stable), filtered by `filter`. */
  async list(
    projectId: string,
    broadcastId: string,
    filter: RecipientFilter,
    page: number,
    perPage: number,
  ): Promise<{ items: Array<Record<string, unknown>>; total: number }> {
    const q = this.db.knex('broadcast_recipients as r').where({ 'r.project_id': projectId, 'r.broadcast_id': broadcastId });
    if (filter.status) q.whereIn('r.status', filter.status === 'pending' ? ['pending', 'parked'] : [filter.status]);
    if (filter.phoneNumber) q.where('r.phone_number', filter.phoneNumber);
    if (filter.userId) q.where('r.user_id', filter.userId);
    const [{ count }] = await q.clone().count<{ count: string | number }[]>({ count: '*' });
    const rows = await q
      .leftJoin('broadcast_agent_handoffs as h', 'h.recipient_id', 'r.id')
      .select('r.*', ...HANDOFF_COLUMNS)
      .orderBy('r.seq', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage);
    return { items: rows as Array<Record<string, unknown>>, total: Number(count) };
  }

  /** True when the broadcast has at least one recipient. */
  async hasAny(trx: Trx, projectId: string, broadcastId: string): Promise<boolean> {
    return Boolean(await trx('broadcast_recipients').where({ project_id: projectId, broadcast_id: broadcastId }).first('id'));
  }

  /** Removes one recipient; false when it is not on the broadcast. */
  async remove(trx: Trx, projectId: string, broadcastId: string, recipientId: string): Promise<boolean> {
    return (await trx('broadcast_recipients').where({ project_id: projectId, broadcast_id: broadcastId, id: recipientId }).delete()) > 0;
  }

  /** Removes every recipient of a broadcast; returns how many. */
  async clear(trx: Trx, projectId: string, broadcastId: string): Promise<number> {
    return trx('broadcast_recipients').where({ project_id: projectId, broadcast_id: broadcastId }).delete();
  }

  /**
   * Copies every recipient of `sourceId` to `copyId` with its frozen components and a fresh
   * delivery state, in one statement (server-side: memory stays flat whatever the size). Both
   * unique keys are copied as they are (a row kept from before the user id rule, whose
   * `user_dedupe` is null, is copied too), so the copy holds the same recipients and keeps the rule.
   */
  async copy(trx: Trx, sourceId: string, copyId: string, now: Date): Promise<number> {
    const r = await trx.raw(
      `INSERT INTO broadcast_recipients (id, broadcast_id, project_id, phone_number, user_id, dedupe_key, user_dedupe, components, status, created_at, updated_at)
       SELECT gen_random_uuid(), ?, project_id, phone_number, user_id, dedupe_key, user_dedupe, components, 'pending', ?, ?
       FROM broadcast_recipients WHERE broadcast_id = ? ORDER BY seq
       ON CONFLICT DO NOTHING`,
      [copyId, now, now, sourceId],
    );
    return Number((r as { rowCount?: number }).rowCount ?? 0);
  }

  /**
   * Claims up to `limit` recipients of a sending broadcast for `worker` until `leaseUntil`:
   * pending ones whose retry time has come, and claimed ones whose lease ran out (in doubt).
   * `FOR UPDATE SKIP LOCKED`: replicas sharing the broadcast never claim the same recipient.
   * The lowest `seq` first. Each status is read on its own in the `(broadcast_id, status, seq)` index's
   * order and stops after `limit` rows, so a claim costs O(limit) whatever the broadcast's size (one
   * condition over both statuses was a scan and sort of every pending recipient: 36 ms for 80,000);
   * the rows of either list left out of the `limit` lowest are unlocked when the statement ends.
   */
  async claim(broadcastId: string, worker: string, limit: number, now: Date, leaseUntil: Date): Promise<ClaimedRecipient[]> {
    const claim = `${worker}:${randomUUID()}`;
    const r = await this.db.knex.raw(CLAIM_SQL, claimBindings(broadcastId, claim, limit, now, leaseUntil));
    // UPDATE … RETURNING answers in no particular order: sent in the order they were added.
    (r.rows as Array<{ seq: string | number }>).sort((a, b) => Number(a.seq) - Number(b.seq));
    return (r.rows as Array<Record<string, unknown>>).map((x) => ({
      id: x.id as string,
      broadcastId: x.broadcast_id as string,
      projectId: x.project_id as string,
      phoneNumber: (x.phone_number as string | null) ?? null,
      userId: (x.user_id as string | null) ?? null,
      components: (typeof x.components === 'string' ? JSON.parse(x.components) : x.components) as Array<Record<string, unknown>>,
      sendSeq: Number(x.send_seq),
      attempts: Number(x.attempts),
      inDoubt: x.was === 'sending',
      claim,
    }));
  }

  /**
   * Records outcomes of claimed sends in one transaction. Only a recipient still `sending` changes (a
   * status webhook may have recorded it first through its callback data). An accepted send is a fact and
   * is recorded whoever holds the claim now; any other outcome only while its own claim still holds the
   * recipient: a claim whose lease ran out may have been taken by another replica, or by this one again, whose outcome
   * stands (a late "throttled, new key" from the first would otherwise let a send of the old key that
   * went out meanwhile be sent again under the new one). A sent recipient loses the error of an
   * earlier attempt; a release with a transient error counts an attempt and shows it.
   */
  async record(trx: Trx, outcomes: ClaimOutcome[], now: Date): Promise<void> {
    const claimed = (claim: string) => trx('broadcast_recipients').where({ status: 'sending', claimed_by: claim });
    // The common case, accepted sends, in one statement per batch.
    const sent = outcomes.filter((o): o is Extract<ClaimOutcome, { kind: 'sent' }> => o.kind === 'sent');
    for (let i = 0; i < sent.length; i += 500) {
      const part = sent.slice(i, i + 500);
      await trx.raw(
        `UPDATE broadcast_recipients r
         SET status = 'sent', wamid = v.wamid, sent_at = ?, claimed_by = NULL, claim_until = NULL, next_attempt_at = NULL,
             error_message = NULL, error_details = NULL, updated_at = ?
         FROM (VALUES ${part.map(() => '(?::uuid, ?::text)').join(', ')}) AS v(id, wamid)
         WHERE r.id = v.id AND r.status = 'sending'`,
        [now, now, ...part.flatMap((o) => [o.id, o.wamid])],
      );
    }
    for (const o of outcomes) {
      if (o.kind === 'sent') continue;
      const base = { claimed_by: null, claim_until: null, updated_at: now };
      if (o.kind === 'failed' || o.kind === 'suppressed') {
        await claimed(o.claim)
          .where({ id: o.id })
          .update({
            ...base,
            status: o.kind,
            failed_at: o.kind === 'failed' ? now : null,
            error_message: o.error.message || o.error.code,
            error_details: JSON.stringify(o.error),
          });
      } else {
        const transient = o.transient
          ? { attempts: trx.raw('attempts + 1'), error_message: o.transient.message || o.transient.code, error_details: JSON.stringify(o.transient) }
          : {};
        await claimed(o.claim)
          .where({ id: o.id })
          .update({ ...base, ...transient, status: 'pending', next_attempt_at: o.at, send_seq: o.bump ? trx.raw('send_seq + 1') : trx.raw('send_seq') });
      }
    }
  }

  /** Whether a broadcast still has recipients not finished (pending or claimed). */
  async hasUnfinished(broadcastId: string, trx?: Queryable): Promise<boolean> {
    // EXISTS stops at the first one (a count read every pending recipient of a large broadcast).
    const r = await (trx ?? this.db.knex).raw(
      `SELECT EXISTS (SELECT 1 FROM broadcast_recipients WHERE broadcast_id = ? AND status IN ('pending', 'sending')) AS any`,
      [broadcastId],
    );
    return (r.rows as Array<{ any: boolean }>)[0]?.any === true;
  }

  /** Resume: failed recipients back to pending with a new send key, their old error cleared and a fresh attempt budget (scope failed or all). */
  async retryFailed(trx: Trx, projectId: string, broadcastId: string, now: Date): Promise<number> {
    return trx('broadcast_recipients')
      .where({ project_id: projectId, broadcast_id: broadcastId, status: 'failed' })
      .update({
        status: 'pending',
        send_seq: trx.raw('send_seq + 1'),
        attempts: 0,
        next_attempt_at: null,
        failed_at: null,
        error_message: null,
        error_details: null,
        updated_at: now,
      });
  }

  /** Resume scope `failed`: the pending ones wait (parked) while the failed ones are sent. */
  async parkPending(trx: Trx, projectId: string, broadcastId: string, now: Date): Promise<void> {
    await trx('broadcast_recipients')
      .where({ project_id: projectId, broadcast_id: broadcastId, status: 'pending' })
      .update({ status: 'parked', updated_at: now });
  }

  /** Parked recipients back to pending (a later resume of scope pending or all). */
  async unpark(trx: Trx, projectId: string, broadcastId: string, now: Date): Promise<void> {
    await trx('broadcast_recipients')
      .where({ project_id: projectId, broadcast_id: broadcastId, status: 'parked' })
      .update({ status: 'pending', next_attempt_at: null, updated_at: now });
  }

  /**
   * A status webhook for a broadcast message: the recipient by id (callback data) or by wamid,
   * only among the project's recipients and, when the event names its number, those of that
   * number's broadcasts (callback data is chosen by whoever sends: forged data never reaches
   * another project's recipients). A recipient still claimed is recorded as sent on the way (its
   * send went out: the webhook says so).
   */
  async findForStatus(
    trx: Trx,
    projectId: string,
    phoneNumberId: string | undefined,
    match: { recipientId?: string; broadcastId?: string; wamid?: string },
  ): Promise<{ id: string; status: string; wamid: string | null } | undefined> {
    if (!projectId) return undefined;
    const q = trx('broadcast_recipients as r').where('r.project_id', projectId).forUpdate('r');
    if (match.recipientId && match.broadcastId) q.where({ 'r.id': match.recipientId, 'r.broadcast_id': match.broadcastId });
    else if (match.wamid) q.where('r.wamid', match.wamid);
    else return undefined;
    if (phoneNumberId) q.join('broadcasts as b', 'b.id', 'r.broadcast_id').where({ 'b.project_id': projectId, 'b.phone_number_id': phoneNumberId });
    const r = await q.first('r.id', 'r.status', 'r.wamid');
    return r ? { id: r.id as string, status: r.status as string, wamid: (r.wamid as string | null) ?? null } : undefined;
  }

  /** Writes the new delivery status of a recipient. */
  async applyStatus(trx: Trx, id: string, patch: { status?: string; wamid?: string; at: Date; error?: RecipientErrorDetails }, now: Date): Promise<void> {
    const set: Record<string, unknown> = { updated_at: now };
    if (patch.wamid) set.wamid = patch.wamid;
    if (patch.status) {
      set.status = patch.status;
      set.claimed_by = null;
      set.claim_until = null;
      // Accepted by the upstream: an error of an earlier attempt no longer applies.
      if (patch.status === 'sent' || patch.status === 'delivered' || patch.status === 'read') {
        set.error_message = null;
        set.error_details = null;
        set.failed_at = null;
      }
      if (patch.status === 'sent') set.sent_at = trx.raw('coalesce(sent_at, ?)', [patch.at]);
      if (patch.status === 'delivered') {
        set.delivered_at = patch.at;
        set.sent_at = trx.raw('coalesce(sent_at, ?)', [patch.at]);
      }
      if (patch.status === 'read') {
        set.read_at = patch.at;
        set.delivered_at = trx.raw('coalesce(delivered_at, ?)', [patch.at]);
        set.sent_at = trx.raw('coalesce(sent_at, ?)', [patch.at]);
      }
      if (patch.status === 'failed' || patch.status === 'suppressed') {
        if (patch.status === 'failed') set.failed_at = patch.at;
        if (patch.error) {
          set.error_message = patch.error.message || patch.error.code;
          set.error_details = JSON.stringify(patch.error);
        }
      }
    }
    await trx('broadcast_recipients').where({ id }).update(set);
  }

  /**
   * A reply from `from` on `phoneNumberId`: marks as responded the project's recipient whose
   * message it answers (`contextWamid`), or else the recipients sent to that person from that
   * number in the last 24 h that have not responded yet. Returns the ids of the recipients marked
   * now (a recipient already marked is not returned: only a first reply counts).
   */
  async markResponded(
    trx: Trx,
    q: { projectId: string; contextWamid?: string; from?: string; broadcastIds: string[]; since: Date; at: Date },
  ): Promise<string[]> {
    const ids = (rows: Array<{ id: string } | string>) => rows.map((r) => (typeof r === 'string' ? r : r.id));
    if (q.contextWamid) {
      const marked = await trx('broadcast_recipients')
        .where({ project_id: q.projectId, wamid: q.contextWamid })
        .whereNull('responded_at')
        .update({ responded_at: q.at, updated_at: q.at })
        .returning('id');
      if (marked.length > 0) return ids(marked);
    }
    if (!q.from || q.broadcastIds.length === 0) return [];
    const marked = await trx('broadcast_recipients')
      .whereIn('broadcast_id', q.broadcastIds)
      .where((w) => w.where('phone_number', q.from!).orWhere('user_id', q.from!))
      .whereIn('status', ['sent', 'delivered', 'read'])
      .whereNull('responded_at')
      .where('sent_at', '>=', q.since)
      .update({ responded_at: q.at, updated_at: q.at })
      .returning('id');
    return ids(marked);
  }
}
