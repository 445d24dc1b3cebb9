/**
 * The events project webhooks deliver (spec section 6, docs/events.md), typed: `WebhookEvent` is a
 * union discriminated by `event` of the v2 payloads (the default payload version: flat,
 * `{ "event": "<name>", ...fields }`); `WebhookEventV1` is the same events as v1 wraps them
 * (`{ "type", "occurred_at", "data" }`). Written from the platform's event catalog
 * (apps/webhooks/src/domain/catalog); `libs/sdk/test/webhook-events.test.ts` checks every name and
 * every catalog sample against these types, so they cannot drift apart.
 */

/** A number as account events list it. */
export interface EventPhoneNumber {
  id: string;
  display_phone_number: string;
}

/** `messaging.account.disabled` / `.reinstated`: once per project and business account, every affected number. */
export interface AccountEventFields {
  business_account_id: string;
  phone_numbers: EventPhoneNumber[];
}

/** `messaging.account.restricted` / `.violation`: as disabled plus restrictions; a single number is also named at the top level. */
export interface AccountRestrictionFields extends AccountEventFields {
  restrictions: { type: string; expires_at: string | null }[];
  /** Display number, when exactly one number is concerned. */
  phone_number?: string;
  /** Id of the number, when exactly one number is concerned. */
  phone_number_id?: string;
  /** Upstream violation type (`SCAM`, ...): violation events only. */
  violation_type?: string;
}

/** `messaging.phone_number.offboarded` / `.reconnected` (and `.disconnected` with `disconnection`). */
export interface PhoneNumberEventFields {
  phone_number_id: string;
  connection_type: string;
  source: { provider: string; event: string; business_account_id: string };
}

/** `messaging.phone_number.created`: a setup link connected a number (or refreshed a reconnected one's credentials). */
export interface PhoneNumberCreatedFields {
  phone_number_id: string;
  display_phone_number: string;
  business_account_id: string;
  connection_type: string;
  project: { id: string };
  customer: { id: string } | null;
  setup_link_id: string;
  reconnected: boolean;
}

/** The thread of a conversation on a number shared with another app (`conversation.svc.thread`). */
export interface ConversationThread {
  handler: string;
  owner_app_id: string | null;
  changed_at: string;
}

/** A conversation as events carry it (fields present when known; contacts known only by business-scoped id have no phone_number). */
export interface EventConversation {
  id: string;
  phone_number_id: string;
  status: 'active' | 'ended';
  phone_number?: string | null;
  business_scoped_user_id?: string | null;
  parent_business_scoped_user_id?: string | null;
  username?: string | null;
  last_active_at?: string;
  created_at?: string;
  updated_at?: string;
  svc?: {
    contact_id?: string;
    contact_name?: string | null;
    messages_count?: number;
    last_message_id?: string | null;
    last_message_type?: string | null;
    last_message_text?: string | null;
    last_inbound_at?: string | null;
    last_outbound_at?: string | null;
    service_window_expires_at?: string | null;
    inactive?: boolean;
    sandbox_session_id?: string | null;
    /** Null on numbers not shared with another app. */
    thread?: ConversationThread | null;
  };
}

/** A message as events carry it: the upstream's message object (`text`, `image`, ... by `type`) plus the platform's `svc` block. */
export interface EventMessage {
  id: string;
  type: string;
  timestamp?: string;
  svc: {
    direction: 'inbound' | 'outbound';
    status: string;
    /** `cloud_api`, `business_app` (an echo) or `history_sync`. */
    origin?: string;
    id?: string;
    has_media?: boolean;
    content?: string | null;
    media_data?: Record<string, unknown> | null;
    /** The raw upstream status objects, in order of arrival. */
    statuses?: Record<string, unknown>[];
    /** Upstream errors (`failed`). */
    errors?: { code: number; title?: string; message?: string; [field: string]: unknown }[];
    pricing?: Record<string, unknown> | null;
  };
  /** The content object named by `type` (`text: { body }`, `image: { ... }`, ...). */
  [content: string]: unknown;
}

/** `messaging.message.*`. */
export interface MessageEventFields {
  message: EventMessage;
  conversation: EventConversation | null;
  is_new_conversation: boolean;
  phone_number_id: string;
}

/** `messaging.conversation.created` / `.ended`. */
export interface ConversationEventFields {
  conversation: EventConversation;
  phone_number_id: string;
}

