import type * as grpc from '@grpc/grpc-js';

/**
 * Methods a contract declares safe to repeat (`option idempotency_level = NO_SIDE_EFFECTS` or
 * `IDEMPOTENT` in the .proto). Clients retry UNAVAILABLE only on these.
 */
export function idempotentMethodsOf(service: grpc.ServiceDefinition): string[] {
  return Object.values(service)
    .filter((m) => {
      const level = (m as { options?: { idempotency_level?: string } }).options?.idempotency_level;
      return level === 'NO_SIDE_EFFECTS' || level === 'IDEMPOTENT';
    })
    .map((m) => m.path.slice(m.path.lastIndexOf('/') + 1));
}
