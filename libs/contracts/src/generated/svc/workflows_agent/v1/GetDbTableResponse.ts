// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { DbTable as _svc_workflows_agent_v1_DbTable, DbTable__Output as _svc_workflows_agent_v1_DbTable__Output } from '../../../svc/workflows_agent/v1/DbTable';

export interface GetDbTableResponse {
  'table'?: (_svc_workflows_agent_v1_DbTable | null);
}

export interface GetDbTableResponse__Output {
  'table': (_svc_workflows_agent_v1_DbTable__Output | null);
}
