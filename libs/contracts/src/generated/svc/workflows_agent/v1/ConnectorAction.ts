// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


/**
 * An action of the connector (key = action_id).
 */
export interface ConnectorAction {
  'key'?: (string);
  'name'?: (string);
  'description'?: (string);
  'version'?: (string);
  '_description'?: "description";
}

/**
 * An action of the connector (key = action_id).
 */
export interface ConnectorAction__Output {
  'key': (string);
  'name': (string);
  'description'?: (string);
  'version': (string);
  '_description'?: "description";
}
