import type { NextFunction, Request, Response, Router } from 'express';
import type { SimRuntime } from '../runtime';
import { cloudOf } from '../state/cloud-api';
import { pairKey } from '../state/store';
import { requireNode } from './auth';
import { GraphError, invalidParameter } from './graph-error';

const DAY_MS = 24 * 3600 * 1000;

/** Call permission requests a number may send one user: 1 per 24 h and 2 per 7 days (reference 2.7). */
export const PERMISSION_REQUEST_LIMITS = [
  { time_period: 'PT24H', ms: DAY_MS, max_allowed: 1 },
  { time_period: 'P7D', ms: 7 * DAY_MS, max_allowed: 2 },
];

/** Requests sent within each limit's period, newest kept. */
export function permissionRequestUsage(
  sim: SimRuntime,
  phoneNumberId: string,
  user: string,
): Array<{ time_period: string; max_allowed: number; current_usage: number; ms: number }> {
  const now = sim.clock.now().getTime();
  const sent = cloudOf(sim.store).permissionRequests.get(pairKey(phoneNumberId, user)) ?? [];
  return PERMISSION_REQUEST_LIMITS.map((l) => ({ ...l, current_usage: sent.filter((d) => now - d.getTime() < l.ms).length }));
}

/**
 * Parts of `POST /{phone_number_id}/messages` that are not sends, registered before the send route:
 * a read receipt `{ messaging_product, status: "read", message_id, typing_indicator? }` needs no
 * `to` (it names an inbound message of the number) and answers `{ success: true }`; an interactive
 * `call_permission_request` is counted against its limits (1 per 24 h, 2 per 7 days per user, error
 * 138006 beyond) and then sent like any message.
 */
export function registerReadReceiptRoutes(router: Router, sim: SimRuntime): void {
  router.post('/:phoneNumberId/messages', (req: Request, res: Response, next: NextFunction) => {
    const body = (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {}) as Record<string, unknown>;
    const id = String(req.params.phoneNumberId);
    const interactive = body.interactive as Record<string, unknown> | undefined;
    if (body.status === undefined) {
      if (body.type === 'interactive' && interactive?.type === 'call_permission_request' && typeof body.to === 'string') {
        requireNode(sim, req, res, id, ['phone_number']);
        const user = body.to.replace(/\D/g, '') || body.to;
        if (permissionRequestUsage(sim, id, user).some((l) => l.current_usage >= l.max_allowed)) {
          throw new GraphError(138006, {
            title: 'Call permission request limit reached',
            details: 'A business may send a user 1 call permission request per 24 hours and 2 per 7 days.',
          });
        }
        const key = pairKey(id, user);
        const c = cloudOf(sim.store);
        c.permissionRequests.set(key, [...(c.permissionRequests.get(key) ?? []), sim.clock.now()].slice(-10));
      }
      return next();
    }
    requireNode(sim, req, res, id, ['phone_number']);
    if (body.messaging_product === undefined) throw invalidParameter('The parameter messaging_product is required.');
    if (body.messaging_product !== 'whatsapp') throw invalidParameter("Param messaging_product must be 'whatsapp'.");
    if (body.status !== 'read') throw invalidParameter("Param status must be 'read'.");
    if (typeof body.message_id !== 'string' || body.message_id === '') throw invalidParameter('The parameter message_id is required.');
    const typing = body.typing_indicator as Record<string, unknown> | undefined;
    if (typing !== undefined && (typeof typing !== 'object' || typing === null || typing.type !== 'text')) {
      throw invalidParameter("Param typing_indicator.type must be 'text'.");
    }
    const inbound = cloudOf(sim.store).inbound.get(body.message_id);
    if (!inbound || inbound.phone_number_id !== id) {
      throw new GraphError(100, { details: `Invalid message_id ${body.message_id}: no message to this number has this id.` });
    }
    const now = sim.clock.now();
    inbound.read_at ??= now;
    if (typing) inbound.typing_at = now;
    res.json({ success: true });
  });
}
