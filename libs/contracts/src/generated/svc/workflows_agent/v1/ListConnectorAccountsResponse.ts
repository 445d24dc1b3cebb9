// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { ConnectorAccount as _svc_workflows_agent_v1_ConnectorAccount, ConnectorAccount__Output as _svc_workflows_agent_v1_ConnectorAccount__Output } from '../../../svc/workflows_agent/v1/ConnectorAccount';

export interface ListConnectorAccountsResponse {
  'accounts'?: (_svc_workflows_agent_v1_ConnectorAccount)[];
}

export interface ListConnectorAccountsResponse__Output {
  'accounts': (_svc_workflows_agent_v1_ConnectorAccount__Output)[];
}
