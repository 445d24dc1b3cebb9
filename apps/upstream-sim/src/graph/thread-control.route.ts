import type { Request, Response, Router } from 'express';
import type { SimRuntime } from '../runtime';
import { pairKey } from '../state/store';
import { requireNode } from './auth';
import { GraphError, invalidParameter } from './graph-error';

/**
 * `POST /{phone_number_id}/thread_control` (reference 1.14): `pass`, `release` or `take` a
 * conversation. `take` answers 2494191 on numbers configured with take_thread_permitted=false.
 * Thread ownership is tracked in state; no handover webhook is emitted to this app.
 */
export function registerThreadControlRoutes(router: Router, sim: SimRuntime): void {
  router.post('/:phoneNumberId/thread_control', (req: Request, res: Response) => {
    const id = String(req.params.phoneNumberId);
    requireNode(sim, req, res, id, ['phone_number']);
    const pn = sim.store.phoneNumbers.get(id)!;
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    if (body.messaging_product !== 'whatsapp') throw invalidParameter("Param messaging_product must be 'whatsapp'.");
    const recipient = body.to ?? body.recipient;
    if (typeof recipient !== 'string' || !recipient) throw invalidParameter('The parameter to is required.');
    const action = body.action;
    if (action !== 'pass' && action !== 'release' && action !== 'take') throw invalidParameter('Param action must be one of {pass, release, take}.');
    if (typeof body.metadata === 'string' && body.metadata.length > 2000) throw invalidParameter('Param metadata must be at most 2000 characters long.');
    if (action === 'take' && !pn.take_thread_permitted) throw new GraphError(2494191);
    const key = pairKey(pn.id, recipient);
    if (action === 'take') sim.store.threads.set(key, 'self');
    else if (action === 'release') sim.store.threads.set(key, 'idle');
    else {
      const pass = body.control_pass as Record<string, unknown> | undefined;
      sim.store.threads.set(key, pass?.target_role === 'ai_agent' ? 'ai_agent' : 'other');
    }
    res.json({ success: true });
  });
}
