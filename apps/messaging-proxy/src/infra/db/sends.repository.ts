import type { Db, Trx, WriteGroup } from '@platform/db';
import type { SendRecordState, SendRecordView } from '../../domain/send';
import type { PhoneNumberRow } from './phone-numbers.repository';
import { derivedUuid, publishEvent } from '../events/publisher';

/** A send's durable record as its forward writes it (decision 0240). */
export interface ForwardRecord {
  projectId: string;
  sendKey: string;
  attempt: string;
  phoneNumberId: string;
  wabaId: string;
  /** As the status webhooks name the recipient (`sightedRecipient`). */
  recipient: string;
  requestJson: string;
  held: boolean;
  leaseUntil: Date;
  /** X-Request-Id of the request that made the send (decision 0018). */
  requestId?: string;
}

/** A send of unknown outcome, as the reconciler reads it. */
export interface OpenSendRecord {
  projectId: string;
  sendKey: string;
  state: SendRecordState;
  phoneNumberId: string;
  wabaId: string;
  recipient: string;
  requestJson: string;
  held: boolean;
  createdAt: Date;
}

/** A priced message of the number, to the recipient, that no send record names yet. */
export interface Sighting {
  wamid: string;
  recipientId: string;
  recipientUserId: string;
}

/** An accepted send as contacts records it (`messaging_proxy.message.sent`). */
export interface SentRecord {
  wamid: string;
  /** The recipient as the upstream read it: `to`, else `recipient`. */
  to: string;
  recipientWaId: string;
  recipientUserId: string;
  /** The request body forwarded, as JSON text. */
  requestJson: string;
  /** X-Request-Id of the request that made the send: the event's `x-request-id` header (decision 0018). */
  requestId?: string;
}

/** The unkeyed send's record, created `forwarding` (the parameters of {@link SendsRepository.startForward}). */
const START_FORWARD = `INSERT INTO send_records (phone_number_id, waba_id, recipient, request_json, held, lease_until, request_id, updated_at,
                                          project_id, send_key, attempt, created_at, state)
                       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $8, 'forwarding') RETURNING 1`;
/** A keyed send's claim of `attempt` becomes `forwarding`; no row when the attempt no longer holds the key. */
const START_KEYED_FORWARD = `UPDATE send_records SET state = 'forwarding', phone_number_id = $1, waba_id = $2, recipient = $3, request_json = $4,
                                    held = $5, lease_until = $6, request_id = $7, updated_at = $8
                              WHERE project_id = $9 AND send_key = $10 AND attempt = $11 AND state = 'claimed' RETURNING 1`;
/** The record accepted with its wamid, unless it already is. */
const MARK_ACCEPTED = `UPDATE send_records SET state = 'accepted', wamid = $1, http_status = 200, updated_at = $2
                        WHERE project_id = $3 AND send_key = $4 AND NOT state = 'accepted' RETURNING 1`;

/**
 * The writes of one send (decisions 0230, 0238, 0239): outbox events written in one transaction
 * before the client gets the upstream's answer. With `commits`, concurrent sends share one
 * transaction (group commit, decision 0238), each still answered only after its rows committed.
 */
export class SendsRepository {
  constructor(
    private readonly db: Db,
    private readonly commits?: Pick<WriteGroup, 'run'>,
  ) {}

  private write(fn: (trx: Trx) => Promise<void>): Promise<void> {
    return this.commits ? this.commits.run(fn) : this.db.transaction(fn);
  }

