/**
 * Peers of the inbox embed tests, faked at their generated gRPC contracts in one server: messaging-proxy
 * (customers, phone numbers, SendMessage), contacts (conversations, messages) and workflows-agent
 * (the execution holding a conversation, its status). State in memory, per project; every call recorded.
 */
import { randomUUID } from 'node:crypto';
import { fromStruct, loadContracts, type contacts, type messagingProxy, type workflowsAgent } from '@platform/contracts';
import { notFound } from '@platform/errors';
import { startGrpcServer, unaryHandler, type GrpcServerHandle } from '@platform/grpc';

export interface FakeConversation {
  id: string;
  project_id: string;
  phone_number_id: string;
  phone_number: string;
  contact_name: string;
}

export interface EmbedPeers {
  server: GrpcServerHandle;
  address: string;
  calls: Array<{ method: string; request: Record<string, unknown> }>;
  customers: Map<string, { project_id: string; name: string }>;
  numbers: Map<string, { project_id: string; customer_id: string; display: string }>;
  conversations: FakeConversation[];
  /** conversation id → its execution. */
  executions: Map<string, { id: string; workflow_id: string; status: string }>;
  /** Sends the fake accepted, by idempotency key (a repeated key answers duplicate_send). */
  sent: Map<string, { wamid: string; request: Record<string, unknown> }>;
  /** The next SendMessage answers this refusal instead. */
  refuseNext?: { http_status: number; code: string; error: string };
  addCustomer(projectId: string, name: string): string;
  addNumber(projectId: string, customerId: string, id: string): void;
  addConversation(projectId: string, phoneNumberId: string, name: string): FakeConversation;
  close(): Promise<void>;
}

const now = () => new Date().toISOString();

function conversationWire(c: FakeConversation): contacts.Conversation {
  return {
    id: c.id,
    phone_number_id: c.phone_number_id,
    contact_id: randomUUID(),
    phone_number: c.phone_number,
    contact_name: c.contact_name,
    status: 'active',
    inactive: false,
    last_active_at: now(),
    messages_count: 1,
    inbound_count: 1,
    outbound_count: 0,
    last_message_text: `hello from ${c.contact_name}`,
    last_message_direction: 'inbound',
    // The customer just wrote: the 24-hour window is open (replies other than templates need it, decision 0023).
    last_inbound_at: now(),
    service_window_expires_at: new Date(Date.now() + 24 * 3600_000).toISOString(),
    created_at: now(),
    updated_at: now(),
  };
}

