// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Finding as _svc_workflows_agent_v1_Finding, Finding__Output as _svc_workflows_agent_v1_Finding__Output } from '../../../svc/workflows_agent/v1/Finding';

export interface ListFindingsResponse {
  'findings'?: (_svc_workflows_agent_v1_Finding)[];
  /**
   * Cursor of the next (older) page; empty at the end.
   */
  'after_cursor'?: (string);
  /**
   * Cursor of the previous (newer) page; empty on the first page.
   */
  'before_cursor'?: (string);
}

export interface ListFindingsResponse__Output {
  'findings': (_svc_workflows_agent_v1_Finding__Output)[];
  /**
   * Cursor of the next (older) page; empty at the end.
   */
  'after_cursor': (string);
  /**
   * Cursor of the previous (newer) page; empty on the first page.
   */
  'before_cursor': (string);
}
