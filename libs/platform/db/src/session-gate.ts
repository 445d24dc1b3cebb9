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
 * While background work waits, at most this many request-lane waiters in a row go ahead of it; then
 * one background waiter is served. Background work is delayed by requests, never starved by them (a
 * flood of requests still leaves it one grant in REQUEST_BURST + 1), and a request may itself wait on
 * background work (a batched write it joined).
 */
export const REQUEST_BURST = 3;

/**
 * The exclusive gate of one embedded session: one holder at a time, so a transaction of one service
 * never interleaves with another service's statements. Waiters are served by lane, FIFO within each:
 * the request lane first, but never more than {@link REQUEST_BURST} in a row while background work waits.
 */
export class SessionGate {
  private held = false;
  private readonly waiting: Record<SessionLane, Array<() => void>> = { request: [], background: [] };
  /** Request-lane grants in a row made while background work waited. */
  private streak = 0;

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
        this.waiting[laneOfCaller].push(grant);
      }
    });
  }

  /** Waiters in each lane (diagnostics and tests). */
  queued(): Record<SessionLane, number> {
    return { request: this.waiting.request.length, background: this.waiting.background.length };
  }

  private next(): void {
    const { request, background } = this.waiting;
    let grant: (() => void) | undefined;
    if (request.length > 0 && (background.length === 0 || this.streak < REQUEST_BURST)) {
      this.streak = background.length === 0 ? 0 : this.streak + 1;
      grant = request.shift();
    } else {
      this.streak = 0;
      grant = background.shift();
    }
    if (grant) grant();
    else this.held = false;
  }
}
