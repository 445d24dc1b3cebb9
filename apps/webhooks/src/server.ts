import { messagingProxyDirectory } from './infra/grpc/phone-numbers.client';
import { loadContracts, type webhooks } from '@platform/contracts';
import { unaryHandler } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import { startService, type RunningService } from '@platform/service';
import type { Config } from './config';
import { parseSchedule } from './domain/retry-policy';
import { parseAllowList } from './domain/ssrf';
import { createSecretBox } from './infra/crypto/secret-box';
import { DeliveriesRepository } from './infra/db/deliveries.repository';
import { WebhooksRepository } from './infra/db/webhooks.repository';
import { startMessagingProxyConsumer } from './infra/events/messaging-proxy.consumer';
import { createSender, type Resolver } from './infra/http/sender';
import { migrations } from './migrations';
import { getDeliveryRpc, listDeliveriesRpc, redeliverDeliveryRpc, testWebhookRpc } from './rpc/deliveries.rpc';
import { listWebhooksRpc } from './rpc/list-webhooks.rpc';
import { publishProjectEventRpc } from './rpc/publish-project-event.rpc';
import { createWebhookRpc, deleteWebhookRpc, getWebhookRpc, rotateWebhookSecretRpc, updateWebhookRpc } from './rpc/webhooks.rpc';
import { Dispatcher } from './usecases/dispatcher';
import { PublishEventUseCase } from './usecases/publish-event.usecase';
import { WebhooksUseCases } from './usecases/webhooks.usecase';

/** Test seams of {@link run}. */
export interface RunOptions {
  logger?: Logger;
  clock?: Clock;
  /** DNS resolver of the SSRF guard (tests stub it). */
  resolver?: Resolver;
}

/**
 * Boots webhooks: config → db (migrations) → bus → messaging-proxy consumer → dispatcher → gRPC
 * server with health → shutdown stack (server first, then dispatcher and consumer, bus, db).
 */
export function run(config: Config, opts: RunOptions = {}): Promise<RunningService> {
  const { contracts, packageDefinitions } = loadContracts();
  return startService({
    name: 'webhooks',
    config,
    migrations,
    packageDefinitions: [packageDefinitions.webhooks],
    logger: opts.logger,
    clock: opts.clock,
    async wire({ db, bus, logger, clock, onShutdown }) {
      const webhooksRepo = new WebhooksRepository(db);
      const deliveries = new DeliveriesRepository(db);
      const secrets = createSecretBox(config.TOKEN_ENCRYPTION_KEY);
      const allowList = parseAllowList(config.WEBHOOK_ALLOWED_TARGETS);
      const sender = createSender({ allowList, timeoutMs: config.WEBHOOK_TIMEOUT_MS, resolver: opts.resolver, maxSocketsPerOrigin: config.WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT });
      const leaseMs = config.WEBHOOK_TIMEOUT_MS + config.WEBHOOK_LEASE_MARGIN_MS;
      const dispatcher = new Dispatcher({
        db,
        deliveries,
        sender,
        secrets,
        clock,
        logger,
        policy: { scheduleS: parseSchedule(config.WEBHOOK_RETRY_SCHEDULE), jitter: config.WEBHOOK_RETRY_JITTER, retryAfterMaxS: config.WEBHOOK_RETRY_AFTER_MAX_S },
        timeoutMs: config.WEBHOOK_TIMEOUT_MS,
        leaseMarginMs: config.WEBHOOK_LEASE_MARGIN_MS,
        maxInFlight: config.WEBHOOK_MAX_IN_FLIGHT,
        maxInFlightPerEndpoint: config.WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT,
        pollMs: config.WEBHOOK_POLL_MS,
        disableAfterMs: config.WEBHOOK_DISABLE_AFTER_MS,
      });
      const wake = () => dispatcher.wake();
      if (config.WEBHOOK_CONSUMER_ENABLED) {
        const sub = await startMessagingProxyConsumer({ db, bus, logger, clock, webhooks: webhooksRepo, deliveries, onCommitted: wake });
        onShutdown('messaging-proxy-consumer', () => sub.stop());
      }
      if (config.WEBHOOK_DISPATCHER_ENABLED) {
        dispatcher.start();
        onShutdown('dispatcher', async () => {
          await dispatcher.stop();
          sender.close();
        });
      }
      const phoneNumbers = messagingProxyDirectory(config.MESSAGING_PROXY_GRPC_ADDRESS);
      onShutdown('messaging-proxy-client', () => phoneNumbers.close());
      const uc = new WebhooksUseCases({ db, webhooks: webhooksRepo, deliveries, secrets, clock, allowList, dispatcher, leaseMs, phoneNumbers });
      const publish = new PublishEventUseCase({ db, webhooks: webhooksRepo, deliveries, clock, onCommitted: wake });
      const h = { logger };
      const implementation: webhooks.WebhooksServiceHandlers = {
        CreateWebhook: unaryHandler(createWebhookRpc(uc), h),
        ListWebhooks: unaryHandler(listWebhooksRpc(webhooksRepo, phoneNumbers), h),
        GetWebhook: unaryHandler(getWebhookRpc(uc), h),
        UpdateWebhook: unaryHandler(updateWebhookRpc(uc), h),
        DeleteWebhook: unaryHandler(deleteWebhookRpc(uc), h),
        RotateWebhookSecret: unaryHandler(rotateWebhookSecretRpc(uc), h),
        TestWebhook: unaryHandler(testWebhookRpc(uc, deliveries), h),
        ListDeliveries: unaryHandler(listDeliveriesRpc(deliveries, clock), h),
        GetDelivery: unaryHandler(getDeliveryRpc(deliveries), h),
        RedeliverDelivery: unaryHandler(redeliverDeliveryRpc(uc, deliveries), h),
        PublishProjectEvent: unaryHandler(publishProjectEventRpc(publish), h),
      };
      return [{ name: 'svc.webhooks.v1.WebhooksService', definition: contracts.webhooks.WebhooksService.service, implementation }];
    },
  });
}
