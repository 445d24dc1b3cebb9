// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface ResumeWorkflowExecutionRequest {
  'project_id'?: (string);
  'execution_id'?: (string);
  /**
   * { kind: "payload" | "text", data } as the peer accepts it; `data` becomes the reply.
   */
  'message'?: (_google_protobuf_Struct | null);
  /**
   * Merged into `vars` before the execution continues.
   */
  'variables'?: (_google_protobuf_Struct | null);
}

export interface ResumeWorkflowExecutionRequest__Output {
  'project_id': (string);
  'execution_id': (string);
  /**
   * { kind: "payload" | "text", data } as the peer accepts it; `data` becomes the reply.
   */
  'message': (_google_protobuf_Struct__Output | null);
  /**
   * Merged into `vars` before the execution continues.
   */
  'variables': (_google_protobuf_Struct__Output | null);
}
