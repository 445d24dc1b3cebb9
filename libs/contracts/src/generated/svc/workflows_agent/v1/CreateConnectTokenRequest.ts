// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface CreateConnectTokenRequest {
  'project_id'?: (string);
  'app_slug'?: (string);
  /**
   * Who is connecting (recorded as the connector_account user).
   */
  'user_email'?: (string);
  'user_name'?: (string);
  'user_avatar_url'?: (string);
  '_app_slug'?: "app_slug";
  '_user_email'?: "user_email";
  '_user_name'?: "user_name";
  '_user_avatar_url'?: "user_avatar_url";
}

export interface CreateConnectTokenRequest__Output {
  'project_id': (string);
  'app_slug'?: (string);
  /**
   * Who is connecting (recorded as the connector_account user).
   */
  'user_email'?: (string);
  'user_name'?: (string);
  'user_avatar_url'?: (string);
  '_app_slug'?: "app_slug";
  '_user_email'?: "user_email";
  '_user_name'?: "user_name";
  '_user_avatar_url'?: "user_avatar_url";
}
