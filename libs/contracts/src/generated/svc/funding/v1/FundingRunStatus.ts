// Original file: protos/svc/funding/v1/funding.proto

/**
 * Status of a funding run (spec 2.2, 3.2); public JSON: the lowercase name without the prefix.
 */
export const FundingRunStatus = {
  FUNDING_RUN_STATUS_UNSPECIFIED: 'FUNDING_RUN_STATUS_UNSPECIFIED',
  FUNDING_RUN_STATUS_PENDING: 'FUNDING_RUN_STATUS_PENDING',
  FUNDING_RUN_STATUS_RUNNING: 'FUNDING_RUN_STATUS_RUNNING',
  FUNDING_RUN_STATUS_SUCCEEDED: 'FUNDING_RUN_STATUS_SUCCEEDED',
  FUNDING_RUN_STATUS_FAILED: 'FUNDING_RUN_STATUS_FAILED',
  FUNDING_RUN_STATUS_CANCELLED: 'FUNDING_RUN_STATUS_CANCELLED',
  FUNDING_RUN_STATUS_EXPIRED: 'FUNDING_RUN_STATUS_EXPIRED',
} as const;

/**
 * Status of a funding run (spec 2.2, 3.2); public JSON: the lowercase name without the prefix.
 */
export type FundingRunStatus =
  | 'FUNDING_RUN_STATUS_UNSPECIFIED'
  | 0
  | 'FUNDING_RUN_STATUS_PENDING'
  | 1
  | 'FUNDING_RUN_STATUS_RUNNING'
  | 2
  | 'FUNDING_RUN_STATUS_SUCCEEDED'
  | 3
  | 'FUNDING_RUN_STATUS_FAILED'
  | 4
  | 'FUNDING_RUN_STATUS_CANCELLED'
  | 5
  | 'FUNDING_RUN_STATUS_EXPIRED'
  | 6

/**
 * Status of a funding run (spec 2.2, 3.2); public JSON: the lowercase name without the prefix.
 */
export type FundingRunStatus__Output = typeof FundingRunStatus[keyof typeof FundingRunStatus]
