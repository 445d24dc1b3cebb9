// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


/**
 * A project's provider key, without the key.
 */
export interface ProviderKey {
  /**
   * openai or anthropic.
   */
  'provider'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
}

/**
 * A project's provider key, without the key.
 */
export interface ProviderKey__Output {
  /**
   * openai or anthropic.
   */
  'provider': (string);
  'created_at': (string);
  'updated_at': (string);
}
