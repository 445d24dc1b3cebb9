import { unixSeconds } from '../clock';
import { wacid, wamid } from '../ids';
import type { SimRuntime } from '../runtime';
import { pairKey } from '../state/store';
import type { PhoneNumber, SentMessage, WabaBanState } from '../state/types';
import type { WebhookDelivery } from './dispatcher';
import { digitsOf, inboundValue, metadataOf, statusValue, type StatusError } from './payloads';
import { recordInbound } from './inbound-state';

/** A control trigger referenced something the simulator does not have. */
export class TriggerError extends Error {}

function numberOrThrow(sim: SimRuntime, id: string): PhoneNumber {
  const pn = sim.store.phoneNumbers.get(id);
  if (!pn) throw new TriggerError(`unknown phone_number_id ${id}`);
  return pn;
}

/** Whether status webhooks carry `conversation`: from v24 on only when forced (reference 2.2). */
function includeConversation(sim: SimRuntime): boolean {
  if (sim.settings.statusConversation !== 'auto') return sim.settings.statusConversation === 'always';
  const major = Number(/^v(\d+)/.exec(sim.app.graphVersion)?.[1] ?? 24);
  return major < 24;
}

/** Emits one status webhook for a sent message and records it on the message. */
export async function emitStatus(sim: SimRuntime, msg: SentMessage, status: string, errors?: StatusError[]): Promise<WebhookDelivery> {
  const pn = numberOrThrow(sim, msg.phone_number_id);
  const now = sim.clock.now();
  msg.statuses.push({ status, at: now });
  const value = statusValue(pn, msg, status, now, { includeConversation: includeConversation(sim), errors });
  return sim.dispatcher.send(msg.waba_id, 'messages', value);
}

/** The 131050 error object of a failed status (user stopped marketing messages). */
export const MARKETING_STOPPED_ERROR: StatusError = {
  code: 131050,
  title: 'Unable to deliver the message. This recipient has chosen to stop receiving marketing messages on WhatsApp from your business.',
  message: 'Unable to deliver the message. This recipient has chosen to stop receiving marketing messages on WhatsApp from your business.',
  error_data: { details: 'The recipient has stopped marketing messages from this business.' },
};

/**
 * After an accepted send: the configured statuses (sent, delivered, read by default), each after
 * a random delay in the configured range. A marketing template to a user who stopped marketing
 * messages gets `failed` with 131050 instead.
 */
export function scheduleAutoStatuses(sim: SimRuntime, msg: SentMessage, failWith?: StatusError): void {
  const statuses: string[] = failWith ? ['failed'] : [...sim.settings.autoStatuses];
  const { min, max } = sim.settings.statusDelayMs;
  const step = (i: number): void => {
    if (i >= statuses.length) return;
    sim.timers.after(min + Math.random() * Math.max(0, max - min), async () => {
      if (!sim.store.messages.has(msg.id)) return;
      await emitStatus(sim, msg, statuses[i], statuses[i] === 'failed' && failWith ? [failWith] : undefined);
      step(i + 1);
    });
  };
  step(0);
}

/**
 * A user message arriving on a business number; opens the 24 h customer-service window. With
 * `user_id` (the user's business-scoped user id, reference 2.8) the payload carries it
 * (`contacts[].user_id`, `messages[].from_user_id`) and the portfolio learns it names this phone
 * number: sends to the id share the user's window, opt-out and pair limit.
 */
