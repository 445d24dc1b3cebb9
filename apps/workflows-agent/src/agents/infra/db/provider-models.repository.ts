import type { Db } from '@platform/db';
import type { CatalogModel } from '../../domain/provider-rules';

/** A row of the model catalog. */
export interface ProviderModelRow {
  id: string;
  name: string;
  provider: string;
  reasoning_model: boolean;
  thinking_mode: string;
  supports_custom_sampling: boolean;
  supported_reasoning_efforts: string[];
  default_reasoning_effort: string | null;
  api_surface: string;
  supported_prompt_cache_ttls: string[];
  default_prompt_cache_ttl: string;
  supports_tool_only_delivery: boolean;
  input_usd_per_mtok: string | number;
  output_usd_per_mtok: string | number;
}

/** The provider model catalog (spec 2.13), kept as data (decision 0730). */
export class ProviderModelsRepository {
  constructor(private readonly db: Db) {}

  /** Every model, in catalog order. */
  async list(): Promise<ProviderModelRow[]> {
    return this.db.knex('provider_models').orderBy('position');
  }

  /** One model with what the rules and the cost need, or undefined. */
  async get(id: string): Promise<CatalogModel | undefined> {
    const r: ProviderModelRow | undefined = await this.db.knex('provider_models').where({ id }).first();
    if (!r) return undefined;
    return {
      id: r.id,
      provider: r.provider,
      reasoning_model: r.reasoning_model,
      thinking_mode: r.thinking_mode,
      supports_custom_sampling: r.supports_custom_sampling,
      supported_reasoning_efforts: r.supported_reasoning_efforts,
      default_reasoning_effort: r.default_reasoning_effort ?? null,
      api_surface: r.api_surface,
      supports_tool_only_delivery: r.supports_tool_only_delivery,
      supported_prompt_cache_ttls: r.supported_prompt_cache_ttls,
      default_prompt_cache_ttl: r.default_prompt_cache_ttl,
      input_usd_per_mtok: Number(r.input_usd_per_mtok),
      output_usd_per_mtok: Number(r.output_usd_per_mtok),
    };
  }

  /** Ids of the catalog, for error messages. */
  async ids(): Promise<string[]> {
    return (await this.db.knex('provider_models').orderBy('position').select('id')).map((r: Pick<ProviderModelRow, 'id'>) => r.id);
  }
}
