import { loadContracts, type flows } from '@platform/contracts';
import { unaryHandler } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import { startService, type RunningService } from '@platform/service';
import type { Config } from './config';
import { FlowsRepository } from './infra/db/flows.repository';
import { migrations } from './migrations';
import { getFlowRpc } from './rpc/get-flow.rpc';
import { listFlowsRpc } from './rpc/list-flows.rpc';

/** Boots flows: config → db (migrations) → bus → gRPC server with health → shutdown stack. */
export function run(config: Config, opts: { logger?: Logger; clock?: Clock } = {}): Promise<RunningService> {
  const { contracts, packageDefinitions } = loadContracts();
  return startService({
    name: 'flows',
    config,
    migrations,
    streams: [{ name: 'FLOWS', subjects: ['flows.>'] }],
    packageDefinitions: [packageDefinitions.flows],
    logger: opts.logger,
    clock: opts.clock,
    wire({ db, logger }) {
      const repo = new FlowsRepository(db);
      const implementation: flows.FlowsServiceHandlers = {
        GetFlow: unaryHandler(getFlowRpc(repo), { logger, uuids: ['flow_id'] }),
        ListFlows: unaryHandler(listFlowsRpc(repo), { logger }),
      };
      return [{ name: 'svc.flows.v1.FlowsService', definition: contracts.flows.FlowsService.service, implementation }];
    },
  });
}