/** `messaging.conversation.inactive`: no message for the configured quiet period. */
export interface ConversationInactiveFields extends ConversationEventFields {
  inactivity: { minutes: number };
  since_message: { id: string; type: string; at: string };
}

/** `messaging.contact.marketing_preference_changed`: a real transition; order by `sequence`. */
export interface MarketingPreferenceChangedFields {
  contact: { id: string; phone_number: string | null; business_scoped_user_id: string | null };
  phone_number_id: string;
  marketing_preference: {
    status: 'stopped' | 'resumed';
    previous_status: 'stopped' | 'resumed' | null;
    source: string;
    upstream_error_code: number | null;
    changed_at: string;
  };
  sequence: number;
}

/** `messaging.contact.identity_changed`: a business-scoped user id rotation was reconciled. */
export interface IdentityChangedFields {
  contact: { id: string; business_scoped_user_id: string; previous_business_scoped_user_id: string | null; parent_business_scoped_user_id: string | null };
  phone_number_id: string;
}

/** Who handles a thread on a shared number, as thread events carry it. */
export interface EventThread {
  customer: string;
  /** `this_app`, `other_app`, `upstream_agent` or `idle`. */
  handler: string;
  owner_app_id: string | null;
  changed_at: string;
  last_customer_message_at: string | null;
  previous_handler?: string | null;
  previous_owner_app_id?: string | null;
  /** `pass`, `take`, `release`, `standby`, `take_control` or `idle`. */
  reason?: string;
  metadata?: string | null;
}

/** `messaging.thread.ownership_changed`. */
export interface ThreadOwnershipChangedFields {
  phone_number_id: string;
  thread: EventThread;
  contact: { id: string } | null;
  conversation: EventConversation | null;
}

/** `messaging.thread.standby`: a copy showed that another app handles the thread. */
export interface ThreadStandbyFields extends ThreadOwnershipChangedFields {
  standby: { kind: 'message' | 'echo' | 'status'; message_id: string; detail: string; item: Record<string, unknown> };
}

/** `agent.run.*`: an agent run changed status. */
export interface AgentRunEventFields {
  agent_run: {
    id: string;
    status: string;
    agent_id?: string;
    workflow_execution_id?: string | null;
    phone_number_id?: string | null;
    approval?: { tool_call_id: string; tool_name: string; arguments: unknown };
    error?: { code: string; message: string };
    finished_at?: string | null;
  };
}

/** `workflow.execution.*`: an execution entered a status. */
export interface WorkflowExecutionEventFields {
  workflow_execution: {
    id: string;
    workflow_id: string;
    status: string;
    tracking_id: string;
    trigger_type: string;
    parent_execution_id: string | null;
    conversation_id: string | null;
    phone_number_id: string | null;
    current_step: { node_id: string; node_type: string; position: number } | null;
    /** `wait_for_response` or `call`. */
    waiting_reason: string | null;
    /** Only on `failed`. */
    error_details: { code: string; message: string; node_id?: string; [field: string]: unknown } | null;
    started_at: string;
    ended_at: string | null;
  };
  workflow: { id: string; name: string };
  phone_number_id: string | null;
}

/** `messaging.broadcast.status_changed`: counters as of the change. */
export interface BroadcastStatusChangedFields {
  broadcast: {
    id: string;
    name: string;
    status: string;
    previous_status: string | null;
    phone_number_id: string;
    total_recipients: number;
    sent: number;
    delivered: number;
    read: number;
    failed: number;
    responded: number;
    pending: number;
    suppressed_count: number;
    failure_reason: string | null;
  };
  phone_number_id: string;
}

