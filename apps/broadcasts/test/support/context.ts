import type { Logger } from '@platform/logger';
import type { BroadcastSettings, UsecaseContext } from '../../src/usecases/context';

/** Fakes of the context's collaborators: each one implements only what a test calls. */
export type ContextFakes = { [K in Exclude<keyof UsecaseContext, 'settings' | 'clock' | 'logger'>]?: Partial<UsecaseContext[K]> } & {
  clock?: UsecaseContext['clock'];
  logger?: Logger;
  settings?: Partial<BroadcastSettings>;
};

/** Settings of a unit test: the config defaults (every field named, so a new setting fails to compile here until it has a value). */
const TEST_SETTINGS: BroadcastSettings = {
  workerId: 'w',
  claimBatch: 200,
  claimLeaseMs: 60_000,
  concurrency: 8,
  pollMs: 50,
  inDoubtRetryMs: 10_000,
  sendMaxAttempts: 10,
  copyLeaseMs: 60_000,
  copyMaxAttempts: 3,
  throughputTtlMs: 60_000,
  agentReplyWindowMs: 86_400_000,
  agentSettleMs: 3_000,
  agentMaxAttempts: 8,
};

const silent = { error() {}, warn() {}, info() {}, debug() {} };

/**
 * A fake that fails loudly when a test reaches a member it did not implement (instead of
 * `undefined is not a function` somewhere inside the use case).
 */
function fake<T extends object>(name: string, impl: Partial<T> = {}): T {
  return new Proxy(impl, {
    get(target, prop, receiver) {
      if (prop in target || typeof prop === 'symbol' || prop === 'then') return Reflect.get(target, prop, receiver);
      throw new Error(`test context: ${name}.${String(prop)} is not faked by this test`);
    },
  }) as T;
}

/**
 * The broadcasts use-case context of a unit test, typed: every field of {@link UsecaseContext} is
 * listed here, so a new context field breaks this builder at compile time (not the tests at run time).
 */
export function testContext(fakes: ContextFakes = {}): UsecaseContext {
  return {
    db: fake('db', fakes.db),
    clock: fakes.clock ?? { now: () => new Date() },
    logger: fakes.logger ?? fake<Logger>('logger', silent as Partial<Logger>),
    broadcasts: fake('broadcasts', fakes.broadcasts),
    recipients: fake('recipients', fakes.recipients),
    handoffs: fake('handoffs', fakes.handoffs),
    proxy: fake('proxy', fakes.proxy),
    workflows: fake('workflows', fakes.workflows),
    limiter: fake('limiter', fakes.limiter),
    settings: { ...TEST_SETTINGS, ...fakes.settings },
  };
}
