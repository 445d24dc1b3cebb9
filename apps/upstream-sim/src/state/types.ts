/** Sending capability of a `health_status` entity (reference 2.4). */
export type CanSendMessage = 'AVAILABLE' | 'LIMITED' | 'BLOCKED';

/** One error of a BLOCKED `health_status` entity. */
export interface HealthError {
  error_code: number;
  error_description: string;
  possible_solution: string;
}

/** A seeded health verdict for one entity; it overrides what the simulator derives from state. */
export interface HealthOverride {
  can_send_message: CanSendMessage;
  additional_info?: string[];
  errors?: HealthError[];
}

/** A business portfolio: owns WABAs and credit lines. */
export interface Business {
  id: string;
  name: string;
  /** Graph values: `verified`, `not_verified`, `pending`, `failed`, `expired`, ... */
  verification_status: string;
  /** A disabled portfolio makes every entity under it BLOCKED in `health_status`. */
  disabled: boolean;
  health: HealthOverride | null;
  created_at: Date;
}

/** Ban state of `account_update DISABLED_UPDATE` (reference 2.2). */
export type WabaBanState = 'DISABLE' | 'REINSTATE' | 'SCHEDULE_FOR_DISABLE';

/** An account restriction of `account_update ACCOUNT_RESTRICTION`. */
export interface WabaRestriction {
  restriction_type: string;
  expiration: string | null;
}

/** A WhatsApp Business Account. */
export interface Waba {
  id: string;
  business_id: string;
  name: string;
  currency: string;
  timezone_id: string;
  message_template_namespace: string;
  account_review_status: string;
  ban_state: WabaBanState | null;
  ban_date: string | null;
  restrictions: WabaRestriction[];
  violation_type: string | null;
  /** Id of the payment credential funding this WABA; set by an APPROVED credit sharing. */
  primary_funding_id: string | null;
  /** App ids subscribed to this WABA's webhooks (`/subscribed_apps`). */
  subscribed_apps: string[];
  /** The app's callback override for this WABA (`subscribed_apps` with `override_callback_uri`); webhooks go there instead. */
  override_callback_uri: string | null;
  deleted: boolean;
  health: HealthOverride | null;
  created_at: Date;
}

/** A business phone number and the upstream fields the platform mirrors (spec 2.8, reference 2.3). */
export interface PhoneNumber {
  id: string;
  waba_id: string;
  display_phone_number: string;
  verified_name: string;
  quality_rating: string;
  code_verification_status: string;
  name_status: string;
  /** A display name waiting for review (`POST /{id}` with `new_display_name`). */
  new_display_name: string | null;
  new_name_status: string;
  /** CONNECTED, DISCONNECTED, PENDING, FLAGGED, RESTRICTED, BANNED, ... */
  status: string;
  /** `throughput{level}`: STANDARD (80 mps by default) or HIGH (1,000 mps). */
  throughput_level: 'STANDARD' | 'HIGH';
  /** Explicit messages-per-second limit; wins over level and coexistence. */
  throughput_mps: number | null;
  whatsapp_business_manager_messaging_limit: string;
  is_official_business_account: boolean;
  is_pin_enabled: boolean;
  /** A coexistence number (WhatsApp Business app + Cloud API); fixed at 20 mps. Graph: `is_on_biz_app`. */
  is_coexistence: boolean;
  account_mode: 'LIVE' | 'SANDBOX';
  platform_type: string;
  last_onboarded_time: Date;
  /** When true, non-template sends to a recipient without an inbound message in 24 h fail with 131047. */
  enforce_service_window: boolean;
  /** When false, `thread_control` action `take` fails with 2494191. */
  take_thread_permitted: boolean;
  health: HealthOverride | null;
  created_at: Date;
}

/** An access token and the objects it may reach (an id grants its descendants too). */
export interface AccessToken {
  value: string;
  /** Object ids this token was granted (businesses, WABAs, numbers, credit lines). */
  ids: string[];
  /** Grants every object (a convenience for dev fixtures). */
  all: boolean;
  expires_at: Date | null;
  scopes: string[];
  type: 'SYSTEM_USER' | 'USER' | 'PAGE';
  user_id: string;
  issued_at: Date;
}

/** A credit line (`extendedcredits`) of a business portfolio. */
export interface CreditLine {
  id: string;
  business_id: string;
  legal_entity_name: string;
  currency: string;
  /** request_status a new sharing starts in (APPROVED unless a test wants PENDING or DECLINED). */
  initial_request_status: AllocationStatus;
  created_at: Date;
}

/** request_status of a credit allocation config. */
export type AllocationStatus = 'APPROVED' | 'PENDING' | 'DECLINED' | 'DELETED';

/** A credit allocation config created by `whatsapp_credit_sharing_and_attach`. */
export interface CreditAllocation {
  id: string;
  credit_line_id: string;
  waba_id: string;
  waba_currency: string;
  request_status: AllocationStatus;
  /** The payment credential the WABA receives; equals the WABA's primary_funding_id once APPROVED. */
  receiving_credential_id: string;
  created_at: Date;
  deleted_at: Date | null;
}

/** A message template (only needed when a test wants template existence enforced). */
export interface Template {
  id: string;
  waba_id: string;
  name: string;
  language: string;
  /** MARKETING, UTILITY or AUTHENTICATION. */
  category: string;
  status: string;
}

/** Pricing category of a sent message, as status webhooks carry it. */
export type PricingCategory = 'marketing' | 'utility' | 'authentication' | 'service';

/** A message the simulator accepted on `POST /{phone_number_id}/messages`. */
export interface SentMessage {
  id: string;
  phone_number_id: string;
  waba_id: string;
  to: string;
  wa_id: string;
  user_id: string | null;
  type: string;
  template_name: string | null;
  category: PricingCategory;
  pricing_type: 'regular' | 'free_customer_service' | 'free_entry_point';
  billable: boolean;
  conversation_id: string;
  biz_opaque_callback_data: string | null;
  created_at: Date;
  statuses: { status: string; at: Date }[];
}

/** One Graph request as received, for `GET /__sim/requests`. */
export interface LoggedRequest {
  seq: number;
  method: string;
  path: string;
  /** The path without the `/vNN.N` prefix. */
  graph_path: string;
  query: Record<string, unknown>;
  body: unknown;
  /** Token presented (so tests can assert which credential was used). */
  access_token: string | null;
  time: string;
  /** HTTP status answered; null while the request is unanswered (or was dropped without an answer). */
  status: number | null;
  /**
   * Milliseconds from the request reaching the Graph router to its answer being written; null while
   * unanswered. A caller's own timeout shows as an answer later than it (or none at all).
   */
  duration_ms: number | null;
  /** The message id (wamid) of an accepted send's answer; null otherwise. */
  message_id: string | null;
}

/** Owner of a conversation thread on a shared number (reference 1.14). */
export type ThreadOwner = 'self' | 'other' | 'ai_agent' | 'idle';
