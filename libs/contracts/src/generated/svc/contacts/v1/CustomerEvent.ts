// Original file: protos/svc/contacts/v1/events.proto


/**
 * contacts.customer_event.created: a public event about messages, conversations or contacts
 * (docs/events.md: messaging.message.*, messaging.conversation.*, messaging.contact.*), rendered
 * by contacts as its v2 fields; the webhooks service validates the name against its catalog and
 * fans it out. `event_id` is derived from the upstream fact (wamid and status, conversation and
 * transition), so a redelivery yields the same id and webhooks stores it once.
 */
export interface CustomerEvent {
  'event_id'?: (string);
  'project_id'?: (string);
  /**
   * Public event name, e.g. messaging.message.received.
   */
  'name'?: (string);
  /**
   * The event's v2 fields (without `event`) as JSON text.
   */
  'fields_json'?: (string);
  /**
   * Numbers the event concerns (per-number webhooks match on these).
   */
  'phone_number_ids'?: (string)[];
  'occurred_at'?: (string);
}

/**
 * contacts.customer_event.created: a public event about messages, conversations or contacts
 * (docs/events.md: messaging.message.*, messaging.conversation.*, messaging.contact.*), rendered
 * by contacts as its v2 fields; the webhooks service validates the name against its catalog and
 * fans it out. `event_id` is derived from the upstream fact (wamid and status, conversation and
 * transition), so a redelivery yields the same id and webhooks stores it once.
 */
export interface CustomerEvent__Output {
  'event_id': (string);
  'project_id': (string);
  /**
   * Public event name, e.g. messaging.message.received.
   */
  'name': (string);
  /**
   * The event's v2 fields (without `event`) as JSON text.
   */
  'fields_json': (string);
  /**
   * Numbers the event concerns (per-number webhooks match on these).
   */
  'phone_number_ids': (string)[];
  'occurred_at': (string);
}
