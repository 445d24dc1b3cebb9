import type * as grpc from '@grpc/grpc-js';
import { createClient } from '@platform/grpc';
import { idempotentMethodsOf } from './idempotency';

/** A peer's gRPC client opened on first use: `get()` for calls, `close()` on shutdown (a no-op if never opened). */
export interface LazyClient<C extends grpc.Client> {
  get(): C;
  close(): void;
}

/**
 * The one way an app builds its client of a peer service: opened on first call (a process that never
 * calls the peer opens no channel), a deadline on every call, and UNAVAILABLE retried only on the methods
 * the contract declares safe to repeat — or on the `idempotentMethods` given, when a caller must narrow them.
 */
export function lazyClient<C extends grpc.Client>(
  Ctor: (new (address: string, credentials: grpc.ChannelCredentials, options?: grpc.ClientOptions) => C) & { service: grpc.ServiceDefinition },
  address: string,
  opts: { defaultDeadlineMs: number; idempotentMethods?: string[] },
): LazyClient<C> {
  let client: C | undefined;
  return {
    get: () =>
      (client ??= createClient(Ctor, address, {
        defaultDeadlineMs: opts.defaultDeadlineMs,
        idempotentMethods: opts.idempotentMethods ?? idempotentMethodsOf(Ctor.service),
      })),
    close: () => client?.close(),
  };
}
