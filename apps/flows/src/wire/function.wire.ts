import { toProtoEnum, type flows } from '@platform/contracts';
import type { FunctionRecord } from '../infra/db/functions.repository';

const iso = (v: Date | null): string | undefined => (v ? v.toISOString() : undefined);

/** The public shape of a function (secret names only). */
export function functionToWire(r: FunctionRecord, secretNames: string[], apiPublicUrl: string): flows.Function {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description ?? undefined,
    code: r.code,
    version: r.version,
    status: toProtoEnum('FUNCTION_STATUS', r.status),
    last_deployed_at: iso(r.last_deployed_at),
    deploy_error: r.deploy_error ?? undefined,
    endpoint_url: `${apiPublicUrl.replace(/\/+$/, '')}/functions/${r.id}/invoke`,
    timeout_ms: r.timeout_ms,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    secret_names: secretNames,
    invoke_response_mode: toProtoEnum('INVOKE_RESPONSE_MODE', r.invoke_response_mode),
  };
}
