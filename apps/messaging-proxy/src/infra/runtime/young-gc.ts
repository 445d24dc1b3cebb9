import { Transform, type TransformCallback } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Gc = (opts?: { type?: 'major' | 'minor'; execution?: 'sync' | 'async' }) => void;

let gcFn: Gc | null | undefined;

/** V8's collector, exposed once (without `--expose-gc` on the command line); null where it cannot be. */
function collector(): Gc | null {
  if (gcFn !== undefined) return gcFn;
  try {
    const existing = (globalThis as { gc?: Gc }).gc;
    if (existing) gcFn = existing;
    else {
      setFlagsFromString('--expose-gc');
      // The flag applies to contexts created from now on: take `gc` from a fresh one.
      gcFn = runInNewContext('gc') as Gc;
    }
  } catch {
    gcFn = null;
  }
  return gcFn;
}

/** Bytes streamed between two young-generation collections. */
export const YOUNG_GC_STEP_BYTES = 4 * 1024 * 1024;

/**
 * A pass-through stream that asks V8 for a young-generation collection (a scavenge, about a
 * millisecond) every `step` bytes (decision 0212). Media streams churn through socket buffers that
 * are garbage as soon as they are forwarded, and V8 collects them lazily: without this about 20 MB
 * of them pile up during a large upload or download, which is the RSS growth a streamed body must
 * not cause. `onChunk` sees every chunk first and may refuse it (an error ends the stream).
 */
export function youngGcEvery(step = YOUNG_GC_STEP_BYTES, onChunk?: (chunk: Buffer) => Error | undefined): Transform {
  let since = 0;
  const gc = collector();
  return new Transform({
    transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback) {
      const refused = onChunk?.(chunk);
      if (refused) return cb(refused);
      since += chunk.length;
      if (gc && since >= step) {
        since = 0;
        gc({ type: 'minor' });
      }
      cb(null, chunk);
    },
  });
}
