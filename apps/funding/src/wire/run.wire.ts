import { toProtoEnum, type funding } from '@platform/contracts';
import type { RunRow } from '../infra/db/runs.repository';
import { isoOrUndef } from '../infra/db/rows';

/** The public shape of a run (spec 2.2). */
export function runToWire(r: RunRow): funding.FundingRun {
  return {
    id: r.id,
    status: toProtoEnum('FUNDING_RUN_STATUS', r.status),
    started_at: r.startedAt.toISOString(),
    finished_at: isoOrUndef(r.finishedAt),
    error_kind: r.errorKind ?? undefined,
    upstream_error_code: r.upstreamErrorCode === null ? undefined : String(r.upstreamErrorCode),
  };
}
