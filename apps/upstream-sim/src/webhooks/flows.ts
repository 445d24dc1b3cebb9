import type { SimRuntime } from '../runtime';
import { flowsOf, type SimFlowStatus } from '../state/flows';
import type { WebhookDelivery } from './dispatcher';
import { TriggerError } from './events';

/** Events of the upstream's `flows` webhook field (flow health and monitoring). */
export const FLOW_EVENTS = ['ENDPOINT_ERROR_RATE', 'ENDPOINT_LATENCY', 'ENDPOINT_AVAILABILITY', 'CLIENT_ERROR_RATE', 'FLOW_STATUS_CHANGE'] as const;

/** Input of the `flow_event` convenience trigger. */
export interface FlowEventInput {
  flow_id: string;
  event: (typeof FLOW_EVENTS)[number];
  /** Alerts: raised (default) or cleared. */
  alert_state?: 'ACTIVATED' | 'DEACTIVATED';
  message?: string;
  threshold?: number;
  /** ENDPOINT_ERROR_RATE / CLIENT_ERROR_RATE: the rate (%) and its errors by type. */
  error_rate?: number;
  errors?: Array<{ error_type: string; error_rate: number; error_count: number }>;
  /** ENDPOINT_LATENCY, in ms. */
  p50_latency?: number;
  p90_latency?: number;
  requests_count?: number;
  /** ENDPOINT_AVAILABILITY, in %. */
  availability?: number;
  /** FLOW_STATUS_CHANGE: the status the flow moves to (the simulator's flow takes it). */
  new_status?: SimFlowStatus;
}

/**
 * Sends one `flows` change about a flow of the simulator, in the upstream's shapes (flow health
 * and monitoring webhooks): an alert about the flow's endpoint (error rate, latency, availability,
 * client error rate) or a status change, which the simulated flow takes. The flow's WABA receives it.
 */
export async function flowEvent(sim: SimRuntime, input: FlowEventInput): Promise<WebhookDelivery> {
  const flow = flowsOf(sim.store).flows.get(input.flow_id);
  if (!flow) throw new TriggerError(`unknown flow_id ${input.flow_id}`);
  if (input.event === 'FLOW_STATUS_CHANGE') {
    if (!input.new_status) throw new TriggerError('FLOW_STATUS_CHANGE needs new_status');
    const old = flow.status;
    flow.status = input.new_status;
    flow.updated_at = sim.clock.now();
    return sim.dispatcher.send(flow.waba_id, 'flows', {
      event: 'FLOW_STATUS_CHANGE',
      message: input.message ?? `Flow ${flow.name} changed status from ${old} to ${input.new_status}`,
      flow_id: flow.id,
      old_status: old,
      new_status: input.new_status,
    });
  }
  const alertState = input.alert_state ?? 'ACTIVATED';
  const raised = alertState === 'ACTIVATED';
  const base = { event: input.event, flow_id: flow.id, alert_state: alertState };
  switch (input.event) {
    case 'ENDPOINT_ERROR_RATE':
    case 'CLIENT_ERROR_RATE': {
      const threshold = input.threshold ?? (input.event === 'ENDPOINT_ERROR_RATE' ? 10 : 5);
      const errorRate = input.error_rate ?? (raised ? threshold * 3 : 0);
      return sim.dispatcher.send(flow.waba_id, 'flows', {
        ...base,
        message: input.message ?? (raised ? `Error rate ${errorRate}% is above ${threshold}%` : `Error rate is back below ${threshold}%`),
        error_rate: errorRate,
        threshold,
        errors: input.errors ?? (raised ? [{ error_type: 'timeout_error', error_rate: errorRate, error_count: 3 }] : []),
      });
    }
    case 'ENDPOINT_LATENCY': {
      const threshold = input.threshold ?? 7_000;
      const p90 = input.p90_latency ?? (raised ? threshold + 1_000 : threshold / 2);
      return sim.dispatcher.send(flow.waba_id, 'flows', {
        ...base,
        message: input.message ?? (raised ? `p90 latency ${p90} ms is above ${threshold} ms` : `p90 latency is back below ${threshold} ms`),
        p90_latency: p90,
        p50_latency: input.p50_latency ?? Math.round(p90 / 2),
        requests_count: input.requests_count ?? 100,
        threshold,
      });
    }
    case 'ENDPOINT_AVAILABILITY': {
      const threshold = input.threshold ?? 90;
      const availability = input.availability ?? (raised ? threshold - 20 : 100);
      return sim.dispatcher.send(flow.waba_id, 'flows', {
        ...base,
        message:
          input.message ?? (raised ? `Endpoint availability ${availability}% is below ${threshold}%` : `Endpoint availability is back above ${threshold}%`),
        availability,
        threshold,
      });
    }
  }
}
