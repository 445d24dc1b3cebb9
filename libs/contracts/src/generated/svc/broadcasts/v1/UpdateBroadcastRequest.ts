// Original file: protos/svc/broadcasts/v1/broadcasts.proto

import type { TemplateRef as _svc_broadcasts_v1_TemplateRef, TemplateRef__Output as _svc_broadcasts_v1_TemplateRef__Output } from '../../../svc/broadcasts/v1/TemplateRef';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';
import type { BroadcastAgent as _svc_broadcasts_v1_BroadcastAgent, BroadcastAgent__Output as _svc_broadcasts_v1_BroadcastAgent__Output } from '../../../svc/broadcasts/v1/BroadcastAgent';

export interface UpdateBroadcastRequest {
  'project_id'?: (string);
  'broadcast_id'?: (string);
  'name'?: (string);
  'phone_number_id'?: (string);
  'template'?: (_svc_broadcasts_v1_TemplateRef | null);
  /**
   * Replaces the default components when set_template_parameters is true.
   */
  'template_parameters'?: (_google_protobuf_Struct)[];
  'set_template_parameters'?: (boolean);
  /**
   * Replaces the agent when set_agent is true (agent absent: no agent).
   */
  'agent'?: (_svc_broadcasts_v1_BroadcastAgent | null);
  'set_agent'?: (boolean);
  '_name'?: "name";
  '_phone_number_id'?: "phone_number_id";
  '_template'?: "template";
  '_agent'?: "agent";
}

export interface UpdateBroadcastRequest__Output {
  'project_id': (string);
  'broadcast_id': (string);
  'name'?: (string);
  'phone_number_id'?: (string);
  'template'?: (_svc_broadcasts_v1_TemplateRef__Output | null);
  /**
   * Replaces the default components when set_template_parameters is true.
   */
  'template_parameters': (_google_protobuf_Struct__Output)[];
  'set_template_parameters': (boolean);
  /**
   * Replaces the agent when set_agent is true (agent absent: no agent).
   */
  'agent'?: (_svc_broadcasts_v1_BroadcastAgent__Output | null);
  'set_agent': (boolean);
  '_name'?: "name";
  '_phone_number_id'?: "phone_number_id";
  '_template'?: "template";
  '_agent'?: "agent";
}
