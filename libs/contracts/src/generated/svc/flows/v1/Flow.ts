// Original file: protos/svc/flows/v1/flows.proto

import type { FlowStatus as _svc_flows_v1_FlowStatus, FlowStatus__Output as _svc_flows_v1_FlowStatus__Output } from '../../../svc/flows/v1/FlowStatus';

/**
 * A flow (spec 2.5).
 */
export interface Flow {
  'id'?: (string);
  'upstream_flow_id'?: (string);
  'name'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'published_at'?: (string);
  'last_synced_at'?: (string);
  'json_version'?: (string);
  'data_api_version'?: (string);
  'business_account_id'?: (string);
  'preview_url'?: (string);
  'data_endpoint_function_id'?: (string);
  'phone_number_id'?: (string);
  'data_endpoint_url'?: (string);
  'has_data_endpoint'?: (boolean);
  'flows_encryption_configured'?: (boolean);
  'status'?: (_svc_flows_v1_FlowStatus);
  /**
   * Upstream categories (SIGN_UP, ..., OTHER).
   */
  'categories'?: (string)[];
  '_published_at'?: "published_at";
  '_last_synced_at'?: "last_synced_at";
  '_preview_url'?: "preview_url";
  '_data_endpoint_function_id'?: "data_endpoint_function_id";
  '_phone_number_id'?: "phone_number_id";
  '_data_endpoint_url'?: "data_endpoint_url";
}

/**
 * A flow (spec 2.5).
 */
export interface Flow__Output {
  'id': (string);
  'upstream_flow_id': (string);
  'name': (string);
  'created_at': (string);
  'updated_at': (string);
  'published_at'?: (string);
  'last_synced_at'?: (string);
  'json_version': (string);
  'data_api_version': (string);
  'business_account_id': (string);
  'preview_url'?: (string);
  'data_endpoint_function_id'?: (string);
  'phone_number_id'?: (string);
  'data_endpoint_url'?: (string);
  'has_data_endpoint': (boolean);
  'flows_encryption_configured': (boolean);
  'status': (_svc_flows_v1_FlowStatus__Output);
  /**
   * Upstream categories (SIGN_UP, ..., OTHER).
   */
  'categories': (string)[];
  '_published_at'?: "published_at";
  '_last_synced_at'?: "last_synced_at";
  '_preview_url'?: "preview_url";
  '_data_endpoint_function_id'?: "data_endpoint_function_id";
  '_phone_number_id'?: "phone_number_id";
  '_data_endpoint_url'?: "data_endpoint_url";
}
