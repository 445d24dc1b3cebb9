/** Source of the current time; injected so windows, expiries and delays are testable without sleeping. */
export interface Clock {
  now(): Date;
}

/** The wall clock. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that follows a base clock until told otherwise: `set` freezes it at an instant, `advance`
 * moves it forward (frozen or not), `release` returns to the base clock. Backs `PUT /__sim/clock`.
 */
export class SimClock implements Clock {
  private frozenAt: number | null = null;
  private offsetMs = 0;

  constructor(private readonly base: Clock = systemClock) {}

  /** The simulator's current time. */
  now(): Date {
    if (this.frozenAt !== null) return new Date(this.frozenAt);
    return new Date(this.base.now().getTime() + this.offsetMs);
  }

  /** Freezes time at `at`. */
  set(at: Date): void {
    this.frozenAt = at.getTime();
  }

  /** Moves time forward by `ms` (negative values move it back). */
  advance(ms: number): void {
    if (this.frozenAt !== null) this.frozenAt += ms;
    else this.offsetMs += ms;
  }

  /** Back to the base clock with no offset. */
  release(): void {
    this.frozenAt = null;
    this.offsetMs = 0;
  }

  /** Whether the clock is frozen (manual). */
  get manual(): boolean {
    return this.frozenAt !== null;
  }
}

/** Graph's datetime format: `2025-04-17T09:30:00+0000`. */
export function graphTime(d: Date): string {
  return d.toISOString().replace(/\.\d{3}Z$/, '+0000');
}

/** Unix seconds, as Graph webhooks carry them. */
export function unixSeconds(d: Date): number {
  return Math.floor(d.getTime() / 1000);
}
