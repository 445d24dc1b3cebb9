import { loadContracts, type funding, lazyClient } from '@platform/contracts';

/** A lazily connected client of the funding service (credit holds of the send path, decision 0104). */
export interface FundingClient {
  client(): funding.FundingServiceClient;
  close(): void;
}

/**
 * The funding client at `address`, a deadline on every call. No method is retried by the client:
 * `HoldCredits` and its confirmation are idempotent on the send key, and the send path decides itself
 * what an unanswered hold means (nothing is forwarded).
 */
export function fundingClient(address: string): FundingClient {
  const { contracts } = loadContracts();
  const { get, close } = lazyClient(contracts.funding.FundingService, address, { defaultDeadlineMs: 5_000, idempotentMethods: [] });
  return {
    client: get,
    close,
  };
}