  /**
   * Claims `sendKey` for `attempt` (a keyed send, before its checks; decision 0240): undefined when
   * claimed now; else the key's record as it stands (the caller decides from it).
   */
  async claim(
    projectId: string,
    sendKey: string,
    attempt: string,
    phoneNumberId: string,
    now: Date,
    leaseUntil: Date,
  ): Promise<(SendRecordView & { attempt: string }) | undefined> {
    let found: (SendRecordView & { attempt: string }) | undefined;
    await this.write(async (trx) => {
      found = undefined;
      const made = await trx('send_records')
        .insert({
          project_id: projectId,
          send_key: sendKey,
          attempt,
          state: 'claimed',
          phone_number_id: phoneNumberId,
          lease_until: leaseUntil,
          created_at: now,
          updated_at: now,
        })
        .onConflict(['project_id', 'send_key'])
        .ignore()
        .returning('send_key');
      if (made.length > 0) return;
      const row = await trx('send_records').where({ project_id: projectId, send_key: sendKey }).first('state', 'wamid', 'lease_until', 'attempt');
      // Gone meanwhile (pruned): claimed on the next try.
      found = row
        ? {
            state: row.state as SendRecordState,
            wamid: (row.wamid as string | null) ?? null,
            leaseUntil: new Date(row.lease_until as Date),
            attempt: String(row.attempt),
          }
        : { state: 'claimed', wamid: null, leaseUntil: new Date(0), attempt: '' };
    });
    return found;
  }

  /**
   * Takes a key over from the attempt `from` (its claim lapsed, or the upstream refused its send):
   * true when `attempt` holds it now, false when another attempt changed it first.
   */
  async takeOver(projectId: string, sendKey: string, from: string, attempt: string, now: Date, leaseUntil: Date): Promise<boolean> {
    let taken = false;
    await this.write(async (trx) => {
      const n = await trx('send_records')
        .where({ project_id: projectId, send_key: sendKey })
        .andWhere((q) => (from ? q.where({ attempt: from }) : q))
        .whereIn('state', ['claimed', 'refused'])
        .update({ attempt, state: 'claimed', wamid: null, http_status: null, lease_until: leaseUntil, updated_at: now });
      taken = n > 0;
    });
    return taken;
  }

  /** Ends the claim of `attempt` (its send was refused before any forward): the key is free again. */
  async releaseClaim(projectId: string, sendKey: string, attempt: string): Promise<void> {
    await this.write(async (trx) => {
      await trx('send_records').where({ project_id: projectId, send_key: sendKey, attempt, state: 'claimed' }).delete();
    });
  }

  /**
   * The record written before the upstream is called (decision 0240): a keyed send's claim becomes
   * `forwarding` (false when its attempt no longer holds the key: nothing may be forwarded); an
   * unkeyed send's record is created `forwarding`.
   */
  async startForward(r: ForwardRecord, keyed: boolean, now: Date): Promise<boolean> {
    const fields = [r.phoneNumberId, r.wabaId, r.recipient, r.requestJson, r.held, r.leaseUntil, r.requestId ?? null, now, r.projectId, r.sendKey, r.attempt];
    let started = false;
    // Prepared statements (issue 40): every send writes one of them before its forward.
    await this.write(async (trx) => {
      const rows = keyed
        ? await this.db.queryIn(trx, START_KEYED_FORWARD, fields, { name: 'messaging_proxy.start_keyed_forward.v1' })
        : await this.db.queryIn(trx, START_FORWARD, fields, { name: 'messaging_proxy.start_forward.v1' });
      started = rows.length > 0;
    });
    return started;
  }

  /** The upstream answered a refusal (not sent: the key may be used again), or no complete answer (`unknown`). */
  async recordOutcome(projectId: string, sendKey: string, attempt: string, state: 'refused' | 'unknown', httpStatus: number, now: Date): Promise<void> {
    await this.write(async (trx) => {
      await trx('send_records')
        .where({ project_id: projectId, send_key: sendKey, attempt, state: 'forwarding' })
        .update({ state, http_status: httpStatus || null, updated_at: now });
    });
  }

