// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { FindingMetrics as _svc_workflows_agent_v1_FindingMetrics, FindingMetrics__Output as _svc_workflows_agent_v1_FindingMetrics__Output } from '../../../svc/workflows_agent/v1/FindingMetrics';
import type { FindingDismissal as _svc_workflows_agent_v1_FindingDismissal, FindingDismissal__Output as _svc_workflows_agent_v1_FindingDismissal__Output } from '../../../svc/workflows_agent/v1/FindingDismissal';
import type { FindingInvestigation as _svc_workflows_agent_v1_FindingInvestigation, FindingInvestigation__Output as _svc_workflows_agent_v1_FindingInvestigation__Output } from '../../../svc/workflows_agent/v1/FindingInvestigation';

/**
 * A finding (spec 4.12 GET /findings; capabilities §3).
 */
export interface Finding {
  'id'?: (string);
  /**
   * candidate, open, quiet, dismissed, addressed.
   */
  'status'?: (string);
  /**
   * user_frustrated, question_unanswered, bot_loop, handoff_requested, send_failed,
   * reengagement_window_closed, marketing_opted_out, number_health_degraded, webhook_failing,
   * webhook_disabled.
   */
  'signal'?: (string);
  /**
   * What the signal is about: an error code, a number id, a business account id, a webhook id; empty for conversation signals.
   */
  'key'?: (string);
  /**
   * conversation or operational.
   */
  'category'?: (string);
  'title'?: (string);
  'metrics'?: (_svc_workflows_agent_v1_FindingMetrics | null);
  'qualified_at'?: (string);
  'first_qualified_at'?: (string);
  'dismissal'?: (_svc_workflows_agent_v1_FindingDismissal | null);
  'addressed_at'?: (string);
  'latest_investigation'?: (_svc_workflows_agent_v1_FindingInvestigation | null);
  'created_at'?: (string);
  'updated_at'?: (string);
  /**
   * The note given when the finding was marked addressed (addressed findings only).
   */
  'addressed_note'?: (string);
  '_dismissal'?: "dismissal";
  '_addressed_at'?: "addressed_at";
  '_latest_investigation'?: "latest_investigation";
  '_addressed_note'?: "addressed_note";
}

/**
 * A finding (spec 4.12 GET /findings; capabilities §3).
 */
export interface Finding__Output {
  'id': (string);
  /**
   * candidate, open, quiet, dismissed, addressed.
   */
  'status': (string);
  /**
   * user_frustrated, question_unanswered, bot_loop, handoff_requested, send_failed,
   * reengagement_window_closed, marketing_opted_out, number_health_degraded, webhook_failing,
   * webhook_disabled.
   */
  'signal': (string);
  /**
   * What the signal is about: an error code, a number id, a business account id, a webhook id; empty for conversation signals.
   */
  'key': (string);
  /**
   * conversation or operational.
   */
  'category': (string);
  'title': (string);
  'metrics': (_svc_workflows_agent_v1_FindingMetrics__Output | null);
  'qualified_at': (string);
  'first_qualified_at': (string);
  'dismissal'?: (_svc_workflows_agent_v1_FindingDismissal__Output | null);
  'addressed_at'?: (string);
  'latest_investigation'?: (_svc_workflows_agent_v1_FindingInvestigation__Output | null);
  'created_at': (string);
  'updated_at': (string);
  /**
   * The note given when the finding was marked addressed (addressed findings only).
   */
  'addressed_note'?: (string);
  '_dismissal'?: "dismissal";
  '_addressed_at'?: "addressed_at";
  '_latest_investigation'?: "latest_investigation";
  '_addressed_note'?: "addressed_note";
}
