import type { workflowsAgent } from '@platform/contracts';
import type { ProviderModelRow } from '../infra/db/provider-models.repository';

/** A catalog row → the public ProviderModel (no prices). */
export function providerModelToWire(r: ProviderModelRow): workflowsAgent.ProviderModel {
  return {
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
    supports_tool_only_delivery: r.supports_tool_only_delivery,
  };
}
