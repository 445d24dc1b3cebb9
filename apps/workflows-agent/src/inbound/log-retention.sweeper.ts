import { RetentionSweeper, type Clock } from '@platform/runtime';
import type { Logger } from '@platform/logger';
import type { LogSearchRepository } from '../infra/db/log-search.repository';

/** Retention settings (days) of the service's logs (issue 36 item 7). */
export interface LogRetentionDays {
  workflowStepDays: number;
  agentRunDays: number;
  projectEventDays: number;
}

/**
 * Retention of workflows-agent's logs (decision 0019): events of executions finished longer ago than
 * the setting (a running or waiting execution keeps its history), finished agent runs with their steps
 * and events, and project events.
 */
export function logRetentionSweeper(deps: {
  repo: Pick<LogSearchRepository, 'deleteWorkflowStepsOlderThan' | 'deleteAgentRunsOlderThan' | 'deleteProjectEventsOlderThan'>;
  clock: Clock;
  logger: Logger;
  days: LogRetentionDays;
  everyMs?: number;
}): RetentionSweeper {
  const { repo, days } = deps;
  return new RetentionSweeper({
    clock: deps.clock,
    logger: deps.logger,
    everyMs: deps.everyMs,
    maxBatches: 20,
    tasks: [
      { name: 'workflow steps', days: days.workflowStepDays, delete: (cutoff, limit) => repo.deleteWorkflowStepsOlderThan(cutoff, limit) },
      { name: 'agent runs', days: days.agentRunDays, delete: (cutoff, limit) => repo.deleteAgentRunsOlderThan(cutoff, limit) },
      { name: 'project events', days: days.projectEventDays, delete: (cutoff, limit) => repo.deleteProjectEventsOlderThan(cutoff, limit) },
    ],
  });
}
