import { graphId } from '../ids';
import type { SimStore } from './store';

/** Upstream flow statuses (reference 2.6). */
export type SimFlowStatus = 'DRAFT' | 'PUBLISHED' | 'DEPRECATED' | 'BLOCKED' | 'THROTTLED';

/** Flow categories the Flows API accepts (reference 2.6). */
export const FLOW_CATEGORIES = [
  'SIGN_UP',
  'SIGN_IN',
  'APPOINTMENT_BOOKING',
  'LEAD_GENERATION',
  'SHOPPING',
  'CONTACT_US',
  'CUSTOMER_SUPPORT',
  'SURVEY',
  'OTHER',
] as const;

/** One entry of a flow's `validation_errors` (reference platform-capabilities 5.2). */
export interface FlowValidationError {
  error: string;
  error_type: string;
  message: string;
  line_start: number;
  line_end: number;
  column_start: number;
  column_end: number;
  pointers: Array<{ line_start: number; line_end: number; column_start: number; column_end: number; path: string }>;
}

/** A flow as the upstream Flows API keeps it. */
export interface SimFlow {
  id: string;
  waba_id: string;
  name: string;
  categories: string[];
  status: SimFlowStatus;
  /** The uploaded flow JSON text (asset `flow.json`), or null before any upload. */
  json_text: string | null;
  json_version: string | null;
  data_api_version: string | null;
  endpoint_uri: string | null;
  validation_errors: FlowValidationError[];
  preview: { preview_url: string; expires_at: string } | null;
  created_at: Date;
  updated_at: Date;
}

/** Outcome of one data-exchange request the simulator sent to a flow's endpoint. */
export interface EndpointProbe {
  at: Date;
  ok: boolean;
  status: number | null;
  latency_ms: number;
  error: string | null;
}

/** The Flows API state of one simulator: flows, business public keys per number, endpoint probes. */
export class SimFlows {
  readonly flows = new Map<string, SimFlow>();
  /** `whatsapp_business_encryption` public key (PEM) per phone number id. */
  readonly publicKeys = new Map<string, string>();
  /** Recent data-exchange outcomes per flow id (newest last; 50 kept). */
  readonly probes = new Map<string, EndpointProbe[]>();
  /** Whether an ENDPOINT_AVAILABILITY alert is active per flow id. */
  readonly alerts = new Map<string, boolean>();

  constructor(private readonly store: SimStore) {}

  /** A fresh id used by no node and no flow. */
  newId(): string {
    return graphId((id) => this.store.kindOf(id) !== undefined || this.flows.has(id));
  }

  /** Empties everything. */
  clear(): void {
    this.flows.clear();
    this.publicKeys.clear();
    this.probes.clear();
    this.alerts.clear();
  }

  /** Records one data-exchange outcome. */
  recordProbe(flowId: string, probe: EndpointProbe): EndpointProbe[] {
    const list = this.probes.get(flowId) ?? [];
    list.push(probe);
    if (list.length > 50) list.splice(0, list.length - 50);
    this.probes.set(flowId, list);
    return list;
  }
}

const registry = new WeakMap<SimStore, SimFlows>();

/** The Flows API state that belongs to a simulator's store (created on first use). */
export function flowsOf(store: SimStore): SimFlows {
  let f = registry.get(store);
  if (!f) {
    f = new SimFlows(store);
    registry.set(store, f);
  }
  return f;
}
