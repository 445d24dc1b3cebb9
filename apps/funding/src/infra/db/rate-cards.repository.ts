import type { Db, Trx } from '@platform/db';
import type { RateCard, RateCardInput, RateRow } from '../../domain/rate-card';

/** A stored version with where it came from. */
export interface StoredRateCard extends RateCard {
  contentHash: string;
  source: string;
}

function toCard(r: Record<string, unknown>): StoredRateCard {
  const raw = (typeof r.rates === 'string' ? JSON.parse(r.rates) : r.rates) as Record<string, Record<string, string>>;
  const rates: Record<string, RateRow> = {};
  for (const [region, row] of Object.entries(raw)) rates[region] = Object.fromEntries(Object.entries(row).map(([c, m]) => [c, BigInt(m)])) as RateRow;
  return {
    version: Number(r.version),
    currency: r.currency as string,
    effectiveFrom: r.effective_from ? new Date(r.effective_from as string) : null,
    serviceAllowancePerMonth: Number(r.service_allowance_per_month),
    rates,
    loadedAt: new Date(r.loaded_at as string),
    contentHash: r.content_hash as string,
    source: r.source as string,
  };
}

/** Platform-wide rate card versions (not tenant data: one card prices every project's sends). */
export class RateCardsRepository {
  constructor(private readonly db: Db) {}

  /** The card in effect at `now`: the highest version whose effective_from is unset or past. */
  async active(now: Date): Promise<StoredRateCard | undefined> {
    const r = await this.db
      .knex('rate_cards')
      .where((w) => w.whereNull('effective_from').orWhere('effective_from', '<=', now))
      .orderBy('version', 'desc')
      .first();
    return r ? toCard(r as Record<string, unknown>) : undefined;
  }

  /**
   * The card in effect at `now` and every later version (not yet in effect), newest first: what the
   * send path's short-lived cache keeps (rate-cards.usecase.ts), so a clock that reaches a later card's
   * effective_from finds it without another read.
   */
  async activeAndLater(now: Date): Promise<StoredRateCard[]> {
    const r = await this.db.knex.raw(
      `SELECT * FROM rate_cards
        WHERE version >= COALESCE((SELECT max(version) FROM rate_cards WHERE effective_from IS NULL OR effective_from <= ?), 0)
        ORDER BY version DESC`,
      [now],
    );
    return (r.rows as Record<string, unknown>[]).map(toCard);
  }

  /** One version. */
  async version(version: number): Promise<StoredRateCard | undefined> {
    const r = await this.db.knex('rate_cards').where({ version }).first();
    return r ? toCard(r as Record<string, unknown>) : undefined;
  }

  /** The newest version, effective or not. */
  async latest(trx?: Trx): Promise<StoredRateCard | undefined> {
    const r = await (trx ?? this.db.knex)('rate_cards').orderBy('version', 'desc').first();
    return r ? toCard(r as Record<string, unknown>) : undefined;
  }

  /** Serialises loads for the transaction (versions are consecutive). */
  async lockForLoad(trx: Trx): Promise<void> {
    await trx.raw(`SELECT pg_advisory_xact_lock(hashtextextended('funding.rate_cards', 15))`);
  }

  /** Stores the next version. */
  async insert(trx: Trx, version: number, card: RateCardInput, contentHash: string, source: string, now: Date): Promise<StoredRateCard> {
    const rates = Object.fromEntries(
      Object.entries(card.rates).map(([region, row]) => [region, Object.fromEntries(Object.entries(row).map(([c, m]) => [c, (m as bigint).toString()]))]),
    );
    const [r] = await trx('rate_cards')
      .insert({
        version,
        currency: card.currency,
        effective_from: card.effectiveFrom,
        service_allowance_per_month: card.serviceAllowancePerMonth,
        rates: JSON.stringify(rates),
        content_hash: contentHash,
        source,
        loaded_at: now,
      })
      .returning('*');
    return toCard(r as Record<string, unknown>);
  }
}
