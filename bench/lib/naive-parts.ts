/**
 * Parts shared by the floors of bench/lib/naive-send.ts and bench/lib/naive-broadcast.ts: a gRPC method whose
 * messages are JSON bytes, the per-turn batch writer (a group commit) and the outbox relay loop.
 */

const raw = (b: Buffer): Buffer => b;

/** A gRPC service definition of one unary method `name` at `path`, its messages raw bytes (JSON, no protobuf). */
export function rawUnaryService(name: string, path: string) {
  return {
    [name]: {
      path,
      requestStream: false,
      responseStream: false,
      requestSerialize: raw,
      requestDeserialize: raw,
      responseSerialize: raw,
      responseDeserialize: raw,
    },
  };
}

/**
 * A group commit: the rows handed in during one event-loop turn (and while the previous batch was written)
 * go to `write` together; each caller resolves once its batch is written, or rejects with the batch's error.
 */
export function turnBatches<T>(write: (rows: T[]) => Promise<unknown>): (row: T) => Promise<void> {
  let rows: Array<{ row: T; done: (err?: Error) => void }> = [];
  let busy = false;
  const go = async (): Promise<void> => {
    if (busy || rows.length === 0) return;
    busy = true;
    const taken = rows;
    rows = [];
    try {
      await write(taken.map((r) => r.row));
      for (const r of taken) r.done();
    } catch (err) {
      for (const r of taken) r.done(err as Error);
    } finally {
      busy = false;
      if (rows.length > 0) setImmediate(() => void go());
    }
  };
  return (row: T): Promise<void> =>
    new Promise((resolve, reject) => {
      rows.push({ row, done: (err) => (err ? reject(err) : resolve()) });
      if (rows.length === 1) setImmediate(() => void go());
    });
}

/**
 * An outbox relay: `take` removes up to `limit` rows (one statement) and answers them, `publish` sends them;
 * never two runs at once, and a call during a run (or a full batch) runs it again. The returned function starts
 * a run (errors logged).
 */
export function outboxRelay<R>(take: () => Promise<R[]>, publish: (rows: R[]) => Promise<unknown>, limit: number): () => void {
  let relaying = false;
  let again = false;
  const relay = async (): Promise<void> => {
    if (relaying) {
      again = true;
      return;
    }
    relaying = true;
    try {
      do {
        again = false;
        const rows = await take();
        if (rows.length === 0) break;
        if (rows.length >= limit) again = true;
        await publish(rows);
      } while (again);
    } finally {
      relaying = false;
    }
  };
  return () => void relay().catch((err: unknown) => console.error('relay', err));
}
