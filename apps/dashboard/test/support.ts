/**
 * Support of the dashboard's browser test: the real gateway (in-process, port 0, its own schema and
 * Redis prefix) serving a fresh build of the dashboard, and the contacts service faked at its generated
 * gRPC contract (conversations kept in memory per project; the inbox's filters and counts of decision 0507).
 */
import { configSchema, runGateway, type RunningGateway } from '@app/gateway';
import { loadContracts, type contacts } from '@platform/contracts';
import { notFound } from '@platform/errors';
import { startGrpcServer, unaryHandler, type GrpcServerHandle } from '@platform/grpc';
import { createLogger } from '@platform/logger';
import { dropSchema, testInfra, uniqueName } from '@platform/testing';

/** A conversation of the fake contacts service. */
export interface FakeConversation {
  id: string;
  project_id: string;
  contact_name: string;
  phone_number: string;
  last_active_at: string;
  last_message_text: string;
  /** Default `open`. */
  inbox_status?: 'open' | 'pending' | 'resolved' | 'snoozed';
  assigned_user_id?: string;
  /** The reader's unread messages (one reader in these tests). */
  unread_count?: number;
  last_message_direction?: 'inbound' | 'outbound';
}

/** The fake contacts service. */
export interface FakeContacts {
  address: string;
  conversations: FakeConversation[];
  close(): Promise<void>;
}

const wire = (c: FakeConversation): contacts.Conversation => ({
  id: c.id,
  phone_number_id: '4001',
  contact_id: c.id,
  phone_number: c.phone_number,
  contact_name: c.contact_name,
  status: 'active',
  inactive: false,
  last_active_at: c.last_active_at,
  messages_count: 3,
  inbound_count: 2,
  outbound_count: 1,
  last_message_text: c.last_message_text,
  last_message_direction: c.last_message_direction ?? 'inbound',
  last_message_at: c.last_active_at,
  created_at: c.last_active_at,
  updated_at: c.last_active_at,
  inbox_status: c.inbox_status ?? 'open',
  assigned_user_id: c.assigned_user_id,
  unread_count: c.unread_count ?? 0,
});

/** The filters of ListConversations and CountConversations the inbox sends (`assignee` is a user id or `unassigned`). */
type Filters = Pick<contacts.ListConversationsRequest__Output, 'project_id' | 'inbox_status' | 'assignee' | 'q' | 'unread'>;

function matches(c: FakeConversation, f: Filters, except?: 'inbox_status' | 'assignee'): boolean {
  if (c.project_id !== f.project_id) return false;
  if (except !== 'inbox_status' && f.inbox_status && (c.inbox_status ?? 'open') !== f.inbox_status) return false;
  if (except !== 'assignee' && f.assignee && (f.assignee === 'unassigned' ? Boolean(c.assigned_user_id) : c.assigned_user_id !== f.assignee)) return false;
  if (f.q && !c.contact_name.toLowerCase().includes(f.q.toLowerCase()) && !c.phone_number.includes(f.q)) return false;
  if (f.unread && !(c.unread_count ?? 0)) return false;
  return true;
}

/**
 * Starts the fake on port 0: ListConversations (newest activity first, as the service answers, cursor
 * paged; inbox status, assignee, search and unread filters), CountConversations and GetConversation, per project.
 */
export async function startFakeContacts(): Promise<FakeContacts> {
  const { contracts, packageDefinitions } = loadContracts();
  const conversations: FakeConversation[] = [];
  const implementation: Partial<contacts.ContactsServiceHandlers> = {
    ListConversations: unaryHandler(async (req: contacts.ListConversationsRequest__Output) => {
      const mine = conversations.filter((c) => matches(c, req)).sort((a, b) => b.last_active_at.localeCompare(a.last_active_at));
      // Cursor paging as the service does it: `after` is the id of the last row of the previous page.
      const from = req.after ? mine.findIndex((c) => c.id === req.after) + 1 : 0;
      const page = mine.slice(from, from + (req.limit || 25));
      const hasOlder = from + page.length < mine.length;
      return {
        conversations: page.map(wire),
        before_cursor: '',
        after_cursor: hasOlder ? page[page.length - 1]!.id : '',
        has_older: hasOlder,
        has_newer: false,
      };
    }),
    CountConversations: unaryHandler(async (req: contacts.CountConversationsRequest__Output) => {
      const byStatus = conversations.filter((c) => matches(c, req, 'inbox_status'));
      const byAssignee = conversations.filter((c) => matches(c, req, 'assignee'));
      const status = (s: string) => byStatus.filter((c) => (c.inbox_status ?? 'open') === s).length;
      return {
        open: status('open'),
        pending: status('pending'),
        resolved: status('resolved'),
        snoozed: status('snoozed'),
        unassigned: byAssignee.filter((c) => !c.assigned_user_id).length,
        mine: req.me_user_id ? byAssignee.filter((c) => c.assigned_user_id === req.me_user_id).length : undefined,
        total: conversations.filter((c) => matches(c, req)).length,
      };
    }),
    GetConversation: unaryHandler(async (req: contacts.GetConversationRequest__Output) => {
      const c = conversations.find((x) => x.project_id === req.project_id && x.id === req.conversation_id);
      if (!c) throw notFound('CONVERSATION_NOT_FOUND', 'Conversation not found');
      return { conversation: wire(c) };
    }),
  };
  const server: GrpcServerHandle = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    services: [
      {
        name: 'svc.contacts.v1.ContactsService',
        definition: contracts.contacts.ContactsService.service,
        implementation: implementation as contacts.ContactsServiceHandlers,
      },
    ],
    packageDefinitions: [packageDefinitions.contacts],
  });
  return { address: `127.0.0.1:${server.port}`, conversations, close: () => server.shutdown() };
}

/** A gateway under test serving the dashboard at `{app_url}` = `/app`. */
export interface DashboardGateway extends RunningGateway {
  /** Drops the schema (after stop). */
  cleanup(): Promise<void>;
}

/** Starts the gateway in-process; `env` adds environment variables. */
export async function startGateway(env: Record<string, string>): Promise<DashboardGateway> {
  const infra = testInfra();
  const id = uniqueName('dash');
  const config = configSchema.parse({
    HTTP_PORT: '0',
    HTTP_HOST: '127.0.0.1',
    DATABASE_URL: infra.databaseUrl,
    DB_SCHEMA: id,
    REDIS_URL: infra.redisUrl,
    REDIS_PREFIX: id,
    LOG_LEVEL: 'silent',
    OTEL_SDK_DISABLED: 'true',
    ...env,
  });
  const gw = await runGateway(config, { logger: createLogger({ name: 'gateway', level: 'silent' }) });
  return { ...gw, cleanup: () => dropSchema(id, infra.databaseUrl) };
}
