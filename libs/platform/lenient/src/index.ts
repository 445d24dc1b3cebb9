/**
 * Lenient zod readers of untrusted JSON: upstream payloads and answers, other services' event fields,
 * JSON a service stored. Lenient like the upstream: a field of the wrong type reads as empty or absent,
 * never as an error, so one odd field never holds up what carries it.
 *
 * On zod 4's engine (`zod/v4`, shipped in the zod package the platform pins), and every reader a
 * transform that cannot fail: a failed parse builds issues (with zod 3, a ZodError and its stack) only
 * to throw them away, and most fields of an upstream object are absent. Reading one inbound change
 * cost ~95 µs with zod 3 and `.catch` fallbacks, ~8 µs this way (decision 0033).
 */
import { z } from 'zod/v4';

export { z };

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A JSON object (the same object, not a copy), else a new `{}` (arrays, null and scalars read as empty). */
export const looseObject = z.unknown().transform((v): Obj => (isObject(v) ? v : {}));

/** A JSON object (the same object), else undefined. */
export const objectOrNone = z.unknown().transform((v): Obj | undefined => (isObject(v) ? v : undefined));

/** A JSON array (the same array), else a new `[]`. */
export const looseList = z.unknown().transform((v): unknown[] => (Array.isArray(v) ? v : []));

/** A JSON array's items each read as an object (`{}` for anything else); `[]` when not an array. */
export const looseObjects = z.unknown().transform((v): Obj[] => (Array.isArray(v) ? v.map((item) => (isObject(item) ? item : {})) : []));

/** A string, a number as its decimal text, else `''`. */
export const looseString = z.unknown().transform((v): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''));

/** A non-empty string, a number as its decimal text, else undefined. */
export const optionalText = z
  .unknown()
  .transform((v): string | undefined => (typeof v === 'string' ? v || undefined : typeof v === 'number' ? String(v) : undefined));

/** A non-empty string, a number as its decimal text, else null. */
export const nullableText = z.unknown().transform((v): string | null => (typeof v === 'string' ? v || null : typeof v === 'number' ? String(v) : null));

/** A string (only), else `''`. */
export const stringOnly = z.unknown().transform((v): string => (typeof v === 'string' ? v : ''));

/** A non-empty string (only), else null. */
export const nonEmptyStringOrNull = z.unknown().transform((v): string | null => (typeof v === 'string' && v.length > 0 ? v : null));

/** A non-empty string (only), else `fallback`. */
export const textOr = (fallback: string) => z.unknown().transform((v): string => (typeof v === 'string' && v.length > 0 ? v : fallback));

/** The first item of a list (`v[0]`, as `(v as unknown[])?.[0]` reads it), else undefined. */
export const firstItem = z.unknown().transform((v): unknown => (v === null || v === undefined ? undefined : (v as Record<number, unknown>)[0]));

/**
 * An object of lenient fields (each field's schema one that cannot fail, as those above); anything
 * that is not an object reads as `{}`, so every field reads as empty. Unknown keys are left out.
 */
export function lenient<T extends z.ZodRawShape>(shape: T) {
  return z.preprocess((v) => (isObject(v) ? v : {}), z.object(shape));
}

/** As {@link lenient}, keeping the object's other keys. */
export function lenientLoose<T extends z.ZodRawShape>(shape: T) {
  return z.preprocess((v) => (isObject(v) ? v : {}), z.looseObject(shape));
}
