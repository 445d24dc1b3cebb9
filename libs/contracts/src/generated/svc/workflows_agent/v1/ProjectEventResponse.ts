// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { ProjectEvent as _svc_workflows_agent_v1_ProjectEvent, ProjectEvent__Output as _svc_workflows_agent_v1_ProjectEvent__Output } from '../../../svc/workflows_agent/v1/ProjectEvent';

export interface ProjectEventResponse {
  'event'?: (_svc_workflows_agent_v1_ProjectEvent | null);
  /**
   * False when the client id named an event already stored (nothing new was started).
   */
  'created'?: (boolean);
}

export interface ProjectEventResponse__Output {
  'event': (_svc_workflows_agent_v1_ProjectEvent__Output | null);
  /**
   * False when the client id named an event already stored (nothing new was started).
   */
  'created': (boolean);
}
