import { toStruct, type flows } from '@platform/contracts';
import type { FlowVersionRecord } from '../infra/db/flow-versions.repository';

const iso = (v: Date | null): string | undefined => (v ? v.toISOString() : undefined);

/** The public shape of a version; `withJson` adds flow_json (reads of one version). */
export function flowVersionToWire(r: FlowVersionRecord, withJson: boolean): flows.FlowVersion {
  return {
    id: r.id,
    version_label: r.version_label,
    status: r.status,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    published_at: iso(r.published_at),
    flow_json_sha: r.flow_json_sha,
    validation_errors: r.validation_errors.map((e) => toStruct(e)),
    flow_json: withJson ? toStruct(r.flow_json) : undefined,
  };
}
