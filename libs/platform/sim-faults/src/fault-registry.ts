import { z } from 'zod';

/** Which requests a fault applies to. */
const matchSchema = z
  .object({
    /** HTTP method, case-insensitive; any when omitted. */
    method: z.string().optional(),
    /** Substring of the request path, or a regex written `/pattern/flags` (flags among dgimsuy); any when omitted. */
    path: z.string().optional(),
  })
  .default({});

/** What every simulator's fault has, whatever its kinds. */
export interface FaultSpecBase {
  match: { method?: string; path?: string };
  kind: string;
  latencyMs?: number;
  /** The next N matching calls; until cleared when omitted. */
  times?: number;
}

/**
 * The request body of a simulator's `POST …/faults`: `match`, one of its `kinds`, `latencyMs`, `times`,
 * and the simulator's own fields (`extra`, e.g. an error body's status and code).
 */
export function faultSpecSchema<K extends readonly [string, ...string[]], E extends z.ZodRawShape>(kinds: K, extra: E) {
  return z.object({
    match: matchSchema,
    kind: z.enum(kinds),
    latencyMs: z.number().int().min(0).max(600_000).optional(),
    times: z.number().int().positive().optional(),
    ...extra,
  });
}

/** A registered fault and how often it fired. */
export type Fault<S extends FaultSpecBase> = S & { id: number; remaining: number | null; hits: number };

function pathMatcher(pattern: string | undefined): (path: string) => boolean {
  if (!pattern) return () => true;
  // Only real flags make a regex: `/actions/run` is a path, `/phone_numbers$/i` a regex.
  const re = /^\/(.+)\/([dgimsuy]*)$/.exec(pattern);
  if (re) {
    const regex = new RegExp(re[1], re[2]);
    return (p) => regex.test(p);
  }
  return (p) => p.includes(pattern);
}

/** Registered faults; the first live match wins and uses up one of its `times`. */
export class FaultRegistry<S extends FaultSpecBase> {
  private faults: { fault: Fault<S>; test: (path: string) => boolean }[] = [];
  private seq = 0;

  /** Registers a fault (an invalid regex throws). */
  add(spec: S): Fault<S> {
    const entry = { fault: { ...spec, id: ++this.seq, remaining: spec.times ?? null, hits: 0 }, test: pathMatcher(spec.match.path) };
    this.faults.push(entry);
    return { ...entry.fault };
  }

  /** Finds and uses up the first live fault matching a request (of one of `kinds` when given), if any. */
  take(method: string, path: string, kinds?: readonly S['kind'][]): Fault<S> | null {
    const found = this.faults.find(
      ({ fault: f, test }) =>
        (!kinds || kinds.includes(f.kind)) &&
        (f.remaining === null || f.remaining > 0) &&
        (!f.match.method || f.match.method.toUpperCase() === method.toUpperCase()) &&
        test(path),
    );
    if (!found) return null;
    found.fault.hits++;
    if (found.fault.remaining !== null) found.fault.remaining--;
    return { ...found.fault };
  }

  /** All faults, spent ones included. */
  list(): Fault<S>[] {
    return this.faults.map(({ fault }) => ({ ...fault }));
  }

  /** Removes every fault. */
  clear(): void {
    this.faults = [];
  }
}
