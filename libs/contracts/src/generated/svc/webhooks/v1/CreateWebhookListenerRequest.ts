// Original file: protos/svc/webhooks/v1/webhooks.proto


export interface CreateWebhookListenerRequest {
  'project_id'?: (string);
  'events'?: (string)[];
  /**
   * v1 or v2; empty: v2.
   */
  'payload_version'?: (string);
  'phone_number_id'?: (string);
  '_phone_number_id'?: "phone_number_id";
}

export interface CreateWebhookListenerRequest__Output {
  'project_id': (string);
  'events': (string)[];
  /**
   * v1 or v2; empty: v2.
   */
  'payload_version': (string);
  'phone_number_id'?: (string);
  '_phone_number_id'?: "phone_number_id";
}
