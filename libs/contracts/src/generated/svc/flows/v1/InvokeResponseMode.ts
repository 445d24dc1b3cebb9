// Original file: protos/svc/flows/v1/flows.proto

/**
 * How POST /functions/{id}/invoke answers; public JSON: passthrough or wrapped.
 */
export const InvokeResponseMode = {
  INVOKE_RESPONSE_MODE_UNSPECIFIED: 'INVOKE_RESPONSE_MODE_UNSPECIFIED',
  /**
   * The function's own status, headers and body (failures: its status and {error, invocation_id}).
   */
  INVOKE_RESPONSE_MODE_PASSTHROUGH: 'INVOKE_RESPONSE_MODE_PASSTHROUGH',
  /**
   * {data: {invocation_id, status_code, body, edge_ray_id, error_message}}.
   */
  INVOKE_RESPONSE_MODE_WRAPPED: 'INVOKE_RESPONSE_MODE_WRAPPED',
} as const;

/**
 * How POST /functions/{id}/invoke answers; public JSON: passthrough or wrapped.
 */
export type InvokeResponseMode =
  | 'INVOKE_RESPONSE_MODE_UNSPECIFIED'
  | 0
  /**
   * The function's own status, headers and body (failures: its status and {error, invocation_id}).
   */
  | 'INVOKE_RESPONSE_MODE_PASSTHROUGH'
  | 1
  /**
   * {data: {invocation_id, status_code, body, edge_ray_id, error_message}}.
   */
  | 'INVOKE_RESPONSE_MODE_WRAPPED'
  | 2

/**
 * How POST /functions/{id}/invoke answers; public JSON: passthrough or wrapped.
 */
export type InvokeResponseMode__Output = typeof InvokeResponseMode[keyof typeof InvokeResponseMode]
