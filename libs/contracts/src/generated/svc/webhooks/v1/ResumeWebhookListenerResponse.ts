// Original file: protos/svc/webhooks/v1/webhooks.proto


export interface ResumeWebhookListenerResponse {
  /**
   * Events published again (the ones since `after_event_id`, and those of the few seconds before it:
   * a receiver skips webhook-ids it already has).
   */
  'replayed'?: (number);
  /**
   * More events than one resume sends (RESUME_MAX, the oldest first) were stored since: the newest were not sent again.
   */
  'truncated'?: (boolean);
}

export interface ResumeWebhookListenerResponse__Output {
  /**
   * Events published again (the ones since `after_event_id`, and those of the few seconds before it:
   * a receiver skips webhook-ids it already has).
   */
  'replayed': (number);
  /**
   * More events than one resume sends (RESUME_MAX, the oldest first) were stored since: the newest were not sent again.
   */
  'truncated': (boolean);
}
