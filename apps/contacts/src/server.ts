import { loadContracts, type contacts } from '@platform/contracts';
import { unaryHandler } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import { startService, type RunningService } from '@platform/service';
import type { Config } from './config';
import { startConversationsSweeper } from './inbound/conversations.sweeper';
import { logRetentionSweeper } from './inbound/log-retention.sweeper';
import { startMessagingProxyConsumer } from './inbound/messaging-proxy.consumer';
import { AssignmentsRepository } from './infra/db/assignments.repository';
import { ContactsRepository } from './infra/db/contacts.repository';
import { ConversationsRepository } from './infra/db/conversations.repository';
import { LogSearchRepository } from './infra/db/log-search.repository';
import { MessagesRepository } from './infra/db/messages.repository';
import { NotesRepository } from './infra/db/notes.repository';
import { SandboxSessionsRepository } from './infra/db/sandbox-sessions.repository';
import { ThreadsRepository } from './infra/db/threads.repository';
import { CONTACTS_STREAM } from './infra/events/publisher';
import { migrations } from './migrations';
import { checkMarketingStopsRpc } from './rpc/check-marketing-stops.rpc';
import { countConversationsRpc } from './rpc/count-conversations.rpc';
import { createConversationAssignmentRpc } from './rpc/create-conversation-assignment.rpc';
import { endUserAssignmentsRpc } from './rpc/end-user-assignments.rpc';
import { createConversationNoteRpc } from './rpc/create-conversation-note.rpc';
import { createSandboxSessionRpc } from './rpc/create-sandbox-session.rpc';
import { deleteContactRpc } from './rpc/delete-contact.rpc';
import { getContactRpc } from './rpc/get-contact.rpc';
import { getConversationRpc } from './rpc/get-conversation.rpc';
import { getMessageStatsRpc } from './rpc/get-message-stats.rpc';
import { MessageStatsRepository } from './infra/db/message-stats.repository';
import { getMessageRpc } from './rpc/get-message.rpc';
import { getSandboxSessionRpc } from './rpc/get-sandbox-session.rpc';
import { listContactsRpc } from './rpc/list-contacts.rpc';
import { listConversationAssignmentsRpc } from './rpc/list-conversation-assignments.rpc';
import { listConversationNotesRpc } from './rpc/list-conversation-notes.rpc';
import { listConversationsRpc } from './rpc/list-conversations.rpc';
import { listMarketingPreferencesRpc } from './rpc/list-marketing-preferences.rpc';
import { listMessagesRpc } from './rpc/list-messages.rpc';
import { listSandboxSessionsRpc } from './rpc/list-sandbox-sessions.rpc';
import { markConversationReadRpc } from './rpc/mark-conversation-read.rpc';
import { searchLogsRpc } from './rpc/search-logs.rpc';
import { updateContactRpc } from './rpc/update-contact.rpc';
import { updateConversationAssignmentRpc } from './rpc/update-conversation-assignment.rpc';
import { updateConversationRpc } from './rpc/update-conversation.rpc';
import { ContactsUsecase } from './usecases/contacts.usecase';
import type { UsecaseContext, UsecaseSettings } from './usecases/context';
import { ConversationEventsUsecase } from './usecases/conversation-events.usecase';
import { ConversationLifecycleUsecase } from './usecases/conversation-lifecycle.usecase';
import { IdentitiesUsecase } from './usecases/identities.usecase';
import { InboxUsecase } from './usecases/inbox.usecase';
import { InboundUsecase } from './usecases/inbound.usecase';
import { MessageStoreUsecase } from './usecases/message-store.usecase';
import { OutboundUsecase } from './usecases/outbound.usecase';
import { StatusesUsecase } from './usecases/statuses.usecase';
import { PreferencesUsecase } from './usecases/preferences.usecase';
import { SandboxUsecase } from './usecases/sandbox.usecase';
import { ThreadsUsecase } from './usecases/threads.usecase';

