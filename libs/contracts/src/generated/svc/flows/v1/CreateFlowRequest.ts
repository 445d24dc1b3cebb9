// Original file: protos/svc/flows/v1/flows.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

/**
 * POST /messaging/flows
 */
export interface CreateFlowRequest {
  'project_id'?: (string);
  'name'?: (string);
  'categories'?: (string)[];
  'business_account_id'?: (string);
  'phone_number_id'?: (string);
  /**
   * The flow JSON; unset: a one-screen welcome flow.
   */
  'flow_json'?: (_google_protobuf_Struct | null);
  'publish'?: (boolean);
  '_phone_number_id'?: "phone_number_id";
}

/**
 * POST /messaging/flows
 */
export interface CreateFlowRequest__Output {
  'project_id': (string);
  'name': (string);
  'categories': (string)[];
  'business_account_id': (string);
  'phone_number_id'?: (string);
  /**
   * The flow JSON; unset: a one-screen welcome flow.
   */
  'flow_json': (_google_protobuf_Struct__Output | null);
  'publish': (boolean);
  '_phone_number_id'?: "phone_number_id";
}
