// Original file: protos/svc/flows/v1/flows.proto

/**
 * Status of a function: draft (never deployed or changed since), deployed, error (last deploy failed).
 */
export const FunctionStatus = {
  FUNCTION_STATUS_UNSPECIFIED: 'FUNCTION_STATUS_UNSPECIFIED',
  FUNCTION_STATUS_DRAFT: 'FUNCTION_STATUS_DRAFT',
  FUNCTION_STATUS_DEPLOYED: 'FUNCTION_STATUS_DEPLOYED',
  FUNCTION_STATUS_ERROR: 'FUNCTION_STATUS_ERROR',
} as const;

/**
 * Status of a function: draft (never deployed or changed since), deployed, error (last deploy failed).
 */
export type FunctionStatus =
  | 'FUNCTION_STATUS_UNSPECIFIED'
  | 0
  | 'FUNCTION_STATUS_DRAFT'
  | 1
  | 'FUNCTION_STATUS_DEPLOYED'
  | 2
  | 'FUNCTION_STATUS_ERROR'
  | 3

/**
 * Status of a function: draft (never deployed or changed since), deployed, error (last deploy failed).
 */
export type FunctionStatus__Output = typeof FunctionStatus[keyof typeof FunctionStatus]
