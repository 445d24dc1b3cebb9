import type { workflowsAgent } from '@platform/contracts';
import type { Db } from '@platform/db';

/** The provider model catalog (spec 2.13), kept as data. */
export class ProviderModelsRepository {
  constructor(private readonly db: Db) {}

  /** Every model, in catalog order. */
  async list(): Promise<workflowsAgent.ProviderModel[]> {
    const rows = await this.db.knex('provider_models').orderBy('position');
    return rows.map((r) => ({
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
    }));
  }
}
