// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

/**
 * Status of a setup link (spec 2.10, 3.5); public JSON: the lowercase name without the prefix.
 */
export const SetupLinkStatus = {
  SETUP_LINK_STATUS_UNSPECIFIED: 'SETUP_LINK_STATUS_UNSPECIFIED',
  SETUP_LINK_STATUS_ACTIVE: 'SETUP_LINK_STATUS_ACTIVE',
  SETUP_LINK_STATUS_USED: 'SETUP_LINK_STATUS_USED',
  SETUP_LINK_STATUS_EXPIRED: 'SETUP_LINK_STATUS_EXPIRED',
  SETUP_LINK_STATUS_REVOKED: 'SETUP_LINK_STATUS_REVOKED',
} as const;

/**
 * Status of a setup link (spec 2.10, 3.5); public JSON: the lowercase name without the prefix.
 */
export type SetupLinkStatus =
  | 'SETUP_LINK_STATUS_UNSPECIFIED'
  | 0
  | 'SETUP_LINK_STATUS_ACTIVE'
  | 1
  | 'SETUP_LINK_STATUS_USED'
  | 2
  | 'SETUP_LINK_STATUS_EXPIRED'
  | 3
  | 'SETUP_LINK_STATUS_REVOKED'
  | 4

/**
 * Status of a setup link (spec 2.10, 3.5); public JSON: the lowercase name without the prefix.
 */
export type SetupLinkStatus__Output = typeof SetupLinkStatus[keyof typeof SetupLinkStatus]
