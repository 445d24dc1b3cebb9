import type { workflowsAgent } from '@platform/contracts';
import type { ProviderKeyRow } from '../infra/db/provider-keys.repository';

/** A stored provider key → the public ProviderKey (never the key, sealed or not). */
export function providerKeyToWire(k: ProviderKeyRow): workflowsAgent.ProviderKey {
  return { provider: k.provider, created_at: k.created_at, updated_at: k.updated_at };
}
