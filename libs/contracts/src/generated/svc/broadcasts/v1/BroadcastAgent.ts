// Original file: protos/svc/broadcasts/v1/broadcasts.proto


/**
 * The agent of a broadcast: a recipient's first reply within the attribution window starts an
 * execution of this workflow for the conversation, with the broadcast in its context (decision 0805).
 */
export interface BroadcastAgent {
  /**
   * A workflow of the project (workflows-agent).
   */
  'workflow_id'?: (string);
}

/**
 * The agent of a broadcast: a recipient's first reply within the attribution window starts an
 * execution of this workflow for the conversation, with the broadcast in its context (decision 0805).
 */
export interface BroadcastAgent__Output {
  /**
   * A workflow of the project (workflows-agent).
   */
  'workflow_id': (string);
}
