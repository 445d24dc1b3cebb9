import type { SimStore } from './store';
import type { Business, CanSendMessage, HealthOverride, PhoneNumber, Waba } from './types';

/** One entity of a `health_status` answer (reference 2.4). */
export interface HealthEntity {
  entity_type: 'PHONE_NUMBER' | 'WABA' | 'BUSINESS' | 'APP' | 'MESSAGE_TEMPLATE';
  id: string;
  can_send_message: CanSendMessage;
  additional_info?: string[];
  errors?: HealthOverride['errors'];
}

/** The `health_status` field of a phone number or WABA node. */
export interface HealthStatus {
  can_send_message: CanSendMessage;
  entities: HealthEntity[];
}

const RANK: Record<CanSendMessage, number> = { AVAILABLE: 0, LIMITED: 1, BLOCKED: 2 };

/** BLOCKED if any entity is blocked, else LIMITED if any is limited, else AVAILABLE (reference 2.4). */
export function worstOf(values: CanSendMessage[]): CanSendMessage {
  return values.reduce<CanSendMessage>((a, b) => (RANK[b] > RANK[a] ? b : a), 'AVAILABLE');
}

function entity(entity_type: HealthEntity['entity_type'], id: string, v: HealthOverride): HealthEntity {
  const out: HealthEntity = { entity_type, id, can_send_message: v.can_send_message };
  if (v.can_send_message === 'LIMITED' && v.additional_info?.length) out.additional_info = v.additional_info;
  if (v.can_send_message === 'BLOCKED' && v.errors?.length) out.errors = v.errors;
  return out;
}

/** A number's own verdict: seeded override, else LIMITED while its display name is not approved. */
export function phoneNumberVerdict(pn: PhoneNumber): HealthOverride {
  if (pn.health) return pn.health;
  if (!['APPROVED', 'AVAILABLE_WITHOUT_REVIEW'].includes(pn.name_status)) {
    return {
      can_send_message: 'LIMITED',
      additional_info: ['Your display name has not been approved yet. Your message limit will increase after the display name is approved.'],
    };
  }
  return { can_send_message: 'AVAILABLE' };
}

/** A WABA's verdict: override, else BLOCKED when disabled, LIMITED when scheduled for disabling or restricted. */
export function wabaVerdict(waba: Waba): HealthOverride {
  if (waba.health) return waba.health;
  if (waba.ban_state === 'DISABLE') {
    return {
      can_send_message: 'BLOCKED',
      errors: [
        {
          error_code: 141014,
          error_description: 'The WhatsApp Business Account is disabled.',
          possible_solution: 'Request a review of the decision in Business Support Home.',
        },
      ],
    };
  }
  if (waba.ban_state === 'SCHEDULE_FOR_DISABLE' || waba.restrictions.length > 0) {
    return {
      can_send_message: 'LIMITED',
      additional_info: waba.restrictions.length
        ? waba.restrictions.map((r) => `Restriction ${r.restriction_type}${r.expiration ? ` until ${r.expiration}` : ''}.`)
        : ['The WhatsApp Business Account is scheduled to be disabled.'],
    };
  }
  return { can_send_message: 'AVAILABLE' };
}

/** A business portfolio's verdict: override, else BLOCKED when disabled. */
export function businessVerdict(b: Business): HealthOverride {
  if (b.health) return b.health;
  if (b.disabled) {
    return {
      can_send_message: 'BLOCKED',
      errors: [{ error_code: 141000, error_description: 'The business portfolio is disabled.', possible_solution: 'Contact support.' }],
    };
  }
  return { can_send_message: 'AVAILABLE' };
}

function aggregate(entities: HealthEntity[]): HealthStatus {
  return { can_send_message: worstOf(entities.map((e) => e.can_send_message)), entities };
}

/** `health_status` of a phone number: PHONE_NUMBER, WABA, BUSINESS and APP entities. */
export function phoneNumberHealth(store: SimStore, pn: PhoneNumber, appId: string, appHealth: HealthOverride): HealthStatus {
  const waba = store.wabas.get(pn.waba_id)!;
  return aggregate([entity('PHONE_NUMBER', pn.id, phoneNumberVerdict(pn)), ...wabaEntities(store, waba, appId, appHealth)]);
}

/** `health_status` of a WABA: WABA, BUSINESS and APP entities. */
export function wabaHealth(store: SimStore, waba: Waba, appId: string, appHealth: HealthOverride): HealthStatus {
  return aggregate(wabaEntities(store, waba, appId, appHealth));
}

function wabaEntities(store: SimStore, waba: Waba, appId: string, appHealth: HealthOverride): HealthEntity[] {
  const out = [entity('WABA', waba.id, wabaVerdict(waba))];
  const business = store.businesses.get(waba.business_id);
  if (business) out.push(entity('BUSINESS', business.id, businessVerdict(business)));
  out.push(entity('APP', appId, appHealth));
  return out;
}
