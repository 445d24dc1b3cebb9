// Original file: protos/svc/flows/v1/flows.proto

import type { PageRequest as _svc_common_v1_PageRequest, PageRequest__Output as _svc_common_v1_PageRequest__Output } from '../../../svc/common/v1/PageRequest';
import type { FlowStatus as _svc_flows_v1_FlowStatus, FlowStatus__Output as _svc_flows_v1_FlowStatus__Output } from '../../../svc/flows/v1/FlowStatus';

export interface ListFlowsRequest {
  'project_id'?: (string);
  'business_account_id'?: (string);
  'phone_number_id'?: (string);
  /**
   * Substring of the name, case-insensitive (public `name_contains`, alias `name`).
   */
  'name'?: (string);
  'page'?: (_svc_common_v1_PageRequest | null);
  /**
   * Unspecified: every status.
   */
  'status'?: (_svc_flows_v1_FlowStatus);
  /**
   * Created at or after this instant (RFC 3339).
   */
  'created_after'?: (string);
  /**
   * Created strictly before this instant (RFC 3339).
   */
  'created_before'?: (string);
  '_business_account_id'?: "business_account_id";
  '_phone_number_id'?: "phone_number_id";
  '_name'?: "name";
  '_created_after'?: "created_after";
  '_created_before'?: "created_before";
}

export interface ListFlowsRequest__Output {
  'project_id': (string);
  'business_account_id'?: (string);
  'phone_number_id'?: (string);
  /**
   * Substring of the name, case-insensitive (public `name_contains`, alias `name`).
   */
  'name'?: (string);
  'page': (_svc_common_v1_PageRequest__Output | null);
  /**
   * Unspecified: every status.
   */
  'status': (_svc_flows_v1_FlowStatus__Output);
  /**
   * Created at or after this instant (RFC 3339).
   */
  'created_after'?: (string);
  /**
   * Created strictly before this instant (RFC 3339).
   */
  'created_before'?: (string);
  '_business_account_id'?: "business_account_id";
  '_phone_number_id'?: "phone_number_id";
  '_name'?: "name";
  '_created_after'?: "created_after";
  '_created_before'?: "created_before";
}
