import type { RouteContext } from './route';

/**
 * A route context for unit tests whose every gRPC call answers `reply`. Built as a typed
 * {@link RouteContext} (no cast of the context), so a new context field breaks its callers at compile time.
 */
export function testRouteContext(reply: unknown, overrides: Partial<Omit<RouteContext, 'clients'>> = {}): RouteContext {
  return { projectId: 'p', requestId: 'r', caller: { kind: 'key', keyId: 'k', scopes: ['full'] }, ...overrides, clients: { call: async () => reply as never } };
}
