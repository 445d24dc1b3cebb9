import type { NextFunction, Request, Response } from 'express';
import { faultSpecSchema, type FaultRegistry } from '@platform/sim-faults';
import { z } from 'zod';

/**
 * Request body of `POST /__sim/faults`. latency: answer normally after latencyMs. timeout: never answer
 * (held until the client gives up or the simulator closes). http_error: the status (default 500) with
 * the connector's error body. drop: the connection is destroyed without an answer.
 */
export const FaultSpecSchema = faultSpecSchema(['latency', 'timeout', 'http_error', 'drop'], {
  status: z.number().int().min(400).max(599).optional(),
  error: z.string().max(500).optional(),
});

/** A fault as configured. */
export type FaultSpec = z.infer<typeof FaultSpecSchema>;

/** The connector simulator's faults. */
export type ConnectorFaults = FaultRegistry<FaultSpec>;

/** Applies a matching fault before the connector API answers. */
export function faultMiddleware(faults: ConnectorFaults) {
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
