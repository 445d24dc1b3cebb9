// Original file: protos/svc/broadcasts/v1/broadcasts.proto

import type { TemplateRef as _svc_broadcasts_v1_TemplateRef, TemplateRef__Output as _svc_broadcasts_v1_TemplateRef__Output } from '../../../svc/broadcasts/v1/TemplateRef';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface CreateBroadcastRequest {
  'project_id'?: (string);
  'name'?: (string);
  'phone_number_id'?: (string);
  'template'?: (_svc_broadcasts_v1_TemplateRef | null);
  'template_parameters'?: (_google_protobuf_Struct)[];
}

export interface CreateBroadcastRequest__Output {
  'project_id': (string);
  'name': (string);
  'phone_number_id': (string);
  'template': (_svc_broadcasts_v1_TemplateRef__Output | null);
  'template_parameters': (_google_protobuf_Struct__Output)[];
}
