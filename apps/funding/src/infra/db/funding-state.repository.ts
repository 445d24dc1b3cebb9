import type { Db, Queryable, Trx } from '@platform/db';
import { toAttachment, toMembership, toPortfolio, type AttachmentRow, type MembershipRow, type PortfolioRow } from './accounts.repository';
import { toLatestEvidence, type LatestEvidence } from './evidence.repository';
import { toRun, type RunRow } from './runs.repository';

/** Everything stored about one account in one project that its Funding object is derived from. */
export interface AccountFundingState {
  wabaId: string;
  membership: MembershipRow | undefined;
  /** The portfolio the membership belongs to (its funding switch). */
  membershipPortfolio: PortfolioRow | undefined;
  attachment: AttachmentRow | undefined;
  latestRun: RunRow | undefined;
  evidence: LatestEvidence;
  /** The project's prepaid credits; null when it never had a credits account. */
  credits: { toppedUp: boolean; availableMicros: bigint } | null;
}

/** An account's state as EnsureFunding decides on it: plus the requested portfolio and other projects' claim. */
export interface EnsureFundingState extends AccountFundingState {
  /** The portfolio named by the request, as this project recorded it. */
  requestedPortfolio: PortfolioRow | undefined;
  /** Another project holds the account's active membership (yes/no only; which one never leaves the service). */
  activeInOtherProject: boolean;
}

/**
 * The per-account columns, joined onto a relation `k` of (project_id, waba_id): membership, its
 * portfolio, attachment, latest run, and the latest evidence record of each kind. Each part is
 * one JSON value (null when absent), so the tables' column names never collide.
 */
const STATE_COLUMNS = `k.waba_id,
       row_to_json(m) AS membership,
       row_to_json(mp) AS membership_portfolio,
       row_to_json(t) AS attachment,
       row_to_json(r) AS latest_run,
       ev.evidence,
       (SELECT json_build_object(
                 'available', (c.balance_micros - c.held_micros)::text,
                 'topped_up', EXISTS (SELECT 1 FROM credit_entries ce WHERE ce.project_id = c.project_id AND ce.kind = 'topup'))
          FROM credit_accounts c WHERE c.project_id = k.project_id) AS credits`;
const STATE_JOINS = `LEFT JOIN accounts m ON m.project_id = k.project_id AND m.waba_id = k.waba_id
  LEFT JOIN portfolios mp ON mp.project_id = m.project_id AND mp.portfolio_id = m.portfolio_id
  LEFT JOIN attachments t ON t.project_id = k.project_id AND t.waba_id = k.waba_id
  LEFT JOIN LATERAL (
    SELECT * FROM funding_runs fr WHERE fr.project_id = k.project_id AND fr.waba_id = k.waba_id ORDER BY fr.seq DESC LIMIT 1
  ) r ON true
  LEFT JOIN LATERAL (
    SELECT json_agg(e) AS evidence FROM (
      SELECT DISTINCT ON (kind) kind, ok, request_status, funding_ids_match, observed_at
        FROM evidence WHERE project_id = k.project_id AND waba_id = k.waba_id
       ORDER BY kind, observed_at DESC, seq DESC
    ) e
  ) ev ON true`;

/** `row_to_json` / `json_agg` values arrive parsed from pg; a string is parsed here for safety. */
function json<T>(v: unknown): T | null {
  if (v === null || v === undefined) return null;
  return (typeof v === 'string' ? JSON.parse(v) : v) as T;
}

function toState(r: Record<string, unknown>): AccountFundingState {
  const membership = json<Record<string, unknown>>(r.membership);
  const portfolio = json<Record<string, unknown>>(r.membership_portfolio);
  const attachment = json<Record<string, unknown>>(r.attachment);
  const run = json<Record<string, unknown>>(r.latest_run);
  const credits = json<{ available: string; topped_up: boolean }>(r.credits);
  return {
    wabaId: r.waba_id as string,
    membership: membership ? toMembership(membership) : undefined,
    membershipPortfolio: portfolio ? toPortfolio(portfolio) : undefined,
    attachment: attachment ? toAttachment(attachment) : undefined,
    latestRun: run ? toRun(run) : undefined,
    evidence: toLatestEvidence(json<Record<string, unknown>[]>(r.evidence) ?? []),
    credits: credits ? { toppedUp: credits.topped_up, availableMicros: BigInt(credits.available) } : null,
  };
}

/**
 * Reads the funding state of accounts, each in one statement whatever the number of accounts
 * (EnsureFunding decides on it, GetFunding and ListPortfolioAccounts derive the Funding object
 * from it). Every method takes the project id.
 */
export class FundingStateRepository {
  constructor(private readonly db: Db) {}

  /** One account's state as EnsureFunding needs it, on the pool or in the caller's transaction. */
  async forEnsure(projectId: string, wabaId: string, portfolioId: string, trx?: Trx): Promise<EnsureFundingState> {
    const q: Queryable = trx ?? this.db.knex;
    const res = await q.raw(
      `SELECT ${STATE_COLUMNS},
       (SELECT row_to_json(p) FROM portfolios p WHERE p.project_id = k.project_id AND p.portfolio_id = ?) AS requested_portfolio,
       EXISTS (
         SELECT 1 FROM accounts o WHERE o.waba_id = k.waba_id AND o.status = 'active' AND o.project_id <> k.project_id
       ) AS active_in_other_project
  FROM (SELECT CAST(? AS uuid) AS project_id, CAST(? AS text) AS waba_id) k
  ${STATE_JOINS}`,
      [portfolioId, projectId, wabaId],
    );
    const row = (res.rows as Record<string, unknown>[])[0];
    const requested = json<Record<string, unknown>>(row.requested_portfolio);
    return { ...toState(row), requestedPortfolio: requested ? toPortfolio(requested) : undefined, activeInOtherProject: Boolean(row.active_in_other_project) };
  }

  /** One account's state (an account this project never recorded has an empty one). */
  async ofAccount(projectId: string, wabaId: string): Promise<AccountFundingState> {
    const res = await this.db.knex.raw(`SELECT ${STATE_COLUMNS} FROM (SELECT CAST(? AS uuid) AS project_id, CAST(? AS text) AS waba_id) k ${STATE_JOINS}`, [
      projectId,
      wabaId,
    ]);
    return toState((res.rows as Record<string, unknown>[])[0]);
  }

  /** One page of a portfolio's accounts in this project, most recent first, each with its state. */
  async pageOfPortfolio(projectId: string, portfolioId: string, page: number, perPage: number): Promise<AccountFundingState[]> {
    const res = await this.db.knex.raw(
      `SELECT ${STATE_COLUMNS}
  FROM (
    SELECT project_id, waba_id, created_at FROM accounts
     WHERE project_id = ? AND portfolio_id = ?
     ORDER BY created_at DESC, waba_id DESC LIMIT ? OFFSET ?
  ) k
  ${STATE_JOINS}
 ORDER BY k.created_at DESC, k.waba_id DESC`,
      [projectId, portfolioId, perPage, (page - 1) * perPage],
    );
    return (res.rows as Record<string, unknown>[]).map(toState);
  }
}