export async function inboundMessage(
  sim: SimRuntime,
  input: { phone_number_id: string; from: string; user_id?: string; text?: string; name?: string; message?: Record<string, unknown> },
): Promise<WebhookDelivery> {
  const pn = numberOrThrow(sim, input.phone_number_id);
  const now = sim.clock.now();
  sim.store.lastInbound.set(pairKey(pn.id, input.from), now);
  const businessId = sim.store.wabas.get(pn.waba_id)?.business_id;
  if (input.user_id && businessId) sim.store.userIds.set(`${businessId}:${input.user_id}`, input.from.replace(/\D/g, ''));
  const message = input.message ?? { type: 'text', text: { body: input.text ?? '' } };
  const full = { id: wamid(), timestamp: String(unixSeconds(now)), ...message };
  recordInbound(sim, pn.id, input.from, full);
  return sim.dispatcher.send(pn.waba_id, 'messages', inboundValue(pn, input.from, full, input.name ?? 'Test User', input.user_id));
}

/** Decision on a display name review; applies it and emits `phone_number_name_update`. */
export async function decideDisplayName(
  sim: SimRuntime,
  input: { phone_number_id: string; decision: 'APPROVED' | 'DEFERRED' | 'REJECTED' | 'PENDING'; rejection_reason?: string },
): Promise<WebhookDelivery> {
  const pn = numberOrThrow(sim, input.phone_number_id);
  const requested = pn.new_display_name ?? pn.verified_name;
  if (pn.new_display_name) {
    if (input.decision === 'APPROVED') {
      pn.verified_name = pn.new_display_name;
      pn.name_status = 'APPROVED';
      pn.new_display_name = null;
      pn.new_name_status = 'NONE';
    } else if (input.decision === 'REJECTED') {
      pn.new_name_status = 'DECLINED';
    }
  } else if (input.decision === 'APPROVED') pn.name_status = 'APPROVED';
  else if (input.decision === 'REJECTED') pn.name_status = 'DECLINED';
  return sim.dispatcher.send(pn.waba_id, 'phone_number_name_update', {
    display_phone_number: digitsOf(pn.display_phone_number),
    decision: input.decision,
    requested_verified_name: requested,
    rejection_reason: input.decision === 'REJECTED' ? (input.rejection_reason ?? 'NAME_FORMAT_UNACCEPTABLE') : 'NONE',
  });
}

/** A user's marketing preference (`user_preferences`); `stop` makes later marketing templates fail with 131050. */
export async function userPreference(sim: SimRuntime, input: { phone_number_id: string; wa_id: string; value: 'stop' | 'resume' }): Promise<WebhookDelivery> {
  const pn = numberOrThrow(sim, input.phone_number_id);
  const key = pairKey(pn.id, input.wa_id);
  if (input.value === 'stop') sim.store.marketingStopped.add(key);
  else sim.store.marketingStopped.delete(key);
  return sim.dispatcher.send(pn.waba_id, 'user_preferences', {
    messaging_product: 'whatsapp',
    metadata: metadataOf(pn),
    contacts: [{ wa_id: input.wa_id, profile: { name: 'Test User' } }],
    user_preferences: [
      {
        wa_id: input.wa_id,
        detail: input.value === 'stop' ? 'User requested to stop marketing messages' : 'User requested to resume marketing messages',
        category: 'marketing_messages',
        value: input.value,
        timestamp: unixSeconds(sim.clock.now()),
      },
    ],
  });
}

/** Input of the `account_update` convenience trigger. */
export interface AccountUpdateInput {
  waba_id: string;
  event: string;
  phone_number_ids?: string[];
  ban_state?: WabaBanState;
  ban_date?: string;
  violation_type?: string;
  restrictions?: { restriction_type: string; expiration: string | null }[];
  reason?: string;
  initiated_by?: string;
  /** Merged into the webhook value as given (for shapes the simulator does not model). */
  extra?: Record<string, unknown>;
}

/**
 * `account_update` (reference 2.2; 2026 adds restriction, offboarding, reconnection). Applies the
 * event to state (ban state, restrictions, number status) and emits the webhook.
 */
