// Original file: protos/svc/messaging_proxy/v1/events.proto


/**
 * messaging_proxy.template.status_changed: the upstream changed the status of a message template of
 * the account (message_template_status_update). One event per project with numbers on the account.
 */
export interface TemplateStatusChanged {
  'event_id'?: (string);
  'project_id'?: (string);
  'waba_id'?: (string);
  /**
   * Upstream message_template_id.
   */
  'template_id'?: (string);
  'template_name'?: (string);
  'language'?: (string);
  /**
   * Upstream event as sent, e.g. APPROVED, REJECTED, PAUSED, DISABLED, PENDING_DELETION.
   */
  'status'?: (string);
  /**
   * Upstream reason when given (e.g. INCORRECT_CATEGORY; NONE is dropped).
   */
  'reason'?: (string);
  'occurred_at'?: (string);
  '_reason'?: "reason";
}

/**
 * messaging_proxy.template.status_changed: the upstream changed the status of a message template of
 * the account (message_template_status_update). One event per project with numbers on the account.
 */
export interface TemplateStatusChanged__Output {
  'event_id': (string);
  'project_id': (string);
  'waba_id': (string);
  /**
   * Upstream message_template_id.
   */
  'template_id': (string);
  'template_name': (string);
  'language': (string);
  /**
   * Upstream event as sent, e.g. APPROVED, REJECTED, PAUSED, DISABLED, PENDING_DELETION.
   */
  'status': (string);
  /**
   * Upstream reason when given (e.g. INCORRECT_CATEGORY; NONE is dropped).
   */
  'reason'?: (string);
  'occurred_at': (string);
  '_reason'?: "reason";
}
