import type { Bus } from '@platform/bus';
import { hostname } from 'node:os';
import { loadContracts, type broadcasts } from '@platform/contracts';
import { notFound } from '@platform/errors';
import { unaryHandler } from '@platform/grpc';
import { createKv } from '@platform/kv';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import { startService, type RunningService } from '@platform/service';
import type { Config } from './config';
import { startMessageStatusConsumer } from './inbound/message-status.consumer';
import { AgentHandoffsRepository } from './infra/db/agent-handoffs.repository';
import { BroadcastsRepository } from './infra/db/broadcasts.repository';
import { RecipientsRepository } from './infra/db/recipients.repository';
import { BROADCASTS_STREAM } from './infra/events/publisher';
import { messagingProxyClient, type MessagingProxyPort } from './infra/grpc/messaging-proxy.client';
import { workflowsAgentClient, type WorkflowsAgentPort } from './infra/grpc/workflows-agent.client';
import { createSendLimiter } from './infra/kv/send-limiter';
import { migrations } from './migrations';
import { addRecipientsRpc } from './rpc/add-recipients.rpc';
import { cancelBroadcastRpc } from './rpc/cancel-broadcast.rpc';
import { clearRecipientsRpc } from './rpc/clear-recipients.rpc';
import { createBroadcastRpc } from './rpc/create-broadcast.rpc';
import { deleteBroadcastRpc } from './rpc/delete-broadcast.rpc';
import { duplicateBroadcastRpc } from './rpc/duplicate-broadcast.rpc';
import { getBroadcastRpc } from './rpc/get-broadcast.rpc';
import { listBroadcastsRpc } from './rpc/list-broadcasts.rpc';
import { listRecipientsRpc } from './rpc/list-recipients.rpc';
import { removeRecipientRpc } from './rpc/remove-recipient.rpc';
import { resumeBroadcastRpc } from './rpc/resume-broadcast.rpc';
import { scheduleBroadcastRpc } from './rpc/schedule-broadcast.rpc';
import { sendBroadcastRpc } from './rpc/send-broadcast.rpc';
import { stopBroadcastRpc } from './rpc/stop-broadcast.rpc';
import { updateBroadcastRpc } from './rpc/update-broadcast.rpc';
import { AgentHandoffsUsecase } from './usecases/agent-handoffs.usecase';
import { BroadcastsUsecase } from './usecases/broadcasts.usecase';
import type { UsecaseContext } from './usecases/context';
import { DeliveryUsecase } from './usecases/delivery.usecase';
import { StatusesUsecase } from './usecases/statuses.usecase';

/**
 * Boots broadcasts: config → db (migrations) → bus (BROADCASTS stream, outbox relay) → shared kv
 * (send pacing) → use cases → delivery engine and the message status consumer → gRPC server with
 * health → shutdown stack (server first, then the engine: in-flight sends finish and are recorded).
 */
