// Original file: protos/svc/flows/v1/flows.proto

/**
 * Status of a flow (spec 2.5, 3.3); public JSON: the lowercase name without the prefix.
 */
export const FlowStatus = {
  FLOW_STATUS_UNSPECIFIED: 'FLOW_STATUS_UNSPECIFIED',
  FLOW_STATUS_DRAFT: 'FLOW_STATUS_DRAFT',
  FLOW_STATUS_PUBLISHED: 'FLOW_STATUS_PUBLISHED',
  /**
   * Terminal (upstream lifecycle, reference 2.6; decision 0600).
   */
  FLOW_STATUS_DEPRECATED: 'FLOW_STATUS_DEPRECATED',
} as const;

/**
 * Status of a flow (spec 2.5, 3.3); public JSON: the lowercase name without the prefix.
 */
export type FlowStatus =
  | 'FLOW_STATUS_UNSPECIFIED'
  | 0
  | 'FLOW_STATUS_DRAFT'
  | 1
  | 'FLOW_STATUS_PUBLISHED'
  | 2
  /**
   * Terminal (upstream lifecycle, reference 2.6; decision 0600).
   */
  | 'FLOW_STATUS_DEPRECATED'
  | 3

/**
 * Status of a flow (spec 2.5, 3.3); public JSON: the lowercase name without the prefix.
 */
export type FlowStatus__Output = typeof FlowStatus[keyof typeof FlowStatus]
