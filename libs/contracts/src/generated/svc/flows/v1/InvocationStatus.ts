// Original file: protos/svc/flows/v1/flows.proto

/**
 * Status filter of invocation listings; public JSON: success or failed.
 */
export const InvocationStatus = {
  INVOCATION_STATUS_UNSPECIFIED: 'INVOCATION_STATUS_UNSPECIFIED',
  INVOCATION_STATUS_SUCCESS: 'INVOCATION_STATUS_SUCCESS',
  INVOCATION_STATUS_FAILED: 'INVOCATION_STATUS_FAILED',
} as const;

/**
 * Status filter of invocation listings; public JSON: success or failed.
 */
export type InvocationStatus =
  | 'INVOCATION_STATUS_UNSPECIFIED'
  | 0
  | 'INVOCATION_STATUS_SUCCESS'
  | 1
  | 'INVOCATION_STATUS_FAILED'
  | 2

/**
 * Status filter of invocation listings; public JSON: success or failed.
 */
export type InvocationStatus__Output = typeof InvocationStatus[keyof typeof InvocationStatus]
