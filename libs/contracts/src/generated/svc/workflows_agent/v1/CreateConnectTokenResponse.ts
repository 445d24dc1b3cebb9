// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface CreateConnectTokenResponse {
  'token'?: (string);
  'expires_at'?: (string);
  'connect_link_url'?: (string);
}

export interface CreateConnectTokenResponse__Output {
  'token': (string);
  'expires_at': (string);
  'connect_link_url': (string);
}
