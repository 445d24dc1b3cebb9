import type { Db, Trx } from './db';

/** One item's own outcome inside a batch: its answer, or the error only it gets. */
export type ItemResult<O> = { ok: true; value: O } | { ok: false; error: unknown };

/** Options of {@link GroupCommit}. */
export interface GroupCommitOptions<I, O> {
  /**
   * Runs many items in ONE transaction and returns one result per item, in order. Resolving means
   * the transaction committed (every `ok` answer is durable). Throwing means nothing committed: each
   * item is then run alone with {@link runOne}, so one item that breaks the batch fails only itself.
   */
  runBatch(items: I[]): Promise<Array<ItemResult<O>>>;
  /** Runs one item in its own transaction (a batch of one, and the fallback of a failed batch). */
  runOne(item: I): Promise<O>;
  /** Most items per batch. */
  maxBatch: number;
  /** Batches running at once (each one transaction). */
  maxInFlight: number;
}

interface Waiter<I, O> {
  item: I;
  resolve(v: O): void;
  reject(e: unknown): void;
}

/**
 * Group commit (decisions 0106, 0238): calls that arrive while earlier batches are running wait
 * together and run as one transaction as soon as a slot frees up. No timer: an idle service runs a
 * call at once, alone (exactly the single-call path); under load, the calls that queued during one
 * transaction share the next. Every caller is answered only after its batch committed, with its own
 * result.
 */
export class GroupCommit<I, O> {
  private queue: Array<Waiter<I, O>> = [];
  private running = 0;

  constructor(private readonly opts: GroupCommitOptions<I, O>) {}

  /** Queues one item; resolves with its own answer once its transaction committed. */
  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.opts.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.opts.maxBatch);
      this.running++;
      void this.run(batch).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private async run(batch: Array<Waiter<I, O>>): Promise<void> {
    if (batch.length === 1) {
      const [w] = batch;
      await this.opts.runOne(w.item).then(w.resolve, w.reject);
      return;
    }
    let results: Array<ItemResult<O>>;
    try {
      results = await this.opts.runBatch(batch.map((w) => w.item));
    } catch {
      // Nothing committed: each item alone, so the one that broke the batch fails only itself.
      await Promise.all(batch.map((w) => this.opts.runOne(w.item).then(w.resolve, w.reject)));
      return;
    }
    batch.forEach((w, i) => {
      const r = results[i];
      if (r.ok) w.resolve(r.value);
      else w.reject(r.error);
    });
  }
}

/** One write of a {@link WriteGroup}: runs in the group's transaction. */
export type GroupWrite = (trx: Trx) => Promise<void>;

/**
 * Group commit of plain writes (decision 0238): concurrent writes share one transaction (one BEGIN,
 * COMMIT and WAL flush for many); each `run` resolves only once the transaction holding its write
 * committed, and rejects when its write could not be committed (a failed group is retried one write
 * per transaction, so one bad write fails only its caller).
 */
export class WriteGroup {
  private readonly commits: GroupCommit<GroupWrite, void>;

  /**
   * `opts.begin` runs first in every transaction of the group and `opts.beforeCommit` after its last
   * write (e.g. hold the writes' outbox events and insert them in one statement, decision 0505).
   */
  constructor(db: Pick<Db, 'transaction'>, opts: { maxBatch?: number; begin?: (trx: Trx) => void; beforeCommit?: (trx: Trx) => Promise<void> } = {}) {
    const inTransaction = (writes: GroupWrite[]) =>
      db.transaction(async (trx) => {
        opts.begin?.(trx);
        for (const write of writes) await write(trx);
        await opts.beforeCommit?.(trx);
      });
    this.commits = new GroupCommit<GroupWrite, void>({
      maxBatch: Math.max(1, opts.maxBatch ?? 128),
      maxInFlight: 1,
      runOne: (write) => inTransaction([write]),
      runBatch: async (writes) => {
        await inTransaction(writes);
        return writes.map(() => ({ ok: true as const, value: undefined }));
      },
    });
  }

  /** Runs `write` in a shared transaction; resolves once it committed. */
  run(write: GroupWrite): Promise<void> {
    return this.commits.submit(write);
  }
}
