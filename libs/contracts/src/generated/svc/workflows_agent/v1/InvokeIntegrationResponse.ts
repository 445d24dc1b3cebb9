// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { IntegrationRun as _svc_workflows_agent_v1_IntegrationRun, IntegrationRun__Output as _svc_workflows_agent_v1_IntegrationRun__Output } from '../../../svc/workflows_agent/v1/IntegrationRun';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface InvokeIntegrationResponse {
  'run'?: (_svc_workflows_agent_v1_IntegrationRun | null);
  /**
   * { ret, exports }: the action's return value and exports (JSON), when it succeeded.
   */
  'result'?: (_google_protobuf_Struct | null);
}

export interface InvokeIntegrationResponse__Output {
  'run': (_svc_workflows_agent_v1_IntegrationRun__Output | null);
  /**
   * { ret, exports }: the action's return value and exports (JSON), when it succeeded.
   */
  'result': (_google_protobuf_Struct__Output | null);
}
