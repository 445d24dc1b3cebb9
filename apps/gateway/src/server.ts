import { randomUUID } from 'node:crypto';
import { McpApprovals } from './mcp/approvals';
import { McpApprovalsRepository } from './mcp/approvals.repository';
import { answerClientErrorsAsJson } from '@platform/errors';
import type { Server } from 'node:http';
import { createDb, type Db } from '@platform/db';
import { AuditWriter } from './audit/audit.writer';
import { mediaLinkKey } from '@platform/crypto';
import { createLogger, type Logger } from '@platform/logger';
import { grpcInstrumented } from '@platform/telemetry';
import { ShutdownStack, systemClock, type Clock } from '@platform/runtime';
import type { GatewayConfig } from './config';
import { createGatewayApp } from './http/app';
import { closeServer } from './http/close-server';
import { KvGatewayLimiter } from './http/limiter';
import { BASE_PATH } from './http/surface';
import { IdempotencyKeysRepository } from './idempotency/idempotency-keys.repository';
import { startPeriodicPurge } from './purge';
import type { ApiKeysRepository } from './keys/api-keys.repository';
import { Authenticator } from './keys/authenticator';
import { KeyUsageWriter } from './keys/key-usage.writer';
import { ApiLogRepository } from './logs/api-log.repository';
import { LogSearchRepository } from './logs/log-search.repository';
import { LogSearchUsecase } from './usecases/log-search.usecase';
import { ApiLogWriter } from './logs/api-log.writer';
import { migrations } from './migrations';
import { createClients, type Clients } from './routes/clients';
import { routeTable } from './routes';
import type { StreamSink } from './routes/route';
import { consoleMailer, smtpMailer } from './people/mailer';
import { ApiKeysUsecase } from './usecases/api-keys.usecase';
import { AuditUsecase } from './usecases/audit.usecase';
import { createUsecaseContext, peopleCipher } from './usecases/context';
import { ProjectsUsecase } from './usecases/projects.usecase';
import { ProjectPlans } from './projects/project-plans';
import { SessionsUsecase } from './usecases/sessions.usecase';
import { InboxEmbedsUsecase } from './usecases/inbox-embeds.usecase';
import { UsersUsecase } from './usecases/users.usecase';
import { APP_ROOT } from './http/surface';
import { createBus } from '@platform/bus';
import type { Response } from 'express';
import { localLiveNotifications, redisLiveNotifications } from './notifications/live-notifications';
import { startNotificationMailSweeper } from './notifications/notification-mails.sweeper';
import { startNotificationConsumers } from './notifications/notifications.consumer';
import { LiveLog } from './live/live-events';
import { startLiveConsumer } from './live/live.consumer';
import { localLiveFanOut, redisLiveFanOut } from './live/live-fanout';
import { NotificationsUsecase } from './usecases/notifications.usecase';

/** A running gateway. */
export interface RunningGateway {
  port: number;
  url: string;
  db: Db;
  /** Projects (admin commands, the all-in-one's demo project, tests). */
  projects: ProjectsUsecase;
  /** API keys: the `/api_keys` routes' and the admin CLI's one code path. */
  keys: ApiKeysUsecase;
  /** People of projects and their roles: the `/users` routes', the demo owner's and the admin CLI's one code path. */
  users: UsersUsecase;
  /** Dashboard sign-in and sessions. */
  sessions: SessionsUsecase;
  /** The audit log's explicit records (the admin CLI's commands, a person's own changes; decision 0016). */
  audit: AuditUsecase;
  /** People's notifications (decision 0020): made by the bus consumers, read by the dashboard. */
  notifications: NotificationsUsecase;
  /** The audit log's batched writer of the route records. */
  auditWriter: AuditWriter;
  /** API key rows (the authenticator's lookups). */
  apiKeys: ApiKeysRepository;
  logWriter: ApiLogWriter | undefined;
  authenticator: Authenticator;
  /** Batched writer of the keys' last use. */
  keyUsage: KeyUsageWriter;
  /** gRPC clients of the services (the admin endpoint of the all-in-one mode uses them). */
  clients: Clients;
  /** Graceful stop: stop accepting, finish in-flight requests, flush request logs, close engines. */
  stop(): Promise<void>;
}

