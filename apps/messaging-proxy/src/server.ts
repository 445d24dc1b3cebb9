import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WriteGroup } from '@platform/db';
import { KeyRing, SecretCipher, mediaLinkKey } from '@platform/crypto';
import { loadContracts, type messagingProxy } from '@platform/contracts';
import { unaryHandler } from '@platform/grpc';
import { createKv } from '@platform/kv';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import { startService, type RunningService } from '@platform/service';
import { parseAllowList } from '@platform/ssrf';
import type { Config } from './config';
import { parsePriceList } from './domain/pricing';
import { createHttpApp, listenHttp } from './inbound/http/app';
import { startSetupLinksSweeper } from './inbound/setup-links.sweeper';
import { logRetentionSweeper } from './inbound/log-retention.sweeper';
import { startUpstreamCallsConsumer } from './inbound/upstream-calls.consumer';
import { contactsClient } from './infra/grpc/contacts.client';
import { fundingClient } from './infra/grpc/funding.client';
import { RawForwardsRepository } from './infra/db/raw-forwards.repository';
import { SendRecordsReconciliation, SendsRepository } from './infra/db/sends.repository';
import { createForwardSender } from './infra/http/forward-sender';
import { AccessTokens } from './infra/crypto/access-tokens';
import { CustomersRepository } from './infra/db/customers.repository';
import { DisplayNamesRepository } from './infra/db/display-names.repository';
import { PhoneNumbersRepository } from './infra/db/phone-numbers.repository';
import { SetupLinksRepository } from './infra/db/setup-links.repository';
import { TemplateIdsRepository } from './infra/db/template-ids.repository';
import { CallsRepository } from './infra/db/calls.repository';
import { ThreadsRepository } from './infra/db/threads.repository';
import { MediaRepository } from './infra/db/media.repository';
import { WebhookReceiptsRepository } from './infra/db/webhook-receipts.repository';
import { createInvalidationBus } from './infra/kv/invalidation';
import { SendPathCache } from './infra/kv/send-path.cache';
import { ServiceWindowStore } from './infra/kv/service-window.store';
import { MESSAGING_PROXY_SENDS_STREAM, MESSAGING_PROXY_STREAM, flushEvents, holdEvents } from './infra/events/publisher';
import { GraphClient } from './infra/upstream/graph-client';
import { ExternalApiLogWriter } from './infra/logs/external-api-log.writer';
import { ExternalApiLogsRepository } from './infra/db/external-api-logs.repository';
import { listExternalApiLogsRpc } from './rpc/list-external-api-logs.rpc';
import { LogSearchRepository } from './infra/db/log-search.repository';
import { searchLogsRpc } from './rpc/search-logs.rpc';
import { GraphStream } from './infra/upstream/graph-stream';
import { migrations } from './migrations';
import { checkPhoneNumberHealthRpc } from './rpc/check-phone-number-health.rpc';
import { connectPhoneNumberRpc } from './rpc/connect-phone-number.rpc';
import { createCustomerRpc } from './rpc/create-customer.rpc';
import { createDisplayNameRequestRpc } from './rpc/create-display-name-request.rpc';
import { createSetupLinkRpc } from './rpc/create-setup-link.rpc';
import { deleteCustomerRpc } from './rpc/delete-customer.rpc';
import { getCustomerRpc } from './rpc/get-customer.rpc';
import { getDisplayNameRequestRpc } from './rpc/get-display-name-request.rpc';
import { getPhoneNumberRpc } from './rpc/get-phone-number.rpc';
import { getSendingProfileRpc } from './rpc/get-sending-profile.rpc';
import { controlThreadRpc } from './rpc/control-thread.rpc';
import { listMessageTemplatesRpc } from './rpc/list-message-templates.rpc';
import { getSetupLinkRpc } from './rpc/get-setup-link.rpc';
import { listCustomersRpc } from './rpc/list-customers.rpc';
import { listDisplayNameRequestsRpc } from './rpc/list-display-name-requests.rpc';
import { listCallsRpc } from './rpc/list-calls.rpc';
import { listPhoneNumbersRpc } from './rpc/list-phone-numbers.rpc';
import { listSetupLinksRpc } from './rpc/list-setup-links.rpc';
import { revokeSetupLinkRpc } from './rpc/revoke-setup-link.rpc';
import { sendMessageRpc } from './rpc/send-message.rpc';
import { sendMessagesRpc } from './rpc/send-messages.rpc';
import { updateCustomerRpc } from './rpc/update-customer.rpc';
import { updatePhoneNumberRpc } from './rpc/update-phone-number.rpc';
import { CallsUsecase } from './usecases/calls.usecase';
import type { UsecaseContext } from './usecases/context';
import { CustomersUsecase } from './usecases/customers.usecase';
import { DisplayNamesUsecase } from './usecases/display-names.usecase';
import { HealthUsecase } from './usecases/health.usecase';
import { RawForwardsUsecase } from './usecases/raw-forwards.usecase';
import { StoredMediaUsecase } from './usecases/stored-media.usecase';
import { StoredMediaRepository } from './infra/db/stored-media.repository';
import { mediaStorageFromConfig } from './infra/storage/media-storage-from-config';
import { startMediaRetentionSweeper } from './inbound/media-retention.sweeper';
import { DEFAULT_MEDIA_FETCH_SCHEDULE_MS } from './domain/stored-media';
import { PassThroughUsecase } from './usecases/pass-through.usecase';
import { PhoneNumbersUsecase } from './usecases/phone-numbers.usecase';
import { SendGuardUsecase } from './usecases/send-guard.usecase';
import { SendsUsecase } from './usecases/sends.usecase';
import { SendReconcilerUsecase } from './usecases/send-reconciler.usecase';
import { ThreadsUsecase } from './usecases/threads.usecase';
import { SetupLinksUsecase } from './usecases/setup-links.usecase';
import { EmbeddedSignupUsecase, type NumberProvisioner } from './usecases/embedded-signup.usecase';
import { UpstreamWebhooksUsecase } from './usecases/upstream-webhooks.usecase';
import { ProvisionedNumbersRepository } from './infra/db/provisioned-numbers.repository';
import { telephonyFromConfig } from './infra/telephony/telephony-client';
import { NumberVerificationClient } from './infra/upstream/number-verification.client';
import { ProvisioningUsecase } from './usecases/provisioning.usecase';

