// Original file: protos/svc/funding/v1/funding.proto

/**
 * Funding status of a business account (spec 2.1, 3.1); public JSON: the lowercase name without the prefix.
 */
export const FundingStatus = {
  FUNDING_STATUS_UNSPECIFIED: 'FUNDING_STATUS_UNSPECIFIED',
  FUNDING_STATUS_FUNDED: 'FUNDING_STATUS_FUNDED',
  FUNDING_STATUS_PENDING: 'FUNDING_STATUS_PENDING',
  FUNDING_STATUS_UNKNOWN: 'FUNDING_STATUS_UNKNOWN',
  FUNDING_STATUS_NOT_FUNDED: 'FUNDING_STATUS_NOT_FUNDED',
  FUNDING_STATUS_REVOKED: 'FUNDING_STATUS_REVOKED',
} as const;

/**
 * Funding status of a business account (spec 2.1, 3.1); public JSON: the lowercase name without the prefix.
 */
export type FundingStatus =
  | 'FUNDING_STATUS_UNSPECIFIED'
  | 0
  | 'FUNDING_STATUS_FUNDED'
  | 1
  | 'FUNDING_STATUS_PENDING'
  | 2
  | 'FUNDING_STATUS_UNKNOWN'
  | 3
  | 'FUNDING_STATUS_NOT_FUNDED'
  | 4
  | 'FUNDING_STATUS_REVOKED'
  | 5

/**
 * Funding status of a business account (spec 2.1, 3.1); public JSON: the lowercase name without the prefix.
 */
export type FundingStatus__Output = typeof FundingStatus[keyof typeof FundingStatus]
