import type { Knex } from 'knex';
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

function toMembership(r: Record<string, unknown>): MembershipRow {
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

function toAttachment(r: Record<string, unknown>): AttachmentRow {
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

/** Portfolios, memberships and attachments of a project. Every method takes the project id. */
export class AccountsRepository {
  constructor(private readonly q: Knex) {}

  /** The portfolio, or undefined when this project never recorded it. */
  async getPortfolio(projectId: string, portfolioId: string): Promise<PortfolioRow | undefined> {
    const r = await this.q('portfolios').where({ project_id: projectId, portfolio_id: portfolioId }).first();
    return r ? { portfolioId: r.portfolio_id, fundingDisabled: Boolean(r.funding_disabled) } : undefined;
  }

  /** Records the portfolio if new. */
  async ensurePortfolio(projectId: string, portfolioId: string, now: Date): Promise<void> {
    await this.q('portfolios')
      .insert({ project_id: projectId, portfolio_id: portfolioId, funding_disabled: false, created_at: now, updated_at: now })
      .onConflict(['project_id', 'portfolio_id'])
      .ignore();
  }

  /** Disables funding of the portfolio (a revocation was requested): no run is started or resumed for it. */
  async disablePortfolioFunding(projectId: string, portfolioId: string, now: Date): Promise<void> {
    await this.q('portfolios').where({ project_id: projectId, portfolio_id: portfolioId }).update({ funding_disabled: true, funding_disabled_at: now, updated_at: now });
  }

  /** The account's membership in this project, or undefined. */
  async getMembership(projectId: string, wabaId: string): Promise<MembershipRow | undefined> {
    const r = await this.q('accounts').where({ project_id: projectId, waba_id: wabaId }).first();
    return r ? toMembership(r) : undefined;
  }

  /**
   * True when another project holds an active membership of the account. Answers only yes/no:
   * which project it is never leaves this service.
   */
  async activeInOtherProject(projectId: string, wabaId: string): Promise<boolean> {
    const r = await this.q('accounts').where({ waba_id: wabaId, status: 'active' }).whereNot({ project_id: projectId }).first('project_id');
    return Boolean(r);
  }

  /**
   * Records a verified membership. Returns true when this project holds an active membership afterwards
   * (inserted now or by a concurrent request), false when another project won the account meanwhile.
   */
  async insertMembership(projectId: string, m: { wabaId: string; portfolioId: string; solutionId: string; observedCurrency: string | null }, now: Date): Promise<boolean> {
    const rows = await this.q.raw(
      `INSERT INTO accounts (project_id, waba_id, portfolio_id, solution_id, status, observed_currency, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'active', ?, ?, ?) ON CONFLICT DO NOTHING RETURNING waba_id`,
      [projectId, m.wabaId, m.portfolioId, m.solutionId, m.observedCurrency, now, now],
    );
    if ((rows.rows as unknown[]).length > 0) return true;
    const own = await this.getMembership(projectId, m.wabaId);
    return own?.status === 'active';
  }

  /** Memberships of a portfolio in this project, most recent first, one page, and the total. */
  async listByPortfolio(projectId: string, portfolioId: string, page: number, perPage: number): Promise<{ items: MembershipRow[]; total: number }> {
    const q = this.q('accounts').where({ project_id: projectId, portfolio_id: portfolioId });
    const [{ count }] = await q.clone().count<{ count: string | number }[]>({ count: '*' });
    const rows = await q.orderBy([{ column: 'created_at', order: 'desc' }, { column: 'waba_id', order: 'desc' }]).limit(perPage).offset((page - 1) * perPage);
    return { items: rows.map(toMembership), total: Number(count) };
  }

  /** Every account id of a portfolio in this project. */
  async wabaIdsOfPortfolio(projectId: string, portfolioId: string): Promise<string[]> {
    const rows = await this.q('accounts').where({ project_id: projectId, portfolio_id: portfolioId }).select('waba_id');
    return rows.map((r: { waba_id: string }) => r.waba_id);
  }

  /** The account's attachment in this project, or undefined. */
  async getAttachment(projectId: string, wabaId: string): Promise<AttachmentRow | undefined> {
    const r = await this.q('attachments').where({ project_id: projectId, waba_id: wabaId }).first();
    return r ? toAttachment(r) : undefined;
  }

  /** Attachments of a portfolio's accounts in this project. */
  async attachmentsOfPortfolio(projectId: string, portfolioId: string): Promise<AttachmentRow[]> {
    const rows = await this.q('attachments as t')
      .join('accounts as a', function join() {
        this.on('a.project_id', 't.project_id').andOn('a.waba_id', 't.waba_id');
      })
      .where({ 't.project_id': projectId, 'a.portfolio_id': portfolioId })
      .select('t.*');
    return rows.map(toAttachment);
  }

  /** Records the allocation the upstream created (before it is confirmed), so a resumed run does not share twice. */
  async recordAllocation(projectId: string, a: { wabaId: string; solutionId: string; creditLineId: string; allocationConfigId: string; wabaCurrency: string }, now: Date): Promise<void> {
    await this.q('attachments')
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
  async setReceivingCredential(projectId: string, wabaId: string, credentialId: string | null, now: Date): Promise<void> {
    await this.q('attachments').where({ project_id: projectId, waba_id: wabaId }).update({ receiving_credential_id: credentialId, updated_at: now });
  }

  /** Marks the attachment revoked: only on upstream evidence that the allocation was deleted. */
  async markAttachmentRevoked(projectId: string, wabaId: string, now: Date): Promise<void> {
    await this.q('attachments').where({ project_id: projectId, waba_id: wabaId, state: 'active' }).update({ state: 'revoked', revoked_at: now, updated_at: now });
  }
}
