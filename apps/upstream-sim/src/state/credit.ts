import type { SimStore } from './store';
import type { AllocationStatus, CreditAllocation } from './types';

/**
 * Moves an allocation to `status` and keeps the funding invariant: a WABA's primary_funding_id is
 * the receiving credential of its APPROVED allocation, and is cleared when that allocation stops
 * being approved (declined, deleted). This is the "observed funding ids match" evidence the
 * platform's funding service checks (spec 2.1).
 */
export function setAllocationStatus(store: SimStore, alloc: CreditAllocation, status: AllocationStatus, now: Date): void {
  alloc.request_status = status;
  if (status === 'DELETED') alloc.deleted_at ??= now;
  const waba = store.wabas.get(alloc.waba_id);
  if (!waba) return;
  if (status === 'APPROVED') waba.primary_funding_id = alloc.receiving_credential_id;
  else if (waba.primary_funding_id === alloc.receiving_credential_id) waba.primary_funding_id = null;
}

/** The WABA's allocation that is still in force (APPROVED or PENDING), if any. */
export function activeAllocationOf(store: SimStore, wabaId: string): CreditAllocation | undefined {
  return [...store.allocations.values()].find((a) => a.waba_id === wabaId && (a.request_status === 'APPROVED' || a.request_status === 'PENDING'));
}
