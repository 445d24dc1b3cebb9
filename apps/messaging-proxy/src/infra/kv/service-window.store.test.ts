/**
 * The send path's customer-service window from the receiver's own record (decision 0236), on the real
 * Redis and on the in-process store. Risks removed: a send priced in-window after the 24 h passed (or
 * out of it before), an older delivery shortening the window, and an absent record read as "closed"
 * while the store may have missed the message that opened the window (fresh start, lost write).
 */
import { createMemoryKv, type KeyValueStore } from '@platform/kv';
import { createLogger } from '@platform/logger';
import { createTestKv, uniqueName, type TestKv } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_WINDOW_MS, ServiceWindowStore } from './service-window.store';

const logger = createLogger({ name: 'test', level: 'silent' });
const H = 3_600_000;
const T0 = Date.UTC(2026, 10, 24, 12, 0, 0);
let redis: TestKv;

beforeAll(async () => {
  redis = await createTestKv();
});
afterAll(async () => {
  await redis?.cleanup();
});

/** A store whose writes fail while `broken.value` is true (Redis refusing the write). */
function flaky(kv: KeyValueStore, broken: { value: boolean }): KeyValueStore {
  return new Proxy(kv, {
    get(target, prop, receiver) {
      if (prop === 'kind') return 'memory';
      const v = Reflect.get(target, prop, receiver) as unknown;
      if (typeof v !== 'function') return v;
      return (...args: unknown[]) => {
        if (broken.value && (prop === 'set' || prop === 'setIfAbsent')) return Promise.reject(new Error('redis down'));
        return (v as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

describe.each([
  ['redis', () => redis as KeyValueStore],
  ['in-process', () => createMemoryKv({ prefix: uniqueName('w') })],
])('ServiceWindowStore on %s', (_name, kvOf) => {
  const project = uniqueName('p');
  const pn = '1000001';

  it('open until 24 h after the last inbound message: 23:59 open, 24:01 closed (recording for more than 24 h)', async () => {
    const store = new ServiceWindowStore(kvOf(), logger);
    await store.start(T0 - 48 * H);
    await store.recordInbound(project, pn, '15550001', T0, T0);
    expect(await store.windowOf(project, pn, '15550001', T0 + 23 * H + 59 * 60_000)).toBe('open');
    expect(await store.windowOf(project, pn, '15550001', T0 + 24 * H + 60_000)).toBe('closed');
    // Another customer, another number, another project: no record, closed.
    expect(await store.windowOf(project, pn, '15550002', T0)).toBe('closed');
    expect(await store.windowOf(project, '1000002', '15550001', T0)).toBe('closed');
    expect(await store.windowOf(uniqueName('p'), pn, '15550001', T0)).toBe('closed');
  });

  it('an older delivery never shortens the window (the newest message time is kept)', async () => {
    const store = new ServiceWindowStore(kvOf(), logger);
    await store.start(T0 - 48 * H);
    await store.recordInbound(project, pn, '15550003', T0 + 10 * H, T0 + 10 * H);
    await store.recordInbound(project, pn, '15550003', T0, T0 + 10 * H);
    expect(await store.windowOf(project, pn, '15550003', T0 + 30 * H)).toBe('open');
    expect(await store.windowOf(project, pn, '15550003', T0 + 34 * H + 1)).toBe('closed');
  });

  it('no record while the store has recorded for less than 24 h: unknown (the caller asks contacts)', async () => {
    const kv = kvOf();
    const fresh = uniqueName('p');
    const store = new ServiceWindowStore(kv, logger);
    // The mark is shared by the store's prefix; on a fresh prefix it is set now.
    const now = T0 + 100 * H;
    await kv.del('svc-window-since');
    await store.start(now);
    expect(await store.windowOf(fresh, pn, '15550004', now + 23 * H)).toBe('unknown');
    await store.recordInbound(fresh, pn, '15550004', now, now);
    expect(await store.windowOf(fresh, pn, '15550004', now + 1)).toBe('open');
    expect(await store.windowOf(fresh, pn, '15550005', now + SERVICE_WINDOW_MS)).toBe('closed');
  });

  it('a write that failed: unknown on this replica until the mark is set anew, then unknown for 24 h everywhere', async () => {
    const broken = { value: false };
    const kv = kvOf();
    const store = new ServiceWindowStore(flaky(kv, broken), logger);
    const other = new ServiceWindowStore(kv, logger);
    const start = T0 + 200 * H;
    await kv.del('svc-window-since');
    await store.start(start - 48 * H);
    expect(await other.windowOf(project, pn, '15550006', start)).toBe('closed');
    broken.value = true;
    await store.recordInbound(project, pn, '15550006', start, start);
    expect(await store.windowOf(project, pn, '15550006', start)).toBe('unknown');
    broken.value = false;
    // The background retry sets the mark anew: every replica now answers unknown for an absent record.
    for (let i = 0; i < 50 && (await other.windowOf(project, pn, '15550006', start)) !== 'unknown'; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await other.windowOf(project, pn, '15550006', start + 23 * H)).toBe('unknown');
    expect(await store.windowOf(project, pn, '15550006', start + 23 * H)).toBe('unknown');
    expect(await other.windowOf(project, pn, '15550006', start + 24 * H + 1)).toBe('closed');
    store.close();
  });
});
