import { z } from 'zod';

/** Request body of `POST /__sim/faults`. */
export const FaultSpecSchema = z.object({
  match: z
    .object({
      /** HTTP method, case-insensitive; any when omitted. */
      method: z.string().optional(),
      /** Substring of the request path, or a regex written `/pattern/flags`; any when omitted. */
      path: z.string().optional(),
    })
    .default({}),
  /**
   * latency: answer normally after latencyMs. timeout: never answer (the socket is dropped after
   * latencyMs when given, else held until the client gives up). http_error: bare HTTP status
   * (default 503) with a non-Graph body, as a load balancer would. graph_error: Graph envelope
   * with code/subcode/title (default 1, HTTP from the code table unless status is given).
   * drop: the connection is destroyed without an answer.
   */
  kind: z.enum(['latency', 'timeout', 'http_error', 'graph_error', 'drop']),
  latencyMs: z.number().int().min(0).max(600_000).optional(),
  status: z.number().int().min(100).max(599).optional(),
  code: z.number().int().optional(),
  subcode: z.number().int().optional(),
  title: z.string().optional(),
  details: z.string().optional(),
  /** The next N matching calls; until cleared when omitted. */
  times: z.number().int().positive().optional(),
});

/** A fault as configured. */
export type FaultSpec = z.infer<typeof FaultSpecSchema>;

/** A registered fault and how often it fired. */
export interface Fault extends FaultSpec {
  id: number;
  remaining: number | null;
  hits: number;
}

function pathMatcher(pattern: string | undefined): (path: string) => boolean {
  if (!pattern) return () => true;
  const re = /^\/(.+)\/([a-z]*)$/.exec(pattern);
  if (re) {
    const regex = new RegExp(re[1], re[2]);
    return (p) => regex.test(p);
  }
  return (p) => p.includes(pattern);
}

/** Registered faults; the first live match wins and uses up one of its `times`. */
export class FaultRegistry {
  private faults: (Fault & { test: (path: string) => boolean })[] = [];
  private seq = 0;

  /** Registers a fault (invalid regex throws). */
  add(spec: FaultSpec): Fault {
    const fault = { ...spec, id: ++this.seq, remaining: spec.times ?? null, hits: 0, test: pathMatcher(spec.match.path) };
    this.faults.push(fault);
    return this.view(fault);
  }

  /** Finds and consumes the fault for a request, if any. */
  take(method: string, path: string): Fault | null {
    const f = this.faults.find(
      (x) => (x.remaining === null || x.remaining > 0) && (!x.match.method || x.match.method.toUpperCase() === method.toUpperCase()) && x.test(path),
    );
    if (!f) return null;
    f.hits++;
    if (f.remaining !== null) f.remaining--;
    return this.view(f);
  }

  /** All faults, spent ones included. */
  list(): Fault[] {
    return this.faults.map((f) => this.view(f));
  }

  /** Removes every fault. */
  clear(): void {
    this.faults = [];
  }

  private view(f: Fault & { test?: unknown }): Fault {
    const { test: _test, ...rest } = f;
    return rest;
  }
}
