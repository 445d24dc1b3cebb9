// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { ConnectorUser as _svc_workflows_agent_v1_ConnectorUser, ConnectorUser__Output as _svc_workflows_agent_v1_ConnectorUser__Output } from '../../../svc/workflows_agent/v1/ConnectorUser';
import type { ConnectorProject as _svc_workflows_agent_v1_ConnectorProject, ConnectorProject__Output as _svc_workflows_agent_v1_ConnectorProject__Output } from '../../../svc/workflows_agent/v1/ConnectorProject';

/**
 * A connected account (spec 2.4 connector_account).
 */
export interface ConnectorAccount {
  'id'?: (string);
  /**
   * The connector's account id (apn_...).
   */
  'connector_account_id'?: (string);
  'app_slug'?: (string);
  'app_name'?: (string);
  'account_name'?: (string);
  'healthy'?: (boolean);
  'created_at'?: (string);
  'updated_at'?: (string);
  'user'?: (_svc_workflows_agent_v1_ConnectorUser | null);
  'project'?: (_svc_workflows_agent_v1_ConnectorProject | null);
}

/**
 * A connected account (spec 2.4 connector_account).
 */
export interface ConnectorAccount__Output {
  'id': (string);
  /**
   * The connector's account id (apn_...).
   */
  'connector_account_id': (string);
  'app_slug': (string);
  'app_name': (string);
  'account_name': (string);
  'healthy': (boolean);
  'created_at': (string);
  'updated_at': (string);
  'user': (_svc_workflows_agent_v1_ConnectorUser__Output | null);
  'project': (_svc_workflows_agent_v1_ConnectorProject__Output | null);
}