  /**
   * An accepted send, in one transaction: its record `accepted` with the wamid (when `recordKey` is
   * given), `messaging_proxy.message.sent` when `sent` is given (the number records outbound messages)
   * and `messaging_proxy_sends.accepted` when `acceptedKey` (the send's credit hold) is given — funding
   * confirms the hold from it. With `recordKey`, the events are written only by the write that moves
   * the record to `accepted`: at most once per send, however often this runs.
   */
  async recordAccepted(
    projectId: string,
    number: Pick<PhoneNumberRow, 'phoneNumberId' | 'businessAccountId' | 'displayPhoneNumber'>,
    now: Date,
    wamid: string,
    sent: SentRecord | undefined,
    acceptedKey: string | undefined,
    recordKey?: string,
  ): Promise<void> {
    await this.write(async (trx) => {
      if (recordKey !== undefined) {
        const changed = await this.db.queryIn(trx, MARK_ACCEPTED, [wamid, now, projectId, recordKey], { name: 'messaging_proxy.mark_accepted.v1' });
        // Already accepted: its events were written with it (by the reconciler, or by an earlier run of
        // this write whose COMMIT committed but whose answer was lost, which the group commit then runs
        // again alone). Writing them again would put a second send.accepted and message.sent in the outbox.
        if (changed.length === 0) return;
      }
      if (sent) {
        await publishEvent(
          trx,
          'outboundMessageSent',
          {
            event_id: derivedUuid(`message.sent:${number.phoneNumberId}:${wamid}`),
            project_id: projectId,
            waba_id: number.businessAccountId,
            phone_number_id: number.phoneNumberId,
            display_phone_number: number.displayPhoneNumber,
            wamid,
            to: sent.to,
            recipient_wa_id: sent.recipientWaId,
            recipient_user_id: sent.recipientUserId,
            request_json: sent.requestJson,
            occurred_at: now.toISOString(),
          },
          sent.requestId ? { 'x-request-id': sent.requestId } : undefined,
        );
      }
      if (acceptedKey !== undefined) {
        await publishEvent(trx, 'sendAccepted', {
          event_id: derivedUuid(`send.accepted:${projectId}:${acceptedKey}`),
          project_id: projectId,
          send_key: acceptedKey,
          message_id: wamid,
          phone_number_id: number.phoneNumberId,
          waba_id: number.businessAccountId,
          occurred_at: now.toISOString(),
        });
      }
    });
  }

  /** A send the upstream refused because the user stopped marketing messages (`messaging_proxy.message.refused`). */
  async recordMarketingRefusal(projectId: string, number: PhoneNumberRow, now: Date, to: string, errorCode: number): Promise<void> {
    await this.write((trx) =>
      publishEvent(trx, 'outboundMessageRefused', {
        event_id: derivedUuid(`message.refused:${number.phoneNumberId}:${to}:${now.toISOString()}`),
        project_id: projectId,
        waba_id: number.businessAccountId,
        phone_number_id: number.phoneNumberId,
        to,
        error_code: errorCode,
        occurred_at: now.toISOString(),
      }),
    );
  }
}

/**
 * The reconciler's reads and writes of send records (decision 0240), outside any send's path: sends
 * whose outcome is unknown, the sightings they are matched with, and the pruning of old records.
 */
export class SendRecordsReconciliation {
  constructor(private readonly db: Db) {}

