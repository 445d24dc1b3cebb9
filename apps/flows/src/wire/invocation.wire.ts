import { toStruct, type flows } from '@platform/contracts';

/** The public shape of an invocation. */
export function invocationToWire(r: Record<string, unknown>): flows.FunctionInvocation {
  const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>;
  return {
    id: r.id as string,
    status_code: Number(r.status_code),
    duration_ms: Number(r.duration_ms),
    request_body: toStruct(json(r.request_body)),
    response_body: toStruct(json(r.response_body)),
    error_message: (r.error_message as string) ?? undefined,
    edge_ray_id: r.edge_ray_id as string,
    created_at: new Date(r.created_at as string).toISOString(),
  };
}
