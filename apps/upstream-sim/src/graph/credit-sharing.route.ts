import type { Request, Response, Router } from 'express';
import type { SimRuntime } from '../runtime';
import { activeAllocationOf, setAllocationStatus } from '../state/credit';
import type { CreditAllocation } from '../state/types';
import { callerOf, params, requireNode } from './auth';
import { selectFields } from './fields';
import { invalidParameter } from './graph-error';

/** Currencies a WABA can be billed in through a shared credit line. */
export const WABA_CURRENCIES = ['USD', 'EUR', 'GBP', 'INR', 'IDR', 'AUD', 'MXN', 'BRL'];

/** Every field of a credit allocation config node. */
function allocationNode(sim: SimRuntime, a: CreditAllocation): Record<string, () => unknown> {
  const waba = sim.store.wabas.get(a.waba_id);
  const receiver = waba ? sim.store.businesses.get(waba.business_id) : undefined;
  return {
    id: () => a.id,
    receiving_credential: () => ({ id: a.receiving_credential_id }),
    request_status: () => a.request_status,
    credit_line_id: () => a.credit_line_id,
    receiving_business: () => (receiver ? { id: receiver.id, name: receiver.name } : undefined),
    currency_amount: () => ({ currency: a.waba_currency }),
  };
}

/** `GET /{allocation_config_id}`. */
export function readAllocation(sim: SimRuntime, req: Request, id: string): Record<string, unknown> {
  return selectFields('ExtendedCreditAllocationConfig', allocationNode(sim, sim.store.allocations.get(id)!), req.query.fields, ['id', 'request_status']);
}

/** `DELETE /{allocation_config_id}`: revokes the sharing; request_status becomes DELETED and the WABA loses the funding id. */
export function deleteAllocation(sim: SimRuntime, id: string): Record<string, unknown> {
  setAllocationStatus(sim.store, sim.store.allocations.get(id)!, 'DELETED', sim.clock.now());
  return { success: true };
}

/**
 * `POST /{extended_credit_id}/whatsapp_credit_sharing_and_attach?waba_id=&waba_currency=`
 * (reference 1.11): shares the partner's credit line with a customer WABA and attaches it.
 * The allocation starts in the credit line's initial status (APPROVED by default).
 */
export function registerCreditSharingRoutes(router: Router, sim: SimRuntime): void {
  router.post('/:creditLineId/whatsapp_credit_sharing_and_attach', (req: Request, res: Response) => {
    const lineId = String(req.params.creditLineId);
    requireNode(sim, req, res, lineId, ['credit_line']);
    const p = params(req);
    const wabaId = typeof p.waba_id === 'string' ? p.waba_id : '';
    const currency = typeof p.waba_currency === 'string' ? p.waba_currency.toUpperCase() : '';
    if (!wabaId) throw invalidParameter('The parameter waba_id is required.');
    if (!currency) throw invalidParameter('The parameter waba_currency is required.');
    const caller = callerOf(res);
    if (sim.store.kindOf(wabaId) !== 'waba' || caller.kind !== 'token' || !sim.store.canAccess(caller.token, wabaId)) {
      throw invalidParameter(`WhatsApp Business Account ${wabaId} does not exist or is not shared with this app.`);
    }
    if (!WABA_CURRENCIES.includes(currency)) throw invalidParameter(`waba_currency ${currency} is not supported.`);
    const waba = sim.store.wabas.get(wabaId)!;
    if (waba.currency && waba.currency !== currency) {
      throw invalidParameter(`waba_currency ${currency} does not match the WhatsApp Business Account currency ${waba.currency}.`);
    }
    const active = activeAllocationOf(sim.store, wabaId);
    if (active && active.credit_line_id === lineId) {
      res.json({ allocation_config_id: active.id, waba_id: wabaId });
      return;
    }
    if (active) throw invalidParameter('The WhatsApp Business Account already has an active credit line from another business.');

    const line = sim.store.creditLines.get(lineId)!;
    const alloc: CreditAllocation = {
      id: sim.store.newId(),
      credit_line_id: lineId,
      waba_id: wabaId,
      waba_currency: currency,
      request_status: 'PENDING',
      receiving_credential_id: sim.store.newId(),
      created_at: sim.clock.now(),
      deleted_at: null,
    };
    sim.store.allocations.set(alloc.id, alloc);
    if (!waba.currency) waba.currency = currency;
    setAllocationStatus(sim.store, alloc, line.initial_request_status, sim.clock.now());
    res.json({ allocation_config_id: alloc.id, waba_id: wabaId });
  });
}
