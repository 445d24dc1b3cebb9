// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


/**
 * The project that owns a connected account.
 */
export interface ConnectorProject {
  'id'?: (string);
}

/**
 * The project that owns a connected account.
 */
export interface ConnectorProject__Output {
  'id': (string);
}