/**
 * Boots the gateway: db (gateway schema) → limiter (Redis or memory) → gRPC clients → HTTP server.
 * Shutdown runs in reverse; the request-log writer flushes after the server has drained.
 */
export async function runGateway(config: GatewayConfig, opts: { logger?: Logger; clock?: Clock } = {}): Promise<RunningGateway> {
  const logger = opts.logger ?? createLogger({ name: 'gateway', level: config.LOG_LEVEL });
  const clock = opts.clock ?? systemClock;
  const stack = new ShutdownStack({ logger });
  try {
    const db = await createDb({ url: config.DATABASE_URL, schema: config.DB_SCHEMA, migrations, dataDir: `${config.DATA_DIR}/pglite`, logger });
    stack.push('db', () => db.close());
    if (config.MIGRATE_ONLY) {
      logger.info('gateway: migrations applied (MIGRATE_ONLY), exiting');
      await stack.run();
      process.exit(0);
    }

    const limiter = await KvGatewayLimiter.create({
      redisUrl: config.REDIS_URL,
      prefix: config.REDIS_PREFIX,
      onRedisDown: config.RATE_LIMIT_REDIS_DOWN,
      commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS,
    });
    stack.push('limiter', () => limiter.close());

    // A key revoked or rotated through this replica is forgotten here at once (others revalidate).
    // (Called only while serving requests, after `auth` below exists.)
    const mailer = config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : consoleMailer();
    stack.push('mailer', () => mailer.close());
    // Links in mails start with {app_url}: APP_URL, else PUBLIC_URL or this server's own address + /app (known once listening).
    let listeningOn = `http://127.0.0.1:${config.HTTP_PORT}`;
    const appUrl = () => (config.APP_URL ?? `${config.PUBLIC_URL ?? listeningOn}${APP_ROOT}`).replace(/\/$/, '');
    const ctx = createUsecaseContext(db, clock, peopleCipher(config), (keyId) => auth.forget(keyId), { mailer, appUrl });
    const projects = new ProjectsUsecase(ctx);
    const keys = new ApiKeysUsecase(ctx);
    // A removed member's assignments end in contacts (decision 0024); `clients` exists before any request.
    const users = new UsersUsecase(ctx, {
      async endAll(projectId, userId, byUserId) {
        await clients.call(
          'contacts',
          'EndUserAssignments',
          { project_id: projectId, user_id: userId, by_user_id: byUserId ?? undefined },
          { deadlineMs: 5_000, requestId: randomUUID() },
        );
      },
    });
    const sessions = new SessionsUsecase(ctx);
    const inboxEmbeds = new InboxEmbedsUsecase(ctx);
    const apiLogs = new ApiLogRepository(db, clock);
    const mcpApprovals = new McpApprovalsRepository(db);
    const logSearch = new LogSearchUsecase(new LogSearchRepository(db, logger, config.API_LOG_RETENTION_DAYS));
    const logWriter = config.API_LOG_ENABLED
      ? new ApiLogWriter(db, logger, { flushMs: config.API_LOG_FLUSH_MS, batchSize: config.API_LOG_BATCH_SIZE })
      : undefined;
    if (logWriter) stack.push('api-log-writer', () => logWriter.close());
    // The audit log (decision 0016) is always on: batched like the request log, flushed after the server drained.
    const auditWriter = new AuditWriter(ctx.audit, logger, { flushMs: config.API_LOG_FLUSH_MS, batchSize: config.API_LOG_BATCH_SIZE });
    stack.push('audit-writer', () => auditWriter.close());
    const audit = new AuditUsecase(ctx, auditWriter);

    // Notifications (decision 0020): consumers of the services' events, the live fan-out, the mail sender.
    const notifications = new NotificationsUsecase(ctx, logger, {
      maxAttempts: config.NOTIFICATION_MAIL_MAX_ATTEMPTS,
      retryBaseMs: config.NOTIFICATION_MAIL_RETRY_MS,
    });
    const live = config.REDIS_URL ? redisLiveNotifications(config.REDIS_URL, config.REDIS_PREFIX, logger) : localLiveNotifications();
    stack.push('notifications-live', () => live.close());
    const mails = startNotificationMailSweeper(notifications, logger, config.NOTIFICATION_MAIL_INTERVAL_MS);
    stack.push('notification-mails', () => mails.stop());
    const bus = await createBus({ url: config.NATS_URL, namespace: config.BUS_NAMESPACE || undefined, name: 'gateway' });
    stack.push('bus', () => bus.close());
    const notificationConsumers = await startNotificationConsumers({
      db,
      bus,
      logger,
      notifications,
      onCommitted(rows) {
        mails.wake();
        for (const n of rows) live.publish(n).catch((err) => logger.warn({ err }, 'notifications: live publish failed (the list still has it)'));
      },
    });
    stack.push('notification-consumers', () => notificationConsumers.stop());
    // The live conversations stream (decision 0022): contacts' events → the per-project replay log.
    const liveLog = new LiveLog({ maxPerProject: config.LIVE_WINDOW_EVENTS, maxAgeMs: config.LIVE_WINDOW_MS });
    const liveFanOut = config.REDIS_URL ? redisLiveFanOut(config.REDIS_URL, config.REDIS_PREFIX, liveLog, logger) : localLiveFanOut(liveLog);
    stack.push('live-fanout', () => liveFanOut.close());
    const liveSweep = setInterval(() => liveLog.sweep(), 60_000);
    liveSweep.unref();
    stack.push('live-sweep', async () => clearInterval(liveSweep));
    const liveConsumer = await startLiveConsumer({ db, bus, logger, onChange: (c) => liveFanOut.publish(c) });
    stack.push('live-consumer', () => liveConsumer.stop());
    const streams = new Set<Response>();
    // Webhook listeners' streams (decision 0028): frames on the bus's core subjects, keep-alives to webhooks.
    const listenerStreams = {
      listen: bus.listen.bind(bus),
      heartbeatMs: config.NOTIFICATION_STREAM_HEARTBEAT_MS,
      keepEveryMs: config.WEBHOOK_LISTENER_KEEP_MS,
      open: new Set<StreamSink>(),
      logger,
    };

    const clients = createClients(
      {
        funding: config.FUNDING_GRPC_ADDRESS,
        messagingProxy: config.MESSAGING_PROXY_GRPC_ADDRESS,
        flows: config.FLOWS_GRPC_ADDRESS,
        broadcasts: config.BROADCASTS_GRPC_ADDRESS,
        contacts: config.CONTACTS_GRPC_ADDRESS,
        workflowsAgent: config.WORKFLOWS_AGENT_GRPC_ADDRESS,
        webhooks: config.WEBHOOKS_GRPC_ADDRESS,
      },
      // On the embedded database (the all-in-one) a client's calls go ahead of background work at its one session (decision 0030).
      { requestLane: db.kind === 'pglite' },
    );
    stack.push('grpc-clients', () => clients.close());

    const auth = new Authenticator(ctx.apiKeys, {
      maxStaleMs: config.API_KEY_CACHE_TTL_MS,
      revalidateMs: config.API_KEY_REVALIDATE_MS,
      onRevalidateError: (err) => logger.warn({ err }, 'API key revalidation failed; cached keys age out after API_KEY_CACHE_TTL_MS'),
      now: () => clock.now().getTime(),
    });
    stack.push('authenticator', () => auth.close());
    const keyUsage = new KeyUsageWriter(ctx.apiKeys, logger, config.API_KEY_USAGE_FLUSH_MS);
    stack.push('key-usage-writer', () => keyUsage.close());
    const idempotencyKeys = new IdempotencyKeysRepository(db);
    // Expired idempotency keys (24 h), and sessions and password resets that can no longer be used.
    stack.push(
      'idempotency-key-purge',
      startPeriodicPurge('idempotency keys', (n) => idempotencyKeys.purgeExpired(n), logger),
    );
    stack.push(
      'session-purge',
      startPeriodicPurge('sessions', (n) => ctx.sessions.purgeClosed(clock.now(), n), logger),
    );
    stack.push(
      'notification-purge',
      startPeriodicPurge('notifications', (n) => notifications.purgeOlderThan(config.NOTIFICATION_RETENTION_DAYS, n), logger),
    );
    stack.push(
      'password-reset-purge',
      startPeriodicPurge('password resets', (n) => ctx.people.purgeSpentResets(clock.now(), n), logger),
    );
    // The request log's retention (API_LOG_RETENTION_DAYS, decision 0019).
    stack.push(
      'api-log-purge',
      startPeriodicPurge(
        'request logs',
        (n) => apiLogs.deleteOlderThan(new Date(clock.now().getTime() - config.API_LOG_RETENTION_DAYS * 86_400_000), n),
        logger,
      ),
    );
    // Approvals of MCP tool calls are kept as long as the request log (decision 0029).
    stack.push(
      'mcp-approval-purge',
      startPeriodicPurge(
        'MCP approvals',
        (n) => mcpApprovals.deleteOlderThan(new Date(clock.now().getTime() - config.API_LOG_RETENTION_DAYS * 86_400_000), n),
        logger,
      ),
    );
    const app = createGatewayApp({
      authenticator: auth,
      keyUsage,
      limiter,
      logWriter,
      clients,
      auditWriter,
      routes: routeTable({
        apiLogs,
        apiKeys: keys,
        users,
        inboxEmbeds,
        auditEvents: ctx.audit,
        logSearch,
        listenerStreams,
        mcpApprovals: new McpApprovals(mcpApprovals, () => clock.now()),
        clock,
        basePath: BASE_PATH,
      }),
      mcpApprovals,
      inboxEmbeds,
      dashboardDir: config.DASHBOARD_DIR || undefined,
      people: {
        sessions,
        users,
        people: ctx.people,
        audit,
        notifications: { notifications, live, heartbeatMs: config.NOTIFICATION_STREAM_HEARTBEAT_MS, streams },
        live: {
          log: liveLog,
          requireMembership: (userId, projectId) => notifications.requireMembership(userId, projectId),
          heartbeatMs: config.NOTIFICATION_STREAM_HEARTBEAT_MS,
          streams,
        },
        alwaysSecure: config.SESSION_COOKIE_SECURE || (config.APP_URL?.startsWith('https:') ?? false),
      },
      idempotencyKeys,
      clock,
      logger,
      trustProxy: config.TRUST_PROXY,
      bodyLimit: config.BODY_LIMIT,
      publicUrl: config.PUBLIC_URL,
      appUrl: config.APP_URL,
      messagingProxyHttpUrl: config.MESSAGING_PROXY_HTTP_URL,
      mediaLinks: { key: mediaLinkKey(config.MEDIA_LINK_KEY), plans: new ProjectPlans(ctx.projects, config.API_KEY_CACHE_TTL_MS) },
      // Explicit unless this process also runs the grpc instrumentation (the all-in-one), whose
      // client spans follow the active context.
      tracing: config.OTEL_SDK_DISABLED ? 'off' : grpcInstrumented() ? 'active' : 'explicit',
    });
    const server: Server = await new Promise((resolve, reject) => {
      const s = app.listen(config.HTTP_PORT, config.HTTP_HOST, () => resolve(s));
      answerClientErrorsAsJson(s);
      s.once('error', reject);
    });
    server.keepAliveTimeout = 65_000;
    stack.push('http-server', () => closeServer(server, config.SHUTDOWN_GRACE_MS));
    // Open notification streams never end by themselves: ended first, so the server can drain.
    stack.push('notification-streams', async () => {
      for (const res of streams) res.end();
      for (const sink of listenerStreams.open) sink.end();
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.HTTP_PORT;
    const url = `http://127.0.0.1:${port}`;
    listeningOn = url;
    logger.info({ port, db: db.kind, redis: Boolean(config.REDIS_URL) }, 'gateway listening');
    return {
      port,
      url,
      db,
      projects,
      keys,
      users,
      sessions,
      audit,
      notifications,
      auditWriter,
      apiKeys: ctx.apiKeys,
      logWriter,
      authenticator: auth,
      keyUsage,
      clients,
      stop: () => stack.run(),
    };
  } catch (err) {
    await stack.run();
    throw err;
  }
}
