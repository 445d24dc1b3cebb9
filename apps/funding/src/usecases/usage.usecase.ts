import type { funding } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import type { Trx } from '@platform/db';
import type { Clock } from '@platform/runtime';
import { notFoundErrors } from '../domain/funding-errors';
import type { PricedUsage } from '../infra/db/usage.repository';
import { usageToWire } from '../wire/usage.wire';
import type { UsecaseContext } from './context';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
/** Longest period one usage read may cover, in days. */
export const MAX_USAGE_DAYS = 366;
/** Default period when start_date is omitted, in days (end_date included). */
export const DEFAULT_USAGE_DAYS = 30;

function parseDay(v: string, field: string): Date {
  const d = new Date(`${v}T00:00:00.000Z`);
  if (!DAY.test(v) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v)
    throw invalidArgument(`INVALID_${field.toUpperCase()}`, `${field} must be a date YYYY-MM-DD`);
  return d;
}

/** Resolves the period: end_date defaults to today (UTC), start_date to 29 days before it; bounded. */
export function usagePeriod(clock: Clock, start?: string, end?: string): { startDay: string; endDay: string } {
  const endD = end ? parseDay(end, 'end_date') : new Date(`${clock.now().toISOString().slice(0, 10)}T00:00:00.000Z`);
  const startD = start ? parseDay(start, 'start_date') : new Date(endD.getTime() - (DEFAULT_USAGE_DAYS - 1) * DAY_MS);
  if (startD.getTime() > endD.getTime()) throw invalidArgument('INVALID_PERIOD', 'start_date must not be after end_date');
  if ((endD.getTime() - startD.getTime()) / DAY_MS + 1 > MAX_USAGE_DAYS)
    throw invalidArgument('INVALID_PERIOD', `the period may cover at most ${MAX_USAGE_DAYS} days`);
  return { startDay: startD.toISOString().slice(0, 10), endDay: endD.toISOString().slice(0, 10) };
}

/** Usage of a period, as GetAccountUsage and GetPortfolioUsage answer it (without the account or portfolio id). */
export type UsageAnswer = Omit<funding.Usage, 'waba_id' | 'business_portfolio_id'>;

/**
 * Usage (spec 4.12 usage rows): priced messages and calls recorded from the messaging side's
 * events, and read back per account or per portfolio of one project.
 */
export class UsageUsecase {
  constructor(private readonly ctx: UsecaseContext) {}

  /**
   * GET /messaging/accounts/{waba_id}/usage: usage recorded for this project only, with the account's
   * portfolio as this project knows it (its funding membership; undefined, shown as null, when the
   * project never funded the account).
   */
  async ofAccount(projectId: string, wabaId: string, start?: string, end?: string): Promise<UsageAnswer & { business_portfolio_id: string | undefined }> {
    const answer = await this.read(projectId, [wabaId], start, end);
    const membership = await this.ctx.accounts.getMembership(projectId, wabaId);
    return { business_portfolio_id: membership?.portfolioId, ...answer };
  }

  /** GET /messaging/portfolios/{portfolio_id}/usage: summed over the portfolio's accounts in this project (404 for unknown portfolios). */
  async ofPortfolio(projectId: string, portfolioId: string, start?: string, end?: string): Promise<UsageAnswer> {
    if (!(await this.ctx.accounts.getPortfolio(projectId, portfolioId))) throw notFoundErrors.portfolio();
    const wabaIds = await this.ctx.accounts.wabaIdsOfPortfolio(projectId, portfolioId);
    return this.read(projectId, wabaIds, start, end);
  }

  /**
   * Records one priced message or call, in the consumer's transaction (exactly once per event with
   * its processed-events record). False when that message or call was already recorded.
   */
  async record(trx: Trx, usage: PricedUsage): Promise<boolean> {
    return this.ctx.usage.record(trx, usage, this.ctx.clock.now());
  }

  private async read(projectId: string, wabaIds: string[], start?: string, end?: string): Promise<UsageAnswer> {
    const { startDay, endDay } = usagePeriod(this.ctx.clock, start, end);
    const rows = await this.ctx.usage.daily(projectId, wabaIds, startDay, endDay);
    return { start_date: startDay, end_date: endDay, ...usageToWire(rows) };
  }
}
