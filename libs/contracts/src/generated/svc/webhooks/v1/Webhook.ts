// Original file: protos/svc/webhooks/v1/webhooks.proto


/**
 * A project webhook endpoint. The signing secret is only returned at creation.
 */
export interface Webhook {
  'id'?: (string);
  'url'?: (string);
  'events'?: (string)[];
  'active'?: (boolean);
  /**
   * v1 or v2.
   */
  'payload_version'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
}

/**
 * A project webhook endpoint. The signing secret is only returned at creation.
 */
export interface Webhook__Output {
  'id': (string);
  'url': (string);
  'events': (string)[];
  'active': (boolean);
  /**
   * v1 or v2.
   */
  'payload_version': (string);
  'created_at': (string);
  'updated_at': (string);
}
