import type { Bus } from '@platform/bus';
import { loadContracts, type webhooks } from '@platform/contracts';
import { KeyRing, SecretCipher } from '@platform/crypto';
import { unaryHandler } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import { startService, type RunningService } from '@platform/service';
import { parseAllowList, type Resolver } from '@platform/ssrf';
import type { Config } from './config';
import { startBroadcastsConsumer } from './inbound/broadcasts.consumer';
import { startWorkflowsAgentConsumer } from './inbound/workflows-agent.consumer';
import { startContactsConsumer } from './inbound/contacts.consumer';
import { logRetentionSweeper } from './inbound/log-retention.sweeper';
import { startMessagingProxyConsumer } from './inbound/messaging-proxy.consumer';
import { DeliveriesRepository } from './infra/db/deliveries.repository';
import { ListenersRepository } from './infra/db/listeners.repository';
import { LogSearchRepository } from './infra/db/log-search.repository';
import { PreferencesRepository } from './infra/db/preferences.repository';
import { RecoveriesRepository } from './infra/db/recoveries.repository';
import { WebhooksRepository } from './infra/db/webhooks.repository';
import { messagingProxyDirectory } from './infra/grpc/phone-numbers.client';
import { busListenerChannel } from './infra/events/listener-channel';
import { WEBHOOKS_STREAM } from './infra/events/publisher';
import { createSender } from './infra/http/sender';
import { migrations } from './migrations';
import { createWebhookRpc } from './rpc/create-webhook.rpc';
import { createWebhookListenerRpc } from './rpc/create-webhook-listener.rpc';
import { deleteWebhookListenerRpc } from './rpc/delete-webhook-listener.rpc';
import { getWebhookListenerRpc } from './rpc/get-webhook-listener.rpc';
import { keepWebhookListenerRpc } from './rpc/keep-webhook-listener.rpc';
import { replayWebhookEventRpc } from './rpc/replay-webhook-event.rpc';
import { resumeWebhookListenerRpc } from './rpc/resume-webhook-listener.rpc';
import { deleteWebhookRpc } from './rpc/delete-webhook.rpc';
import { getDeliveryRpc } from './rpc/get-delivery.rpc';
import { getWebhookRpc } from './rpc/get-webhook.rpc';
import { getWebhookRecoveryRpc } from './rpc/get-webhook-recovery.rpc';
import { listWebhookRecoveriesRpc } from './rpc/list-webhook-recoveries.rpc';
import { recoverWebhookRpc } from './rpc/recover-webhook.rpc';
import { listDeliveriesRpc } from './rpc/list-deliveries.rpc';
import { listWebhooksRpc } from './rpc/list-webhooks.rpc';
import { publishProjectEventRpc } from './rpc/publish-project-event.rpc';
import { redeliverDeliveryRpc } from './rpc/redeliver-delivery.rpc';
import { rotateWebhookSecretRpc } from './rpc/rotate-webhook-secret.rpc';
import { searchLogsRpc } from './rpc/search-logs.rpc';
import { testWebhookRpc } from './rpc/test-webhook.rpc';
import { updateWebhookRpc } from './rpc/update-webhook.rpc';
import { usecaseSettings, type UsecaseContext } from './usecases/context';
import { DeliveriesUsecase } from './usecases/deliveries.usecase';
import { EventsUsecase } from './usecases/events.usecase';
import { ListenersUsecase } from './usecases/listeners.usecase';
import { RecoveriesUsecase } from './usecases/recoveries.usecase';
import { WebhooksUsecase } from './usecases/webhooks.usecase';

/** Test seams of {@link run}. */
export interface RunOptions {
  logger?: Logger;
  clock?: Clock;
  /** Wraps the service's bus (tests: `fastRedelivery`, so a consumer's poison case runs its bound in seconds). */
  wrapBus?(bus: Bus): Bus;
  /** DNS resolver of the SSRF guard (tests stub it). */
  resolver?: Resolver;
}

/**
 * Boots webhooks: config → db (migrations) → bus (own stream, outbox relay) → use cases on one context → messaging-proxy
 * consumer → delivery engine → log retention sweeper → gRPC server with health → shutdown stack (server first, then the
 * engine and the consumer, bus, db).
 */
