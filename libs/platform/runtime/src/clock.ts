/** Source of the current time, injected wherever cooldowns, expiries or deadlines are computed. */
export interface Clock {
  /** The current instant (a fresh Date each call). */
  now(): Date;
}

/** The real wall clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export interface ManualClock extends Clock {
  /** Moves time forward (or back, with a negative value) by `ms` milliseconds. */
  advance(ms: number): void;
  /** Jumps to an instant. */
  set(date: Date | number | string): void;
}

/** A test clock frozen at `start` until advanced or set. */
export function manualClock(start: Date | number | string = 0): ManualClock {
  let current = new Date(start).getTime();
  if (Number.isNaN(current)) throw new RangeError(`manualClock: invalid start ${String(start)}`);
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      const t = new Date(date).getTime();
      if (Number.isNaN(t)) throw new RangeError(`manualClock: invalid date ${String(date)}`);
      current = t;
    },
  };
}