export function run(
  config: Config,
  opts: { logger?: Logger; clock?: Clock; proxy?: MessagingProxyPort; workflows?: WorkflowsAgentPort; wrapBus?(bus: Bus): Bus } = {},
): Promise<RunningService> {
  const { contracts, packageDefinitions } = loadContracts();
  return startService({
    name: 'broadcasts',
    config,
    migrations,
    streams: [BROADCASTS_STREAM],
    packageDefinitions: [packageDefinitions.broadcasts],
    logger: opts.logger,
    clock: opts.clock,
    wrapBus: opts.wrapBus,
    async wire({ db, bus, logger, clock, onShutdown }) {
      const kv = await createKv({ url: config.REDIS_URL, prefix: config.KV_PREFIX, logger });
      onShutdown('kv', () => kv.close());
      const proxy = opts.proxy ?? messagingProxyClient(config.MESSAGING_PROXY_GRPC_ADDRESS);
      onShutdown('messaging-proxy-client', () => proxy.close());
      const workflows = opts.workflows ?? workflowsAgentClient(config.WORKFLOWS_AGENT_GRPC_ADDRESS);
      onShutdown('workflows-agent-client', () => workflows.close());
      const repo = new BroadcastsRepository(db);
      const recipients = new RecipientsRepository(db);
      const ctx: UsecaseContext = {
        db,
        clock,
        logger,
        broadcasts: repo,
        recipients,
        handoffs: new AgentHandoffsRepository(db),
        proxy,
        workflows,
        limiter: createSendLimiter(kv, 'send'),
        settings: {
          workerId: config.BROADCAST_WORKER_ID ?? `${hostname()}:${process.pid}`,
          claimBatch: config.BROADCAST_CLAIM_BATCH,
          claimLeaseMs: config.BROADCAST_CLAIM_LEASE_MS,
          concurrency: config.BROADCAST_SEND_CONCURRENCY,
          pollMs: config.BROADCAST_POLL_MS,
          inDoubtRetryMs: config.BROADCAST_IN_DOUBT_RETRY_MS,
          sendMaxAttempts: config.BROADCAST_SEND_MAX_ATTEMPTS,
          copyLeaseMs: config.BROADCAST_COPY_LEASE_MS,
          copyMaxAttempts: config.BROADCAST_COPY_MAX_ATTEMPTS,
          throughputTtlMs: config.BROADCAST_THROUGHPUT_TTL_MS,
          agentReplyWindowMs: config.BROADCAST_AGENT_REPLY_WINDOW_MS,
          agentSettleMs: config.BROADCAST_AGENT_SETTLE_MS,
          agentMaxAttempts: config.BROADCAST_AGENT_MAX_ATTEMPTS,
        },
      };
      const engine = new DeliveryUsecase(ctx);
      const uc = new BroadcastsUsecase(ctx, engine);
      const handoffs = new AgentHandoffsUsecase(ctx);
      const statuses = new StatusesUsecase(ctx, handoffs);
      const sub = await startMessageStatusConsumer({ db, bus, logger, statuses });
      onShutdown('message-status-consumer', () => sub.stop());
      engine.start();
      onShutdown('delivery-engine', () => engine.stop());
      handoffs.start();
      onShutdown('agent-handoffs', () => handoffs.stop());
      const exists = async (projectId: string, id: string) => {
        if (!(await repo.get(projectId, id))) throw notFound('BROADCAST_NOT_FOUND', 'Broadcast not found');
        return true;
      };
      // Project and UUID id guards run in the handler wrapper (@platform/grpc).
      const id = { logger, uuids: ['broadcast_id'] };
      const implementation: broadcasts.BroadcastsServiceHandlers = {
        CreateBroadcast: unaryHandler(createBroadcastRpc(uc), { logger }),
        ListBroadcasts: unaryHandler(listBroadcastsRpc(repo), { logger }),
        GetBroadcast: unaryHandler(getBroadcastRpc(repo), id),
        UpdateBroadcast: unaryHandler(updateBroadcastRpc(uc), id),
        DeleteBroadcast: unaryHandler(deleteBroadcastRpc(uc), id),
        AddRecipients: unaryHandler(addRecipientsRpc(uc), id),
        ListRecipients: unaryHandler(listRecipientsRpc(recipients, exists), id),
        RemoveRecipient: unaryHandler(removeRecipientRpc(uc), { logger, uuids: ['broadcast_id', 'recipient_id'] }),
        ClearRecipients: unaryHandler(clearRecipientsRpc(uc), id),
        SendBroadcast: unaryHandler(sendBroadcastRpc(uc), id),
        ScheduleBroadcast: unaryHandler(scheduleBroadcastRpc(uc), id),
        CancelBroadcast: unaryHandler(cancelBroadcastRpc(uc), id),
        StopBroadcast: unaryHandler(stopBroadcastRpc(uc), id),
        ResumeBroadcast: unaryHandler(resumeBroadcastRpc(uc), id),
        DuplicateBroadcast: unaryHandler(duplicateBroadcastRpc(uc), id),
      };
      return [{ name: 'svc.broadcasts.v1.BroadcastsService', definition: contracts.broadcasts.BroadcastsService.service, implementation }];
    },
  });
}
