// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { DbColumn as _svc_workflows_agent_v1_DbColumn, DbColumn__Output as _svc_workflows_agent_v1_DbColumn__Output } from '../../../svc/workflows_agent/v1/DbColumn';

/**
 * A table of the store.
 */
export interface DbTable {
  'name'?: (string);
  'columns'?: (_svc_workflows_agent_v1_DbColumn)[];
  'created_at'?: (string);
  'updated_at'?: (string);
}

/**
 * A table of the store.
 */
export interface DbTable__Output {
  'name': (string);
  'columns': (_svc_workflows_agent_v1_DbColumn__Output)[];
  'created_at': (string);
  'updated_at': (string);
}
