import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which of two lanes a use of the embedded database's one session waits in (decision 0030).
 * `request`: the work a client is waiting on (a route of the gateway and the gRPC calls it causes);
 * `background`: everything else (engines, consumers, relays, sweepers, batched writers).
 */
export type SessionLane = 'request' | 'background';

const lane = new AsyncLocalStorage<SessionLane>();

/**
 * Runs `fn` as work a client is waiting on: its uses of the embedded database's session go ahead of
 * background work queued at the same time (on Postgres there is no such queue and this changes nothing).
 * Set where a client's request enters (the gateway) and where a gRPC call says it serves one.
 */
export function runOnRequestPath<T>(fn: () => T): T {
  return lane.run('request', fn);
}

/** True inside {@link runOnRequestPath}: the current work serves a waiting client. */
export function onRequestPath(): boolean {
  return lane.getStore() === 'request';
}

/**
 * A background waiter that has waited this long goes ahead of the request lane: background work is
 * delayed by requests, never starved by them (a request may itself wait on background work, such as
 * a batched write it joined).
 */
export const BACKGROUND_MAX_WAIT_MS = 1000;

type Waiter = { grant: () => void; since: number };

/**
 * The exclusive gate of one embedded session: one holder at a time, so a transaction of one service
 * never interleaves with another service's statements. Waiters are served by lane, FIFO within each:
 * the request lane first, unless the oldest background waiter has waited {@link BACKGROUND_MAX_WAIT_MS}.
 */
export class SessionGate {
  private held = false;
  private readonly waiting: Record<SessionLane, Waiter[]> = { request: [], background: [] };

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Resolves with the release function once this caller holds the gate. */
  acquire(laneOfCaller: SessionLane = onRequestPath() ? 'request' : 'background'): Promise<() => void> {
    return new Promise((resolve) => {
      const grant = () => {
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          this.next();
        });
      };
      if (!this.held) {
        this.held = true;
        grant();
      } else {
        this.waiting[laneOfCaller].push({ grant, since: this.now() });
      }
    });
  }

  /** Waiters in each lane (diagnostics and tests). */
  queued(): Record<SessionLane, number> {
    return { request: this.waiting.request.length, background: this.waiting.background.length };
  }

  private next(): void {
    const { request, background } = this.waiting;
    const overdue = background.length > 0 && this.now() - background[0].since >= BACKGROUND_MAX_WAIT_MS;
    const waiter = overdue ? background.shift() : (request.shift() ?? background.shift());
    if (waiter) waiter.grant();
    else this.held = false;
  }
}
