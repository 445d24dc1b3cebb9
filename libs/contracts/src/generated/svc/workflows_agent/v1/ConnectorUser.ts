// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


/**
 * The user who connected a project's accounts (decision 0701).
 */
export interface ConnectorUser {
  'id'?: (string);
  'email'?: (string);
  'name'?: (string);
  'avatar_url'?: (string);
  'created_at'?: (string);
  /**
   * pending until the project has a connected account, then completed.
   */
  'onboarding_status'?: (string);
  '_email'?: "email";
  '_name'?: "name";
  '_avatar_url'?: "avatar_url";
}

/**
 * The user who connected a project's accounts (decision 0701).
 */
export interface ConnectorUser__Output {
  'id': (string);
  'email'?: (string);
  'name'?: (string);
  'avatar_url'?: (string);
  'created_at': (string);
  /**
   * pending until the project has a connected account, then completed.
   */
  'onboarding_status': (string);
  '_email'?: "email";
  '_name'?: "name";
  '_avatar_url'?: "avatar_url";
}