/** `RAW_FORWARD_RETRY_SCHEDULE` (comma-separated delays in ms) → the schedule; unset = the default. */
function parseSchedule(v: string | undefined): number[] | undefined {
  return v ? v.split(',').map((x) => Number(x.trim())) : undefined;
}

/** Days a webhook body's receipt is kept: the upstream redelivers for up to 7 days. */
const UPSTREAM_WEBHOOK_RECEIPT_DAYS = 8;

/** A running messaging-proxy: the gRPC service plus its HTTP listener. */
export type RunningMessagingProxy = RunningService & {
  /** Port of the HTTP listener (webhooks, onboarding pages, pass-through). */
  httpPort: number;
  /** Number provisioning of setup links (decision 0248): the port the signup flow calls. */
  provisioner: NumberProvisioner;
  /** Inbound media kept in the platform's storage (decision 0251); undefined when MEDIA_STORAGE is `none`. */
  storedMedia?: StoredMediaUsecase;
};

/**
 * Boots messaging-proxy: config → db (migrations) → bus (MESSAGING_PROXY stream, outbox relay)
 * → shared kv → use cases → HTTP listener + gRPC server with health → shutdown stack.
 */
export async function run(
  config: Config,
  opts: {
    logger?: Logger;
    clock?: Clock;
    /** Number provisioning of setup links in place of the service's own (decision 0248); tests. */
    provisioner?: NumberProvisioner;
  } = {},
): Promise<RunningMessagingProxy> {
  const { contracts, packageDefinitions } = loadContracts();
  const prices = parsePriceList(config.UPSTREAM_PRICE_LIST);
  const tokens = new AccessTokens(
    new SecretCipher(KeyRing.fromConfig(config.TOKEN_ENCRYPTION_KEY, config.TOKEN_ENCRYPTION_KEY_ID, config.TOKEN_ENCRYPTION_PREVIOUS_KEYS)),
  );
  let httpPort = 0;
  let provisioner: NumberProvisioner | undefined;
  let storedMedia: StoredMediaUsecase | undefined;
  const mediaStorage = mediaStorageFromConfig(config);
  const svc = await startService({
    name: 'messaging-proxy',
    config,
    migrations,
    streams: [MESSAGING_PROXY_STREAM, MESSAGING_PROXY_SENDS_STREAM],
    packageDefinitions: [packageDefinitions.messagingProxy],
    logger: opts.logger,
    clock: opts.clock,
    async wire({ db, bus, logger, clock, onShutdown }) {
      const kv = await createKv({ url: config.REDIS_URL, prefix: config.KV_PREFIX, logger });
      onShutdown('kv', () => kv.close());
      // Every upstream call made for a project, written in batches off the call's path (decision 0250).
      const externalLogs = new ExternalApiLogsRepository(db, clock);
      const externalLog = new ExternalApiLogWriter(externalLogs, clock, logger, { flushMs: 250, batchSize: 500, maxBuffered: 50_000 });
      onShutdown('external-api-log', () => externalLog.close());
      // Funding's and flows' upstream calls arrive over the bus into the same log (decision 0250, amendment).
      const upstreamCallSubs = await startUpstreamCallsConsumer({ bus, logger, writer: externalLog, now: () => clock.now() });
      onShutdown('upstream-calls-consumer', async () => {
        for (const sub of upstreamCallSubs) await sub.stop();
      });
      const observer = externalLog.observe;
      const graph = new GraphClient({
        baseUrl: config.UPSTREAM_BASE_URL,
        version: config.UPSTREAM_GRAPH_VERSION,
        appId: config.UPSTREAM_APP_ID,
        appSecret: config.UPSTREAM_APP_SECRET,
        timeoutMs: config.UPSTREAM_TIMEOUT_MS,
        logger,
        observer,
      });
      // Send-path reads from memory and Redis (decisions 0236, 0237).
      const invalidation = await createInvalidationBus(kv, logger);
      onShutdown('send-path-invalidation', () => invalidation.close());
      const sendPathCache = config.SEND_PATH_CACHE_TTL_MS > 0 ? new SendPathCache(invalidation, { ttlMs: config.SEND_PATH_CACHE_TTL_MS }) : undefined;
      const windows = new ServiceWindowStore(kv, logger);
      await windows.start(clock.now().getTime());
      onShutdown('service-windows', async () => windows.close());
      const phoneNumbers = new PhoneNumbersRepository(db);
      const threadsRepo = new ThreadsRepository(db);
      if (sendPathCache) {
        phoneNumbers.onChange(() => sendPathCache.numbersChanged());
        threadsRepo.onShared((projectId, phoneNumberId) => sendPathCache.sharedChanged(projectId, phoneNumberId));
      }
      const ctx: UsecaseContext = {
        db,
        kv,
        clock,
        logger,
        graph,
        tokens,
        prices,
        settings: {
          publicUrl: config.PUBLIC_URL,
          upstreamAppId: config.UPSTREAM_APP_ID,
          setupLinkTtlDays: config.SETUP_LINK_TTL_DAYS,
          healthCacheTtlMs: config.HEALTH_CACHE_TTL_MS,
          healthInFlightWaitMs: config.HEALTH_INFLIGHT_WAIT_MS,
          allowList: parseAllowList(config.WEBHOOK_ALLOWED_TARGETS),
          sandboxPhoneNumberId: config.SANDBOX_PHONE_NUMBER_ID,
          mediaLink: { key: mediaLinkKey(config.MEDIA_LINK_KEY), ttlSeconds: config.MEDIA_LINK_TTL_SECONDS },
        },
        customers: new CustomersRepository(db),
        setupLinks: new SetupLinksRepository(db),
        phoneNumbers,
        displayNames: new DisplayNamesRepository(db),
        media: new MediaRepository(db),
        templateIds: new TemplateIdsRepository(db),
        receipts: new WebhookReceiptsRepository(),
        rawForwards: new RawForwardsRepository(db),
        storedMedia: mediaStorage ? new StoredMediaRepository(db) : undefined,
        sendPathCache,
      };
      const customers = new CustomersUsecase(ctx);
      const numbers = new PhoneNumbersUsecase(ctx);
      // Number provisioning (decision 0248): the telephony provider, the upstream's verification calls, the flow.
      const telephony = telephonyFromConfig(config);
      const webhookBaseUrl = config.TELEPHONY_WEBHOOK_BASE_URL ?? config.PUBLIC_URL;
      const provisioning = new ProvisioningUsecase(ctx, {
        repo: new ProvisionedNumbersRepository(db),
        telephony,
        upstream: new NumberVerificationClient({
          baseUrl: config.UPSTREAM_BASE_URL,
          version: config.UPSTREAM_GRAPH_VERSION,
          timeoutMs: config.UPSTREAM_TIMEOUT_MS,
          logger,
          observer,
        }),
        settings: {
          webhookBaseUrl,
          codeWaitMs: config.PROVISIONING_CODE_WAIT_MS,
          leaseMs: config.PROVISIONING_LEASE_MS,
          pollMs: config.PROVISIONING_POLL_MS,
          maxAttempts: config.PROVISIONING_MAX_ATTEMPTS,
        },
      });
      provisioner = provisioning;
      const links = new SetupLinksUsecase(ctx, numbers);
      // Number provisioning (decision 0248) plugs in here; without a telephony account a link with
      // provision_phone_number fails its signup with a clear message (decision 0247).
      const signup = new EmbeddedSignupUsecase(ctx, numbers, links, opts.provisioner ?? (telephony ? provisioning : null));
      const linksSweeper = startSetupLinksSweeper({ links, logger, intervalMs: config.SETUP_LINK_SWEEP_INTERVAL_MS });
      onShutdown('setup-links-sweeper', () => linksSweeper.stop());
      // Log search (decision 0019) and the retention of its sources (issue 36 item 7).
      const logSearch = new LogSearchRepository(db, logger, {
        externalApiLogDays: config.EXTERNAL_API_LOG_RETENTION_DAYS,
        upstreamWebhookEventDays: config.UPSTREAM_WEBHOOK_EVENT_RETENTION_DAYS,
      });
      const retention = logRetentionSweeper({
        repo: logSearch,
        clock,
        logger,
        intervalMs: config.LOG_RETENTION_SWEEP_INTERVAL_MS,
        days: {
          external_api_logs: config.EXTERNAL_API_LOG_RETENTION_DAYS,
          upstream_webhook_events: config.UPSTREAM_WEBHOOK_EVENT_RETENTION_DAYS,
          upstream_webhook_receipts: UPSTREAM_WEBHOOK_RECEIPT_DAYS,
        },
      }).start();
      onShutdown('log-retention-sweeper', () => retention.stop());
      const health = new HealthUsecase(ctx);
      const names = new DisplayNamesUsecase(ctx);
      const upstream = new GraphStream({
        baseUrl: config.UPSTREAM_BASE_URL,
        defaultVersion: config.UPSTREAM_GRAPH_VERSION,
        timeoutMs: config.UPSTREAM_TIMEOUT_MS,
        mediaTimeoutMs: Math.max(config.UPSTREAM_TIMEOUT_MS, 300_000),
        logger,
        observer,
      });
      const calls = new CallsUsecase(ctx, {
        repo: new CallsRepository(db),
        upstream,
        recordingRetentionMs: config.CALL_RECORDING_RETENTION_HOURS * 3_600_000,
        transcriptionRetentionMs: config.CALL_TRANSCRIPTION_RETENTION_HOURS * 3_600_000,
      });
      const threads = new ThreadsUsecase(ctx, { repo: threadsRepo, upstream, cache: sendPathCache });
      const webhooks = new UpstreamWebhooksUsecase(ctx, calls, threads, windows, sendPathCache, { maxBatch: config.UPSTREAM_WEBHOOK_BATCH });
      // Inbound media fetched into the platform's storage off the receiver's path (decision 0251).
      if (mediaStorage && ctx.storedMedia) {
        const media = new StoredMediaUsecase(ctx, {
          repo: ctx.storedMedia,
          storage: mediaStorage,
          upstream,
          scheduleMs: parseSchedule(config.MEDIA_FETCH_RETRY_SCHEDULE) ?? DEFAULT_MEDIA_FETCH_SCHEDULE_MS,
          retentionDays: config.MEDIA_RETENTION_DAYS,
          tmpDir: join(tmpdir(), 'messaging-proxy-media'),
          pollMs: config.MEDIA_FETCH_POLL_MS,
        });
        media.start();
        const mediaSweeper = startMediaRetentionSweeper({ media, logger, intervalMs: config.MEDIA_RETENTION_SWEEP_INTERVAL_MS });
        onShutdown('stored-media', async () => {
          await mediaSweeper.stop();
          await media.stop();
        });
        storedMedia = media;
      }
      const passThrough = new PassThroughUsecase(ctx, { threads, storedMedia });
      const sendRecords = new SendsRepository(db, new WriteGroup(db, { begin: holdEvents, beforeCommit: flushEvents }));
      const forwardSender = createForwardSender({ allowList: ctx.settings.allowList, timeoutMs: config.RAW_FORWARD_TIMEOUT_MS });
      const forwards = new RawForwardsUsecase(ctx, {
        sender: forwardSender,
        repo: ctx.rawForwards,
        scheduleMs: parseSchedule(config.RAW_FORWARD_RETRY_SCHEDULE),
        pollMs: 500,
      });
      if (config.RAW_FORWARD_ENABLED) {
        forwards.start();
        onShutdown('raw-forwards', async () => {
          await forwards.stop();
          forwardSender.close();
        });
      }
      const contacts = contactsClient(config.CONTACTS_GRPC_ADDRESS);
      onShutdown('contacts-client', () => contacts.close());
      const funding = config.FUNDING_GRPC_ADDRESS ? fundingClient(config.FUNDING_GRPC_ADDRESS) : undefined;
      if (funding) onShutdown('funding-client', () => funding.close());
      const sendGuard = new SendGuardUsecase(ctx, { contacts, funding, upstream, windows, invalidation: sendPathCache ? invalidation : undefined });
      // A forward's record holds its key for the upstream deadline and a margin (decision 0240).
      const forwardLeaseMs = Math.max(config.SEND_FORWARD_LEASE_MS ?? config.UPSTREAM_TIMEOUT_MS + 20_000, config.UPSTREAM_TIMEOUT_MS + 1_000);
      const sends = new SendsUsecase(ctx, { upstream, sendGuard, records: sendRecords, threads, forwardLeaseMs });
      const reconciler = new SendReconcilerUsecase(ctx, {
        records: sendRecords,
        reconciliation: new SendRecordsReconciliation(db),
        options: { intervalMs: config.SEND_RECONCILE_INTERVAL_MS, outcomeDeadlineMs: config.SEND_OUTCOME_DEADLINE_MS, sightingAgeMs: forwardLeaseMs },
      });
      reconciler.start();
      onShutdown('send-reconciler', () => reconciler.stop());

      const http = await listenHttp(
        createHttpApp({
          db,
          logger,
          graph,
          tokens,
          phoneNumbers: ctx.phoneNumbers,
          setupLinks: links,
          signup,
          signupPage: {
            appId: config.UPSTREAM_APP_ID,
            configId: config.UPSTREAM_SIGNUP_CONFIG_ID,
            graphVersion: config.UPSTREAM_GRAPH_VERSION,
            sdkOrigin: config.UPSTREAM_SIGNUP_SDK_ORIGIN ?? config.UPSTREAM_BASE_URL,
            windowOrigin: config.UPSTREAM_SIGNUP_WINDOW_ORIGIN ?? config.UPSTREAM_BASE_URL,
          },
          webhooks,
          upstream,
          passThrough,
          sends,
          contacts,
          calls,
          appSecret: config.UPSTREAM_APP_SECRET,
          verifyToken: config.UPSTREAM_WEBHOOK_VERIFY_TOKEN,
          publicUrl: config.PUBLIC_URL,
          telephony,
          provisioning,
          telephonyWebhookBaseUrl: webhookBaseUrl,
        }),
        config.HTTP_PORT,
        config.HTTP_HOST,
      );
      httpPort = http.port;
      onShutdown(
        'http',
        () =>
          new Promise<void>((resolve) => {
            http.server.close(() => resolve());
            http.server.closeIdleConnections();
          }),
      );
      logger.info({ port: http.port }, 'messaging-proxy http listening');

      // Project and UUID id guards run in the handler wrapper (@platform/grpc), declared here per RPC.
      const h = <Req, Res>(fn: (req: Req) => Promise<Res>, uuids: string[] = []) => unaryHandler(fn, { logger, uuids });
      const implementation: messagingProxy.MessagingProxyServiceHandlers = {
        CreateCustomer: h(createCustomerRpc(customers)),
        GetCustomer: h(getCustomerRpc(customers), ['customer_id']),
        ListCustomers: h(listCustomersRpc(customers)),
        UpdateCustomer: h(updateCustomerRpc(customers), ['customer_id']),
        DeleteCustomer: h(deleteCustomerRpc(customers), ['customer_id']),
        CreateSetupLink: h(createSetupLinkRpc(links), ['customer_id']),
        ListSetupLinks: h(listSetupLinksRpc(links), ['customer_id']),
        GetSetupLink: h(getSetupLinkRpc(links), ['customer_id', 'setup_link_id']),
        RevokeSetupLink: h(revokeSetupLinkRpc(links), ['customer_id', 'setup_link_id']),
        ConnectPhoneNumber: h(connectPhoneNumberRpc(numbers), ['customer_id']),
        ListPhoneNumbers: h(listPhoneNumbersRpc(numbers)),
        GetPhoneNumber: h(getPhoneNumberRpc(numbers)),
        UpdatePhoneNumber: h(updatePhoneNumberRpc(numbers)),
        CheckPhoneNumberHealth: h(checkPhoneNumberHealthRpc(health)),
        CreateDisplayNameRequest: h(createDisplayNameRequestRpc(names)),
        ListDisplayNameRequests: h(listDisplayNameRequestsRpc(names)),
        GetDisplayNameRequest: h(getDisplayNameRequestRpc(names), ['request_id']),
        SendMessage: h(sendMessageRpc(sends, upstream.defaultVersion)),
        SendMessages: sendMessagesRpc(sends, upstream.defaultVersion, logger),
        GetSendingProfile: h(getSendingProfileRpc(ctx)),
        ControlThread: h(controlThreadRpc(ctx, threads, upstream.defaultVersion)),
        ListMessageTemplates: h(listMessageTemplatesRpc(ctx)),
        ListExternalApiLogs: h(listExternalApiLogsRpc(externalLogs)),
        SearchLogs: h(searchLogsRpc(logSearch)),
        ListCalls: h(listCallsRpc(calls)),
      };
      return [{ name: 'svc.messaging_proxy.v1.MessagingProxyService', definition: contracts.messagingProxy.MessagingProxyService.service, implementation }];
    },
  });
  return Object.assign(svc, { httpPort, provisioner: provisioner!, storedMedia });
}
