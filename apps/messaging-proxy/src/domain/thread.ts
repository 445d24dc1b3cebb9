/**
 * Thread ownership on numbers shared with another app (issue 15, reference 1.14, decision 0231):
 * who handles a customer's conversation thread, read from handovers, standby copies and
 * thread-control calls. Pure: no I/O.
 */

import { firstItem, looseObject, nullableText } from '@platform/lenient';

/** Who handles a thread: this platform, another app, the upstream's own AI agent, or nobody. */
export type ThreadHandler = 'this_app' | 'other_app' | 'upstream_agent' | 'idle';

/** A thread goes idle after this long without customer messages (reference 1.14). */
export const THREAD_IDLE_MS = 24 * 3_600_000;

/** Thread-control actions of `POST {phone_number_id}/thread_control` and of handover webhooks. */
export type ThreadAction = 'pass' | 'take' | 'request' | 'release';

/** What a send to a thread must do (decision 0231). */
export type SendVerdict = { kind: 'send' } | { kind: 'take' } | { kind: 'refuse'; code: 'thread_not_owner' | 'thread_ownership_unknown' };

/**
 * The handler in effect at `now`: a thread nobody touched for {@link THREAD_IDLE_MS} since the
 * customer's last message (or since its last change, when the customer never wrote) is idle.
 */
export function effectiveHandler(t: { handler: ThreadHandler; changedAt: Date; lastCustomerMessageAt: Date | null }, now: Date): ThreadHandler {
  const since = Math.max(t.changedAt.getTime(), t.lastCustomerMessageAt?.getTime() ?? 0);
  return now.getTime() - since >= THREAD_IDLE_MS ? 'idle' : t.handler;
}

/**
 * Whether a regular send may go out: numbers not shared always; on a shared number a thread this
 * platform handles or an idle one; another app's (or the upstream agent's) thread only by taking it
 * (take-control); an unknown thread on a shared number is refused unless taken.
 */
export function sendVerdict(shared: boolean, handler: ThreadHandler | undefined, takeControl: boolean): SendVerdict {
  if (!shared) return { kind: 'send' };
  if (handler === 'this_app' || handler === 'idle') return { kind: 'send' };
  if (takeControl) return { kind: 'take' };
  return { kind: 'refuse', code: handler === undefined ? 'thread_ownership_unknown' : 'thread_not_owner' };
}

/** The customer key of a thread: the digits of a phone number, or a business-scoped user id as given. */
export function customerKey(v: unknown): string | undefined {
  if (typeof v !== 'string' && typeof v !== 'number') return undefined;
  const s = String(v).trim();
  if (!s) return undefined;
  if (/^\+?[\d\s().-]{4,30}$/.test(s)) return s.replace(/\D/g, '');
  return s.length <= 200 ? s : undefined;
}

/** A handover read from a `messaging_handovers` change value. */
export interface Handover {
  action: ThreadAction;
  customer: string;
  /** The new handler as seen from this platform. */
  handler: ThreadHandler;
  ownerAppId: string | null;
  previousOwnerAppId: string | null;
  metadata: string;
}

type Obj = Record<string, unknown>;

/**
 * Reads a `messaging_handovers` change value (decision 0231 documents the shape: Messenger's
 * handover objects `pass_thread_control`, `take_thread_control`, `request_thread_control`,
 * `release_thread_control` on a Cloud API change with `metadata` and the customer in `contacts[0].wa_id`,
 * `recipient`/`sender` ids, `wa_id` or `user_id`). The new owner is this platform when its app id is named;
 * the upstream agent when the target role is `ai_agent`; idle when no owner is named; else another app.
 * Undefined when the value names no action or no customer.
 */
export function readHandover(value: Obj, ownAppId: string): Handover | undefined {
  const customer =
    customerKey(looseObject.parse(firstItem.parse(value.contacts)).wa_id) ??
    customerKey(looseObject.parse(firstItem.parse(value.contacts)).user_id) ??
    customerKey(value.wa_id) ??
    customerKey(value.user_id) ??
    customerKey(value.recipient_id) ??
    customerKey(looseObject.parse(value.sender).id) ??
    customerKey(looseObject.parse(value.recipient).id);
  if (!customer) return undefined;
  const forms: Array<[ThreadAction, Obj | undefined]> = [
    ['pass', value.pass_thread_control ? looseObject.parse(value.pass_thread_control) : undefined],
    ['take', value.take_thread_control ? looseObject.parse(value.take_thread_control) : undefined],
    ['request', value.request_thread_control ? looseObject.parse(value.request_thread_control) : undefined],
    ['release', value.release_thread_control ? looseObject.parse(value.release_thread_control) : undefined],
  ];
  const found = forms.find(([, o]) => o !== undefined);
  if (!found) return undefined;
  const [action, o] = found;
  const metadata = nullableText.parse(o!.metadata) ?? '';
  const previousOwnerAppId = nullableText.parse(o!.previous_owner_app_id);
  if (action === 'request') {
    // Another app asks for the thread: the owner does not change until it is passed.
    return { action, customer, handler: 'this_app', ownerAppId: ownAppId, previousOwnerAppId: nullableText.parse(o!.requested_owner_app_id), metadata };
  }
  if (action === 'release') return { action, customer, handler: 'idle', ownerAppId: null, previousOwnerAppId, metadata };
  const newOwner = nullableText.parse(o!.new_owner_app_id);
  const role =
    nullableText.parse(o!.target_role) ??
    nullableText.parse(looseObject.parse(o!.control_pass).target_role) ??
    nullableText.parse(looseObject.parse(value.control_pass).target_role);
  let handler: ThreadHandler;
  if (newOwner === ownAppId) handler = 'this_app';
  else if (role === 'ai_agent') handler = 'upstream_agent';
  else if (newOwner === null) handler = 'idle';
  else handler = 'other_app';
  return { action, customer, handler, ownerAppId: newOwner, previousOwnerAppId, metadata };
}

/**
 * The handler after a successful thread-control call of this platform (`POST {phone_number_id}/thread_control`
 * through the pass-through): pass → another app, or the upstream agent for `control_pass.target_role: ai_agent`;
 * take → this platform; release → idle; request → unchanged (undefined).
 */
export function handlerAfterCall(body: Obj): { action: ThreadAction; handler: ThreadHandler } | undefined {
  const action = body.action;
  if (action === 'take') return { action, handler: 'this_app' };
  if (action === 'release') return { action, handler: 'idle' };
  if (action === 'pass') return { action, handler: looseObject.parse(body.control_pass).target_role === 'ai_agent' ? 'upstream_agent' : 'other_app' };
  return undefined;
}
