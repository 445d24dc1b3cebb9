/** New upstream objects with the upstream's defaults: one place, so fixtures, signup and coexistence agree. */
import { randomToken } from '../ids';
import type { PhoneNumber, Waba } from './types';

/** A new business account of `business_id`, approved and unsubscribed unless `fields` say otherwise. */
export function newWaba(fields: Pick<Waba, 'id' | 'business_id' | 'created_at'> & Partial<Waba>): Waba {
  return {
    name: 'Test WhatsApp Business Account',
    currency: 'USD',
    timezone_id: '1',
    message_template_namespace: randomToken(12).toLowerCase(),
    account_review_status: 'APPROVED',
    ban_state: null,
    ban_date: null,
    restrictions: [],
    violation_type: null,
    primary_funding_id: null,
    subscribed_apps: [],
    override_callback_uri: null,
    deleted: false,
    health: null,
    ...fields,
  };
}

/** A new phone number of `waba_id`, connected and verified unless `fields` say otherwise; onboarded at `created_at`. */
export function newPhoneNumber(
  fields: Pick<PhoneNumber, 'id' | 'waba_id' | 'display_phone_number' | 'verified_name' | 'created_at'> & Partial<PhoneNumber>,
): PhoneNumber {
  return {
    quality_rating: 'GREEN',
    code_verification_status: 'VERIFIED',
    name_status: 'APPROVED',
    new_display_name: null,
    new_name_status: 'NONE',
    status: 'CONNECTED',
    throughput_level: 'STANDARD',
    throughput_mps: null,
    whatsapp_business_manager_messaging_limit: 'TIER_2K',
    is_official_business_account: false,
    is_pin_enabled: false,
    is_coexistence: false,
    account_mode: 'LIVE',
    platform_type: 'CLOUD_API',
    last_onboarded_time: fields.created_at,
    enforce_service_window: false,
    take_thread_permitted: true,
    health: null,
    ...fields,
  };
}
