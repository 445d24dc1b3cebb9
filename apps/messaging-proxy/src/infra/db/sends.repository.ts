import { GroupCommit, type Db, type Trx, type WriteGroup } from '@platform/db';
import type { SendRecordState, SendRecordView } from '../../domain/send';
import type { PhoneNumberRow } from './phone-numbers.repository';
import { derivedUuid, flushEvents, holdEvents, publishEvent } from '../events/publisher';

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

/** A key's record as a claim finds it (undefined: claimed now). */
type ClaimFound = (SendRecordView & { attempt: string }) | undefined;

/** One claim of {@link SendsRepository.claim}. */
interface ClaimItem {
  projectId: string;
  sendKey: string;
  attempt: string;
  phoneNumberId: string;
  now: Date;
  leaseUntil: Date;
}

/** One acceptance of {@link SendsRepository.recordAccepted}. */
interface AcceptItem {
  projectId: string;
  number: Pick<PhoneNumberRow, 'phoneNumberId' | 'businessAccountId' | 'displayPhoneNumber'>;
  now: Date;
  wamid: string;
  sent: SentRecord | undefined;
  acceptedKey: string | undefined;
  recordKey: string | undefined;
}

/**
 * The claims of many keys in one statement (decision 0240, batched by issue 40): each key's record is
 * created `claimed` for its attempt unless it exists. Per claim (`i`, its place): whether its attempt
 * made the record; else the record as it stood before the statement (`s_*`), or the one another claim of
 * the same statement made (`w_*`). A record neither finds was committed by another transaction meanwhile.
 */
const CLAIM_KEYS = `WITH v AS (
    SELECT * FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::text[], $5::timestamptz[], $6::timestamptz[])
           WITH ORDINALITY AS v(project_id, send_key, attempt, phone_number_id, now, lease_until, i)),
  ins AS (
    INSERT INTO send_records (project_id, send_key, attempt, state, phone_number_id, lease_until, created_at, updated_at)
    SELECT project_id, send_key, attempt, 'claimed', phone_number_id, lease_until, now, now FROM v ORDER BY i
    ON CONFLICT (project_id, send_key) DO NOTHING
    RETURNING project_id, send_key, attempt, lease_until)
  SELECT v.i, w.attempt = v.attempt AS made, w.attempt AS w_attempt, w.lease_until AS w_lease_until,
         s.state AS s_state, s.wamid AS s_wamid, s.lease_until AS s_lease_until, s.attempt AS s_attempt
    FROM v
    LEFT JOIN ins w ON w.project_id = v.project_id AND w.send_key = v.send_key
    LEFT JOIN send_records s ON s.project_id = v.project_id AND s.send_key = v.send_key
   ORDER BY v.i`;
/** Keyed sends' claims of their attempts become `forwarding`; the rows are those whose attempt still held its key. */
const START_KEYED_FORWARDS = `UPDATE send_records s
     SET state = 'forwarding', phone_number_id = v.phone_number_id, waba_id = v.waba_id, recipient = v.recipient,
         request_json = v.request_json, held = v.held, lease_until = v.lease_until, request_id = v.request_id, updated_at = v.now
    FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[], $6::timestamptz[], $7::text[], $8::timestamptz[],
                $9::uuid[], $10::text[], $11::uuid[])
         AS v(phone_number_id, waba_id, recipient, request_json, held, lease_until, request_id, now, project_id, send_key, attempt)
   WHERE s.project_id = v.project_id AND s.send_key = v.send_key AND s.attempt = v.attempt AND s.state = 'claimed'
  RETURNING s.project_id, s.send_key`;
/** Unkeyed sends' records, created `forwarding` (same parameters). */
const START_FORWARDS = `INSERT INTO send_records (phone_number_id, waba_id, recipient, request_json, held, lease_until, request_id, updated_at,
                                          project_id, send_key, attempt, created_at, state)
  SELECT phone_number_id, waba_id, recipient, request_json, held, lease_until, request_id, now, project_id, send_key, attempt, now, 'forwarding'
    FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[], $6::timestamptz[], $7::text[], $8::timestamptz[],
                $9::uuid[], $10::text[], $11::uuid[])
         AS v(phone_number_id, waba_id, recipient, request_json, held, lease_until, request_id, now, project_id, send_key, attempt)
  RETURNING project_id, send_key`;
