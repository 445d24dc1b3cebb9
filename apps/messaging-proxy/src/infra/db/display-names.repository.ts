import type { messagingProxy } from '@platform/contracts';
import type { Db } from '@platform/db';
import type { Knex } from 'knex';
import type { DisplayNameStatus } from '../../domain/display-name';
import { iso } from './rows';

function toRequest(r: Record<string, unknown>): messagingProxy.DisplayNameRequest {
  const int = (v: unknown) => (v === null || v === undefined ? undefined : Number(v));
  return {
    id: r.id as string,
    phone_number_id: r.phone_number_id as string,
    requested_display_name: r.requested_display_name as string,
    previous_display_name: (r.previous_display_name as string | null) ?? undefined,
    status: r.status as string,
    submitted_at: iso(r.submitted_at)!,
    reviewed_at: iso(r.reviewed_at),
    applied_at: iso(r.applied_at),
    upstream_error_code: int(r.upstream_error_code),
    upstream_error_subcode: int(r.upstream_error_subcode),
    upstream_error_type: (r.upstream_error_type as string | null) ?? undefined,
    upstream_error_message: (r.upstream_error_message as string | null) ?? undefined,
  };
}

/** Display name requests of a project's numbers. */
export class DisplayNamesRepository {
  constructor(private readonly db: Db) {}

  /** Inserts a request as submitted (or failed, with the upstream error). */
  async insert(r: {
    id: string;
    projectId: string;
    phoneNumberId: string;
    requested: string;
    previous?: string;
    status: DisplayNameStatus;
    now: Date;
    error?: { code?: number; subcode?: number; type?: string; message: string };
  }): Promise<messagingProxy.DisplayNameRequest> {
    const [row] = await this.db
      .knex('display_name_requests')
      .insert({
        id: r.id,
        project_id: r.projectId,
        phone_number_id: r.phoneNumberId,
        requested_display_name: r.requested,
        previous_display_name: r.previous ?? null,
        status: r.status,
        submitted_at: r.now,
        upstream_error_code: r.error?.code ?? null,
        upstream_error_subcode: r.error?.subcode ?? null,
        upstream_error_type: r.error?.type ?? null,
        upstream_error_message: r.error?.message ?? null,
      })
      .returning('*');
    return toRequest(row);
  }

  /** One request of the project's number, or undefined. */
  async get(projectId: string, phoneNumberId: string, id: string): Promise<messagingProxy.DisplayNameRequest | undefined> {
    const r = await this.db.knex('display_name_requests').where({ project_id: projectId, phone_number_id: phoneNumberId, id }).first();
    return r ? toRequest(r) : undefined;
  }

  /** A page of the number's requests, most recent first. */
  async list(projectId: string, phoneNumberId: string, page: number, perPage: number): Promise<{ items: messagingProxy.DisplayNameRequest[]; total: number }> {
    const q = this.db.knex('display_name_requests').where({ project_id: projectId, phone_number_id: phoneNumberId });
    const [{ count }] = await q.clone().count<{ count: string | number }[]>({ count: '*' });
    const rows = await q
      .orderBy([
        { column: 'submitted_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(perPage)
      .offset((page - 1) * perPage);
    return { items: rows.map(toRequest), total: Number(count) };
  }

  /** The number's open request for `name` (most recent first), locked for the decision. */
  async openFor(trx: Knex, phoneNumberId: string, name: string | undefined): Promise<(messagingProxy.DisplayNameRequest & { project_id: string }) | undefined> {
    const q = trx('display_name_requests').where({ phone_number_id: phoneNumberId, status: 'pending_review' });
    if (name) q.where('requested_display_name', name);
    const r = await q.orderBy('submitted_at', 'desc').first().forUpdate();
    return r ? { ...toRequest(r), project_id: r.project_id as string } : undefined;
  }

  /** Records a decision. */
  async decide(trx: Knex, id: string, status: DisplayNameStatus, now: Date, opts: { applied: boolean; errorMessage?: string }): Promise<void> {
    const patch: Record<string, unknown> = { status };
    if (status !== 'pending_review') patch.reviewed_at = now;
    if (opts.applied) patch.applied_at = now;
    if (opts.errorMessage) patch.upstream_error_message = opts.errorMessage;
    await trx('display_name_requests').where({ id }).update(patch);
  }
}
