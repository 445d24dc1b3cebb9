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
import { BroadcastsUsecase } from './usecases/broadcasts.usecase';

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
      const uc = new BroadcastsUsecase({ db, clock, logger, broadcasts: repo });
      // Project and UUID id guards run in the handler wrapper (@platform/grpc).
      const implementation: broadcasts.BroadcastsServiceHandlers = {
        GetBroadcast: unaryHandler(getBroadcastRpc(repo), { logger, uuids: ['broadcast_id'] }),
        SendBroadcast: unaryHandler(sendBroadcastRpc(uc), { logger, uuids: ['broadcast_id'] }),
      };
      return [{ name: 'svc.broadcasts.v1.BroadcastsService', definition: contracts.broadcasts.BroadcastsService.service, implementation }];
    },
  });
}
