// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

/**
 * A trigger to create (alone or in a replace).
 */
export interface WorkflowTriggerInput {
  'trigger_type'?: (string);
  /**
   * Default true.
   */
  'active'?: (boolean);
  'phone_number_id'?: (string);
  'event'?: (string);
  'triggerable_attributes'?: (_google_protobuf_Struct | null);
  '_active'?: "active";
  '_phone_number_id'?: "phone_number_id";
  '_event'?: "event";
  '_triggerable_attributes'?: "triggerable_attributes";
}

/**
 * A trigger to create (alone or in a replace).
 */
export interface WorkflowTriggerInput__Output {
  'trigger_type': (string);
  /**
   * Default true.
   */
  'active'?: (boolean);
  'phone_number_id'?: (string);
  'event'?: (string);
  'triggerable_attributes'?: (_google_protobuf_Struct__Output | null);
  '_active'?: "active";
  '_phone_number_id'?: "phone_number_id";
  '_event'?: "event";
  '_triggerable_attributes'?: "triggerable_attributes";
}
