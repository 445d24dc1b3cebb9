import type { Db, Queryable, Trx } from '@platform/db';
import { dateOrNull, isoOrUndef } from './rows';

/** A portfolio known to a project. */
export interface PortfolioRow {
  portfolioId: string;
  fundingDisabled: boolean;
}

/** An account's membership in a project (account, portfolio, project, solution). */
export interface MembershipRow {
  projectId: string;
  wabaId: string;
  portfolioId: string;
  solutionId: string;
  status: 'active' | 'removed';
  observedCurrency: string | null;
  createdAt: string;
}

/** The funding attachment: the solution's credit line allocated to the account. */
export interface AttachmentRow {
  wabaId: string;
  solutionId: string;
  creditLineId: string;
  allocationConfigId: string | null;
  wabaCurrency: string | null;
  receivingCredentialId: string | null;
  state: 'active' | 'revoked';
  revokedAt: Date | null;
}

/** Maps an `accounts` row (from the driver or `row_to_json`). */
export function toMembership(r: Record<string, unknown>): MembershipRow {
  return {
    projectId: r.project_id as string,
    wabaId: r.waba_id as string,
    portfolioId: r.portfolio_id as string,
    solutionId: r.solution_id as string,
    status: r.status as MembershipRow['status'],
    observedCurrency: (r.observed_currency as string | null) ?? null,
    createdAt: isoOrUndef(r.created_at)!,
  };
}

/** Maps an `attachments` row (from the driver or `row_to_json`). */
export function toAttachment(r: Record<string, unknown>): AttachmentRow {
  return {
    wabaId: r.waba_id as string,
    solutionId: r.solution_id as string,
    creditLineId: r.credit_line_id as string,
    allocationConfigId: (r.allocation_config_id as string | null) ?? null,
    wabaCurrency: (r.waba_currency as string | null) ?? null,
    receivingCredentialId: (r.receiving_credential_id as string | null) ?? null,
    state: r.state as AttachmentRow['state'],
    revokedAt: dateOrNull(r.revoked_at),
  };
}

/** Maps a `portfolios` row (from the driver or `row_to_json`). */
export function toPortfolio(r: Record<string, unknown>): PortfolioRow {
  return { portfolioId: r.portfolio_id as string, fundingDisabled: Boolean(r.funding_disabled) };
}

/**
 * Portfolios, memberships and attachments of a project. Every method takes the project id; reads
 * run on the pool unless given the caller's transaction, writes that belong to one take it first.
 */
