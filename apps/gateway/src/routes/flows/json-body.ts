import { z } from 'zod';

/** Levels of objects and arrays (a scalar is 0), counted up to just past `max`. */
function depthOf(v: unknown, max: number, level = 0): number {
  if (v === null || typeof v !== 'object' || level > max) return level;
  let d = level + 1;
  for (const x of Object.values(v as Record<string, unknown>)) d = Math.max(d, depthOf(x, max, level + 1));
  return d;
}

/** Deepest nesting a free-form JSON body may have (as table store rows, decision 0700): no decoder along the way recurses without bound. */
export const MAX_JSON_DEPTH = 32;

/** A free-form JSON object of at most {@link MAX_JSON_DEPTH} levels. */
export function jsonObject(description: string) {
  return z
    .record(z.unknown())
    .refine((o) => depthOf(o, MAX_JSON_DEPTH) <= MAX_JSON_DEPTH, `nests objects and arrays deeper than ${MAX_JSON_DEPTH} levels`)
    .describe(description);
}
