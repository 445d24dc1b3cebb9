import type { NextFunction, Request, Response } from 'express';
import { faultSpecSchema, type FaultRegistry } from '@platform/sim-faults';
import { z } from 'zod';

/**
 * Request body of `POST /control/faults`. latency: answer normally after latencyMs. http_error: the
 * status (default 500) with Twilio's error body (code default 20500). drop: the connection is
 * destroyed. out_of_numbers: searches find nothing and purchases fail as if the inventory were empty.
 */
export const FaultSpecSchema = faultSpecSchema(['latency', 'http_error', 'drop', 'out_of_numbers'], {
  status: z.number().int().min(400).max(599).optional(),
  code: z.number().int().positive().optional(),
  message: z.string().max(500).optional(),
});

export type FaultSpec = z.infer<typeof FaultSpecSchema>;

/** The telephony simulator's faults. */
export type TelephonyFaults = FaultRegistry<FaultSpec>;

/** Applies a matching transport fault (latency, error, drop) before the REST API answers. */
export function faultMiddleware(faults: TelephonyFaults) {
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
