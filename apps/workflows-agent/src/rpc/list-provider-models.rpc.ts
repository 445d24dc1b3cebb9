import type { workflowsAgent } from '@platform/contracts';
import type { Db } from '@platform/db';
import { invalidArgument } from '@platform/errors';

/** ListProviderModels (spec 2.13): the model catalog, in catalog order. */
export function listProviderModelsRpc(db: Db) {
  return async (req: workflowsAgent.ListProviderModelsRequest__Output): Promise<workflowsAgent.ListProviderModelsResponse> => {
    if (!req.project_id) throw invalidArgument('PROJECT_REQUIRED', 'project_id is required');
    const rows = await db.knex('provider_models').orderBy('position');
    return {
      models: rows.map((r) => ({
        id: r.id,
        name: r.name,
        provider: r.provider,
        reasoning_model: r.reasoning_model,
        thinking_mode: r.thinking_mode,
        supports_custom_sampling: r.supports_custom_sampling,
        supported_reasoning_efforts: r.supported_reasoning_efforts,
        default_reasoning_effort: r.default_reasoning_effort ?? undefined,
        api_surface: r.api_surface,
        supported_prompt_cache_ttls: r.supported_prompt_cache_ttls,
        default_prompt_cache_ttl: r.default_prompt_cache_ttl,
      })),
    };
  };
}
