// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { PageRequest as _svc_common_v1_PageRequest, PageRequest__Output as _svc_common_v1_PageRequest__Output } from '../../../svc/common/v1/PageRequest';

export interface ListWorkflowsRequest {
  'project_id'?: (string);
  'page'?: (_svc_common_v1_PageRequest | null);
  /**
   * draft, active, paused, archived.
   */
  'status'?: (string);
  /**
   * Case-insensitive substring of the name.
   */
  'name_contains'?: (string);
  /**
   * RFC 3339 bounds of created_at (after: exclusive, before: exclusive).
   */
  'created_after'?: (string);
  'created_before'?: (string);
  '_status'?: "status";
  '_name_contains'?: "name_contains";
  '_created_after'?: "created_after";
  '_created_before'?: "created_before";
}

export interface ListWorkflowsRequest__Output {
  'project_id': (string);
  'page': (_svc_common_v1_PageRequest__Output | null);
  /**
   * draft, active, paused, archived.
   */
  'status'?: (string);
  /**
   * Case-insensitive substring of the name.
   */
  'name_contains'?: (string);
  /**
   * RFC 3339 bounds of created_at (after: exclusive, before: exclusive).
   */
  'created_after'?: (string);
  'created_before'?: (string);
  '_status'?: "status";
  '_name_contains'?: "name_contains";
  '_created_after'?: "created_after";
  '_created_before'?: "created_before";
}
