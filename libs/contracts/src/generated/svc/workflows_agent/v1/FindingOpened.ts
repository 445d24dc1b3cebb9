// Original file: protos/svc/workflows_agent/v1/events.proto


/**
 * workflows_agent.finding.opened: a finding became open (first qualified, or again after it was
 * addressed or dismissed), in the sweep's transaction that moved it. For notifications (decision 0020).
 */
export interface FindingOpened {
  'event_id'?: (string);
  'project_id'?: (string);
  'finding_id'?: (string);
  /**
   * The signal and its key (decision 0740), e.g. webhook_failing and the webhook id.
   */
  'signal'?: (string);
  'key'?: (string);
  'category'?: (string);
  'title'?: (string);
  'occurred_at'?: (string);
}

/**
 * workflows_agent.finding.opened: a finding became open (first qualified, or again after it was
 * addressed or dismissed), in the sweep's transaction that moved it. For notifications (decision 0020).
 */
export interface FindingOpened__Output {
  'event_id': (string);
  'project_id': (string);
  'finding_id': (string);
  /**
   * The signal and its key (decision 0740), e.g. webhook_failing and the webhook id.
   */
  'signal': (string);
  'key': (string);
  'category': (string);
  'title': (string);
  'occurred_at': (string);
}