  /**
   * In one statement: records of unknown outcome worth matching now (`forwarding` past its lease,
   * `unknown`, and `lapsed` ones of the last `lapsedWithinMs`: a late status webhook still settles
   * them), the `limit` oldest, each with the sightings it may be bound to, oldest first — messages of
   * its number to its recipient priced since its creation (less `skewMs`) that no send record names,
   * priced before `before` unless no send to that recipient is being forwarded at `now` (what the
   * upstream accepted for a send whose answer was lost, decision 0240). A record that is the n-th open
   * one of its number and recipient gets at most n sightings (the n-1 older ones take one each first);
   * records with none are left out. Records come oldest first.
   */
  async openWithSightings(
    now: Date,
    lapsedWithinMs: number,
    limit: number,
    opts: { before: Date; skewMs: number },
  ): Promise<Array<{ record: OpenSendRecord; sightings: Sighting[] }>> {
    const { rows } = (await this.db.knex.raw(
      `WITH o AS (
         SELECT project_id, send_key, state, phone_number_id, waba_id, recipient, request_json, held, created_at,
                row_number() OVER (PARTITION BY phone_number_id, recipient ORDER BY created_at, send_key) AS nth
           FROM send_records
          WHERE state IN ('forwarding', 'unknown', 'lapsed')
            AND ((state = 'forwarding' AND lease_until < :now) OR state = 'unknown' OR (state = 'lapsed' AND created_at > :lapsedAfter))
          ORDER BY created_at, send_key
          LIMIT :limit
       )
       SELECT o.*, c.upstream_id, c.recipient_id, c.recipient_user_id
         FROM o
         JOIN LATERAL (
           SELECT * FROM (
             SELECT p.upstream_id, p.recipient_id, p.recipient_user_id, p.priced_at,
                    row_number() OVER (ORDER BY p.priced_at, p.upstream_id) AS rank
               FROM priced_items p
              WHERE p.kind = 'message' AND p.phone_number_id = o.phone_number_id AND o.recipient <> ''
                AND (p.recipient_id = o.recipient OR p.recipient_user_id = o.recipient)
                AND p.priced_at >= o.created_at - (:skewMs * interval '1 millisecond')
                -- Old enough that a live send's own record would name it by now, or no send to this
                -- recipient is being forwarded at all, so none can still claim it.
                AND (p.priced_at < :before OR NOT EXISTS (
                      SELECT 1 FROM send_records l
                       WHERE l.phone_number_id = p.phone_number_id AND l.recipient = o.recipient
                         AND l.state = 'forwarding' AND l.lease_until > :now))
                AND NOT EXISTS (SELECT 1 FROM send_records s WHERE s.phone_number_id = p.phone_number_id AND s.wamid = p.upstream_id)
           ) ranked
           WHERE ranked.rank <= o.nth
         ) c ON true
        ORDER BY o.created_at, o.send_key, c.priced_at, c.upstream_id`,
      {
        now,
        lapsedAfter: new Date(now.getTime() - lapsedWithinMs),
        limit,
        skewMs: opts.skewMs,
        before: opts.before,
      },
    )) as { rows: Array<Record<string, unknown>> };
    const out: Array<{ record: OpenSendRecord; sightings: Sighting[] }> = [];
    for (const r of rows) {
      const sighting = { wamid: String(r.upstream_id), recipientId: String(r.recipient_id ?? ''), recipientUserId: String(r.recipient_user_id ?? '') };
      const last = out[out.length - 1];
      if (last && last.record.projectId === String(r.project_id) && last.record.sendKey === String(r.send_key)) {
        last.sightings.push(sighting);
        continue;
      }
      out.push({
        record: {
          projectId: String(r.project_id),
          sendKey: String(r.send_key),
          state: r.state as SendRecordState,
          phoneNumberId: String(r.phone_number_id),
          wabaId: String(r.waba_id),
          recipient: String(r.recipient),
          requestJson: String(r.request_json ?? '{}'),
          held: r.held === true,
          createdAt: new Date(r.created_at as Date),
        },
        sightings: [sighting],
      });
    }
    return out;
  }

  /** Unknown outcomes older than `before` become `lapsed` (presumed not sent; their keys are spent). */
  async lapse(before: Date, now: Date): Promise<number> {
    return this.db
      .knex('send_records')
      .whereIn('state', ['forwarding', 'unknown'])
      .andWhere('lease_until', '<', now)
      .andWhere('created_at', '<', before)
      .update({ state: 'lapsed', updated_at: now });
  }

  /** Claims whose attempt died before forwarding (never sent), and records older than the retention; how many went. */
  async prune(claimsBefore: Date, recordsBefore: Date, limit: number): Promise<number> {
    const k = this.db.knex;
    const batch = (where: (q: ReturnType<typeof k>) => unknown) => {
      const sub = k('send_records').select('project_id', 'send_key').limit(limit);
      where(sub);
      return k('send_records').whereIn(['project_id', 'send_key'], sub).delete();
    };
    const claims = await batch((q) => q.where({ state: 'claimed' }).andWhere('lease_until', '<', claimsBefore));
    const old = await batch((q) => q.where('created_at', '<', recordsBefore));
    return claims + old;
  }
}