export async function startEmbedPeers(): Promise<EmbedPeers> {
  const { contracts, packageDefinitions } = loadContracts();
  const peers = {
    calls: [],
    customers: new Map(),
    numbers: new Map(),
    conversations: [],
    executions: new Map(),
    sent: new Map(),
  } as unknown as EmbedPeers;
  const record = (method: string, request: object) => peers.calls.push({ method, request: request as Record<string, unknown> });

  const mp: Partial<messagingProxy.MessagingProxyServiceHandlers> = {
    GetCustomer: unaryHandler(async (req: messagingProxy.GetCustomerRequest__Output) => {
      record('GetCustomer', req);
      const c = peers.customers.get(req.customer_id);
      if (!c || c.project_id !== req.project_id) throw notFound('CUSTOMER_NOT_FOUND', 'Customer not found');
      return { customer: { id: req.customer_id, name: c.name, created_at: now(), updated_at: now() } };
    }),
    GetPhoneNumber: unaryHandler(async (req: messagingProxy.GetPhoneNumberRequest__Output) => {
      record('GetPhoneNumber', req);
      const n = peers.numbers.get(req.phone_number_id);
      if (!n || n.project_id !== req.project_id) throw notFound('PHONE_NUMBER_NOT_FOUND', 'Phone number not found');
      return { phone_number: { id: req.phone_number_id, phone_number_id: req.phone_number_id, customer_id: n.customer_id, display_phone_number: n.display } };
    }),
    ListPhoneNumbers: unaryHandler(async (req: messagingProxy.ListPhoneNumbersRequest__Output) => {
      record('ListPhoneNumbers', req);
      const mine = [...peers.numbers.entries()].filter(([, n]) => n.project_id === req.project_id && (!req.customer_id || n.customer_id === req.customer_id));
      const page = req.page?.page || 1;
      const per = req.page?.per_page || 20;
      const slice = mine.slice((page - 1) * per, page * per);
      return {
        phone_numbers: slice.map(([id, n]) => ({ id, phone_number_id: id, customer_id: n.customer_id, display_phone_number: n.display })),
        meta: { page, per_page: per, total_pages: Math.ceil(mine.length / per), total_count: mine.length },
      };
    }),
    SendMessage: unaryHandler(async (req: messagingProxy.SendMessageRequest__Output) => {
      record('SendMessage', { ...req, message: req.message ? fromStruct(req.message) : undefined });
      const refusal = peers.refuseNext;
      if (refusal) {
        peers.refuseNext = undefined;
        return { accepted: false, wamid: '', http_status: refusal.http_status, code: refusal.code, upstream_error_code: 0, retry_after_seconds: 0 };
      }
      const before = peers.sent.get(req.idempotency_key);
      if (before) return { accepted: false, wamid: before.wamid, http_status: 409, code: 'duplicate_send', upstream_error_code: 0, retry_after_seconds: 0 };
      const wamid = `wamid.${randomUUID()}`;
      peers.sent.set(req.idempotency_key, { wamid, request: req as unknown as Record<string, unknown> });
      return { accepted: true, wamid, http_status: 200, code: '', upstream_error_code: 0, retry_after_seconds: 0 };
    }),
  };

  /** The conversations a list or count request selects: its project, its number filter, the scope's numbers. */
  const matching = (req: { project_id: string; phone_number_id?: string | null; phone_number_ids?: string[] | null }) => {
    const ids = req.phone_number_ids ?? [];
    return peers.conversations.filter(
      (c) =>
        c.project_id === req.project_id &&
        (!req.phone_number_id || c.phone_number_id === req.phone_number_id) &&
        (ids.length === 0 || ids.includes(c.phone_number_id)),
    );
  };
  const ct: Partial<contacts.ContactsServiceHandlers> = {
    GetConversation: unaryHandler(async (req: contacts.GetConversationRequest__Output) => {
      record('GetConversation', req);
      const c = peers.conversations.find((x) => x.id === req.conversation_id && x.project_id === req.project_id);
      if (!c) throw notFound('CONVERSATION_NOT_FOUND', 'Conversation not found');
      return { conversation: conversationWire(c) };
    }),
    ListConversations: unaryHandler(async (req: contacts.ListConversationsRequest__Output) => {
      record('ListConversations', req);
      return { conversations: matching(req).map(conversationWire), before_cursor: '', after_cursor: '', has_older: false, has_newer: false };
    }),
    CountConversations: unaryHandler(async (req: contacts.CountConversationsRequest__Output): Promise<contacts.CountConversationsResponse> => {
      record('CountConversations', req);
      const n = matching(req).length;
      return { open: n, pending: 0, resolved: 0, snoozed: 0, unassigned: n, total: n };
    }),
    ListMessages: unaryHandler(async (req: contacts.ListMessagesRequest__Output) => {
      record('ListMessages', req);
      const c = peers.conversations.find((x) => x.id === req.conversation_id && x.project_id === req.project_id);
      const messages = c
        ? [
            {
              id: randomUUID(),
              wamid: `wamid.in.${c.id}`,
              conversation_id: c.id,
              contact_id: randomUUID(),
              phone_number_id: c.phone_number_id,
              direction: 'inbound',
              origin: 'cloud_api',
              type: 'text',
              status: 'received',
              text: `hello from ${c.contact_name}`,
              has_media: false,
              statuses: [],
              errors: [],
              timestamp: now(),
              created_at: now(),
              updated_at: now(),
            },
          ]
        : [];
      return { messages, before_cursor: '', after_cursor: '', has_older: false, has_newer: false };
    }),
  };

  const wf: Partial<workflowsAgent.WorkflowsAgentServiceHandlers> = {
    GetConversationOwner: unaryHandler(async (req: workflowsAgent.GetConversationOwnerRequest__Output) => {
      record('GetConversationOwner', req);
      const e = req.conversation_id ? peers.executions.get(req.conversation_id) : undefined;
      return e ? { execution: { ...e, tracking_id: '', created_at: now(), updated_at: now(), started_at: now(), last_event_at: now() } } : {};
    }),
    UpdateWorkflowExecutionStatus: unaryHandler(async (req: workflowsAgent.UpdateWorkflowExecutionStatusRequest__Output) => {
      record('UpdateWorkflowExecutionStatus', req);
      const e = [...peers.executions.values()].find((x) => x.id === req.execution_id);
      if (!e) throw notFound('EXECUTION_NOT_FOUND', 'Workflow execution not found');
      e.status = req.status;
      return { execution: { ...e, tracking_id: '', created_at: now(), updated_at: now(), started_at: now(), last_event_at: now() } };
    }),
  };

  peers.server = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    services: [
      {
        name: 'svc.messaging_proxy.v1.MessagingProxyService',
        definition: contracts.messagingProxy.MessagingProxyService.service,
        implementation: mp as messagingProxy.MessagingProxyServiceHandlers,
      },
      {
        name: 'svc.contacts.v1.ContactsService',
        definition: contracts.contacts.ContactsService.service,
        implementation: ct as contacts.ContactsServiceHandlers,
      },
      {
        name: 'svc.workflows_agent.v1.WorkflowsAgentService',
        definition: contracts.workflowsAgent.WorkflowsAgentService.service,
        implementation: wf as workflowsAgent.WorkflowsAgentServiceHandlers,
      },
    ],
    packageDefinitions: [packageDefinitions.messagingProxy, packageDefinitions.contacts, packageDefinitions.workflowsAgent],
  });
  peers.address = `127.0.0.1:${peers.server.port}`;
  peers.addCustomer = (projectId, name) => {
    const id = randomUUID();
    peers.customers.set(id, { project_id: projectId, name });
    return id;
  };
  peers.addNumber = (projectId, customerId, id) =>
    void peers.numbers.set(id, { project_id: projectId, customer_id: customerId, display: `+1 555 ${id.slice(-4)}` });
  peers.addConversation = (projectId, phoneNumberId, name) => {
    const c = {
      id: randomUUID(),
      project_id: projectId,
      phone_number_id: phoneNumberId,
      phone_number: `1555${Math.floor(Math.random() * 1e7)}`,
      contact_name: name,
    };
    peers.conversations.push(c);
    return c;
  };
  peers.close = async () => {
    await peers.server.shutdown();
  };
  return peers;
}