export function run(config: Config, opts: RunOptions = {}): Promise<RunningService> {
  const { contracts, packageDefinitions } = loadContracts();
  return startService({
    name: 'webhooks',
    config,
    migrations,
    // Its own stream: failed attempts and disabled webhooks through the outbox (the relay starts with it).
    streams: [WEBHOOKS_STREAM],
    packageDefinitions: [packageDefinitions.webhooks],
    logger: opts.logger,
    clock: opts.clock,
    wrapBus: opts.wrapBus,
    async wire({ db, bus, logger, clock, onShutdown }) {
      const allowList = parseAllowList(config.WEBHOOK_ALLOWED_TARGETS);
      const sender = createSender({
        allowList,
        timeoutMs: config.WEBHOOK_TIMEOUT_MS,
        resolver: opts.resolver,
        maxSocketsPerOrigin: config.WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT,
      });
      const phoneNumbers = messagingProxyDirectory(config.MESSAGING_PROXY_GRPC_ADDRESS);
      onShutdown('messaging-proxy-client', () => phoneNumbers.close());
      const ctx: UsecaseContext = {
        db,
        clock,
        logger,
        secrets: new SecretCipher(KeyRing.fromConfig(config.TOKEN_ENCRYPTION_KEY, config.TOKEN_ENCRYPTION_KEY_ID, config.TOKEN_ENCRYPTION_PREVIOUS_KEYS)),
        allowList,
        sender,
        phoneNumbers,
        webhooks: new WebhooksRepository(db),
        deliveries: new DeliveriesRepository(db),
        preferences: new PreferencesRepository(),
        listeners: new ListenersRepository(db),
        settings: usecaseSettings(config),
      };
      // One delivery engine per process; the other use cases wake it when they commit deliveries.
      const deliveries = new DeliveriesUsecase(ctx);
      const listeners = new ListenersUsecase(ctx, busListenerChannel(bus));
      const events = new EventsUsecase(ctx, deliveries, listeners);
      const uc = new WebhooksUsecase(ctx, deliveries);
      const recoveries = new RecoveriesUsecase(ctx, new RecoveriesRepository(db), () => deliveries.wake());
      if (config.WEBHOOK_CONSUMER_ENABLED) {
        const sub = await startMessagingProxyConsumer({ db, bus, logger, events, onCommitted: () => deliveries.wake() });
        onShutdown('messaging-proxy-consumer', () => sub.stop());
        const contactsSub = await startContactsConsumer({ db, bus, logger, events, onCommitted: () => deliveries.wake() });
        onShutdown('contacts-consumer', () => contactsSub.stop());
        const broadcastsSub = await startBroadcastsConsumer({ db, bus, logger, events, onCommitted: () => deliveries.wake() });
        onShutdown('broadcasts-consumer', () => broadcastsSub.stop());
        const workflowsSub = await startWorkflowsAgentConsumer({ db, bus, logger, events, onCommitted: () => deliveries.wake() });
        onShutdown('workflows-agent-consumer', () => workflowsSub.stop());
      }
      if (config.WEBHOOK_DISPATCHER_ENABLED) {
        deliveries.start();
        // Recovery jobs are stepped where deliveries are dispatched (decision 0304).
        recoveries.start();
        onShutdown('dispatcher', async () => {
          await recoveries.stop();
          await deliveries.stop();
          sender.close();
        });
      }
      const logSearch = new LogSearchRepository(db, logger, { deliveryRetentionDays: config.DELIVERY_RETENTION_DAYS });
      const retention = logRetentionSweeper({
        repo: logSearch,
        clock,
        logger,
        retentionDays: config.DELIVERY_RETENTION_DAYS,
        listeners: ctx.listeners,
      }).start();
      onShutdown('log-retention-sweeper', () => retention.stop());
      const h = { logger };
      const implementation: webhooks.WebhooksServiceHandlers = {
        CreateWebhook: unaryHandler(createWebhookRpc(uc), h),
        ListWebhooks: unaryHandler(listWebhooksRpc(ctx.webhooks, phoneNumbers), h),
        GetWebhook: unaryHandler(getWebhookRpc(uc), { ...h, uuids: ['webhook_id'] }),
        UpdateWebhook: unaryHandler(updateWebhookRpc(uc), { ...h, uuids: ['webhook_id'] }),
        DeleteWebhook: unaryHandler(deleteWebhookRpc(uc), { ...h, uuids: ['webhook_id'] }),
        RotateWebhookSecret: unaryHandler(rotateWebhookSecretRpc(uc), { ...h, uuids: ['webhook_id'] }),
        TestWebhook: unaryHandler(testWebhookRpc(uc), { ...h, uuids: ['webhook_id'] }),
        ListDeliveries: unaryHandler(listDeliveriesRpc(ctx.deliveries, clock), { ...h, optionalUuids: ['webhook_id', 'event_id'] }),
        GetDelivery: unaryHandler(getDeliveryRpc(ctx.deliveries), { ...h, uuids: ['delivery_id'] }),
        RedeliverDelivery: unaryHandler(redeliverDeliveryRpc(deliveries), { ...h, uuids: ['delivery_id'] }),
        PublishProjectEvent: unaryHandler(publishProjectEventRpc(events), h),
        RecoverWebhook: unaryHandler(recoverWebhookRpc(recoveries), { ...h, uuids: ['webhook_id'] }),
        GetWebhookRecovery: unaryHandler(getWebhookRecoveryRpc(recoveries), { ...h, uuids: ['webhook_id', 'recovery_id'] }),
        ListWebhookRecoveries: unaryHandler(listWebhookRecoveriesRpc(recoveries), { ...h, uuids: ['webhook_id'] }),
        SearchLogs: unaryHandler(searchLogsRpc(logSearch), h),
        CreateWebhookListener: unaryHandler(createWebhookListenerRpc(listeners), h),
        GetWebhookListener: unaryHandler(getWebhookListenerRpc(listeners), { ...h, uuids: ['listener_id'] }),
        KeepWebhookListener: unaryHandler(keepWebhookListenerRpc(listeners), { ...h, uuids: ['listener_id'] }),
        DeleteWebhookListener: unaryHandler(deleteWebhookListenerRpc(listeners), { ...h, uuids: ['listener_id'] }),
        ReplayWebhookEvent: unaryHandler(replayWebhookEventRpc(listeners), { ...h, uuids: ['listener_id', 'event_id'] }),
        ResumeWebhookListener: unaryHandler(resumeWebhookListenerRpc(listeners), { ...h, uuids: ['listener_id', 'after_event_id'] }),
      };
      return [{ name: 'svc.webhooks.v1.WebhooksService', definition: contracts.webhooks.WebhooksService.service, implementation }];
    },
  });
}
