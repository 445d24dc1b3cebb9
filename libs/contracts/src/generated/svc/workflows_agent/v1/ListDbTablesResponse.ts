// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { DbTable as _svc_workflows_agent_v1_DbTable, DbTable__Output as _svc_workflows_agent_v1_DbTable__Output } from '../../../svc/workflows_agent/v1/DbTable';

export interface ListDbTablesResponse {
  'tables'?: (_svc_workflows_agent_v1_DbTable)[];
}

export interface ListDbTablesResponse__Output {
  'tables': (_svc_workflows_agent_v1_DbTable__Output)[];
}
