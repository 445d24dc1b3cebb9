// Original file: protos/svc/webhooks/v1/webhooks.proto


/**
 * One HTTP attempt of a delivery.
 */
export interface DeliveryAttempt {
  'number'?: (number);
  'started_at'?: (string);
  'duration_ms'?: (number);
  'response_status'?: (number);
  'error'?: (string);
  /**
   * First 1 KiB of the response body.
   */
  'response_body'?: (string);
  '_response_status'?: "response_status";
  '_error'?: "error";
  '_response_body'?: "response_body";
}

/**
 * One HTTP attempt of a delivery.
 */
export interface DeliveryAttempt__Output {
  'number': (number);
  'started_at': (string);
  'duration_ms': (number);
  'response_status'?: (number);
  'error'?: (string);
  /**
   * First 1 KiB of the response body.
   */
  'response_body'?: (string);
  '_response_status'?: "response_status";
  '_error'?: "error";
  '_response_body'?: "response_body";
}
