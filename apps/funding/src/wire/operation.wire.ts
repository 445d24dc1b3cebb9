import type { funding } from '@platform/contracts';
import type { OperationRow } from '../infra/db/operations.repository';
import { isoOrUndef } from '../infra/db/rows';

/** The public shape of an operation. */
export function operationToWire(o: OperationRow): funding.FundingOperation {
  return {
    id: o.id,
    business_portfolio_id: o.portfolioId,
    type: o.type,
    status: o.status,
    started_at: o.startedAt.toISOString(),
    finished_at: isoOrUndef(o.finishedAt),
    error_kind: o.errorKind ?? undefined,
    upstream_error_code: o.upstreamErrorCode === null ? undefined : String(o.upstreamErrorCode),
    accounts_total: o.accountsTotal,
    accounts_revoked: o.accountsRevoked,
    accounts_failed: o.accountsFailed,
  };
}
