import type { SimRuntime } from '../runtime';
import { cloudOf } from '../state/cloud-api';
import { pairKey } from '../state/store';

const DAY_MS = 24 * 3600 * 1000;

/**
 * What an inbound message changes beyond the service window: its id is kept (a read receipt must
 * name a message the number received), and a `call_permission_reply` accepting calls grants the
 * permission (temporary: 7 days; permanent when the user chose so), a rejection removes it.
 */
export function recordInbound(sim: SimRuntime, phoneNumberId: string, from: string, message: Record<string, unknown>): void {
  const c = cloudOf(sim.store);
  const now = sim.clock.now();
  if (typeof message.id === 'string') c.inbound.set(message.id, { phone_number_id: phoneNumberId, from, read_at: null, typing_at: null });
  const interactive = message.interactive as Record<string, unknown> | undefined;
  const reply = interactive?.type === 'call_permission_reply' ? (interactive.call_permission_reply as Record<string, unknown> | undefined) : undefined;
  if (!reply) return;
  const key = pairKey(phoneNumberId, from.replace(/\D/g, '') || from);
  if (reply.response === 'accept') {
    const permanent = reply.is_permanent === true;
    c.callPermissions.set(key, { status: permanent ? 'permanent' : 'temporary', expires_at: permanent ? null : new Date(now.getTime() + 7 * DAY_MS) });
  } else if (reply.response === 'reject') c.callPermissions.delete(key);
}
