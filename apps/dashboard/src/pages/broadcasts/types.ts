/** The broadcasts API's shapes (`apps/gateway/src/routes/broadcasts.routes.ts`, decisions 0800, 0801, 0804, 0805). */
import type { Template } from '../../inbox/inbox-api';

/** A broadcast's template snapshot, as the upstream described it when the broadcast was created or edited. */
export interface BroadcastTemplate {
  id: string;
  name: string;
  language_code: string;
  category: string;
  status: string;
  parameter_format: string;
  components: Array<Record<string, unknown>>;
}

export type BroadcastStatus = 'copying' | 'draft' | 'scheduled' | 'sending' | 'completed' | 'stopped' | 'failed';

export interface Broadcast {
  id: string;
  name: string;
  status: BroadcastStatus | string;
  scheduled_at: string | null;
  started_at: string | null;
  completed_at: string | null;
  suppressed_count: number;
  phone_number_id: string;
  template: BroadcastTemplate | null;
  template_parameters: Array<Record<string, unknown>>;
  total_recipients: number;
  sent: number;
  delivered: number;
  read: number;
  failed: number;
  responded: number;
  pending: number;
  delivery_rate: number;
  failure_rate: number;
  response_rate: number;
  failure_reason: string | null;
  copied_from_id: string | null;
  created_at: string;
  updated_at: string;
  agent: { workflow_id: string } | null;
}

export type RecipientStatus = 'pending' | 'sending' | 'sent' | 'delivered' | 'read' | 'failed' | 'suppressed';

export interface RecipientError {
  code: string;
  message: string;
  details: string;
  http_status: number | null;
  trace_id: string | null;
}

export interface AgentHandoff {
  status: string;
  workflow_id: string;
  workflow_execution_id: string | null;
  reason: string | null;
  message: string | null;
  reply_wamid: string;
  replied_at: string;
  updated_at: string;
}

export interface Recipient {
  id: string;
  phone_number: string;
  user_id: string | null;
  status: RecipientStatus | string;
  template_components: Array<Record<string, unknown>>;
  wamid: string | null;
  sent_at: string | null;
  delivered_at: string | null;
  read_at: string | null;
  responded_at: string | null;
  failed_at: string | null;
  error_message: string | null;
  error_details: RecipientError | null;
  created_at: string;
  updated_at: string;
  agent_handoff: AgentHandoff | null;
}

/** `POST .../recipients`'s answer: `errors` are `"Recipient N: reason"` (N = 1-based position in the request). */
export interface AddRecipientsResult {
  added: number;
  duplicates: number;
  errors: string[];
}

/** A connected phone number (the fields the broadcast pages show). */
export interface PhoneNumberLite {
  id: string;
  phone_number_id: string;
  name: string;
  display_phone_number: string;
  verified_name?: string;
}

/** The snapshot as the inbox's template helpers read it (`language` instead of `language_code`). */
export function asTemplate(t: BroadcastTemplate): Template {
  return {
    id: t.id,
    name: t.name,
    language: t.language_code,
    category: t.category,
    status: t.status,
    parameter_format: t.parameter_format,
    components: t.components,
  };
}