/** Records accepted with their wamids, each unless it already is; the rows are those changed now. */
const MARK_ACCEPTED = `UPDATE send_records s SET state = 'accepted', wamid = v.wamid, http_status = 200, updated_at = v.now
    FROM unnest($1::text[], $2::timestamptz[], $3::uuid[], $4::text[]) AS v(wamid, now, project_id, send_key)
   WHERE s.project_id = v.project_id AND s.send_key = v.send_key AND NOT s.state = 'accepted'
  RETURNING s.project_id, s.send_key`;

/** Most sends per batched statement. */
const MAX_BATCH = 128;

/**
 * Calls of one statement that arrive while an earlier one runs share the next one (a group commit of
 * the statement, issue 40): `run` answers every item of a batch in order; a lone call is a batch of one.
 */
function batched<I, O>(run: (items: I[]) => Promise<O[]>): GroupCommit<I, O> {
  return new GroupCommit<I, O>({
    runBatch: async (items) => (await run(items)).map((value) => ({ ok: true as const, value })),
    runOne: async (item) => (await run([item]))[0],
    maxBatch: MAX_BATCH,
    maxInFlight: 1,
  });
}

const pairKey = (projectId: string, sendKey: string) => `${projectId}\u0000${sendKey}`;

/**
 * The writes of one send (decisions 0230, 0238, 0239): outbox events written in one transaction
 * before the client gets the upstream's answer. The three writes every send makes (the key's claim,
 * the record before the forward, the record accepted with its events) are batched: concurrent sends'
 * share one statement each (decision 0034). The other writes share a transaction with `commits`
 * (group commit, decision 0238). Each call is answered only after its rows committed.
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
  claim(projectId: string, sendKey: string, attempt: string, phoneNumberId: string, now: Date, leaseUntil: Date): Promise<ClaimFound> {
    return this.claims.submit({ projectId, sendKey, attempt, phoneNumberId, now, leaseUntil });
  }

  private readonly claims = batched<ClaimItem, ClaimFound>(async (items) => {
    const rows = await this.db.query<Record<string, unknown>>(
      CLAIM_KEYS,
      [
        items.map((c) => c.projectId),
        items.map((c) => c.sendKey),
        items.map((c) => c.attempt),
        items.map((c) => c.phoneNumberId),
        items.map((c) => c.now),
        items.map((c) => c.leaseUntil),
      ],
      { name: 'messaging_proxy.claim_keys.v1' },
    );
    const found: ClaimFound[] = [];
    const unseen: number[] = [];
    rows.forEach((r, i) => {
      if (r.made === true) found.push(undefined);
      else if (r.w_attempt != null) found.push({ state: 'claimed', wamid: null, leaseUntil: new Date(r.w_lease_until as Date), attempt: String(r.w_attempt) });
      else if (r.s_state != null)
        found.push({
          state: r.s_state as SendRecordState,
          wamid: (r.s_wamid as string | null) ?? null,
          leaseUntil: new Date(r.s_lease_until as Date),
          attempt: String(r.s_attempt),
        });
      else {
        found.push(undefined);
        unseen.push(i);
      }
    });
    // Committed by another transaction after the statement's snapshot: read as it stands now.
    for (const i of unseen) {
      const row = await this.db
        .knex('send_records')
        .where({ project_id: items[i].projectId, send_key: items[i].sendKey })
        .first('state', 'wamid', 'lease_until', 'attempt');
      // Gone meanwhile (pruned): claimed on the next try.
      found[i] = row
        ? {
            state: row.state as SendRecordState,
            wamid: (row.wamid as string | null) ?? null,
            leaseUntil: new Date(row.lease_until as Date),
            attempt: String(row.attempt),
          }
        : { state: 'claimed', wamid: null, leaseUntil: new Date(0), attempt: '' };
    }
    return found;
  });

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
  startForward(r: ForwardRecord, keyed: boolean, now: Date): Promise<boolean> {
    return this.forwards.submit({ r, keyed, now });
  }

  /** Concurrent sends' records share a statement (one per kind); both kinds in one transaction, so a batch is all or nothing. */
  private readonly forwards = batched<{ r: ForwardRecord; keyed: boolean; now: Date }, boolean>(async (items) => {
    const run = async (trx: Trx | undefined, keyed: boolean): Promise<Set<string>> => {
      const of = items.filter((i) => i.keyed === keyed);
      if (of.length === 0) return new Set();
      const values = [
        of.map((i) => i.r.phoneNumberId),
        of.map((i) => i.r.wabaId),
        of.map((i) => i.r.recipient),
        of.map((i) => i.r.requestJson),
        of.map((i) => i.r.held),
        of.map((i) => i.r.leaseUntil),
        of.map((i) => i.r.requestId ?? null),
        of.map((i) => i.now),
        of.map((i) => i.r.projectId),
        of.map((i) => i.r.sendKey),
        of.map((i) => i.r.attempt),
      ];
      const [sql, name] = keyed ? [START_KEYED_FORWARDS, 'messaging_proxy.start_keyed_forwards.v1'] : [START_FORWARDS, 'messaging_proxy.start_forwards.v1'];
      const rows = trx ? await this.db.queryIn(trx, sql, values, { name }) : await this.db.query(sql, values, { name });
      return new Set(rows.map((row) => pairKey(String(row.project_id), String(row.send_key))));
    };
    const mixed = items.some((i) => i.keyed) && items.some((i) => !i.keyed);
    const [keyed, unkeyed] = mixed
      ? await this.db.transaction(async (trx) => [await run(trx, true), await run(trx, false)])
      : [await run(undefined, true), await run(undefined, false)];
    return items.map((i) => (i.keyed ? keyed : unkeyed).has(pairKey(i.r.projectId, i.r.sendKey)));
  });

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
  recordAccepted(
    projectId: string,
    number: Pick<PhoneNumberRow, 'phoneNumberId' | 'businessAccountId' | 'displayPhoneNumber'>,
    now: Date,
    wamid: string,
    sent: SentRecord | undefined,
    acceptedKey: string | undefined,
    recordKey?: string,
  ): Promise<void> {
    return this.accepts.submit({ projectId, number, now, wamid, sent, acceptedKey, recordKey });
  }

  /** Concurrent acceptances share one transaction, their records one statement, their events one outbox write. */
  private readonly accepts = batched<AcceptItem, void>((items) =>
    this.db.transaction(async (trx) => {
      holdEvents(trx);
      // A key named twice in one batch is marked by its first acceptance; a repeat finds it accepted (no events).
      const firsts = new Map<string, AcceptItem>();
      for (const a of items) if (a.recordKey !== undefined && !firsts.has(pairKey(a.projectId, a.recordKey))) firsts.set(pairKey(a.projectId, a.recordKey), a);
      const marked = new Set<AcceptItem>();
      if (firsts.size > 0) {
        const list = [...firsts.values()];
        const rows = await this.db.queryIn(
          trx,
          MARK_ACCEPTED,
          [list.map((a) => a.wamid), list.map((a) => a.now), list.map((a) => a.projectId), list.map((a) => a.recordKey)],
          { name: 'messaging_proxy.mark_accepted.v2' },
        );
        for (const row of rows) marked.add(firsts.get(pairKey(String(row.project_id), String(row.send_key)))!);
      }
      for (const a of items) {
        // Already accepted: its events were written with it (by the reconciler, or by an earlier run of
        // this write whose COMMIT committed but whose answer was lost, which the group commit then runs
        // again alone). Writing them again would put a second send.accepted and message.sent in the outbox.
        if (a.recordKey !== undefined && !marked.has(a)) continue;
        await this.acceptedEvents(trx, a);
      }
      await flushEvents(trx);
      return items.map(() => undefined);
    }),
  );

  /** `messaging_proxy.message.sent` when the number records outbound messages, `messaging_proxy_sends.accepted` for a held send. */
  private async acceptedEvents(trx: Trx, { projectId, number, now, wamid, sent, acceptedKey }: AcceptItem): Promise<void> {
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
