import { toProtoEnum, type flows } from '@platform/contracts';
import type { FlowRecord } from '../infra/db/flows.repository';

const iso = (v: unknown): string | undefined => (v instanceof Date ? v.toISOString() : v ? new Date(v as string).toISOString() : undefined);

/** The public (contract) shape of a stored flow. */
export function flowToWire(r: FlowRecord): flows.Flow {
  return {
    id: r.id,
    upstream_flow_id: r.upstream_flow_id,
    name: r.name,
    status: toProtoEnum('FLOW_STATUS', r.status),
    categories: r.categories ?? [],
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    published_at: iso(r.published_at),
    last_synced_at: iso(r.last_synced_at),
    json_version: r.json_version,
    data_api_version: r.data_api_version,
    business_account_id: r.business_account_id,
    preview_url: r.preview_url ?? undefined,
    data_endpoint_function_id: r.data_endpoint_function_id ?? undefined,
    phone_number_id: r.phone_number_id ?? undefined,
    data_endpoint_url: r.data_endpoint_url ?? undefined,
    has_data_endpoint: Boolean(r.data_endpoint_function_id),
    flows_encryption_configured: Boolean(r.flows_encryption_configured),
  };
}
