import type { Knex } from 'knex';
import type { Db } from '@platform/db';
import { hasUnstorableCharacter } from '@platform/db';
import type { ThreadHandler } from '../../domain/thread';
import { notifyNowAndAfterCommit } from './phone-numbers.repository';

/** A stored thread of a customer on a shared number (decision 0231). */
export interface ThreadRow {
  projectId: string;
  phoneNumberId: string;
  customer: string;
  handler: ThreadHandler;
  ownerAppId: string | null;
  changedAt: Date;
  lastCustomerMessageAt: Date | null;
}

const date = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));

function toRow(r: Record<string, unknown>): ThreadRow {
  return {
    projectId: r.project_id as string,
    phoneNumberId: r.phone_number_id as string,
    customer: r.customer as string,
    handler: r.handler as ThreadHandler,
    ownerAppId: (r.owner_app_id as string | null) ?? null,
    changedAt: date(r.changed_at)!,
    lastCustomerMessageAt: date(r.last_customer_message_at),
  };
}

/** Shared numbers and their customers' threads. Every method takes the project id. */
export class ThreadsRepository {
  private sharedMarked: (projectId: string, phoneNumberId: string) => void = () => undefined;

  constructor(private readonly db: Db) {}

  /** Called when a number is marked shared: at once and after the mark's transaction settles (decision 0237). */
  onShared(fn: (projectId: string, phoneNumberId: string) => void): void {
    this.sharedMarked = fn;
  }

  /** Marks the number shared (first sign wins); true when this call marked it. */
  async markShared(trx: Knex, projectId: string, phoneNumberId: string, reason: string, now: Date): Promise<boolean> {
    const rows = await trx('shared_numbers')
      .insert({ project_id: projectId, phone_number_id: phoneNumberId, reason, shared_at: now })
      .onConflict(['project_id', 'phone_number_id'])
      .ignore()
      .returning('phone_number_id');
    if (rows.length > 0) notifyNowAndAfterCommit(trx, () => this.sharedMarked(projectId, phoneNumberId));
    return rows.length > 0;
  }

  /** True when the number is marked shared. */
  async isShared(projectId: string, phoneNumberId: string, on?: Knex): Promise<boolean> {
    const r = await (on ?? this.db.knex)('shared_numbers').where({ project_id: projectId, phone_number_id: phoneNumberId }).first('phone_number_id');
    return Boolean(r);
  }

  /**
   * The thread of `customer` on the number, locked when read in a transaction for an update. A key no
   * thread can have (NUL, unpaired surrogate: text Postgres refuses) is an unknown thread, read without SQL.
   */
  async get(projectId: string, phoneNumberId: string, customer: string, trx?: Knex, forUpdate = false): Promise<ThreadRow | undefined> {
    if (hasUnstorableCharacter(customer)) return undefined;
    const q = (trx ?? this.db.knex)('threads').where({ project_id: projectId, phone_number_id: phoneNumberId, customer });
    if (trx && forUpdate) q.forUpdate();
    const r = (await q.first()) as Record<string, unknown> | undefined;
    return r ? toRow(r) : undefined;
  }

  /**
   * Sets who handles the thread (inserted when new), in one statement; answers whether it did.
   * - A **report** (an upstream webhook: handover, standby copy, a message on an idle thread) dated `at`
   *   applies only when it is not older than the stored change (`changed_at <= at`): an older report
   *   arriving late never overwrites a newer one (decision 0231).
   * - The platform's **own** action (`own: true`: take-control, a pass-through thread_control call)
   *   happened after everything already stored, so it always applies, dated `at` but never before the
   *   stored change (1 ms after it at least: clock skew against the upstream's times cannot make it stale).
   * A key no thread can have (NUL, unpaired surrogate) changes nothing.
   */
  async setHandler(
    trx: Knex,
    t: { projectId: string; phoneNumberId: string; customer: string; handler: ThreadHandler; ownerAppId: string | null; at: Date; now: Date; own?: boolean },
  ): Promise<boolean> {
    if (hasUnstorableCharacter(t.customer)) return false;
    const upsert = trx('threads')
      .insert({
        project_id: t.projectId,
        phone_number_id: t.phoneNumberId,
        customer: t.customer,
        handler: t.handler,
        owner_app_id: t.ownerAppId,
        changed_at: t.at,
        updated_at: t.now,
      })
      .onConflict(['project_id', 'phone_number_id', 'customer'])
      .merge({
        handler: t.handler,
        owner_app_id: t.ownerAppId,
        changed_at: t.own ? trx.raw("greatest(excluded.changed_at, threads.changed_at + interval '1 millisecond')") : t.at,
        updated_at: t.now,
      });
    if (!t.own) upsert.where('threads.changed_at', '<=', trx.raw('excluded.changed_at'));
    const rows = (await upsert.returning('customer')) as unknown[];
    return rows.length > 0;
  }

  /** Records a customer message on the thread (the idle clock restarts). */
  async touchCustomerMessage(trx: Knex, projectId: string, phoneNumberId: string, customer: string, at: Date, now: Date): Promise<void> {
    if (hasUnstorableCharacter(customer)) return;
    await trx('threads')
      .where({ project_id: projectId, phone_number_id: phoneNumberId, customer })
      .update({ last_customer_message_at: trx.raw('greatest(last_customer_message_at, ?::timestamptz)', [at]), updated_at: now });
  }
}
