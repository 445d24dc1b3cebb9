import { unixSeconds } from '../clock';
import { wamid } from '../ids';
import type { SimRuntime } from '../runtime';
import { pairKey } from '../state/store';
import type { PhoneNumber } from '../state/types';
import type { WebhookDelivery } from './dispatcher';
import { TriggerError } from './events';
import { metadataOf } from './payloads';

function numberOrThrow(sim: SimRuntime, id: string): PhoneNumber {
  const pn = sim.store.phoneNumbers.get(id);
  if (!pn) throw new TriggerError(`unknown phone_number_id ${id}`);
  return pn;
}

/** Input of a `handover` trigger: another app (or the upstream agent) acts on a customer's thread. */
export interface HandoverInput {
  phone_number_id: string;
  wa_id: string;
  action: 'pass' | 'take' | 'request' | 'release';
  /** The app the thread goes to (pass, take); null or omitted: nobody (idle). This app's id: passed to it. */
  new_owner_app_id?: string | null;
  previous_owner_app_id?: string | null;
  /** `ai_agent`: the thread goes to the upstream's own AI agent. */
  target_role?: 'ai_agent';
  metadata?: string;
}

/**
 * A `messaging_handovers` change (reference 1.14): Messenger's handover objects on a Cloud API change,
 * `{ messaging_product, metadata, contacts: [{ wa_id }], timestamp, <action>_thread_control: { previous_owner_app_id,
 * new_owner_app_id, metadata[, target_role] } }` (request: `requested_owner_app_id`). The thread's owner in the
 * simulator's state moves with it, as seen from this app.
 */
export async function handover(sim: SimRuntime, input: HandoverInput): Promise<WebhookDelivery> {
  const pn = numberOrThrow(sim, input.phone_number_id);
  const key = pairKey(pn.id, input.wa_id);
  const newOwner = input.new_owner_app_id ?? null;
  if (input.action === 'release') sim.store.threads.set(key, 'idle');
  else if (input.action !== 'request') {
    sim.store.threads.set(key, newOwner === sim.app.id ? 'self' : input.target_role === 'ai_agent' ? 'ai_agent' : newOwner === null ? 'idle' : 'other');
  }
  const control: Record<string, unknown> =
    input.action === 'request'
      ? { requested_owner_app_id: input.previous_owner_app_id ?? null, metadata: input.metadata ?? '' }
      : {
          previous_owner_app_id: input.previous_owner_app_id ?? null,
          new_owner_app_id: newOwner,
          metadata: input.metadata ?? '',
          ...(input.target_role ? { target_role: input.target_role } : {}),
        };
  return sim.dispatcher.send(pn.waba_id, 'messaging_handovers', {
    messaging_product: 'whatsapp',
    metadata: metadataOf(pn),
    contacts: [{ wa_id: input.wa_id }],
    timestamp: String(unixSeconds(sim.clock.now())),
    [`${input.action}_thread_control`]: control,
  });
}

/** Input of a `standby` trigger: a copy this app receives while another app handles the thread. */
export interface StandbyInput {
  phone_number_id: string;
  wa_id: string;
  /** message: the customer wrote; echo: the handling app sent; status: a status of the handling app's send. */
  item: 'message' | 'echo' | 'status';
  text?: string;
  status?: 'sent' | 'delivered' | 'read';
}

/**
 * A `standby` change (reference 1.14: passive apps receive the customer's messages, the other sender's
 * echoes and its delivery and read receipts): `{ messaging_product, metadata, contacts, messages | message_echoes | statuses }`.
 */
export async function standby(sim: SimRuntime, input: StandbyInput): Promise<WebhookDelivery> {
  const pn = numberOrThrow(sim, input.phone_number_id);
  const ts = String(unixSeconds(sim.clock.now()));
  const key = pairKey(pn.id, input.wa_id);
  if (!sim.store.threads.has(key) || sim.store.threads.get(key) === 'self') sim.store.threads.set(key, 'other');
  const base = { messaging_product: 'whatsapp', metadata: metadataOf(pn), contacts: [{ wa_id: input.wa_id, profile: { name: 'Test User' } }] };
  const text = { body: input.text ?? 'Hello' };
  if (input.item === 'message') {
    sim.store.lastInbound.set(key, sim.clock.now());
    return sim.dispatcher.send(pn.waba_id, 'standby', { ...base, messages: [{ from: input.wa_id, id: wamid(), timestamp: ts, type: 'text', text }] });
  }
  if (input.item === 'echo') {
    return sim.dispatcher.send(pn.waba_id, 'standby', {
      ...base,
      message_echoes: [{ from: pn.display_phone_number.replace(/\D/g, ''), to: input.wa_id, id: wamid(), timestamp: ts, type: 'text', text }],
    });
  }
  return sim.dispatcher.send(pn.waba_id, 'standby', {
    ...base,
    statuses: [{ id: wamid(), status: input.status ?? 'delivered', timestamp: ts, recipient_id: input.wa_id }],
  });
}
