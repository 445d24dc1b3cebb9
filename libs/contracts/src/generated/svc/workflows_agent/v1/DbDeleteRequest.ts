// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { QueryParam as _svc_workflows_agent_v1_QueryParam, QueryParam__Output as _svc_workflows_agent_v1_QueryParam__Output } from '../../../svc/workflows_agent/v1/QueryParam';

export interface DbDeleteRequest {
  'project_id'?: (string);
  'table'?: (string);
  'params'?: (_svc_workflows_agent_v1_QueryParam)[];
}

export interface DbDeleteRequest__Output {
  'project_id': (string);
  'table': (string);
  'params': (_svc_workflows_agent_v1_QueryParam__Output)[];
}
