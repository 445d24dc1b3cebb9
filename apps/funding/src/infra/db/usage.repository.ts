import type { Db, Trx } from '@platform/db';

/** One priced message or call, as the messaging side reported it. */
export interface PricedUsage {
  eventId: string;
  projectId: string;
  wabaId: string;
  kind: 'messaging' | 'calling';
  refId: string;
  phoneNumberId: string | null;
  category: string | null;
  pricingModel: string | null;
  pricingType: string | null;
  billable: boolean;
  amountMicros: bigint;
  currency: string;
  durationSeconds: number;
  occurredAt: Date;
}

/** One aggregated usage row (a day, a kind, a currency). */
export interface UsageDailyRow {
  day: string;
  kind: 'messaging' | 'calling';
  currency: string;
  quantity: bigint;
  billableQuantity: bigint;
  amountMicros: bigint;
  durationSeconds: bigint;
  lastRecordedAt: Date;
}

/** Usage records and their daily aggregates. Every method takes the project id. */
export class UsageRepository {
  constructor(private readonly db: Db) {}

  /**
   * Records a priced message or call once (per project, kind and message/call id: status webhooks
   * repeat the pricing on sent, delivered and read) and adds it to the day's aggregate.
   * Returns false when it was already recorded. Runs in the consumer's transaction (exactly once
   * per event with the processed-events record).
   */
  async record(trx: Trx, u: PricedUsage, now: Date): Promise<boolean> {
    const inserted = await trx.raw(
      `INSERT INTO usage_records (event_id, project_id, waba_id, kind, ref_id, phone_number_id, category, pricing_model, pricing_type, billable, amount_micros, currency, duration_seconds, occurred_at, recorded_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING event_id`,
      [
        u.eventId,
        u.projectId,
        u.wabaId,
        u.kind,
        u.refId,
        u.phoneNumberId,
        u.category,
        u.pricingModel,
        u.pricingType,
        u.billable,
        u.amountMicros.toString(),
        u.currency,
        u.durationSeconds,
        u.occurredAt,
        now,
      ],
    );
    if ((inserted.rows as unknown[]).length === 0) return false;
    const day = u.occurredAt.toISOString().slice(0, 10);
    await trx.raw(
      `INSERT INTO usage_daily AS d (project_id, waba_id, day, kind, currency, quantity, billable_quantity, amount_micros, duration_seconds, last_recorded_at)
       VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?)
       ON CONFLICT (project_id, waba_id, day, kind, currency) DO UPDATE SET
         quantity = d.quantity + 1,
         billable_quantity = d.billable_quantity + EXCLUDED.billable_quantity,
         amount_micros = d.amount_micros + EXCLUDED.amount_micros,
         duration_seconds = d.duration_seconds + EXCLUDED.duration_seconds,
         last_recorded_at = GREATEST(d.last_recorded_at, EXCLUDED.last_recorded_at)`,
      [u.projectId, u.wabaId, day, u.kind, u.currency, u.billable ? 1 : 0, u.amountMicros.toString(), u.durationSeconds, u.occurredAt],
    );
    return true;
  }

  /** Daily aggregates of the given accounts between two days (inclusive), summed over accounts. */
  async daily(projectId: string, wabaIds: string[], startDay: string, endDay: string): Promise<UsageDailyRow[]> {
    if (wabaIds.length === 0) return [];
    const rows = await this.db
      .knex('usage_daily')
      .where({ project_id: projectId })
      .whereIn('waba_id', wabaIds)
      .whereBetween('day', [startDay, endDay])
      .groupBy(['day', 'kind', 'currency'])
      .select(
        this.db.knex.raw(`to_char(day, 'YYYY-MM-DD') AS day`),
        'kind',
        'currency',
        this.db.knex.raw('sum(quantity)::text AS quantity'),
        this.db.knex.raw('sum(billable_quantity)::text AS billable_quantity'),
        this.db.knex.raw('sum(amount_micros)::text AS amount_micros'),
        this.db.knex.raw('sum(duration_seconds)::text AS duration_seconds'),
        this.db.knex.raw('max(last_recorded_at) AS last_recorded_at'),
      );
    return rows.map((r: Record<string, string>) => ({
      day: r.day,
      kind: r.kind as UsageDailyRow['kind'],
      currency: r.currency,
      quantity: BigInt(r.quantity),
      billableQuantity: BigInt(r.billable_quantity),
      amountMicros: BigInt(r.amount_micros),
      durationSeconds: BigInt(r.duration_seconds),
      lastRecordedAt: new Date(r.last_recorded_at),
    }));
  }
}
