import { fromProtoEnum, normalizePage, pageMeta, type flows } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import type { FlowsRepository } from '../infra/db/flows.repository';
import { flowToWire } from '../wire/flow.wire';

/** An RFC 3339 instant of a filter, normalised; a value that is not one is a 400. */
function instantOf(v: string | null | undefined, field: string): string | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const t = Date.parse(v);
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(v) || Number.isNaN(t))
    throw invalidArgument('INVALID_DATE', `${field} must be an ISO 8601 date-time`);
  return new Date(t).toISOString();
}

/** ListFlows: the project's flows, most recent first, page style. */
export function listFlowsRpc(repo: FlowsRepository) {
  return async (req: flows.ListFlowsRequest__Output): Promise<flows.ListFlowsResponse> => {
    // Unspecified lists every status; a value this contract does not name arrives as its number.
    const wire: unknown = req.status;
    if (wire !== 'FLOW_STATUS_UNSPECIFIED' && wire !== 'FLOW_STATUS_DRAFT' && wire !== 'FLOW_STATUS_PUBLISHED' && wire !== 'FLOW_STATUS_DEPRECATED')
      throw invalidArgument('INVALID_STATUS', 'status must be draft, published or deprecated');
    const status = req.status === 'FLOW_STATUS_UNSPECIFIED' ? undefined : fromProtoEnum('FLOW_STATUS', req.status);
    const { page, perPage } = normalizePage(req.page);
    const { items, total } = await repo.list(
      req.project_id,
      {
        status,
        businessAccountId: req.business_account_id,
        phoneNumberId: req.phone_number_id,
        name: req.name,
        createdAfter: instantOf(req.created_after, 'created_after'),
        createdBefore: instantOf(req.created_before, 'created_before'),
      },
      page,
      perPage,
    );
    return { flows: items.map(flowToWire), meta: pageMeta(page, perPage, total) };
  };
}
