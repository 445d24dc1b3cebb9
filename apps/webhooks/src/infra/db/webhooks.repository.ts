import { offsetPage, type Db, type Trx } from '@platform/db';

/** A webhook row as stored (sealed secrets included; never leaves the service). */
export interface WebhookRow {
  id: string;
  project_id: string;
  phone_number_id: string | null;
  url: string;
  events: string[];
  active: boolean;
  payload_version: string;
  secret_enc: string;
  previous_secret_enc: string | null;
  previous_secret_expires_at: Date | null;
  disabled_reason: string | null;
  disabled_at: Date | null;
  failing_since: Date | null;
  last_success_at: Date | null;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The start of the current failing run, or null when the endpoint succeeded since its recorded first failure. */
export function currentlyFailingSince(failingSince: Date | string | null, lastSuccessAt: Date | string | null): Date | null {
  if (!failingSince) return null;
  const f = new Date(failingSince);
  if (lastSuccessAt && new Date(lastSuccessAt) >= f) return null;
  return f;
}

/** Webhook endpoints. Every method takes the project id: another project's id reads as unknown. */
export class WebhooksRepository {
  constructor(private readonly db: Db) {}

  /** Notes a successful attempt, writing the row at most once per `intervalMs` (concurrent attempts must not serialise on it). */
  async noteSuccess(trx: Trx, id: string, now: Date, intervalMs: number): Promise<void> {
    await trx('webhooks')
      .where({ id })
      .where((q) => q.whereNull('last_success_at').orWhere('last_success_at', '<', new Date(now.getTime() - intervalMs)))
      .update({ last_success_at: now });
  }

  /** Opens a failing run at `now` unless one is open since the last success. */
  async noteFailureStart(trx: Trx, id: string, now: Date): Promise<void> {
    await trx('webhooks')
      .where({ id })
      .where((q) => q.whereNull('failing_since').orWhereRaw('failing_since <= COALESCE(last_success_at, failing_since)'))
      .update({ failing_since: now });
  }

  /**
   * Locks a webhook's row until `trx` ends (kind 2: the caller holds its delivery). Taken first by an
   * attempt that will disable the webhook, so concurrent disabling attempts of one endpoint queue on
   * it instead of each locking its own delivery and then the others' (a deadlock).
   */
  async lock(trx: Trx, id: string): Promise<void> {
    await trx('webhooks').where({ id }).forUpdate().first('id');
  }

  /** Disables an active webhook; false when it was not active (someone else disabled it). */
  async disable(trx: Trx, id: string, reason: string, now: Date): Promise<boolean> {
    const n = await trx('webhooks').where({ id, active: true }).update({ active: false, disabled_reason: reason, disabled_at: now, updated_at: now });
    return n > 0;
  }

  /** Inserts a new webhook. */
  async insert(row: WebhookRow): Promise<void> {
    await this.db.knex('webhooks').insert(row);
  }

  /** One live (not deleted) webhook of the project, or undefined. */
  async get(projectId: string, id: string, trx?: Trx): Promise<WebhookRow | undefined> {
    const q = (trx ?? this.db.knex)('webhooks').where({ project_id: projectId, id }).whereNull('deleted_at').first();
    if (trx) q.forUpdate();
    return (await q) as WebhookRow | undefined;
  }

  /** A page of the project's webhooks (project-level, or of one number), most recent first. */
  async list(projectId: string, phoneNumberId: string | undefined, page: number, perPage: number): Promise<{ items: WebhookRow[]; total: number }> {
    const q = this.db.knex('webhooks').where({ project_id: projectId }).whereNull('deleted_at');
    if (phoneNumberId) q.where('phone_number_id', phoneNumberId);
    else q.whereNull('phone_number_id');
    return offsetPage(q, { newest: 'created_at', tieBreak: 'id' }, page, perPage, (r) => r as unknown as WebhookRow);
  }

  /** Applies changes to a live webhook of the project; returns the new row or undefined. */
  async update(projectId: string, id: string, changes: Partial<WebhookRow>, trx?: Trx): Promise<WebhookRow | undefined> {
    const rows = await (trx ?? this.db.knex)('webhooks').where({ project_id: projectId, id }).whereNull('deleted_at').update(changes).returning('*');
    return rows[0] as WebhookRow | undefined;
  }

  /**
   * Live, active webhooks of the project subscribed to `event`, for fan-out (inside the event's
   * transaction so the deliveries commit with it).
   */
  async subscribers(trx: Trx, projectId: string, event: string): Promise<WebhookRow[]> {
    return (await trx('webhooks').where({ project_id: projectId, active: true }).whereNull('deleted_at').whereRaw('? = ANY(events)', [event])) as WebhookRow[];
  }
}
