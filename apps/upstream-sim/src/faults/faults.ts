import { faultSpecSchema, type FaultRegistry } from '@platform/sim-faults';
import { z } from 'zod';

/**
 * Request body of `POST /__sim/faults`. latency: answer normally after latencyMs. timeout: never answer
 * (the socket is dropped after latencyMs when given, else held until the client gives up).
 * http_error: bare HTTP status (default 503) with a non-Graph body, as a load balancer would.
 * graph_error: Graph envelope with code/subcode/title (default 1, HTTP from the code table unless
 * status is given). drop: the connection is destroyed without an answer.
 */
export const FaultSpecSchema = faultSpecSchema(['latency', 'timeout', 'http_error', 'graph_error', 'drop'], {
  status: z.number().int().min(100).max(599).optional(),
  code: z.number().int().optional(),
  subcode: z.number().int().optional(),
  title: z.string().optional(),
  details: z.string().optional(),
});

/** A fault as configured. */
export type FaultSpec = z.infer<typeof FaultSpecSchema>;

/** The upstream simulator's faults. */
export type UpstreamFaults = FaultRegistry<FaultSpec>;
