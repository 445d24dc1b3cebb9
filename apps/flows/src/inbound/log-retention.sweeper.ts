import { RetentionSweeper, type Clock } from '@platform/runtime';
import type { Logger } from '@platform/logger';
import type { FlowDataExchangesRepository } from '../infra/db/flow-data-exchanges.repository';
import type { InvocationsRepository } from '../infra/db/invocations.repository';

/**
 * Retention of flows' logs (issue 36 item 7, decision 0019): function invocations with their console
 * lines past `INVOCATION_RETENTION_DAYS`, data-endpoint exchanges past `FLOW_DATA_EXCHANGE_RETENTION_DAYS`.
 */
export function logRetentionSweeper(deps: {
  invocations: Pick<InvocationsRepository, 'deleteOlderThan'>;
  exchanges: Pick<FlowDataExchangesRepository, 'deleteOlderThan'>;
  clock: Clock;
  logger: Logger;
  invocationDays: number;
  exchangeDays: number;
  everyMs?: number;
}): RetentionSweeper {
  return new RetentionSweeper({
    clock: deps.clock,
    logger: deps.logger,
    everyMs: deps.everyMs,
    tasks: [
      { name: 'function invocations', days: deps.invocationDays, delete: (cutoff, limit) => deps.invocations.deleteOlderThan(cutoff, limit) },
      { name: 'flow data exchanges', days: deps.exchangeDays, delete: (cutoff, limit) => deps.exchanges.deleteOlderThan(cutoff, limit) },
    ],
  });
}
