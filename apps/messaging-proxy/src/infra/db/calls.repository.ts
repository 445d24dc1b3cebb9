import { randomUUID } from 'node:crypto';
import type { Db, Trx } from '@platform/db';
import type { CallDirection, CallFilter, CallPosition, CallRecord, CallStatus } from '../../domain/calls';

/** A stored call: the record plus its platform id, owner and bookkeeping times. */
export interface CallRow extends CallRecord {
  /** The platform's call uuid ({app_url} `messaging_calls/{id}`). */
  id: string;
  projectId: string;
  phoneNumberId: string;
  createdAt: Date;
  updatedAt: Date;
}

/** One page of calls, newest first. */
export interface CallPage {
  items: CallRow[];
  hasOlder: boolean;
  hasNewer: boolean;
}

const date = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));

function toRow(r: Record<string, unknown>): CallRow {
  return {
    id: r.id as string,
    projectId: r.project_id as string,
    phoneNumberId: r.phone_number_id as string,
    callId: r.call_id as string,
    direction: r.direction as CallDirection,
    status: r.status as CallStatus,
    from: r.from_number as string,
    to: r.to_number as string,
    durationSeconds: (r.duration_seconds as number | null) ?? null,
    startedAt: date(r.started_at)!,
    answeredAt: date(r.answered_at),
    endedAt: date(r.ended_at),
    recordingEnabled: r.recording_enabled === true,
    transcriptionEnabled: r.transcription_enabled === true,
    createdAt: date(r.created_at)!,
    updatedAt: date(r.updated_at)!,
  };
}

/** Calls of the projects' numbers (table `calls`, migration 0008). */
export class CallsRepository {
  constructor(private readonly db: Db) {}

  /** The call of a number by upstream id, locked for the rest of the transaction. */
  async lockByCallId(trx: Trx, phoneNumberId: string, callId: string): Promise<CallRow | undefined> {
    const r = await trx('calls').where({ phone_number_id: phoneNumberId, call_id: callId }).forUpdate().first();
    return r ? toRow(r as Record<string, unknown>) : undefined;
  }

  /**
   * Inserts the call if no row exists for (number, call id) yet; answers whether it did. Racing
   * first events of one call insert once (the loser re-reads under lock and merges).
   */
  async insert(trx: Trx, r: { projectId: string; phoneNumberId: string; call: CallRecord; now: Date }): Promise<boolean> {
    const inserted = await trx('calls')
      .insert({ id: randomUUID(), project_id: r.projectId, phone_number_id: r.phoneNumberId, ...columns(r.call), created_at: r.now, updated_at: r.now })
      .onConflict(['phone_number_id', 'call_id'])
      .ignore()
      .returning('id');
    return inserted.length > 0;
  }

  /** Writes the merged state of an existing call. */
  async update(trx: Trx, id: string, call: CallRecord, now: Date): Promise<void> {
    await trx('calls')
      .where({ id })
      .update({ ...columns(call), updated_at: now });
  }

  /** A call of the project by platform id; another project's reads as unknown. */
  async get(projectId: string, id: string): Promise<CallRow | undefined> {
    const r = await this.db.knex('calls').where({ project_id: projectId, id }).first();
    return r ? toRow(r as Record<string, unknown>) : undefined;
  }

  /**
   * Calls of one of the project's numbers, newest first by start (then id), filtered; `after` pages
   * to older calls, `before` to newer ones. `limit` + 1 rows are read to know whether more exist.
   */
  async list(q: {
    projectId: string;
    phoneNumberId: string;
    filter: CallFilter;
    limit: number;
    before?: CallPosition;
    after?: CallPosition;
  }): Promise<CallPage> {
    const base = this.db.knex('calls').where({ project_id: q.projectId, phone_number_id: q.phoneNumberId });
    const f = q.filter;
    if (f.callId !== undefined) base.andWhere('call_id', f.callId);
    if (f.counterpart !== undefined) {
      // Stored as the upstream sent it (digits; a `+` tolerated): calls from or to the other party.
      const spellings = [f.counterpart, `+${f.counterpart}`];
      base.andWhere((w) => w.whereIn('from_number', spellings).orWhereIn('to_number', spellings));
    }
    if (f.direction) base.andWhere('direction', f.direction);
    if (f.status) base.andWhere('status', f.status);
    if (f.since) base.andWhere('started_at', '>=', f.since);
    if (f.until) base.andWhere('started_at', '<=', f.until);
    const query = base.clone();
    if (q.before) {
      query
        .andWhere((w) =>
          w.where('started_at', '>', q.before!.startedAt).orWhere((x) => x.where('started_at', q.before!.startedAt).andWhere('id', '>', q.before!.id)),
        )
        .orderBy([
          { column: 'started_at', order: 'asc' },
          { column: 'id', order: 'asc' },
        ]);
    } else {
      if (q.after) {
        query.andWhere((w) =>
          w.where('started_at', '<', q.after!.startedAt).orWhere((x) => x.where('started_at', q.after!.startedAt).andWhere('id', '<', q.after!.id)),
        );
      }
      query.orderBy([
        { column: 'started_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    }
    const rows = (await query.limit(q.limit + 1)) as Record<string, unknown>[];
    const more = rows.length > q.limit;
    const items = rows.slice(0, q.limit).map(toRow);
    if (q.before) items.reverse();
    // The other direction: is there anything beyond the page's far edge on the side we came from?
    let other = false;
    const edge = q.before ? items[items.length - 1] : items[0];
    if (q.before || q.after) {
      if (edge) {
        const t = edge.startedAt.toISOString();
        const probe = base.clone();
        if (q.before) probe.andWhere((w) => w.where('started_at', '<', t).orWhere((x) => x.where('started_at', t).andWhere('id', '<', edge.id)));
        else probe.andWhere((w) => w.where('started_at', '>', t).orWhere((x) => x.where('started_at', t).andWhere('id', '>', edge.id)));
        other = (await probe.first('id')) !== undefined;
      } else other = true;
    }
    return q.before ? { items, hasNewer: more, hasOlder: other } : { items, hasOlder: more, hasNewer: other };
  }
}

function columns(c: CallRecord): Record<string, unknown> {
  return {
    call_id: c.callId,
    direction: c.direction,
    status: c.status,
    from_number: c.from,
    to_number: c.to,
    duration_seconds: c.durationSeconds,
    started_at: c.startedAt,
    answered_at: c.answeredAt,
    ended_at: c.endedAt,
    recording_enabled: c.recordingEnabled,
    transcription_enabled: c.transcriptionEnabled,
  };
}
