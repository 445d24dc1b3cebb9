import { createHash } from 'node:crypto';
import { invalidArgument, notFound } from '@platform/errors';
import { parseRateCard, RateCardError, rateCardToJson } from '../domain/rate-card';
import type { StoredRateCard } from '../infra/db/rate-cards.repository';
import type { UsecaseContext } from './context';

/**
 * How long (wall clock) the rate cards read for a hold are reused: one read fewer per send. A card
 * loaded through this replica is used at once; one loaded through another replica within this long.
 */
export const RATE_CARD_CACHE_MS = 1_000;

/**
 * Rate cards (decision 0104): LoadRateCard stores a validated card as the next version, GetRateCard
 * reads one, and the holds of credit-holds.usecase.ts price sends at the card in effect, read through
 * a short cache ({@link RATE_CARD_CACHE_MS}) dropped when a card is loaded through this replica.
 */
export class RateCardsUsecase {
  /** The card in effect and later versions, read at `at` (performance.now()); see {@link RATE_CARD_CACHE_MS}. */
  private cards?: { at: number; list: StoredRateCard[] };

  constructor(private readonly ctx: UsecaseContext) {}

  /** The card in effect at `now` (the highest version whose effective_from is unset or past), read at most every RATE_CARD_CACHE_MS. */
  async activeCard(now: Date): Promise<StoredRateCard | undefined> {
    const effective = (c: StoredRateCard) => !c.effectiveFrom || c.effectiveFrom.getTime() <= now.getTime();
    const t = performance.now();
    if (this.cards && t - this.cards.at < RATE_CARD_CACHE_MS) {
      // The list holds the card in effect when read and every later one: a later card in effect now is
      // the right answer; none (a clock set back before all of them) reads again.
      const hit = this.cards.list.find(effective);
      if (hit) return hit;
    }
    const list = await this.ctx.rateCards.activeAndLater(now);
    this.cards = { at: t, list };
    return list.find(effective);
  }

  /** LoadRateCard (admin CLI, FUNDING_RATE_CARD_FILE): validates and stores the card as the next version, unless it equals the newest one. */
  async loadRateCard(json: unknown, source: 'cli' | 'file'): Promise<{ card: StoredRateCard; created: boolean }> {
    let card;
    try {
      card = parseRateCard(json);
    } catch (err) {
      if (err instanceof RateCardError) throw invalidArgument('INVALID_RATE_CARD', err.message);
      throw err;
    }
    const hash = createHash('sha256')
      .update(JSON.stringify(rateCardToJson(card)))
      .digest('hex');
    const now = this.ctx.clock.now();
    const loaded = await this.ctx.db.transaction(async (trx) => {
      await this.ctx.rateCards.lockForLoad(trx);
      const latest = await this.ctx.rateCards.latest(trx);
      if (latest && latest.contentHash === hash) return { card: latest, created: false };
      const stored = await this.ctx.rateCards.insert(trx, (latest?.version ?? 0) + 1, card, hash, source, now);
      this.ctx.logger.info({ version: stored.version, source, rows: Object.keys(card.rates).length }, 'rate card loaded');
      return { card: stored, created: true };
    });
    // Holds through this replica use the new version from now on.
    if (loaded.created) this.cards = undefined;
    return loaded;
  }

  /** GetRateCard: one version, or the card in effect (404 when there is none). */
  async rateCard(version: number): Promise<StoredRateCard> {
    const card = version > 0 ? await this.ctx.rateCards.version(version) : await this.ctx.rateCards.active(this.ctx.clock.now());
    if (!card) throw notFound('RATE_CARD_NOT_FOUND', version > 0 ? `Rate card version ${version} does not exist` : 'No rate card is in effect');
    return card;
  }
}
