// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { ConnectorApp as _svc_workflows_agent_v1_ConnectorApp, ConnectorApp__Output as _svc_workflows_agent_v1_ConnectorApp__Output } from '../../../svc/workflows_agent/v1/ConnectorApp';

export interface ListConnectorAppsResponse {
  'apps'?: (_svc_workflows_agent_v1_ConnectorApp)[];
}

export interface ListConnectorAppsResponse__Output {
  'apps': (_svc_workflows_agent_v1_ConnectorApp__Output)[];
}
