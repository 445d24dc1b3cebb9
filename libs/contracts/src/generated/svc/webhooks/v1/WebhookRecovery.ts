// Original file: protos/svc/webhooks/v1/webhooks.proto


/**
 * A recovery: the failed deliveries of one webhook in [since, until) resent as a background job.
 */
export interface WebhookRecovery {
  'id'?: (string);
  'webhook_id'?: (string);
  /**
   * queued, running, completed or failed.
   */
  'status'?: (string);
  'since'?: (string);
  'until'?: (string);
  /**
   * Failed deliveries found in the window when the job started (0 while queued).
   */
  'total'?: (number);
  /**
   * Deliveries sent again so far.
   */
  'resent'?: (number);
  /**
   * Resent deliveries answered 2xx.
   */
  'succeeded'?: (number);
  /**
   * Resent deliveries whose attempt failed.
   */
  'failed'?: (number);
  /**
   * Deliveries of the window no longer failed when their turn came (redelivered meanwhile): not resent.
   */
  'skipped'?: (number);
  /**
   * Why the job failed (e.g. the webhook was disabled or deleted); unset otherwise.
   */
  'error'?: (string);
  'created_at'?: (string);
  'started_at'?: (string);
  'finished_at'?: (string);
  '_error'?: "error";
  '_started_at'?: "started_at";
  '_finished_at'?: "finished_at";
}

/**
 * A recovery: the failed deliveries of one webhook in [since, until) resent as a background job.
 */
export interface WebhookRecovery__Output {
  'id': (string);
  'webhook_id': (string);
  /**
   * queued, running, completed or failed.
   */
  'status': (string);
  'since': (string);
  'until': (string);
  /**
   * Failed deliveries found in the window when the job started (0 while queued).
   */
  'total': (number);
  /**
   * Deliveries sent again so far.
   */
  'resent': (number);
  /**
   * Resent deliveries answered 2xx.
   */
  'succeeded': (number);
  /**
   * Resent deliveries whose attempt failed.
   */
  'failed': (number);
  /**
   * Deliveries of the window no longer failed when their turn came (redelivered meanwhile): not resent.
   */
  'skipped': (number);
  /**
   * Why the job failed (e.g. the webhook was disabled or deleted); unset otherwise.
   */
  'error'?: (string);
  'created_at': (string);
  'started_at'?: (string);
  'finished_at'?: (string);
  '_error'?: "error";
  '_started_at'?: "started_at";
  '_finished_at'?: "finished_at";
}
