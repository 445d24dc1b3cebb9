// Original file: protos/svc/broadcasts/v1/broadcasts.proto

import type { TemplateRef as _svc_broadcasts_v1_TemplateRef, TemplateRef__Output as _svc_broadcasts_v1_TemplateRef__Output } from '../../../svc/broadcasts/v1/TemplateRef';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';
import type { BroadcastAgent as _svc_broadcasts_v1_BroadcastAgent, BroadcastAgent__Output as _svc_broadcasts_v1_BroadcastAgent__Output } from '../../../svc/broadcasts/v1/BroadcastAgent';

export interface CreateBroadcastRequest {
  'project_id'?: (string);
  'name'?: (string);
  'phone_number_id'?: (string);
  'template'?: (_svc_broadcasts_v1_TemplateRef | null);
  'template_parameters'?: (_google_protobuf_Struct)[];
  /**
   * The workflow that handles replies (absent: none).
   */
  'agent'?: (_svc_broadcasts_v1_BroadcastAgent | null);
  '_agent'?: "agent";
}

export interface CreateBroadcastRequest__Output {
  'project_id': (string);
  'name': (string);
  'phone_number_id': (string);
  'template': (_svc_broadcasts_v1_TemplateRef__Output | null);
  'template_parameters': (_google_protobuf_Struct__Output)[];
  /**
   * The workflow that handles replies (absent: none).
   */
  'agent'?: (_svc_broadcasts_v1_BroadcastAgent__Output | null);
  '_agent'?: "agent";
}
