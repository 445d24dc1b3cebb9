import type { workflowsAgent } from '@platform/contracts';
import type { ProviderModelsRepository } from '../infra/db/provider-models.repository';
import { providerModelToWire } from '../wire/provider-model.wire';

/** ListProviderModels (spec 2.13, a query): the model catalog, in catalog order. */
export function listProviderModelsRpc(repo: ProviderModelsRepository) {
  return async (): Promise<workflowsAgent.ListProviderModelsResponse> => ({ models: (await repo.list()).map(providerModelToWire) });
}
