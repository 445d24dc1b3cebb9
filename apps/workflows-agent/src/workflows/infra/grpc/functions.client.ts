import * as grpc from '@grpc/grpc-js';
import { fromStruct, loadContracts, toStruct, lazyClient } from '@platform/contracts';
import { DomainError } from '@platform/errors';
import { callUnary } from '@platform/grpc';

/** A function's answer. */
export type FunctionResult =
  { ok: true; status: number; body: Record<string, unknown> } | { ok: false; reason: 'function_not_found' | 'function_failed'; message: string };

/** Runs the project's functions on flows' function runtime (InvokeFunction). */
export interface FunctionRunner {
  invoke(projectId: string, functionId: string, body: Record<string, unknown>): Promise<FunctionResult>;
  close(): void;
}

/** The flows client; transport failures (UNAVAILABLE, DEADLINE_EXCEEDED) throw so the step is retried. */
export function flowsFunctionRunner(address: string, deadlineMs = 35_000): FunctionRunner {
  const { contracts } = loadContracts();
  const { get, close } = lazyClient(contracts.flows.FlowsService, address, { defaultDeadlineMs: deadlineMs });
  return {
    async invoke(projectId, functionId, body) {
      try {
        const res = await callUnary(get(), 'InvokeFunction', { project_id: projectId, function_id: functionId, body: toStruct(body) });
        const out = res.body ? fromStruct(res.body) : {};
        if (res.error_message || res.status_code >= 400)
          return { ok: false, reason: 'function_failed', message: res.error_message || `the function answered ${res.status_code}` };
        return { ok: true, status: res.status_code, body: out };
      } catch (err) {
        if (err instanceof DomainError && (err.code === grpc.status.NOT_FOUND || err.code === grpc.status.INVALID_ARGUMENT))
          return { ok: false, reason: 'function_not_found', message: `function ${functionId} not found` };
        if (err instanceof DomainError && err.code === grpc.status.FAILED_PRECONDITION) return { ok: false, reason: 'function_failed', message: err.message };
        throw err;
      }
    },
    close,
  };
}
