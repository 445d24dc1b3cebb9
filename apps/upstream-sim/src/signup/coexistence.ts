import { unixSeconds } from '../clock';
import { GraphError, invalidParameter } from '../graph/graph-error';
import { randomToken, wamid } from '../ids';
import type { SimRuntime } from '../runtime';
import type { PhoneNumber } from '../state/types';
import { metadataOf } from '../webhooks/payloads';
import { signupOf, type BusinessAppMessage, type BusinessAppNumber } from './signup-state';
import { displayOf } from './verification';
import { newPhoneNumber } from '../state/records';

const DAY_MS = 24 * 3_600_000;
/** Coexistence data can be synced only within 24 h of onboarding (2593108 after). */
const SYNC_WINDOW_MS = DAY_MS;
/** Contacts per `smb_app_state_sync` webhook. */
const CONTACTS_PER_WEBHOOK = 100;

/** Sync types of `POST /{phone_number_id}/smb_app_data`. */
export const SYNC_TYPES = ['smb_app_state_sync', 'history'] as const;

/**
 * Onboards a business app number to the Cloud API on `wabaId`: a phone number node on the biz app
 * (`is_on_biz_app`), already registered (CONNECTED, VERIFIED; the tech provider skips `/register`),
 * onboarded now (the 24 h sync window starts).
 */
export function onboardBusinessAppNumber(sim: SimRuntime, app: BusinessAppNumber, wabaId: string): PhoneNumber {
  const now = sim.clock.now();
  const existing = app.phone_number_id ? sim.store.phoneNumbers.get(app.phone_number_id) : undefined;
  const pn: PhoneNumber =
    existing ??
    newPhoneNumber({
      id: sim.store.newId(),
      waba_id: wabaId,
      display_phone_number: displayOf(app.phone_number),
      verified_name: app.display_name,
      whatsapp_business_manager_messaging_limit: 'TIER_250',
      is_coexistence: true,
      created_at: now,
    });
  Object.assign(pn, { waba_id: wabaId, status: 'CONNECTED', is_coexistence: true, last_onboarded_time: now });
  sim.store.phoneNumbers.set(pn.id, pn);
  app.phone_number_id = pn.id;
  signupOf(sim.store).syncs.delete(pn.id);
  return pn;
}

/** Phase of a history message by age (reference §1: 0 = day 0–1, 1 = 1–90, 2 = 90–180); older ones are not synced. */
function phaseOf(m: BusinessAppMessage): 0 | 1 | 2 | null {
  if (m.age_days < 1) return 0;
  if (m.age_days < 90) return 1;
  if (m.age_days < 180) return 2;
  return null;
}

/** The `history` webhooks of a shared history: one chunk per phase, in order, progress up to 100. */
function historyChunks(pn: PhoneNumber, app: BusinessAppNumber): Record<string, unknown>[] {
  const business = app.phone_number;
  const onboarded = pn.last_onboarded_time.getTime();
  return ([0, 1, 2] as const).map((phase, i) => {
    const threads = app.history
      .map((chat) => ({
        id: chat.wa_id,
        messages: chat.messages
          .filter((m) => phaseOf(m) === phase)
          .map((m) => ({
            from: m.from_business ? business : chat.wa_id,
            id: wamid(),
            timestamp: String(unixSeconds(new Date(onboarded - m.age_days * DAY_MS))),
            type: 'text',
            text: { body: m.text },
            history_context: { status: m.status },
          })),
      }))
      .filter((t) => t.messages.length > 0);
    return {
      messaging_product: 'whatsapp',
      metadata: metadataOf(pn),
      history: [{ metadata: { phase, chunk_order: i + 1, progress: Math.round(((i + 1) / 3) * 100) }, threads }],
    };
  });
}

/** The `history` webhook of a declined history (error 2593109). */
function historyDeclined(pn: PhoneNumber): Record<string, unknown> {
  const title = 'History sync is turned off by the business from the WhatsApp Business App';
  return {
    messaging_product: 'whatsapp',
    metadata: metadataOf(pn),
    history: [{ errors: [{ code: 2593109, title, message: title, error_data: { details: 'History sharing is turned off by the business' } }] }],
  };
}

/** `smb_app_state_sync` webhooks: the address book, 100 contacts per webhook, action `add`. */
function contactChunks(sim: SimRuntime, pn: PhoneNumber, app: BusinessAppNumber): Record<string, unknown>[] {
  const ts = String(unixSeconds(sim.clock.now()));
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < app.contacts.length; i += CONTACTS_PER_WEBHOOK) {
    out.push({
      messaging_product: 'whatsapp',
      metadata: metadataOf(pn),
      state_sync: app.contacts
        .slice(i, i + CONTACTS_PER_WEBHOOK)
        .map((c) => ({ type: 'contact', contact: { ...c }, action: 'add', metadata: { timestamp: ts } })),
    });
  }
  return out;
}

/**
 * `POST /{phone_number_id}/smb_app_data {messaging_product, sync_type}` on a coexistence number:
 * each sync type once (2593107 after), within 24 h of onboarding (2593108 after). Answers
 * `{messaging_product, request_id}` and sends the webhooks after the answer, in order.
 */
export function requestSmbAppData(sim: SimRuntime, pn: PhoneNumber, p: Record<string, unknown>): { messaging_product: 'whatsapp'; request_id: string } {
  if (p.messaging_product === undefined) throw invalidParameter('The parameter messaging_product is required.');
  if (p.messaging_product !== 'whatsapp') throw invalidParameter("Param messaging_product must be 'whatsapp'.");
  const syncType = p.sync_type;
  if (syncType === undefined) throw invalidParameter('The parameter sync_type is required.');
  if (typeof syncType !== 'string' || !(SYNC_TYPES as readonly string[]).includes(syncType)) {
    throw invalidParameter(`Param sync_type must be one of {${SYNC_TYPES.join(', ')}}.`);
  }
  const s = signupOf(sim.store);
  const app = [...s.businessApp.values()].find((a) => a.phone_number_id === pn.id);
  if (!pn.is_coexistence || !app) throw invalidParameter('This phone number is not onboarded from the WhatsApp Business app.');
  if (sim.clock.now().getTime() - pn.last_onboarded_time.getTime() > SYNC_WINDOW_MS) {
    throw new GraphError(2593108, {
      title: 'Synchronization Request made outside of allowed time window',
      details: 'Synchronization request can only be made within 24 hours of onboarding',
    });
  }
  const done = s.syncs.get(pn.id) ?? {};
  if (done[syncType as (typeof SYNC_TYPES)[number]]) {
    throw new GraphError(2593107, {
      title: 'Synchronization Request limit exceeded',
      details: 'You have exceeded the maximum number of times to call the synchronization api for this phone number.',
    });
  }
  const requestId = randomToken(12);
  done[syncType as (typeof SYNC_TYPES)[number]] = requestId;
  s.syncs.set(pn.id, done);
  const field = syncType;
  const values = syncType === 'history' ? (app.share_history ? historyChunks(pn, app) : [historyDeclined(pn)]) : contactChunks(sim, pn, app);
  const next = (i: number): void => {
    if (i >= values.length) return;
    sim.timers.after(0, async () => {
      await sim.dispatcher.send(pn.waba_id, field, values[i]);
      next(i + 1);
    });
  };
  next(0);
  return { messaging_product: 'whatsapp', request_id: requestId };
}
