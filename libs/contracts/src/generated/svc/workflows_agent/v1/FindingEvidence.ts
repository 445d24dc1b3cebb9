// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { FindingDailyCount as _svc_workflows_agent_v1_FindingDailyCount, FindingDailyCount__Output as _svc_workflows_agent_v1_FindingDailyCount__Output } from '../../../svc/workflows_agent/v1/FindingDailyCount';
import type { FindingEventSample as _svc_workflows_agent_v1_FindingEventSample, FindingEventSample__Output as _svc_workflows_agent_v1_FindingEventSample__Output } from '../../../svc/workflows_agent/v1/FindingEventSample';
import type { FindingEvidenceCoverage as _svc_workflows_agent_v1_FindingEvidenceCoverage, FindingEvidenceCoverage__Output as _svc_workflows_agent_v1_FindingEvidenceCoverage__Output } from '../../../svc/workflows_agent/v1/FindingEvidenceCoverage';

export interface FindingEvidence {
  /**
   * The last 35 days, oldest first (days without events have count 0).
   */
  'daily'?: (_svc_workflows_agent_v1_FindingDailyCount)[];
  /**
   * Newest first, at most 100.
   */
  'events'?: (_svc_workflows_agent_v1_FindingEventSample)[];
  /**
   * Conversations with the signal in the recent window, at most 50.
   */
  'affected_conversation_ids'?: (string)[];
  /**
   * Conversations of the same window without the signal, at most 20.
   */
  'comparison_conversation_ids'?: (string)[];
  'coverage'?: (_svc_workflows_agent_v1_FindingEvidenceCoverage | null);
}

export interface FindingEvidence__Output {
  /**
   * The last 35 days, oldest first (days without events have count 0).
   */
  'daily': (_svc_workflows_agent_v1_FindingDailyCount__Output)[];
  /**
   * Newest first, at most 100.
   */
  'events': (_svc_workflows_agent_v1_FindingEventSample__Output)[];
  /**
   * Conversations with the signal in the recent window, at most 50.
   */
  'affected_conversation_ids': (string)[];
  /**
   * Conversations of the same window without the signal, at most 20.
   */
  'comparison_conversation_ids': (string)[];
  'coverage': (_svc_workflows_agent_v1_FindingEvidenceCoverage__Output | null);
}
