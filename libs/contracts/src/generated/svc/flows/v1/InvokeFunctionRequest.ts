// Original file: protos/svc/flows/v1/flows.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface InvokeFunctionRequest {
  'project_id'?: (string);
  'function_id'?: (string);
  /**
   * The request body handed to the function (JSON).
   */
  'body'?: (_google_protobuf_Struct | null);
}

export interface InvokeFunctionRequest__Output {
  'project_id': (string);
  'function_id': (string);
  /**
   * The request body handed to the function (JSON).
   */
  'body': (_google_protobuf_Struct__Output | null);
}
