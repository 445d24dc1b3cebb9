import { loadContracts, type broadcasts } from '@platform/contracts';
import { unaryHandler } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import { startService, type RunningService } from '@platform/service';
import type { Config } from './config';
import { BroadcastsRepository } from './infra/db/broadcasts.repository';
import { migrations } from './migrations';
import { getBroadcastRpc } from './rpc/get-broadcast.rpc';
import { sendBroadcastRpc } from './rpc/send-broadcast.rpc';

/** Boots broadcasts: config → db (migrations) → bus → gRPC server with health → shutdown stack. */
export function run(config: Config, opts: { logger?: Logger; clock?: Clock } = {}): Promise<RunningService> {
  const { contracts, packageDefinitions } = loadContracts();
  return startService({
    name: 'broadcasts',
    config,
    migrations,
    streams: [{ name: 'BROADCASTS', subjects: ['broadcasts.>'] }],
    packageDefinitions: [packageDefinitions.broadcasts],
    logger: opts.logger,
    clock: opts.clock,
    wire({ db, logger, clock }) {
      const repo = new BroadcastsRepository(db);
      const implementation: broadcasts.BroadcastsServiceHandlers = {
        GetBroadcast: unaryHandler(getBroadcastRpc(repo), { logger }),
        SendBroadcast: unaryHandler(sendBroadcastRpc(repo, clock), { logger }),
      };
      return [{ name: 'svc.broadcasts.v1.BroadcastsService', definition: contracts.broadcasts.BroadcastsService.service, implementation }];
    },
  });
}
