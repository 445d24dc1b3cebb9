import type { Request, Response, Router } from 'express';
import { graphTime } from '../clock';
import type { SimRuntime } from '../runtime';
import type { Business, CreditLine } from '../state/types';
import { requireNode } from './auth';
import { WABA_DEFAULT_FIELDS, wabaNode } from './business-accounts.route';
import { listEdge, selectFields } from './fields';

/** Every field of a Business (portfolio) node. */
function businessNode(b: Business): Record<string, () => unknown> {
  return {
    id: () => b.id,
    name: () => b.name,
    verification_status: () => b.verification_status,
    created_time: () => graphTime(b.created_at),
  };
}

/** Every field of an ExtendedCredit (credit line) node. */
export function creditLineNode(sim: SimRuntime, line: CreditLine): Record<string, () => unknown> {
  const owner = sim.store.businesses.get(line.business_id);
  return {
    id: () => line.id,
    legal_entity_name: () => line.legal_entity_name,
    currency: () => line.currency,
    owner_business: () => ({ id: line.business_id, name: owner?.name }),
    owner_business_name: () => owner?.name,
    is_access_revoked: () => false,
    credit_type: () => 'CREDIT_LINE',
  };
}

const CREDIT_LINE_DEFAULT_FIELDS = ['id', 'legal_entity_name', 'currency'];

/** `GET /{business_id}`. */
export function readBusiness(sim: SimRuntime, req: Request, id: string): Record<string, unknown> {
  return selectFields('Business', businessNode(sim.store.businesses.get(id)!), req.query.fields, ['id', 'name']);
}

/** `GET /{extended_credit_id}`. */
export function readCreditLine(sim: SimRuntime, req: Request, id: string): Record<string, unknown> {
  return selectFields('ExtendedCredit', creditLineNode(sim, sim.store.creditLines.get(id)!), req.query.fields, CREDIT_LINE_DEFAULT_FIELDS);
}

/** Portfolio edges: `owned_whatsapp_business_accounts` and `extendedcredits`. */
export function registerBusinessRoutes(router: Router, sim: SimRuntime): void {
  router.get('/:businessId/owned_whatsapp_business_accounts', (req: Request, res: Response) => {
    const id = String(req.params.businessId);
    requireNode(sim, req, res, id, ['business']);
    const items = [...sim.store.wabas.values()]
      .filter((w) => w.business_id === id && !w.deleted)
      .map((w) => selectFields('WhatsAppBusinessAccount', wabaNode(sim, w), req.query.fields, WABA_DEFAULT_FIELDS));
    res.json(listEdge(items, req.query as Record<string, unknown>));
  });

  router.get('/:businessId/extendedcredits', (req: Request, res: Response) => {
    const id = String(req.params.businessId);
    requireNode(sim, req, res, id, ['business']);
    const items = [...sim.store.creditLines.values()]
      .filter((l) => l.business_id === id)
      .map((l) => selectFields('ExtendedCredit', creditLineNode(sim, l), req.query.fields, CREDIT_LINE_DEFAULT_FIELDS));
    res.json(listEdge(items, req.query as Record<string, unknown>));
  });
}