/** Every event name and the fields of its payload (without `event`). */
export interface WebhookEventFields {
  'messaging.account.disabled': AccountEventFields;
  'messaging.account.restricted': AccountRestrictionFields;
  'messaging.account.reinstated': AccountEventFields;
  'messaging.account.violation': AccountRestrictionFields;
  'messaging.phone_number.offboarded': PhoneNumberEventFields;
  'messaging.phone_number.disconnected': PhoneNumberEventFields & { disconnection: { reason: string; initiated_by: string } };
  'messaging.phone_number.reconnected': PhoneNumberEventFields;
  'messaging.phone_number.created': PhoneNumberCreatedFields;
  'messaging.message.received': MessageEventFields;
  'messaging.message.sent': MessageEventFields;
  'messaging.message.delivered': MessageEventFields;
  'messaging.message.read': MessageEventFields;
  'messaging.message.failed': MessageEventFields;
  'messaging.conversation.created': ConversationEventFields;
  'messaging.conversation.ended': ConversationEventFields;
  'messaging.conversation.inactive': ConversationInactiveFields;
  'messaging.contact.marketing_preference_changed': MarketingPreferenceChangedFields;
  'messaging.contact.identity_changed': IdentityChangedFields;
  'messaging.thread.ownership_changed': ThreadOwnershipChangedFields;
  'messaging.thread.standby': ThreadStandbyFields;
  'agent.run.approval_required': AgentRunEventFields;
  'agent.run.completed': AgentRunEventFields;
  'agent.run.failed': AgentRunEventFields;
  'agent.run.cancelled': AgentRunEventFields;
  'workflow.execution.started': WorkflowExecutionEventFields;
  'workflow.execution.waiting': WorkflowExecutionEventFields;
  'workflow.execution.handoff': WorkflowExecutionEventFields;
  'workflow.execution.ended': WorkflowExecutionEventFields;
  'workflow.execution.failed': WorkflowExecutionEventFields;
  'messaging.broadcast.status_changed': BroadcastStatusChangedFields;
}

/** A public event name. */
export type WebhookEventName = keyof WebhookEventFields;

/** Every event name, in the catalog's order. */
export const WEBHOOK_EVENT_NAMES = [
  'messaging.account.disabled',
  'messaging.account.restricted',
  'messaging.account.reinstated',
  'messaging.account.violation',
  'messaging.phone_number.offboarded',
  'messaging.phone_number.disconnected',
  'messaging.phone_number.reconnected',
  'messaging.phone_number.created',
  'messaging.message.received',
  'messaging.message.sent',
  'messaging.message.delivered',
  'messaging.message.read',
  'messaging.message.failed',
  'messaging.conversation.created',
  'messaging.conversation.ended',
  'messaging.conversation.inactive',
  'messaging.contact.marketing_preference_changed',
  'messaging.contact.identity_changed',
  'messaging.thread.ownership_changed',
  'messaging.thread.standby',
  'agent.run.approval_required',
  'agent.run.completed',
  'agent.run.failed',
  'agent.run.cancelled',
  'workflow.execution.started',
  'workflow.execution.waiting',
  'workflow.execution.handoff',
  'workflow.execution.ended',
  'workflow.execution.failed',
  'messaging.broadcast.status_changed',
] as const satisfies readonly WebhookEventName[];

/** Events that exist only in payload version v2 (never sent to v1 webhooks). */
export const V2_ONLY_EVENT_NAMES = [
  'messaging.account.disabled',
  'messaging.account.restricted',
  'messaging.account.reinstated',
  'messaging.account.violation',
  'messaging.phone_number.offboarded',
  'messaging.phone_number.disconnected',
  'messaging.phone_number.reconnected',
  'messaging.phone_number.created',
] as const satisfies readonly WebhookEventName[];

/** `test: true` marks a test send (`POST /webhooks/{id}/test`). */
type TestFlag = { test?: true };

/** The v2 payload of event `N`. */
export type WebhookEventOf<N extends WebhookEventName> = { event: N } & WebhookEventFields[N] & TestFlag;

/** A v2 payload (the default payload version): switch on `event` to narrow it. */
export type WebhookEvent = { [N in WebhookEventName]: WebhookEventOf<N> }[WebhookEventName];

/** The v1 payload of event `N` (v2-only events excluded). */
export type WebhookEventV1Of<N extends Exclude<WebhookEventName, (typeof V2_ONLY_EVENT_NAMES)[number]>> = {
  type: N;
  occurred_at: string;
  data: WebhookEventFields[N];
} & TestFlag;

/** A v1 payload: switch on `type` to narrow it. */
export type WebhookEventV1 = { [N in Exclude<WebhookEventName, (typeof V2_ONLY_EVENT_NAMES)[number]>]: WebhookEventV1Of<N> }[Exclude<
  WebhookEventName,
  (typeof V2_ONLY_EVENT_NAMES)[number]
>];

const KNOWN: ReadonlySet<string> = new Set(WEBHOOK_EVENT_NAMES);

/** True when `name` is an event this SDK version types (a newer platform may send events it does not know). */
export function isWebhookEventName(name: unknown): name is WebhookEventName {
  return typeof name === 'string' && KNOWN.has(name);
}
