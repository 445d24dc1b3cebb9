import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';

/** Request body of `POST /__sim/faults`. */
export const FaultSpecSchema = z.object({
  match: z
    .object({
      /** HTTP method, case-insensitive; any when omitted. */
      method: z.string().optional(),
      /** Substring of the request path; any when omitted. */
      path: z.string().optional(),
    })
    .default({}),
  /**
   * latency: answer normally after latencyMs. timeout: never answer (held until the client gives up
   * or the simulator closes). http_error: the status (default 500) with the connector's error body.
   * drop: the connection is destroyed without an answer.
   */
  kind: z.enum(['latency', 'timeout', 'http_error', 'drop']),
  latencyMs: z.number().int().min(0).max(600_000).optional(),
  status: z.number().int().min(400).max(599).optional(),
  error: z.string().max(500).optional(),
  /** The next N matching calls; until cleared when omitted. */
  times: z.number().int().positive().optional(),
});

/** A fault as configured. */
export type FaultSpec = z.infer<typeof FaultSpecSchema>;

interface Fault extends FaultSpec {
  id: number;
  remaining: number | null;
  hits: number;
}

/** Registered faults; the first live match wins and uses up one of its `times`. */
export class FaultRegistry {
  private faults: Fault[] = [];
  private seq = 0;

  add(spec: FaultSpec): Fault {
    const f = { ...spec, id: ++this.seq, remaining: spec.times ?? null, hits: 0 };
    this.faults.push(f);
    return { ...f };
  }

  take(method: string, path: string): Fault | null {
    const f = this.faults.find(
      (x) =>
        (x.remaining === null || x.remaining > 0) &&
        (!x.match.method || x.match.method.toUpperCase() === method.toUpperCase()) &&
        (!x.match.path || path.includes(x.match.path)),
    );
    if (!f) return null;
    f.hits++;
    if (f.remaining !== null) f.remaining--;
    return { ...f };
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  clear(): void {
    this.faults = [];
  }
}

/** Applies a matching fault before the connector API answers. */
export function faultMiddleware(faults: FaultRegistry) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const f = faults.take(req.method, req.path);
    if (!f) return next();
    switch (f.kind) {
      case 'latency':
        setTimeout(next, f.latencyMs ?? 0);
        return;
      case 'timeout':
        if (f.latencyMs !== undefined) setTimeout(() => req.socket.destroy(), f.latencyMs);
        return;
      case 'drop':
        req.socket.destroy();
        return;
      case 'http_error':
        res.status(f.status ?? 500).json({ error: f.error ?? 'Internal server error' });
    }
  };
}