/** The use-case settings slice of the config. */
export function usecaseSettings(config: Config): UsecaseSettings {
  return {
    inactiveAfterMs: config.CONVERSATION_INACTIVE_MINUTES * 60_000,
    endAfterMs: config.CONVERSATION_END_HOURS * 3_600_000,
    sandbox: config.SANDBOX_PHONE_NUMBER_ID
      ? { phoneNumberId: config.SANDBOX_PHONE_NUMBER_ID, displayPhoneNumber: config.SANDBOX_DISPLAY_PHONE_NUMBER ?? `+${config.SANDBOX_PHONE_NUMBER_ID}` }
      : undefined,
  };
}

/** The use cases on one context (server.ts and tests wire them the same way). */
export function buildUsecases(ctx: UsecaseContext) {
  const preferences = new PreferencesUsecase(ctx);
  const threads = new ThreadsUsecase(ctx, new ThreadsRepository(ctx.db));
  const events = new ConversationEventsUsecase(ctx, threads);
  const lifecycle = new ConversationLifecycleUsecase(ctx, events);
  // The sandbox closes a superseded session's conversations through the lifecycle use case.
  const sandbox = new SandboxUsecase(ctx, async (trx, sessionId, now) => {
    await lifecycle.endConversations(trx, await ctx.conversations.openOfSession(trx, sessionId), now);
  });
  const store = new MessageStoreUsecase(ctx, events);
  const statuses = new StatusesUsecase(ctx, preferences, events);
  const identities = new IdentitiesUsecase(ctx, preferences);
  const inbound = new InboundUsecase(ctx, sandbox, store, statuses, identities, events);
  const outbound = new OutboundUsecase(ctx, preferences, store, events);
  const inbox = new InboxUsecase(ctx, new AssignmentsRepository(ctx.db), new NotesRepository(ctx.db));
  return { preferences, sandbox, inbound, outbound, lifecycle, threads, inbox, contacts: new ContactsUsecase(ctx) };
}

/**
 * Boots contacts: config → db (migrations) → bus (stream CONTACTS, outbox relay) → use cases on one
 * context → messaging-proxy consumer, the conversations sweeper and the log retention sweeper → gRPC server with health →
 * shutdown stack.
 */
