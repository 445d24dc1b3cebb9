import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateApiKey } from './api-key';
import type { ApiKeysRepository, KeyPrincipal } from './api-keys.repository';
import { Authenticator } from './authenticator';

const principal: KeyPrincipal = { keyId: 'k1', keyName: 'key', projectId: 'p1', plan: 'enterprise', scopes: ['full'], revoked: false, expiresAt: null };

describe('Authenticator on the request path (its database behaviour: test/integration/authenticator.test.ts)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers a cached key without a query and without setting a timer', async () => {
    const key = generateApiKey();
    const findByHash = vi.fn(async (hash: string) => (hash === key.hash ? principal : undefined));
    const auth = new Authenticator({ findByHash } as unknown as ApiKeysRepository, { maxStaleMs: 5_000, revalidateMs: 0 });
    expect(await auth.authenticate(key.secret)).toEqual({ ok: true, principal });
    expect(findByHash).toHaveBeenCalledTimes(1);
    const timers = vi.spyOn(global, 'setTimeout');
    for (let i = 0; i < 5; i++) {
      expect(await auth.authenticate(key.secret)).toEqual({ ok: true, principal });
      await new Promise((resolve) => setImmediate(resolve)); // past the millisecond a clock reading may be kept
    }
    expect(findByHash).toHaveBeenCalledTimes(1);
    expect(timers).not.toHaveBeenCalled();
  });
});
