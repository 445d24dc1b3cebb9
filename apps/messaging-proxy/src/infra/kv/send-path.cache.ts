import type { PhoneNumberRow } from '../db/phone-numbers.repository';
import { INVALIDATE_ALL, type InvalidationBus } from './invalidation';

/** Options of {@link SendPathCache}. */
export interface SendPathCacheOptions {
  /** Oldest a cached number row (or a "not shared" mark) may be, in ms: the bound when an invalidation is lost. */
  ttlMs: number;
  /** Entries kept per kind at most (the oldest dropped first). */
  maxEntries?: number;
  /** Milliseconds of a monotonic clock (tests inject one). */
  now?: () => number;
}

type Entry<T> = { value: T; at: number };

/**
 * Per-replica memory of what every send reads but rarely changes (decision 0237): a project's number
 * row and whether the number is shared with another app. Writers invalidate through the
 * {@link InvalidationBus} (every replica, at once) after their change commits; entries also expire
 * after `ttlMs`, the bound when a message is lost. A "shared" mark is kept until evicted (numbers are
 * never un-shared, decision 0231); "not shared" expires like a number row.
 *
 * A load that started before an invalidation never stores its (possibly old) answer: each
 * invalidation bumps an epoch the load compares before storing.
 */
export class SendPathCache {
  private readonly numbers = new Map<string, Entry<PhoneNumberRow | undefined>>();
  private readonly shared = new Map<string, Entry<boolean>>();
  private epoch = 0;
  private readonly max: number;
  private readonly now: () => number;

  constructor(
    private readonly bus: InvalidationBus,
    private readonly opts: SendPathCacheOptions,
  ) {
    this.max = opts.maxEntries ?? 10_000;
    this.now = opts.now ?? (() => performance.now());
    bus.subscribe((m) => this.drop(m));
  }

  /** The project's number, from memory when fresh, else from `load` (an unknown number is not kept). */
  async number(projectId: string, phoneNumberId: string, load: () => Promise<PhoneNumberRow | undefined>): Promise<PhoneNumberRow | undefined> {
    const key = `${projectId}:${phoneNumberId}`;
    const hit = this.numbers.get(key);
    if (hit && this.now() - hit.at < this.opts.ttlMs) return hit.value;
    const epoch = this.epoch;
    const at = this.now();
    const value = await load();
    if (value && epoch === this.epoch) put(this.numbers, key, { value, at }, this.max);
    return value;
  }

  /** Whether the number is shared, from memory when known, else from `load`. */
  async isShared(projectId: string, phoneNumberId: string, load: () => Promise<boolean>): Promise<boolean> {
    const key = `${projectId}:${phoneNumberId}`;
    const hit = this.shared.get(key);
    if (hit && (hit.value || this.now() - hit.at < this.opts.ttlMs)) return hit.value;
    const epoch = this.epoch;
    const at = this.now();
    const value = await load();
    if (epoch === this.epoch) put(this.shared, key, { value, at }, this.max);
    return value;
  }

  /** A number row changed: every replica drops every cached number (they change rarely; one reload each). */
  numbersChanged(): void {
    this.bus.publish('numbers');
  }

  /** The number became shared: every replica drops its "not shared". */
  sharedChanged(projectId: string, phoneNumberId: string): void {
    this.bus.publish(`shared:${projectId}:${phoneNumberId}`);
  }

  /** The account's templates changed (status, category): every replica drops their cached categories. */
  templatesChanged(businessAccountId: string): void {
    this.bus.publish(`templates:${businessAccountId}`);
  }

  private drop(message: string): void {
    this.epoch++;
    if (message === INVALIDATE_ALL) {
      this.numbers.clear();
      this.shared.clear();
    } else if (message === 'numbers') this.numbers.clear();
    else if (message.startsWith('shared:')) this.shared.delete(message.slice('shared:'.length));
  }
}

function put<T>(map: Map<string, Entry<T>>, key: string, entry: Entry<T>, max: number): void {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value as string);
  map.set(key, entry);
}
