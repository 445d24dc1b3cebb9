// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { ConnectorAction as _svc_workflows_agent_v1_ConnectorAction, ConnectorAction__Output as _svc_workflows_agent_v1_ConnectorAction__Output } from '../../../svc/workflows_agent/v1/ConnectorAction';

export interface ListConnectorActionsResponse {
  'actions'?: (_svc_workflows_agent_v1_ConnectorAction)[];
}

export interface ListConnectorActionsResponse__Output {
  'actions': (_svc_workflows_agent_v1_ConnectorAction__Output)[];
}
