/** Request parsing shared by several flows rpc handlers (invocation filters, flow JSON). */
import { fromStruct, type flows } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';

/** Invocation listing limit (spec 8: 1 to 20, default 10). */
export function invocationLimit(limit: number | undefined): number {
  if (!limit) return 10;
  if (!Number.isInteger(limit) || limit < 1 || limit > 20) throw invalidArgument('INVALID_LIMIT', 'limit must be an integer from 1 to 20');
  return limit;
}

/** Function logs listing limit: 1 to 50 lines, default 20. */
export function logLimit(limit: number | undefined): number {
  if (!limit) return 20;
  if (!Number.isInteger(limit) || limit < 1 || limit > 50) throw invalidArgument('INVALID_LIMIT', 'limit must be an integer from 1 to 50');
  return limit;
}

/** A function's invoke_response_mode from the wire; undefined when unspecified. */
export function invokeResponseModeOf(wire: unknown): 'passthrough' | 'wrapped' | undefined {
  if (wire === 'INVOKE_RESPONSE_MODE_PASSTHROUGH') return 'passthrough';
  if (wire === 'INVOKE_RESPONSE_MODE_WRAPPED') return 'wrapped';
  if (wire === undefined || wire === null || wire === 'INVOKE_RESPONSE_MODE_UNSPECIFIED') return undefined;
  throw invalidArgument('INVALID_INVOKE_RESPONSE_MODE', 'invoke_response_mode must be passthrough or wrapped');
}

/** The invocation status filter (spec 4.4: success or failed), undefined for every status. */
export function invocationStatus(wire: unknown): 'success' | 'failed' | undefined {
  if (wire === 'INVOCATION_STATUS_UNSPECIFIED' || wire === undefined) return undefined;
  if (wire === 'INVOCATION_STATUS_SUCCESS') return 'success';
  if (wire === 'INVOCATION_STATUS_FAILED') return 'failed';
  throw invalidArgument('INVALID_STATUS', 'status must be success or failed');
}

/** A flow JSON from its Struct; required where `required`. */
export function flowJsonOf(s: flows.CreateFlowVersionRequest__Output['flow_json'], required: boolean): Record<string, unknown> | undefined {
  if (!s) {
    if (required) throw invalidArgument('FLOW_JSON_REQUIRED', 'flow_json is required');
    return undefined;
  }
  return fromStruct(s) as Record<string, unknown>;
}
