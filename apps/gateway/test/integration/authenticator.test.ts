/**
 * The key cache on real Postgres. Risks removed: a revoked key or an old plan trusted longer than
 * the configured bound, a hot key costing a database lookup per request, and a failed background
 * revalidation leaving stale entries trusted.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Authenticator } from '../../src/keys/authenticator';
import { hashApiKey } from '../../src/keys/api-key';
import { startTestGateway, type TestGateway } from '../support';

let gw: TestGateway;
const live: Authenticator[] = [];

function authenticator(opts: ConstructorParameters<typeof Authenticator>[1]): Authenticator {
  const a = new Authenticator(gw.apiKeys, opts);
  live.push(a);
  return a;
}

beforeAll(async () => {
  gw = await startTestGateway();
});

afterAll(async () => {
  for (const a of live) a.close();
  await gw.stop();
  await gw.cleanup();
});

describe('lookups', () => {
  it('looks a key up once, then serves it from the cache while fresh', async () => {
    const p = await gw.projects.createProject('Cached', 'pro');
    const spy = vi.spyOn(gw.apiKeys, 'findByHash');
    try {
      const a = authenticator({ maxStaleMs: 60_000, revalidateMs: 0 });
      for (let i = 0; i < 5; i++) {
        const r = await a.authenticate(p.secret);
        expect(r).toMatchObject({ ok: true, principal: { projectId: p.project.id, keyId: p.key.id, plan: 'pro', revoked: false } });
      }
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('concurrent requests with a key not cached yet share one lookup', async () => {
    const p = await gw.projects.createProject('Herd', 'pro');
    const spy = vi.spyOn(gw.apiKeys, 'findByHash');
    try {
      const a = authenticator({ maxStaleMs: 4000, revalidateMs: 0 });
      const results = await Promise.all(Array.from({ length: 20 }, () => a.authenticate(p.secret)));
      for (const r of results) expect(r).toMatchObject({ ok: true, principal: { projectId: p.project.id } });
      expect(spy).toHaveBeenCalledTimes(1);
      // An unknown key's concurrent requests too.
      const unknown = p.secret.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      const refused = await Promise.all(Array.from({ length: 20 }, () => a.authenticate(unknown)));
      for (const r of refused) expect(r).toEqual({ ok: false, reason: 'invalid' });
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('a revocation forgotten on this replica is not answered by a lookup that read the key before it', async () => {
    const p = await gw.projects.createProject('Forgotten', 'pro');
    const a = authenticator({ maxStaleMs: 60_000, revalidateMs: 0 });
    const original = gw.apiKeys.findByHash.bind(gw.apiKeys);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let read!: () => void;
    const wasRead = new Promise<void>((r) => (read = r));
    const spy = vi.spyOn(gw.apiKeys, 'findByHash').mockImplementationOnce(async (hash) => {
      const found = await original(hash);
      read();
      await gate;
      return found;
    });
    try {
      const before = a.authenticate(p.secret);
      await wasRead;
      await gw.keys.revoke(undefined, p.key.id, { kind: 'operator' });
      a.forget(p.key.id);
      // A request after the forget looks the key up again instead of joining the lookup under way.
      expect(await a.authenticate(p.secret)).toMatchObject({ ok: false, reason: 'revoked' });
      release();
      expect((await before).ok).toBe(true);
      // The older lookup did not put its answer back in the cache.
      expect(await a.authenticate(p.secret)).toMatchObject({ ok: false, reason: 'revoked' });
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      release();
      spy.mockRestore();
    }
  });

  it('answers missing, malformed and unknown keys without trusting them', async () => {
    const a = authenticator({ maxStaleMs: 4000, revalidateMs: 0 });
    expect(await a.authenticate(undefined)).toEqual({ ok: false, reason: 'missing' });
    expect(await a.authenticate('not-a-key')).toEqual({ ok: false, reason: 'invalid' });
    const unknown = (await gw.projects.createProject('Other', 'free')).secret.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(await a.authenticate(unknown)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('batch lookup returns exactly the known hashes', async () => {
    const a = await gw.projects.createProject('Batch A', 'free');
    const b = await gw.projects.createProject('Batch B', 'enterprise');
    const found = await gw.apiKeys.findByHashes([hashApiKey(a.secret), hashApiKey(b.secret), 'f'.repeat(64)]);
    expect(found.size).toBe(2);
    expect(found.get(hashApiKey(a.secret))).toMatchObject({ projectId: a.project.id, plan: 'free' });
    expect(found.get(hashApiKey(b.secret))).toMatchObject({ projectId: b.project.id, plan: 'enterprise' });
    expect((await gw.apiKeys.findByHashes([])).size).toBe(0);
  });
});

describe('revalidation', () => {
  it('a revocation reaches a hot key through the batched re-read, with no lookup on the request path', async () => {
    const p = await gw.projects.createProject('Hot', 'pro');
    const a = authenticator({ maxStaleMs: 60_000, revalidateMs: 0 });
    expect((await a.authenticate(p.secret)).ok).toBe(true);
    await gw.keys.revoke(undefined, p.key.id, { kind: 'operator' });
    expect((await a.authenticate(p.secret)).ok).toBe(true); // still within maxStale, not yet re-read
    const spy = vi.spyOn(gw.apiKeys, 'findByHash');
    try {
      await a.revalidate();
      expect(await a.authenticate(p.secret)).toMatchObject({ ok: false, reason: 'revoked' });
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('a plan change reaches the cached principal', async () => {
    const p = await gw.projects.createProject('Upgrade', 'free');
    const a = authenticator({ maxStaleMs: 60_000, revalidateMs: 0 });
    expect(await a.authenticate(p.secret)).toMatchObject({ ok: true, principal: { plan: 'free' } });
    await gw.projects.changePlan(p.project.id, 'enterprise');
    await a.revalidate();
    expect(await a.authenticate(p.secret)).toMatchObject({ ok: true, principal: { plan: 'enterprise' } });
  });

  it('the timer re-reads keys in use on its own', async () => {
    const p = await gw.projects.createProject('Timer', 'pro');
    const a = authenticator({ maxStaleMs: 60_000, revalidateMs: 50 });
    expect((await a.authenticate(p.secret)).ok).toBe(true);
    await gw.keys.revoke(undefined, p.key.id, { kind: 'operator' });
    const started = Date.now();
    while ((await a.authenticate(p.secret)).ok && Date.now() - started < 3000) await new Promise((r) => setTimeout(r, 20));
    expect(await a.authenticate(p.secret)).toMatchObject({ ok: false, reason: 'revoked' });
  });

  it('when revalidation fails, entries older than maxStale are looked up again, never trusted', async () => {
    const p = await gw.projects.createProject('Stale', 'pro');
    const errors: unknown[] = [];
    const a = authenticator({ maxStaleMs: 100, revalidateMs: 0, onRevalidateError: (e) => errors.push(e) });
    expect((await a.authenticate(p.secret)).ok).toBe(true);
    const batch = vi.spyOn(gw.apiKeys, 'findByHashes').mockRejectedValueOnce(new Error('database unavailable'));
    try {
      await a.revalidate();
    } finally {
      batch.mockRestore();
    }
    expect(errors).toHaveLength(1);
    await gw.keys.revoke(undefined, p.key.id, { kind: 'operator' });
    await new Promise((r) => setTimeout(r, 150));
    expect(await a.authenticate(p.secret)).toMatchObject({ ok: false, reason: 'revoked' });
  });

  it('with maxStale 0 every request looks the key up', async () => {
    const p = await gw.projects.createProject('NoCache', 'pro');
    const a = authenticator({ maxStaleMs: 0, revalidateMs: 0 });
    expect((await a.authenticate(p.secret)).ok).toBe(true);
    await gw.keys.revoke(undefined, p.key.id, { kind: 'operator' });
    expect(await a.authenticate(p.secret)).toMatchObject({ ok: false, reason: 'revoked' });
  });
});
