import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';

/** Request body of `POST /control/faults`. */
export const FaultSpecSchema = z.object({
  match: z.object({ method: z.string().optional(), path: z.string().optional() }).default({}),
  /**
   * latency: answer normally after latencyMs. http_error: the status (default 500) with Twilio's
   * error body (code default 20500). drop: the connection is destroyed. out_of_numbers: searches find
   * nothing and purchases fail as if the inventory were empty.
   */
  kind: z.enum(['latency', 'http_error', 'drop', 'out_of_numbers']),
  latencyMs: z.number().int().min(0).max(600_000).optional(),
  status: z.number().int().min(400).max(599).optional(),
  code: z.number().int().positive().optional(),
  message: z.string().max(500).optional(),
  /** The next N matching calls; until cleared when omitted. */
  times: z.number().int().positive().optional(),
});

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

  take(method: string, path: string, kinds: FaultSpec['kind'][]): Fault | null {
    const f = this.faults.find(
      (x) =>
        kinds.includes(x.kind) &&
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

/** Applies a matching transport fault (latency, error, drop) before the REST API answers. */
export function faultMiddleware(faults: FaultRegistry) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const f = faults.take(req.method, req.originalUrl, ['latency', 'http_error', 'drop']);
    if (!f) return next();
    switch (f.kind) {
      case 'latency':
        setTimeout(next, f.latencyMs ?? 0);
        return;
      case 'drop':
        req.socket.destroy();
        return;
      default: {
        const status = f.status ?? 500;
        const code = f.code ?? 20500;
        res.status(status).json({ code, message: f.message ?? 'Internal Server Error', more_info: `https://www.twilio.com/docs/errors/${code}`, status });
      }
    }
  };
}
