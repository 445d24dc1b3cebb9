import type { Router } from 'express';
import { z } from 'zod';
import { sendDataExchange } from '../graph/flow-endpoint-client';
import type { SimRuntime } from '../runtime';
import { flowsOf } from '../state/flows';

const DataExchangeSchema = z.object({
  action: z.enum(['ping', 'INIT', 'data_exchange', 'BACK', 'navigate']),
  screen: z.string().optional(),
  data: z.record(z.unknown()).optional(),
  flow_token: z.string().optional(),
  phone_number_id: z.string().regex(/^\d+$/).optional(),
  tamper: z.boolean().optional(),
  bad_signature: z.boolean().optional(),
});

/**
 * `GET /__sim/flows` (the Flows API state), `POST /__sim/flows/{flow_id}/data_exchange` (the
 * simulated WhatsApp client sends one encrypted request to the flow's endpoint and answers the
 * decrypted outcome), `GET /__sim/flows/{flow_id}/probes` (recent outcomes and the alert state).
 */
export function registerFlowControlRoutes(router: Router, sim: SimRuntime): void {
  router.get('/flows', (_req, res) => {
    const state = flowsOf(sim.store);
    res.json({ flows: [...state.flows.values()], public_keys: Object.fromEntries(state.publicKeys) });
  });

  router.post('/flows/:flowId/data_exchange', async (req, res) => {
    const input = DataExchangeSchema.parse(req.body ?? {});
    const flow = flowsOf(sim.store).flows.get(String(req.params.flowId));
    if (!flow) return void res.status(404).json({ error: `no flow ${req.params.flowId}` });
    try {
      res.json(await sendDataExchange(sim, flow, input));
    } catch (e) {
      res.status(409).json({ error: (e as Error).message });
    }
  });

  router.get('/flows/:flowId/probes', (req, res) => {
    const id = String(req.params.flowId);
    const state = flowsOf(sim.store);
    if (!state.flows.has(id)) return void res.status(404).json({ error: `no flow ${id}` });
    res.json({ probes: state.probes.get(id) ?? [], alert_active: state.alerts.get(id) ?? false });
  });
}
