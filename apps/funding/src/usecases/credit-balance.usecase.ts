import { randomUUID } from 'node:crypto';
import type { funding } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { balanceToWire } from '../wire/balance.wire';
import { entryToWire } from '../wire/entry.wire';
import type { UsecaseContext } from './context';

/** Largest single top-up: 1,000,000 currency units. */
export const MAX_TOP_UP_MICROS = 1_000_000_000_000n;

/**
 * The balance of a project's prepaid credits and its top-ups (decision 0104): TopUpCredits adds
 * credits with an entry (idempotent on its reference), GetCreditBalance reads balance, held and
 * available. Holds and their charges are credit-holds.usecase.ts.
 */
export class CreditBalanceUsecase {
  constructor(private readonly ctx: UsecaseContext) {}

  private get currency(): string {
    return this.ctx.settings.settlementCurrency;
  }

  /** TopUpCredits (admin CLI): adds credits; a repeated reference adds nothing and answers the first entry. */
  async topUp(projectId: string, amountMicros: bigint, reference: string, note: string): Promise<TopUpAnswer> {
    if (amountMicros <= 0n || amountMicros > MAX_TOP_UP_MICROS)
      throw invalidArgument('INVALID_AMOUNT', `amount_micros must be from 1 to ${MAX_TOP_UP_MICROS} (millionths of the credits currency)`);
    if (reference.length > 200 || note.length > 500) throw invalidArgument('INVALID_TOP_UP', 'reference is at most 200 characters and note at most 500');
    const now = this.ctx.clock.now();
    return this.ctx.db.transaction(async (trx) => {
      const account = await this.ctx.credits.lockAccount(trx, projectId, this.currency, now);
      if (reference) {
        const prior = await this.ctx.credits.entryByReference(trx, projectId, reference);
        if (prior) return { entry: entryToWire(prior), balance: balanceToWire(account, this.currency), replayed: true };
      }
      const after = await this.ctx.credits.adjust(trx, projectId, amountMicros, 0n, now);
      const entry = await this.ctx.credits.appendEntry(trx, {
        id: randomUUID(),
        projectId,
        kind: 'topup',
        amountMicros,
        balanceAfterMicros: after.balanceMicros,
        currency: after.currency,
        holdId: null,
        messageId: null,
        category: null,
        region: null,
        note: note || null,
        reference: reference || null,
        createdAt: now,
      });
      return { entry: entryToWire(entry), balance: balanceToWire(after, this.currency), replayed: false };
    });
  }

  /** GetCreditBalance. */
  async balance(projectId: string): Promise<funding.CreditBalance> {
    return balanceToWire(await this.ctx.credits.account(projectId), this.currency);
  }
}

/** Answer of {@link CreditBalanceUsecase.topUp}. */
export interface TopUpAnswer {
  entry: funding.CreditEntry;
  balance: funding.CreditBalance;
  replayed: boolean;
}
