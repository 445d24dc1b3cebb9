import type { Db, Trx } from '@platform/db';

/** One write of a group: runs in the group's transaction. */
export type GroupWrite = (trx: Trx) => Promise<void>;

type Waiting = { write: GroupWrite; resolve: () => void; reject: (err: unknown) => void };

/** Options of {@link GroupCommit}. */
export interface GroupCommitOptions {
  /** Writes per transaction at most; default 128. */
  maxBatch?: number;
}

/**
 * Group commit (decision 0238): concurrent writes share one transaction, so N sends pay one BEGIN,
 * one COMMIT and one WAL flush instead of N. A write waits at most for the transaction in flight to
 * finish: writes that arrive meanwhile form the next group, started as soon as it commits (and a
 * lone write on an idle service starts at once, on the next turn of the event loop).
 *
 * Each caller's promise resolves only after the transaction holding its write committed (durable),
 * and rejects when its write could not be committed. When a group's transaction fails, its writes
 * are run again one transaction each, so one failing write does not take the others down; a failure
 * of the database fails each of them.
 */
export class GroupCommit {
  private queue: Waiting[] = [];
  private running = false;
  private scheduled = false;
  private readonly maxBatch: number;

  constructor(
    private readonly db: Pick<Db, 'transaction'>,
    opts: GroupCommitOptions = {},
  ) {
    this.maxBatch = Math.max(1, opts.maxBatch ?? 128);
  }

  /** Runs `write` in a shared transaction; resolves once it committed. */
  run(write: GroupWrite): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ write, resolve, reject });
      this.kick();
    });
  }

  private kick(): void {
    if (this.running || this.scheduled || this.queue.length === 0) return;
    this.scheduled = true;
    // Writes of the same turn (and of the I/O callbacks just run) join the group.
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.running || this.queue.length === 0) return;
    this.running = true;
    const group = this.queue.splice(0, this.maxBatch);
    try {
      await this.db.transaction(async (trx) => {
        for (const w of group) await w.write(trx);
      });
      for (const w of group) w.resolve();
    } catch (err) {
      if (group.length === 1) group[0].reject(err);
      else
        await Promise.all(
          group.map((w) =>
            this.db
              .transaction((trx) => w.write(trx))
              .then(
                () => w.resolve(),
                (e: unknown) => w.reject(e),
              ),
          ),
        );
    } finally {
      this.running = false;
      this.kick();
    }
  }
}
