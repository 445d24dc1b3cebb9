import { offsetPage, type Db } from '@platform/db';
import type { Knex } from 'knex';
import type { DisplayNameStatus } from '../../domain/display-name';
import { iso } from './rows';

/** A stored display name request (its wire shape: wire/display-name-request.wire.ts). */
export interface DisplayNameRequestRow {
  id: string;
  projectId: string;
  phoneNumberId: string;
  requestedDisplayName: string;
  previousDisplayName?: string;
  status: string;
  /** ISO timestamps. */
  submittedAt: string;
  reviewedAt?: string;
  appliedAt?: string;
  upstreamErrorCode?: number;
  upstreamErrorSubcode?: number;
  upstreamErrorType?: string;
  upstreamErrorMessage?: string;
}

function toRequest(r: Record<string, unknown>): DisplayNameRequestRow {
  const int = (v: unknown) => (v === null || v === undefined ? undefined : Number(v));
  return {
    id: r.id as string,
    projectId: r.project_id as string,
    phoneNumberId: r.phone_number_id as string,
    requestedDisplayName: r.requested_display_name as string,
    previousDisplayName: (r.previous_display_name as string | null) ?? undefined,
    status: r.status as string,
    submittedAt: iso(r.submitted_at)!,
    reviewedAt: iso(r.reviewed_at),
    appliedAt: iso(r.applied_at),
    upstreamErrorCode: int(r.upstream_error_code),
    upstreamErrorSubcode: int(r.upstream_error_subcode),
    upstreamErrorType: (r.upstream_error_type as string | null) ?? undefined,
    upstreamErrorMessage: (r.upstream_error_message as string | null) ?? undefined,
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
  }): Promise<DisplayNameRequestRow> {
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
  async get(projectId: string, phoneNumberId: string, id: string): Promise<DisplayNameRequestRow | undefined> {
    const r = await this.db.knex('display_name_requests').where({ project_id: projectId, phone_number_id: phoneNumberId, id }).first();
    return r ? toRequest(r) : undefined;
  }

  /** A page of the number's requests, most recent first. */
  async list(projectId: string, phoneNumberId: string, page: number, perPage: number): Promise<{ items: DisplayNameRequestRow[]; total: number }> {
    const q = this.db.knex('display_name_requests').where({ project_id: projectId, phone_number_id: phoneNumberId });
    return offsetPage(q, { newest: 'submitted_at', tieBreak: 'id' }, page, perPage, toRequest);
  }

  /** The number's open request for `name` (most recent first), locked for the decision. */
  async openFor(trx: Knex, phoneNumberId: string, name: string | undefined): Promise<DisplayNameRequestRow | undefined> {
    const q = trx('display_name_requests').where({ phone_number_id: phoneNumberId, status: 'pending_review' });
    if (name) q.where('requested_display_name', name);
    const r = await q.orderBy('submitted_at', 'desc').first().forUpdate();
    return r ? toRequest(r) : undefined;
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