export class AccountsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Takes the account's advisory lock for the rest of the transaction, waiting at most `timeoutMs`
   * (one statement: the transaction-local lock_timeout is set before the lock is asked for). Past
   * the bound Postgres raises lock_not_available, which @platform/db's `isLockTimeout` recognises.
   */
  async lockAccount(trx: Trx, projectId: string, wabaId: string, timeoutMs: number): Promise<void> {
    await trx.raw("SELECT pg_advisory_xact_lock(hashtextextended(?, 0)) FROM (SELECT set_config('lock_timeout', ?, true)) AS bound", [
      `funding:${projectId}:${wabaId}`,
      String(Math.max(1, Math.floor(timeoutMs))),
    ]);
  }

  /** The portfolio, or undefined when this project never recorded it. */
  async getPortfolio(projectId: string, portfolioId: string, trx?: Trx): Promise<PortfolioRow | undefined> {
    const r = await this.q(trx)('portfolios').where({ project_id: projectId, portfolio_id: portfolioId }).first();
    return r ? toPortfolio(r) : undefined;
  }

  /** Disables funding of the portfolio (a revocation was requested): no run is started or resumed for it. */
  async disablePortfolioFunding(trx: Trx, projectId: string, portfolioId: string, now: Date): Promise<void> {
    await trx('portfolios')
      .where({ project_id: projectId, portfolio_id: portfolioId })
      .update({ funding_disabled: true, funding_disabled_at: now, updated_at: now });
  }

  /** The account's membership in this project, or undefined. */
  async getMembership(projectId: string, wabaId: string, trx?: Trx): Promise<MembershipRow | undefined> {
    const r = await this.q(trx)('accounts').where({ project_id: projectId, waba_id: wabaId }).first();
    return r ? toMembership(r) : undefined;
  }

  /**
   * Records a verified membership and its portfolio (if new), in one statement. Returns true when
   * the membership was inserted now; false when a row was already there (recorded meanwhile by a
   * concurrent request of this project, or another project holds the account's active membership:
   * the caller re-reads to tell them apart).
   */
  async recordMembership(
    trx: Trx,
    projectId: string,
    m: { wabaId: string; portfolioId: string; solutionId: string; observedCurrency: string | null },
    now: Date,
  ): Promise<boolean> {
    const rows = await trx.raw(
      `WITH portfolio AS (
         INSERT INTO portfolios (project_id, portfolio_id, funding_disabled, created_at, updated_at)
         VALUES (?, ?, false, ?, ?) ON CONFLICT (project_id, portfolio_id) DO NOTHING
       )
       INSERT INTO accounts (project_id, waba_id, portfolio_id, solution_id, status, observed_currency, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'active', ?, ?, ?) ON CONFLICT DO NOTHING RETURNING waba_id`,
      [projectId, m.portfolioId, now, now, projectId, m.wabaId, m.portfolioId, m.solutionId, m.observedCurrency, now, now],
    );
    return (rows.rows as unknown[]).length > 0;
  }

  /** How many accounts of a portfolio this project holds. */
  async countOfPortfolio(projectId: string, portfolioId: string): Promise<number> {
    const [{ count }] = await this.db
      .knex('accounts')
      .where({ project_id: projectId, portfolio_id: portfolioId })
      .count<{ count: string | number }[]>({ count: '*' });
    return Number(count);
  }

  /** Every account id of a portfolio in this project. */
  async wabaIdsOfPortfolio(projectId: string, portfolioId: string): Promise<string[]> {
    const rows = await this.db.knex('accounts').where({ project_id: projectId, portfolio_id: portfolioId }).select('waba_id');
    return rows.map((r: { waba_id: string }) => r.waba_id);
  }

  /** The account's attachment in this project, or undefined. */
  async getAttachment(projectId: string, wabaId: string, trx?: Trx): Promise<AttachmentRow | undefined> {
    const r = await this.q(trx)('attachments').where({ project_id: projectId, waba_id: wabaId }).first();
    return r ? toAttachment(r) : undefined;
  }

  /** Attachments of a portfolio's accounts in this project. */
  async attachmentsOfPortfolio(projectId: string, portfolioId: string, trx?: Trx): Promise<AttachmentRow[]> {
    const rows = await this.q(trx)('attachments as t')
      .join('accounts as a', function join() {
        this.on('a.project_id', 't.project_id').andOn('a.waba_id', 't.waba_id');
      })
      .where({ 't.project_id': projectId, 'a.portfolio_id': portfolioId })
      .select('t.*');
    return rows.map(toAttachment);
  }

  /** Records the allocation the upstream created (before it is confirmed), so a resumed run does not share twice. */
  async recordAllocation(
    projectId: string,
    a: { wabaId: string; solutionId: string; creditLineId: string; allocationConfigId: string; wabaCurrency: string },
    now: Date,
  ): Promise<void> {
    await this.db
      .knex('attachments')
      .insert({
        project_id: projectId,
        waba_id: a.wabaId,
        solution_id: a.solutionId,
        credit_line_id: a.creditLineId,
        allocation_config_id: a.allocationConfigId,
        waba_currency: a.wabaCurrency,
        state: 'active',
        created_at: now,
        updated_at: now,
      })
      .onConflict(['project_id', 'waba_id'])
      .merge({ allocation_config_id: a.allocationConfigId, waba_currency: a.wabaCurrency, credit_line_id: a.creditLineId, updated_at: now });
  }

  /** Stores the receiving credential observed on the allocation. */
  async setReceivingCredential(trx: Trx, projectId: string, wabaId: string, credentialId: string | null, now: Date): Promise<void> {
    await trx('attachments').where({ project_id: projectId, waba_id: wabaId }).update({ receiving_credential_id: credentialId, updated_at: now });
  }

  /** Marks the attachment revoked: only on upstream evidence that the allocation was deleted. */
  async markAttachmentRevoked(trx: Trx, projectId: string, wabaId: string, now: Date): Promise<void> {
    await trx('attachments').where({ project_id: projectId, waba_id: wabaId, state: 'active' }).update({ state: 'revoked', revoked_at: now, updated_at: now });
  }

  private q(trx?: Trx): Queryable {
    return trx ?? this.db.knex;
  }
}
