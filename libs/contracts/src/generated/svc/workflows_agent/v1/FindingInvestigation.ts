// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { FindingReport as _svc_workflows_agent_v1_FindingReport, FindingReport__Output as _svc_workflows_agent_v1_FindingReport__Output } from '../../../svc/workflows_agent/v1/FindingReport';
import type { AgentRunError as _svc_workflows_agent_v1_AgentRunError, AgentRunError__Output as _svc_workflows_agent_v1_AgentRunError__Output } from '../../../svc/workflows_agent/v1/AgentRunError';

/**
 * An investigation: an agent run in mode findings-investigator.
 */
export interface FindingInvestigation {
  'id'?: (string);
  /**
   * dispatching, running, completed, failed (a completed one has a report citing its evidence; an
   * empty or unparseable report fails it with the reason).
   */
  'status'?: (string);
  'agent_run_id'?: (string);
  'report'?: (_svc_workflows_agent_v1_FindingReport | null);
  'error'?: (_svc_workflows_agent_v1_AgentRunError | null);
  'started_at'?: (string);
  'finished_at'?: (string);
  '_agent_run_id'?: "agent_run_id";
  '_report'?: "report";
  '_error'?: "error";
  '_finished_at'?: "finished_at";
}

/**
 * An investigation: an agent run in mode findings-investigator.
 */
export interface FindingInvestigation__Output {
  'id': (string);
  /**
   * dispatching, running, completed, failed (a completed one has a report citing its evidence; an
   * empty or unparseable report fails it with the reason).
   */
  'status': (string);
  'agent_run_id'?: (string);
  'report'?: (_svc_workflows_agent_v1_FindingReport__Output | null);
  'error'?: (_svc_workflows_agent_v1_AgentRunError__Output | null);
  'started_at': (string);
  'finished_at'?: (string);
  '_agent_run_id'?: "agent_run_id";
  '_report'?: "report";
  '_error'?: "error";
  '_finished_at'?: "finished_at";
}
