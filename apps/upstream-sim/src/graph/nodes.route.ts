import type { Request, Response, Router } from 'express';
import type { SimRuntime } from '../runtime';
import { requireNode } from './auth';
import { readBusiness, readCreditLine } from './businesses.route';
import { readWaba } from './business-accounts.route';
import { deleteAllocation, readAllocation } from './credit-sharing.route';
import { readPhoneNumber, updatePhoneNumber } from './phone-numbers.route';

/** `GET|POST|DELETE /{id}` on any node, dispatched by what the id is. */
export function registerNodeRoutes(router: Router, sim: SimRuntime): void {
  router.get('/:id', (req: Request, res: Response) => {
    const id = String(req.params.id);
    const kind = requireNode(sim, req, res, id, ['business', 'waba', 'phone_number', 'credit_line', 'allocation']);
    const readers = {
      business: readBusiness,
      waba: readWaba,
      phone_number: readPhoneNumber,
      credit_line: readCreditLine,
      allocation: readAllocation,
    } as const;
    res.json(readers[kind](sim, req, id));
  });

  router.post('/:id', (req: Request, res: Response) => {
    const id = String(req.params.id);
    requireNode(sim, req, res, id, ['phone_number']);
    res.json(updatePhoneNumber(sim, req, id));
  });

  router.delete('/:id', (req: Request, res: Response) => {
    const id = String(req.params.id);
    requireNode(sim, req, res, id, ['allocation']);
    res.json(deleteAllocation(sim, id));
  });
}
