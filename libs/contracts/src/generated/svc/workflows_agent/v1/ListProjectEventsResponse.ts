// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { ProjectEvent as _svc_workflows_agent_v1_ProjectEvent, ProjectEvent__Output as _svc_workflows_agent_v1_ProjectEvent__Output } from '../../../svc/workflows_agent/v1/ProjectEvent';

export interface ListProjectEventsResponse {
  'events'?: (_svc_workflows_agent_v1_ProjectEvent)[];
  'before_cursor'?: (string);
  'after_cursor'?: (string);
  'has_older'?: (boolean);
  'has_newer'?: (boolean);
}

export interface ListProjectEventsResponse__Output {
  'events': (_svc_workflows_agent_v1_ProjectEvent__Output)[];
  'before_cursor': (string);
  'after_cursor': (string);
  'has_older': (boolean);
  'has_newer': (boolean);
}