export function run(config: Config, opts: { logger?: Logger; clock?: Clock } = {}): Promise<RunningService> {
  const { contracts, packageDefinitions } = loadContracts();
  return startService({
    name: 'contacts',
    config,
    migrations,
    streams: [CONTACTS_STREAM],
    packageDefinitions: [packageDefinitions.contacts],
    logger: opts.logger,
    clock: opts.clock,
    async wire({ db, bus, logger, clock, onShutdown }) {
      const ctx: UsecaseContext = {
        db,
        clock,
        logger,
        settings: usecaseSettings(config),
        contacts: new ContactsRepository(db),
        conversations: new ConversationsRepository(db),
        messages: new MessagesRepository(db),
        sessions: new SandboxSessionsRepository(db),
      };
      const uc = buildUsecases(ctx);
      if (config.CONTACTS_CONSUMER_ENABLED) {
        const sub = await startMessagingProxyConsumer({
          db,
          bus,
          logger,
          inbound: uc.inbound,
          outbound: uc.outbound,
          preferences: uc.preferences,
          threads: uc.threads,
          lanes: config.CONTACTS_CONSUMER_CONCURRENCY,
          maxBatch: config.CONTACTS_CONSUMER_BATCH,
        });
        onShutdown('messaging-proxy-consumer', () => sub.stop());
      }
      if (config.CONVERSATION_SWEEP_MS > 0) {
        const sweeper = startConversationsSweeper({ lifecycle: uc.lifecycle, inbox: uc.inbox, logger, intervalMs: config.CONVERSATION_SWEEP_MS });
        onShutdown('conversations-sweeper', () => sweeper.stop());
      }
      const logSearch = new LogSearchRepository(db, logger, { messageEventRetentionDays: config.MESSAGE_EVENT_RETENTION_DAYS });
      const retention = logRetentionSweeper({ repo: logSearch, clock, logger, retentionDays: config.MESSAGE_EVENT_RETENTION_DAYS }).start();
      onShutdown('log-retention-sweeper', () => retention.stop());
      const h = { logger };
      const implementation: contacts.ContactsServiceHandlers = {
        GetContact: unaryHandler(getContactRpc(ctx.contacts), h),
        ListContacts: unaryHandler(listContactsRpc(ctx.contacts), h),
        UpdateContact: unaryHandler(updateContactRpc(uc.contacts), h),
        DeleteContact: unaryHandler(deleteContactRpc(uc.contacts), h),
        ListMarketingPreferences: unaryHandler(listMarketingPreferencesRpc(ctx.contacts), h),
        CheckMarketingStops: unaryHandler(checkMarketingStopsRpc(ctx.contacts), h),
        ListConversations: unaryHandler(listConversationsRpc(ctx.conversations), { ...h, optionalUuids: ['reader_user_id'] }),
        GetConversation: unaryHandler(getConversationRpc(ctx.conversations), { ...h, uuids: ['conversation_id'] }),
        UpdateConversation: unaryHandler(updateConversationRpc(uc.inbox), { ...h, uuids: ['conversation_id'], optionalUuids: ['by_user_id'] }),
        CountConversations: unaryHandler(countConversationsRpc(ctx.conversations), { ...h, optionalUuids: ['me_user_id'] }),
        CreateConversationAssignment: unaryHandler(createConversationAssignmentRpc(uc.inbox), {
          ...h,
          uuids: ['conversation_id', 'user_id'],
          optionalUuids: ['created_by_user_id'],
        }),
        UpdateConversationAssignment: unaryHandler(updateConversationAssignmentRpc(uc.inbox), {
          ...h,
          uuids: ['conversation_id', 'assignment_id'],
          optionalUuids: ['user_id', 'by_user_id'],
        }),
        EndUserAssignments: unaryHandler(endUserAssignmentsRpc(uc.inbox), { ...h, uuids: ['user_id'], optionalUuids: ['by_user_id'] }),
        MarkConversationRead: unaryHandler(markConversationReadRpc(uc.inbox), { ...h, uuids: ['conversation_id'], optionalUuids: ['user_id'] }),
        CreateConversationNote: unaryHandler(createConversationNoteRpc(uc.inbox), { ...h, uuids: ['conversation_id'] }),
        ListConversationNotes: unaryHandler(listConversationNotesRpc(ctx.conversations, new NotesRepository(db)), { ...h, uuids: ['conversation_id'] }),
        ListConversationAssignments: unaryHandler(listConversationAssignmentsRpc(ctx.conversations, new AssignmentsRepository(db)), {
          ...h,
          uuids: ['conversation_id'],
        }),
        ListMessages: unaryHandler(listMessagesRpc(ctx.messages), { ...h, optionalUuids: ['conversation_id'] }),
        GetMessage: unaryHandler(getMessageRpc(ctx.messages), h),
        GetMessageStats: unaryHandler(getMessageStatsRpc(new MessageStatsRepository(db)), h),
        CreateSandboxSession: unaryHandler(createSandboxSessionRpc(uc.sandbox), h),
        ListSandboxSessions: unaryHandler(listSandboxSessionsRpc(uc.sandbox, ctx.sessions), h),
        GetSandboxSession: unaryHandler(getSandboxSessionRpc(uc.sandbox, ctx.sessions), { ...h, uuids: ['session_id'] }),
        SearchLogs: unaryHandler(searchLogsRpc(logSearch), h),
      };
      return [{ name: 'svc.contacts.v1.ContactsService', definition: contracts.contacts.ContactsService.service, implementation }];
    },
  });
}
