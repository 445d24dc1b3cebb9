import { describe, expect, it } from 'vitest';
import { idempotentMethodsOf, lazyClient, loadContracts } from './index';

describe('lazyClient', () => {
  const { contracts } = loadContracts();
  const Service = contracts.funding.FundingService;

  it('opens the client on first use only and hands out the same one after', () => {
    const peer = lazyClient(Service, '127.0.0.1:1', { defaultDeadlineMs: 1_000 });
    peer.close(); // never opened: nothing to close, no throw
    const a = peer.get();
    expect(peer.get()).toBe(a);
    peer.close();
  });

  it("retries on the contract's safe methods by default, or on the methods given (checked against the contract)", () => {
    expect(idempotentMethodsOf(Service.service)).toContain('GetFunding');
    expect(idempotentMethodsOf(Service.service)).not.toContain('EnsureFunding');
    const narrowed = lazyClient(Service, '127.0.0.1:1', { defaultDeadlineMs: 1_000, idempotentMethods: ['GetFunding'] });
    expect(() => narrowed.get()).not.toThrow();
    narrowed.close();
    const wrong = lazyClient(Service, '127.0.0.1:1', { defaultDeadlineMs: 1_000, idempotentMethods: ['NoSuchMethod'] });
    expect(() => wrong.get()).toThrow(/unknown idempotent method\(s\) NoSuchMethod/);
  });
});
