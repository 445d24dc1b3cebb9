// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


export interface RevokeSetupLinkRequest {
  'project_id'?: (string);
  'customer_id'?: (string);
  'setup_link_id'?: (string);
}

export interface RevokeSetupLinkRequest__Output {
  'project_id': (string);
  'customer_id': (string);
  'setup_link_id': (string);
}
