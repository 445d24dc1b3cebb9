import { z } from 'zod';
import { depthOf } from '../schemas';

/** Deepest nesting a free-form JSON body may have (as table store rows, decision 0700): no decoder along the way recurses without bound. */
export const MAX_JSON_DEPTH = 32;

/** A free-form JSON object of at most {@link MAX_JSON_DEPTH} levels. */
export function jsonObject(description: string) {
  return z
    .record(z.unknown())
    .refine((o) => depthOf(o, MAX_JSON_DEPTH) <= MAX_JSON_DEPTH, `nests objects and arrays deeper than ${MAX_JSON_DEPTH} levels`)
    .describe(description);
}
