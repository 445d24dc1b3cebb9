/** Timers the simulator owns (delayed statuses, webhook retries); all cleared on reset and close. */
export class Timers {
  private readonly pending = new Set<NodeJS.Timeout>();

  /** Runs `fn` after `ms`; the timer does not keep the process alive. */
  after(ms: number, fn: () => void | Promise<void>): void {
    const t = setTimeout(
      () => {
        this.pending.delete(t);
        void Promise.resolve()
          .then(fn)
          .catch(() => undefined);
      },
      Math.max(0, ms),
    );
    t.unref();
    this.pending.add(t);
  }

  /** Cancels every pending timer. */
  clear(): void {
    for (const t of this.pending) clearTimeout(t);
    this.pending.clear();
  }
}