export async function accountUpdate(sim: SimRuntime, input: AccountUpdateInput): Promise<WebhookDelivery> {
  const waba = sim.store.wabas.get(input.waba_id);
  if (!waba) throw new TriggerError(`unknown waba_id ${input.waba_id}`);
  const numbers = (input.phone_number_ids ?? []).map((id) => numberOrThrow(sim, id));
  const value: Record<string, unknown> = { event: input.event };
  switch (input.event) {
    case 'DISABLED_UPDATE': {
      const state = input.ban_state ?? 'DISABLE';
      waba.ban_state = state === 'REINSTATE' ? null : state;
      waba.ban_date = input.ban_date ?? sim.clock.now().toDateString();
      value.ban_info = { waba_ban_state: state, waba_ban_date: waba.ban_date };
      break;
    }
    case 'ACCOUNT_VIOLATION':
      waba.violation_type = input.violation_type ?? 'SCAM';
      value.violation_info = { violation_type: waba.violation_type };
      break;
    case 'ACCOUNT_RESTRICTION':
      waba.restrictions = input.restrictions ?? [{ restriction_type: 'RESTRICTED_BIZ_INITIATED_MESSAGING', expiration: null }];
      value.restriction_info = waba.restrictions;
      break;
    case 'ACCOUNT_OFFBOARDED':
      for (const pn of numbers) pn.status = 'DISCONNECTED';
      break;
    case 'ACCOUNT_RECONNECTED':
      for (const pn of numbers) pn.status = 'CONNECTED';
      break;
    case 'ACCOUNT_DELETED':
      waba.deleted = true;
      break;
    default:
      break;
  }
  if (numbers.length === 1) {
    value.phone_number = digitsOf(numbers[0].display_phone_number);
    value.phone_number_id = numbers[0].id;
  } else if (numbers.length > 1) {
    value.phone_numbers = numbers.map((pn) => ({ phone_number: digitsOf(pn.display_phone_number), phone_number_id: pn.id }));
  }
  if (input.event === 'ACCOUNT_OFFBOARDED') {
    value.offboarding_info = { reason: input.reason ?? 'ACCOUNT_DISCONNECTED', initiated_by: input.initiated_by ?? 'USER' };
  }
  Object.assign(value, input.extra ?? {});
  return sim.dispatcher.send(waba.id, 'account_update', value);
}

/** Input of the `call` convenience trigger. */
export interface CallInput {
  phone_number_id: string;
  from: string;
  direction?: 'USER_INITIATED' | 'BUSINESS_INITIATED';
  status?: 'COMPLETED' | 'FAILED';
  duration?: number;
  pricing?: Record<string, unknown>;
}

/** A finished call: a `calls` webhook with event `terminate`, duration and pricing (reference 2.7). */
export async function callTerminated(sim: SimRuntime, input: CallInput): Promise<WebhookDelivery> {
  const pn = numberOrThrow(sim, input.phone_number_id);
  const end = sim.clock.now();
  const duration = input.duration ?? 60;
  const direction = input.direction ?? 'USER_INITIATED';
  const status = input.status ?? 'COMPLETED';
  const business = digitsOf(pn.display_phone_number);
  const call: Record<string, unknown> = {
    id: wacid(),
    to: direction === 'USER_INITIATED' ? business : input.from,
    from: direction === 'USER_INITIATED' ? input.from : business,
    event: 'terminate',
    direction,
    timestamp: String(unixSeconds(end)),
    status,
    start_time: String(unixSeconds(end) - duration),
    end_time: String(unixSeconds(end)),
    duration,
    pricing: input.pricing ?? {
      billable: direction === 'BUSINESS_INITIATED' && status === 'COMPLETED',
      pricing_model: 'PMP',
      type: direction === 'BUSINESS_INITIATED' ? 'regular' : 'free_customer_service',
      category: 'voice',
    },
  };
  return sim.dispatcher.send(pn.waba_id, 'calls', {
    messaging_product: 'whatsapp',
    metadata: metadataOf(pn),
    contacts: [{ profile: { name: 'Test User' }, wa_id: input.from }],
    calls: [call],
  });
}
