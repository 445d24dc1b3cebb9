// Original file: protos/svc/webhooks/v1/webhooks.proto


export interface CreateWebhookRequest {
  'project_id'?: (string);
  'url'?: (string);
  'events'?: (string)[];
  /**
   * Default true.
   */
  'active'?: (boolean);
  /**
   * Default v2.
   */
  'payload_version'?: (string);
  /**
   * Per-number webhook when set.
   */
  'phone_number_id'?: (string);
  '_active'?: "active";
  '_payload_version'?: "payload_version";
  '_phone_number_id'?: "phone_number_id";
}

export interface CreateWebhookRequest__Output {
  'project_id': (string);
  'url': (string);
  'events': (string)[];
  /**
   * Default true.
   */
  'active'?: (boolean);
  /**
   * Default v2.
   */
  'payload_version'?: (string);
  /**
   * Per-number webhook when set.
   */
  'phone_number_id'?: (string);
  '_active'?: "active";
  '_payload_version'?: "payload_version";
  '_phone_number_id'?: "phone_number_id";
}
