/**
 * The send path's number rows and shared-number marks from memory (decision 0237), two replicas on
 * the real Redis pub/sub. Risks removed: a replica sending with a number row another replica changed
 * (old token, old settings), or forwarding to a thread another app handles because it still believes
 * the number is not shared; a load racing an invalidation storing the old value.
 */
import { createLogger } from '@platform/logger';
import { createTestKv, uniqueName, waitFor, type TestKv } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhoneNumberRow } from '../db/phone-numbers.repository';
import { createInvalidationBus, type InvalidationBus } from './invalidation';
import { SendPathCache } from './send-path.cache';

const logger = createLogger({ name: 'test', level: 'silent' });
let kvA: TestKv;
let kvB: TestKv;
let busA: InvalidationBus;
let busB: InvalidationBus;

beforeAll(async () => {
  kvA = await createTestKv();
  // The second replica: its own connection, the same prefix.
  kvB = await createTestKv();
  Object.defineProperty(kvB, 'prefix', { value: kvA.prefix });
  busA = await createInvalidationBus(kvA, logger);
  busB = await createInvalidationBus(kvB, logger);
});
afterAll(async () => {
  await busA?.close();
  await busB?.close();
  await kvA?.cleanup();
  await kvB?.cleanup();
});

const row = (token: string) => ({ phoneNumberId: '1000001', accessTokenCiphertext: token }) as PhoneNumberRow;

describe('SendPathCache', () => {
  it('a number row changed through one replica is read anew by the other at once (pub/sub), not after the TTL', async () => {
    const a = new SendPathCache(busA, { ttlMs: 60_000 });
    const b = new SendPathCache(busB, { ttlMs: 60_000 });
    const project = uniqueName('p');
    let stored = row('t1');
    let loads = 0;
    const load = async () => {
      loads++;
      return stored;
    };
    expect((await b.number(project, '1000001', load))!.accessTokenCiphertext).toBe('t1');
    expect((await b.number(project, '1000001', load))!.accessTokenCiphertext).toBe('t1');
    expect(loads).toBe(1);
    stored = row('t2');
    a.numbersChanged();
    await waitFor(async () => (await b.number(project, '1000001', load))!.accessTokenCiphertext === 't2', { timeoutMs: 5_000, intervalMs: 20 });
    expect(loads).toBe(2);
  });

  it('an entry older than the TTL is read anew even when no invalidation arrives', async () => {
    let now = 0;
    const c = new SendPathCache({ publish: () => undefined, subscribe: () => undefined, close: async () => undefined }, { ttlMs: 1000, now: () => now });
    let loads = 0;
    const load = async () => {
      loads++;
      return row(`t${loads}`);
    };
    await c.number('p', '1', load);
    now = 999;
    expect((await c.number('p', '1', load))!.accessTokenCiphertext).toBe('t1');
    now = 1000;
    expect((await c.number('p', '1', load))!.accessTokenCiphertext).toBe('t2');
    // An unknown number is never kept (a number connected a moment later is found at once).
    let unknownLoads = 0;
    await c.number('p', '2', async () => (unknownLoads++, undefined));
    await c.number('p', '2', async () => (unknownLoads++, undefined));
    expect(unknownLoads).toBe(2);
  });

  it('shared marks: "not shared" is dropped on every replica when a number becomes shared; "shared" stays (numbers are never un-shared)', async () => {
    let now = 0;
    const a = new SendPathCache(busA, { ttlMs: 60_000, now: () => now });
    const b = new SendPathCache(busB, { ttlMs: 60_000, now: () => now });
    const project = uniqueName('p');
    let shared = false;
    let loads = 0;
    const load = async () => {
      loads++;
      return shared;
    };
    expect(await b.isShared(project, '1000001', load)).toBe(false);
    expect(await b.isShared(project, '1000001', load)).toBe(false);
    expect(loads).toBe(1);
    shared = true;
    a.sharedChanged(project, '1000001');
    await waitFor(() => b.isShared(project, '1000001', load), { timeoutMs: 5_000, intervalMs: 20 });
    const after = loads;
    now = 10 * 60_000;
    expect(await b.isShared(project, '1000001', load)).toBe(true);
    expect(loads).toBe(after);
  });

  it('a load that began before an invalidation does not store its (older) answer', async () => {
    const bus: InvalidationBus = { publish: (m) => listeners.forEach((l) => l(m)), subscribe: (l) => void listeners.push(l), close: async () => undefined };
    const listeners: Array<(m: string) => void> = [];
    const c = new SendPathCache(bus, { ttlMs: 60_000 });
    let release!: () => void;
    const slow = c.number('p', '1', () => new Promise<PhoneNumberRow>((r) => (release = () => r(row('old')))));
    c.numbersChanged();
    release();
    expect((await slow)!.accessTokenCiphertext).toBe('old');
    expect((await c.number('p', '1', async () => row('new')))!.accessTokenCiphertext).toBe('new');
  });
});
